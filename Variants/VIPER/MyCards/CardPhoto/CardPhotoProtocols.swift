import Foundation

// Every seam of the CardPhoto module.

/// What the presenter tells the view.
@MainActor
protocol CardPhotoViewProtocol: AnyObject {
    var title: String { get set }
    func setPhoto(_ photo: Data)
}

/// What the view tells the presenter.
@MainActor
protocol CardPhotoPresenterProtocol: AnyObject {
    func viewDidLoad()
    func closeTapped()
}

@MainActor
protocol CardPhotoRouterProtocol: AnyObject {
    func close()
}
