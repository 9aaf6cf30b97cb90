import Foundation
import TerminalUI

/// `tui-demo [--no-color]`: a gallery of every TerminalUI widget, to try by hand.
@main
struct TUIDemo {
    static func main() async {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.contains("--help") || arguments.contains("-h") {
            print(
                "usage: tui-demo [--no-color]\nA gallery of every TerminalUI widget. NO_COLOR=1 also turns colour off.")
            return
        }
        let noColor =
            arguments.contains("--no-color")
            || ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } == true
        let backend = NcursesBackend()
        let app = TerminalApp(
            appName: "TerminalUI", patternName: "Demo", backend: backend, colorMode: noColor ? .monochrome : nil)
        do {
            // Ended by Ctrl-C or a signal, it exits as shells expect (130, 143, 129).
            if let interruption = try await app.run(GalleryScreen()) { exit(interruption.exitStatus) }
        } catch {
            try? FileHandle.standardError.write(contentsOf: Data("tui-demo: \(error)\n".utf8))
            exit(1)
        }
    }
}
