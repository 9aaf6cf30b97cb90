import Domain

/// Holds the player shown, as its editors save it.
@MainActor
final class PlayerDetailInteractor: PlayerDetailInteractorProtocol {
    weak var output: (any PlayerDetailInteractorOutputProtocol)?
    private var player: Player

    init(player: Player) {
        self.player = player
    }

    func loadPlayer() {
        output?.playerLoaded(player)
    }

    func playerUpdated(_ player: Player) {
        self.player = player
        output?.playerChanged(player)
    }
}
