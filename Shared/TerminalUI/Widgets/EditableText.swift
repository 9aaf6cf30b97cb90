/// A line of text and a cursor in it, edited the way a person types: a key may bring one
/// Unicode scalar at a time (an "e" and then a combining accent, one regional indicator and then
/// the other, an emoji and then a zero-width joiner), and scalars typed next to each other can
/// merge into one character. So the cursor is always on a character boundary, where the person
/// sees it: after every edit it moves to the end of the character it landed in. Moves and
/// deletions go by whole characters.
///
/// The text is kept as two halves, before and after the cursor, so that typing and deleting at
/// the cursor cost the same however long the text is: a paste of 10 000 characters, key by key,
/// must not take the square of that.
public struct EditableText: Equatable, Sendable {
    public private(set) var beforeCursor: String
    public private(set) var afterCursor: String

    /// `text` with the cursor at its end.
    public init(_ text: String = "") {
        beforeCursor = text
        afterCursor = ""
    }

    public var text: String { beforeCursor + afterCursor }

    public var isEmpty: Bool { beforeCursor.isEmpty && afterCursor.isEmpty }

    /// Characters before the cursor: where a view draws it.
    public var cursor: Int { beforeCursor.count }

    /// Unicode scalars before the cursor.
    public var cursorScalars: Int { beforeCursor.unicodeScalars.count }

    /// Puts `typed` (one key's text, or a whole paste) at the cursor and the cursor after it.
    public mutating func insert(_ typed: some StringProtocol) {
        beforeCursor.unicodeScalars.append(contentsOf: typed.unicodeScalars)
        settleCursor()
    }

    public mutating func insert(_ typed: Character) {
        insert(String(typed))
    }

    /// Backspace: removes the character before the cursor. `false` when there was none.
    @discardableResult
    public mutating func deleteBackward() -> Bool {
        guard !beforeCursor.isEmpty else { return false }
        beforeCursor.removeLast()
        // Its neighbours may now merge (a lone regional indicator on each side): stay on a boundary.
        settleCursor()
        return true
    }

    /// Delete: removes the character after the cursor. `false` when there was none.
    @discardableResult
    public mutating func deleteForward() -> Bool {
        guard !afterCursor.isEmpty else { return false }
        afterCursor.removeFirst()
        settleCursor()
        return true
    }

    public mutating func moveLeft() {
        guard let last = beforeCursor.popLast() else { return }
        afterCursor.insert(last, at: afterCursor.startIndex)
    }

    public mutating func moveRight() {
        guard !afterCursor.isEmpty else { return }
        beforeCursor.append(afterCursor.removeFirst())
    }

    public mutating func moveToStart() {
        afterCursor = beforeCursor + afterCursor
        beforeCursor = ""
    }

    public mutating func moveToEnd() {
        beforeCursor += afterCursor
        afterCursor = ""
    }

    /// Where the halves meet may be inside a character (an accent typed before a letter, a
    /// regional indicator typed before another): the scalars that complete the character move
    /// to the front half, so the cursor ends up after it. Only the last character of the front
    /// half and the first of the back are looked at: boundaries further back cannot change.
    private mutating func settleCursor() {
        while let last = beforeCursor.last, let next = afterCursor.first {
            let joined = String(last) + String(next)
            guard let merged = joined.first else { return }
            let extra = merged.unicodeScalars.count - last.unicodeScalars.count
            guard extra > 0 else { return }
            let scalars = afterCursor.unicodeScalars
            let cut = scalars.index(scalars.startIndex, offsetBy: extra)
            beforeCursor.unicodeScalars.append(contentsOf: scalars[..<cut])
            afterCursor = String(scalars[cut...])
        }
    }
}
