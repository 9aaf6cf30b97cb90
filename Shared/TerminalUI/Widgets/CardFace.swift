import Foundation

/// One face of a loyalty card: an outline in the card's shape, its photo inside, or a placeholder.
@MainActor
public final class CardFace: View {
    public var title: String
    public var photo: Data? {
        didSet { image.source = photo.map(ImageView.Source.encoded) }
    }
    public var onSelect: () -> Void = {}
    /// What Enter on the face does, for the key bar and help: "Open photo", "Set photo".
    public var selectTitle = "Open photo"
    private let image: ImageView

    public init(title: String, photo: Data? = nil, placeholder: String) {
        self.title = title
        self.photo = photo
        image = ImageView(source: photo.map(ImageView.Source.encoded), placeholder: placeholder)
    }

    override public var isFocusable: Bool { true }

    override public func height(forWidth width: Int) -> Int? { nil }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        let card = canvas.subcanvas(Self.cardFrame(in: canvas.size))
        card.box(style: isFocused ? context.theme.highlight : context.theme.frame, title: title)
        image.render(in: card.subcanvas(card.bounds.insetBy(dx: 1, dy: 1)), context: context)
    }

    /// The largest card-shaped frame in `size`, centred across and at the top. Inside its border,
    /// an ID-1 card is 1.586 times as wide as tall, and a cell is about twice as tall as wide.
    static func cardFrame(in size: Size) -> Rect {
        let cellsWidePerRow = 1.586 * 2
        var width = size.columns
        var height = Int((Double(width - 2) / cellsWidePerRow).rounded()) + 2
        if height > size.rows {
            height = size.rows
            width = min(Int((Double(height - 2) * cellsWidePerRow).rounded()) + 2, size.columns)
        }
        return Rect(x: (size.columns - width) / 2, y: 0, width: width, height: height)
    }

    override public var keyHelp: [KeyHelp] { [KeyHelp([.enter], selectTitle)] }

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
