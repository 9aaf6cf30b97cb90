// terminal-crash bad-pointer|overflow|abort
//
// Takes the terminal over with TerminalUI's own backend, says "Ready", and at the first key
// crashes for real in the way its argument names: a write through a bad pointer (SIGSEGV), a
// Swift overflow trap (SIGILL), or abort() (SIGABRT). The live terminal tests run it in tmux
// to check that a crash still gives the terminal back. It is never part of an app.
import Foundation
import TerminalUI

enum Crash: String, CaseIterable {
    case badPointer = "bad-pointer"
    case overflow, abort
}

guard CommandLine.arguments.count == 2, let crash = Crash(rawValue: CommandLine.arguments[1]) else {
    let kinds = Crash.allCases.map(\.rawValue).joined(separator: "|")
    FileHandle.standardError.write(Data("usage: terminal-crash \(kinds)\n".utf8))
    exit(2)
}

let terminal = NcursesBackend()
do {
    try terminal.start()
} catch {
    FileHandle.standardError.write(Data("terminal-crash: \(error)\n".utf8))
    exit(1)
}
let ready = "Ready to crash (\(crash.rawValue)): press a key"
terminal.draw(ready.enumerated().map { (point: Point(x: $0.offset, y: 0), cell: Cell(String($0.element))) })

for await batch in terminal.events() {
    guard batch.contains(where: { if case .key = $0 { true } else { false } }) else { continue }
    // Values the optimiser cannot know, so each crash happens when the program runs.
    let runtimeOne = CommandLine.arguments.count - 1
    switch crash {
    case .badPointer:
        UnsafeMutablePointer<Int>(bitPattern: 16 * runtimeOne)?.pointee = runtimeOne
    case .overflow:
        print(Int.max + runtimeOne)
    case .abort:
        abort()
    }
}
