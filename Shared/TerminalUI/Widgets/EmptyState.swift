/// A list with nothing in it: a message, and an action to do something about it ("Retry").
@MainActor
public final class EmptyState: View {
    public var message: String
    public let button: Button

    public init(message: String, actionTitle: String? = nil, action: @escaping () -> Void = {}) {
        self.message = message
        button = Button(actionTitle ?? "", action: action)
        button.isHidden = actionTitle == nil
    }

    override public var subviews: [View] { [button] }

    override public func height(forWidth width: Int) -> Int? { nil }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        let lines = TextWidth.wrap(message, to: canvas.size.columns)
        let top = max((canvas.size.rows - lines.count - 2) / 2, 0)
        for (offset, line) in lines.enumerated() {
            canvas.centredText(line, y: top + offset, style: context.theme.disabled)
        }
        guard !button.isHidden else { return }
        let width = button.preferredWidth ?? 0
        button.render(
            in: canvas.subcanvas(
                Rect(x: (canvas.size.columns - width) / 2, y: top + lines.count + 1, width: width, height: 1)),
            context: context)
    }
}
