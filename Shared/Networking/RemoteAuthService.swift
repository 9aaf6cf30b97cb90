import Domain
import Foundation

/// Sign-up and login against the backend. The password leaves the device only as its SHA-256
/// hex; the session's token stays in the client.
public struct RemoteAuthService: AuthBackend {
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    private struct Credentials: Encodable {
        let username: String
        let password: String
    }

    private struct Options: Encodable {
        let rememberMe: Bool
    }

    private struct Session: Decodable {
        let token: String
        let userID: UUID
        /// The original backend's tokens did not expire, and it does not say so: a day is assumed.
        let expiresAt: Date?
    }

    public func register(username: String, password: NewPassword) async throws(NetworkError) {
        let body = Credentials(username: Self.trimmed(username), password: PasswordDigest.sha256Hex(password.text))
        _ = try await client.send(APIRequest(.post, ["api", "users"], json: body, credentials: .none))
    }

    @discardableResult
    public func login(username: String, password: String, rememberMe: Bool) async throws(NetworkError)
        -> SignedInSession
    {
        let credentials = APIRequest.Credentials.basic(
            username: Self.trimmed(username), password: PasswordDigest.sha256Hex(password))
        let request = try APIRequest(
            .post, ["api", "users", "login"], json: Options(rememberMe: rememberMe), credentials: credentials)
        let session = try await client.send(request).decode(Session.self, as: "a login answer")
        await client.setToken(session.token)
        return SignedInSession(token: session.token, expiresAt: session.expiresAt ?? Date().addingTimeInterval(86_400))
    }

    public func resume(_ session: SignedInSession) async {
        await client.setToken(session.token)
    }

    /// Ends the session on the backend too, so the token lets nobody in afterwards. The token is
    /// forgotten here whatever the backend answers: one that cannot be reached lets it expire.
    public func logout() async {
        if await client.isLoggedIn {
            _ = try? await client.send(APIRequest(.post, ["api", "users", "logout"]))
        }
        await client.setToken(nil)
    }

    /// Usernames are stored without surrounding blanks: " coach" and "coach" are one user.
    private static func trimmed(_ username: String) -> String {
        username.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
