import Domain
import Observation
import Presentation

/// The signed-in account's cards on this device, fetched a page at a time as the grid asks;
/// synced with the backend on start and on Refresh, and each card saved or deleted here is taken
/// to the backend in the background, the status saying how it went. Log out goes back to Login.
@MainActor
@Observable
final class CardListViewModel {
    /// How many cards there are; the grid asks for the pages it shows.
    private(set) var count = 0
    /// Counts the grid's resets, so a page fetched for an older grid is dropped.
    private(set) var generation = 0
    /// The cards fetched so far, by position in the grid.
    private(set) var summaries: [Int: CardSummary] = [:]
    private(set) var status: String?
    /// What an empty grid says: while a sync runs, the cards may only not have arrived yet.
    private(set) var emptyMessage = "No cards yet. Press + to add one."
    /// An alert to show now: a one-shot event the view hears, not state a render consumes.
    @ObservationIgnored var onAlert: (AlertContent) -> Void = { _ in }
    /// The request in flight: the view shows the loading indicator while there is one.
    let request = RequestState()
    /// The coordinator: held weakly, as every screen of its flow holds it.
    @ObservationIgnored private weak var output: (any CardListOutput)?
    @ObservationIgnored private let cards: any CardStore
    @ObservationIgnored private let sync: CardSync
    @ObservationIgnored private let auth: any AuthService
    /// Runs work no key of this screen asked for: taking to the backend what was saved or deleted
    /// on the card's screen.
    @ObservationIgnored private let work: any WorkRunning

    init(cards: any CardStore, sync: CardSync, auth: any AuthService, work: any WorkRunning, output: any CardListOutput)
    {
        self.cards = cards
        self.sync = sync
        self.auth = auth
        self.work = work
        self.output = output
    }

    var isEmpty: Bool { count == 0 }
    /// Why Open does nothing now, or `nil` while there is a card to open.
    var openUnavailableReason: String? { isEmpty ? "There is no card to open." : nil }

    /// Starts the grid over from the store's current count.
    func reload() async {
        do {
            let newCount = try await cards.count()
            summaries = [:]
            generation += 1
            count = newCount
        } catch {
            status = "Unable to read the cards: \(error)"
        }
    }

    /// The cards at `range`, as the grid of `generation` asks for them; `false` when they could
    /// not be read (the status says why), so the grid asks again later.
    func fetch(_ range: Range<Int>, of generation: Int) async -> Bool {
        do {
            let page = try await cards.summaries(offset: range.lowerBound, limit: range.count)
            guard generation == self.generation else { return true }
            for (index, summary) in zip(range, page) {
                summaries[index] = summary
            }
            return true
        } catch {
            guard generation == self.generation else { return true }
            status = "Unable to read the cards: \(error)"
            return false
        }
    }

    /// Ends the session, on the backend too; the cards stay on this device, with what waits for
    /// the backend, for the next time this account signs in.
    func logOut() async {
        await request.run {
            await auth.logout()
            output?.loggedOut()
        }
    }

    /// Downloads the backend's cards; the list stays usable meanwhile.
    func refresh() async {
        status = "Syncing with the backend…"
        emptyMessage = "Looking for your cards on the backend…"
        do {
            let report = try await sync.download()
            status = report.description
            if report.changedTheList { await reload() }
        } catch {
            status = "Offline: \(error)"
        }
        emptyMessage = "No cards yet. Press + to add one."
    }

    func new() {
        output?.newCardChosen()
    }

    func choose(at index: Int) async {
        await request.run {
            guard let identifier = summaries[index]?.identifier else { return }
            do {
                guard let card = try await cards.card(identifier: identifier) else {
                    await reload()
                    return
                }
                output?.cardChosen(card)
            } catch {
                onAlert(.error("Unable to open the card: \(error)"))
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

    /// Uploads a card just saved here.
    private func upload(_ card: Card) async {
        await reload()
        status = "Uploading \"\(card.name)\"…"
        do {
            try await sync.upload(card)
            status = "Uploaded \"\(card.name)\""
        } catch is ChangeDeliveredMeanwhile {
            // A sync sent the change while this request hung, and said so.
        } catch {
            status = "Saved here; the upload will be retried: \(error)"
        }
    }

    /// Deletes from the backend a card just deleted here.
    private func deleteRemotely(_ card: Card) async {
        await reload()
        do {
            try await sync.deleteRemotely(card.identifier)
            status = "Deleted \"\(card.name)\""
        } catch is ChangeDeliveredMeanwhile {
            // A sync sent the change while this request hung, and said so.
        } catch {
            status = "Deleted here; the deletion will be retried on the backend: \(error)"
        }
    }
}
