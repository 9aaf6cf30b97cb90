import Domain
import Presentation

@MainActor
protocol CardDetailsPresentationLogic: AnyObject {
    func presentLoading(response: CardDetails.Loading.Response)
    func presentShow(response: CardDetails.Show.Response)
    func presentChooseFace(response: CardDetails.ChooseFace.Response)
    func presentChooseSource(response: CardDetails.ChooseSource.Response)
    func presentSave(response: CardDetails.Save.Response)
    func presentBack(response: CardDetails.Back.Response)
    func presentDeleteConfirmation(response: CardDetails.DeleteConfirmation.Response)
    func presentDelete(response: CardDetails.Delete.Response)
}

/// Formats CardDetails' responses: the title of each mode, what can be done in it, the photo
/// source sheet, the confirmation and error texts.
@MainActor
final class CardDetailsPresenter: CardDetailsPresentationLogic {
    weak var viewController: (any CardDetailsDisplayLogic)?

    func presentLoading(response: CardDetails.Loading.Response) {
        viewController?.displayLoading(viewModel: .init(isLoading: response.isLoading))
    }

    func presentShow(response: CardDetails.Show.Response) {
        let isEditing = response.mode != .normal
        viewController?.displayShow(
            viewModel: .init(
                title: response.mode == .create ? "Add new card" : "Card Details",
                name: response.resetsName ? response.draft.name : nil,
                front: response.draft.front,
                back: response.draft.back,
                isEditing: isEditing,
                saveUnavailableReason: response.draft.isValid ? nil : "A card needs a name and both photos.",
                canDelete: response.mode == .edit,
                focusesName: response.beginsEditing,
                faceAction: isEditing ? "Set photo" : "Open photo",
                unsavedWork: !isEditing || !response.hasChanges
                    ? nil
                    : response.mode == .create
                        ? "The new card's name and photos will be lost." : "Your changes to this card will be lost."
            ))
    }

    func presentChooseFace(response: CardDetails.ChooseFace.Response) {
        switch response {
        case .showPhoto: viewController?.displayChooseFace(viewModel: .showPhoto)
        case .askForSource(let side):
            viewController?.displayChooseFace(
                viewModel: .askForSource(
                    AlertContent(
                        title: side == .front ? "Set front photo" : "Set back photo", message: "",
                        buttons: [
                            .init("Camera", identifier: CardDetails.ChooseSource.Source.camera.rawValue),
                            .init("Photo Library", identifier: CardDetails.ChooseSource.Source.photoLibrary.rawValue),
                            .init("Cancel", role: .cancel),
                        ]), side: side))
        }
    }

    func presentChooseSource(response: CardDetails.ChooseSource.Response) {
        viewController?.displayChooseSource(viewModel: .init(source: response.source))
    }

    func presentSave(response: CardDetails.Save.Response) {
        switch response {
        case .saved(let wasNew): viewController?.displaySave(viewModel: .init(alert: nil, closes: wasNew))
        case .failed(let error):
            viewController?.displaySave(
                viewModel: .init(alert: .error("Unable to save the card: \(error)"), closes: false))
        }
    }

    func presentBack(response: CardDetails.Back.Response) {
        viewController?.displayBack(viewModel: .init(closes: response.closes))
    }

    func presentDeleteConfirmation(response: CardDetails.DeleteConfirmation.Response) {
        viewController?.displayDeleteConfirmation(
            viewModel: .init(
                alert: AlertContent(
                    title: "Delete card", message: "Are you sure you want to delete \"\(response.name)\"?",
                    buttons: [
                        .init("Delete", role: .destructive, identifier: CardDetails.DeleteConfirmation.deleteButton),
                        .init("Cancel", role: .cancel),
                    ])))
    }

    func presentDelete(response: CardDetails.Delete.Response) {
        guard let error = response.error else {
            viewController?.displayDelete(viewModel: .init(alert: nil, closes: true))
            return
        }
        viewController?.displayDelete(
            viewModel: .init(alert: .error("Unable to delete the card: \(error)"), closes: false))
    }
}
