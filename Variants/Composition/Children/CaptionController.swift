import TerminalUI

/// A line of hint text above what it describes ("Zoom 1.00×", the folder browsed).
@MainActor
public final class CaptionController: Screen {
    private let label = Label("", role: .hint)

    public init() {
        super.init(title: "Caption")
        content = label
    }

    public var text: String {
        get { label.text }
        set { label.text = newValue }
    }
}
