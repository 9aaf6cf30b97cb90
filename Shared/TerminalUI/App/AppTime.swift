/// The app's clock, reduced to what the run loop needs: time since start, and a way to wait.
/// Any `Clock` will do: the system's in a terminal, a manual one in tests.
struct AppTime: Sendable {
    let elapsed: @Sendable () -> Duration
    let sleep: @Sendable (_ until: Duration) async throws -> Void

    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        sleep = { deadline in try await clock.sleep(until: start.advanced(by: deadline), tolerance: nil) }
    }
}
