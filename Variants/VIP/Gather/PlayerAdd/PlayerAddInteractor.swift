import Domain
import Foundation
import Presentation

@MainActor
protocol PlayerAddBusinessLogic: AnyObject {
    func changeName(request: PlayerAdd.NameChange.Request)
    func create(request: PlayerAdd.Create.Request) async
}

/// Decides: a name that is not blank can be created; creates it, one request at a time.
@MainActor
final class PlayerAddInteractor: PlayerAddBusinessLogic {
    var presenter: (any PlayerAddPresentationLogic)?
    private var name = ""
    private let players: any PlayersService
    private lazy var request = RequestState { [weak self] isLoading in
        self?.presenter?.presentLoading(response: .init(isLoading: isLoading))
    }

    init(players: any PlayersService) {
        self.players = players
    }

    private var draft: PlayerDraft? { PlayerDraft(typedName: name) }

    func changeName(request: PlayerAdd.NameChange.Request) {
        name = request.text
        presenter?.presentNameChange(response: .init(isValid: draft != nil))
    }

    func create(request: PlayerAdd.Create.Request) async {
        guard let draft else { return }
        await self.request.run {
            do {
                _ = try await players.create(draft)
                presenter?.presentCreate(response: .init(error: nil))
            } catch {
                presenter?.presentCreate(response: .init(error: error))
            }
        }
    }
}
