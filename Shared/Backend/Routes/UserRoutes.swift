import Foundation
import Hummingbird
import Storage

/// Sign-up, login with HTTP Basic, and the user list.
struct UserRoutes {
    let users: UserRepository
    let tokens: TokenRepository
    let hasher: PasswordHasher

    /// `POST /api/users` and `POST /api/users/login` need no token; the rest do.
    func register(open: RouterGroup<BackendRequestContext>, protected: RouterGroup<BackendRequestContext>) {
        open.post("users", use: create)
        open.post("users/login", use: login)
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

    @Sendable func login(request: Request, context: BackendRequestContext) async throws -> LoginResponse {
        guard let credentials = BasicCredentials(request.headers[.authorization]) else {
            throw APIError.unauthorized("Log in with HTTP Basic authentication: username and password.")
        }
        // Names are stored trimmed, so they are looked up trimmed.
        let account = try await users.user(named: credentials.username.trimmingCharacters(in: .whitespacesAndNewlines))
        guard try await hasher.verify(credentials.password, against: account?.passwordHash), let account else {
            throw APIError.unauthorized("Invalid username or password.")
        }
        let token = AccessToken.generate()
        try await tokens.store(AccessToken.hash(of: token), for: account.id)
        return LoginResponse(token: token, userID: account.id)
    }

    @Sendable func list(request: Request, context: BackendRequestContext) async throws -> [UserResponse] {
        try await users.users().map(UserResponse.init)
    }

    @Sendable func show(request: Request, context: BackendRequestContext) async throws -> UserResponse {
        let id = try context.parameters.requireUUID("id", describedAs: "user id")
        guard let account = try await users.user(id: id) else { throw APIError.notFound("There is no user \(id).") }
        return UserResponse(account)
    }

    /// Deletes the caller and, with it, everything the caller owns.
    @Sendable func deleteCaller(request: Request, context: BackendRequestContext) async throws -> HTTPResponse.Status {
        try await users.delete(id: context.requireUser().id)
        return .noContent
    }
}
