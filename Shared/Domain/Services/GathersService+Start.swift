extension GathersService {
    /// Creates a gather and puts the players of both teams into it at once (one request per
    /// player, concurrently). A gather left half made by a failure is deleted again, as far as
    /// the backend lets us, and the failure is thrown.
    public func startGather(teamA: [Player], teamB: [Player]) async throws -> Gather.ID {
        let gather = try await create()
        let assignments = teamA.map { ($0.id, Team.teamA) } + teamB.map { ($0.id, Team.teamB) }
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (player, team) in assignments {
                    group.addTask { try await addPlayer(player, to: gather, team: team) }
                }
                try await group.waitForAll()
            }
        } catch {
            try? await delete(gather)
            throw error
        }
        return gather
    }
}
