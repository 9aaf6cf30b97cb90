import Domain
import Presentation
import TerminalUI

/// A text field for text rows or a list of choices for choice rows, and the Done button, bound
/// to the view model.
@MainActor
final class PlayerEditView: Screen {
    let viewModel: PlayerEditViewModel
    let valueField = TextField(maximumLength: NameRules.maximumLength)
    let choiceList = ListView()
    let doneButton = Button("Done", isEnabled: false)

    init(viewModel: PlayerEditViewModel) {
        self.viewModel = viewModel
        super.init(title: viewModel.title)
        viewModel.onAlert = { [weak self] alert in self?.present(alert) }
        content = Stack(spacing: 1, [valueField, choiceList, Row([doneButton])])
        if let choices = viewModel.choices {
            valueField.isHidden = true
            choiceList.sections = choiceRows(choices)
            if let row = viewModel.initialChoice { choiceList.highlight(ListIndex(section: 0, row: row)) }
            choiceList.onSelect = { [weak self] index in self?.viewModel.choose(row: index.row) }
            choiceList.onToggle = { [weak self] index in self?.viewModel.choose(row: index.row) }
        } else {
            choiceList.isHidden = true
            valueField.text = viewModel.value
            valueField.onChange = { [weak self] text in self?.viewModel.valueDidChange(text) }
            valueField.onSubmit = { [weak self] in self?.done() }
        }
        doneButton.action = { [weak self] in self?.done() }
    }

    override func updateViews() {
        showsLoading = viewModel.request.isInFlight
        valueField.error = viewModel.validationMessage
        doneButton.isEnabled = viewModel.isDoneEnabled
        unsavedWork = viewModel.unsavedWork
        status = viewModel.status
        if let choices = viewModel.choices {
            choiceList.sections = choiceRows(choices)
            keyBindings = [
                KeyBinding(.enter, "Choose") { [weak self] in self?.chooseHighlighted() },
                KeyBinding(
                    .character("d"), "Done", isEnabled: viewModel.isDoneEnabled,
                    disabledReason: viewModel.doneUnavailableReason
                ) { [weak self] in self?.done() },
            ]
        } else {
            keyBindings = [
                KeyBinding(
                    .enter, "Done", isEnabled: viewModel.isDoneEnabled, disabledReason: viewModel.doneUnavailableReason
                ) { [weak self] in self?.done() }
            ]
        }
    }

    /// The choices, checked as the view model says.
    private func choiceRows(_ choices: [String]) -> [ListSection] {
        [ListSection(items: choices.map { ListItem($0, accessory: .checkmark(viewModel.isChecked($0))) })]
    }

    private func chooseHighlighted() {
        choiceList.highlighted.map { viewModel.choose(row: $0.row) }
    }

    private func done() {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.done() }
    }
}
