import AppSupport
import Domain
import Foundation
import TerminalUI

/// Assembles CardPhoto: the view holds the presenter, the presenter the router and the view weakly.
@MainActor
enum CardPhotoModule {
    static func assemble(photo: Data, side: CardSide, dependencies: MyCardsDependencies) -> Screen {
        let presenter = CardPhotoPresenter(
            photo: photo, side: side, router: CardPhotoRouter(navigation: dependencies.navigation))
        let view = CardPhotoView(presenter: presenter)
        presenter.view = view
        return view
    }
}
