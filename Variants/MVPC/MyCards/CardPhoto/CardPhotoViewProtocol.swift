import Foundation

/// What the card photo presenter may tell its view.
@MainActor
protocol CardPhotoViewProtocol: AnyObject {
    var title: String { get set }
    func setPhoto(_ photo: Data)
}
