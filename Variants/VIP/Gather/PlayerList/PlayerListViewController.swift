import Domain
import Presentation
import TerminalUI

@MainActor
protocol PlayerListDisplayLogic: AnyObject {
    func displayLoading(viewModel: PlayerList.Loading.ViewModel)
    func displayLoad(viewModel: PlayerList.Load.ViewModel)
    func displayRows(viewModel: PlayerList.Rows.ViewModel)
    func displayRowsFailure(viewModel: PlayerList.RowsFailure.ViewModel)
    func displayMode(viewModel: PlayerList.Mode.ViewModel)
    func displayChoose(viewModel: PlayerList.Choose.ViewModel)
    func displayConfirm(viewModel: PlayerList.Confirm.ViewModel)
    func displayDeleteConfirmation(viewModel: PlayerList.DeleteConfirmation.ViewModel)
    func displayDelete(viewModel: PlayerList.Delete.ViewModel)
    func displayBack(viewModel: PlayerList.Back.ViewModel)
    func displayReturn(viewModel: PlayerList.Return.ViewModel)
}

/// The players: a list that can be loading, empty or failed, and the button that confirms a
/// selection. Sends each input as a request, displays each view model, routes when one says so.
@MainActor
final class PlayerListViewController: Screen, PlayerListDisplayLogic {
    var interactor: (any PlayerListBusinessLogic)?
    var router: (any PlayerListRoutingLogic & PlayerListDataPassing)?
    let list = PagedListView(pageSize: PlayerListInteractor.pageSize)
    let listState: ListStateContainer
    let confirmButton = Button("Confirm players", isEnabled: false)

    init() {
        listState = ListStateContainer(content: list, actionTitle: "Retry")
        super.init(title: "Players")
        confirmButton.isHidden = true
        content = Stack(spacing: 1, [listState, Row([confirmButton])])
        list.onSelect = { [weak self] row in self?.interactor?.choose(request: .init(row: row)) }
        list.onToggle = { [weak self] row in self?.interactor?.toggle(request: .init(row: row)) }
        list.onHighlight = { [weak self] row in self?.interactor?.highlight(request: .init(row: row)) }
        list.onNeedItems = { [weak self] rows in self?.run { await $0.fetchRows(request: .init(rows: rows)) } }
        confirmButton.action = { [weak self] in self?.interactor?.confirm(request: .init()) }
        listState.action = { [weak self] in self?.reload() }
    }

    override func didLoad() {
        reload()
    }

    override func willAppear() {
        run { await $0.applyReturn(request: .init()) }
    }

    override func goBack() {
        discardingUnsavedWork { [weak self] in self?.run { await $0.back(request: .init()) } }
    }

    func displayLoading(viewModel: PlayerList.Loading.ViewModel) {
        showsLoading = viewModel.isLoading
    }

    func displayLoad(viewModel: PlayerList.Load.ViewModel) {
        if let count = viewModel.count {
            status = nil
            list.reset(count: count)
        }
        listState.state = viewModel.state
    }

    func displayRows(viewModel: PlayerList.Rows.ViewModel) {
        if viewModel.setsStatus { status = viewModel.status }
        list.setItems(
            viewModel.rows.mapValues { row in
                ListItem(
                    row.title, details: row.details,
                    accessory: row.isTicked.map(ListItem.Accessory.checkbox) ?? .disclosure)
            })
    }

    func displayRowsFailure(viewModel: PlayerList.RowsFailure.ViewModel) {
        status = viewModel.status
        list.requestFailed(for: viewModel.rows)
    }

    func displayMode(viewModel: PlayerList.Mode.ViewModel) {
        title = viewModel.title
        unsavedWork = viewModel.unsavedWork
        confirmButton.isHidden = !viewModel.isConfirmShown
        confirmButton.isEnabled = viewModel.confirmUnavailableReason == nil
        keyBindings = [
            KeyBinding(
                .enter, viewModel.chooseTitle, isEnabled: viewModel.chooseUnavailableReason == nil,
                disabledReason: viewModel.chooseUnavailableReason
            ) { [weak self] in
                self?.chooseHighlighted()
            },
            KeyBinding(.character("a"), "Add") { [weak self] in self?.router?.routeToPlayerAdd() },
            KeyBinding(
                .character("s"), viewModel.selectTitle, isEnabled: viewModel.selectUnavailableReason == nil,
                disabledReason: viewModel.selectUnavailableReason
            ) { [weak self] in
                self?.interactor?.toggleSelectMode(request: .init())
            },
            KeyBinding(
                .character("d"), "Delete", isEnabled: viewModel.deleteUnavailableReason == nil,
                disabledReason: viewModel.deleteUnavailableReason, prominence: .secondary
            ) { [weak self] in self?.deleteHighlighted() },
            KeyBinding(
                .character("c"), "Confirm", isEnabled: viewModel.confirmUnavailableReason == nil,
                disabledReason: viewModel.confirmUnavailableReason
            ) { [weak self] in self?.interactor?.confirm(request: .init()) },
            KeyBinding(.character("r"), "Reload", prominence: .secondary) { [weak self] in self?.reload() },
        ]
    }

    func displayChoose(viewModel: PlayerList.Choose.ViewModel) {
        router?.routeToPlayerDetail()
    }

    func displayConfirm(viewModel: PlayerList.Confirm.ViewModel) {
        router?.routeToConfirmPlayers()
    }

    func displayDeleteConfirmation(viewModel: PlayerList.DeleteConfirmation.ViewModel) {
        let player = viewModel.player
        present(
            viewModel.alert.acting { [weak self] button in
                guard button == PlayerList.DeleteConfirmation.deleteButton else { return nil }
                return { await self?.interactor?.delete(request: .init(player: player)) }
            })
    }

    func displayDelete(viewModel: PlayerList.Delete.ViewModel) {
        status = viewModel.status
        present(viewModel.alert)
    }

    func displayBack(viewModel: PlayerList.Back.ViewModel) {
        router?.routeToLogin()
    }

    func displayReturn(viewModel: PlayerList.Return.ViewModel) {
        if let message = viewModel.status { status = message }
    }

    private func reload() {
        run { await $0.load(request: .init()) }
    }

    private func chooseHighlighted() {
        interactor?.choose(request: .init(row: list.highlighted))
    }

    private func deleteHighlighted() {
        interactor?.askToDelete(request: .init(row: list.highlighted))
    }

    /// A request as the app's work: redrawn when done, waited for by scripts.
    private func run(_ request: @escaping @MainActor (any PlayerListBusinessLogic) async -> Void) {
        app?.perform(showingLoading: false) { [interactor] in
            guard let interactor else { return }
            await request(interactor)
        }
    }
}
