/// A one-line text field: "Name  [Marta      ]". Edits UTF-8 text by character (←/→, Home/End,
/// Backspace, Delete) however it is typed (see `EditableText`), keeps wide characters aligned,
/// scrolls when the text is longer than the field, and shows • for each character of a password.
/// A paste arrives whole, its line breaks as spaces. Typing, pasting and drawing cost at most the
/// length of the text: drawing looks only at the characters around the cursor that fit.
@MainActor
public final class TextField: View {
    public let label: String
    public let placeholder: String
    public let isSecure: Bool
    /// The most characters the field takes, where the value has a limit (a name); what goes past
    /// it is not typed, and the field says so under itself.
    public let maximumLength: Int?
    /// Setting the text from outside puts the cursor after it, ready to append.
    public var text: String {
        get { editing.text }
        set {
            editing = EditableText(newValue)
            length = editing.beforeCursor.count
            reachedLimit = false
        }
    }
    private var editing: EditableText
    /// Characters in the text, kept as it changes: the limit is checked on every key.
    private var length: Int
    /// Whether the last thing typed or pasted was cut at `maximumLength`.
    private var reachedLimit = false
    /// An inline message under the field, e.g. why the value is invalid.
    public var error: String?
    public var onChange: (String) -> Void = { _ in }
    /// Enter in the field: the form's main action, or, with `returnKey` `.next`, the move to
    /// the next field.
    public var onSubmit: () -> Void = {}
    /// What Enter means in this field, as UIKit's return key type says it: `.done`, the form's
    /// main action, which the screen names ("Login"); `.next`, on to the next field.
    public var returnKey = ReturnKey.done

    public enum ReturnKey: Sendable {
        case done
        case next
    }
    /// The width of the label column, so that fields of one form line up.
    public var labelWidth: Int
    /// Columns for label and field in a `Row`; `nil` for a share of the row.
    public var width: Int?

    /// Where the cursor is, in characters from the start.
    public var cursor: Int { editing.cursor }

    public init(
        label: String = "",
        placeholder: String = "",
        text: String = "",
        isSecure: Bool = false,
        maximumLength: Int? = nil,
        labelWidth: Int? = nil
    ) {
        self.label = label
        self.placeholder = placeholder
        editing = EditableText(text)
        length = text.count
        self.isSecure = isSecure
        self.maximumLength = maximumLength
        self.labelWidth = labelWidth ?? (label.isEmpty ? 0 : TextWidth.of(label) + 2)
    }

    override public var isFocusable: Bool { true }

    override public var preferredWidth: Int? { width }

    /// The line under the field: the caller's error first, else the limit once it was reached.
    private var message: String? {
        if let error { return error }
        guard reachedLimit, let maximumLength else { return nil }
        return "At most \(maximumLength) characters."
    }

    override public func height(forWidth width: Int) -> Int? { message == nil ? 1 : 2 }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        let style = isFocused ? context.theme.focused : Style.plain.underlined()
        canvas.text(label, at: Point(x: 0, y: 0), style: isFocused ? context.theme.accent : .plain)
        let fieldWidth = max(canvas.size.columns - labelWidth, 1)
        let field = canvas.subcanvas(Rect(x: labelWidth, y: 0, width: fieldWidth, height: 1))
        field.fill(style: style)
        if editing.isEmpty {
            field.text(placeholder, at: Point(x: 0, y: 0), style: style.dim())
            if isFocused {
                // The cursor sits on the placeholder's first character without hiding it.
                field.text(
                    placeholder.first.map(String.init) ?? " ", at: Point(x: 0, y: 0), style: style.dim().reversed())
            }
        } else {
            drawText(in: field, width: fieldWidth, style: style)
        }
        if let message {
            canvas.text(message, at: Point(x: labelWidth, y: 1), style: context.theme.error)
        }
    }

    /// The characters before the cursor that fit with it, then those after it that still fit:
    /// scrolled just enough that the cursor's character (or a cell for the cursor at the end)
    /// is whole on screen.
    private func drawText(in field: Canvas, width: Int, style: Style) {
        let before = editing.beforeCursor
        let after = editing.afterCursor
        var used = after.first.map { TextWidth.of(shown($0)) } ?? 1
        var start = before.endIndex
        while start > before.startIndex {
            let previous = before.index(before: start)
            let characterWidth = TextWidth.of(shown(before[previous]))
            guard used + characterWidth <= width else { break }
            used += characterWidth
            start = previous
        }
        var x = 0
        for character in before[start...] {
            x += field.text(shown(character), at: Point(x: x, y: 0), style: style)
        }
        for (offset, character) in after.enumerated() {
            let cell = shown(character)
            guard x + TextWidth.of(cell) <= width else { break }
            x += field.text(cell, at: Point(x: x, y: 0), style: isFocused && offset == 0 ? style.reversed() : style)
        }
        if isFocused, after.isEmpty, x < width {
            field.put(Cell(" ", style: style.reversed()), at: Point(x: x, y: 0))
        }
    }

    /// How a character is drawn: • in a password; a character that takes no cell of its own (a
    /// combining mark or a joiner typed first) on a dotted circle, as type specimens show marks,
    /// so it can be seen and deleted.
    private func shown(_ character: Character) -> String {
        if isSecure { return "•" }
        return TextWidth.of(character) > 0 ? String(character) : "\u{25CC}" + String(character)
    }

    override public var keyHelp: [KeyHelp] {
        [
            KeyHelp.typing("Type"),
            KeyHelp([.left, .right, .home, .end], "Move in the text"),
            KeyHelp([.backspace, .delete], "Erase"),
            returnKey == .next ? KeyHelp([.enter], "Next field") : KeyHelp([.enter], "Done", defersToScreen: true),
        ]
    }

    override public var takesText: Bool { true }

    override public func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .backspace: if editing.deleteBackward() { textDidChange(by: -1) }
        case .delete: if editing.deleteForward() { textDidChange(by: -1) }
        case .left: editing.moveLeft()
        case .right: editing.moveRight()
        case .home: editing.moveToStart()
        case .end: editing.moveToEnd()
        case .enter: onSubmit()
        default: return false
        }
        return true
    }

    /// A paste is one insertion, however long: one change, one redraw.
    override public func paste(_ pasted: String) -> Bool {
        insert(pasted)
        return true
    }

    /// Inserts what can be text of one line: line breaks and tabs become spaces; other controls
    /// (C0, C1) and the invisible direction overrides are left out — written out they could
    /// steer the terminal, or make a name read backwards. Past `maximumLength`, the rest is cut.
    private func insert(_ typed: String) {
        var accepted = ""
        var added = 0
        for character in typed {
            let character = character.isNewline || character == "\t" ? " " : character
            guard !character.unicodeScalars.contains(where: Self.isRefused) else { continue }
            if let maximumLength, length + added >= maximumLength {
                reachedLimit = true
                break
            }
            accepted.append(character)
            added += 1
        }
        guard !accepted.isEmpty else { return }
        // A mark typed after a letter merges into it: only the characters at the two joins can
        // merge, so counting them tells how many the text gained.
        let neighbours = String(editing.beforeCursor.suffix(1)) + String(editing.afterCursor.prefix(1))
        let joined = String(editing.beforeCursor.suffix(1)) + accepted + String(editing.afterCursor.prefix(1))
        editing.insert(accepted)
        textDidChange(by: joined.count - neighbours.count)
    }

    private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.properties.isBidiControl
    }

    private func textDidChange(by change: Int) {
        length += change
        if change < 0 { reachedLimit = false }
        onChange(editing.text)
    }

    override public func click(at point: Point) -> Bool { true }
}
