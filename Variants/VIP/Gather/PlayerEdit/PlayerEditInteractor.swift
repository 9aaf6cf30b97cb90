import Domain
import Presentation

@MainActor
protocol PlayerEditBusinessLogic: AnyObject {
    func start(request: PlayerEdit.Start.Request)
    func change(request: PlayerEdit.Change.Request)
    func choose(request: PlayerEdit.Choose.Request)
    func save(request: PlayerEdit.Save.Request) async
    func addAgain(request: PlayerEdit.AddAgain.Request) async
}

/// What the scene keeps: the field and the player it was given, and the player as the details
/// are to show it — saved, or changed elsewhere.
@MainActor
protocol PlayerEditDataStore: AnyObject {
    var field: PlayerField? { get set }
    var player: Player? { get set }
    var savedPlayer: Player? { get }
}

/// Decides whether the value is valid (the field's Domain rule) and a change; saves the whole
/// player, one request at a time.
@MainActor
final class PlayerEditInteractor: PlayerEditBusinessLogic, PlayerEditDataStore {
    var presenter: (any PlayerEditPresentationLogic)?
    var field: PlayerField?
    var player: Player?
    private(set) var savedPlayer: Player?
    /// What the field would become: the text typed, or the choice checked.
    private var value = ""
    /// The player as edited, once the backend said it was deleted elsewhere: what adding it
    /// again makes.
    private var deletedPlayer: Player?
    private let players: any PlayersService
    private lazy var request = RequestState { [weak self] isLoading in
        self?.presenter?.presentLoading(response: .init(isLoading: isLoading))
    }

    init(players: any PlayersService) {
        self.players = players
    }

    private var choices: [String]? {
        if case .choice(let choices) = field?.kind { return choices }
        return nil
    }

    func start(request: PlayerEdit.Start.Request) {
        guard let field, let player else { return }
        value = field.value(of: player)
        presenter?.presentStart(response: .init(field: field, value: value, choices: choices))
        presentChange()
    }

    func change(request: PlayerEdit.Change.Request) {
        value = request.value
        presentChange()
    }

    func choose(request: PlayerEdit.Choose.Request) {
        guard let choices, choices.indices.contains(request.row) else { return }
        value = choices[request.row]
        presentChange()
    }

    func save(request: PlayerEdit.Save.Request) async {
        guard let field, let player, field.isChange(value, of: player),
            let updated = try? field.applying(value, to: player)
        else { return }
        await self.request.run {
            do {
                let saved = try await players.update(updated, from: player)
                savedPlayer = saved.player
                presenter?.presentSave(response: saved.delivery == .sent ? .saved : .waiting)
            } catch let changed as PlayerChangedElsewhere {
                // The value typed stays; Done now saves it over the current player, which
                // the details show too, whatever the person decides here.
                self.player = changed.current
                savedPlayer = changed.current
                presenter?.presentSave(response: .failed(changed))
                presentChange()
            } catch let deleted as PlayerDeletedElsewhere {
                // Saving can never succeed: the person adds the player again or drops the change.
                deletedPlayer = deleted.player
                presenter?.presentSave(response: .deletedElsewhere(deleted))
            } catch  where error.isUnconfirmed && !Task.isCancelled {
                presenter?.presentSave(response: .unconfirmed(error))
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                presenter?.presentSave(response: .failed(error))
            }
        }
    }

    func addAgain(request: PlayerEdit.AddAgain.Request) async {
        guard let deletedPlayer else { return }
        await self.request.run {
            do {
                _ = try await players.create(deletedPlayer.draft)
                presenter?.presentAddAgain(response: .added)
            } catch  where error.isUnconfirmed && !Task.isCancelled {
                presenter?.presentAddAgain(response: .unconfirmed(error))
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                presenter?.presentAddAgain(response: .failed(error))
            }
        }
    }

    private func presentChange() {
        guard let field, let player else { return }
        var failure: PlayerFieldError?
        do {
            _ = try field.applying(value, to: player)
        } catch {
            failure = error
        }
        presenter?.presentChange(
            response: .init(
                failure: failure, isChange: field.isChange(value, of: player), isChoice: choices != nil,
                checked: choices?.firstIndex(of: value)
            ))
    }
}
