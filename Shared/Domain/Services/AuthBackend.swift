/// Signing up and in on the backend, as `DeviceSignIn` asks it: every call is one request, and
/// the session's token stays inside the implementation.
public protocol AuthBackend: Sendable {
    /// Creates the user; it is not signed in by it.
    func register(username: String, password: NewPassword) async throws
    /// - Parameter rememberMe: asks for a session of a month instead of a day.
    func login(username: String, password: String, rememberMe: Bool) async throws -> SignedInSession
    /// Sends later requests with the token of a session given before (a remembered one).
    func resume(_ session: SignedInSession) async
    /// Ends the session on the backend, and forgets its token here whatever the backend answers.
    func logout() async
}
