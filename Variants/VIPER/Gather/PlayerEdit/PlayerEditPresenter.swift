import Domain
import Presentation

/// Words what the interactor tells of PlayerEdit: a text field or a list of choices, the reason
/// a value cannot be saved, Done only for a valid change, loading while it is saved, the error
/// text if it could not be.
@MainActor
final class PlayerEditPresenter: PlayerEditPresenterProtocol, PlayerEditInteractorOutputProtocol {
    weak var view: (any PlayerEditViewProtocol)?
    private let interactor: any PlayerEditInteractorProtocol
    private let router: any PlayerEditRouterProtocol
    /// The field edited: its title, and whether it is typed or chosen.
    private let field: PlayerField
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(field: PlayerField, interactor: any PlayerEditInteractorProtocol, router: any PlayerEditRouterProtocol) {
        self.field = field
        self.interactor = interactor
        self.router = router
    }

    /// The values to choose from, or `nil` for a text field.
    private var choices: [String]? {
        if case .choice(let choices) = field.kind { return choices }
        return nil
    }

    func viewDidLoad() {
        view?.title = field.title
        interactor.loadValue()
    }

    func valueDidChange(_ text: String) {
        interactor.changeValue(text)
    }

    func didChoose(row: Int) {
        interactor.choose(row: row)
    }

    func doneTapped() async {
        await request.run { await interactor.save() }
    }

    // MARK: The interactor's output

    func valueLoaded(_ value: String) {
        if let choices {
            view?.showChoices(choices, checked: choices.firstIndex(of: value))
        } else {
            view?.showTextField(value)
        }
    }

    func valueChecked(_ value: String, isChange: Bool, doneUnavailable: PlayerEditDoneUnavailable?) {
        if let choices { view?.setChecked(choices.firstIndex(of: value)) }
        let invalidReason: String? = if case .invalid(let reason) = doneUnavailable { reason } else { nil }
        view?.setValidationMessage(invalidReason)
        // A choice is never invalid: what it lacks is another value.
        let unavailableReason =
            choices != nil ? "Choose another value first." : invalidReason ?? "Change the value first."
        view?.setDoneEnabled(doneUnavailable == nil, isChoice: choices != nil, unavailableReason: unavailableReason)
        view?.unsavedWork = isChange ? "The value you changed will be lost." : nil
    }

    func playerSaved() {
        router.closeAfterSaving()
    }

    /// Said before going back, so that a change kept here is not taken for sent.
    func playerSaveWaits() {
        view?.present(
            AlertContent(
                title: "Saved on this device", message: "Your change waits here and is saved when the backend answers.",
                buttons: [
                    .init("OK", role: .cancel) { [weak self] in self?.playerSaved() }
                ]))
    }

    func playerCouldNotBeSaved(_ error: any Error, unconfirmed: Bool) {
        view?.status = "\(error)"
        view?.present(
            .error(
                unconfirmed
                    ? "Unable to confirm that the change was saved: it may have been. Done again will not save it twice."
                    : "Unable to update player. Please try again."))
    }

    func playerChangedElsewhere(reason: String) {
        view?.present(AlertContent(title: "Changed elsewhere", message: reason))
    }

    func playerDeletedElsewhere(reason: String) {
        view?.present(
            AlertContent(
                title: "Deleted elsewhere", message: reason,
                buttons: [
                    .init("Add again") { [weak self] in await self?.addAgainTapped() },
                    .init("Drop change", role: .cancel) { [weak self] in self?.interactor.dropChange() },
                ]))
    }

    func playerCouldNotBeAddedAgain(_ error: any Error, unconfirmed: Bool) {
        view?.status = "\(error)"
        view?.present(
            .error(
                unconfirmed
                    ? "Unable to confirm that the player was created: it may have been. Done again will not add it twice."
                    : "Unable to create player. Please try again."))
    }

    private func addAgainTapped() async {
        await request.run { await interactor.addAgain() }
    }
}
