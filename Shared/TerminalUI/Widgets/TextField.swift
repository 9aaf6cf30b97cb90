/// A one-line text field: "Name  [Marta      ]". Edits UTF-8 text by character (←/→, Home/End,
/// Backspace, Delete), keeps wide characters aligned, scrolls when the text is longer than the
/// field, and shows • for each character of a password.
@MainActor
public final class TextField: View {
    public let label: String
    public let placeholder: String
    public let isSecure: Bool
    /// Setting the text from outside puts the cursor after it, ready to append.
    public var text: String {
        get { storage }
        set {
            storage = newValue
            cursor = newValue.count
        }
    }
    private var storage: String
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
    public private(set) var cursor: Int

    public init(label: String = "", placeholder: String = "", text: String = "", isSecure: Bool = false, labelWidth: Int? = nil) {
        self.label = label
        self.placeholder = placeholder
        storage = text
        self.isSecure = isSecure
        self.labelWidth = labelWidth ?? (label.isEmpty ? 0 : TextWidth.of(label) + 2)
        cursor = text.count
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
            let shown = isSecure ? Array(repeating: Character("•"), count: text.count) : Array(text)
            let start = firstVisible(of: shown, width: fieldWidth)
            var x = 0
            for (index, character) in shown.enumerated().dropFirst(start) {
                let width = TextWidth.of(character)
                guard x + width <= fieldWidth else { break }
                let cellStyle = isFocused && index == cursor ? style.reversed() : style
                field.text(String(character), at: Point(x: x, y: 0), style: cellStyle)
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

    /// The first character shown: enough scrolled that the cursor (and a cell for it) fits.
    private func firstVisible(of characters: [Character], width: Int) -> Int {
        var start = 0
        func widthFromStart() -> Int {
            characters[start..<min(cursor, characters.count)].reduce(0) { $0 + TextWidth.of($1) } + 1
        }
        while start < cursor, widthFromStart() > width { start += 1 }
        return start
    }

    override public func handle(_ key: Key) -> Bool {
        var characters = Array(text)
        switch key {
        case .character(let character):
            characters.insert(character, at: cursor)
            cursor += 1
        case .backspace:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete:
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        case .left:
            cursor = max(cursor - 1, 0)
            return true
        case .right:
            cursor = min(cursor + 1, characters.count)
            return true
        case .home:
            cursor = 0
            return true
        case .end:
            cursor = characters.count
            return true
        case .enter:
            onSubmit()
            return true
        default:
            return false
        }
        storage = String(characters)
        onChange(storage)
        return true
    }

    override public func click(at point: Point) -> Bool { true }
}
