import CompositionChildren
import Domain
import Presentation
import TerminalUI

/// Edits one field of a player: a text entry (checked as it is typed) or a list of choices, and
/// the Done button, as children — only the editor the field needs is added. The container
/// decides what can be saved, sends the whole player and goes back.
@MainActor
final class PlayerEditController: Screen {
    let valueEntry = TextEntryController(maximumLength: NameRules.maximumLength)
    let choiceList = ListController<String>()
    let doneButton = ButtonController("Done", isEnabled: false)
    let field: PlayerField
    private var player: Player
    private let players: any PlayersService
    private let onPlayerUpdated: (Player) -> Void
    private let onPlayerDeletedElsewhere: () -> Void
    /// What the field would become: the text typed, or the choice checked.
    private(set) var value: String
    private lazy var request = RequestState { [weak self] isInFlight in self?.showsLoading = isInFlight }

    init(
        field: PlayerField, player: Player, players: any PlayersService, onPlayerUpdated: @escaping (Player) -> Void,
        onPlayerDeletedElsewhere: @escaping () -> Void
    ) {
        self.field = field
        self.player = player
        self.players = players
        self.onPlayerUpdated = onPlayerUpdated
        self.onPlayerDeletedElsewhere = onPlayerDeletedElsewhere
        value = field.value(of: player)
        super.init(title: field.title)
        let editor: Screen
        switch field.kind {
        case .text:
            editor = valueEntry
            valueEntry.text = value
            valueEntry.onChange = { [weak self] text in self?.valueDidChange(text) }
            valueEntry.onSubmit = { [weak self] in self?.doneTapped() }
        case .choice:
            editor = choiceList
            choiceList.onChoose = { [weak self] choice in self?.valueDidChange(choice) }
            choiceList.onToggle = { [weak self] choice in self?.valueDidChange(choice) }
        }
        content = Stack(spacing: 1, [slot(showing: editor), slot(showing: doneButton)])
        doneButton.onPress = { [weak self] in self?.doneTapped() }
        valueDidChange(value)
        if case .choice = field.kind { choiceList.highlight(value) }
    }

    func valueDidChange(_ newValue: String) {
        value = newValue
        let error = validationError
        valueEntry.error = error.map(\.description)
        let canSave = error == nil && field.isChange(value, of: player)
        doneButton.isEnabled = canSave
        unsavedWork = field.isChange(value, of: player) ? "The value you changed will be lost." : nil
        if case .choice(let choices) = field.kind {
            choiceList.show([.init(items: choices)]) { choice in
                ListItem(choice, accessory: .checkmark(choice == value))
            }
            keyBindings = [
                KeyBinding(.enter, "Choose") { [weak self] in self?.chooseHighlighted() },
                KeyBinding(.character("d"), "Done", isEnabled: canSave, disabledReason: "Choose another value first.") {
                    [weak self] in self?.doneTapped()
                },
            ]
        } else {
            keyBindings = [
                KeyBinding(
                    .enter, "Done", isEnabled: canSave,
                    disabledReason: valueEntry.error ?? "Change the value first."
                ) { [weak self] in self?.doneTapped() }
            ]
        }
    }

    func doneTapped() {
        guard doneButton.isEnabled, let updated = try? field.applying(value, to: player) else { return }
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            await request.run {
                let saved: SavedPlayer
                do {
                    saved = try await players.update(updated, from: player)
                } catch let changed as PlayerChangedElsewhere {
                    // The value typed stays; Done now saves it over the current player, which
                    // the details show too, whatever the person decides here.
                    player = changed.current
                    onPlayerUpdated(changed.current)
                    valueDidChange(value)
                    present(AlertContent(title: "Changed elsewhere", message: "\(changed)"))
                    return
                } catch let deleted as PlayerDeletedElsewhere {
                    // Done can never save it: the person adds the player again or drops the change.
                    present(
                        AlertContent(
                            title: "Deleted elsewhere", message: "\(deleted)",
                            buttons: [
                                .init("Add again") { [weak self] in await self?.addAgain(deleted.player) },
                                .init("Drop change", role: .cancel) { [weak self] in self?.onPlayerDeletedElsewhere() },
                            ]))
                    return
                } catch {
                    // Esc on the wait calls it off: that is no failure to report.
                    guard !Task.isCancelled else { return }
                    status = "\(error)"
                    present(
                        .error(
                            error.isUnconfirmed
                                ? "Unable to confirm that the change was saved: it may have been. Done again will not save it twice."
                                : "Unable to update player. Please try again."))
                    return
                }
                guard saved.delivery == .sent else {
                    // Said before going back, so that a change kept here is not taken for sent.
                    present(
                        AlertContent(
                            title: "Saved on this device",
                            message: "Your change waits here and is saved when the backend answers.",
                            buttons: [
                                .init("OK", role: .cancel) { [weak self] in self?.close(with: saved.player) }
                            ]))
                    return
                }
                close(with: saved.player)
            }
        }
    }

    /// Adds the player deleted elsewhere again, as edited, then goes back to the list.
    private func addAgain(_ edited: Player) async {
        await request.run {
            do {
                _ = try await players.create(edited.draft)
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
            onPlayerDeletedElsewhere()
        }
    }

    private func close(with updated: Player) {
        onPlayerUpdated(updated)
        navigation?.pop()
    }

    private var validationError: PlayerFieldError? {
        do {
            _ = try field.applying(value, to: player)
            return nil
        } catch {
            return error
        }
    }

    private func chooseHighlighted() {
        choiceList.highlighted.map(valueDidChange)
    }
}
