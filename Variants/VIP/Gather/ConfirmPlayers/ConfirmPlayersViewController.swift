import Presentation
import TerminalUI

@MainActor
protocol ConfirmPlayersDisplayLogic: AnyObject {
    func displayLoading(viewModel: ConfirmPlayers.Loading.ViewModel)
    func displayTeams(viewModel: ConfirmPlayers.Teams.ViewModel)
    func displayStart(viewModel: ConfirmPlayers.Start.ViewModel)
}

/// The chosen players in three sections — Bench, Team A, Team B — and the Start Gather button.
@MainActor
final class ConfirmPlayersViewController: Screen, ConfirmPlayersDisplayLogic {
    var interactor: (any ConfirmPlayersBusinessLogic)?
    var router: (any ConfirmPlayersRoutingLogic & ConfirmPlayersDataPassing)?
    let list = ListView()
    let startButton = Button("Start Gather", isEnabled: false)

    init() {
        super.init(title: "Confirm Players")
        content = Stack(spacing: 1, [list, Row([startButton])])
        startButton.action = { [weak self] in self?.start() }
        list.onHighlight = { [weak self] index in
            self?.interactor?.highlight(request: .init(section: index.section, row: index.row))
        }
    }

    override func didLoad() {
        interactor?.showTeams(request: .init())
    }

    func displayLoading(viewModel: ConfirmPlayers.Loading.ViewModel) {
        showsLoading = viewModel.isLoading
    }

    func displayTeams(viewModel: ConfirmPlayers.Teams.ViewModel) {
        list.sections = viewModel.sections.map { section in
            ListSection(section.title, items: section.rows.map { ListItem($0.name, details: [$0.position]) })
        }
        if let highlight = viewModel.highlight {
            list.highlight(ListIndex(section: highlight.section, row: highlight.row))
        }
        startButton.isEnabled = viewModel.startUnavailableReason == nil
        unsavedWork = viewModel.unsavedWork
        keyBindings = [
            KeyBinding(
                .left, "Move left", also: [.character("h")], isEnabled: viewModel.moveLeftUnavailableReason == nil,
                disabledReason: viewModel.moveLeftUnavailableReason
            ) { [weak self] in
                self?.moveHighlighted(by: -1)
            },
            KeyBinding(
                .right, "Move right", also: [.character("l")], isEnabled: viewModel.moveRightUnavailableReason == nil,
                disabledReason: viewModel.moveRightUnavailableReason
            ) { [weak self] in
                self?.moveHighlighted(by: 1)
            },
            KeyBinding(
                .character("s"), "Start Gather", isEnabled: viewModel.startUnavailableReason == nil,
                disabledReason: viewModel.startUnavailableReason
            ) { [weak self] in
                self?.start()
            },
        ]
    }

    func displayStart(viewModel: ConfirmPlayers.Start.ViewModel) {
        status = viewModel.status
        if let alert = viewModel.alert { present(alert) }
        if viewModel.isStarted { router?.routeToGather() }
    }

    private func moveHighlighted(by step: Int) {
        guard let index = list.highlighted else { return }
        interactor?.move(request: .init(section: index.section, row: index.row, step: step))
    }

    private func start() {
        app?.perform(showingLoading: false) { [interactor] in await interactor?.start(request: .init()) }
    }
}
