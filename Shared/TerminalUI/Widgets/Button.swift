/// "[ Done ]": Enter, Space or a click runs its action while it is enabled.
@MainActor
public final class Button: View {
    public var title: String
    public var isEnabled: Bool
    public var action: () -> Void

    public init(_ title: String, isEnabled: Bool = true, action: @escaping () -> Void = {}) {
        self.title = title
        self.isEnabled = isEnabled
        self.action = action
    }

    override public var isFocusable: Bool { isEnabled }

    override public var preferredWidth: Int? { TextWidth.of(title) + 4 }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        let style = !isEnabled ? context.theme.disabled : isFocused ? context.theme.highlight : context.theme.accent
        canvas.text("[ " + title + " ]", at: Point(x: 0, y: 0), style: style)
    }

    override public func handle(_ key: Key) -> Bool {
        guard isEnabled, key == .enter || key == .character(" ") else { return false }
        action()
        return true
    }

    override public var keyHelp: [KeyHelp] {
        isEnabled ? [KeyHelp([.enter, .character(" ")], title)] : []
    }

    override public func click(at point: Point) -> Bool {
        guard isEnabled else { return false }
        action()
        return true
    }
}
