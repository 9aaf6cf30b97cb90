import Foundation
import Hummingbird
import Storage

/// Lets a request through only with `Authorization: Bearer <token>` for a token the server issued
/// and that has neither expired nor been revoked, and tells the route who the caller is.
struct BearerAuthMiddleware: RouterMiddleware {
    typealias Context = BackendRequestContext

    let tokens: TokenRepository
    let now: @Sendable () -> Date

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard let header = request.headers[.authorization], header.hasPrefix("Bearer "), header.count > 7 else {
            throw APIError.unauthorized("This request needs a bearer token: log in first.")
        }
        let token = String(header.dropFirst("Bearer ".count))
        guard let user = try await tokens.user(forToken: AccessToken.hash(of: token), at: now()) else {
            throw APIError.unauthorized("The token is not valid. Please log in again.")
        }
        var context = context
        context.user = user
        context.bearerToken = token
        return try await next(request, context)
    }
}
