// `board`: the room's costs on one page (`make board`), filled in as pairs send their rows.
import ArgumentParser
import Board
import Foundation
import Hummingbird
import MetricsKit

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

    @Option(help: ArgumentHelp("The report whose reference solutions the board shows beside the pairs.", valueName: "file"))
    var report = "metrics/report.json"

    func run() async throws {
        let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let references: [BoardRow]
        do {
            let json = try String(contentsOfFile: report, encoding: .utf8)
            references = try JSONReport.read(json).changeCosts.map { BoardRow(pair: "reference", cost: $0) }
        } catch {
            throw ValidationError("Cannot read the reference solutions' costs in \(report) (\(error)): make metrics writes it.")
        }
        let exercises = Set(WorkshopExercises.folders(root: root).map { String($0.prefix(2)) })
        let state = BoardState(references: references)
        let port = port
        let application = BoardServer.makeApplication(
            state: state, exercises: exercises, patterns: Set(Layer.patterns), hostname: hostname, port: port, hold: .seconds(holdSeconds)
        ) { port in
            // Written at once, not buffered: the teacher reads it while the board runs.
            FileHandle.standardOutput.write(Data("""
                The board: http://127.0.0.1:\(port) on this machine; the room uses this machine's address
                on its network (hostname -I on Linux, ipconfig getifaddr en0 on a Mac). Each pair sends its row:
                    make cost EX=01 BOARD=http://<that address>:\(port) PAIR=<their names>
                Ctrl-C stops the board (its rows are not kept).

                """.utf8))
        }
        try await application.runService()
    }
}
