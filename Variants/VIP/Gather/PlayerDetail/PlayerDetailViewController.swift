import TerminalUI

@MainActor
protocol PlayerDetailDisplayLogic: AnyObject {
    func displayShow(viewModel: PlayerDetail.Show.ViewModel)
    func displayEdit(viewModel: PlayerDetail.Edit.ViewModel)
}

/// The player's fields in three sections; choosing one routes to its editor; going back takes
/// the player, as edited, to the list.
@MainActor
final class PlayerDetailViewController: Screen, PlayerDetailDisplayLogic {
    var interactor: (any PlayerDetailBusinessLogic)?
    var router: (any PlayerDetailRoutingLogic & PlayerDetailDataPassing)?
    let list = ListView()

    init() {
        super.init(title: "")
        content = list
        list.onSelect = { [weak self] index in
            self?.interactor?.edit(request: .init(section: index.section, row: index.row))
        }
        keyBindings = [KeyBinding(.enter, "Edit") { [weak self] in self?.editHighlighted() }]
    }

    override func willAppear() {
        interactor?.show(request: .init())
    }

    override func goBack() {
        router?.routeToPlayerList()
    }

    func displayShow(viewModel: PlayerDetail.Show.ViewModel) {
        title = viewModel.title
        list.sections = viewModel.sections.map { section in
            ListSection(
                section.title,
                items: section.rows.map { ListItem($0.title, details: [$0.value], accessory: .disclosure) })
        }
    }

    func displayEdit(viewModel: PlayerDetail.Edit.ViewModel) {
        router?.routeToPlayerEdit()
    }

    private func editHighlighted() {
        list.highlighted.map { interactor?.edit(request: .init(section: $0.section, row: $0.row)) }
    }
}
