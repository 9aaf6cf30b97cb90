/// Views side by side (buttons, mostly), separated by `spacing` columns. Each view is as wide
/// as it asks; views that do not say share what is left equally.
@MainActor
public final class Row: View {
    public var views: [View]
    public var spacing: Int

    public init(spacing: Int = 2, _ views: [View]) {
        self.views = views
        self.spacing = spacing
    }

    override public var subviews: [View] { views }

    /// As tall as its tallest view; flexible if any view is.
    override public func height(forWidth width: Int) -> Int? {
        let heights = views.filter { !$0.isHidden }.map { $0.height(forWidth: width) }
        if heights.contains(where: { $0 == nil }) { return nil }
        return heights.compactMap { $0 }.max() ?? 1
    }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        let visible = views.filter { !$0.isHidden }
        let fixed = visible.compactMap(\.preferredWidth).reduce(0, +) + spacing * max(visible.count - 1, 0)
        let shares = visible.filter { $0.preferredWidth == nil }.count
        let share = shares > 0 ? max((canvas.size.columns - fixed) / shares, 0) : 0
        var x = 0
        for view in visible {
            let columns = view.preferredWidth ?? share
            view.render(
                in: canvas.subcanvas(Rect(x: x, y: 0, width: columns, height: canvas.size.rows)), context: context)
            x += columns + spacing
        }
    }
}
