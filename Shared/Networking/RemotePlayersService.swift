import Domain
import Foundation

/// The logged-in user's players, on the backend.
public struct RemotePlayersService: PlayersBackend {
    private let client: APIClient
    private let seen = SeenRevisions()

    public init(client: APIClient) {
        self.client = client
    }

    /// Every player, in list order: the original API's only way to list them (the apps page).
    public func players() async throws(NetworkError) -> [Player] {
        let players = try await client.send(APIRequest(.get, ["api", "players"])).decode(
            [Player].self, as: "the list of players")
        await seen.saw(players)
        return players
    }

    /// One player as the backend has it now.
    public func player(_ id: Player.ID) async throws(NetworkError) -> Player {
        let player = try await client.send(APIRequest(.get, ["api", "players", "\(id)"])).decode(
            Player.self, as: "a player")
        await seen.saw([player])
        return player
    }

    /// `GET /api/players?offset=…&limit=…`. A server without paging (the original) ignores the
    /// query and sends every player: the page is then cut from them. A total that cannot be
    /// true is a malformed answer, never a list of impossible length.
    public func page(offset: Int, limit: Int) async throws(NetworkError) -> PlayerPage {
        guard offset >= 0, limit > 0 else {
            throw .invalidRequest(
                reason: "a page starts at 0 or later and holds at least one player (asked: \(limit) from \(offset))")
        }
        let query = [
            URLQueryItem(name: "offset", value: String(offset)), URLQueryItem(name: "limit", value: String(limit)),
        ]
        let response = try await client.send(APIRequest(.get, ["api", "players"], query: query))
        let players = try response.decode([Player].self, as: "the list of players")
        await seen.saw(players)
        guard let total = response.totalCount, players.count <= limit else {
            return PlayerPage(
                offset: offset, players: Array(players.dropFirst(offset).prefix(limit)), total: players.count)
        }
        guard (0...Self.mostPlayers).contains(total), players.isEmpty || offset + players.count <= total else {
            throw .malformedResponse(
                reason: "\(total) players in all cannot hold \(players.count) from position \(offset)")
        }
        return PlayerPage(offset: offset, players: players, total: total)
    }

    /// More players than any list is asked to hold: a larger total is not believed.
    static let mostPlayers = 100_000_000

    /// With `idempotencyKey`: sent again with the same key, the backend answers with the player it
    /// made the first time.
    public func create(_ player: PlayerDraft, idempotencyKey: String) async throws(NetworkError) -> Player.ID {
        let request = try APIRequest(.post, ["api", "players"], json: player, idempotency: .key(idempotencyKey))
        let identifier = try await client.send(request).createdIdentifier()
        guard let id = Player.ID(identifier) else {
            throw .malformedResponse(reason: "the new player's id \"\(identifier)\" is not a number")
        }
        return id
    }

    /// Sends the player with the revision it was read as — `revision`, else the one this client
    /// last saw: if it changed elsewhere since, the backend refuses (409), and the error says
    /// what the player is now.
    /// - Throws: `PlayerChangedElsewhere` with the current player, or a `NetworkError`.
    public func update(_ player: Player, basedOn revision: Revision? = nil) async throws {
        var request = try APIRequest(.put, ["api", "players", "\(player.id)"], json: player.draft)
        var condition = revision
        if condition == nil { condition = await seen.revision(of: player.id) }
        if let revision = condition {
            request.headers["If-Match"] = "\"\(revision)\""
        }
        do {
            _ = try await client.send(request)
        } catch .conflict {
            // A server without the route (the original) leaves only the refusal to report.
            guard let current = try? await self.player(player.id) else {
                throw NetworkError.conflict(reason: PlayerChangedElsewhere.reason)
            }
            throw PlayerChangedElsewhere(current: current)
        }
        await seen.saw([player])
    }

    public func delete(_ id: Player.ID) async throws(NetworkError) {
        _ = try await client.send(APIRequest(.delete, ["api", "players", "\(id)"]))
    }

    public func gathers(of player: Player.ID) async throws(NetworkError) -> [Gather] {
        try await client.send(APIRequest(.get, ["api", "players", "\(player)", "gathers"])).decode(
            [Gather].self, as: "the gathers of the player")
    }
}
