import Domain
import Foundation
import Hummingbird
import Storage

/// The caller's gathers and who played in them. Another user's gather or player is never found.
struct GatherRoutes {
    let gathers: GatherRepository
    /// The time an `Idempotency-Key` is kept from.
    let now: @Sendable () -> Date

    func register(on api: RouterGroup<BackendRequestContext>) {
        api.get("gathers", use: list)
        api.post("gathers", use: create)
        api.put("gathers/:id", use: update)
        api.delete("gathers/:id", use: delete)
        api.post("gathers/:id/players/:playerID", use: addPlayer)
        api.get("gathers/:id/players", use: members)
    }

    @Sendable func list(request: Request, context: BackendRequestContext) async throws -> [GatherResponse] {
        let owner = try context.requireUser().id
        return try await gathers.gathers(owner: owner).map { GatherResponse($0, owner: owner) }
    }

    /// The body, if any, is ignored, as in the original API. A repeat of an `Idempotency-Key` is
    /// answered with the gather the first request made.
    @Sendable func create(request: Request, context: BackendRequestContext) async throws -> Response {
        var request = request
        let owner = try context.requireUser()
        let key = try request.idempotencyKey(
            owner: owner.id.uuidString, body: try await request.collectedBody(), receivedAt: now())
        let gather = try await gathers.create(owner: owner.id, once: key)
        return .created(at: "/api/gathers/\(gather.id)")
    }

    /// A gather's end: its result. A repeat of an `Idempotency-Key` is answered as the first was.
    @Sendable func update(request: Request, context: BackendRequestContext) async throws -> HTTPResponse.Status {
        var request = request
        let owner = try context.requireUser()
        let id = try context.parameters.requireUUID("id", describedAs: "gather id")
        let body = try await request.collectedBody()
        let result = try Request.decode(GatherResult.self, from: body).validated()
        let key = try request.idempotencyKey(owner: owner.id.uuidString, body: body, receivedAt: now())
        try await gathers.update(id: id, score: result.score, winnerTeam: result.winnerTeam, owner: owner.id, once: key)
        return .noContent
    }

    @Sendable func delete(request: Request, context: BackendRequestContext) async throws -> HTTPResponse.Status {
        let id = try context.parameters.requireUUID("id", describedAs: "gather id")
        try await gathers.delete(id: id, owner: context.requireUser().id)
        return .noContent
    }

    @Sendable func addPlayer(request: Request, context: BackendRequestContext) async throws -> HTTPResponse.Status {
        var request = request
        let gatherID = try context.parameters.requireUUID("id", describedAs: "gather id")
        let playerID = try context.parameters.require("playerID", as: Int.self, describedAs: "player id")
        let team = try await request.decodeJSON(TeamAssignment.self).validated()
        try await gathers.addPlayer(playerID, to: gatherID, team: team, owner: context.requireUser().id)
        return .ok
    }

    @Sendable func members(request: Request, context: BackendRequestContext) async throws -> [GatherMemberResponse] {
        let id = try context.parameters.requireUUID("id", describedAs: "gather id")
        return try await gathers.members(ofGather: id, owner: context.requireUser().id).map(GatherMemberResponse.init)
    }
}
