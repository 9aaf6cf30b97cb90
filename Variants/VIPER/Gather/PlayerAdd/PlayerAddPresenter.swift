import Presentation

/// Words what the interactor tells of PlayerAdd: Done only while the name makes a player, loading
/// while the player is created, the error text when it could not be.
@MainActor
final class PlayerAddPresenter: PlayerAddPresenterProtocol, PlayerAddInteractorOutputProtocol {
    weak var view: (any PlayerAddViewProtocol)?
    private let interactor: any PlayerAddInteractorProtocol
    private let router: any PlayerAddRouterProtocol
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(interactor: any PlayerAddInteractorProtocol, router: any PlayerAddRouterProtocol) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        nameChanged(makesPlayer: false)
    }

    func nameDidChange(_ text: String) {
        interactor.rename(text)
    }

    func doneTapped() async {
        await request.run { await interactor.createPlayer() }
    }

    func nameChanged(makesPlayer: Bool) {
        view?.setDoneEnabled(makesPlayer, unavailableReason: "Type the player's name first.")
        view?.unsavedWork = makesPlayer ? "The name you typed will be lost." : nil
    }

    func playerCreated() {
        router.closeAfterAdding()
    }

    /// Said before going back, so that a player kept here is not taken for sent.
    func playerCreationWaits(name: String) {
        view?.present(
            AlertContent(
                title: "Saved on this device", message: "\"\(name)\" waits here and is added when the backend answers.",
                buttons: [
                    .init("OK", role: .cancel) { [weak self] in self?.playerCreated() }
                ]))
    }

    func playerCreationFailed(_ error: any Error, unconfirmed: Bool) {
        view?.status = "\(error)"
        view?.present(
            .error(
                unconfirmed
                    ? "Unable to confirm that the player was created: it may have been. Done again will not add it twice."
                    : "Unable to create player. Please try again."))
    }
}
