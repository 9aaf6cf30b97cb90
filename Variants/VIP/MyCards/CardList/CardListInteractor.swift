import Domain
import Presentation

@MainActor
protocol CardListBusinessLogic: AnyObject {
    func showCards(request: CardList.Grid.Request) async
    func fetchCards(request: CardList.Cards.Request) async
    func sync(request: CardList.Sync.Request) async
    func open(request: CardList.Open.Request) async
    func applyReturn(request: CardList.Return.Request) async
    func logOut(request: CardList.LogOut.Request) async
}

/// What the scene keeps: the card opened, for its router; the changes on their way to the
/// backend, written by CardDetails' router.
@MainActor
protocol CardListDataStore: AnyObject {
    var openedCard: Card? { get }
    var uploads: [CardUploadWorker.Upload] { get set }
}

/// The signed-in account's cards on this device, read a page at a time as the grid asks; the sync
/// with the backend; how each change made on the card's screen reached the backend; the logout.
@MainActor
final class CardListInteractor: CardListBusinessLogic, CardListDataStore {
    var presenter: (any CardListPresentationLogic)?
    private(set) var openedCard: Card?
    var uploads: [CardUploadWorker.Upload] = []
    /// Counts the grid's resets, so a page read for an older grid is dropped.
    private var generation = 0
    /// The cards read so far, by position in the grid.
    private var summaries: [Int: CardSummary] = [:]
    private let cards: any CardStore
    private let sync: CardSync
    private let auth: any AuthService
    private lazy var request = RequestState { [weak self] isLoading in
        self?.presenter?.presentLoading(response: .init(isLoading: isLoading))
    }

    init(cards: any CardStore, sync: CardSync, auth: any AuthService) {
        self.cards = cards
        self.sync = sync
        self.auth = auth
    }

    /// Ends the session, on the backend too; the cards stay on this device, with what waits for
    /// the backend, for the next time this account signs in.
    func logOut(request: CardList.LogOut.Request) async {
        await self.request.run {
            await auth.logout()
            presenter?.presentLogOut(response: .init())
        }
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

    /// The grid starts over with the changes made meanwhile, then each change is shown on its
    /// way to the backend and once there, in the order it was made.
    func applyReturn(request: CardList.Return.Request) async {
        let arrived = uploads
        uploads = []
        guard !arrived.isEmpty else { return }
        await showCards(request: .init())
        for upload in arrived {
            presenter?.presentBackend(response: .init(change: upload.change, isDone: false, error: nil))
            let error = await upload.outcome()
            // A sync sent the change while this request hung, and said so.
            if error is ChangeDeliveredMeanwhile { continue }
            presenter?.presentBackend(response: .init(change: upload.change, isDone: true, error: error))
        }
    }
}
