import Domain

/// The logged-in user's players, on the backend.
public struct RemotePlayersService: PlayersService {
    private let client: APIClient

    public init(client: APIClient) {
        self.client = client
    }

    public func players() async throws(NetworkError) -> [Player] {
        try await client.send(APIRequest(.get, ["api", "players"])).decode([Player].self)
    }

    public func create(_ player: PlayerDraft) async throws(NetworkError) -> Player.ID {
        let identifier = try await client.send(APIRequest(.post, ["api", "players"], json: player)).createdIdentifier()
        guard let id = Player.ID(identifier) else {
            throw .malformedResponse(reason: "the new player's id \"\(identifier)\" is not a number")
        }
        return id
    }

    public func update(_ player: Player) async throws(NetworkError) {
        _ = try await client.send(APIRequest(.put, ["api", "players", "\(player.id)"], json: player.draft))
    }

    public func delete(_ id: Player.ID) async throws(NetworkError) {
        _ = try await client.send(APIRequest(.delete, ["api", "players", "\(id)"]))
    }

    public func gathers(of player: Player.ID) async throws(NetworkError) -> [Gather] {
        try await client.send(APIRequest(.get, ["api", "players", "\(player)", "gathers"])).decode([Gather].self)
    }
}
