/// What a gather's flow tells the coordinator that started it.
@MainActor
protocol MatchCoordinatorOutput: AnyObject {
    /// The result is stored: the flow is over.
    func gatherEnded()
}
