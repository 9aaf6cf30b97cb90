import TerminalUI
import TestSupport
import Testing

/// Typing as a person does: one Unicode scalar a key, so an accent, the second half of a flag or
/// the rest of an emoji family merges into the character before it. Random sequences of such
/// keys, cursor moves and deletions must never crash the field, must keep its cursor on a
/// character it shows, must hold what a plain reference editor holds, and must draw within the
/// field. A failure names its seed and the keys, so it can be replayed.
@MainActor
@Suite("Text editing, property by property")
struct TextEditingPropertyTests {
    /// What a person can type, grouped so that the merging cases come up often.
    static let alphabet: [Unicode.Scalar] = [
        "a", "e", "x", " ", "Z",
        "\u{301}", "\u{308}", "\u{20DD}",  // combining acute, diaeresis, enclosing circle
        "\u{1F1E7}", "\u{1F1F7}", "\u{1F1EF}", "\u{1F1F5}",  // regional indicators B, R, J, P
        "\u{200D}", "\u{1F468}", "\u{1F469}", "\u{1F467}",  // zero-width joiner, man, woman, girl
        "\u{FE0F}", "\u{FE0E}", "\u{2764}", "\u{26BD}",  // variation selectors, heart, football
        "\u{1F3FD}", "\u{1F44D}",  // skin tone modifier, thumbs up
        "山", "田", "\u{1100}", "\u{1161}", "\u{11A8}",  // CJK, Hangul jamo L V T
        "\u{200B}", "\u{AD}", "\u{E0067}", "\u{E007F}", "\u{20E3}",  // zero-width space, soft hyphen, tags, keycap
        "\u{915}", "\u{94D}",  // Devanagari ka and virama
    ]

    enum Step: CustomStringConvertible {
        case type(Unicode.Scalar)
        case typeWhole(Character)
        case left, right, home, end, backspace, delete

        var key: Key {
            switch self {
            case .type(let scalar): .character(Character(scalar))
            case .typeWhole(let character): .character(character)
            case .left: .left
            case .right: .right
            case .home: .home
            case .end: .end
            case .backspace: .backspace
            case .delete: .delete
            }
        }

        var description: String {
            switch self {
            case .type(let scalar): "U+" + String(scalar.value, radix: 16, uppercase: true)
            case .typeWhole(let character): "\"\(character)\""
            default: "\(key.label)"
            }
        }
    }

    static func steps(seed: UInt64, count: Int) -> [Step] {
        var generator = SeededGenerator(seed: seed)
        let wholes: [Character] = ["👨‍👩‍👧", "🇧🇷", "é", "👍🏽", "❤️", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"]
        return (0..<count).map { _ in
            switch Int.random(in: 0..<20, using: &generator) {
            case 0..<11: .type(alphabet.randomElement(using: &generator) ?? "a")
            case 11: .typeWhole(wholes.randomElement(using: &generator) ?? "é")
            case 12, 13: .left
            case 14: .right
            case 15: .home
            case 16: .end
            case 17, 18: .backspace
            default: .delete
            }
        }
    }

    @Test(arguments: 0..<400)
    func theEditorAgreesWithTheReferenceWhateverIsTyped(seed: UInt64) {
        var sut = EditableText()
        var reference = ReferenceEditor()
        var done: [Step] = []
        for step in Self.steps(seed: seed, count: 60) {
            done.append(step)
            sut.apply(step)
            reference.apply(step)
            let context: Comment = "seed \(seed) after \(done)"
            #expect(sut.text == reference.text, context)
            #expect(sut.cursorScalars == reference.cursor, context)
            #expect((0...sut.text.count).contains(sut.cursor), context)
            #expect(reference.boundaries.contains(sut.cursorScalars), context)
            if sut.text != reference.text || sut.cursorScalars != reference.cursor { return }
        }
    }

    @Test(arguments: 0..<60)
    func theFieldDrawsItsCursorOnceAndStaysInsideItsColumns(seed: UInt64) async {
        let driver = makeDriver()
        let field = TextField(label: "Name", labelWidth: 6)
        field.width = 20
        let after = Label("|end")
        await driver.start(TestScreen([Row([field, after])]))
        let columns = 0..<driver.backend.size.columns
        let end = columns.first { driver.backend.grid[$0, 1].text == "|" } ?? 0
        var done: [Step] = []
        for step in Self.steps(seed: seed, count: 40) {
            done.append(step)
            driver.app.handle(.key(step.key))
            let context: Comment = "seed \(seed) after \(done)"
            let grid = driver.backend.grid
            // The field's cells start after the screen's margin and its label; what follows it stays put.
            #expect(grid[end, 1].text == "|" && grid.line(1).contains("|end"), context)
            let cursorCells = (7..<end).filter { grid[$0, 1].style.isReversed && !grid[$0, 1].isContinuation }
            #expect(cursorCells.count == 1, context)
        }
    }

    @Test func theKeysOfTheCrashReportTypedOneScalarAtATime() {
        let typed: [(String, String)] = [
            ("⚽ 山田太郎 👨‍👩‍👧", "⚽ 山田太郎 👨‍👩‍👧"),
            ("Pelé 🇧🇷x", "Pelé 🇧🇷x"),
            ("Cafe\u{301}x", "Café" + "x"),
        ]
        for (keys, expected) in typed {
            var sut = EditableText()
            for scalar in keys.unicodeScalars { sut.insert(Character(scalar)) }
            #expect(sut.text == expected)
            #expect(sut.cursor == expected.count)
        }
    }

    @Test func aFlagTypedHalfThenWholeIsOneCharacterAndBackspaceTakesItAway() {
        var sut = EditableText("Pelé ")
        sut.insert("\u{1F1E7}")
        #expect(sut.text.count == 6)
        sut.insert("\u{1F1F7}")
        #expect(sut.text == "Pelé 🇧🇷")
        #expect(sut.text.count == 6 && sut.cursor == 6)
        sut.deleteBackward()
        #expect(sut.text == "Pelé ")
    }

    @Test func anAccentTypedBeforeALetterMergesAndTheCursorGoesAfterTheMergedCharacter() {
        var sut = EditableText("\u{301}x")
        sut.moveToStart()
        sut.insert("e")
        #expect(sut.text == "éx")
        #expect(sut.cursor == 1)
    }

    @Test func deletingBetweenTwoLoneRegionalIndicatorsLeavesTheCursorOnTheFlagTheyMake() {
        var sut = EditableText("\u{1F1E7}x\u{1F1F7}")
        sut.moveToStart()
        sut.moveRight()
        sut.deleteForward()
        #expect(sut.text == "🇧🇷")
        #expect(sut.cursor == 1 && sut.cursorScalars == 2)
    }

    @Test func aMarkTypedFirstIsShownOnADottedCircleWithTheCursorOnIt() async {
        let driver = makeDriver()
        let field = TextField(label: "Name", labelWidth: 6)
        await driver.start(TestScreen([field]))

        await driver.press(.character("\u{301}"), .home)

        #expect(driver.line(1) == " Name  ◌́")
        #expect(driver.backend.grid[7, 1].style.isReversed)
    }

    @Test func aControlCharacterIsNotTyped() async {
        let driver = makeDriver()
        let field = TextField(label: "Name", labelWidth: 6)
        await driver.start(TestScreen([field]))

        await driver.press(.character("a"), .character("\u{9B}"), .character("b"))

        #expect(field.text == "ab")
    }
}

extension EditableText {
    mutating func apply(_ step: TextEditingPropertyTests.Step) {
        switch step {
        case .type(let scalar): insert(Character(scalar))
        case .typeWhole(let character): insert(character)
        case .left: moveLeft()
        case .right: moveRight()
        case .home: moveToStart()
        case .end: moveToEnd()
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        }
    }
}

/// The editor the field must agree with, written the plain way: the text as an array of
/// scalars, the cursor an index into it, and the character boundaries where Swift's `String`
/// says its characters end. After an edit the cursor goes to the end of the character it is in.
private struct ReferenceEditor {
    var scalars: [Unicode.Scalar] = []
    var cursor = 0

    var text: String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars)
        return text
    }

    var boundaries: [Int] {
        text.reduce(into: [0]) { ends, character in ends.append((ends.last ?? 0) + character.unicodeScalars.count) }
    }

    mutating func apply(_ step: TextEditingPropertyTests.Step) {
        switch step {
        case .type(let scalar): type([scalar])
        case .typeWhole(let character): type(Array(character.unicodeScalars))
        case .left: cursor = boundaries.last { $0 < cursor } ?? 0
        case .right: cursor = boundaries.first { $0 > cursor } ?? scalars.count
        case .home: cursor = 0
        case .end: cursor = scalars.count
        case .backspace:
            guard let start = boundaries.last(where: { $0 < cursor }) else { return }
            scalars.removeSubrange(start..<cursor)
            cursor = snapped(start)
        case .delete:
            guard let end = boundaries.first(where: { $0 > cursor }) else { return }
            scalars.removeSubrange(cursor..<end)
            cursor = snapped(cursor)
        }
    }

    private mutating func type(_ typed: [Unicode.Scalar]) {
        scalars.insert(contentsOf: typed, at: cursor)
        cursor = snapped(cursor + typed.count)
    }

    private func snapped(_ offset: Int) -> Int {
        boundaries.first { $0 >= offset } ?? scalars.count
    }
}
