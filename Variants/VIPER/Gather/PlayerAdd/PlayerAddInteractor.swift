import Domain

/// Creates a player from the name typed, once it makes one: the name as `NameRules` keeps it.
@MainActor
final class PlayerAddInteractor: PlayerAddInteractorProtocol {
    weak var output: (any PlayerAddInteractorOutputProtocol)?
    private let players: any PlayersService
    private var draft: PlayerDraft?

    init(players: any PlayersService) {
        self.players = players
    }

    func rename(_ typedName: String) {
        draft = PlayerDraft(typedName: typedName)
        output?.draftChanged(draft)
    }

    func createPlayer() async {
        guard let draft else { return }
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
