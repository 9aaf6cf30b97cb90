import Presentation
import TerminalUI

/// The list-state container: n steps through loading, content, empty and failed.
@MainActor
final class ListStateDemo: Screen {
    private let states: [ListState] = [
        .loading, .content, .empty(message: "There aren't any players for your user."),
        .failed(message: "Cannot reach the server."),
    ]
    private var current = 0
    private let container: ListStateContainer

    init() {
        let list = ListView(sections: [ListSection(items: (1...5).map { ListItem("Row \($0)") })])
        var retry: () -> Void = {}
        container = ListStateContainer(content: list, actionTitle: "Retry") { retry() }
        super.init(title: "List states")
        content = Stack(
            spacing: 1, [Label("n shows the next state; Retry goes back to loading.", role: .hint), container])
        keyBindings = [KeyBinding(.character("n"), "Next state") { [weak self] in self?.step(to: nil) }]
        retry = { [weak self] in self?.step(to: 0) }
    }

    private func step(to state: Int?) {
        current = state ?? (current + 1) % states.count
        container.state = states[current]
        status = "State: \(states[current])"
    }
}
