import Domain
import Foundation
import Imaging

@testable import GatherMVVM
@testable import MyCardsMVVM

/// Football Gather's coordinator as the view models see it: every output, recorded in order.
@MainActor
final class GatherOutputSpy: GatherMVVM.LoginOutput, PlayerListOutput, PlayerAddOutput, PlayerDetailOutput,
    PlayerEditOutput, ConfirmPlayersOutput, GatherOutput
{
    private(set) var events: [String] = []
    private(set) var startedGathers: [Gather.ID] = []

    func loggedIn() { events.append("loggedIn") }
    func playerChosen(_ player: Player) { events.append("playerChosen \(player.name)") }
    func addPlayerChosen() { events.append("addPlayerChosen") }
    func playersConfirmed(_ players: [Player]) {
        events.append("playersConfirmed \(players.map(\.name).joined(separator: ", "))")
    }
    func loggedOut() { events.append("loggedOut") }
    func playerAdded() { events.append("playerAdded") }
    func fieldChosen(_ field: PlayerField, of player: Player) {
        events.append("fieldChosen \(field) of \(player.name)")
    }
    func playerEdited(_ player: Player) { events.append("playerEdited \(player.name)") }
    func playerChangedElsewhere(_ current: Player) {
        events.append("playerChangedElsewhere \(current.name), \(current.age.map(String.init) ?? "-")")
    }
    func playerDeletedElsewhere() { events.append("playerDeletedElsewhere") }
    func gatherStarted(_ gather: Gather.ID, teamA: [Player], teamB: [Player]) {
        startedGathers.append(gather)
        events.append(
            "gatherStarted \(teamA.map(\.name).joined(separator: ", ")) | \(teamB.map(\.name).joined(separator: ", "))")
    }
    func gatherEnded() { events.append("gatherEnded") }
}

/// My Cards' coordinator as the view models see it: every output, recorded in order.
@MainActor
final class MyCardsOutputSpy: MyCardsMVVM.LoginOutput, CardListOutput, CardDetailsOutput, CardPhotoOutput,
    PhotoCaptureOutput, PhotoLibraryOutput, CropOutput
{
    private(set) var events: [String] = []
    private(set) var photos: [Data] = []
    private(set) var images: [PhotoToCrop] = []

    func loggedIn() { events.append("loggedIn") }
    func loggedOut() { events.append("loggedOut") }
    func cardChosen(_ card: Card) { events.append("cardChosen \(card.name)") }
    func newCardChosen() { events.append("newCardChosen") }
    func facePhotoChosen(_ photo: Data, of side: CardSide) { events.append("facePhotoChosen \(side)") }
    func cameraChosen(for side: CardSide) { events.append("cameraChosen \(side)") }
    func photoLibraryChosen(for side: CardSide) { events.append("photoLibraryChosen \(side)") }
    func cardCreated(_ card: Card) { events.append("cardCreated \(card.name)") }
    func cardSaved(_ card: Card) { events.append("cardSaved \(card.name)") }
    func cardDeleted(_ card: Card) { events.append("cardDeleted \(card.name)") }
    func cardDismissed() { events.append("cardDismissed") }
    func cardPhotoDismissed() { events.append("cardPhotoDismissed") }

    func photoTaken(_ photo: Data) {
        photos.append(photo)
        events.append("photoTaken")
    }

    func imageChosen(_ image: PhotoToCrop, name: String) {
        images.append(image)
        events.append("imageChosen \(name)")
    }

    func photoCropped(_ photo: Data) {
        photos.append(photo)
        events.append("photoCropped")
    }
}
