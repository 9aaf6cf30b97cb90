// fuzz-text-field: any bytes typed into a text field, the way a terminal hands them over —
// a scalar a key, mixed with arrows, Home/End, Backspace and Delete. Nothing may crash, the
// cursor must stay on a character of the text, and the field must draw within its columns with
// its cursor shown once.
import Foundation
import FuzzSupport
import TerminalUI

/// One headless app and field for every input, the field emptied before each: libFuzzer calls
/// back synchronously, so the redraws an app schedules for later never run, and an app made per
/// input would leave one behind each time.
@MainActor
final class FieldUnderTest {
    let backend = HeadlessBackend(size: Size(columns: 60, rows: 18), colorMode: .monochrome)
    let field = TextField(label: "Name", labelWidth: 6)
    let app: TerminalApp
    /// The column of the label after the field: what the field must never reach.
    let end: Int

    init() {
        app = TerminalApp(appName: "Fuzz", patternName: "Field", backend: backend, colorMode: .monochrome)
        field.width = 20
        app.start(Screen(title: "Field", content: Row([field, Label("|end")])))
        end = (0..<60).first { [backend] in backend.grid[$0, 1].text == "|" } ?? 0
    }

    /// Every key goes to the field and its cursor is checked; the drawing is checked once at the
    /// end (a redraw a key made the target twenty times slower, and libFuzzer tries the shorter
    /// inputs on its own).
    func type(_ bytes: [UInt8]) {
        field.text = ""
        var decoder = InputDecoder()
        for case .key(let key) in decoder.decode(bytes[...]) + decoder.flush() {
            _ = field.handle(key)
            precondition(
                (0...field.text.count).contains(field.cursor),
                "cursor \(field.cursor) outside \(field.text.debugDescription)")
        }
        app.setNeedsRender()
        app.render()
        precondition(backend.grid[end, 1].text == "|", "the field drew past its columns: \(backend.grid.line(1))")
        let cursorCells = (7..<end).filter {
            backend.grid[$0, 1].style.isReversed && !backend.grid[$0, 1].isContinuation
        }
        precondition(cursorCells.count == 1, "\(cursorCells.count) cursors in \(backend.grid.line(1))")
    }
}

let fieldUnderTest = MainActor.assumeIsolated { FieldUnderTest() }

FuzzDriver.run(seeds: seeds()) { data in
    MainActor.assumeIsolated { fieldUnderTest.type(Array(data)) }
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
