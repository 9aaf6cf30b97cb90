import Domain
import Presentation

@MainActor
protocol CardListBusinessLogic: AnyObject {
    func showCards(request: CardList.Grid.Request) async
    func fetchCards(request: CardList.Cards.Request) async
    func sync(request: CardList.Sync.Request) async
    func open(request: CardList.Open.Request) async
}

/// What the scene keeps for its router: the card opened.
@MainActor
protocol CardListDataStore: AnyObject {
    var openedCard: Card? { get }
}

/// The cards on this device, read a page at a time as the grid asks; the sync with the backend;
/// how each change made here reached the backend (it listens to the upload worker).
@MainActor
final class CardListInteractor: CardListBusinessLogic, CardListDataStore, CardUploadListener {
    var presenter: (any CardListPresentationLogic)?
    private(set) var openedCard: Card?
    /// Counts the grid's resets, so a page read for an older grid is dropped.
    private var generation = 0
    /// The cards read so far, by position in the grid.
    private var summaries: [Int: CardSummary] = [:]
    private let cards: any CardStore
    private let sync: CardSync
    private lazy var request = RequestState { [weak self] isLoading in
        self?.presenter?.presentLoading(response: .init(isLoading: isLoading))
    }

    init(cards: any CardStore, sync: CardSync) {
        self.cards = cards
        self.sync = sync
    }

    /// Starts the grid over from the store's current count.
    func showCards(request: CardList.Grid.Request) async {
        do {
            let count = try await cards.count()
            summaries = [:]
            generation += 1
            presenter?.presentGrid(response: .init(count: count))
        } catch {
            presenter?.presentCards(response: .failed(nil, error))
        }
    }

    func fetchCards(request: CardList.Cards.Request) async {
        let generation = generation
        do {
            let page = try await cards.summaries(offset: request.range.lowerBound, limit: request.range.count)
            guard generation == self.generation else { return }
            let loaded = Dictionary(uniqueKeysWithValues: zip(request.range, page))
            summaries.merge(loaded) { _, new in new }
            presenter?.presentCards(response: .loaded(loaded))
        } catch {
            guard generation == self.generation else { return }
            presenter?.presentCards(response: .failed(request.range, error))
        }
    }

    /// Downloads the backend's cards; a card that came starts the grid over.
    func sync(request: CardList.Sync.Request) async {
        presenter?.presentSync(response: .started)
        do {
            let report = try await sync.download()
            presenter?.presentSync(response: .synced(report))
            if report.changedTheList { await showCards(request: .init()) }
        } catch {
            presenter?.presentSync(response: .failed(error))
        }
    }

    /// The whole card at `index`; one deleted meanwhile starts the grid over.
    func open(request: CardList.Open.Request) async {
        await self.request.run {
            guard let identifier = summaries[request.index]?.identifier else { return }
            do {
                guard let card = try await cards.card(identifier: identifier) else {
                    await showCards(request: .init())
                    return
                }
                openedCard = card
                presenter?.presentOpen(response: .init(error: nil))
            } catch {
                presenter?.presentOpen(response: .init(error: error))
            }
        }
    }

    func changeWillReachBackend(_ change: CardUploadWorker.Change) async {
        await showCards(request: .init())
        presenter?.presentBackend(response: .init(change: change, isDone: false, error: nil))
    }

    func changeReachedBackend(_ change: CardUploadWorker.Change, error: (any Error)?) {
        presenter?.presentBackend(response: .init(change: change, isDone: true, error: error))
    }
}
