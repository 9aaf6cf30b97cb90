/// Delay and failures added to every request, so a workshop can watch each pattern show loading
/// states and errors (`--latency MS`, `--failure-rate P`). The clock and the dice are injectable
/// so tests see both without waiting or chance.
public struct NetworkConditions: Sendable {
    public var latency: Duration
    /// The share of requests, 0…1, that fail with `NetworkError.simulatedFailure`.
    public var failureRate: Double
    var clock: any Clock<Duration>
    var roll: @Sendable () -> Double
    /// Whether this request waits out the latency: a test holds one request in flight this way.
    var delays: @Sendable () -> Bool
    /// Whether the backend refuses this request (503) once it reached it: a test sees a
    /// screen's error this way, where a network failure would keep a change to send later.
    var refuses: @Sendable () -> Bool

    public init(
        latency: Duration = .zero,
        failureRate: Double = 0,
        clock: any Clock<Duration> = ContinuousClock(),
        roll: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
        delays: @escaping @Sendable () -> Bool = { true },
        refuses: @escaping @Sendable () -> Bool = { false }
    ) {
        self.latency = latency
        self.failureRate = min(max(failureRate, 0), 1)
        self.clock = clock
        self.roll = roll
        self.delays = delays
        self.refuses = refuses
    }

    /// Every request as fast and sure as the network allows.
    public static let unaltered = NetworkConditions()

    /// Waits out the latency, then fails the request if the dice say so, or refuses it if told to.
    func apply() async throws(NetworkError) {
        if latency > .zero, delays() {
            do {
                try await clock.sleep(for: latency)
            } catch {
                throw .cancelled
            }
        }
        if failureRate > 0, roll() < failureRate {
            throw .simulatedFailure
        }
        if refuses() {
            throw .rejected(status: 503, reason: "Service Unavailable (simulated)")
        }
    }
}
