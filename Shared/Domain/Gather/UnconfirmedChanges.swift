/// The changes to the players this device sent whose outcome it could not learn — a timeout, a
/// lost connection, Esc after the request left: the backend may have taken them. What `PlayerSync`
/// needs to tell them apart later: the key a create went with (tried again with the same draft,
/// it goes with the same key, and the backend makes the player once), what an update sent (the
/// backend's copy found equal to it is this device's change, landed), and what was deleted (found
/// gone, it is this device's deletion). At most `kept` of each, the latest.
struct UnconfirmedChanges {
    static let kept = 64

    private var creates: [(draft: PlayerDraft, key: String)] = []
    private var updates: [Player] = []
    private var deletions: [Player.ID] = []

    /// The key of the create of `change`'s draft whose outcome is unknown, if any.
    func key(for change: PlayerChange) -> String? {
        guard case .create(let draft) = change else { return nil }
        return creates.last { $0.draft == draft }?.key
    }

    func sentUpdate(equalTo player: Player) -> Bool {
        updates.contains(player)
    }

    func sentDeletion(of id: Player.ID) -> Bool {
        deletions.contains(id)
    }

    /// `change`, sent with `key`, may have landed.
    mutating func note(_ change: PlayerChange, key: String) {
        switch change {
        case .create(let draft):
            creates.removeAll { $0.draft == draft }
            creates = Array((creates + [(draft, key)]).suffix(Self.kept))
        case .update(_, let edited):
            updates = Array((updates.filter { $0.id != edited.id } + [edited]).suffix(Self.kept))
        case .delete(let player):
            deletions = Array((deletions.filter { $0 != player.id } + [player.id]).suffix(Self.kept))
        }
    }

    /// `change` reached the backend: what was unknown of it is known now.
    mutating func forget(_ change: PlayerChange) {
        switch change {
        case .create(let draft): creates.removeAll { $0.draft == draft }
        case .update(_, let edited): updates.removeAll { $0.id == edited.id }
        case .delete(let player): deletions.removeAll { $0 == player.id }
        }
    }
}
