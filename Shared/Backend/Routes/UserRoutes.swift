import Domain
import Foundation
import Hummingbird
import Storage

/// Sign-up, login with HTTP Basic, logout, and the caller's own account.
struct UserRoutes {
    /// How long a login lasts: a day, or a month for one that asked to be remembered.
    static let sessionLength: TimeInterval = 86_400
    static let rememberedSessionLength: TimeInterval = 30 * 86_400

    let users: UserRepository
    let tokens: TokenRepository
    let cards: CardRepository
    let hasher: PasswordHasher
    let throttle: LoginThrottle
    let now: @Sendable () -> Date

    /// `POST /api/users` and `POST /api/users/login` need no token; the rest do.
    func register(open: RouterGroup<BackendRequestContext>, protected: RouterGroup<BackendRequestContext>) {
        open.post("users", use: create)
        open.post("users/login", use: login)
        protected.post("users/logout", use: logout)
        protected.get("users", use: list)
        protected.get("users/:id", use: show)
        protected.delete("users", use: deleteCaller)
    }

    @Sendable func create(request: Request, context: BackendRequestContext) async throws -> Response {
        var request = request
        let (username, password) = try await request.decodeJSON(NewUser.self).validated()
        let account = try await users.create(username: username, passwordHash: hasher.hash(password))
        return .created(at: "/api/users/\(account.id)")
    }

    /// Every attempt passes the throttle first, so a guess during a wait learns nothing, not even
    /// whether the password was right.
    @Sendable func login(request: Request, context: BackendRequestContext) async throws -> LoginResponse {
        guard let credentials = BasicCredentials(request.headers[.authorization]) else {
            throw APIError.unauthorized("Log in with HTTP Basic authentication: username and password.")
        }
        var request = request
        let options = try await request.decodeJSONIfPresent(LoginOptions.self)
        // Names are stored trimmed, so they are looked up trimmed.
        let username = NameRules.normalized(credentials.username)
        let address = context.remoteAddress?.ipAddress
        do {
            try await throttle.admit(username: username, address: address)
        } catch {
            throw APIError(.tooManyRequests, error.reason, retryAfter: error.retryAfter)
        }
        let account = try await users.user(named: username)
        guard try await hasher.verify(credentials.password, against: account?.passwordHash), let account else {
            throw APIError.unauthorized("Invalid username or password.")
        }
        await throttle.succeeded(username: username, address: address)
        // Cards uploaded before cards had owners go to the first account that logs in.
        try await cards.claimUnowned(for: account.cardOwner)
        let issued = now()
        let expiresAt = issued.addingTimeInterval(
            options?.rememberMe == true ? Self.rememberedSessionLength : Self.sessionLength)
        let token = AccessToken.generate()
        try await tokens.store(AccessToken.hash(of: token), for: account.id, expiresAt: expiresAt, now: issued)
        return LoginResponse(token: token, userID: account.id, expiresAt: expiresAt)
    }

    /// Ends the session of the token the request carries: it lets nobody in afterwards.
    @Sendable func logout(request: Request, context: BackendRequestContext) async throws -> HTTPResponse.Status {
        guard let token = context.bearerToken else {
            throw APIError.unauthorized("This request needs a bearer token: log in first.")
        }
        try await tokens.revoke(AccessToken.hash(of: token))
        return .noContent
    }

    /// The caller alone, in the list's shape: nobody learns who else has an account.
    @Sendable func list(request: Request, context: BackendRequestContext) async throws -> [UserResponse] {
        try [UserResponse(context.requireUser())]
    }

    /// The caller's own account; any other id is not found, as if it did not exist.
    @Sendable func show(request: Request, context: BackendRequestContext) async throws -> UserResponse {
        let id = try context.parameters.requireUUID("id", describedAs: "user id")
        let caller = try context.requireUser()
        guard id == caller.id else { throw APIError.notFound("There is no user \(id).") }
        return UserResponse(caller)
    }

    /// Deletes the caller and, with it, everything the caller owns.
    @Sendable func deleteCaller(request: Request, context: BackendRequestContext) async throws -> HTTPResponse.Status {
        try await users.delete(id: context.requireUser().id)
        return .noContent
    }
}
