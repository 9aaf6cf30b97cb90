/// The base of every widget: something that draws itself in a rectangle and may take keys and
/// clicks. The TerminalUI counterpart of a UIView.
@MainActor
open class View {
    /// Where the view was last drawn, in screen cells: what clicks are tested against.
    public internal(set) var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Set by the screen: the one view that receives keys first.
    public internal(set) var isFocused = false
    public var isHidden = false

    public init() {}

    /// Whether Tab can move the focus here.
    open var isFocusable: Bool { false }

    /// The views inside this one, for focus order and clicks.
    open var subviews: [View] { [] }

    /// Columns the view wants in a `Row`; `nil` for an equal share of what is left.
    open var preferredWidth: Int? { nil }

    /// Rows the view wants at `width`; `nil` to take whatever room is left.
    open func height(forWidth width: Int) -> Int? { 1 }

    open func draw(in canvas: Canvas, context: DrawContext) {}

    /// A key while focused; `true` when the view used it.
    open func handle(_ key: Key) -> Bool { false }

    /// Pasted text while focused (the terminal's bracketed paste): `true` when the view took it.
    /// Only text fields do; elsewhere a paste does nothing, rather than press its letters as keys.
    open func paste(_ text: String) -> Bool { false }

    /// The keys `handle` takes, for the help overlay: only what this view really does.
    open var keyHelp: [KeyHelp] { [] }

    /// Whether typed characters are the view's text, `?` and `q` included: the key bar then
    /// offers the keys that still work (F1 for help, Esc for back).
    open var takesText: Bool { false }

    /// A click at `point` inside the view (relative to its frame); `true` when it used it.
    open func click(at point: Point) -> Bool { false }

    /// Draws into `canvas` and remembers where.
    public final func render(in canvas: Canvas, context: DrawContext) {
        frame = canvas.frame
        guard !isHidden else { return }
        draw(in: canvas, context: context)
    }

    /// This view and everything inside it, in order.
    public final var allViews: [View] {
        [self] + subviews.filter { !$0.isHidden }.flatMap(\.allViews)
    }
}
