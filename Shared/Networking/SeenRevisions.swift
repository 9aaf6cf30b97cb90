import Domain

/// The revision of each player as this client last read or wrote it: what an update sends as
/// `If-Match`, so the backend refuses it when the player changed elsewhere since. Only what
/// this client saw: a player it never read is updated without the condition, as before.
actor SeenRevisions {
    private var revisions: [Player.ID: Revision] = [:]

    func saw(_ players: [Player]) {
        for player in players { revisions[player.id] = player.revision }
    }

    func revision(of id: Player.ID) -> Revision? {
        revisions[id]
    }
}
