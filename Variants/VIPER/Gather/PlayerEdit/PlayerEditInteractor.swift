import Domain

/// Saves the player with one field changed.
@MainActor
final class PlayerEditInteractor: PlayerEditInteractorProtocol {
    weak var output: (any PlayerEditInteractorOutputProtocol)?
    private let player: Player
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
            try await players.update(updated)
            output?.playerSaved(updated)
        } catch let changed as PlayerChangedElsewhere {
            output?.playerChangedElsewhere(changed)
        } catch {
            output?.playerCouldNotBeSaved(error)
        }
    }
}
