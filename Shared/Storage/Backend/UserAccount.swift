import Foundation

/// A user of the backend, as stored: the password only as a hash.
public struct UserAccount: Identifiable, Hashable, Sendable {
    public let id: UUID
    public let username: String
    public let passwordHash: String

    public init(id: UUID, username: String, passwordHash: String) {
        self.id = id
        self.username = username
        self.passwordHash = passwordHash
    }
}

extension UserAccount {
    /// What the backend's cards of this user are owned by.
    public var cardOwner: String { Self.cardOwner(of: id) }

    static func cardOwner(of id: UUID) -> String { id.uuidString }
}
