import Foundation

/// The logged-in user's gathers, on the backend.
public protocol GathersService: Sendable {
    func gathers() async throws -> [Gather]
    func create() async throws -> Gather.ID
    /// Puts a player in Team A or Team B of a gather (a player already there changes team).
    func addPlayer(_ player: Player.ID, to gather: Gather.ID, team: Team) async throws
    /// The players of a gather, each with its team.
    func members(of gather: Gather.ID) async throws -> [GatherMember]
    /// Records the final score and its winner.
    func end(_ gather: Gather.ID, with score: Score) async throws
    func delete(_ gather: Gather.ID) async throws
}
