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
    /// Shown (`isEditing` false) or changed; which keys work in each, why Done does not yet, and
    /// what choosing a face does.
    func setEditing(_ isEditing: Bool, saveUnavailableReason: String?, canDelete: Bool, faceAction: String)
    func focusName()
    /// Camera or Photo Library, as the presenter words them and wires each to what it does.
    func presentSheet(_ sheet: AlertContent)
}
