import Presentation

/// Runs the work a role under test hands over, as the app would, and records what the loading
/// indicator did meanwhile: `loadingLog` holds `true` when it came on and `false` when it went,
/// in order. `settle()` waits for every piece of work started so far.
@MainActor
public final class WorkRecorder: WorkRunning {
    public private(set) var loadingLog: [Bool] = []
    public private(set) var performedCount = 0
    private var running: [Task<Void, Never>] = []

    public init() {}

    public var isLoading: Bool { loadingLog.filter { $0 }.count > loadingLog.filter { !$0 }.count }

    public func perform(showingLoading: Bool, _ work: @escaping @MainActor () async -> Void) {
        performedCount += 1
        let loading = showingLoading ? beginLoading() : nil
        running.append(
            Task {
                await work()
                loading?.cancel()
            })
    }

    public func beginLoading() -> any Cancellable {
        loadingLog.append(true)
        return Hold { [weak self] in self?.loadingLog.append(false) }
    }

    /// Waits until all work, and any work it started in turn, is done.
    public func settle() async {
        while !running.isEmpty {
            let task = running.removeFirst()
            await task.value
        }
    }

    private final class Hold: Cancellable {
        private var release: (() -> Void)?
        init(release: @escaping () -> Void) { self.release = release }
        func cancel() {
            release?()
            release = nil
        }
    }
}
