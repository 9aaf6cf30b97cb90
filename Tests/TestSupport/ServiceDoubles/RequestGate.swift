/// Holds a service double's calls until the test lets them through: a slow request as the role
/// under test sees it, with no clock and no sleep. A test waits for a call to arrive, looks at
/// the role while the call is held, then opens the gate.
public actor RequestGate {
    private var heldCalls: [CheckedContinuation<Void, Never>] = []
    private var testsWaitingForACall: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    public init() {}

    /// How many calls wait at the gate.
    public var heldCount: Int { heldCalls.count }

    /// What a double's call does first: waits until the gate is open.
    public func pass() async {
        guard !isOpen else { return }
        await withCheckedContinuation { call in
            heldCalls.append(call)
            testsWaitingForACall.forEach { $0.resume() }
            testsWaitingForACall = []
        }
    }

    /// Returns once a call waits at the gate.
    public func waitForACall() async {
        guard heldCalls.isEmpty else { return }
        await withCheckedContinuation { testsWaitingForACall.append($0) }
    }

    /// Lets every held call through, and every later one.
    public func open() {
        isOpen = true
        heldCalls.forEach { $0.resume() }
        heldCalls = []
    }
}
