import Domain
import Foundation
import Observation
import Presentation

/// Creates a player from a name, then tells its coordinator it was added.
@MainActor
@Observable
final class PlayerAddViewModel {
    private(set) var name = ""
    /// An alert to show now: a one-shot event the view hears, not state a render consumes.
    @ObservationIgnored var onAlert: (AlertContent) -> Void = { _ in }
    private(set) var status: String?
    /// The request in flight: the view shows the loading indicator while there is one.
    let request = RequestState()
    /// The coordinator: held weakly, as every screen of its flow holds it.
    @ObservationIgnored private weak var output: (any PlayerAddOutput)?
    @ObservationIgnored private let players: any PlayersService

    init(players: any PlayersService, output: any PlayerAddOutput) {
        self.players = players
        self.output = output
    }

    var isDoneEnabled: Bool { draft != nil }
    /// What Done says while it is dimmed.
    let doneUnavailableReason = "Type the player's name first."

    /// What going back would lose.
    var unsavedWork: String? { draft == nil ? nil : "The name you typed will be lost." }

    func nameDidChange(_ text: String) {
        name = text
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
                status = "\(error)"
                onAlert(
                    .error(
                        error.isUnconfirmed
                            ? "Unable to confirm that the player was created: it may have been. Done again will not add it twice."
                            : "Unable to create player. Please try again."))
                return
            }
            guard delivery == .sent else {
                // Said before going back, so that a player kept here is not taken for sent.
                onAlert(
                    AlertContent(
                        title: "Saved on this device",
                        message: "\"\(draft.name)\" waits here and is added when the backend answers.",
                        buttons: [
                            .init("OK", role: .cancel) { [weak self] in self?.output?.playerAdded() }
                        ]))
                return
            }
            output?.playerAdded()
        }
    }

    private var draft: PlayerDraft? { PlayerDraft(typedName: name) }
}
