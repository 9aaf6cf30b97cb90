import Domain
import Foundation

/// `POST /api/users`: who to create. The password is already the client's SHA-256 hex of what
/// the user typed; the server keeps only a bcrypt hash of it.
struct NewUser: Decodable {
    let username: String
    let password: String

    static let usernameLength = 1...NameRules.maximumLength
    static let minimumPasswordLength = 3

    /// The username as stored (trimmed); a 400 when either field breaks the rules.
    func validated() throws -> (username: String, password: String) {
        let trimmed = NameRules.normalized(username)
        guard Self.usernameLength.contains(trimmed.count) else {
            throw APIError.badRequest("The username must have 1 to 64 characters.")
        }
        guard !trimmed.unicodeScalars.contains(where: \.properties.isBidiControl) else {
            throw APIError.badRequest("The username: \(NameError.directionControl)")
        }
        // HTTP Basic splits "username:password" at the first colon.
        guard !trimmed.contains(":"),
            !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
        else {
            throw APIError.badRequest("The username must not contain a colon or control characters.")
        }
        // bcrypt reads 72 bytes at most; the client sends 64 hex digits.
        guard (Self.minimumPasswordLength...72).contains(password.utf8.count) else {
            throw APIError.badRequest("The password must have 3 to 72 characters.")
        }
        return (trimmed, password)
    }
}
