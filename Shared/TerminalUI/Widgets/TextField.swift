/// A one-line text field: "Name  [Marta      ]". Edits UTF-8 text by character (←/→, Home/End,
/// Backspace, Delete) however it is typed (see `EditableText`), keeps wide characters aligned,
/// scrolls when the text is longer than the field, and shows • for each character of a password.
@MainActor
public final class TextField: View {
    public let label: String
    public let placeholder: String
    public let isSecure: Bool
    /// Setting the text from outside puts the cursor after it, ready to append.
    public var text: String {
        get { editing.text }
        set { editing = EditableText(newValue) }
    }
    private var editing: EditableText
    /// An inline message under the field, e.g. why the value is invalid.
    public var error: String?
    public var onChange: (String) -> Void = { _ in }
    /// Enter in the field: the form's main action.
    public var onSubmit: () -> Void = {}
    /// The width of the label column, so that fields of one form line up.
    public var labelWidth: Int
    /// Columns for label and field in a `Row`; `nil` for a share of the row.
    public var width: Int?

    /// Where the cursor is, in characters from the start.
    public var cursor: Int { editing.cursor }

    public init(label: String = "", placeholder: String = "", text: String = "", isSecure: Bool = false, labelWidth: Int? = nil) {
        self.label = label
        self.placeholder = placeholder
        editing = EditableText(text)
        self.isSecure = isSecure
        self.labelWidth = labelWidth ?? (label.isEmpty ? 0 : TextWidth.of(label) + 2)
    }

    override public var isFocusable: Bool { true }

    override public var preferredWidth: Int? { width }

    override public func height(forWidth width: Int) -> Int? { error == nil ? 1 : 2 }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        let style = isFocused ? context.theme.focused : Style.plain.underlined()
        canvas.text(label, at: Point(x: 0, y: 0), style: isFocused ? context.theme.accent : .plain)
        let fieldWidth = max(canvas.size.columns - labelWidth, 1)
        let field = canvas.subcanvas(Rect(x: labelWidth, y: 0, width: fieldWidth, height: 1))
        field.fill(style: style)
        if text.isEmpty {
            field.text(placeholder, at: Point(x: 0, y: 0), style: style.dim())
            if isFocused {
                // The cursor sits on the placeholder's first character without hiding it.
                field.text(placeholder.first.map(String.init) ?? " ", at: Point(x: 0, y: 0), style: style.dim().reversed())
            }
        } else {
            let shown = isSecure ? Array(repeating: "•", count: text.count) : text.map(Self.visible)
            let start = firstVisible(of: shown, width: fieldWidth)
            var x = 0
            for (index, character) in shown.enumerated().dropFirst(start) {
                let width = TextWidth.of(character)
                guard x + width <= fieldWidth else { break }
                let cellStyle = isFocused && index == cursor ? style.reversed() : style
                field.text(character, at: Point(x: x, y: 0), style: cellStyle)
                x += width
            }
            if isFocused, cursor == shown.count, x < fieldWidth {
                field.put(Cell(" ", style: style.reversed()), at: Point(x: x, y: 0))
            }
        }
        if let error {
            canvas.text(error, at: Point(x: labelWidth, y: 1), style: context.theme.error)
        }
    }

    /// The first character shown: enough scrolled that the cursor's character (or a cell for the
    /// cursor at the end) fits whole.
    private func firstVisible(of characters: [String], width: Int) -> Int {
        let cursorWidth = cursor < characters.count ? TextWidth.of(characters[cursor]) : 1
        var start = 0
        func widthFromStart() -> Int {
            characters[start..<min(cursor, characters.count)].reduce(0) { $0 + TextWidth.of($1) } + cursorWidth
        }
        while start < cursor, widthFromStart() > width { start += 1 }
        return start
    }

    override public var keyHelp: [KeyHelp] {
        [KeyHelp("← → Home End", "Move in the text"), KeyHelp("Bksp Del", "Erase")]
    }

    override public var takesText: Bool { true }

    override public func handle(_ key: Key) -> Bool {
        let before = editing.text
        switch key {
        case .character(let character) where character.unicodeScalars.contains { $0.properties.generalCategory == .control }:
            // A control character (C1, say) is no text, and written out it could steer the terminal.
            return true
        case .character(let character): editing.insert(character)
        case .backspace: editing.deleteBackward()
        case .delete: editing.deleteForward()
        case .left: editing.moveLeft()
        case .right: editing.moveRight()
        case .home: editing.moveToStart()
        case .end: editing.moveToEnd()
        case .enter: onSubmit()
        default: return false
        }
        if editing.text != before { onChange(editing.text) }
        return true
    }

    /// A character that takes no cell of its own (a combining mark or a joiner typed first) is
    /// shown on a dotted circle, as type specimens show marks, so it can be seen and deleted.
    private static func visible(_ character: Character) -> String {
        TextWidth.of(character) > 0 ? String(character) : "\u{25CC}" + String(character)
    }

    override public func click(at point: Point) -> Bool { true }
}
