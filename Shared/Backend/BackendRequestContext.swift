import Foundation
import Hummingbird
import NIOCore
import Storage

/// What a request carries through the middleware to its route: who is calling, once known, and
/// from where.
public struct BackendRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// Where the request came from: what repeated failed logins are counted by besides the username.
    public let remoteAddress: SocketAddress?
    /// Set by `BearerAuthMiddleware` on every protected route.
    var user: UserAccount?
    /// The token the caller sent, once `BearerAuthMiddleware` found it valid: what a logout ends.
    var bearerToken: String?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
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
