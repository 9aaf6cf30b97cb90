import Domain
import Foundation
import Presentation
import TerminalUI

/// Creates a player from a name, then goes back to the list.
@MainActor
final class PlayerAddController: Screen {
    let view = PlayerAddView()
    private let players: any PlayersService
    private let onPlayerAdded: () -> Void
    private lazy var request = RequestState { [weak self] isInFlight in self?.showsLoading = isInFlight }

    init(players: any PlayersService, onPlayerAdded: @escaping () -> Void) {
        self.players = players
        self.onPlayerAdded = onPlayerAdded
        super.init(title: "Add Player")
        content = view
        view.nameField.onChange = { [weak self] text in self?.nameDidChange(text) }
        view.nameField.onSubmit = { [weak self] in self?.done() }
        view.doneButton.action = { [weak self] in self?.done() }
    }

    override func didLoad() {
        nameDidChange(view.nameField.text)
    }

    func nameDidChange(_ text: String) {
        let isValid = PlayerDraft(typedName: text) != nil
        view.doneButton.isEnabled = isValid
        unsavedWork = isValid ? "The name you typed will be lost." : nil
        keyBindings = [
            KeyBinding(.enter, "Done", isEnabled: isValid, disabledReason: "Type the player's name first.") {
                [weak self] in self?.done()
            }
        ]
    }

    func doneTapped() async {
        guard let draft = PlayerDraft(typedName: view.nameField.text) else { return }
        await request.run {
            let delivery: Delivery
            do {
                delivery = try await players.create(draft)
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                status = "\(error)"
                present(
                    .error(
                        error.isUnconfirmed
                            ? "Unable to confirm that the player was created: it may have been. Done again will not add it twice."
                            : "Unable to create player. Please try again."))
                return
            }
            guard delivery == .sent else {
                // Said before going back, so that a player kept here is not taken for sent.
                present(
                    AlertContent(
                        title: "Saved on this device",
                        message: "\"\(draft.name)\" waits here and is added when the backend answers.",
                        buttons: [
                            .init("OK", role: .cancel) { [weak self] in self?.close() }
                        ]))
                return
            }
            close()
        }
    }

    private func close() {
        onPlayerAdded()
        navigation?.pop()
    }

    private func done() {
        app?.perform(showingLoading: false) { [weak self] in await self?.doneTapped() }
    }
}
