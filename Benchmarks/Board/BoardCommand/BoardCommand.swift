// `board`: the room's costs on one page (`make board`), filled in as pairs send their rows.
import ArgumentParser
import Board
import Foundation
import Hummingbird
import MetricsKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@main
struct BoardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "board",
        abstract: "Serves the room's board: every pair's make cost beside the reference solutions'."
    )

    @Option(help: "The address to listen on: 0.0.0.0 is every network of this machine, so the room's too.")
    var hostname = "0.0.0.0"

    @Option(help: "The port to listen on.")
    var port = 8090

    @Option(help: "How long the page's request for news is held when nothing arrives (a long poll), in seconds.")
    var holdSeconds = 25

    @Option(
        help: ArgumentHelp("The report whose reference solutions the board shows beside the pairs.", valueName: "file"))
    var report = "metrics/report.json"

    @Option(
        help: ArgumentHelp(
            "Takes this pair's rows off the board running on this machine at --port, and frees its name.",
            valueName: "names"))
    var remove: String?

    @Option(help: "With --remove: only the row of this exercise (01…).")
    var exercise: String?

    @Option(help: "With --remove: only the row of this pattern (mvc, udf…).")
    var pattern: String?

    func run() async throws {
        if let remove {
            try await removeRows(of: remove)
            return
        }
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let references: [BoardRow]
        do {
            let json = try String(contentsOfFile: report, encoding: .utf8)
            references = try JSONReport.read(json).changeCosts.map { BoardRow(pair: "reference", cost: $0) }
        } catch {
            throw ValidationError(
                "Cannot read the reference solutions' costs in \(report) (\(error)): make metrics writes it.")
        }
        let exercises = Set(WorkshopExercises.folders(root: root).map { String($0.prefix(2)) })
        let state = BoardState(references: references, patterns: Layer.patterns)
        let port = port
        let application = BoardServer.makeApplication(
            state: state, exercises: exercises, patterns: Set(Layer.patterns), hostname: hostname, port: port,
            hold: .seconds(holdSeconds)
        ) { port in
            // Written at once, not buffered: the teacher reads it while the board runs.
            FileHandle.standardOutput.write(
                Data(
                    """
                    The board: http://127.0.0.1:\(port) on this machine; the room uses this machine's address
                    on its network (hostname -I on Linux, ipconfig getifaddr en0 on a Mac). Each pair sends its row:
                        make cost EX=01 BOARD=http://<that address>:\(port) PAIR=<their names>
                    Ctrl-C stops the board (its rows are not kept).

                    """.utf8))
        }
        try await application.runService()
    }

    /// Said as it is, without the command's usage: the command was right, the board was not there
    /// or refused.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Asks the board on this machine to take a pair's rows off: what it answered.
    private func removeRows(of pair: String) async throws {
        var query = [URLQueryItem(name: "pair", value: pair)]
        if let exercise { query.append(URLQueryItem(name: "exercise", value: exercise)) }
        if let pattern { query.append(URLQueryItem(name: "pattern", value: pattern)) }
        var components = URLComponents()
        components.scheme = "http"
        components.host = "127.0.0.1"
        components.port = port
        components.path = "/rows"
        components.queryItems = query
        guard let url = components.url else { throw ValidationError("\(pair) cannot be sent as a pair's name.") }
        var request = URLRequest(url: url, timeoutInterval: 10)
        request.httpMethod = "DELETE"
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await URLSession.shared.data(for: request)
        } catch {
            throw Failure(
                description:
                    "No board answers on this machine at port \(port) (\(error.localizedDescription)): start it with make board."
            )
        }
        let answer = (try? JSONDecoder().decode([String: String].self, from: data)) ?? [:]
        guard (response as? HTTPURLResponse)?.statusCode == 200, let removed = answer["removed"] else {
            throw Failure(description: answer["error"] ?? "The board refused to remove the rows.")
        }
        switch removed {
        case "0":
            throw Failure(
                description:
                    "The board has no row of \"\(pair)\"\(exercise.map { " in exercise \($0)" } ?? "")\(pattern.map { " in \($0)" } ?? ""): the page shows each pair's name."
            )
        case "1": print("Removed 1 row of \"\(pair)\".")
        default: print("Removed \(removed) rows of \"\(pair)\".")
        }
    }
}
