import Domain
import Observation
import Presentation

/// Edits one field of a player: free text (checked as it is typed) or one of a list of
/// choices; Done sends the whole player and tells the coordinator it was saved.
@MainActor
@Observable
final class PlayerEditViewModel {
    let field: PlayerField
    /// What the field would become: the text typed, or the choice checked.
    private(set) var value: String
    /// The choice row highlighted when the screen opens: the current value's.
    let initialChoice: Int?
    /// An alert to show now: a one-shot event the view hears, not state a render consumes.
    @ObservationIgnored var onAlert: (AlertContent) -> Void = { _ in }
    private(set) var status: String?
    /// The request in flight: the view shows the loading indicator while there is one.
    let request = RequestState()
    /// The coordinator: held weakly, as every screen of its flow holds it.
    @ObservationIgnored private weak var output: (any PlayerEditOutput)?
    private var player: Player
    @ObservationIgnored private let players: any PlayersService

    init(field: PlayerField, player: Player, players: any PlayersService, output: any PlayerEditOutput) {
        self.field = field
        self.player = player
        self.players = players
        let value = field.value(of: player)
        self.value = value
        if case .choice(let choices) = field.kind {
            initialChoice = choices.firstIndex(of: value)
        } else {
            initialChoice = nil
        }
        self.output = output
    }

    var title: String { field.title }

    /// The values to choose from, or `nil` for a text field.
    var choices: [String]? {
        if case .choice(let choices) = field.kind { return choices }
        return nil
    }

    /// Whether `choice` is the one the value holds: the row the view checks.
    func isChecked(_ choice: String) -> Bool {
        choice == value
    }

    /// Why the value cannot be saved, shown under the field.
    var validationMessage: String? {
        do {
            _ = try field.applying(value, to: player)
            return nil
        } catch {
            return error.description
        }
    }

    var isDoneEnabled: Bool { validationMessage == nil && field.isChange(value, of: player) }

    /// Why Done does nothing while it is disabled.
    var doneUnavailableReason: String {
        choices != nil ? "Choose another value first." : validationMessage ?? "Change the value first."
    }

    /// What going back would lose.
    var unsavedWork: String? { field.isChange(value, of: player) ? "The value you changed will be lost." : nil }

    func valueDidChange(_ text: String) {
        value = text
    }

    func choose(row: Int) {
        guard let choices, choices.indices.contains(row) else { return }
        value = choices[row]
    }

    func done() async {
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
                onAlert(AlertContent(title: "Changed elsewhere", message: "\(changed)"))
                return
            } catch let deleted as PlayerDeletedElsewhere {
                // Done can never save it: the person adds the player again or drops the change.
                onAlert(
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
                status = "\(error)"
                onAlert(
                    .error(
                        error.isUnconfirmed
                            ? "Unable to confirm that the change was saved: it may have been. Done again will not save it twice."
                            : "Unable to update player. Please try again."))
                return
            }
            guard saved.delivery == .sent else {
                // Said before going back, so that a change kept here is not taken for sent.
                onAlert(
                    AlertContent(
                        title: "Saved on this device",
                        message: "Your change waits here and is saved when the backend answers.",
                        buttons: [
                            .init("OK", role: .cancel) { [weak self] in self?.output?.playerEdited(saved.player) }
                        ]))
                return
            }
            output?.playerEdited(saved.player)
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
                status = "\(error)"
                onAlert(
                    .error(
                        error.isUnconfirmed
                            ? "Unable to confirm that the player was created: it may have been. Done again will not add it twice."
                            : "Unable to create player. Please try again."))
                return
            }
            output?.playerDeletedElsewhere()
        }
    }
}
