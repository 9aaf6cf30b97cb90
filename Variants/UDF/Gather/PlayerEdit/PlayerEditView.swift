import Domain
import Presentation
import TerminalUI

/// A text field for text rows or a list of choices for choice rows, and the Done button: renders
/// the store's state and sends what the person does.
@MainActor
final class PlayerEditView: Screen {
    let store: Store<PlayerEditFeature.State, PlayerEditFeature.Action>
    let valueField = TextField(maximumLength: NameRules.maximumLength)
    let choiceList = ListView()
    let doneButton = Button("Done", isEnabled: false)
    private var alert = PresentedOnce<AlertState<PlayerEditFeature.Action.Alert>>()

    init(store: Store<PlayerEditFeature.State, PlayerEditFeature.Action>) {
        self.store = store
        super.init(title: store.state.field.title)
        content = Stack(spacing: 1, [valueField, choiceList, Row([doneButton])])
        valueField.onChange = { [weak self] text in self?.store.send(.valueChanged(text)) }
        valueField.onSubmit = { [weak self] in self?.store.send(.doneTapped) }
        choiceList.onSelect = { [weak self] index in self?.store.send(.choiceChosen(row: index.row)) }
        choiceList.onToggle = { [weak self] index in self?.store.send(.choiceChosen(row: index.row)) }
        doneButton.action = { [weak self] in self?.store.send(.doneTapped) }
        let state = store.state
        valueField.isHidden = state.choices != nil
        choiceList.isHidden = state.choices == nil
        showChoices(of: state)
        if let checked = state.checkedChoice { choiceList.highlight(ListIndex(section: 0, row: checked)) }
    }

    override func updateViews() {
        let state = store.state
        showsLoading = state.isSaving
        if state.choices != nil {
            showChoices(of: state)
            keyBindings = [
                KeyBinding(.enter, "Choose") { [weak self] in self?.chooseHighlighted() },
                KeyBinding(
                    .character("d"), "Done", isEnabled: state.isDoneEnabled, disabledReason: state.doneUnavailableReason
                ) { [weak self] in
                    self?.store.send(.doneTapped)
                },
            ]
        } else {
            if valueField.text != state.value { valueField.text = state.value }
            valueField.error = state.validationMessage
            keyBindings = [
                KeyBinding(.enter, "Done", isEnabled: state.isDoneEnabled, disabledReason: state.doneUnavailableReason)
                { [weak self] in
                    self?.store.send(.doneTapped)
                }
            ]
        }
        doneButton.isEnabled = state.isDoneEnabled
        unsavedWork = state.unsavedWork
        status = state.status
        if let alert = alert.toPresent(state.alert) {
            present(alert.content { [weak self] in self?.store.send(.alert($0)) })
        }
    }

    private func showChoices(of state: PlayerEditFeature.State) {
        guard let choices = state.choices else { return }
        choiceList.sections = [
            ListSection(
                items: choices.enumerated().map { ListItem($1, accessory: .checkmark($0 == state.checkedChoice)) })
        ]
    }

    private func chooseHighlighted() {
        choiceList.highlighted.map { store.send(.choiceChosen(row: $0.row)) }
    }
}
