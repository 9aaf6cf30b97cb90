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
            let cards = try await RemoteCardSyncService(client: backend.client()).downloadCards()

            #expect(cards.map(\.name) == ["Book Nook", "Coffee Club"])
            for card in cards {
                #expect(try JPEG.header(of: try #require(card.front)).size == CardPhoto.size)
                #expect(try JPEG.header(of: try #require(card.back)).size == CardPhoto.size)
            }
        }
    }

    @Test func cardsAreUploadedReplacedAndDeleted() async throws {
        try await LiveBackend.run { backend in
            let sync = RemoteCardSyncService(client: backend.client())
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
            let client = backend.client()

            try await RemoteCardSyncService(client: client).deleteCard(identifier: "never-uploaded")
            let raw = await #expect(throws: NetworkError.self) {
                try await client.send(APIRequest(.delete, ["api", "cards", "never-uploaded"], credentials: .none))
            }

            #expect(raw == .notFound(reason: "There is no card never-uploaded."))
        }
    }

    @Test func aCardWithAPhotoThatIsNotAJPEGIsRefusedAndNothingIsStored() async throws {
        try await LiveBackend.run { backend in
            let sync = RemoteCardSyncService(client: backend.client())
            let good = Card(identifier: "good", name: "Good", front: try Self.photo(.white), back: try Self.photo(.white))
            let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
            let bad = Card(identifier: "bad", name: "Bakery", front: png, back: try Self.photo(.white))

            let error = await #expect(throws: NetworkError.self) { try await sync.upload([good, bad]) }

            #expect(error == .rejected(status: 400, reason: "Card \"Bakery\" (bad): the front photo is not a readable JPEG. This is not a JPEG, PPM or BMP image."))
            #expect(try await sync.downloadCards().count == 2)
        }
    }

    @Test func aCardWithoutANameIsRefused() async throws {
        try await LiveBackend.run { backend in
            let sync = RemoteCardSyncService(client: backend.client())
            let nameless = Card(identifier: "x1", name: " ", front: try Self.photo(.white), back: try Self.photo(.white))

            await #expect(throws: NetworkError.rejected(status: 400, reason: "Card \" \" (x1) has no name.")) { try await sync.upload([nameless]) }
        }
    }

    @Test func aCardBodyOver16MebibytesIsTooLarge() async throws {
        try await LiveBackend.run { backend in
            let client = backend.client()
            let huge = Data((#"[{"identifier": "big", "name": "Big", "front": ""# + String(repeating: "A", count: 17 * 1024 * 1024) + #"", "back": ""}]"#).utf8)

            let error = await #expect(throws: NetworkError.self) {
                try await client.send(APIRequest(.post, ["api", "cards"], body: huge, credentials: .none))
            }

            #expect(error == .rejected(status: 413, reason: "The request body is larger than 16 MiB."))
        }
    }

    @Test func aBatchOverOneMebibyteIsStoredCardsMayBeUpTo16() async throws {
        try await LiveBackend.run { backend in
            let sync = RemoteCardSyncService(client: backend.client())
            // Noise compresses badly: each photo is a few hundred KiB.
            var generator = SystemRandomNumberGenerator()
            let noisy = try JPEG.encode(RGBImage(width: 600, height: 378) { _, _ in RGB(grey: UInt8.random(in: 0...255, using: &generator)) }, quality: 95)
            let cards = (1...4).map { Card(identifier: "big-\($0)", name: "Big \($0)", front: noisy, back: noisy) }
            let body = try JSONEncoder().encode(cards)
            try #require(body.count > 1024 * 1024)

            let stored = try await backend.client().send(APIRequest(.post, ["api", "cards"], body: body, credentials: .none)).decode([String: Int].self, as: "the answer")
            try await sync.deleteCard(identifier: "a/b")

            #expect(stored == ["count": 4])
            #expect(try await sync.downloadCards().count == 6)
        }
    }

    @Test func theOriginalPathServesTheSameCards() async throws {
        try await LiveBackend.run { backend in
            let client = backend.client()

            let original = try await client.send(APIRequest(.get, ["cards.json"], credentials: .none)).decode([Card].self, as: "the answer")

            #expect(original == (try await RemoteCardSyncService(client: client).downloadCards()))
        }
    }
}
