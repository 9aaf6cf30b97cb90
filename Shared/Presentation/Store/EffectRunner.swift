/// Runs a store's effects on the kit's seams — work through `WorkRunning`, clocks through
/// `Scheduling` — and keeps what runs under an id, so that it can be called off. The store runs
/// its effects with one; so does the test store, on a manual clock.
@MainActor
public final class EffectRunner {
    private let work: any WorkRunning
    private let scheduler: any Scheduling
    /// Work running under an id, with its serial number.
    private var tasks: [AnyHashable: (serial: Int, task: Task<Void, Never>)] = [:]
    /// The work called off by the reducer, until it ends: it sends nothing more.
    private var calledOff: Set<Int> = []
    private var nextSerial = 0
    private var clocks: [AnyHashable: any Cancellable] = [:]

    public init(work: any WorkRunning, scheduler: any Scheduling) {
        self.work = work
        self.scheduler = scheduler
    }

    /// Starts every operation of `effect`; what they send goes to `send`, the store's.
    public func run<Action>(_ effect: Effect<Action>, send: @escaping @MainActor (Action) -> Void) {
        for operation in effect.operations {
            switch operation {
            case .send(let action):
                send(action)
            case .run(let id, let showingLoading, let body):
                if let id { cancel(id: id) }
                let serial = nextSerial
                nextSerial += 1
                let send = Send(isCalledOff: { [weak self] in self?.calledOff.contains(serial) ?? true }, send)
                // Made here, not inside the app's work, so that a `.cancel` coming before the app
                // starts it still finds it.
                let task = Task { await body(send) }
                if let id { tasks[id] = (serial, task) }
                work.perform(showingLoading: showingLoading) { [weak self] in
                    // Esc on the app's wait cancels the app's work; the effect goes with it.
                    await withTaskCancellationHandler { await task.value } onCancel: { task.cancel() }
                    self?.ended(serial, id: id)
                }
            case .every(let interval, let id, let action):
                cancel(id: id)
                clocks[id] = scheduler.every(interval) { send(action) }
            case .cancel(let id):
                cancel(id: id)
            }
        }
    }

    private func cancel(id: AnyHashable) {
        if let (serial, task) = tasks.removeValue(forKey: id) {
            calledOff.insert(serial)
            task.cancel()
        }
        clocks.removeValue(forKey: id)?.cancel()
    }

    private func ended(_ serial: Int, id: AnyHashable?) {
        calledOff.remove(serial)
        if let id, tasks[id]?.serial == serial { tasks[id] = nil }
    }
}
