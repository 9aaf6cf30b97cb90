import Domain
import Presentation
import TerminalUI

@MainActor
protocol PlayerEditDisplayLogic: AnyObject {
    func displayLoading(viewModel: PlayerEdit.Loading.ViewModel)
    func displayStart(viewModel: PlayerEdit.Start.ViewModel)
    func displayChange(viewModel: PlayerEdit.Change.ViewModel)
    func displaySave(viewModel: PlayerEdit.Save.ViewModel)
    func displayAddAgain(viewModel: PlayerEdit.AddAgain.ViewModel)
}

/// A text field for text rows or a list of choices for choice rows, and the Done button.
@MainActor
final class PlayerEditViewController: Screen, PlayerEditDisplayLogic {
    var interactor: (any PlayerEditBusinessLogic)?
    var router: (any PlayerEditRoutingLogic & PlayerEditDataPassing)?
    let valueField = TextField(maximumLength: NameRules.maximumLength)
    let choiceList = ListView()
    let doneButton = Button("Done", isEnabled: false)
    private var choices: [String] = []

    init() {
        super.init(title: "")
        content = Stack(spacing: 1, [valueField, choiceList, Row([doneButton])])
        valueField.onChange = { [weak self] text in self?.interactor?.change(request: .init(value: text)) }
        valueField.onSubmit = { [weak self] in self?.save() }
        choiceList.onSelect = { [weak self] index in self?.interactor?.choose(request: .init(row: index.row)) }
        choiceList.onToggle = { [weak self] index in self?.interactor?.choose(request: .init(row: index.row)) }
        doneButton.action = { [weak self] in self?.save() }
    }

    override func didLoad() {
        interactor?.start(request: .init())
    }

    func displayLoading(viewModel: PlayerEdit.Loading.ViewModel) {
        showsLoading = viewModel.isLoading
    }

    func displayStart(viewModel: PlayerEdit.Start.ViewModel) {
        title = viewModel.title
        if let choices = viewModel.choices {
            self.choices = choices
            valueField.isHidden = true
            showChoices(checked: viewModel.checked)
            if let checked = viewModel.checked { choiceList.highlight(ListIndex(section: 0, row: checked)) }
        } else {
            choiceList.isHidden = true
            valueField.text = viewModel.text
        }
    }

    func displayChange(viewModel: PlayerEdit.Change.ViewModel) {
        valueField.error = viewModel.validationMessage
        doneButton.isEnabled = viewModel.isDoneEnabled
        unsavedWork = viewModel.unsavedWork
        if viewModel.isChoice {
            showChoices(checked: viewModel.checked)
            keyBindings = [
                KeyBinding(.enter, "Choose") { [weak self] in self?.chooseHighlighted() },
                KeyBinding(
                    .character("d"), "Done", isEnabled: viewModel.isDoneEnabled,
                    disabledReason: viewModel.doneUnavailableReason
                ) { [weak self] in self?.save() },
            ]
        } else {
            keyBindings = [
                KeyBinding(
                    .enter, "Done", isEnabled: viewModel.isDoneEnabled, disabledReason: viewModel.doneUnavailableReason
                ) { [weak self] in self?.save() }
            ]
        }
    }

    func displaySave(viewModel: PlayerEdit.Save.ViewModel) {
        status = viewModel.status
        if viewModel.isChangedElsewhere { router?.passPlayerToPlayerDetail() }
        if let alert = viewModel.alert {
            present(
                alert.acting { [weak self] button in
                    switch button {
                    case PlayerEdit.Save.continueButton: { self?.router?.routeToPlayerDetail() }
                    case PlayerEdit.AddAgain.addAgainButton:
                        { [interactor = self?.interactor] in await interactor?.addAgain(request: .init()) }
                    case PlayerEdit.AddAgain.dropChangeButton: { self?.router?.routeToPlayerList() }
                    default: nil
                    }
                })
        }
        if viewModel.isSaved { router?.routeToPlayerDetail() }
    }

    func displayAddAgain(viewModel: PlayerEdit.AddAgain.ViewModel) {
        status = viewModel.status
        if let alert = viewModel.alert { present(alert) }
        if viewModel.isAdded { router?.routeToPlayerList() }
    }

    private func showChoices(checked: Int?) {
        choiceList.sections = [
            ListSection(items: choices.enumerated().map { ListItem($1, accessory: .checkmark($0 == checked)) })
        ]
    }

    private func chooseHighlighted() {
        choiceList.highlighted.map { interactor?.choose(request: .init(row: $0.row)) }
    }

    private func save() {
        app?.perform(showingLoading: false) { [interactor] in await interactor?.save(request: .init()) }
    }
}
