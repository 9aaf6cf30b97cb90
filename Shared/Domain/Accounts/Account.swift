/// Someone signed in on this device: the changes made here wait under the account, and the
/// cards kept here belong to it. The key is the backend and the username together, so one
/// person's data is never sent as another's, nor mixed between two backends.
public struct Account: Hashable, Sendable, Codable {
    public let key: String
    public let username: String

    /// - Parameter server: the backend's address, as the app names it.
    public init(server: String, username: String) {
        // Usernames are one whatever their case, as the backend has them.
        key = "\(server) \(username.lowercased())"
        self.username = username
    }
}
