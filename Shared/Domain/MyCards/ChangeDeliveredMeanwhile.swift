/// A request that failed after its change had reached the backend another way — a sync, or a
/// newer change's own upload: nothing waits because of it, so no screen reports it.
public struct ChangeDeliveredMeanwhile: Error, CustomStringConvertible {
    /// What the superseded request itself failed with.
    public let failure: any Error

    public init(failure: any Error) {
        self.failure = failure
    }

    public var description: String {
        "The change reached the backend meanwhile; this request's own failure no longer matters: \(failure)"
    }
}
