import Domain
import Presentation

/// Hears how a change made here goes to the backend: the card list, which shows it in its
/// status line.
@MainActor
protocol CardUploadListener: AnyObject {
    /// Before the change is sent: the list reads the cards again.
    func changeWillReachBackend(_ change: CardUploadWorker.Change) async
    func changeReachedBackend(_ change: CardUploadWorker.Change, error: (any Error)?)
}

/// Takes a card saved or deleted on this device to the backend, in the background — a Clean
/// Swift worker, shared by the scene that changes cards (CardDetails) and the one that reports
/// how it went (CardList, its listener).
@MainActor
final class CardUploadWorker {
    enum Change {
        case saved(Card)
        case deleted(Card)
    }

    weak var listener: (any CardUploadListener)?
    private let sync: CardSync
    private let work: any WorkRunning

    init(sync: CardSync, work: any WorkRunning) {
        self.sync = sync
        self.work = work
    }

    func send(_ change: Change) {
        work.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            await listener?.changeWillReachBackend(change)
            do {
                switch change {
                case .saved(let card): try await sync.upload(card)
                case .deleted(let card): try await sync.deleteRemotely(card.identifier)
                }
                listener?.changeReachedBackend(change, error: nil)
            } catch {
                listener?.changeReachedBackend(change, error: error)
            }
        }
    }
}
