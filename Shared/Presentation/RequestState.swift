import Observation

/// Whether a presentation role's request is in flight — state a view model owns and its view
/// binds, or a presenter keeps and tells its view about (the loading indicator shows while it is
/// set). One request at a time: a second Enter pressed before the first answer comes does not
/// send the request again.
@MainActor
@Observable
public final class RequestState {
    public private(set) var isInFlight = false {
        didSet { didChange(isInFlight) }
    }

    @ObservationIgnored private let didChange: @MainActor (Bool) -> Void

    /// - Parameter didChange: told when a request starts (`true`) and when it ends: where a
    ///   presenter tells its view to show or hide the loading indicator.
    public init(didChange: @escaping @MainActor (Bool) -> Void = { _ in }) {
        self.didChange = didChange
    }

    /// Runs `request` as the one in flight; while another one is, returns without running it.
    public func run(_ request: @MainActor () async -> Void) async {
        guard !isInFlight else { return }
        isInFlight = true
        defer { isInFlight = false }
        await request()
    }
}
