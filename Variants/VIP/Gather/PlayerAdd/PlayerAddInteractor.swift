import Domain
import Foundation
import Presentation

@MainActor
protocol PlayerAddBusinessLogic: AnyObject {
    func changeName(request: PlayerAdd.NameChange.Request)
    func create(request: PlayerAdd.Create.Request) async
}

/// What the scene keeps for the router to pass on.
@MainActor
protocol PlayerAddDataStore: AnyObject {
    var name: String { get }
}

/// Decides: a name that is not blank can be created; creates it, one request at a time.
@MainActor
final class PlayerAddInteractor: PlayerAddBusinessLogic, PlayerAddDataStore {
    var presenter: (any PlayerAddPresentationLogic)?
    private(set) var name = ""
    private let players: any PlayersService
    private lazy var request = RequestState { [weak self] isLoading in
        self?.presenter?.presentLoading(response: .init(isLoading: isLoading))
    }

    init(players: any PlayersService) {
        self.players = players
    }

    private var trimmedName: String { name.trimmingCharacters(in: .whitespacesAndNewlines) }

    func changeName(request: PlayerAdd.NameChange.Request) {
        name = request.text
        presenter?.presentNameChange(response: .init(isValid: !trimmedName.isEmpty))
    }

    func create(request: PlayerAdd.Create.Request) async {
        let name = trimmedName
        guard !name.isEmpty else { return }
        await self.request.run {
            do {
                _ = try await players.create(PlayerDraft(name: name))
                presenter?.presentCreate(response: .init(error: nil))
            } catch {
                presenter?.presentCreate(response: .init(error: error))
            }
        }
    }
}
