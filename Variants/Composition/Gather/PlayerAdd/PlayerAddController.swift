import CompositionChildren
import Domain
import Presentation
import TerminalUI

/// Add Player: a name entry and the Done button, as children. The container decides when Done
/// is enabled, creates the player, then goes back to the list.
@MainActor
final class PlayerAddController: Screen {
    let nameEntry = TextEntryController(placeholder: "Enter name of the player", maximumLength: NameRules.maximumLength)
    let doneButton = ButtonController("Done", isEnabled: false)
    private let players: any PlayersService
    private let onPlayerAdded: () -> Void
    private lazy var request = RequestState { [weak self] isInFlight in self?.showsLoading = isInFlight }

    init(players: any PlayersService, onPlayerAdded: @escaping () -> Void) {
        self.players = players
        self.onPlayerAdded = onPlayerAdded
        super.init(title: "Add Player")
        content = Stack(spacing: 1, [slot(showing: nameEntry), slot(showing: doneButton)])
        nameEntry.onChange = { [weak self] text in self?.nameDidChange(text) }
        nameEntry.onSubmit = { [weak self] in self?.done() }
        doneButton.onPress = { [weak self] in self?.done() }
    }

    override func didLoad() {
        nameDidChange(nameEntry.text)
    }

    func nameDidChange(_ text: String) {
        let isValid = PlayerDraft(typedName: text) != nil
        doneButton.isEnabled = isValid
        unsavedWork = isValid ? "The name you typed will be lost." : nil
        keyBindings = [
            KeyBinding(.enter, "Done", isEnabled: isValid, disabledReason: "Type the player's name first.") {
                [weak self] in self?.done()
            }
        ]
    }

    func doneTapped() async {
        guard let draft = PlayerDraft(typedName: nameEntry.text) else { return }
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
