import Domain
import Foundation
import Presentation

/// Words what the interactor tells of PlayerAdd: Done only while the name makes a player, loading
/// while the player is created, the error text when it could not be.
@MainActor
final class PlayerAddPresenter: PlayerAddPresenterProtocol, PlayerAddInteractorOutputProtocol {
    weak var view: (any PlayerAddViewProtocol)?
    private let interactor: any PlayerAddInteractorProtocol
    private let router: any PlayerAddRouterProtocol
    private weak var output: (any PlayerAddModuleOutput)?
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(interactor: any PlayerAddInteractorProtocol, router: any PlayerAddRouterProtocol, output: any PlayerAddModuleOutput) {
        self.interactor = interactor
        self.router = router
        self.output = output
    }

    func viewDidLoad() {
        draftChanged(nil)
    }

    func nameDidChange(_ text: String) {
        interactor.rename(text)
    }

    func doneTapped() async {
        await request.run { await interactor.createPlayer() }
    }

    func draftChanged(_ draft: PlayerDraft?) {
        view?.setDoneEnabled(draft != nil, unavailableReason: "Type the player's name first.")
        view?.unsavedWork = draft == nil ? nil : "The name you typed will be lost."
    }

    func playerCreated() {
        output?.playerAdded()
        router.closeAfterAdding()
    }

    /// Said before going back, so that a player kept here is not taken for sent.
    func playerCreationWaits(_ draft: PlayerDraft) {
        view?.present(AlertContent(title: "Saved on this device", message: "\"\(draft.name)\" waits here and is added when the backend answers.", buttons: [
            .init("OK", role: .cancel) { [weak self] in self?.playerCreated() },
        ]))
    }

    func playerCreationFailed(_ error: any Error) {
        view?.status = "\(error)"
        view?.present(.error("Unable to create player. Please try again."))
    }
}
