import Domain
import Presentation

/// Edits one field of a player: free text (checked as it is typed) or one of a list of
/// choices; Done sends the whole player and tells the coordinator it was saved.
@MainActor
final class PlayerEditPresenter {
    weak var view: (any PlayerEditViewProtocol)?
    private let field: PlayerField
    /// What the field would become: the text typed, or the choice checked.
    private var value: String
    private var player: Player
    private let players: any PlayersService
    /// The coordinator: held, as every screen of its flow holds it.
    private weak var output: (any PlayerEditOutput)?
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(field: PlayerField, player: Player, players: any PlayersService, output: any PlayerEditOutput) {
        self.field = field
        self.player = player
        self.players = players
        self.output = output
        value = field.value(of: player)
    }

    /// The values to choose from, or `nil` for a text field.
    private var choices: [String]? {
        if case .choice(let choices) = field.kind { return choices }
        return nil
    }

    /// Why the value cannot be saved, shown under the field.
    private var validationMessage: String? {
        do {
            _ = try field.applying(value, to: player)
            return nil
        } catch {
            return error.description
        }
    }

    private var isDoneEnabled: Bool { validationMessage == nil && field.isChange(value, of: player) }

    /// Why Done does nothing while it is disabled.
    private var doneUnavailableReason: String {
        choices != nil ? "Choose another value first." : validationMessage ?? "Change the value first."
    }

    func viewDidLoad() {
        view?.title = field.title
        if let choices {
            view?.showChoices(choices, checked: choices.firstIndex(of: value))
        } else {
            view?.showTextField(value)
        }
        showValue()
    }

    func valueDidChange(_ text: String) {
        value = text
        showValue()
    }

    func didChoose(row: Int) {
        guard let choices, choices.indices.contains(row) else { return }
        value = choices[row]
        view?.setChecked(row)
        showValue()
    }

    func doneTapped() async {
        guard isDoneEnabled, let updated = try? field.applying(value, to: player) else { return }
        await request.run {
            let saved: SavedPlayer
            do {
                saved = try await players.update(updated, from: player)
            } catch let changed as PlayerChangedElsewhere {
                // The value typed stays; Done now saves it over the current player, which
                // the details show too, whatever the person decides here.
                player = changed.current
                output?.playerChangedElsewhere(changed.current)
                showValue()
                view?.present(AlertContent(title: "Changed elsewhere", message: "\(changed)"))
                return
            } catch let deleted as PlayerDeletedElsewhere {
                // Done can never save it: the person adds the player again or drops the change.
                view?.present(
                    AlertContent(
                        title: "Deleted elsewhere", message: "\(deleted)",
                        buttons: [
                            .init("Add again") { [weak self] in await self?.addAgain(deleted.player) },
                            .init("Drop change", role: .cancel) { [weak self] in self?.output?.playerDeletedElsewhere()
                            },
                        ]))
                return
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                view?.status = "\(error)"
                view?.present(
                    .error(
                        error.isUnconfirmed
                            ? "Unable to confirm that the change was saved: it may have been. Done again will not save it twice."
                            : "Unable to update player. Please try again."))
                return
            }
            guard saved.delivery == .sent else {
                // Said before going back, so that a change kept here is not taken for sent.
                view?.present(
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

    /// Adds the player deleted elsewhere again, as edited; the coordinator goes back to the list.
    func addAgain(_ edited: Player) async {
        await request.run {
            do {
                _ = try await players.create(edited.draft)
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                view?.status = "\(error)"
                view?.present(
                    .error(
                        error.isUnconfirmed
                            ? "Unable to confirm that the player was created: it may have been. Done again will not add it twice."
                            : "Unable to create player. Please try again."))
                return
            }
            output?.playerDeletedElsewhere()
        }
    }

    private func close(with updated: Player) {
        output?.playerEdited(updated)
    }

    private func showValue() {
        view?.setValidationMessage(validationMessage)
        view?.setDoneEnabled(isDoneEnabled, isChoice: choices != nil, unavailableReason: doneUnavailableReason)
        view?.unsavedWork = field.isChange(value, of: player) ? "The value you changed will be lost." : nil
    }
}
