import Domain
import Foundation

/// The logged-in user's gathers, on the backend. A create and an end go with an
/// `Idempotency-Key`: one tried again after a timeout is done once.
public struct RemoteGathersService: GathersService {
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    private struct TeamAssignment: Encodable {
        let team: String
    }

    private struct Result: Encodable {
        let score: String
        let winnerTeam: String
    }

    /// A player of a gather as the API sends it: the player's fields with "team" added.
    private struct Member: Decodable {
        let member: GatherMember

        private enum Keys: String, CodingKey {
            case team
        }

        init(from decoder: any Decoder) throws {
            let team = try decoder.container(keyedBy: Keys.self).decode(Team.self, forKey: .team)
            member = GatherMember(player: try Player(from: decoder), team: team)
        }
    }

    public func gathers() async throws(NetworkError) -> [Gather] {
        try await client.send(APIRequest(.get, ["api", "gathers"])).decode([Gather].self, as: "the list of gathers")
    }

    public func create() async throws(NetworkError) -> Gather.ID {
        var request = APIRequest(.post, ["api", "gathers"])
        request.idempotency = .perContent
        let identifier = try await client.send(request).createdIdentifier()
        guard let id = UUID(uuidString: identifier) else {
            throw .malformedResponse(reason: "the new gather's id \"\(identifier)\" is not a UUID")
        }
        return id
    }

    public func addPlayer(_ player: Player.ID, to gather: Gather.ID, team: Team) async throws(NetworkError) {
        let path = ["api", "gathers", gather.uuidString, "players", "\(player)"]
        _ = try await client.send(APIRequest(.post, path, json: TeamAssignment(team: team.title)))
    }

    public func members(of gather: Gather.ID) async throws(NetworkError) -> [GatherMember] {
        try await client.send(APIRequest(.get, ["api", "gathers", gather.uuidString, "players"])).decode(
            [Member].self, as: "the players of the gather"
        ).map(\.member)
    }

    public func end(_ gather: Gather.ID, with score: Score) async throws(NetworkError) {
        let result = Result(score: score.text, winnerTeam: score.winnerTeamName)
        _ = try await client.send(
            APIRequest(.put, ["api", "gathers", gather.uuidString], json: result, idempotency: .perContent))
    }

    public func delete(_ gather: Gather.ID) async throws(NetworkError) {
        _ = try await client.send(APIRequest(.delete, ["api", "gathers", gather.uuidString]))
    }
}
