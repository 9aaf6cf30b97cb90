import Domain

/// Players kept in memory; records every change and can be made to fail.
public actor PlayersServiceSpy: PlayersService {
    public private(set) var storedPlayers: [Player]
    public private(set) var loadCount = 0
    /// Every page asked for: its offset and limit.
    public private(set) var pageRequests: [Range<Int>] = []
    public private(set) var createdDrafts: [PlayerDraft] = []
    public private(set) var updatedPlayers: [Player] = []
    public private(set) var deletedIDs: [Player.ID] = []
    /// The gathers each player took part in, as `gathers(of:)` answers.
    private var gathersByPlayer: [Player.ID: [Gather]] = [:]
    private var failure: ServiceFailure?
    private var gate: RequestGate?
    /// The player another device changed: its next update is refused with it.
    private var changedElsewhere: Player?
    /// The players another device deleted: an update of one is refused, as the backend refuses it.
    private var deletedElsewhere: Set<Player.ID> = []
    /// What every change answers: taken, or kept to be sent later (the backend out of reach).
    private var delivery = Delivery.sent
    /// What every page says became of the changes that waited for the backend.
    private let pendingChangesNote: String?

    public init(players: [Player] = [], pendingChangesNote: String? = nil) {
        storedPlayers = players
        self.pendingChangesNote = pendingChangesNote
    }

    /// Players gone as if another device had deleted them.
    public func removeAll(where shouldBeRemoved: @Sendable (Player) -> Bool) {
        storedPlayers.removeAll(where: shouldBeRemoved)
    }

    /// Every later call waits at `gate` until the test opens it.
    public func hold(at gate: RequestGate) {
        self.gate = gate
    }

    /// Every later change is kept to be sent later, as if the backend could not be reached.
    public func keepChangesWaiting() {
        delivery = .waiting
    }

    /// Every later call throws `failure`, or none with `nil`.
    public func fail(with failure: ServiceFailure?) {
        self.failure = failure
    }

    public func page(offset: Int, limit: Int) async throws -> PlayerPage {
        loadCount += 1
        pageRequests.append(offset..<(offset + limit))
        try await arrive()
        let stretch = storedPlayers.sorted { $0.id < $1.id }.dropFirst(offset).prefix(limit)
        return PlayerPage(
            offset: offset, players: Array(stretch), total: storedPlayers.count, pendingChangesNote: pendingChangesNote)
    }

    public func create(_ player: PlayerDraft) async throws -> Delivery {
        try await arrive()
        createdDrafts.append(player)
        let id = (storedPlayers.map(\.id).max() ?? 0) + 1
        storedPlayers.append(Player(id: id, draft: player))
        return delivery
    }

    /// Another device changes the player to `current`: the next update of it, made from the
    /// copy read before, is refused as the backend refuses it.
    public func changeElsewhere(to current: Player) {
        storedPlayers = storedPlayers.map { $0.id == current.id ? current : $0 }
        changedElsewhere = current
    }

    /// Another device deletes the player: it leaves the list, and an update of it is refused.
    public func deleteElsewhere(_ id: Player.ID) {
        storedPlayers.removeAll { $0.id == id }
        deletedElsewhere.insert(id)
    }

    public func update(_ player: Player, from original: Player) async throws -> SavedPlayer {
        try await arrive()
        if let current = changedElsewhere, current.id == player.id {
            changedElsewhere = nil
            throw PlayerChangedElsewhere(current: current)
        }
        guard !deletedElsewhere.contains(player.id) else {
            throw PlayerDeletedElsewhere(player: player, name: original.name)
        }
        updatedPlayers.append(player)
        storedPlayers = storedPlayers.map { $0.id == player.id ? player : $0 }
        return SavedPlayer(player: player, delivery: delivery)
    }

    public func delete(_ id: Player.ID) async throws -> Delivery {
        try await arrive()
        deletedIDs.append(id)
        storedPlayers.removeAll { $0.id == id }
        return delivery
    }

    /// What `gathers(of:)` answers for `player` from now on.
    public func setGathers(_ gathers: [Gather], of player: Player.ID) {
        gathersByPlayer[player] = gathers
    }

    public func gathers(of player: Player.ID) async throws -> [Gather] {
        try await arrive()
        return gathersByPlayer[player] ?? []
    }

    /// Where every call starts: through the gate, if any, then failing if told to.
    private func arrive() async throws {
        await gate?.pass()
        if let failure { throw failure }
    }
}
