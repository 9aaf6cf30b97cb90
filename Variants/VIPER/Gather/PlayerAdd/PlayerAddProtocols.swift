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

/// What the interactor tells the presenter.
@MainActor
protocol PlayerAddInteractorOutputProtocol: AnyObject {
    /// The player the name typed so far makes, or `nil` while it makes none (blank, or only
    /// invisible characters).
    func draftChanged(_ draft: PlayerDraft?)
    func playerCreated()
    /// Kept on this device: it waits for the backend, which could not be reached.
    func playerCreationWaits(_ draft: PlayerDraft)
    func playerCreationFailed(_ error: any Error)
}

@MainActor
protocol PlayerAddRouterProtocol: AnyObject {
    func closeAfterAdding()
}

/// What the module tells the module that opened it.
@MainActor
protocol PlayerAddModuleOutput: AnyObject {
    func playerAdded()
}
