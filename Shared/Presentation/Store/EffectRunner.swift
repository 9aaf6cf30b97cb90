/// Runs a store's effects on the kit's seams — work through `WorkRunning`, clocks through
/// `Scheduling` — and keeps what runs under an id, so that it can be called off. The store runs
/// its effects with one; so does the test store, on a manual clock.
@MainActor
public final class EffectRunner {
    private let work: any WorkRunning
    private let scheduler: any Scheduling
    /// Work running under an id, with its serial number.
    private var tasks: [AnyHashable: (serial: Int, task: Task<Void, Never>)] = [:]
    /// Work running in a scope (a screen on a stack), id or not, by serial number.
    private var scoped: [Int: (scope: AnyHashable, task: Task<Void, Never>)] = [:]
    /// The work called off by the reducer, until it ends: it sends nothing more.
    private var calledOff: Set<Int> = []
    private var nextSerial = 0
    private var clocks: [AnyHashable: (scope: AnyHashable?, clock: any Cancellable)] = [:]

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
            case .run(let id, let scope, let showingLoading, let body):
                if let id { cancel(id: id) }
                let serial = nextSerial
                nextSerial += 1
                let send = Send(isCalledOff: { [weak self] in self?.calledOff.contains(serial) ?? true }, send)
                // Made here, not inside the app's work, so that a `.cancel` coming before the app
                // starts it still finds it.
                let task = Task { await body(send) }
                if let id { tasks[id] = (serial, task) }
                if let scope { scoped[serial] = (scope, task) }
                work.perform(showingLoading: showingLoading) { [weak self] in
                    // Esc on the app's wait cancels the app's work; the effect goes with it.
                    await withTaskCancellationHandler {
                        await task.value
                    } onCancel: {
                        task.cancel()
                    }
                    self?.ended(serial, id: id)
                }
            case .every(let interval, let id, let scope, let action):
                cancel(id: id)
                clocks[id] = (scope, scheduler.every(interval) { send(action) })
            case .cancel(let id):
                cancel(id: id)
            case .cancelScope(let scope):
                cancel(scope: scope)
            }
        }
    }

    private func cancel(id: AnyHashable) {
        if let (serial, task) = tasks.removeValue(forKey: id) {
            calledOff.insert(serial)
            scoped[serial] = nil
            task.cancel()
        }
        clocks.removeValue(forKey: id)?.clock.cancel()
    }

    /// Everything started in `scope`: its work, id or not, and its clocks. Linear in what runs.
    private func cancel(scope: AnyHashable) {
        for (serial, running) in scoped where running.scope == scope {
            scoped[serial] = nil
            calledOff.insert(serial)
            running.task.cancel()
        }
        tasks = tasks.filter { !calledOff.contains($0.value.serial) }
        for (id, running) in clocks where running.scope == scope {
            clocks[id] = nil
            running.clock.cancel()
        }
    }

    private func ended(_ serial: Int, id: AnyHashable?) {
        calledOff.remove(serial)
        scoped[serial] = nil
        if let id, tasks[id]?.serial == serial { tasks[id] = nil }
    }
}
