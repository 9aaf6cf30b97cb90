import Domain

/// Accepts one username and password; records registrations, logins and logouts.
public actor AuthServiceSpy: AuthService {
    public struct Credentials: Hashable, Sendable {
        public let username: String
        public let password: String
        /// The login's "Remember me", on unless the person turned it off.
        public let rememberMe: Bool

        public init(username: String, password: String, rememberMe: Bool = true) {
            self.username = username
            self.password = password
            self.rememberMe = rememberMe
        }
    }

    public private(set) var registrations: [Credentials] = []
    public private(set) var logins: [Credentials] = []
    public private(set) var logoutCount = 0
    private let accepted: Credentials
    private var gate: RequestGate?

    public init(username: String = "demo", password: String = "demo") {
        accepted = Credentials(username: username, password: password)
    }

    /// Every later login or registration waits at `gate` until the test opens it.
    public func hold(at gate: RequestGate) {
        self.gate = gate
    }

    public func register(username: String, password: NewPassword, rememberMe: Bool) async throws {
        registrations.append(Credentials(username: username, password: password.text, rememberMe: rememberMe))
        try await login(username: username, password: password.text, rememberMe: rememberMe)
    }

    public func login(username: String, password: String, rememberMe: Bool) async throws {
        let credentials = Credentials(username: username, password: password, rememberMe: rememberMe)
        logins.append(credentials)
        await gate?.pass()
        let known = Credentials(username: username, password: password)
        guard
            known == accepted
                || registrations.map({ Credentials(username: $0.username, password: $0.password) }).contains(known)
        else {
            throw ServiceFailure("Invalid username or password.")
        }
    }

    public func logout() async {
        logoutCount += 1
    }
}
