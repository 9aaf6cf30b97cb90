import Domain
import Presentation

/// The signed-in account's cards on this device, fetched a page at a time as the grid asks;
/// synced with the backend on start and on Refresh, and each card saved or deleted here is taken
/// to the backend in the background, the status saying how it went. Log out goes back to Login.
@MainActor
final class CardListPresenter {
    weak var view: (any CardListViewProtocol)?
    /// Counts the grid's resets, so a page fetched for an older grid is dropped.
    private var generation = 0
    /// The cards fetched so far, by position in the grid.
    private var summaries: [Int: CardSummary] = [:]
    private let cards: any CardStore
    private let sync: CardSync
    private let auth: any AuthService
    /// Runs work no key of this screen asked for: taking to the backend what was saved or deleted
    /// on the card's screen.
    private let work: any WorkRunning
    /// The coordinator: held, as every screen of its flow holds it.
    private weak var output: (any CardListOutput)?
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(cards: any CardStore, sync: CardSync, auth: any AuthService, work: any WorkRunning, output: any CardListOutput)
    {
        self.cards = cards
        self.sync = sync
        self.auth = auth
        self.work = work
        self.output = output
    }

    /// The cards here at once, then a sync with the backend.
    func viewDidLoad() async {
        await reload()
        await refreshTapped()
    }

    /// The cards at `range`, as the grid asks for them.
    func cardsNeeded(_ range: Range<Int>) async {
        let generation = generation
        do {
            let page = try await cards.summaries(offset: range.lowerBound, limit: range.count)
            guard generation == self.generation else { return }
            for (index, summary) in zip(range, page) {
                summaries[index] = summary
            }
            view?.setCards(Dictionary(uniqueKeysWithValues: zip(range, page)))
        } catch {
            guard generation == self.generation else { return }
            view?.status = "Unable to read the cards: \(error)"
            view?.cardsFailedToLoad(range)
        }
    }

    /// Downloads the backend's cards; the list stays usable meanwhile.
    func refreshTapped() async {
        view?.status = "Syncing with the backend…"
        // An empty device may only be waiting for its cards: it says so until the sync ends.
        view?.setEmptyMessage("Looking for your cards on the backend…")
        do {
            let report = try await sync.download()
            view?.status = report.description
            if report.changedTheList { await reload() }
        } catch {
            view?.status = "Offline: \(error)"
        }
        view?.setEmptyMessage("No cards yet. Press + to add one.")
    }

    /// Ends the session, on the backend too; the cards stay on this device, with what waits for
    /// the backend, for the next time this account signs in.
    func logOutTapped() async {
        await request.run {
            await auth.logout()
            output?.loggedOut()
        }
    }

    func newTapped() {
        output?.newCardChosen()
    }

    func didChoose(at index: Int) async {
        await request.run {
            guard let identifier = summaries[index]?.identifier else { return }
            do {
                guard let card = try await cards.card(identifier: identifier) else {
                    await reload()
                    return
                }
                output?.cardChosen(card)
            } catch {
                view?.present(.error("Unable to open the card: \(error)"))
            }
        }
    }

    /// A card saved on the screen this one opened: it is uploaded in the background.
    func cardSaved(_ card: Card) {
        work.perform(showingLoading: false) { [weak self] in await self?.upload(card) }
    }

    /// A card deleted on the screen this one opened: it is deleted on the backend in the background.
    func cardDeleted(_ card: Card) {
        work.perform(showingLoading: false) { [weak self] in await self?.deleteRemotely(card) }
    }

    /// Starts the grid over from the store's current count.
    private func reload() async {
        do {
            let count = try await cards.count()
            summaries = [:]
            generation += 1
            view?.startGrid(count: count, openUnavailableReason: count == 0 ? "There is no card to open." : nil)
        } catch {
            view?.status = "Unable to read the cards: \(error)"
        }
    }

    /// Uploads a card just saved here.
    private func upload(_ card: Card) async {
        await reload()
        view?.status = "Uploading \"\(card.name)\"…"
        do {
            try await sync.upload(card)
            view?.status = "Uploaded \"\(card.name)\""
        } catch is ChangeDeliveredMeanwhile {
            // A sync sent the change while this request hung, and said so.
        } catch {
            view?.status = "Saved here; the upload will be retried: \(error)"
        }
    }

    /// Deletes from the backend a card just deleted here.
    private func deleteRemotely(_ card: Card) async {
        await reload()
        do {
            try await sync.deleteRemotely(card.identifier)
            view?.status = "Deleted \"\(card.name)\""
        } catch is ChangeDeliveredMeanwhile {
            // A sync sent the change while this request hung, and said so.
        } catch {
            view?.status = "Deleted here; the deletion will be retried on the backend: \(error)"
        }
    }
}
