import Domain

/// A card as `POST /api/cards` takes it: the card's own fields, and the revision of the backend's
/// copy it was made from, if any (`basedOn`), so the backend can refuse a change made from a copy
/// that is no longer current.
struct CardUpload: Encodable {
    let card: Card
    let basedOn: Revision?

    private enum Keys: String, CodingKey {
        case basedOn
    }

    func encode(to encoder: any Encoder) throws {
        try card.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(basedOn?.description, forKey: .basedOn)
    }
}
