import Domain
import Presentation

/// Takes a card saved or deleted on this device to the backend, in the background — a Clean
/// Swift worker of the scene that makes the change (CardDetails). What it hands back for each
/// change is data, like any other: CardDetails' router passes it to the card list, which shows
/// how it goes once it is on top again. No scene listens to another.
@MainActor
final class CardUploadWorker {
    enum Change {
        case saved(Card)
        case deleted(Card)
    }

    /// One change on its way to the backend.
    struct Upload {
        let change: Change
        fileprivate let task: Task<Void, any Error>

        /// Waits until the change is on the backend: `nil`, or why it could not be sent (it stays
        /// a pending change, sent again at the next sync).
        func outcome() async -> (any Error)? {
            do {
                try await task.value
                return nil
            } catch {
                return error
            }
        }
    }

    private let sync: CardSync
    private let work: any WorkRunning

    init(sync: CardSync, work: any WorkRunning) {
        self.sync = sync
        self.work = work
    }

    /// Starts sending `change` at once: as the app's work, so the app and its scripts wait for
    /// it, while nothing on screen does.
    func send(_ change: Change) -> Upload {
        let task = Task { [sync] in
            switch change {
            case .saved(let card): try await sync.upload(card)
            case .deleted(let card): try await sync.deleteRemotely(card.identifier)
            }
        }
        work.perform(showingLoading: false) { _ = await task.result }
        return Upload(change: change, task: task)
    }
}
