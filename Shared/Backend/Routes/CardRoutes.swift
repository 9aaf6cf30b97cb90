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

    /// Every card is checked before any is stored: one bad card and the whole request is refused.
    @Sendable func upload(request: Request, context: BackendRequestContext) async throws -> CardsStored {
        var request = request
        let uploaded = try await request.decodeJSON([CardPayload].self, limit: BodyLimits.cards).map { try $0.validated() }
        try await cards.save(uploaded)
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
