import Domain

/// Keeps the value typed or chosen for one field, checks it as it changes, and saves the player
/// with it.
@MainActor
final class PlayerEditInteractor: PlayerEditInteractorProtocol {
    weak var output: (any PlayerEditInteractorOutputProtocol)?
    private let field: PlayerField
    /// The player as the backend last gave it: what the change is made from.
    private var player: Player
    /// What the field would become: the text typed, or the choice checked.
    private var value: String
    private let players: any PlayersService

    init(field: PlayerField, player: Player, players: any PlayersService) {
        self.field = field
        self.player = player
        self.players = players
        value = field.value(of: player)
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
            switch try await players.update(updated, from: player) {
            case .sent: output?.playerSaved(updated)
            case .waiting: output?.playerSaveWaits(updated)
            }
        } catch let changed as PlayerChangedElsewhere {
            // The value stays; saving again saves it over the current player.
            player = changed.current
            valueChanged()
            output?.playerChangedElsewhere(changed)
        } catch {
            // Esc on the wait calls it off: that is no failure to report.
            guard !Task.isCancelled else { return }
            output?.playerCouldNotBeSaved(error)
        }
    }

    private func valueChanged() {
        let invalidReason: String?
        do {
            _ = try field.applying(value, to: player)
            invalidReason = nil
        } catch {
            invalidReason = error.description
        }
        output?.valueChecked(value, invalidReason: invalidReason, isChange: field.isChange(value, of: player))
    }
}
