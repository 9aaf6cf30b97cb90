/// What the player add screen tells its coordinator.
@MainActor
protocol PlayerAddOutput: AnyObject {
    func playerAdded()
}
