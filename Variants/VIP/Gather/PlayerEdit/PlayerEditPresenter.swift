import Domain
import Presentation

@MainActor
protocol PlayerEditPresentationLogic: AnyObject {
    func presentLoading(response: PlayerEdit.Loading.Response)
    func presentStart(response: PlayerEdit.Start.Response)
    func presentChange(response: PlayerEdit.Change.Response)
    func presentSave(response: PlayerEdit.Save.Response)
    func presentAddAgain(response: PlayerEdit.AddAgain.Response)
}

/// Formats PlayerEdit's responses: the field's title, the validation message under it, Done
/// enabled for a valid change, the error text of a failed save.
@MainActor
final class PlayerEditPresenter: PlayerEditPresentationLogic {
    weak var viewController: (any PlayerEditDisplayLogic)?

    func presentLoading(response: PlayerEdit.Loading.Response) {
        viewController?.displayLoading(viewModel: .init(isLoading: response.isLoading))
    }

    func presentStart(response: PlayerEdit.Start.Response) {
        viewController?.displayStart(
            viewModel: .init(
                title: response.field.title, text: response.value, choices: response.choices,
                checked: response.choices?.firstIndex(of: response.value)
            ))
    }

    func presentChange(response: PlayerEdit.Change.Response) {
        viewController?.displayChange(
            viewModel: .init(
                validationMessage: response.failure?.description,
                isDoneEnabled: response.failure == nil && response.isChange,
                doneUnavailableReason: response.isChoice
                    ? "Choose another value first." : response.failure?.description ?? "Change the value first.",
                isChoice: response.isChoice,
                checked: response.checked,
                unsavedWork: response.isChange ? "The value you changed will be lost." : nil
            ))
    }

    func presentSave(response: PlayerEdit.Save.Response) {
        switch response {
        case .saved:
            viewController?.displaySave(viewModel: .init(status: nil, alert: nil, isSaved: true))
        case .waiting:
            // Said before going back, so that a change kept here is not taken for sent.
            let alert = AlertContent(
                title: "Saved on this device", message: "Your change waits here and is saved when the backend answers.",
                buttons: [
                    .init("OK", role: .cancel, identifier: PlayerEdit.Save.continueButton)
                ])
            viewController?.displaySave(viewModel: .init(status: nil, alert: alert, isSaved: false))
        case .failed(let changed as PlayerChangedElsewhere):
            viewController?.displaySave(
                viewModel: .init(
                    status: nil, alert: AlertContent(title: "Changed elsewhere", message: "\(changed)"), isSaved: false,
                    isChangedElsewhere: true))
        case .deletedElsewhere(let deleted):
            let alert = AlertContent(
                title: "Deleted elsewhere", message: "\(deleted)",
                buttons: [
                    .init("Add again", identifier: PlayerEdit.AddAgain.addAgainButton),
                    .init("Drop change", role: .cancel, identifier: PlayerEdit.AddAgain.dropChangeButton),
                ])
            viewController?.displaySave(viewModel: .init(status: nil, alert: alert, isSaved: false))
        case .unconfirmed(let error):
            let message =
                "Unable to confirm that the change was saved: it may have been. Done again will not save it twice."
            viewController?.displaySave(viewModel: .init(status: "\(error)", alert: .error(message), isSaved: false))
        case .failed(let error):
            viewController?.displaySave(
                viewModel: .init(
                    status: "\(error)", alert: .error("Unable to update player. Please try again."), isSaved: false))
        }
    }

    func presentAddAgain(response: PlayerEdit.AddAgain.Response) {
        switch response {
        case .added:
            viewController?.displayAddAgain(viewModel: .init(status: nil, alert: nil, isAdded: true))
        case .unconfirmed(let error):
            let message =
                "Unable to confirm that the player was created: it may have been. Done again will not add it twice."
            viewController?.displayAddAgain(
                viewModel: .init(status: "\(error)", alert: .error(message), isAdded: false))
        case .failed(let error):
            viewController?.displayAddAgain(
                viewModel: .init(
                    status: "\(error)", alert: .error("Unable to create player. Please try again."), isAdded: false))
        }
    }
}
