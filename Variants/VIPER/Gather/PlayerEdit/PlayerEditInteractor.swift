import Domain

/// Saves the player with one field changed.
@MainActor
final class PlayerEditInteractor: PlayerEditInteractorProtocol {
    weak var output: (any PlayerEditInteractorOutputProtocol)?
    /// The player as the backend last gave it: what the change is made from.
    private var player: Player
    private let players: any PlayersService

    init(player: Player, players: any PlayersService) {
        self.player = player
        self.players = players
    }

    func loadPlayer() {
        output?.playerLoaded(player)
    }

    func save(_ updated: Player) async {
        do {
            switch try await players.update(updated, from: player) {
            case .sent: output?.playerSaved(updated)
            case .waiting: output?.playerSaveWaits(updated)
            }
        } catch let changed as PlayerChangedElsewhere {
            player = changed.current
            output?.playerChangedElsewhere(changed)
        } catch {
            // Esc on the wait calls it off: that is no failure to report.
            guard !Task.isCancelled else { return }
            output?.playerCouldNotBeSaved(error)
        }
    }
}
