import Domain

/// What the teams screen tells its coordinator.
@MainActor
protocol ConfirmPlayersOutput: AnyObject {
    func gatherStarted(_ gather: Gather.ID, teamA: [Player], teamB: [Player])
}
