import Foundation

/// Signing in on this device: the backend's login, then the account the device keeps its data
/// under — and, where the app remembers sessions (My Cards), the session itself, so the next
/// start opens signed in, offline too, until the session expires or the person logs out.
///
/// A sign-in is all or nothing: if the device cannot record it (the account's data, the
/// remembered session), the backend's session is ended again and the error is the login's.
public actor DeviceSignIn: AuthService {
    private let backend: any AuthBackend
    private let account: DeviceAccount
    /// The backend's address: with the username, the account's key.
    private let server: String
    private let sessions: (any RememberedSessionStore)?
    private let didSignIn: @Sendable (Account) async throws -> Void
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - sessions: where a session is remembered; `nil` for an app that keeps none.
    ///   - didSignIn: what the device does as an account signs in, before its screens show
    ///     (My Cards' cards from before accounts go to the first account that signs in).
    public init(
        backend: any AuthBackend,
        account: DeviceAccount,
        server: String,
        sessions: (any RememberedSessionStore)?,
        didSignIn: @escaping @Sendable (Account) async throws -> Void = { _ in },
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.backend = backend
        self.account = account
        self.server = server
        self.sessions = sessions
        self.didSignIn = didSignIn
        self.now = now
    }

    public func register(username: String, password: NewPassword, rememberMe: Bool) async throws {
        try await backend.register(username: username, password: password)
        try await login(username: username, password: password.text, rememberMe: rememberMe)
    }

    public func login(username: String, password: String, rememberMe: Bool) async throws {
        let session = try await backend.login(username: username, password: password, rememberMe: rememberMe)
        let signedIn = Account(server: server, username: NameRules.normalized(username))
        do {
            try await didSignIn(signedIn)
            if let sessions {
                if rememberMe {
                    try await sessions.remember(RememberedSession(account: signedIn, session: session))
                } else {
                    try await sessions.forgetSession()
                }
            }
        } catch {
            await backend.logout()
            throw error
        }
        await account.signIn(signedIn)
    }

    public func logout() async {
        await backend.logout()
        await account.signOut()
        // Forgotten even if the backend could not be told: the person asked to be signed out here.
        try? await sessions?.forgetSession()
    }

    /// Signs in with the session remembered on this device, if there is one of this backend that
    /// has not expired; the backend is not asked, so this works offline. An expired one is
    /// forgotten. `true` when the device is signed in by it.
    public func resumeRememberedSession() async throws -> Bool {
        guard let sessions, let remembered = try await sessions.rememberedSession() else { return false }
        guard remembered.session.expiresAt > now(),
            remembered.account == Account(server: server, username: remembered.account.username)
        else {
            try await sessions.forgetSession()
            return false
        }
        await backend.resume(remembered.session)
        try await didSignIn(remembered.account)
        await account.signIn(remembered.account)
        return true
    }
}
