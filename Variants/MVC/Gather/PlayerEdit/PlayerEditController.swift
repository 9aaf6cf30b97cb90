import Domain
import Presentation
import TerminalUI

/// Edits one field of a player: free text (checked as it is typed) or one of a list of
/// choices; Done sends the whole player and goes back.
@MainActor
final class PlayerEditController: Screen {
    let view = PlayerEditView()
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
        content = view
        switch field.kind {
        case .text:
            view.choiceList.isHidden = true
            view.valueField.text = value
            view.valueField.onChange = { [weak self] text in self?.valueDidChange(text) }
            view.valueField.onSubmit = { [weak self] in self?.doneTapped() }
        case .choice(let choices):
            view.valueField.isHidden = true
            view.choiceList.onSelect = { [weak self] index in self?.valueDidChange(choices[index.row]) }
            view.choiceList.onToggle = { [weak self] index in self?.valueDidChange(choices[index.row]) }
        }
        view.doneButton.action = { [weak self] in self?.doneTapped() }
        valueDidChange(value)
        if case .choice(let choices) = field.kind, let current = choices.firstIndex(of: value) {
            view.choiceList.highlight(ListIndex(section: 0, row: current))
        }
    }

    func valueDidChange(_ newValue: String) {
        value = newValue
        let error = validationError
        view.valueField.error = error.map(\.description)
        let canSave = error == nil && field.isChange(value, of: player)
        view.doneButton.isEnabled = canSave
        unsavedWork = field.isChange(value, of: player) ? "The value you changed will be lost." : nil
        if case .choice(let choices) = field.kind {
            view.choiceList.sections = [
                ListSection(items: choices.map { ListItem($0, accessory: .checkmark($0 == value)) })
            ]
            keyBindings = [
                KeyBinding(.enter, "Choose") { [weak self] in self?.chooseHighlighted(among: choices) },
                KeyBinding(.character("d"), "Done", isEnabled: canSave, disabledReason: "Choose another value first.") {
                    [weak self] in self?.doneTapped()
                },
            ]
        } else {
            keyBindings = [
                KeyBinding(
                    .enter, "Done", isEnabled: canSave,
                    disabledReason: view.valueField.error ?? "Change the value first."
                ) { [weak self] in self?.doneTapped() }
            ]
        }
    }

    func doneTapped() {
        guard view.doneButton.isEnabled, let updated = try? field.applying(value, to: player) else { return }
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

    private func chooseHighlighted(among choices: [String]) {
        guard let index = view.choiceList.highlighted else { return }
        valueDidChange(choices[index.row])
    }
}
