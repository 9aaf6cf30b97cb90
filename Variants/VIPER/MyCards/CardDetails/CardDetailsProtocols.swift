import Domain
import Foundation
import Presentation

// Every seam of the CardDetails module.

/// What the presenter tells the view.
@MainActor
protocol CardDetailsViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var title: String { get set }
    /// What leaving the draft would lose: the view asks before it does.
    var unsavedWork: String? { get set }
    func present(_ alert: AlertContent)
    func setName(_ name: String)
    func setPhotos(front: Data?, back: Data?)
    /// Shown (`isEditing` false) or changed; which keys work in each, why Done does not yet, and
    /// what choosing a face does.
    func setEditing(_ isEditing: Bool, saveUnavailableReason: String?, canDelete: Bool, faceAction: String)
    func focusName()
    /// Camera or Photo Library, as the presenter words them and wires each to what it does.
    func presentSheet(_ sheet: AlertContent)
}

/// What the view tells the presenter.
@MainActor
protocol CardDetailsPresenterProtocol: AnyObject {
    func viewDidLoad()
    func nameDidChange(_ text: String)
    func editTapped()
    func faceChosen(_ side: CardSide)
    func saveTapped() async
    /// Esc and Cancel alike.
    func backTapped()
    func deleteTapped()
}

/// The use case: one card shown, changed or made, saved or deleted on this device.
@MainActor
protocol CardDetailsInteractorProtocol: AnyObject {
    /// The card and its mode as they stand, told to the output.
    func loadCard()
    func edit()
    func rename(_ name: String)
    /// A face chosen: its photo to open while the card is shown, a new photo to get while it is
    /// changed or made.
    func chooseFace(_ side: CardSide)
    /// The camera or the library is about to take the new photo of `side`.
    func awaitPhoto(for side: CardSide)
    /// A photo from the camera or the library: it goes on the face awaiting one; a photo nobody
    /// awaits is dropped.
    func receivePhoto(_ photo: Data)
    /// Esc and Cancel: an edit is cancelled; otherwise the card closes.
    func back()
    /// A confirmation asked for, if the card can be deleted now.
    func askToDelete()
    func save() async
    func delete() async
}

/// The card as the interactor tells of it: plain values, not the entity.
struct CardDetailsDraft: Equatable {
    let name: String
    let front: Data?
    let back: Data?
    /// Whether it has what saving needs: a name and both photos.
    let isComplete: Bool
}

/// What the interactor tells the presenter.
@MainActor
protocol CardDetailsInteractorOutputProtocol: AnyObject {
    func cardLoaded(_ draft: CardDetailsDraft, mode: CardDetailsMode)
    /// The card as shown, with the changes made so far; `hasChanges` if it differs from the card
    /// as stored.
    func cardChanged(_ draft: CardDetailsDraft, mode: CardDetailsMode, hasChanges: Bool)
    func editingBegan()
    func facePhotoChosen(_ photo: Data, of side: CardSide)
    func photoSourceNeeded(for side: CardSide)
    func photoPlaced()
    /// The edit is cancelled: the card is shown as stored, under `name`.
    func editCancelled(name: String)
    func cardClosed()
    /// The card `name` is to be deleted: the person confirms first.
    func deletionNeedsConfirmation(name: String)
    /// Saved on this device, under `name`; a new card is done with, an edited one stays shown.
    func cardSaved(name: String, wasNew: Bool)
    func cardCouldNotBeSaved(_ error: any Error)
    func cardDeleted()
    func cardCouldNotBeDeleted(_ error: any Error)
}

@MainActor
protocol CardDetailsRouterProtocol: AnyObject {
    func showPhoto(_ photo: Data, of side: CardSide)
    func showCamera(output: any PhotoCaptureModuleOutput)
    func showPhotoLibrary(output: any PhotoLibraryModuleOutput)
    /// Back here from the camera or the library.
    func backToCard()
    func close()
}

/// What CardDetails is opened with: made by the interactor that opens it, carried unopened by
/// its presenter to its router.
struct CardDetailsInput {
    let card: Card
    let mode: CardDetailsMode
    /// Who hears of the card saved or deleted: the opening module's interactor.
    weak var output: (any CardDetailsModuleOutput)?
}

/// What the module tells the module that opened it: interactor to interactor.
@MainActor
protocol CardDetailsModuleOutput: AnyObject {
    func cardSaved(_ card: Card)
    func cardDeleted(_ card: Card)
}
