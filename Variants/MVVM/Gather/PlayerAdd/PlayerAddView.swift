import Domain
import Presentation
import TerminalUI

/// A name field and the Done button, bound to their view model.
@MainActor
final class PlayerAddView: Screen {
    let viewModel: PlayerAddViewModel
    let nameField = TextField(placeholder: "Enter name of the player", maximumLength: NameRules.maximumLength)
    let doneButton = Button("Done", isEnabled: false)

    init(viewModel: PlayerAddViewModel) {
        self.viewModel = viewModel
        super.init(title: "Add Player")
        viewModel.onAlert = { [weak self] alert in self?.present(alert) }
        content = Stack(spacing: 1, [nameField, Row([doneButton])])
        nameField.onChange = { [weak self] text in self?.viewModel.nameDidChange(text) }
        nameField.onSubmit = { [weak self] in self?.done() }
        doneButton.action = { [weak self] in self?.done() }
    }

    override func updateViews() {
        showsLoading = viewModel.request.isInFlight
        doneButton.isEnabled = viewModel.isDoneEnabled
        unsavedWork = viewModel.unsavedWork
        status = viewModel.status
        keyBindings = [
            KeyBinding(
                .enter, "Done", isEnabled: viewModel.isDoneEnabled, disabledReason: viewModel.doneUnavailableReason
            ) { [weak self] in self?.done() }
        ]
    }

    private func done() {
        app?.perform(showingLoading: false) { [viewModel] in await viewModel.doneTapped() }
    }
}
