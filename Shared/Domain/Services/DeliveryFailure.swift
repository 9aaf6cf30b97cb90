/// An error that says what a failed request means for a change waiting to be sent: whether the
/// request never reached the backend (no connection, the network off), the only failure after
/// which the change may be sent again without the risk of making it twice; whether the backend
/// refused the change for good, so that sending it again would only be refused again; and
/// whether the record is not there at all (a deletion of it is then done already).
/// A timeout is neither: the backend may have taken the request and only the answer was lost
/// (`mayHaveLanded`): a screen then says it may have been saved, and a retry must not do it twice.
public protocol DeliveryFailure: Error {
    var neverReachedBackend: Bool { get }
    var refusedForGood: Bool { get }
    var recordNotFound: Bool { get }
    /// The request left, and what became of it is unknown.
    var mayHaveLanded: Bool { get }
}

extension Error {
    /// Whether this failure leaves the outcome unknown — the request left and its answer did not
    /// come (a timeout, a lost connection): the change may have been made, and a screen must not
    /// call it a failure.
    public var isUnconfirmed: Bool {
        (self as? any DeliveryFailure)?.mayHaveLanded == true
    }
}
