import Domain
import Presentation
import TerminalUI

/// A name field and the Done button: renders the store's state and sends what the person does.
@MainActor
final class PlayerAddView: Screen {
    let store: Store<PlayerAddFeature.State, PlayerAddFeature.Action>
    let nameField = TextField(placeholder: "Enter name of the player", maximumLength: NameRules.maximumLength)
    let doneButton = Button("Done", isEnabled: false)
    private var alert = PresentedOnce<AlertState<PlayerAddFeature.Action.Alert>>()

    init(store: Store<PlayerAddFeature.State, PlayerAddFeature.Action>) {
        self.store = store
        super.init(title: "Add Player")
        content = Stack(spacing: 1, [nameField, Row([doneButton])])
        nameField.onChange = { [weak self] text in self?.store.send(.nameChanged(text)) }
        nameField.onSubmit = { [weak self] in self?.store.send(.doneTapped) }
        doneButton.action = { [weak self] in self?.store.send(.doneTapped) }
    }

    override func updateViews() {
        let state = store.state
        showsLoading = state.isCreating
        if nameField.text != state.name { nameField.text = state.name }
        let canFinish = state.draft != nil
        doneButton.isEnabled = canFinish
        keyBindings = [
            KeyBinding(
                .enter, "Done", isEnabled: canFinish, disabledReason: state.doneUnavailableReason
            ) { [weak self] in
                self?.store.send(.doneTapped)
            }
        ]
        unsavedWork = state.unsavedWork
        status = state.status
        if let alert = alert.toPresent(state.alert) {
            present(alert.content { [weak self] in self?.store.send(.alert($0)) })
        }
    }
}
