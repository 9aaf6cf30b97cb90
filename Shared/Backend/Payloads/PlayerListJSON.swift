import Domain
import Hummingbird

/// The JSON of a list of players, written by hand: byte for byte what `JSONEncoder.api` makes
/// (keys sorted, slashes unescaped, absent fields left out), at a fraction of its cost. The
/// player list is the API's hottest route, and Codable encoding was a quarter of the server's
/// CPU under load (a `perf` profile of `make bench`); every other response keeps Codable.
enum PlayerListJSON {
    static func response(for players: [Player]) -> Response {
        let bytes = encode(players)
        return Response(
            status: .ok,
            headers: [.contentType: "application/json; charset=utf-8", .contentLength: String(bytes.count)],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes))
        )
    }

    /// One player, as `GET /api/players/:id` answers.
    static func response(for player: Player) -> Response {
        var bytes: [UInt8] = []
        append(player, to: &bytes)
        return Response(
            status: .ok,
            headers: [.contentType: "application/json; charset=utf-8", .contentLength: String(bytes.count)],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes))
        )
    }

    static func encode(_ players: [Player]) -> [UInt8] {
        var json: [UInt8] = []
        json.reserveCapacity(players.count * 160 + 2)
        json.append(UInt8(ascii: "["))
        for (position, player) in players.enumerated() {
            if position > 0 { json.append(UInt8(ascii: ",")) }
            append(player, to: &json)
        }
        json.append(UInt8(ascii: "]"))
        return json
    }

    /// One object, its keys in the sorted order JSONEncoder.api uses.
    private static func append(_ player: Player, to json: inout [UInt8]) {
        var separator = UInt8(ascii: "{")
        func key(_ name: String) {
            json.append(separator)
            separator = UInt8(ascii: ",")
            json.append(contentsOf: "\"\(name)\":".utf8)
        }
        if let age = player.age {
            key("age")
            json.append(contentsOf: String(age).utf8)
        }
        if let favouriteTeam = player.favouriteTeam {
            key("favouriteTeam")
            appendString(favouriteTeam, to: &json)
        }
        key("id")
        json.append(contentsOf: String(player.id).utf8)
        key("name")
        appendString(player.name, to: &json)
        if let position = player.preferredPosition {
            key("preferredPosition")
            appendString(position.rawValue, to: &json)
        }
        if let skill = player.skill {
            key("skill")
            appendString(skill.rawValue, to: &json)
        }
        json.append(UInt8(ascii: "}"))
    }

    /// A JSON string: quotes, backslashes and control characters escaped as JSONEncoder does.
    private static func appendString(_ text: String, to json: inout [UInt8]) {
        json.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): json.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): json.append(contentsOf: #"\\"#.utf8)
            case 0x08: json.append(contentsOf: #"\b"#.utf8)
            case 0x0C: json.append(contentsOf: #"\f"#.utf8)
            case 0x0A: json.append(contentsOf: #"\n"#.utf8)
            case 0x0D: json.append(contentsOf: #"\r"#.utf8)
            case 0x09: json.append(contentsOf: #"\t"#.utf8)
            case 0x00..<0x20:
                json.append(contentsOf: #"\u00"#.utf8)
                json.append(hexDigit(byte >> 4))
                json.append(hexDigit(byte & 0x0F))
            default: json.append(byte)
            }
        }
        json.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
