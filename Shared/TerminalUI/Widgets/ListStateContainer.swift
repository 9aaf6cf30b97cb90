import Presentation

/// Shows a list, or in its place what `ListState` says: loading, empty, or failed with a retry.
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
