import Presentation

/// A button of an alert or sheet.
public struct AlertButton {
    /// The role an alert's plain description gives it, so the two cannot drift apart.
    public typealias Role = AlertContent.Button.Role

    public let title: String
    public let role: Role
    public let action: @MainActor () -> Void

    public init(_ title: String, role: Role = .normal, action: @escaping @MainActor () -> Void = {}) {
        self.title = title
        self.role = role
        self.action = action
    }
}

/// "Error / Unable to create player." with its buttons: ←/→ move between them and stop at the
/// edge, Tab goes round; Enter picks the highlighted one, Esc picks Cancel (or just closes).
@MainActor
public final class Alert: Modal {
    public let title: String
    public let message: String
    public let buttons: [AlertButton]
    public private(set) var highlighted = 0
    /// What Esc does when no button is Cancel and the alert just closes.
    private let onClose: @MainActor () -> Void

    public init(
        title: String, message: String, buttons: [AlertButton] = [AlertButton("OK")],
        onClose: @escaping @MainActor () -> Void = {}
    ) {
        self.title = title
        self.message = message
        self.buttons = buttons.isEmpty ? [AlertButton("OK")] : buttons
        self.onClose = onClose
        super.init()
        // When a choice destroys something, a reflex Enter must not be the one that does it.
        if self.buttons.contains(where: { $0.role == .destructive }),
            let cancel = self.buttons.firstIndex(where: { $0.role == .cancel })
        {
            highlighted = cancel
        }
    }

    override public var keyHelp: [KeyHelp] {
        let escape = buttons.first { $0.role == .cancel }?.title ?? "Close"
        guard buttons.count > 1 else {
            return [KeyHelp([.enter, .character(" ")], buttons[0].title), KeyHelp([.escape], escape)]
        }
        return [
            KeyHelp([.left, .right, .character("h"), .character("l"), .tab, .backTab], "Choose a button"),
            KeyHelp([.enter, .character(" ")], "Pick it"),
            KeyHelp([.escape], escape),
        ]
    }

    override public func size(in screen: Size) -> Size {
        let widestLine = message.split(separator: "\n").map { TextWidth.of(String($0)) }.max() ?? 0
        let width = min(max(TextWidth.of(title) + 4, widestLine, TextWidth.of(buttonLine)) + 6, screen.columns - 4, 64)
        return Size(columns: width, rows: TextWidth.wrap(message, to: width - 4).count + 5)
    }

    private var buttonLine: String { buttons.map { "[ \($0.title) ]" }.joined(separator: "  ") }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        canvas.fill()
        canvas.box(style: context.theme.frame, title: title)
        let inner = canvas.subcanvas(canvas.bounds.insetBy(dx: 2, dy: 1))
        for (y, line) in TextWidth.wrap(message, to: inner.size.columns).enumerated() {
            inner.text(line, at: Point(x: 0, y: y + 1))
        }
        var x = max((inner.size.columns - TextWidth.of(buttonLine)) / 2, 0)
        for (index, button) in buttons.enumerated() {
            let style: Style =
                index == highlighted
                ? context.theme.highlight : button.role == .destructive ? context.theme.error : context.theme.accent
            x += inner.text("[ \(button.title) ]", at: Point(x: x, y: inner.size.rows - 1), style: style) + 2
        }
    }

    override public func handle(_ key: Key) -> Bool {
        switch key {
        // The arrows stop at the edge: pressed once too often, → must not come round to the
        // dangerous button on the left. Tab goes round, as it does between fields.
        case .left, .character("h"): highlighted = max(highlighted - 1, 0)
        case .right, .character("l"): highlighted = min(highlighted + 1, buttons.count - 1)
        case .backTab: highlighted = (highlighted + buttons.count - 1) % buttons.count
        case .tab: highlighted = (highlighted + 1) % buttons.count
        case .enter, .character(" "): choose(buttons[highlighted])
        case .escape:
            if let cancel = buttons.first(where: { $0.role == .cancel }) {
                choose(cancel)
            } else {
                dismiss { onClose() }
            }
        default: break
        }
        return true
    }

    override public func click(at point: Point) -> Bool {
        let inner = Rect(x: 2, y: 1, width: frame.width - 4, height: frame.height - 2)
        guard point.y == inner.maxY - 1 else { return true }
        var x = inner.x + max((inner.width - TextWidth.of(buttonLine)) / 2, 0)
        for button in buttons {
            let width = TextWidth.of("[ \(button.title) ]")
            if (x..<(x + width)).contains(point.x) {
                choose(button)
                return true
            }
            x += width + 2
        }
        return true
    }

    private func choose(_ button: AlertButton?) {
        dismiss { button?.action() }
    }
}
