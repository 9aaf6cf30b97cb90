/// A change made on this device that the backend has not taken yet: what a sync sends first.
/// A card has at most one, its latest: upload what is stored here now, or delete it there.
public struct PendingCardChange: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case upload
        case delete
    }

    public let identifier: Card.ID
    public let kind: Kind
    /// Orders the changes, oldest first, and tells this change from a later one to the same card:
    /// an upload that ends after the card was changed again must leave the new change waiting.
    public let sequence: Int64

    public init(identifier: Card.ID, kind: Kind, sequence: Int64) {
        self.identifier = identifier
        self.kind = kind
        self.sequence = sequence
    }
}

/// What became of the backend's copy of a card brought here by a sync.
public enum BackendCopyOutcome: Hashable, Sendable {
    /// A card this device did not have.
    case added
    /// The backend's copy differed (changed on another device) and replaced the one here.
    case updated
    /// The same as the one here.
    case unchanged
    /// A change made here waits for the backend: it wins, and is sent instead.
    case keptChangeMadeHere
}
