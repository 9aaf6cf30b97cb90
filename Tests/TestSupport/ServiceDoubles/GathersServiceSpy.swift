import Domain
import Foundation

/// Gathers kept in memory; records every call and can fail one kind of call.
public actor GathersServiceSpy: GathersService {
    public enum Call: Hashable, Sendable {
        case create
        case addPlayer
        case end
        case delete
    }

    public struct Assignment: Hashable, Sendable {
        public let player: Player.ID
        public let gather: Gather.ID
        public let team: Team

        public init(player: Player.ID, gather: Gather.ID, team: Team) {
            self.player = player
            self.gather = gather
            self.team = team
        }
    }

    public private(set) var createdIDs: [Gather.ID] = []
    public private(set) var assignments: [Assignment] = []
    public private(set) var endings: [Gather.ID: Score] = [:]
    public private(set) var deletedIDs: [Gather.ID] = []
    private var failures: [Call: ServiceFailure] = [:]
    /// The ids the next gathers created get, in order; a new one each after these.
    private var nextIDs: [Gather.ID]

    public init(nextIDs: [Gather.ID] = []) {
        self.nextIDs = nextIDs
    }

    /// Calls of this kind throw `failure` from now on, or succeed again with `nil`.
    public func fail(_ call: Call, with failure: ServiceFailure?) {
        failures[call] = failure
    }

    public func gathers() async throws -> [Gather] {
        createdIDs.filter { !deletedIDs.contains($0) }.map {
            Gather(id: $0, score: endings[$0]?.text, winnerTeam: endings[$0]?.winnerTeamName)
        }
    }

    public func create() async throws -> Gather.ID {
        try checkFailure(of: .create)
        let id = nextIDs.isEmpty ? UUID() : nextIDs.removeFirst()
        createdIDs.append(id)
        return id
    }

    public func addPlayer(_ player: Player.ID, to gather: Gather.ID, team: Team) async throws {
        try checkFailure(of: .addPlayer)
        assignments.append(Assignment(player: player, gather: gather, team: team))
    }

    public func members(of gather: Gather.ID) async throws -> [GatherMember] {
        []
    }

    public func end(_ gather: Gather.ID, with score: Score) async throws {
        try checkFailure(of: .end)
        endings[gather] = score
    }

    public func delete(_ gather: Gather.ID) async throws {
        try checkFailure(of: .delete)
        deletedIDs.append(gather)
    }

    private func checkFailure(of call: Call) throws {
        if let failure = failures[call] { throw failure }
    }
}
