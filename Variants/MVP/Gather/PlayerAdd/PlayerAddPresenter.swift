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
        view?.setDoneEnabled(draft != nil, unavailableReason: "Type the player's name first.")
        view?.unsavedWork = draft == nil ? nil : "The name you typed will be lost."
    }

    func doneTapped() async {
        guard let draft else { return }
        await request.run {
            let delivery: Delivery
            do {
                delivery = try await players.create(draft)
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                view?.status = "\(error)"
                view?.present(
                    .error(
                        error.isUnconfirmed
                            ? "Unable to confirm that the player was created: it may have been. Done again will not add it twice."
                            : "Unable to create player. Please try again."))
                return
            }
            guard delivery == .sent else {
                // Said before going back, so that a player kept here is not taken for sent.
                view?.present(
                    AlertContent(
                        title: "Saved on this device",
                        message: "\"\(draft.name)\" waits here and is added when the backend answers.",
                        buttons: [
                            .init("OK", role: .cancel) { [weak self] in self?.close() }
                        ]))
                return
            }
            close()
        }
    }

    private func close() {
        onPlayerAdded()
        view?.closeAfterAdding()
    }

    private var draft: PlayerDraft? { PlayerDraft(typedName: name) }
}
