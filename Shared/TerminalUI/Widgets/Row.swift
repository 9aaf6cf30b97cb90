/// Views side by side on one line (buttons, mostly), separated by `spacing` columns.
@MainActor
public final class Row: View {
    public var views: [View]
    public var spacing: Int

    /// Each view's width; a view that cannot say is given an equal share.
    private let widths: [Int?]

    public init(spacing: Int = 2, _ views: [View], widths: [Int?]? = nil) {
        self.views = views
        self.spacing = spacing
        self.widths = widths ?? views.map { ($0 as? Button)?.preferredWidth }
    }

    override public var subviews: [View] { views }

    /// As tall as its tallest view; flexible if any view is.
    override public func height(forWidth width: Int) -> Int? {
        let heights = views.filter { !$0.isHidden }.map { $0.height(forWidth: width) }
        if heights.contains(where: { $0 == nil }) { return nil }
        return heights.compactMap { $0 }.max() ?? 1
    }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        let fixed = widths.compactMap { $0 }.reduce(0, +) + spacing * max(views.count - 1, 0)
        let shares = widths.filter { $0 == nil }.count
        let share = shares > 0 ? max((canvas.size.columns - fixed) / shares, 0) : 0
        var x = 0
        for (view, width) in zip(views, widths) where !view.isHidden {
            let columns = width ?? share
            view.render(in: canvas.subcanvas(Rect(x: x, y: 0, width: columns, height: canvas.size.rows)), context: context)
            x += columns + spacing
        }
    }
}
