import Domain

/// What the player edit screen tells its coordinator.
@MainActor
protocol PlayerEditOutput: AnyObject {
    /// The whole player, saved with the field changed.
    func playerEdited(_ player: Player)
    /// The player as it is now, changed elsewhere; the edit stays on screen.
    func playerChangedElsewhere(_ current: Player)
    /// The player was deleted elsewhere, and the person added it again or dropped the change.
    func playerDeletedElsewhere()
}
