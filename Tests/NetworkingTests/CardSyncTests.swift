import Backend
import Domain
import Foundation
import Imaging
import Testing

@testable import Networking

@Suite("Card sync")
struct CardSyncTests {
    private static func photo(_ colour: RGB) throws -> Data {
        try JPEG.encode(RGBImage(width: 600, height: 378, filledWith: colour), quality: 80)
    }

    @Test func theDemoCardsComeWithReadablePhotos() async throws {
        try await LiveBackend.run { backend in
            let cards = try await backend.session().cards.downloadCards()

            #expect(cards.map(\.name) == ["Book Nook", "Coffee Club"])
            for card in cards {
                #expect(try JPEG.header(of: try #require(card.front)).size == CardPhoto.size)
                #expect(try JPEG.header(of: try #require(card.back)).size == CardPhoto.size)
            }
        }
    }

    @Test func cardsAreUploadedReplacedAndDeleted() async throws {
        try await LiveBackend.run { backend in
            let sync = try await backend.session().cards
            var card = Card(name: "Gym", front: try Self.photo(.white), back: try Self.photo(.black))

            try await sync.upload([card])
            let uploaded = try await sync.downloadCards().first { $0.identifier == card.identifier }
            card.name = "Gym Plus"
            card.back = try Self.photo(RGB(red: 200, green: 0, blue: 0))
            try await sync.upload([card])
            let replaced = try await sync.downloadCards().filter { $0.identifier == card.identifier }
            try await sync.deleteCard(identifier: card.identifier)
            let remaining = try await sync.downloadCards()

            #expect(uploaded?.front == card.front)
            #expect(replaced == [card])
            #expect(remaining.count == 2)
        }
    }

    @Test func deletingACardTheBackendDoesNotHaveIsNoErrorForTheApp() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()

            try await session.cards.deleteCard(identifier: "never-uploaded")
            let raw = await #expect(throws: NetworkError.self) {
                try await session.send(.delete, ["api", "cards", "never-uploaded"])
            }

            #expect(raw == .notFound(reason: "There is no card never-uploaded."))
        }
    }

    @Test func aCardWithAPhotoThatIsNotAJPEGIsRefusedAndNothingIsStored() async throws {
        try await LiveBackend.run { backend in
            let sync = try await backend.session().cards
            let good = Card(
                identifier: "good", name: "Good", front: try Self.photo(.white), back: try Self.photo(.white))
            let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
            let bad = Card(identifier: "bad", name: "Bakery", front: png, back: try Self.photo(.white))

            let error = await #expect(throws: NetworkError.self) { try await sync.upload([good, bad]) }

            #expect(
                error
                    == .rejected(
                        status: 400,
                        reason:
                            "Card \"Bakery\" (bad): the front photo is not a readable JPEG. This is not a JPEG, PPM or BMP image."
                    ))
            #expect(try await sync.downloadCards().count == 2)
        }
    }

    @Test func aCardWithoutANameIsRefused() async throws {
        try await LiveBackend.run { backend in
            let sync = try await backend.session().cards
            let nameless = Card(
                identifier: "x1", name: " ", front: try Self.photo(.white), back: try Self.photo(.white))

            await #expect(throws: NetworkError.rejected(status: 400, reason: "Card \" \" (x1) has no name.")) {
                try await sync.upload([nameless])
            }
        }
    }

    @Test func aCardBodyOver16MebibytesIsTooLarge() async throws {
        try await LiveBackend.run { backend in
            let client = try await backend.session().client
            let huge = Data(
                (#"[{"identifier": "big", "name": "Big", "front": ""# + String(repeating: "A", count: 17 * 1024 * 1024)
                    + #"", "back": ""}]"#).utf8)

            let error = await #expect(throws: NetworkError.self) {
                try await client.send(APIRequest(.post, ["api", "cards"], body: huge))
            }

            #expect(error == .rejected(status: 413, reason: "The request body is larger than 16 MiB."))
        }
    }

    @Test func aBatchOverOneMebibyteIsStoredCardsMayBeUpTo16() async throws {
        try await LiveBackend.run { backend in
            let sync = try await backend.session().cards
            // Noise compresses badly: each photo is a few hundred KiB.
            var generator = SystemRandomNumberGenerator()
            let noisy = try JPEG.encode(
                RGBImage(width: 600, height: 378) { _, _ in RGB(grey: UInt8.random(in: 0...255, using: &generator)) },
                quality: 95)
            let cards = (1...4).map { Card(identifier: "big-\($0)", name: "Big \($0)", front: noisy, back: noisy) }
            let body = try JSONEncoder().encode(cards)
            try #require(body.count > 1024 * 1024)

            let stored = try await backend.session().client.send(APIRequest(.post, ["api", "cards"], body: body))
                .decode([String: Int].self, as: "the answer")
            try await sync.deleteCard(identifier: "a/b")

            #expect(stored == ["count": 4])
            #expect(try await sync.downloadCards().count == 6)
        }
    }

    @Test func theOriginalPathServesTheSameCards() async throws {
        try await LiveBackend.run { backend in
            let session = try await backend.session()

            let original = try await session.send(.get, ["cards.json"]).decode([Card].self, as: "the answer")

            #expect(original == (try await session.cards.downloadCards()))
        }
    }

    /// Cards hold what people carry in their wallets: no card route answers without a token.
    @Test(arguments: [
        (APIRequest.Method.get, ["api", "cards"]), (.get, ["cards.json"]), (.post, ["api", "cards"]),
        (.delete, ["api", "cards", "5C7E2F1A-4B3D-4E8F-9A6B-1C2D3E4F5A01"]),
    ])
    func everyCardRouteNeedsAToken(method: APIRequest.Method, path: [String]) async throws {
        try await LiveBackend.run { backend in
            let body =
                method == .post
                ? try JSONEncoder().encode([
                    Card(
                        identifier: "5C7E2F1A-4B3D-4E8F-9A6B-1C2D3E4F5A01", name: "Renamed by a stranger",
                        front: try Self.photo(.white), back: try Self.photo(.white))
                ]) : nil

            let error = await #expect(throws: NetworkError.self) {
                try await backend.client().send(APIRequest(method, path, body: body, credentials: .none))
            }

            #expect(error == .unauthorized(reason: "This request needs a bearer token: log in first."))
            #expect(
                try await backend.session().cards.downloadCards().map(\.name) == ["Book Nook", "Coffee Club"],
                "nothing changed")
        }
    }

    /// Each card is its account's: another account neither sees it, nor deletes it (404, as if it
    /// did not exist), nor renames it by uploading under its identifier (that is a card of its own).
    @Test func anotherAccountNeverReachesYourCards() async throws {
        try await LiveBackend.run { backend in
            let demo = try await backend.session()
            let stranger = try await backend.session(as: "stranger", password: "secret", register: true)
            let demoCard = try #require(try await demo.cards.downloadCards().first)
            var lookalike = demoCard
            lookalike.name = "Renamed by a stranger"

            let strangersList = try await stranger.cards.downloadCards()
            let strangersOriginalList = try await stranger.send(.get, ["cards.json"]).decode(
                [Card].self, as: "the answer")
            let deletion = await #expect(throws: NetworkError.self) {
                try await stranger.send(.delete, ["api", "cards", demoCard.identifier])
            }
            try await stranger.cards.upload(lookalike, basedOn: nil)

            #expect(strangersList.isEmpty)
            #expect(strangersOriginalList.isEmpty)
            #expect(deletion == .notFound(reason: "There is no card \(demoCard.identifier)."))
            #expect(try await demo.cards.downloadCards().first { $0.identifier == demoCard.identifier } == demoCard)
            #expect(try await stranger.cards.downloadCards().map(\.name) == ["Renamed by a stranger"])
        }
    }

    @Test func aCardNameWithAControlCharacterIsRefused() async throws {
        try await LiveBackend.run { backend in
            let sync = try await backend.session().cards
            let ringing = Card(
                identifier: "bell", name: "Ring\u{7}", front: try Self.photo(.white), back: try Self.photo(.white))

            await #expect(
                throws: NetworkError.rejected(
                    status: 400,
                    reason: "Card \"Ring\u{7}\" (bell): A name must not contain control characters (here U+0007).")
            ) {
                try await sync.upload([ringing])
            }
        }
    }
}
