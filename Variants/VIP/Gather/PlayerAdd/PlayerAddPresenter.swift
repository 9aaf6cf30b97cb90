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
        viewController?.displayNameChange(
            viewModel: .init(
                isDoneEnabled: response.isValid, doneUnavailableReason: "Type the player's name first.",
                unsavedWork: response.isValid ? "The name you typed will be lost." : nil))
    }

    func presentCreate(response: PlayerAdd.Create.Response) {
        switch response {
        case .created:
            viewController?.displayCreate(viewModel: .init(status: nil, alert: nil, isCreated: true))
        case .waiting(let name):
            // Said before going back, so that a player kept here is not taken for sent.
            let alert = AlertContent(
                title: "Saved on this device", message: "\"\(name)\" waits here and is added when the backend answers.",
                buttons: [
                    .init("OK", role: .cancel, identifier: PlayerAdd.Create.continueButton)
                ])
            viewController?.displayCreate(viewModel: .init(status: nil, alert: alert, isCreated: false))
        case .unconfirmed(let error):
            let message =
                "Unable to confirm that the player was created: it may have been. Done again will not add it twice."
            viewController?.displayCreate(
                viewModel: .init(status: "\(error)", alert: .error(message), isCreated: false))
        case .failed(let error):
            viewController?.displayCreate(
                viewModel: .init(
                    status: "\(error)", alert: .error("Unable to create player. Please try again."), isCreated: false))
        }
    }
}
