import Foundation

/// `POST /api/users`: who to create. The password is already the client's SHA-256 hex of what
/// the user typed; the server keeps only a bcrypt hash of it.
struct NewUser: Decodable {
    let username: String
    let password: String

    static let usernameLength = 1...64
    static let minimumPasswordLength = 3

    /// The username as stored (trimmed); a 400 when either field breaks the rules.
    func validated() throws -> (username: String, password: String) {
        let trimmed = username.trimmingCharacters(in: .whitespacesAndNewlines)
        guard Self.usernameLength.contains(trimmed.count) else {
            throw APIError.badRequest("The username must have 1 to 64 characters.")
        }
        guard password.count >= Self.minimumPasswordLength else {
            throw APIError.badRequest("The password must have at least 3 characters.")
        }
        return (trimmed, password)
    }
}
