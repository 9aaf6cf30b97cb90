import Camera
import Domain
import Foundation
import Presentation
import TerminalUI

/// My Cards' flow, the one role that knows the whole app: it makes each screen's presenter and
/// view, shows it, and takes back what the presenter tells it — a card to open, a change for the
/// list to take to the backend, a photo for the card being edited. Presenters hold it as their
/// output and views hold only their presenter and widgets, so it lives as long as a screen of
/// its flow; the presenters it tells again later it holds weakly. Getting a face's photo, from
/// the camera or the library and its crop, is a flow of its own: a `PhotoCoordinator`, held by
/// its screens as this one is by its own, so it goes with them — when the photo comes back, or
/// when the user backs out.
@MainActor
final class MyCardsCoordinator {
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
    /// The face's photo being taken or chosen, while its screens are shown.
    private(set) weak var photoCoordinator: PhotoCoordinator?

    init(cards: any CardStore, sync: CardSync, camera: any Camera, photosDirectory: String, seams: AppSeams) {
        self.cards = cards
        self.sync = sync
        self.camera = camera
        self.photosDirectory = photosDirectory
        navigation = seams.navigation
        work = seams.work
        scheduler = seams.scheduler
    }

    /// The card list, the screen the app starts on.
    func start() -> Screen {
        let presenter = CardListPresenter(cards: cards, sync: sync, output: self)
        cardList = presenter
        return CardListView(presenter: presenter)
    }

    private func showCardDetails(of card: Card, mode: CardDetailsMode) {
        let presenter = CardDetailsPresenter(mode: mode, card: card, sync: sync, output: self)
        let view = CardDetailsView(presenter: presenter)
        cardDetails = presenter
        cardDetailsView = view
        navigation.push(view)
    }

    /// A photo flow for `side` of the card shown; its photo goes on that face, back on the card.
    /// The caller starts it at once: its first screen holds it from then on.
    private func photoFlow(for side: CardSide) -> PhotoCoordinator {
        let photoCoordinator = PhotoCoordinator(camera: camera, photosDirectory: photosDirectory, navigation: navigation, scheduler: scheduler, work: work) { [weak self] photo in
            self?.photoArrived(photo, for: side)
        }
        self.photoCoordinator = photoCoordinator
        return photoCoordinator
    }

    /// Back to the card, whose face takes the photo; the photo's screens, and its flow, go.
    private func photoArrived(_ photo: Data, for side: CardSide) {
        cardDetails?.photoTaken(photo, for: side)
        if let cardDetailsView { navigation.pop(to: cardDetailsView) }
    }
}

extension MyCardsCoordinator: CardListOutput {
    func cardChosen(_ card: Card) {
        showCardDetails(of: card, mode: .normal)
    }

    func newCardChosen() {
        showCardDetails(of: Card(), mode: .create)
    }
}

extension MyCardsCoordinator: CardDetailsOutput {
    func photoChosen(_ photo: Data, of side: CardSide) {
        navigation.push(CardPhotoView(presenter: CardPhotoPresenter(side: side, photo: photo, output: self)))
    }

    func cameraChosen(for side: CardSide) {
        photoFlow(for: side).startWithCamera()
    }

    func photoLibraryChosen(for side: CardSide) {
        photoFlow(for: side).startWithLibrary()
    }

    /// Back to the list, which takes the new card to the backend.
    func cardCreated(_ card: Card) {
        navigation.pop()
        cardSaved(card)
    }

    /// The card stays on screen; the list takes the change to the backend.
    func cardSaved(_ card: Card) {
        work.perform(showingLoading: false) { [weak self] in await self?.cardList?.cardSaved(card) }
    }

    func cardDeleted(_ card: Card) {
        navigation.pop()
        work.perform(showingLoading: false) { [weak self] in await self?.cardList?.cardDeleted(card) }
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
