// bench-seed DATA_DIR PLAYERS CARDS
//
// Fills an app data folder for the big-data benchmark (Benchmarks/apps.sh): the local
// backend's demo user gets PLAYERS players, and the cards on this device become CARDS cards,
// each with a front and a back photo. Through the apps' own services, so the data is exactly
// what the apps would have written.
import AppSupport
import Camera
import Domain
import Foundation
import Imaging
import Storage

@main
enum BenchSeed {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count == 3, let players = Int(arguments[1]), let cards = Int(arguments[2]), players >= 0,
            cards >= 0
        else {
            FileHandle.standardError.write(Data("usage: bench-seed DATA_DIR PLAYERS CARDS\n".utf8))
            exit(2)
        }
        do {
            try await seed(dataDirectory: arguments[0], players: players, cards: cards)
        } catch {
            FileHandle.standardError.write(Data("bench-seed: \(error)\n".utf8))
            exit(1)
        }
    }

    static func seed(dataDirectory: String, players: Int, cards: Int) async throws {
        try DataDirectory.prepare(dataDirectory)
        var configuration = AppEnvironment.Configuration(dataDirectory: dataDirectory)
        // Remembered as My Cards remembers it: the benchmark's My Cards opens on the cards.
        configuration.remembersSessions = true
        let environment = try await AppEnvironment.make(configuration)
        do {
            try await environment.auth.login(username: "demo", password: "demo", rememberMe: true)
            try await addPlayers(players, to: environment.players)
            try await addCards(cards, to: environment.cards)
        } catch {
            await environment.shutDown()
            throw error
        }
        await environment.shutDown()
    }

    /// Sixteen requests at a time, as many as the backend benchmark's connections.
    static func addPlayers(_ count: Int, to service: any PlayersService) async throws {
        let positions = Position.allCases
        let skills = Skill.allCases
        for batch in stride(from: 0, to: count, by: 16) {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for number in batch..<min(batch + 16, count) {
                    let draft = PlayerDraft(
                        name: String(format: "Player %05d", number + 1),
                        age: 18 + number % 30,
                        skill: skills[number % skills.count],
                        preferredPosition: positions[number % positions.count],
                        favouriteTeam: "Team \(number % 20 + 1)"
                    )
                    group.addTask { _ = try await service.create(draft) }
                }
                try await group.waitForAll()
            }
        }
    }

    /// One photo pair for every card: the store makes each card's thumbnail as it saves it.
    static func addCards(_ count: Int, to store: any CardStore) async throws {
        let device = TestPatternDevice(resolution: ImageSize(width: 1600, height: 1200))
        let front = try CardPhoto.make(fromShot: JPEG.encode(device.capture(frameNumber: 0, flash: .off)))
        let back = try CardPhoto.make(fromShot: JPEG.encode(device.capture(frameNumber: 7, flash: .off)))
        for number in 0..<count {
            try await store.save(Card(name: String(format: "Card %05d", number + 1), front: front, back: back))
        }
    }
}
