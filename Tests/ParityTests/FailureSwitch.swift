import Synchronization

/// Makes every request of a session fail while it is on: failures injected one step at a time.
final class FailureSwitch: Sendable {
    private let isOn = Mutex(false)

    var failsRequests: Bool {
        get { isOn.withLock { $0 } }
        set { isOn.withLock { $0 = newValue } }
    }
}
