import Domain

/// What the player list tells its coordinator: where the user asked to go.
@MainActor
protocol PlayerListOutput: AnyObject {
    func playerChosen(_ player: Player)
    func addPlayerChosen()
    /// The players ticked for a gather, at least two.
    func playersConfirmed(_ players: [Player])
    func loggedOut()
}
