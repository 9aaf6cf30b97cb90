/// A change to the user's players, as a screen made it: what `PlayerSync` sends to the backend,
/// and keeps on this device until the backend has taken it.
public enum PlayerChange: Hashable, Sendable, Codable {
    case create(PlayerDraft)
    /// The player as it was read (`original`, when this device read it) and as the person left
    /// it (`edited`): the fields that differ are the change, and the only ones a merge with a
    /// newer copy sets.
    case update(original: Player?, edited: Player)
    case delete(Player)

    /// The player's name as the person last saw it: what a report names.
    public var playerName: String {
        switch self {
        case .create(let draft): draft.name
        case .update(_, let edited): edited.name
        case .delete(let player): player.name
        }
    }
}

/// A change waiting on this device for the backend, with its place in the order of changes.
public struct PendingPlayerChange: Hashable, Sendable {
    /// Orders the changes, oldest first: they are sent in this order.
    public let sequence: Int64
    public let change: PlayerChange
    /// Sent with every sending of the change: the backend makes a player once for it.
    public let idempotencyKey: String
    /// Whether a sending of it may have reached the backend (a timeout): a deletion of it that
    /// finds nothing, or an update that finds its own values, is then this change, landed.
    public let mayHaveLanded: Bool

    public init(sequence: Int64, change: PlayerChange, idempotencyKey: String, mayHaveLanded: Bool = false) {
        self.sequence = sequence
        self.change = change
        self.idempotencyKey = idempotencyKey
        self.mayHaveLanded = mayHaveLanded
    }
}

/// Whether a change reached the backend, or waits on this device to be sent when it answers.
public enum Delivery: Hashable, Sendable {
    case sent
    case waiting
}

/// What an edit saved: the player as it is now — the fields the person changed set on the
/// backend's copy, the others as that copy has them — and whether it reached the backend or
/// waits on this device.
public struct SavedPlayer: Hashable, Sendable {
    public let player: Player
    public let delivery: Delivery

    public init(player: Player, delivery: Delivery) {
        self.player = player
        self.delivery = delivery
    }
}
