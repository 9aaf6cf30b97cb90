/// "⠋ Loading...": turns with the app's clock.
@MainActor
public final class Spinner: View {
    public static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    public var text: String

    public init(_ text: String = "Loading...") {
        self.text = text
    }

    /// The frame shown at `elapsed`: ten a second.
    public static func frame(at elapsed: Duration) -> Character {
        frames[Int(elapsed / .milliseconds(100)) % frames.count]
    }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        canvas.centredText(
            "\(Self.frame(at: context.elapsed)) \(text)", y: canvas.size.rows / 2, style: context.theme.accent)
        canvas.requestAnimation()
    }

    override public func height(forWidth width: Int) -> Int? { nil }
}
