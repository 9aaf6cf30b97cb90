import Domain
import Foundation
import Imaging

@testable import GatherMVPC
@testable import MyCardsMVPC

/// Football Gather's coordinator as the presenters see it: every output, recorded in order.
@MainActor
final class GatherOutputSpy: GatherMVPC.LoginOutput, PlayerListOutput, PlayerAddOutput, PlayerDetailOutput,
    PlayerEditOutput, ConfirmPlayersOutput, GatherOutput
{
    /// One case per output, with its arguments; the gather's ID is in `startedGathers` instead.
    enum Call: Equatable {
        case loggedIn
        case playerChosen(Player)
        case addPlayerChosen
        case playersConfirmed([Player])
        case loggedOut
        case playerAdded
        case fieldChosen(PlayerField, of: Player)
        case playerEdited(Player)
        case playerChangedElsewhere(Player)
        case playerDeletedElsewhere
        case gatherStarted(teamA: [Player], teamB: [Player])
        case gatherEnded
    }

    private(set) var events: [Call] = []
    private(set) var startedGathers: [Gather.ID] = []

    func loggedIn() { events.append(.loggedIn) }
    func playerChosen(_ player: Player) { events.append(.playerChosen(player)) }
    func addPlayerChosen() { events.append(.addPlayerChosen) }
    func playersConfirmed(_ players: [Player]) { events.append(.playersConfirmed(players)) }
    func loggedOut() { events.append(.loggedOut) }
    func playerAdded() { events.append(.playerAdded) }
    func fieldChosen(_ field: PlayerField, of player: Player) { events.append(.fieldChosen(field, of: player)) }
    func playerEdited(_ player: Player) { events.append(.playerEdited(player)) }
    func playerChangedElsewhere(_ current: Player) { events.append(.playerChangedElsewhere(current)) }
    func playerDeletedElsewhere() { events.append(.playerDeletedElsewhere) }
    func gatherStarted(_ gather: Gather.ID, teamA: [Player], teamB: [Player]) {
        startedGathers.append(gather)
        events.append(.gatherStarted(teamA: teamA, teamB: teamB))
    }
    func gatherEnded() { events.append(.gatherEnded) }
}

/// My Cards' coordinator as the presenters see it: every output, recorded in order.
@MainActor
final class MyCardsOutputSpy: MyCardsMVPC.LoginOutput, CardListOutput, CardDetailsOutput, CardPhotoOutput,
    PhotoCaptureOutput, PhotoLibraryOutput, CropOutput
{
    /// One case per output, with its arguments; the photos are in `photos` and the images in
    /// `images` instead.
    enum Call: Equatable {
        case loggedIn
        case loggedOut
        case cardChosen(Card)
        case newCardChosen
        case facePhotoChosen(Data, of: CardSide)
        case cameraChosen(for: CardSide)
        case photoLibraryChosen(for: CardSide)
        case cardCreated(Card)
        case cardSaved(Card)
        case cardDeleted(Card)
        case cardDismissed
        case cardPhotoDismissed
        case photoTaken
        case imageChosen(name: String)
        case photoCropped
    }

    private(set) var events: [Call] = []
    private(set) var photos: [Data] = []
    private(set) var images: [PhotoToCrop] = []

    func loggedIn() { events.append(.loggedIn) }
    func loggedOut() { events.append(.loggedOut) }
    func cardChosen(_ card: Card) { events.append(.cardChosen(card)) }
    func newCardChosen() { events.append(.newCardChosen) }
    func facePhotoChosen(_ photo: Data, of side: CardSide) { events.append(.facePhotoChosen(photo, of: side)) }
    func cameraChosen(for side: CardSide) { events.append(.cameraChosen(for: side)) }
    func photoLibraryChosen(for side: CardSide) { events.append(.photoLibraryChosen(for: side)) }
    func cardCreated(_ card: Card) { events.append(.cardCreated(card)) }
    func cardSaved(_ card: Card) { events.append(.cardSaved(card)) }
    func cardDeleted(_ card: Card) { events.append(.cardDeleted(card)) }
    func cardDismissed() { events.append(.cardDismissed) }
    func cardPhotoDismissed() { events.append(.cardPhotoDismissed) }

    func photoTaken(_ photo: Data) {
        photos.append(photo)
        events.append(.photoTaken)
    }

    func imageChosen(_ image: PhotoToCrop, name: String) {
        images.append(image)
        events.append(.imageChosen(name: name))
    }

    func photoCropped(_ photo: Data) {
        photos.append(photo)
        events.append(.photoCropped)
    }
}
