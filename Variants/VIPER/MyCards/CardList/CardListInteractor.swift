import Domain
import Presentation

/// The signed-in account's cards on this device, read a page at a time as the grid asks; the
/// sync with the backend; each card saved or deleted here taken to the backend; the logout.
@MainActor
final class CardListInteractor: CardListInteractorProtocol {
    weak var output: (any CardListInteractorOutputProtocol)?
    /// Counts the grid's resets, so a page read for an older grid is dropped.
    private var generation = 0
    /// The cards read so far, by position in the grid.
    private var summaries: [Int: CardSummary] = [:]
    private let cards: any CardStore
    private let sync: CardSync
    private let auth: any AuthService
    /// The changes made here that wait to be taken to the backend, in the order they were made.
    private var waitingChanges: [Change] = []

    private enum Change {
        case saved(Card)
        case deleted(Card)
    }

    init(cards: any CardStore, sync: CardSync, auth: any AuthService) {
        self.cards = cards
        self.sync = sync
        self.auth = auth
    }

    func logOut() async {
        await auth.logout()
        output?.loggedOut()
    }

    /// Starts the grid over from the store's current count.
    func reload() async {
        do {
            let count = try await cards.count()
            summaries = [:]
            generation += 1
            output?.gridStarted(count: count)
        } catch {
            output?.cardsCouldNotBeRead(nil, error: error)
        }
    }

    func loadCards(_ range: Range<Int>) async {
        let generation = generation
        do {
            let page = try await cards.summaries(offset: range.lowerBound, limit: range.count)
            guard generation == self.generation else { return }
            let loaded = Dictionary(uniqueKeysWithValues: zip(range, page))
            summaries.merge(loaded) { _, new in new }
            output?.cardsLoaded(loaded.mapValues { CardListItem(name: $0.name, thumbnail: $0.thumbnail) })
        } catch {
            guard generation == self.generation else { return }
            output?.cardsCouldNotBeRead(range, error: error)
        }
    }

    /// Downloads the backend's cards; a card that came starts the grid over.
    func download() async {
        output?.syncStarted()
        do {
            let report = try await sync.download()
            output?.synced(report)
            if report.changedTheList { await reload() }
        } catch {
            output?.syncFailed(error)
        }
    }

    /// The whole card at `index`; one deleted meanwhile starts the grid over.
    func openCard(at index: Int) async {
        guard let identifier = summaries[index]?.identifier else { return }
        do {
            guard let card = try await cards.card(identifier: identifier) else {
                await reload()
                return
            }
            output?.cardOpened(CardDetailsInput(card: card, mode: .normal, output: self))
        } catch {
            output?.cardCouldNotBeOpened(error)
        }
    }

    func newCard() {
        output?.cardOpened(CardDetailsInput(card: Card(), mode: .create, output: self))
    }

    func sendWaitingChanges() async {
        while !waitingChanges.isEmpty {
            switch waitingChanges.removeFirst() {
            case .saved(let card): await upload(card)
            case .deleted(let card): await deleteRemotely(card)
            }
        }
    }

    private func upload(_ card: Card) async {
        await reload()
        output?.uploadStarted(name: card.name)
        do {
            try await sync.upload(card)
            output?.uploaded(name: card.name)
        } catch is ChangeDeliveredMeanwhile {
            // A sync sent the change while this request hung, and said so.
        } catch {
            output?.uploadFailed(name: card.name, error: error)
        }
    }

    private func deleteRemotely(_ card: Card) async {
        await reload()
        do {
            try await sync.deleteRemotely(card.identifier)
            output?.deletedRemotely(name: card.name)
        } catch is ChangeDeliveredMeanwhile {
            // A sync sent the change while this request hung, and said so.
        } catch {
            output?.remoteDeletionFailed(name: card.name, error: error)
        }
    }
}

extension CardListInteractor: CardDetailsModuleOutput {
    func cardSaved(_ card: Card) {
        waitingChanges.append(.saved(card))
        output?.backendWorkWaiting()
    }

    func cardDeleted(_ card: Card) {
        waitingChanges.append(.deleted(card))
        output?.backendWorkWaiting()
    }
}
