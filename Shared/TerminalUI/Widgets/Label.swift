/// Text, wrapped to the width it is given.
@MainActor
public final class Label: View {
    public enum Role: Sendable {
        case body, heading, hint, error, accent
    }

    public var text: String
    public var role: Role
    public var isCentred: Bool

    public init(_ text: String = "", role: Role = .body, centred: Bool = false) {
        self.text = text
        self.role = role
        isCentred = centred
    }

    override public func height(forWidth width: Int) -> Int? {
        text.isEmpty ? 0 : TextWidth.wrap(text, to: max(width, 1)).count
    }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        let style: Style =
            switch role {
            case .body: .plain
            case .heading: context.theme.heading
            case .hint: context.theme.disabled
            case .error: context.theme.error
            case .accent: context.theme.accent
            }
        for (y, line) in TextWidth.wrap(text, to: canvas.size.columns).enumerated() {
            if isCentred {
                canvas.centredText(line, y: y, style: style)
            } else {
                canvas.text(line, at: Point(x: 0, y: y), style: style)
            }
        }
    }
}
