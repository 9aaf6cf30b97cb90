// fuzz-text-field: any bytes typed into a text field, the way a terminal hands them over —
// a scalar a key, mixed with arrows, Home/End, Backspace and Delete. Nothing may
// crash, the cursor must stay on a character of the text, and the field must draw within its
// columns with its cursor shown once.
import Foundation
import FuzzSupport
import TerminalUI

FuzzDriver.run(seeds: seeds()) { data in
    MainActor.assumeIsolated { typeIntoAField(Array(data)) }
}

@MainActor
func typeIntoAField(_ bytes: [UInt8]) {
    let backend = HeadlessBackend(size: Size(columns: 60, rows: 18), colorMode: .monochrome)
    let app = TerminalApp(appName: "Fuzz", patternName: "Field", backend: backend, colorMode: .monochrome)
    let field = TextField(label: "Name", labelWidth: 6)
    field.width = 20
    app.start(Screen(title: "Field", content: Row([field, Label("|end")])))
    let end = (0..<60).first { backend.grid[$0, 1].text == "|" } ?? 0
    var decoder = InputDecoder()
    for case .key(let key) in decoder.decode(bytes[...]) + decoder.flush() where key != .control("c") {
        app.handle(.key(key))
        precondition((0...field.text.count).contains(field.cursor), "cursor \(field.cursor) outside \(field.text.debugDescription)")
        precondition(backend.grid[end, 1].text == "|", "the field drew past its columns: \(backend.grid.line(1))")
        let cursorCells = (7..<end).filter { backend.grid[$0, 1].style.isReversed && !backend.grid[$0, 1].isContinuation }
        precondition(cursorCells.count == 1, "\(cursorCells.count) cursors in \(backend.grid.line(1))")
    }
}

func seeds() -> [String: Data] {
    let esc = "\u{1B}"
    let samples = [
        "family-emoji": "⚽ 山田太郎 👨‍👩‍👧",
        "flag-then-x": "Pelé 🇧🇷x",
        "combining-accent": "Cafe\u{301}x",
        "edits": "abc\(esc)[D\(esc)[D\u{7F}\(esc)[3~\(esc)[H\(esc)[Fz",
        "keycap-and-tags": "1\u{FE0F}\u{20E3}🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
        "hangul-jamo": "\u{1100}\u{1161}\u{11A8}\(esc)[D\u{1161}",
    ]
    return samples.mapValues { Data($0.utf8) }
}
