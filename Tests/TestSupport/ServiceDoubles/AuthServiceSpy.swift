import Domain

/// Accepts one username and password; records registrations, logins and logouts.
public actor AuthServiceSpy: AuthService {
    public struct Credentials: Hashable, Sendable {
        public let username: String
        public let password: String

        public init(username: String, password: String) {
            self.username = username
            self.password = password
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

    public func register(username: String, password: NewPassword) async throws {
        registrations.append(Credentials(username: username, password: password.text))
        try await login(username: username, password: password.text)
    }

    public func login(username: String, password: String) async throws {
        let credentials = Credentials(username: username, password: password)
        logins.append(credentials)
        await gate?.pass()
        guard credentials == accepted || registrations.contains(credentials) else {
            throw ServiceFailure("Invalid username or password.")
        }
    }

    public func logout() async {
        logoutCount += 1
    }
}
