/// A view made of other views under one root, `body`: the base of a screen's own view class,
/// the way a custom UIView holds its subviews as outlets.
@MainActor
open class ComposedView: View {
    public var body: View

    public init(body: View = Stack([])) {
        self.body = body
    }

    override open var subviews: [View] { [body] }

    override open func height(forWidth width: Int) -> Int? { body.height(forWidth: width) }

    override open func draw(in canvas: Canvas, context: DrawContext) {
        body.render(in: canvas, context: context)
    }
}
