/// The region of a screen's view in which a child screen's view is drawn: UIKit's container
/// view. Empty, it takes no room; `Screen.addChild(_:in:)` puts a child's content in it.
@MainActor
public final class ChildSlot: View {
    private var shown: View?

    override public init() {}

    /// The child's view, or `nil` once the child has left.
    func show(_ view: View?) {
        shown = view
    }

    override public var subviews: [View] { shown.map { [$0] } ?? [] }

    /// As tall as the child's view asks — `nil`, whatever is left, for a list — and empty, none.
    override public func height(forWidth width: Int) -> Int? {
        guard let shown else { return 0 }
        return shown.height(forWidth: width)
    }

    /// As wide as the child's view asks, in a `Row`.
    override public var preferredWidth: Int? { shown?.preferredWidth }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        shown?.render(in: canvas, context: context)
    }
}
