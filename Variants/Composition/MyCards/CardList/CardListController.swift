import Camera
import CompositionChildren
import Domain
import Presentation
import TerminalUI

/// My Cards: the grid of cards (or its empty state) and the page fetcher, as children. The
/// container shows the signed-in account's cards on this device, fetched a page at a time as the
/// grid scrolls; synced with the backend on start and on Refresh, and each card saved or deleted
/// here is taken to the backend in the background, the status line saying how it went. Log out
/// goes back to Login.
@MainActor
final class CardListController: Screen {
    let grid = CardGridController()
    let pages: PageFetcherController<[CardSummary]>
    private let cards: any CardStore
    private let sync: CardSync
    private let camera: any Camera
    private let photosDirectory: String
    private let auth: any AuthService
    private let settings: any SettingsStore
    private let offersDemoAccount: Bool
    /// The identifiers of the cards fetched so far, by position in the grid.
    private var identifiers: [Int: Card.ID] = [:]
    private lazy var request = RequestState { [weak self] isInFlight in self?.showsLoading = isInFlight }

    init(
        cards: any CardStore, sync: CardSync, camera: any Camera, photosDirectory: String,
        auth: any AuthService, settings: any SettingsStore, offersDemoAccount: Bool
    ) {
        self.cards = cards
        self.sync = sync
        self.camera = camera
        self.photosDirectory = photosDirectory
        self.auth = auth
        self.settings = settings
        self.offersDemoAccount = offersDemoAccount
        pages = PageFetcherController { [cards] range in
            try await cards.summaries(offset: range.lowerBound, limit: range.count)
        }
        super.init(title: "My Cards")
        content = slot(showing: grid)
        addChild(pages)
        grid.onNeedItems = { [weak self] range in self?.pages.fetch(range) }
        grid.onChoose = { [weak self] index in self?.cardChosen(at: index) }
        pages.onFetched = { [weak self] summaries, range in self?.show(summaries, at: range) }
        pages.onFetchFailed = { [weak self] range, error in self?.fetchFailed(range, error) }
        updateKeys(cardCount: 0)
    }

    /// The cards here at once, then a sync with the backend.
    override func didLoad() {
        reloadGrid()
        refreshTapped()
    }

    /// Downloads the backend's cards in the background; the list stays usable meanwhile.
    func refreshTapped() {
        status = "Syncing with the backend…"
        // An empty device may only be waiting for its cards: it says so until the sync ends.
        grid.emptyMessage = "Looking for your cards on the backend…"
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            do {
                let report = try await sync.download()
                status = report.description
                if report.changedTheList { reloadGrid() }
            } catch {
                status = "Offline: \(error)"
            }
            grid.emptyMessage = "No cards yet. Press + to add one."
        }
    }

    /// Ends the session, on the backend too, and shows Login; the cards stay on this device,
    /// with what waits for the backend, for the next time this account signs in.
    func logOutTapped() {
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            await request.run {
                await auth.logout()
                navigation?.setRoot(
                    LoginController(
                        auth: auth, settings: settings, offersDemoAccount: offersDemoAccount,
                        cards: cards, sync: sync, camera: camera, photosDirectory: photosDirectory
                    ))
            }
        }
    }

    func newTapped() {
        navigation?.push(makeDetails(mode: .create, card: Card()))
    }

    func cardChosen(at index: Int) {
        guard let identifier = identifiers[index] else { return }
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            await request.run {
                do {
                    guard let card = try await cards.card(identifier: identifier) else {
                        reloadGrid()
                        return
                    }
                    navigation?.push(makeDetails(mode: .normal, card: card))
                } catch {
                    present(.error("Unable to open the card: \(error)"))
                }
            }
        }
    }

    /// Open acts on a card of the grid: with none, it says so.
    private func updateKeys(cardCount: Int) {
        keyBindings = [
            KeyBinding(.enter, "Open", isEnabled: cardCount > 0, disabledReason: "There is no card to open.") {
                [weak self] in self?.openHighlighted()
            },
            KeyBinding(.character("+"), "New") { [weak self] in self?.newTapped() },
            KeyBinding(.character("r"), "Refresh") { [weak self] in self?.refreshTapped() },
            KeyBinding(.character("o"), "Log out", prominence: .secondary) { [weak self] in self?.logOutTapped() },
        ]
    }

    /// Starts the grid over from the store's current count.
    func reloadGrid() {
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            do {
                let count = try await cards.count()
                identifiers = [:]
                pages.startOver()
                grid.reset(count: count)
                updateKeys(cardCount: count)
            } catch {
                status = "Unable to read the cards: \(error)"
            }
        }
    }

    private func openHighlighted() {
        cardChosen(at: grid.highlighted)
    }

    /// A page of cards in their tiles, from the index the grid asked for on.
    private func show(_ summaries: [CardSummary], at range: Range<Int>) {
        var items: [Int: GridItem] = [:]
        for (index, summary) in zip(range, summaries) {
            identifiers[index] = summary.identifier
            items[index] = GridItem(name: summary.name, thumbnail: summary.thumbnail)
        }
        grid.show(items)
    }

    private func fetchFailed(_ range: Range<Int>, _ error: any Error) {
        grid.itemsFailed(range)
        status = "Unable to read the cards: \(error)"
    }

    /// Uploads a card just saved here; the list stays usable meanwhile.
    func cardSaved(_ card: Card) {
        reloadGrid()
        status = "Uploading \"\(card.name)\"…"
        app?.perform(showingLoading: false) { [weak self, sync] in
            do {
                try await sync.upload(card)
                self?.status = "Uploaded \"\(card.name)\""
            } catch is ChangeDeliveredMeanwhile {
                // A sync sent the change while this request hung, and said so.
            } catch {
                self?.status = "Saved here; the upload will be retried: \(error)"
            }
        }
    }

    /// Deletes from the backend a card just deleted here.
    func cardDeleted(_ card: Card) {
        reloadGrid()
        app?.perform(showingLoading: false) { [weak self, sync] in
            do {
                try await sync.deleteRemotely(card.identifier)
                self?.status = "Deleted \"\(card.name)\""
            } catch is ChangeDeliveredMeanwhile {
                // A sync sent the change while this request hung, and said so.
            } catch {
                self?.status = "Deleted here; the deletion will be retried on the backend: \(error)"
            }
        }
    }

    private func makeDetails(mode: CardDetailsMode, card: Card) -> CardDetailsController {
        CardDetailsController(
            mode: mode,
            card: card,
            sync: sync,
            camera: camera,
            photosDirectory: photosDirectory,
            onCardSaved: { [weak self] card in self?.cardSaved(card) },
            onCardDeleted: { [weak self] card in self?.cardDeleted(card) }
        )
    }
}
