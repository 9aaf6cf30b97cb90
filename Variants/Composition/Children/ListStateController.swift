import Presentation
import TerminalUI

/// Shows one of: loading, empty or failed with a button, or its content child.
@MainActor
public final class ListStateController: Screen {
    private let slot = ChildSlot()
    private let stateView: ListStateContainer
    public var onAction: () -> Void = {}

    /// - Parameter actionTitle: the empty and failed states' button ("Retry").
    public init(showing contentChild: Screen, actionTitle: String) {
        stateView = ListStateContainer(content: slot, actionTitle: actionTitle)
        super.init(title: "List state")
        content = stateView
        stateView.action = { [weak self] in self?.onAction() }
        addChild(contentChild, in: slot)
    }

    public var state: ListState {
        get { stateView.state }
        set { stateView.state = newValue }
    }
}
