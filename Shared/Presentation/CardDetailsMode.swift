/// The three modes of My Cards' card screen — a card shown, changed, or made — as the role that
/// decides keeps them, in every pattern: plain data, like a list's state.
public enum CardDetailsMode: Hashable, Sendable {
    case normal
    case edit
    case create
}
