// fuzz-card-import: any bytes as the backend's answer to GET /api/cards, decoded and checked as
// My Cards does before it stores a downloaded card (both photos valid, a thumbnail made).
import Domain
import Foundation
import FuzzSupport
import Imaging

@testable import Networking

FuzzDriver.run(seeds: try seeds()) { data in
    guard
        let cards = try? APIResponse(status: 200, body: data, location: nil, totalCount: nil).decode(
            [Card].self, as: "the list of cards")
    else { return }
    for card in cards {
        guard let photos = try? card.validatedPhotos() else { continue }
        _ = try? CardPhoto.thumbnail(ofPhoto: photos.front)
        _ = try? CardPhoto.thumbnail(ofPhoto: photos.back)
    }
}

func seeds() throws -> [String: Data] {
    let photo = try JPEG.encode(
        RGBImage(width: 32, height: 20, filledWith: RGB(red: 200, green: 40, blue: 40)), quality: 60)
    let card = Card(identifier: "A1", name: "Library", front: photo, back: photo)
    return [
        "one-card.json": try JSONEncoder().encode([card]),
        "empty.json": Data("[]".utf8),
        "broken-photo.json": Data(#"[{"identifier":"x","name":"n","front":"AAAA","back":"////"}]"#.utf8),
        "wrong-shape.json": Data(#"{"cards":[]}"#.utf8),
    ]
}
