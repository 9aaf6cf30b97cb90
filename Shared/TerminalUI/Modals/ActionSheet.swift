/// "Set front photo" with "Camera", "Photo Library", "Cancel": one choice per line.
@MainActor
public final class ActionSheet: Modal {
    public let title: String
    public let buttons: [AlertButton]
    public private(set) var highlighted = 0

    public init(title: String, buttons: [AlertButton]) {
        self.title = title
        self.buttons = buttons.isEmpty ? [AlertButton("Cancel", role: .cancel)] : buttons
    }

    override public var keyHelp: [KeyHelp] {
        [
            KeyHelp([.up, .down, .character("k"), .character("j"), .tab, .backTab], "Choose"),
            KeyHelp([.enter, .character(" ")], "Pick it"),
            KeyHelp([.escape], "Cancel"),
        ]
    }

    override public func size(in screen: Size) -> Size {
        let widest = ([title] + buttons.map(\.title)).map(TextWidth.of).max() ?? 0
        return Size(columns: min(widest + 8, screen.columns - 4), rows: buttons.count + 2)
    }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        canvas.fill()
        canvas.box(style: context.theme.frame, title: title)
        for (index, button) in buttons.enumerated() {
            let line = canvas.subcanvas(Rect(x: 1, y: index + 1, width: canvas.size.columns - 2, height: 1))
            let style = index == highlighted ? context.theme.highlight : Style.plain
            line.fill(style: style)
            line.text(" " + button.title, at: Point(x: 0, y: 0), style: style)
        }
    }

    override public func handle(_ key: Key) -> Bool {
        switch key {
        case .up, .character("k"), .backTab: highlighted = max(highlighted - 1, 0)
        case .down, .character("j"), .tab: highlighted = min(highlighted + 1, buttons.count - 1)
        case .enter, .character(" "): choose(buttons[highlighted])
        case .escape: choose(buttons.first { $0.role == .cancel })
        default: break
        }
        return true
    }

    override public func click(at point: Point) -> Bool {
        let index = point.y - 1
        if buttons.indices.contains(index) { choose(buttons[index]) }
        return true
    }

    private func choose(_ button: AlertButton?) {
        dismiss { button?.action() }
    }
}
