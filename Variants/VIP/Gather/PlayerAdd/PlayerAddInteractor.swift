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
                switch try await players.create(draft) {
                case .sent: presenter?.presentCreate(response: .created)
                case .waiting: presenter?.presentCreate(response: .waiting(name: draft.name))
                }
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                presenter?.presentCreate(response: error.isUnconfirmed ? .unconfirmed(error) : .failed(error))
            }
        }
    }
}
