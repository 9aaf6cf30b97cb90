import Foundation
import FuzzSupport

// fuzz-backend-payloads: any bytes as the body of the backend's writes — a player, a new user,
// a team assignment, a gather's result, an upload of cards — decoded and validated as the
// routes do. The first byte picks the route. Nothing may crash; a bad body is a 400.
@testable import Backend

FuzzDriver.run(seeds: seeds()) { data in
    guard let route = data.first else { return }
    let body = data.dropFirst()
    let decoder = JSONDecoder()
    switch route % 5 {
    case 0: _ = try? decoder.decode(PlayerPayload.self, from: body)
    case 1: _ = try? decoder.decode(NewUser.self, from: body).validated()
    case 2: _ = try? decoder.decode(TeamAssignment.self, from: body).validated()
    case 3: _ = try? decoder.decode(GatherResult.self, from: body).validated()
    default: _ = try? decoder.decode([CardPayload].self, from: body).map { try $0.validated() }
    }
}

func seeds() -> [String: Data] {
    let bodies: [(String, UInt8, String)] = [
        (
            "player", 0,
            #"{"name":"Zoe Quinn","age":30,"skill":"amateur","preferredPosition":"winger","favouriteTeam":"Rovers"}"#
        ),
        ("player-bad-age", 0, #"{"name":"Zoe","age":300}"#),
        (
            "user", 1,
            #"{"username":"zoe","password":"2a97516c354b68848cdbd8f54a226a0a55b21ed138e207ad6c5cbb9c00aa5aea"}"#
        ),
        ("team", 2, #"{"team":"Team A"}"#),
        ("result", 3, #"{"score":"3-1","winnerTeam":"Team A"}"#),
        ("cards", 4, #"[{"identifier":"A1","name":"Library","front":"/9j/4AAQ","back":"/9j/4AAQ"}]"#),
    ]
    return Dictionary(
        uniqueKeysWithValues: bodies.map { name, route, json in ("\(name).json", Data([route] + Array(json.utf8))) })
}
