import Domain
import Presentation

// Every seam of the PlayerAdd module.

/// What the presenter tells the view.
@MainActor
protocol PlayerAddViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var status: String? { get set }
    /// What going back would lose: the view asks before it does.
    var unsavedWork: String? { get set }
    func present(_ alert: AlertContent)
    func setDoneEnabled(_ isEnabled: Bool, unavailableReason: String)
}

/// What the view tells the presenter.
@MainActor
protocol PlayerAddPresenterProtocol: AnyObject {
    func viewDidLoad()
    func nameDidChange(_ text: String)
    func doneTapped() async
}

/// The use case: creating a player.
@MainActor
protocol PlayerAddInteractorProtocol: AnyObject {
    /// The name as typed; the output hears whether it makes a player.
    func rename(_ typedName: String)
    /// Creates the player named so far, if the name makes one.
    func createPlayer() async
}

/// What the interactor tells the presenter: plain values, never an entity.
@MainActor
protocol PlayerAddInteractorOutputProtocol: AnyObject {
    /// Whether the name typed so far makes a player (not blank, not only invisible characters).
    func nameChanged(makesPlayer: Bool)
    func playerCreated()
    /// Kept on this device, under `name`: it waits for the backend, which could not be reached.
    func playerCreationWaits(name: String)
    /// Unconfirmed when its request left and its answer did not come (a timeout): it may have
    /// been done, and trying again will not do it twice.
    func playerCreationFailed(_ error: any Error, unconfirmed: Bool)
}

@MainActor
protocol PlayerAddRouterProtocol: AnyObject {
    func closeAfterAdding()
}

/// What PlayerAdd is opened with: who hears of a player added — the opening module's interactor.
struct PlayerAddInput {
    weak var output: (any PlayerAddModuleOutput)?
}

/// What the module tells the module that opened it: interactor to interactor.
@MainActor
protocol PlayerAddModuleOutput: AnyObject {
    func playerAdded()
}
