import Domain

/// Creates a player.
@MainActor
final class PlayerAddInteractor: PlayerAddInteractorProtocol {
    weak var output: (any PlayerAddInteractorOutputProtocol)?
    private let players: any PlayersService

    init(players: any PlayersService) {
        self.players = players
    }

    func createPlayer(named name: String) async {
        do {
            _ = try await players.create(PlayerDraft(name: name))
            output?.playerCreated()
        } catch {
            output?.playerCreationFailed(error)
        }
    }
}
