import Presentation

@MainActor
protocol PlayerAddPresentationLogic: AnyObject {
    func presentLoading(response: PlayerAdd.Loading.Response)
    func presentNameChange(response: PlayerAdd.NameChange.Response)
    func presentCreate(response: PlayerAdd.Create.Response)
}

/// Formats PlayerAdd's responses: Done enabled or not, the error text of a failed creation.
@MainActor
final class PlayerAddPresenter: PlayerAddPresentationLogic {
    weak var viewController: (any PlayerAddDisplayLogic)?

    func presentLoading(response: PlayerAdd.Loading.Response) {
        viewController?.displayLoading(viewModel: .init(isLoading: response.isLoading))
    }

    func presentNameChange(response: PlayerAdd.NameChange.Response) {
        viewController?.displayNameChange(viewModel: .init(isDoneEnabled: response.isValid, unsavedWork: response.isValid ? "The name you typed will be lost." : nil))
    }

    func presentCreate(response: PlayerAdd.Create.Response) {
        guard let error = response.error else {
            viewController?.displayCreate(viewModel: .init(status: nil, alert: nil, isCreated: true))
            return
        }
        viewController?.displayCreate(viewModel: .init(status: "\(error)", alert: .error("Unable to create player. Please try again."), isCreated: false))
    }
}
