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
    func createPlayer(named name: String) async
}

/// What the interactor tells the presenter.
@MainActor
protocol PlayerAddInteractorOutputProtocol: AnyObject {
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
