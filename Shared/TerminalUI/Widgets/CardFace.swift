import Foundation

/// One face of a loyalty card: an outline in the card's shape, its photo inside, or a placeholder.
@MainActor
public final class CardFace: View {
    public var title: String
    public var photo: Data? {
        didSet { image.source = photo.map(ImageView.Source.encoded) }
    }
    public var onSelect: () -> Void = {}
    private let image: ImageView

    public init(title: String, photo: Data? = nil, placeholder: String) {
        self.title = title
        self.photo = photo
        image = ImageView(source: photo.map(ImageView.Source.encoded), placeholder: placeholder)
    }

    override public var isFocusable: Bool { true }

    override public func height(forWidth width: Int) -> Int? { nil }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        // An ID-1 card is 1.586 times as wide as it is tall; a cell is about twice as tall as wide.
        let width = min(canvas.size.columns, Int(Double(canvas.size.rows) * 1.586 * 2))
        let card = canvas.subcanvas(Rect(x: (canvas.size.columns - width) / 2, y: 0, width: width, height: canvas.size.rows))
        card.box(style: isFocused ? context.theme.highlight : context.theme.frame, title: title)
        image.render(in: card.subcanvas(card.bounds.insetBy(dx: 1, dy: 1)), context: context)
    }

    override public func handle(_ key: Key) -> Bool {
        guard key == .enter else { return false }
        onSelect()
        return true
    }

    override public func click(at point: Point) -> Bool {
        onSelect()
        return true
    }
}
