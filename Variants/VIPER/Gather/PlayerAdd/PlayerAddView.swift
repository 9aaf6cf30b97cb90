import Domain
import TerminalUI

/// A name field and the Done button, a passive view: it forwards the name and Done to the
/// presenter and enables Done when told.
@MainActor
final class PlayerAddView: Screen, PlayerAddViewProtocol {
    let presenter: any PlayerAddPresenterProtocol
    let nameField = TextField(placeholder: "Enter name of the player", maximumLength: NameRules.maximumLength)
    let doneButton = Button("Done", isEnabled: false)

    init(presenter: any PlayerAddPresenterProtocol) {
        self.presenter = presenter
        super.init(title: "Add Player")
        content = Stack(spacing: 1, [nameField, Row([doneButton])])
        nameField.onChange = { [weak self] text in self?.presenter.nameDidChange(text) }
        nameField.onSubmit = { [weak self] in self?.done() }
        doneButton.action = { [weak self] in self?.done() }
    }

    override func didLoad() {
        presenter.viewDidLoad()
    }

    func setDoneEnabled(_ isEnabled: Bool, unavailableReason: String) {
        doneButton.isEnabled = isEnabled
        keyBindings = [
            KeyBinding(.enter, "Done", isEnabled: isEnabled, disabledReason: unavailableReason) { [weak self] in
                self?.done()
            }
        ]
    }

    private func done() {
        app?.perform(showingLoading: false) { [presenter] in await presenter.doneTapped() }
    }
}
