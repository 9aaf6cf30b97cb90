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
        keyBindings = [KeyBinding(.enter, "Done", isEnabled: isValid, disabledReason: "Type the player's name first.") { [weak self] in self?.done() }]
    }

    func doneTapped() async {
        guard let draft = PlayerDraft(typedName: view.nameField.text) else { return }
        await request.run {
            do {
                _ = try await players.create(draft)
            } catch {
                status = "\(error)"
                present(.error("Unable to create player. Please try again."))
                return
            }
            onPlayerAdded()
            navigation?.pop()
        }
    }

    private func done() {
        app?.perform(showingLoading: false) { [weak self] in await self?.doneTapped() }
    }
}
