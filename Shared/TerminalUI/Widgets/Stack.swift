/// Views one above the other, each as tall as it asks; views that ask for "whatever is left"
/// share the remaining rows.
@MainActor
public final class Stack: View {
    public var views: [View]
    public var spacing: Int

    public init(spacing: Int = 0, _ views: [View]) {
        self.views = views
        self.spacing = spacing
    }

    override public var subviews: [View] { views }

    override public func height(forWidth width: Int) -> Int? {
        let visible = views.filter { !$0.isHidden }
        var total = max(visible.count - 1, 0) * spacing
        for view in visible {
            guard let height = view.height(forWidth: width) else { return nil }
            total += height
        }
        return total
    }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        let visible = views.filter { !$0.isHidden }
        let fixed = visible.compactMap { $0.height(forWidth: canvas.size.columns) }.reduce(0, +)
        let flexible = visible.filter { $0.height(forWidth: canvas.size.columns) == nil }.count
        let spare = max(canvas.size.rows - fixed - max(visible.count - 1, 0) * spacing, 0)
        var y = 0
        var flexibleSeen = 0
        for view in visible {
            let height: Int
            if let wanted = view.height(forWidth: canvas.size.columns) {
                height = wanted
            } else {
                // Share the spare rows; the last flexible view takes any remainder.
                flexibleSeen += 1
                height = flexibleSeen == flexible ? spare - (spare / flexible) * (flexible - 1) : spare / flexible
            }
            view.render(
                in: canvas.subcanvas(Rect(x: 0, y: y, width: canvas.size.columns, height: height)), context: context)
            y += height + spacing
        }
    }
}
