import Domain
import Presentation

/// Decides what PlayerEdit shows: a text field checked as it is typed, or a list of choices;
/// Done only for a valid change; loading while it is saved; the error text if it could not be.
@MainActor
final class PlayerEditPresenter: PlayerEditPresenterProtocol, PlayerEditInteractorOutputProtocol {
    weak var view: (any PlayerEditViewProtocol)?
    private let interactor: any PlayerEditInteractorProtocol
    private let router: any PlayerEditRouterProtocol
    private weak var output: (any PlayerEditModuleOutput)?
    private let field: PlayerField
    /// The player as the interactor last told it: what the value is checked against.
    private var player: Player?
    /// What the field would become: the text typed, or the choice checked.
    private var value = ""
    private lazy var request = RequestState { [weak self] isInFlight in self?.view?.showsLoading = isInFlight }

    init(field: PlayerField, interactor: any PlayerEditInteractorProtocol, router: any PlayerEditRouterProtocol, output: any PlayerEditModuleOutput) {
        self.field = field
        self.interactor = interactor
        self.router = router
        self.output = output
    }

    /// The values to choose from, or `nil` for a text field.
    private var choices: [String]? {
        if case .choice(let choices) = field.kind { return choices }
        return nil
    }

    /// Why the value cannot be saved, shown under the field.
    private var validationMessage: String? {
        guard let player else { return nil }
        do {
            _ = try field.applying(value, to: player)
            return nil
        } catch {
            return error.description
        }
    }

    private var isChange: Bool { player.map { field.isChange(value, of: $0) } ?? false }

    private var isDoneEnabled: Bool { validationMessage == nil && isChange }

    /// Why Done does nothing while it is disabled.
    private var doneUnavailableReason: String {
        choices != nil ? "Choose another value first." : validationMessage ?? "Change the value first."
    }

    func viewDidLoad() {
        view?.title = field.title
        interactor.loadPlayer()
    }

    func valueDidChange(_ text: String) {
        value = text
        showValue()
    }

    func didChoose(row: Int) {
        guard let choices, choices.indices.contains(row) else { return }
        value = choices[row]
        view?.setChecked(row)
        showValue()
    }

    func doneTapped() async {
        guard isDoneEnabled, let player, let updated = try? field.applying(value, to: player) else { return }
        await request.run { await interactor.save(updated) }
    }

    // MARK: The interactor's output

    /// The value starts as the player's.
    func playerLoaded(_ player: Player) {
        self.player = player
        value = field.value(of: player)
        if let choices {
            view?.showChoices(choices, checked: choices.firstIndex(of: value))
        } else {
            view?.showTextField(value)
        }
        showValue()
    }

    func playerSaved(_ player: Player) {
        output?.playerEdited(player)
        router.closeAfterSaving()
    }

    /// Said before going back, so that a change kept here is not taken for sent.
    func playerSaveWaits(_ player: Player) {
        view?.present(AlertContent(title: "Saved on this device", message: "Your change waits here and is saved when the backend answers.", buttons: [
            .init("OK", role: .cancel) { [weak self] in self?.playerSaved(player) },
        ]))
    }

    func playerCouldNotBeSaved(_ error: any Error) {
        view?.status = "\(error)"
        view?.present(.error("Unable to update player. Please try again."))
    }

    /// The value typed stays; Done now saves it over the current player, which the details
    /// show too, whatever the person decides here.
    func playerChangedElsewhere(_ changed: PlayerChangedElsewhere) {
        player = changed.current
        output?.playerEdited(changed.current)
        showValue()
        view?.present(AlertContent(title: "Changed elsewhere", message: "\(changed)"))
    }

    private func showValue() {
        view?.setValidationMessage(validationMessage)
        view?.setDoneEnabled(isDoneEnabled, isChoice: choices != nil, unavailableReason: doneUnavailableReason)
        view?.unsavedWork = isChange ? "The value you changed will be lost." : nil
    }
}
