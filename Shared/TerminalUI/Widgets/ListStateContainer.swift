/// What a list screen shows while its data is loading, once it has it, when there is none,
/// and when loading failed — one container instead of four flags in every screen.
public enum ListState: Hashable, Sendable {
    case loading
    case content
    case empty(message: String)
    case failed(message: String)
}

@MainActor
public final class ListStateContainer: View {
    public var state: ListState {
        didSet { update() }
    }
    public let content: View
    private let spinner = Spinner()
    private let emptyState: EmptyState

    /// - Parameters:
    ///   - actionTitle: the button shown with the empty and failed states ("Retry").
    public init(content: View, actionTitle: String, action: @escaping () -> Void = {}) {
        self.content = content
        emptyState = EmptyState(message: "", actionTitle: actionTitle, action: action)
        state = .loading
        super.init()
        update()
    }

    /// What the empty and failed states' button does.
    public var action: () -> Void {
        get { emptyState.button.action }
        set { emptyState.button.action = newValue }
    }

    override public var subviews: [View] { [spinner, content, emptyState] }

    override public func height(forWidth width: Int) -> Int? { nil }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        for view in subviews where !view.isHidden {
            view.render(in: canvas, context: context)
        }
    }

    private func update() {
        spinner.isHidden = state != .loading
        content.isHidden = state != .content
        switch state {
        case .empty(let message), .failed(let message):
            emptyState.isHidden = false
            emptyState.message = message
        case .loading, .content:
            emptyState.isHidden = true
        }
    }
}
