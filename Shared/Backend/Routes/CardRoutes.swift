import Domain
import Foundation
import Hummingbird
import Storage

/// My Cards' backend: the caller's cards, behind a token as the players are (the original mock
/// had no login; cards hold what people carry in their wallets). Another account's card is never
/// found: the repository scopes every query by its owner.
struct CardRoutes {
    let cards: CardRepository
    /// The time an `Idempotency-Key` is kept from.
    let now: @Sendable () -> Date

    /// `protected` is `/api` behind the token; `/cards.json`, the original's path, needs one too.
    func register(protected: RouterGroup<BackendRequestContext>, original: RouterGroup<BackendRequestContext>) {
        original.get("cards.json", use: list)
        protected.get("cards", use: list)
        protected.post("cards", use: upload)
        protected.delete("cards/:identifier", use: delete)
    }

    @Sendable func list(request: Request, context: BackendRequestContext) async throws -> [Card] {
        try await cards.allCards(owner: context.requireUser().cardOwner)
    }

    /// Every card is checked before any is stored: one bad card, or one made from a copy that is
    /// no longer the backend's (409), and the whole request is refused. A repeat of an
    /// `Idempotency-Key` is answered as the first request was.
    @Sendable func upload(request: Request, context: BackendRequestContext) async throws -> CardsStored {
        var request = request
        let owner = try context.requireUser().cardOwner
        let body = try await request.collectedBody(upTo: BodyLimits.cards)
        let payloads = try Request.decode([CardPayload].self, from: body)
        let key = try request.idempotencyKey(owner: owner, body: body, receivedAt: now())
        var bases: [Card.ID: Revision] = [:]
        for payload in payloads {
            if let base = try payload.base() { bases[payload.identifier] = base }
        }
        let uploaded = try payloads.map { try $0.validated() }
        try await cards.save(uploaded, owner: owner, basedOn: bases, once: key)
        return CardsStored(count: uploaded.count)
    }

    @Sendable func delete(request: Request, context: BackendRequestContext) async throws -> HTTPResponse.Status {
        let identifier = try context.parameters.require("identifier")
        guard try await cards.delete(identifier: identifier, owner: context.requireUser().cardOwner) else {
            throw APIError.notFound("There is no card \(identifier).")
        }
        return .noContent
    }
}
