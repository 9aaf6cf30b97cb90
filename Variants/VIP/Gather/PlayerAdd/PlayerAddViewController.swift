import Domain
import Presentation
import TerminalUI

@MainActor
protocol PlayerAddDisplayLogic: AnyObject {
    func displayLoading(viewModel: PlayerAdd.Loading.ViewModel)
    func displayNameChange(viewModel: PlayerAdd.NameChange.ViewModel)
    func displayCreate(viewModel: PlayerAdd.Create.ViewModel)
}

/// A name field and the Done button: sends each input as a request, displays each view model.
@MainActor
final class PlayerAddViewController: Screen, PlayerAddDisplayLogic {
    var interactor: (any PlayerAddBusinessLogic)?
    var router: (any PlayerAddRoutingLogic)?
    let nameField = TextField(placeholder: "Enter name of the player", maximumLength: NameRules.maximumLength)
    let doneButton = Button("Done", isEnabled: false)

    init() {
        super.init(title: "Add Player")
        content = Stack(spacing: 1, [nameField, Row([doneButton])])
        nameField.onChange = { [weak self] text in self?.interactor?.changeName(request: .init(text: text)) }
        nameField.onSubmit = { [weak self] in self?.create() }
        doneButton.action = { [weak self] in self?.create() }
    }

    /// The name as it stands goes through the cycle: Done starts disabled because the
    /// interactor says so.
    override func didLoad() {
        interactor?.changeName(request: .init(text: nameField.text))
    }

    func displayLoading(viewModel: PlayerAdd.Loading.ViewModel) {
        showsLoading = viewModel.isLoading
    }

    func displayNameChange(viewModel: PlayerAdd.NameChange.ViewModel) {
        doneButton.isEnabled = viewModel.isDoneEnabled
        unsavedWork = viewModel.unsavedWork
        keyBindings = [
            KeyBinding(
                .enter, "Done", isEnabled: viewModel.isDoneEnabled, disabledReason: viewModel.doneUnavailableReason
            ) { [weak self] in self?.create() }
        ]
    }

    func displayCreate(viewModel: PlayerAdd.Create.ViewModel) {
        status = viewModel.status
        if let alert = viewModel.alert {
            present(
                alert.acting { [weak self] button in
                    guard button == PlayerAdd.Create.continueButton else { return nil }
                    return { self?.router?.routeToPlayerList() }
                })
        }
        if viewModel.isCreated { router?.routeToPlayerList() }
    }

    private func create() {
        app?.perform(showingLoading: false) { [interactor] in await interactor?.create(request: .init()) }
    }
}
