/// "Remember me" on the Login screen: with it on, the username is kept and pre-filled next time;
/// with it off, the username is forgotten.
public struct LoginPreferences: Hashable, Sendable {
    public let rememberMe: Bool
    public let username: String?

    /// A fresh install: "Remember me" on, nobody remembered yet.
    public static let initial = LoginPreferences(rememberMe: true, username: nil)

    public init(rememberMe: Bool, username: String?) {
        self.rememberMe = rememberMe
        self.username = rememberMe ? username : nil
    }
}
