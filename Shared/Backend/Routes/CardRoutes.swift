import Domain
import Hummingbird
import Storage

/// My Cards' backend: no login, as in the original mock backend.
struct CardRoutes {
    let cards: CardRepository

    func register(on router: Router<BackendRequestContext>) {
        router.get("cards.json", use: list)
        router.get("api/cards", use: list)
        router.post("api/cards", use: upload)
        router.delete("api/cards/:identifier", use: delete)
    }

    @Sendable func list(request: Request, context: BackendRequestContext) async throws -> [Card] {
        try await cards.allCards()
    }

    /// Every card is checked before any is stored: one bad card, or one made from a copy that is
    /// no longer the backend's (409), and the whole request is refused.
    @Sendable func upload(request: Request, context: BackendRequestContext) async throws -> CardsStored {
        var request = request
        let payloads = try await request.decodeJSON([CardPayload].self, limit: BodyLimits.cards)
        var bases: [Card.ID: Revision] = [:]
        for payload in payloads {
            if let base = try payload.base() { bases[payload.identifier] = base }
        }
        let uploaded = try payloads.map { try $0.validated() }
        try await cards.save(uploaded, basedOn: bases)
        return CardsStored(count: uploaded.count)
    }

    @Sendable func delete(request: Request, context: BackendRequestContext) async throws -> HTTPResponse.Status {
        let identifier = try context.parameters.require("identifier")
        guard try await cards.delete(identifier: identifier) else {
            throw APIError.notFound("There is no card \(identifier).")
        }
        return .noContent
    }
}
