import Foundation
import Hummingbird
import Storage

/// What a request carries through the middleware to its route: who is calling, once known.
public struct BackendRequestContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    /// Set by `BearerAuthMiddleware` on every protected route.
    var user: UserAccount?

    public init(source: Source) {
        coreContext = .init(source: source)
    }

    /// The limit Hummingbird's own decoding would use; routes collect their bodies with theirs.
    public var maxUploadSize: Int { BodyLimits.standard }

    /// JSON without `\/` escapes: base64 photos are full of slashes.
    public var responseEncoder: JSONEncoder { .api }

    /// The caller; a route behind `BearerAuthMiddleware` always has one.
    func requireUser() throws -> UserAccount {
        guard let user else { throw APIError.unauthorized("This request needs a bearer token: log in first.") }
        return user
    }
}
