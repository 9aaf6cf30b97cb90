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
        let draft = PlayerDraft(name: name)
        do {
            switch try await players.create(draft) {
            case .sent: output?.playerCreated()
            case .waiting: output?.playerCreationWaits(draft)
            }
        } catch {
            // Esc on the wait calls it off: that is no failure to report.
            guard !Task.isCancelled else { return }
            output?.playerCreationFailed(error)
        }
    }
}
