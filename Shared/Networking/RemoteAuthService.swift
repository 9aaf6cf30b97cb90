import Domain
import Foundation

/// Sign-up and login against the backend. The password leaves the device only as its SHA-256 hex.
public struct RemoteAuthService: AuthService {
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    private struct Credentials: Encodable {
        let username: String
        let password: String
    }

    private struct Session: Decodable {
        let token: String
        let userID: UUID
    }

    public func register(username: String, password: NewPassword) async throws(NetworkError) {
        let body = Credentials(username: Self.trimmed(username), password: PasswordDigest.sha256Hex(password.text))
        _ = try await client.send(APIRequest(.post, ["api", "users"], json: body, credentials: .none))
        try await login(username: username, password: password.text)
    }

    public func login(username: String, password: String) async throws(NetworkError) {
        let credentials = APIRequest.Credentials.basic(username: Self.trimmed(username), password: PasswordDigest.sha256Hex(password))
        let session = try await client.send(APIRequest(.post, ["api", "users", "login"], credentials: credentials)).decode(Session.self, as: "a login answer")
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
