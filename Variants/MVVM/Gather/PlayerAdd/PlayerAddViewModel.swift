import Domain
import Foundation
import Presentation
import Observation

/// Creates a player from a name, then asks to go back to the list.
@MainActor
@Observable
final class PlayerAddViewModel {
    enum Route: Equatable {
        case playerAdded
    }

    var name = ""
    private(set) var alert: AlertContent?
    private(set) var status: String?
    /// The request in flight: the view shows the loading indicator while there is one.
    let request = RequestState()
    @ObservationIgnored var onRoute: (Route) -> Void = { _ in }
    @ObservationIgnored private let players: any PlayersService

    init(players: any PlayersService) {
        self.players = players
    }

    var isDoneEnabled: Bool { !trimmedName.isEmpty }

    /// What going back would lose.
    var unsavedWork: String? { trimmedName.isEmpty ? nil : "The name you typed will be lost." }

    func done() async {
        let name = trimmedName
        guard !name.isEmpty else { return }
        await request.run {
            do {
                _ = try await players.create(PlayerDraft(name: name))
            } catch {
                status = "\(error)"
                alert = .error("Unable to create player. Please try again.")
                return
            }
            onRoute(.playerAdded)
        }
    }

    func alertShown() {
        alert = nil
    }

    private var trimmedName: String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
