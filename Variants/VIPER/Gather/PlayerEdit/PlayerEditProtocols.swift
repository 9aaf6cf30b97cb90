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
}

/// What the interactor tells the presenter.
@MainActor
protocol PlayerEditInteractorOutputProtocol: AnyObject {
    func valueLoaded(_ value: String)
    /// The value as it stands: why it cannot be saved (`nil` when it can), and whether it
    /// changes the player.
    func valueChecked(_ value: String, invalidReason: String?, isChange: Bool)
    func playerSaved(_ player: Player)
    /// Kept on this device: the change waits for the backend, which could not be reached.
    func playerSaveWaits(_ player: Player)
    func playerCouldNotBeSaved(_ error: any Error)
    /// The player changed elsewhere since it was opened; edits go on from `changed.current`.
    func playerChangedElsewhere(_ changed: PlayerChangedElsewhere)
}

@MainActor
protocol PlayerEditRouterProtocol: AnyObject {
    func closeAfterSaving()
}

/// What the module tells the module that opened it.
@MainActor
protocol PlayerEditModuleOutput: AnyObject {
    func playerEdited(_ player: Player)
}
