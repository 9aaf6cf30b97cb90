import Domain
import TerminalUI

@MainActor
protocol CardListDisplayLogic: AnyObject {
    func displayLoading(viewModel: CardList.Loading.ViewModel)
    func displayGrid(viewModel: CardList.Grid.ViewModel)
    func displayCards(viewModel: CardList.Cards.ViewModel)
    func displaySync(viewModel: CardList.Sync.ViewModel)
    func displayOpen(viewModel: CardList.Open.ViewModel)
    func displayBackend(viewModel: CardList.Backend.ViewModel)
    func displayLogOut(viewModel: CardList.LogOut.ViewModel)
}

/// The cards as a grid of their front photos, or the empty state.
@MainActor
final class CardListViewController: Screen, CardListDisplayLogic {
    var interactor: (any CardListBusinessLogic)?
    var router: (any CardListRoutingLogic & CardListDataPassing)?
    let grid = ThumbnailGrid()
    let emptyState = EmptyState(message: "")

    init() {
        super.init(title: "My Cards")
        emptyState.isHidden = true
        content = Stack([grid, emptyState])
        grid.onNeedItems = { [weak self] range in self?.run { await $0.fetchCards(request: .init(range: range)) } }
        grid.onSelect = { [weak self] index in self?.open(at: index) }
    }

    /// The cards here at once, then a sync with the backend; the list stays usable meanwhile.
    override func didLoad() {
        run { interactor in
            await interactor.showCards(request: .init())
            await interactor.sync(request: .init())
        }
    }

    /// Back from a card: how its changes are going on the backend.
    override func willAppear() {
        run { await $0.applyReturn(request: .init()) }
    }

    func displayLoading(viewModel: CardList.Loading.ViewModel) {
        showsLoading = viewModel.isLoading
    }

    func displayGrid(viewModel: CardList.Grid.ViewModel) {
        setKeys(openUnavailableReason: viewModel.openUnavailableReason)
        grid.reset(count: viewModel.count)
        grid.isHidden = viewModel.isEmpty
        emptyState.isHidden = !viewModel.isEmpty
    }

    func displayCards(viewModel: CardList.Cards.ViewModel) {
        grid.setItems(viewModel.cards.mapValues { GridItem(name: $0.name, thumbnail: $0.thumbnail) })
        if let range = viewModel.failedRange { grid.requestFailed(for: range) }
        if let message = viewModel.status { status = message }
    }

    func displaySync(viewModel: CardList.Sync.ViewModel) {
        status = viewModel.status
        emptyState.message = viewModel.emptyMessage
    }

    func displayOpen(viewModel: CardList.Open.ViewModel) {
        if let alert = viewModel.alert { present(alert) }
        if viewModel.isOpened { router?.routeToCardDetails() }
    }

    func displayBackend(viewModel: CardList.Backend.ViewModel) {
        if let message = viewModel.status { status = message }
    }

    func displayLogOut(viewModel: CardList.LogOut.ViewModel) {
        router?.routeToLogin()
    }

    private func open(at index: Int) {
        run { await $0.open(request: .init(index: index)) }
    }

    /// A request as the app's work: redrawn when done, waited for by scripts.
    private func run(_ request: @escaping @MainActor (any CardListBusinessLogic) async -> Void) {
        app?.perform(showingLoading: false) { [interactor] in
            guard let interactor else { return }
            await request(interactor)
        }
    }

    private func setKeys(openUnavailableReason: String?) {
        keyBindings = [
            KeyBinding(
                .enter, "Open", isEnabled: openUnavailableReason == nil, disabledReason: openUnavailableReason
            ) { [weak self] in
                self?.open(at: self?.grid.highlighted ?? 0)
            },
            KeyBinding(.character("+"), "New") { [weak self] in self?.router?.routeToNewCard() },
            KeyBinding(.character("r"), "Refresh") { [weak self] in self?.run { await $0.sync(request: .init()) } },
            KeyBinding(.character("o"), "Log out", prominence: .secondary) { [weak self] in
                self?.run { await $0.logOut(request: .init()) }
            },
        ]
    }
}
