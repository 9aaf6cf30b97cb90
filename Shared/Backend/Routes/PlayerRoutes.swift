import Domain
import Foundation
import HTTPTypes
import Hummingbird
import Storage

/// The caller's players. Another user's player is never found: the repository scopes every query.
struct PlayerRoutes {
    let players: PlayerRepository
    let gathers: GatherRepository
    /// The time an `Idempotency-Key` is kept from.
    let now: @Sendable () -> Date

    func register(on api: RouterGroup<BackendRequestContext>) {
        api.get("players", use: list)
        api.post("players", use: create)
        api.get("players/:id", use: show)
        api.put("players/:id", use: update)
        api.delete("players/:id", use: delete)
        api.get("players/:id/gathers", use: gathersOfPlayer)
    }

    /// Every player, as the original API answers; with `offset` and `limit` in the query, that
    /// stretch of them, for a long list that fetches only the rows in view. Either way
    /// `X-Total-Count` says how many there are in all.
    @Sendable func list(request: Request, context: BackendRequestContext) async throws -> Response {
        let owner = try context.requireUser().id
        let page: PlayerPage
        if let stretch = try Self.stretch(in: request.uri.queryParameters) {
            page = try await players.page(owner: owner, offset: stretch.offset, limit: stretch.limit)
        } else {
            let all = try await players.players(owner: owner)
            page = PlayerPage(offset: 0, players: all, total: all.count)
        }
        var response = PlayerListJSON.response(for: page.players)
        if let totalCount = Self.totalCountField {
            response.headers[totalCount] = String(page.total)
        }
        return response
    }

    /// A repeat of an `Idempotency-Key` is answered with the player the first request made.
    @Sendable func create(request: Request, context: BackendRequestContext) async throws -> Response {
        var request = request
        let owner = try context.requireUser()
        let body = try await request.collectedBody()
        let draft = try Request.decode(PlayerPayload.self, from: body).draft
        let key = try request.idempotencyKey(owner: owner.id.uuidString, body: body, receivedAt: now())
        let player = try await players.create(draft, owner: owner.id, once: key)
        return .created(at: "/api/players/\(player.id)")
    }

    /// One player, with its revision as the `ETag`: what an update names in `If-Match`.
    @Sendable func show(request: Request, context: BackendRequestContext) async throws -> Response {
        let id = try playerID(in: context)
        guard let player = try await players.player(id: id, owner: context.requireUser().id) else {
            throw StorageError.playerNotFound(id)
        }
        var response = PlayerListJSON.response(for: player)
        response.headers[.eTag] = "\"\(player.revision)\""
        return response
    }

    /// Replaces the player. With `If-Match: "<revision>"` (what the apps send), only if the
    /// player is still that copy: otherwise 409, and someone else's change is kept. Without it,
    /// as the original API did, unconditionally. The new revision comes back as the `ETag`.
    @Sendable func update(request: Request, context: BackendRequestContext) async throws -> Response {
        var request = request
        let id = try playerID(in: context)
        let expected = try request.headers[.ifMatch].map { text in
            guard let revision = Revision(text) else {
                throw APIError.badRequest("If-Match must be a player's revision, as its ETag gives it.")
            }
            return revision
        }
        let draft = try await request.decodeJSON(PlayerPayload.self).draft
        let stored = try await players.update(id: id, with: draft, owner: context.requireUser().id, expected: expected)
        return Response(status: .noContent, headers: [.eTag: "\"\(stored.revision)\""])
    }

    @Sendable func delete(request: Request, context: BackendRequestContext) async throws -> HTTPResponse.Status {
        try await players.delete(id: playerID(in: context), owner: context.requireUser().id)
        return .noContent
    }

    @Sendable func gathersOfPlayer(request: Request, context: BackendRequestContext) async throws -> [GatherResponse] {
        let owner = try context.requireUser().id
        return try await gathers.gathers(ofPlayer: playerID(in: context), owner: owner).map {
            GatherResponse($0, owner: owner)
        }
    }

    /// The usual name for how many items a paged list has in all (a valid name: never `nil`).
    private static let totalCountField = HTTPField.Name("X-Total-Count")

    /// The most players one page may hold.
    private static let largestPage = 1000

    /// `offset` (0 or more) and `limit` (1…`largestPage`) from the query; `nil` when it has neither.
    private static func stretch(in query: Parameters) throws -> (offset: Int, limit: Int)? {
        let offsetText = query.get("offset")
        let limitText = query.get("limit")
        guard offsetText != nil || limitText != nil else { return nil }
        var offset = 0
        var limit = largestPage
        if let offsetText {
            guard let value = Int(offsetText), value >= 0 else {
                throw APIError.badRequest("\"offset\" must be a whole number, 0 or more.")
            }
            offset = value
        }
        if let limitText {
            guard let value = Int(limitText), (1...largestPage).contains(value) else {
                throw APIError.badRequest("\"limit\" must be a whole number from 1 to \(largestPage).")
            }
            limit = value
        }
        return (offset, limit)
    }

    private func playerID(in context: BackendRequestContext) throws -> Player.ID {
        try context.parameters.require("id", as: Int.self, describedAs: "player id")
    }
}
