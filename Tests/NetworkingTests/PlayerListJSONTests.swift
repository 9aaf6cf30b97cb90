import Domain
import Foundation
import Testing

@testable import Backend

/// The hand-written JSON of `GET /api/players` against what the API's JSONEncoder writes.
@Suite("Player list JSON")
struct PlayerListJSONTests {
    @Test func itIsByteForByteWhatTheAPIsEncoderWrites() throws {
        let awkward = "Quote \" back\\slash /slash tab\t new\nline nul\u{0} unit\u{1F} del\u{7F} café 東京 🎉 \u{2028}"
        let players = [
            Player(
                id: 1, name: "Ana Silva", age: 29, skill: .professional, preferredPosition: .goalkeeper,
                favouriteTeam: "Benfica"),
            Player(id: 2, name: "Nobody"),
            Player(id: 3, name: awkward, age: 0, preferredPosition: .winger, favouriteTeam: awkward),
            Player(id: Int.max, name: "", age: -1, skill: .beginner),
        ]

        #expect(PlayerListJSON.encode(players) == Array(try JSONEncoder.api.encode(players)))
        #expect(PlayerListJSON.encode([]) == Array(try JSONEncoder.api.encode([Player]())))
    }

    @Test func everyControlCharacterIsEscapedAsTheEncoderDoes() throws {
        for value in UInt8(0)..<0x20 {
            let players = [Player(id: 7, name: "a\(Character(Unicode.Scalar(value)))b")]
            #expect(
                PlayerListJSON.encode(players) == Array(try JSONEncoder.api.encode(players)),
                "U+\(String(value, radix: 16))")
        }
    }

    @Test func theResponseIsJSONWithItsLength() {
        let response = PlayerListJSON.response(for: [Player(id: 1, name: "Ana")])

        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        #expect(response.headers[.contentLength] == String(PlayerListJSON.encode([Player(id: 1, name: "Ana")]).count))
    }
}
