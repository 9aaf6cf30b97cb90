/// Esc on a wait: the person called the request off. No failure to report — a screen keeps
/// what it showed before — and, where nothing was shown yet, what a screen says. A change whose
/// request had already left may still be taken by the backend (`mayHaveLanded`).
public struct RequestCancelled: Error, Hashable, Sendable, CustomStringConvertible {
    public let mayHaveLanded: Bool

    public init(mayHaveLanded: Bool = false) {
        self.mayHaveLanded = mayHaveLanded
    }

    public var description: String {
        mayHaveLanded ? "Cancelled here; the server may still save it." : "The request was cancelled."
    }
}
