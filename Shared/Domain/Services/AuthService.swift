/// Signing up and in. The session's token stays inside the implementation, in memory only.
public protocol AuthService: Sendable {
    /// Creates the user, then logs in as it.
    func register(username: String, password: NewPassword) async throws
    func login(username: String, password: String) async throws
    /// Forgets the session.
    func logout() async
}
