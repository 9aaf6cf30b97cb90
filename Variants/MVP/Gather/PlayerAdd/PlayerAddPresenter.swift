import Domain
import Foundation
import Presentation

/// Creates a player from a name, then tells the view to go back to the list.
@MainActor
final class PlayerAddPresenter {
    weak var view: (any PlayerAddViewProtocol)?
    private var name = ""
    private let players: any PlayersService
    private let onPlayerAdded: () -> Void
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(players: any PlayersService, onPlayerAdded: @escaping () -> Void) {
        self.players = players
        self.onPlayerAdded = onPlayerAdded
    }

    func viewDidLoad() {
        nameDidChange(name)
    }

    func nameDidChange(_ text: String) {
        name = text
        view?.setDoneEnabled(draft != nil)
        view?.unsavedWork = draft == nil ? nil : "The name you typed will be lost."
    }

    func doneTapped() async {
        guard let draft else { return }
        await request.run {
            do {
                _ = try await players.create(draft)
            } catch {
                view?.status = "\(error)"
                view?.present(.error("Unable to create player. Please try again."))
                return
            }
            onPlayerAdded()
            view?.closeAfterAdding()
        }
    }

    private var draft: PlayerDraft? { PlayerDraft(typedName: name) }
}
