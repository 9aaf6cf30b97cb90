/// What the match screen tells its coordinator.
@MainActor
protocol GatherOutput: AnyObject {
    /// The result is stored.
    func gatherEnded()
}
