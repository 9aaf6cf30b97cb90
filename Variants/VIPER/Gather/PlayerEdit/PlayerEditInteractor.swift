import Domain

/// Keeps the value typed or chosen for one field, checks it as it changes, saves the player with
/// it, and tells the module that opened it of the player as saved.
@MainActor
final class PlayerEditInteractor: PlayerEditInteractorProtocol {
    weak var output: (any PlayerEditInteractorOutputProtocol)?
    private let field: PlayerField
    /// The player as the backend last gave it: what the change is made from.
    private var player: Player
    /// What the field would become: the text typed, or the choice checked.
    private var value: String
    /// The player as edited, once the backend said it was deleted elsewhere: what adding it
    /// again makes.
    private var deletedPlayer: Player?
    private let players: any PlayersService
    private weak var moduleOutput: (any PlayerEditModuleOutput)?

    init(input: PlayerEditInput, players: any PlayersService) {
        field = input.field
        player = input.player
        moduleOutput = input.output
        self.players = players
        value = input.field.value(of: input.player)
    }

    func loadValue() {
        output?.valueLoaded(value)
        valueChanged()
    }

    func changeValue(_ text: String) {
        value = text
        valueChanged()
    }

    func choose(row: Int) {
        guard case .choice(let choices) = field.kind, choices.indices.contains(row) else { return }
        value = choices[row]
        valueChanged()
    }

    func save() async {
        guard field.isChange(value, of: player), let updated = try? field.applying(value, to: player) else { return }
        do {
            let saved = try await players.update(updated, from: player)
            moduleOutput?.playerEdited(saved.player)
            switch saved.delivery {
            case .sent: output?.playerSaved()
            case .waiting: output?.playerSaveWaits()
            }
        } catch let changed as PlayerChangedElsewhere {
            // The value stays; saving again saves it over the current player, which the
            // details show too, whatever the person decides here.
            player = changed.current
            moduleOutput?.playerEdited(changed.current)
            valueChanged()
            output?.playerChangedElsewhere(reason: "\(changed)")
        } catch let deleted as PlayerDeletedElsewhere {
            // Saving can never succeed: the person adds the player again or drops the change.
            deletedPlayer = deleted.player
            output?.playerDeletedElsewhere(reason: "\(deleted)")
        } catch {
            // Esc on the wait calls it off: that is no failure to report.
            guard !Task.isCancelled else { return }
            output?.playerCouldNotBeSaved(error, unconfirmed: error.isUnconfirmed)
        }
    }

    func addAgain() async {
        guard let deletedPlayer else { return }
        do {
            _ = try await players.create(deletedPlayer.draft)
        } catch {
            // Esc on the wait calls it off: that is no failure to report.
            guard !Task.isCancelled else { return }
            output?.playerCouldNotBeAddedAgain(error, unconfirmed: error.isUnconfirmed)
            return
        }
        moduleOutput?.playerDeletedElsewhere()
    }

    func dropChange() {
        moduleOutput?.playerDeletedElsewhere()
    }

    private func valueChanged() {
        let invalidReason: String?
        do {
            _ = try field.applying(value, to: player)
            invalidReason = nil
        } catch {
            invalidReason = error.description
        }
        let isChange = field.isChange(value, of: player)
        output?.valueChecked(
            value, isChange: isChange,
            doneUnavailable: invalidReason.map(PlayerEditDoneUnavailable.invalid) ?? (isChange ? nil : .unchanged))
    }
}
