/// Signing up and in, as the screens see it. The session's token stays inside the
/// implementation, in memory, or kept on this device where the app remembers sessions.
public protocol AuthService: Sendable {
    /// Creates the user, then logs in as it.
    /// - Parameter rememberMe: the login's "Remember me": a longer session, kept on this device
    ///   where the app remembers sessions.
    func register(username: String, password: NewPassword, rememberMe: Bool) async throws
    func login(username: String, password: String, rememberMe: Bool) async throws
    /// Ends the session, on the backend too, and forgets any session kept on this device.
    func logout() async
}
