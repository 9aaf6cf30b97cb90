/// Esc on a wait: the person called the request off. No failure to report — a screen keeps
/// what it showed before — and, where nothing was shown yet, what a screen says.
public struct RequestCancelled: Error, Hashable, Sendable, CustomStringConvertible {
    public init() {}

    public var description: String { "The request was cancelled." }
}
