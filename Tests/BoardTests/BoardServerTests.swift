import Board
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import MetricsKit
import TestSupport
import Testing

/// The room's board against a real server on 127.0.0.1: rows from two pairs, a refused one, and
/// a page waiting for news answered when a row arrives.
@Suite("Board · server")
struct BoardServerTests {
    /// A session of each request's own: a request the board holds (a waiting page) cannot hold up
    /// the next one on a shared connection, as it did on a loaded machine.
    private var session: URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = Double(LoadedMachine.requestTimeout.components.seconds)
        return URLSession(configuration: configuration)
    }

    private static let reference = BoardRow(pair: "reference", exercise: "01", pattern: "MVVM", filesTouched: 2, filesAdded: 0, linesAdded: 28, linesRemoved: 1, typesAdded: 0, protocolsAdded: 0, testsAdded: 1)

    private func row(_ pair: String, _ pattern: String = "MVVM", lines: Int = 30) -> BoardRow {
        BoardRow(pair: pair, exercise: "01", pattern: pattern, filesTouched: 2, filesAdded: 0, linesAdded: lines, linesRemoved: 2, typesAdded: 0, protocolsAdded: 0, testsAdded: 1)
    }

    /// Runs `body` with a board on a free loopback port; `hold` is how long a waiting page is held.
    private func withBoard(hold: Duration = .seconds(60), _ body: (URL) async throws -> Void) async throws {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let application = BoardServer.makeApplication(
            state: BoardState(references: [Self.reference]), exercises: ["01", "02"], patterns: Set(Layer.patterns),
            hostname: "127.0.0.1", port: 0, hold: hold
        ) { port in continuation.yield(port) }
        let server = Task { try await application.runService() }
        defer { server.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        try await body(try #require(URL(string: "http://127.0.0.1:\(port)")))
    }

    private func post(_ body: Data, to board: URL) async throws -> (Int, [String: String]) {
        var request = URLRequest(url: board.appendingPathComponent("rows"))
        request.httpMethod = "POST"
        request.httpBody = body
        let (data, response) = try await session.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:])
    }

    private func snapshot(of board: URL, after: Int = -1) async throws -> BoardState.Snapshot {
        let (data, _) = try await session.data(from: try #require(URL(string: "\(board.absoluteString)/rows?after=\(after)")))
        return try JSONDecoder().decode(BoardState.Snapshot.self, from: data)
    }

    @Test func twoPairsRowsAreOnTheBoardBesideTheReferences() async throws {
        try await withBoard { board in
            let first = try await post(JSONEncoder().encode(row("Ana & Ben")), to: board)
            let second = try await post(JSONEncoder().encode(row("Chloé 🇫🇷", "VIP", lines: 36)), to: board)

            #expect(first.0 == 201 && second.0 == 201)
            let shown = try await snapshot(of: board)
            #expect(shown.rows == [row("Ana & Ben"), row("Chloé 🇫🇷", "VIP", lines: 36)])
            #expect(shown.references == [Self.reference])
            #expect(shown.version == 2)
        }
    }

    @Test func aPairSendingAgainReplacesItsRow() async throws {
        try await withBoard { board in
            _ = try await post(JSONEncoder().encode(row("Ana & Ben", lines: 10)), to: board)
            _ = try await post(JSONEncoder().encode(row("Ana & Ben", lines: 31)), to: board)

            #expect(try await snapshot(of: board).rows == [row("Ana & Ben", lines: 31)])
        }
    }

    @Test func aBadRowIsRefusedWithAReasonAndTheBoardKeepsTheRest() async throws {
        try await withBoard { board in
            _ = try await post(JSONEncoder().encode(row("Ana & Ben")), to: board)

            let unknown = try await post(JSONEncoder().encode(row("Dan", "MVX")), to: board)
            let malformed = try await post(Data("{\"pair\": \"Dan\"".utf8), to: board)
            let tooLarge = try await post(Data(repeating: UInt8(ascii: " "), count: 20_000), to: board)

            #expect(unknown.0 == 400)
            #expect(unknown.1["error"]?.hasPrefix("There is no pattern \"MVX\"") == true)
            #expect(malformed.0 == 400)
            #expect(malformed.1["error"]?.contains("not a row") == true)
            #expect(tooLarge.0 == 413)
            #expect(try await snapshot(of: board).rows == [row("Ana & Ben")], "the board keeps the rest")
        }
    }

    /// The page asks "anything after version 0?" and is held; a row arriving answers it. The hold
    /// is a minute, so only the row can end the wait.
    @Test func aWaitingPageIsAnsweredWhenARowArrives() async throws {
        try await withBoard { board in
            _ = try await post(JSONEncoder().encode(row("Ana & Ben")), to: board)
            let waiting = Task { try await snapshot(of: board, after: 1) }
            // The page's request is held until the next row; this one is it.
            _ = try await post(JSONEncoder().encode(row("Chloé", "VIP")), to: board)

            let answered = try await waiting.value
            #expect(answered.version == 2)
            #expect(answered.rows.map(\.pair) == ["Ana & Ben", "Chloé"])
        }
    }
}

@Suite("Board · a row")
struct BoardRowTests {
    private let exercises: Set = ["01", "02"]
    private let patterns = Set(Layer.patterns)

    private func row(pair: String = "Ana", exercise: String = "01", pattern: String = "MVP", linesAdded: Int = 3, typesAdded: Int = 0) -> BoardRow {
        BoardRow(pair: pair, exercise: exercise, pattern: pattern, filesTouched: 1, filesAdded: 0, linesAdded: linesAdded, linesRemoved: 0, typesAdded: typesAdded, protocolsAdded: 0, testsAdded: 0)
    }

    @Test func aRowAPairCanSendIsTaken() {
        #expect(row().refusal(exercises: exercises, patterns: patterns) == nil)
        #expect(row(typesAdded: -2).refusal(exercises: exercises, patterns: patterns) == nil, "a change may remove types")
    }

    @Test func eachRefusalSaysWhatToChange() {
        #expect(row(pair: "  ").refusal(exercises: exercises, patterns: patterns) == "The pair has no name: send PAIR=<your names>.")
        #expect(row(pair: String(repeating: "é", count: 41)).refusal(exercises: exercises, patterns: patterns)?.contains("longer than 40") == true)
        #expect(row(pair: "Reference").refusal(exercises: exercises, patterns: patterns)?.contains("reference solutions' name") == true)
        #expect(row(exercise: "07").refusal(exercises: exercises, patterns: patterns) == "There is no exercise \"07\": the exercises are 01, 02.")
        #expect(row(linesAdded: -1).refusal(exercises: exercises, patterns: patterns)?.contains("out of range") == true)
    }
}
