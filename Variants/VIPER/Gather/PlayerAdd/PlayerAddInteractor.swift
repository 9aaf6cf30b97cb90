import Domain

/// Creates a player from the name typed, once it makes one: the name as `NameRules` keeps it.
@MainActor
final class PlayerAddInteractor: PlayerAddInteractorProtocol {
    weak var output: (any PlayerAddInteractorOutputProtocol)?
    private let players: any PlayersService
    private var draft: PlayerDraft?
    private weak var moduleOutput: (any PlayerAddModuleOutput)?

    init(input: PlayerAddInput, players: any PlayersService) {
        moduleOutput = input.output
        self.players = players
    }

    func rename(_ typedName: String) {
        draft = PlayerDraft(typedName: typedName)
        output?.nameChanged(makesPlayer: draft != nil)
    }

    func createPlayer() async {
        guard let draft else { return }
        do {
            let delivery = try await players.create(draft)
            moduleOutput?.playerAdded()
            switch delivery {
            case .sent: output?.playerCreated()
            case .waiting: output?.playerCreationWaits(name: draft.name)
            }
        } catch {
            // Esc on the wait calls it off: that is no failure to report.
            guard !Task.isCancelled else { return }
            output?.playerCreationFailed(error, unconfirmed: error.isUnconfirmed)
        }
    }
}
