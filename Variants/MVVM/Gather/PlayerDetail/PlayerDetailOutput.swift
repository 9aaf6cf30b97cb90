import Domain

/// What the player's details tell their coordinator: which field to edit.
@MainActor
protocol PlayerDetailOutput: AnyObject {
    func fieldChosen(_ field: PlayerField, of player: Player)
}
