import Domain
import Presentation

// Every seam of the PlayerEdit module.

/// What the presenter tells the view.
@MainActor
protocol PlayerEditViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var status: String? { get set }
    /// What going back would lose: the view asks before it does.
    var unsavedWork: String? { get set }
    var title: String { get set }
    func present(_ alert: AlertContent)
    /// A text field holding `text`, for fields typed in.
    func showTextField(_ text: String)
    /// The choices, the one checked highlighted, for fields chosen from a list.
    func showChoices(_ choices: [String], checked: Int?)
    func setChecked(_ row: Int?)
    func setValidationMessage(_ message: String?)
    /// Done, and why it does nothing while disabled; a choice is chosen with Enter, a text done with it.
    func setDoneEnabled(_ isEnabled: Bool, isChoice: Bool, unavailableReason: String)
}

/// What the view tells the presenter.
@MainActor
protocol PlayerEditPresenterProtocol: AnyObject {
    func viewDidLoad()
    func valueDidChange(_ text: String)
    func didChoose(row: Int)
    func doneTapped() async
}

/// The use case: one field of a player changed, checked as it changes, and the player saved
/// whole — over the current one when it changed elsewhere meanwhile.
@MainActor
protocol PlayerEditInteractorProtocol: AnyObject {
    /// The field's value as the player holds it, told to the output.
    func loadValue()
    func changeValue(_ text: String)
    /// The choice at `row`, for a field chosen from a list.
    func choose(row: Int)
    /// Saves the player with the value, when it is a valid change.
    func save() async
    /// Adds the player that was deleted elsewhere again, as edited.
    func addAgain() async
    /// Gives up the change of a player deleted elsewhere.
    func dropChange()
}

/// What the interactor tells the presenter: plain values, never an entity.
@MainActor
protocol PlayerEditInteractorOutputProtocol: AnyObject {
    func valueLoaded(_ value: String)
    /// The value as it stands: whether it changes the player, and why Done cannot save it
    /// (`nil` when it can).
    func valueChecked(_ value: String, isChange: Bool, doneUnavailable: PlayerEditDoneUnavailable?)
    func playerSaved()
    /// Kept on this device: the change waits for the backend, which could not be reached.
    func playerSaveWaits()
    /// Unconfirmed when its request left and its answer did not come (a timeout): it may have
    /// been done, and trying again will not do it twice.
    func playerCouldNotBeSaved(_ error: any Error, unconfirmed: Bool)
    /// The player changed elsewhere since it was opened, as `reason` says; edits go on from the
    /// player as it is now.
    func playerChangedElsewhere(reason: String)
    /// The player was deleted elsewhere, as `reason` says: saving can never succeed.
    func playerDeletedElsewhere(reason: String)
    /// Adding the player deleted elsewhere again failed; unconfirmed as for a save.
    func playerCouldNotBeAddedAgain(_ error: any Error, unconfirmed: Bool)
}

@MainActor
protocol PlayerEditRouterProtocol: AnyObject {
    func closeAfterSaving()
}

/// What PlayerEdit is opened with: made by the interactor that opens it, carried unopened by its
/// presenter to its router — a presenter handles no entity.
struct PlayerEditInput {
    let field: PlayerField
    let player: Player
    /// Who hears of the player as saved: the opening module's interactor.
    weak var output: (any PlayerEditModuleOutput)?
}

/// What the module tells the module that opened it: interactor to interactor, as an entity
/// goes only between interactors.
@MainActor
protocol PlayerEditModuleOutput: AnyObject {
    func playerEdited(_ player: Player)
    /// The player was deleted elsewhere, and added again or its change dropped.
    func playerDeletedElsewhere()
}

/// Why Done cannot save the value, as the interactor decides it.
enum PlayerEditDoneUnavailable: Equatable {
    /// The value is not one the field takes; the reason, shown under the field too.
    case invalid(String)
    /// The value is the player's own: there is nothing to save.
    case unchanged
}
