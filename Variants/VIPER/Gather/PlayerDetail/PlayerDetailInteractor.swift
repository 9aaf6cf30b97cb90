import Domain

/// Holds the player shown, as its editors save it, and tells the module that opened it.
@MainActor
final class PlayerDetailInteractor: PlayerDetailInteractorProtocol {
    weak var output: (any PlayerDetailInteractorOutputProtocol)?
    private var player: Player
    private weak var moduleOutput: (any PlayerDetailModuleOutput)?

    init(input: PlayerDetailInput) {
        player = input.player
        moduleOutput = input.output
    }

    func loadPlayer() {
        output?.playerLoaded(fields)
    }

    func edit(_ field: PlayerField) {
        output?.editorOpened(PlayerEditInput(field: field, player: player, output: self))
    }

    private var fields: PlayerDetailFields {
        PlayerDetailFields(
            name: player.name,
            values: Dictionary(uniqueKeysWithValues: PlayerField.allCases.map { ($0, $0.value(of: player)) }))
    }
}

extension PlayerDetailInteractor: PlayerEditModuleOutput {
    func playerEdited(_ player: Player) {
        self.player = player
        output?.playerChanged(fields)
        moduleOutput?.playerUpdated(player)
    }

    func playerDeletedElsewhere() {
        moduleOutput?.playerDeletedElsewhere()
    }
}
