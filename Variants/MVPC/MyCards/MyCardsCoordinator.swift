import Camera
import Domain
import Foundation
import Presentation
import TerminalUI

/// My Cards' flow, the root coordinator, the one role that knows the whole app: it makes each
/// screen's presenter and view, shows it, and takes back what the presenter tells it — the
/// login, a card to open, a change for the list to take to the backend, a photo for the card
/// being edited. While signed in, the card list is the first screen (q there quits). The
/// app keeps it; presenters hold it weakly as their output, and it holds weakly the presenters it
/// tells again later. Getting a face's photo, from the camera or the library and its crop, is a
/// flow of its own: a `PhotoCoordinator`, kept in `childCoordinators` until the navigation shows
/// that its first screen has left — the photo came back, or the user backed out.
@MainActor
final class MyCardsCoordinator: Coordinator {
    /// The child flows running, each until the navigation no longer shows its first screen.
    var childCoordinators: [any Coordinator] = []
    private(set) weak var firstScreen: Screen?
    private let auth: any AuthService
    private let settings: any SettingsStore
    private let offersDemoAccount: Bool
    /// Whether a remembered session signed the app in: it then starts on the cards.
    private let startsSignedIn: Bool
    private let cards: any CardStore
    private let sync: CardSync
    private let camera: any Camera
    private let photosDirectory: String
    private let navigation: any Navigating
    private let work: any WorkRunning
    private let scheduler: any Scheduling
    /// The screens results come back to.
    private weak var cardList: CardListPresenter?
    private weak var cardDetails: CardDetailsPresenter?
    private weak var cardDetailsView: Screen?

    init(
        auth: any AuthService, settings: any SettingsStore, offersDemoAccount: Bool, startsSignedIn: Bool,
        cards: any CardStore, sync: CardSync, camera: any Camera, photosDirectory: String, seams: AppSeams
    ) {
        self.auth = auth
        self.settings = settings
        self.offersDemoAccount = offersDemoAccount
        self.startsSignedIn = startsSignedIn
        self.cards = cards
        self.sync = sync
        self.camera = camera
        self.photosDirectory = photosDirectory
        navigation = seams.navigation
        work = seams.work
        scheduler = seams.scheduler
    }

    /// The screen the app starts on: the card list when a remembered session signed the app
    /// in, else the login. From now on the navigation tells this coordinator each screen it shows.
    @discardableResult func start() -> Screen {
        navigation.delegate = self
        let view = startsSignedIn ? makeCardList() : makeLogin()
        firstScreen = view
        return view
    }

    private func makeLogin() -> Screen {
        LoginView(
            presenter: LoginPresenter(auth: auth, settings: settings, showsDemoHint: offersDemoAccount, output: self))
    }

    private func makeCardList() -> Screen {
        let presenter = CardListPresenter(cards: cards, sync: sync, auth: auth, work: work, output: self)
        cardList = presenter
        return CardListView(presenter: presenter)
    }

    /// `screen` in place of the whole stack: the app's first screen from now on.
    private func showFirst(_ screen: Screen) {
        firstScreen = screen
        navigation.setRoot(screen)
    }

    private func showCardDetails(of card: Card, mode: CardDetailsMode) {
        let presenter = CardDetailsPresenter(mode: mode, card: card, sync: sync, output: self)
        let view = CardDetailsView(presenter: presenter)
        cardDetails = presenter
        cardDetailsView = view
        navigation.push(view)
    }

    /// A photo flow for `side` of the card shown; its photo comes back to `photoReady(_:for:)`.
    private func startPhotoFlow(from source: PhotoCoordinator.Source, for side: CardSide) {
        let photoCoordinator = PhotoCoordinator(
            source: source, side: side, camera: camera, photosDirectory: photosDirectory, navigation: navigation,
            scheduler: scheduler, work: work, output: self
        )
        photoCoordinator.start()
        childCoordinators.append(photoCoordinator)
    }
}

extension MyCardsCoordinator: LoginOutput {
    func loggedIn() {
        showFirst(makeCardList())
    }
}

extension MyCardsCoordinator: CardListOutput {
    func loggedOut() {
        showFirst(makeLogin())
    }

    func cardChosen(_ card: Card) {
        showCardDetails(of: card, mode: .normal)
    }

    func newCardChosen() {
        showCardDetails(of: Card(), mode: .create)
    }
}

extension MyCardsCoordinator: CardDetailsOutput {
    func facePhotoChosen(_ photo: Data, of side: CardSide) {
        navigation.push(CardPhotoView(presenter: CardPhotoPresenter(side: side, photo: photo, output: self)))
    }

    func cameraChosen(for side: CardSide) {
        startPhotoFlow(from: .camera, for: side)
    }

    func photoLibraryChosen(for side: CardSide) {
        startPhotoFlow(from: .library, for: side)
    }

    /// Back to the list, which takes the new card to the backend.
    func cardCreated(_ card: Card) {
        cardList?.cardSaved(card)
        navigation.pop()
    }

    /// The card stays on screen; the list takes the change to the backend.
    func cardSaved(_ card: Card) {
        cardList?.cardSaved(card)
    }

    /// Back to the list, which takes the deletion to the backend.
    func cardDeleted(_ card: Card) {
        cardList?.cardDeleted(card)
        navigation.pop()
    }

    func cardDismissed() {
        navigation.pop()
    }
}

extension MyCardsCoordinator: CardPhotoOutput {
    func cardPhotoDismissed() {
        navigation.pop()
    }
}

extension MyCardsCoordinator: PhotoCoordinatorOutput {
    /// Back to the card, whose face takes the photo; the photo's screens go, and its flow with them.
    func photoReady(_ photo: Data, for side: CardSide) {
        cardDetails?.photoTaken(photo, for: side)
        if let cardDetailsView { navigation.pop(to: cardDetailsView) }
    }
}

extension MyCardsCoordinator: NavigationDelegate {
    /// A child whose flow has left the screen — ended, or backed out of with Esc — is let go.
    func navigation(_ navigation: any Navigating, didShow screen: Screen) {
        childCoordinators.releaseLeftBehind(by: navigation)
    }
}
