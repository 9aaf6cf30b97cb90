import Domain

/// Saves the player with one field changed.
@MainActor
final class PlayerEditInteractor: PlayerEditInteractorProtocol {
    weak var output: (any PlayerEditInteractorOutputProtocol)?
    let field: PlayerField
    let player: Player
    private let players: any PlayersService

    init(field: PlayerField, player: Player, players: any PlayersService) {
        self.field = field
        self.player = player
        self.players = players
    }

    func save(_ updated: Player) async {
        do {
            try await players.update(updated)
            output?.playerSaved(updated)
        } catch {
            output?.playerCouldNotBeSaved(error)
        }
    }
}
