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
        view?.setDoneEnabled(false)
    }

    func nameDidChange(_ text: String) {
        name = text
        view?.setDoneEnabled(!trimmedName.isEmpty)
        view?.unsavedWork = trimmedName.isEmpty ? nil : "The name you typed will be lost."
    }

    func doneTapped() async {
        let name = trimmedName
        guard !name.isEmpty else { return }
        await request.run {
            do {
                _ = try await players.create(PlayerDraft(name: name))
            } catch {
                view?.status = "\(error)"
                view?.present(.error("Unable to create player. Please try again."))
                return
            }
            onPlayerAdded()
            view?.closeAfterAdding()
        }
    }

    private var trimmedName: String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
