import Domain
import Hummingbird
import Storage

/// The caller's players. Another user's player is never found: the repository scopes every query.
struct PlayerRoutes {
    let players: PlayerRepository
    let gathers: GatherRepository

    func register(on api: RouterGroup<BackendRequestContext>) {
        api.get("players", use: list)
        api.post("players", use: create)
        api.put("players/:id", use: update)
        api.delete("players/:id", use: delete)
        api.get("players/:id/gathers", use: gathersOfPlayer)
    }

    @Sendable func list(request: Request, context: BackendRequestContext) async throws -> [Player] {
        try await players.players(owner: context.requireUser().id)
    }

    @Sendable func create(request: Request, context: BackendRequestContext) async throws -> Response {
        var request = request
        let draft = try await request.decodeJSON(PlayerPayload.self).draft
        let player = try await players.create(draft, owner: context.requireUser().id)
        return .created(at: "/api/players/\(player.id)")
    }

    @Sendable func update(request: Request, context: BackendRequestContext) async throws -> HTTPResponse.Status {
        var request = request
        let id = try playerID(in: context)
        let draft = try await request.decodeJSON(PlayerPayload.self).draft
        try await players.update(id: id, with: draft, owner: context.requireUser().id)
        return .noContent
    }

    @Sendable func delete(request: Request, context: BackendRequestContext) async throws -> HTTPResponse.Status {
        try await players.delete(id: playerID(in: context), owner: context.requireUser().id)
        return .noContent
    }

    @Sendable func gathersOfPlayer(request: Request, context: BackendRequestContext) async throws -> [GatherResponse] {
        let owner = try context.requireUser().id
        return try await gathers.gathers(ofPlayer: playerID(in: context), owner: owner).map { GatherResponse($0, owner: owner) }
    }

    private func playerID(in context: BackendRequestContext) throws -> Player.ID {
        try context.parameters.require("id", as: Int.self, describedAs: "player id")
    }
}
