import Domain
import Foundation
import Presentation

/// What the card details presenter may tell its view.
@MainActor
protocol CardDetailsViewProtocol: AnyObject {
    var showsLoading: Bool { get set }
    var title: String { get set }
    /// What leaving the draft would lose: the view asks before it does.
    var unsavedWork: String? { get set }
    func present(_ alert: AlertContent)
    func setName(_ name: String)
    func setPhotos(front: Data?, back: Data?)
    /// Shown (`isEditing` false) or changed; which keys work in each, and what choosing a face does.
    func setEditing(_ isEditing: Bool, canSave: Bool, canDelete: Bool, faceAction: String)
    func focusName()
    /// Camera or Photo Library, for the photo of `side`, under `title`.
    func askForPhotoSource(title: String, for side: CardSide)
}
