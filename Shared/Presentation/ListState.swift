/// What a list screen shows: its data is loading, it has it, there is none, or loading failed.
/// Plain data, so whichever role decides it (controller, view model, presenter) can say it
/// without the terminal kit; TerminalUI's `ListStateContainer` draws it.
public enum ListState: Hashable, Sendable {
    case loading
    case content
    case empty(message: String)
    case failed(message: String)
}
