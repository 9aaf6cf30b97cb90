import Domain
import Foundation

/// Everything that can go wrong in Storage, each with a reason a person can act on.
public enum StorageError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    case directoryMissing(path: String)
    case notWritable(path: String)
    case notADatabase(path: String)
    case cannotOpen(path: String, reason: String)
    case locked(path: String)
    case diskFull(path: String)
    case duplicateUsername(String)
    case userNotFound(UUID)
    case playerNotFound(Player.ID)
    /// An update made from a copy of the player that is no longer current.
    case playerChanged(Player.ID)
    /// An upload made from a copy of the card that is no longer current.
    case cardChanged(name: String, identifier: String)
    case gatherNotFound(UUID)
    case benchPlayersAreNotStored
    case invalidCard(CardValidationError)
    case thumbnailFailed(reason: String)
    case cancelled
    /// Nobody is signed in on this device, so there are no cards of anyone's to reach.
    case noAccount
    /// An `Idempotency-Key` sent again with another request than the one it was first sent with.
    case idempotencyKeyReused(String)
    case database(reason: String)

    public var description: String {
        switch self {
        case .directoryMissing(let path): "The folder \(path) does not exist."
        case .notWritable(let path): "Cannot write to \(path): the location is read-only."
        case .notADatabase(let path): "\(path) is not a database, or it is corrupt."
        case .cannotOpen(let path, let reason): "Cannot open \(path): \(reason)."
        case .locked(let path): "The database \(path) is busy in another program. Please try again."
        case .diskFull(let path): "The disk holding \(path) is full."
        case .duplicateUsername(let username): "The username \"\(username)\" is already taken."
        case .userNotFound(let id): "There is no user \(id)."
        case .playerNotFound(let id): "There is no player \(id)."
        case .playerChanged: "This player was changed elsewhere since you opened it."
        case .cardChanged(let name, let identifier):
            "Card \"\(name)\" (\(identifier)) was changed elsewhere since this copy was read."
        case .gatherNotFound(let id): "There is no gather \(id)."
        case .benchPlayersAreNotStored: "Only players of Team A or Team B belong to a gather."
        case .invalidCard(let failure): "Cannot save the card: \(failure)"
        case .thumbnailFailed(let reason): "Cannot make the card's thumbnail: \(reason)"
        case .cancelled: "The database access was cancelled."
        case .noAccount: "Nobody is signed in on this device: log in first."
        case .idempotencyKeyReused(let key):
            "The Idempotency-Key \(key) was used for another request: send a new key with each new request."
        case .database(let reason): "Database error: \(reason)"
        }
    }

    public var errorDescription: String? { description }
}
