/// A line of text and a cursor in it, edited the way a person types: a key may bring one
/// Unicode scalar at a time (an "e" and then a combining accent, one regional indicator and then
/// the other, an emoji and then a zero-width joiner), and scalars typed next to each other can
/// merge into one character. So the cursor is kept in scalars, where typing happens, and is
/// always on a character boundary, where the person sees it: after every edit it moves to the
/// end of the character it landed in. Moves and deletions go by whole characters.
public struct EditableText: Equatable, Sendable {
    public private(set) var text: String
    /// Unicode scalars before the cursor; always a character boundary of `text`.
    public private(set) var cursorScalars: Int

    /// `text` with the cursor at its end.
    public init(_ text: String = "") {
        self.text = text
        cursorScalars = text.unicodeScalars.count
    }

    /// Characters before the cursor: where a view draws it.
    public var cursor: Int { characterEnds.prefix { $0 <= cursorScalars }.count }

    /// Puts `typed` (one key's text) at the cursor and the cursor after it.
    public mutating func insert(_ typed: Character) {
        let scalars = typed.unicodeScalars
        text.unicodeScalars.insert(contentsOf: scalars, at: scalarIndex(cursorScalars))
        cursorScalars = boundary(atOrAfter: cursorScalars + scalars.count)
    }

    /// Backspace: removes the character before the cursor.
    public mutating func deleteBackward() {
        guard cursorScalars > 0 else { return }
        let start = boundary(before: cursorScalars)
        text.unicodeScalars.removeSubrange(scalarIndex(start)..<scalarIndex(cursorScalars))
        // Its neighbours may now merge (a lone regional indicator on each side): stay on a boundary.
        cursorScalars = boundary(atOrAfter: start)
    }

    /// Delete: removes the character after the cursor.
    public mutating func deleteForward() {
        let end = boundary(after: cursorScalars)
        guard end > cursorScalars else { return }
        text.unicodeScalars.removeSubrange(scalarIndex(cursorScalars)..<scalarIndex(end))
        cursorScalars = boundary(atOrAfter: cursorScalars)
    }

    public mutating func moveLeft() { cursorScalars = boundary(before: cursorScalars) }
    public mutating func moveRight() { cursorScalars = boundary(after: cursorScalars) }
    public mutating func moveToStart() { cursorScalars = 0 }
    public mutating func moveToEnd() { cursorScalars = text.unicodeScalars.count }

    // MARK: Boundaries, in scalars from the start

    /// Where each character ends, in scalars: the boundaries after 0.
    private var characterEnds: [Int] {
        var ends: [Int] = []
        var offset = 0
        for character in text {
            offset += character.unicodeScalars.count
            ends.append(offset)
        }
        return ends
    }

    private func boundary(atOrAfter offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        return characterEnds.first { $0 >= offset } ?? text.unicodeScalars.count
    }

    private func boundary(before offset: Int) -> Int {
        ([0] + characterEnds).last { $0 < offset } ?? 0
    }

    private func boundary(after offset: Int) -> Int {
        characterEnds.first { $0 > offset } ?? text.unicodeScalars.count
    }

    private func scalarIndex(_ offset: Int) -> String.Index {
        text.unicodeScalars.index(text.unicodeScalars.startIndex, offsetBy: offset)
    }
}
