import Hummingbird

/// `POST /api/cards`: how many cards the request stored.
struct CardsStored: ResponseEncodable {
    let count: Int
}
