import Hummingbird
import Logging
import NIOCore
import Storage

/// Gives every failure the API's error body, whoever threw it: a route, Storage, or Hummingbird
/// itself (an unknown path, a body over its limit). Anything unexpected is logged and becomes a 500.
struct APIErrorMiddleware: RouterMiddleware {
    typealias Context = BackendRequestContext

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            throw error
        } catch let error as StorageError {
            let apiError = APIError(error)
            if apiError.status.code >= 500 {
                // The details (file paths, SQLite's words) go to the log, not to the client.
                context.logger.error("Storage failed", metadata: ["error": "\(error)"])
            }
            throw apiError
        } catch is NIOTooManyBytesError {
            throw APIError(.contentTooLarge, "The request body is larger than 1 MiB.")
        } catch let error as HTTPError {
            throw APIError(error.status, error.body ?? Self.reason(for: error.status, request: request))
        } catch {
            context.logger.error("Request failed", metadata: ["error": "\(error)"])
            throw APIError(.internalServerError, "The server failed to handle the request.")
        }
    }

    private static func reason(for status: HTTPResponse.Status, request: Request) -> String {
        switch status {
        case .notFound: "There is no \(request.method) \(request.uri.path)."
        case .methodNotAllowed: "\(request.method) is not allowed on \(request.uri.path)."
        default: status.reasonPhrase
        }
    }
}
