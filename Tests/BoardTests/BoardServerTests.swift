import Board
import Foundation
import Hummingbird
import MetricsKit
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The room's board against a real server on 127.0.0.1: rows from two pairs, a refused one, a
/// page waiting for news answered when a row arrives, a pair's name kept by its secret, the cap on
/// pairs, and the teacher's removal.
@Suite("Board · server")
struct BoardServerTests {
    /// A session of each request's own: a request the board holds (a waiting page) cannot hold up
    /// the next one on a shared connection, as it did on a loaded machine.
    private var session: URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = Double(LoadedMachine.requestTimeout.components.seconds)
        return URLSession(configuration: configuration)
    }

    private static let reference = BoardRow(
        pair: "reference", exercise: "01", pattern: "MVVM", filesTouched: 2, filesAdded: 0, linesAdded: 28,
        linesRemoved: 1, typesAdded: 0, protocolsAdded: 0, testsAdded: 1)

    private func row(_ pair: String, _ pattern: String = "MVVM", lines: Int = 30) -> BoardRow {
        BoardRow(
            pair: pair, exercise: "01", pattern: pattern, filesTouched: 2, filesAdded: 0, linesAdded: lines,
            linesRemoved: 2, typesAdded: 0, protocolsAdded: 0, testsAdded: 1)
    }

    /// Runs `body` with a board on a free loopback port; `hold` is how long a waiting page is held.
    private func withBoard(hold: Duration = .seconds(60), _ body: (URL) async throws -> Void) async throws {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let application = BoardServer.makeApplication(
            state: BoardState(references: [Self.reference], patterns: Layer.patterns), exercises: ["01", "02"],
            patterns: Set(Layer.patterns),
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
        return (
            (response as? HTTPURLResponse)?.statusCode ?? 0,
            (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
        )
    }

    private func post(_ row: BoardRow, to board: URL) async throws -> (Int, [String: String]) {
        try await post(JSONEncoder().encode(row), to: board)
    }

    private func delete(_ query: String, on board: URL) async throws -> (Int, [String: String]) {
        var request = URLRequest(url: try #require(URL(string: "\(board.absoluteString)/rows?\(query)")))
        request.httpMethod = "DELETE"
        let (data, response) = try await session.data(for: request)
        return (
            (response as? HTTPURLResponse)?.statusCode ?? 0,
            (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
        )
    }

    private func snapshot(of board: URL, after: Int = -1) async throws -> BoardState.Snapshot {
        let (data, _) = try await session.data(
            from: try #require(URL(string: "\(board.absoluteString)/rows?after=\(after)")))
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

    @Test func aPairSendingAgainWithItsSecretReplacesItsRow() async throws {
        try await withBoard { board in
            let first = try await post(row("Ana & Ben", lines: 10), to: board)
            let secret = try #require(first.1["secret"])
            var again = row("Ana & Ben", lines: 31)
            again.secret = secret
            let second = try await post(again, to: board)

            #expect(second.0 == 201)
            #expect(second.1["secret"] == nil, "the pair keeps the secret it has")
            #expect(
                try await snapshot(of: board).rows == [row("Ana & Ben", lines: 31)], "the secret stays off the board")
        }
    }

    /// Another checkout posting a taken name — as it is, in other case or with a blank after it —
    /// is refused with the reason, and the pair's row stays.
    @Test func aTakenNameWithoutItsSecretIsRefusedAndThePairsRowStays() async throws {
        try await withBoard { board in
            _ = try await post(row("Alice+Bob", lines: 10), to: board)

            var wrong = row("Alice+Bob", lines: 99)
            wrong.secret = "guessed"
            let answers = [
                try await post(row("Alice+Bob", lines: 99), to: board),
                try await post(row("alice+BOB ", lines: 99), to: board),
                try await post(wrong, to: board),
            ]

            #expect(answers.map(\.0) == [403, 403, 403])
            #expect(
                answers[1].1["error"]
                    == "The pair name \"alice+BOB\" is taken on this board: choose another, or send from the checkout that sent it first."
            )
            #expect(try await snapshot(of: board).rows == [row("Alice+Bob", lines: 10)])
        }
    }

    /// "Alice+Bob " is Alice+Bob: the name is kept trimmed, so one pair has one row.
    @Test func aNameWithABlankAfterItIsTheSameName() async throws {
        try await withBoard { board in
            let first = try await post(row("Alice+Bob "), to: board)
            var again = row("\u{200B}Alice+Bob", lines: 40)
            again.secret = first.1["secret"]
            _ = try await post(again, to: board)

            #expect(try await snapshot(of: board).rows == [row("Alice+Bob", lines: 40)])
        }
    }

    @Test func aNameThatWouldReadOtherwiseIsRefused() async throws {
        try await withBoard { board in
            let reversed = try await post(row("Ana \u{202E}neB"), to: board)
            let bell = try await post(row("Ana\u{07}"), to: board)

            #expect(reversed.0 == 400)
            #expect(reversed.1["error"]?.contains("U+202E") == true)
            #expect(bell.0 == 400)
            #expect(bell.1["error"]?.contains("control characters") == true)
            #expect(try await snapshot(of: board).rows.isEmpty)
        }
    }

    /// A flood of names stops at the board's cap with a reason; a pair already on it still sends.
    @Test func theBoardTakesAsManyPairsAsARoomHasAndNoMore() async throws {
        try await withBoard { board in
            var secrets: [String] = []
            for pair in 1...BoardState.maximumPairs {
                secrets.append(try #require(try await post(row("Pair \(pair)"), to: board).1["secret"]))
            }
            let oneMore = try await post(row("Pair 41"), to: board)
            var firstAgain = row("Pair 1", "VIP")
            firstAgain.secret = secrets[0]
            let firstsSecond = try await post(firstAgain, to: board)

            #expect(oneMore.0 == 403)
            #expect(
                oneMore.1["error"]
                    == "The board holds 40 pairs already, more than a room has: ask the teacher to remove one (make board-remove PAIR=<names>)."
            )
            #expect(firstsSecond.0 == 201)
            #expect(try await snapshot(of: board).rows.count == BoardState.maximumPairs + 1)
        }
    }

    /// The teacher takes one row, then the rest: the name is free again for whoever sends it.
    @Test func theTeacherRemovesAPairsRowsAndFreesItsName() async throws {
        try await withBoard { board in
            let secret = try #require(try await post(row("Ana & Ben"), to: board).1["secret"])
            var second = row("Ana & Ben", "MVC")
            second.secret = secret
            _ = try await post(second, to: board)
            _ = try await post(row("Chloé"), to: board)

            let one = try await delete("pair=ana%20%26%20ben&exercise=01&pattern=mvc", on: board)
            #expect(one.0 == 200 && one.1["removed"] == "1")
            #expect(try await snapshot(of: board).rows.map(\.pattern) == ["MVVM", "MVVM"])
            let refusedWhileKept = try await post(row("Ana & Ben", "VIP"), to: board)
            #expect(refusedWhileKept.0 == 403, "the pair still has a row: its name is still its own")

            let rest = try await delete("pair=Ana%20%26%20Ben", on: board)
            #expect(rest.1["removed"] == "1")
            #expect(try await snapshot(of: board).rows == [row("Chloé")])
            let anotherCheckout = try await post(row("Ana & Ben", "VIP"), to: board)
            #expect(anotherCheckout.0 == 201 && anotherCheckout.1["secret"] != nil)
            #expect(try await delete("exercise=01", on: board).0 == 400, "whose rows must be said")
        }
    }

    /// The columns are the one list of variants, UDF's included, each named as a reader knows it.
    @Test func theBoardsColumnsAreEveryPattern() async throws {
        try await withBoard { board in
            let udf = try await post(row("Ana & Ben", "UDF"), to: board)

            let shown = try await snapshot(of: board)
            #expect(udf.0 == 201)
            #expect(shown.patterns.map(\.name) == Layer.patterns)
            #expect(shown.patterns.contains { $0.name == "MVPC" && $0.shown == "MVP-C" })
            #expect(shown.patterns.contains { $0.name == "UDF" && $0.shown == "UDF" })
            #expect(shown.patterns.contains { $0.name == "Composition" && $0.shown == "MVC-Composition" })
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

    private func row(
        pair: String = "Ana", exercise: String = "01", pattern: String = "MVP", linesAdded: Int = 3, typesAdded: Int = 0
    ) -> BoardRow {
        BoardRow(
            pair: pair, exercise: exercise, pattern: pattern, filesTouched: 1, filesAdded: 0, linesAdded: linesAdded,
            linesRemoved: 0, typesAdded: typesAdded, protocolsAdded: 0, testsAdded: 0)
    }

    @Test func aRowAPairCanSendIsTaken() {
        #expect(row().refusal(exercises: exercises, patterns: patterns) == nil)
        #expect(
            row(typesAdded: -2).refusal(exercises: exercises, patterns: patterns) == nil, "a change may remove types")
    }

    @Test func eachRefusalSaysWhatToChange() {
        #expect(
            row(pair: "  ").refusal(exercises: exercises, patterns: patterns)
                == "The pair has no name: send PAIR=<your names>.")
        #expect(
            row(pair: String(repeating: "é", count: 41)).refusal(exercises: exercises, patterns: patterns)?.contains(
                "longer than 40") == true)
        #expect(
            row(pair: "Reference").refusal(exercises: exercises, patterns: patterns)?.contains(
                "reference solutions' name") == true)
        #expect(
            row(exercise: "07").refusal(exercises: exercises, patterns: patterns)
                == "There is no exercise \"07\": the exercises are 01, 02.")
        #expect(row(linesAdded: -1).refusal(exercises: exercises, patterns: patterns)?.contains("out of range") == true)
        #expect(
            row(pair: "A\u{2066}B").refusal(exercises: exercises, patterns: patterns)?.contains("direction controls")
                == true)
    }

    @Test func aNameIsKeptTrimmed() {
        #expect(row(pair: " Alice+Bob \u{200B}").keptPair == "Alice+Bob")
    }
}

@Suite("Board · the checkout's secrets")
struct BoardSecretsTests {
    @Test func aSecretKeptIsFoundForTheSameBoardAndPairOnly() throws {
        let folder = try TemporaryDirectory()
        let secrets = BoardSecrets(root: folder.url)

        try secrets.keep("s1", board: "http://10.0.0.5:8090/", pair: "Alice+Bob")
        try secrets.keep("s2", board: "http://10.0.0.6:8090", pair: "Alice+Bob")

        let again = BoardSecrets(root: folder.url)
        #expect(
            again.secret(board: "http://10.0.0.5:8090", pair: "alice+bob") == "s1",
            "the board folds case; a trailing slash is the same board")
        #expect(again.secret(board: "http://10.0.0.6:8090", pair: "Alice+Bob") == "s2")
        #expect(again.secret(board: "http://10.0.0.5:8090", pair: "Chloé") == nil)
    }

    @Test func anUnreadableFileIsNoSecret() throws {
        let folder = try TemporaryDirectory()
        let secrets = BoardSecrets(root: folder.url)
        try FileManager.default.createDirectory(
            at: secrets.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: secrets.file)

        #expect(secrets.secret(board: "http://10.0.0.5:8090", pair: "Alice+Bob") == nil)
        try secrets.keep("s1", board: "http://10.0.0.5:8090", pair: "Alice+Bob")
        #expect(secrets.secret(board: "http://10.0.0.5:8090", pair: "Alice+Bob") == "s1")
    }
}
