/// Records the events a role under test sends through a closure it hands out (a view model's
/// `onEditingBegan`, say), in order.
@MainActor
public final class EventRecorder<Event> {
    public private(set) var events: [Event] = []

    public init() {}

    public func record(_ event: Event) {
        events.append(event)
    }
}
