import Testing

@testable import TerminalUI

@Suite("Canvas and text width")
@MainActor
struct CanvasTests {
    private func canvas(_ columns: Int, _ rows: Int) -> Canvas {
        let surface = Canvas.Surface(size: Size(columns: columns, rows: rows))
        return Canvas(surface: surface, frame: Rect(x: 0, y: 0, width: columns, height: rows))
    }

    /// What the ncurses backend writes for a cell: terminals agree on a first scalar and its
    /// combining marks, not on joined emoji, flags or presentation selectors.
    @Test(
        arguments: [
            ("e\u{301}", ["e", "\u{301}"]), ("🇧🇷", ["\u{1F1E7}"]), ("👨‍👩‍👧", ["\u{1F468}"]), ("❤️", ["\u{2764}"]),
            ("a\u{301}\u{302}\u{303}\u{304}\u{305}", ["a", "\u{301}", "\u{302}", "\u{303}"]), ("東", ["東"]),
        ] as [(String, [Unicode.Scalar])])
    func aCellIsWrittenAsItsFirstScalarAndTheMarksOnIt(text: String, written: [Unicode.Scalar]) {
        #expect(TextWidth.terminalScalars(of: text) == written)
    }

    @Test func widthsOfNarrowWideAndCombiningCharacters() {
        #expect(TextWidth.of("abc") == 3)
        #expect(TextWidth.of("東京") == 4)
        #expect(TextWidth.of("🎉") == 2)
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.of("❤️") == 1, "as ncurses counts it")
    }

    @Test func wideCharactersTakeTwoCellsAndKeepColumnsAligned() {
        let sut = canvas(10, 2)

        sut.text("東京x", at: Point(x: 0, y: 0))
        sut.text("abcde", at: Point(x: 0, y: 1))

        #expect(sut.surface.grid.line(0) == "東京x")
        #expect(sut.surface.grid[1, 0].isContinuation)
        #expect(sut.surface.grid[4, 0].text == "x")
    }

    @Test func aWideCharacterThatDoesNotFitLeavesABlank() {
        let sut = canvas(3, 1)

        let used = sut.text("ab東", at: Point(x: 0, y: 0))

        #expect(sut.surface.grid.line(0) == "ab")
        #expect(used == 3)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        let sut = canvas(4, 1)
        sut.text("東京", at: Point(x: 0, y: 0))

        sut.text("x", at: Point(x: 1, y: 0))

        #expect(sut.surface.grid.line(0) == " x京")
    }

    @Test func drawingIsClippedToTheSubcanvas() {
        let sut = canvas(10, 3)

        sut.subcanvas(Rect(x: 2, y: 1, width: 3, height: 1)).text("abcdef", at: Point(x: 0, y: 0))

        #expect(sut.surface.grid.text == "\n  abc\n")
    }

    @Test func truncationAndWrapping() {
        #expect(TextWidth.truncate("Football Gather", to: 8) == "Footbal…")
        #expect(TextWidth.truncate("short", to: 8) == "short")
        #expect(TextWidth.truncate("東京東京", to: 5) == "東京…")
        #expect(
            TextWidth.wrap("There aren't any players for your user.", to: 16) == [
                "There aren't any", "players for your", "user.",
            ])
    }

    @Test func onlyChangedCellsAreRedrawn() {
        var before = CellGrid(size: Size(columns: 5, rows: 2))
        var after = before
        after[2, 1] = Cell("x")

        #expect(after.changes(since: before).map(\.point) == [Point(x: 2, y: 1)])
        #expect(after.changes(since: nil).count == 10)
        before = CellGrid(size: Size(columns: 4, rows: 2))
        #expect(after.changes(since: before).count == 10)
    }
}
