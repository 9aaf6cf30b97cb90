import Domain
import Presentation
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Card details presenter")
struct CardDetailsPresenterTests {
    let display = CardDetailsDisplaySpy()

    private func makeSUT() -> CardDetailsPresenter {
        let sut = CardDetailsPresenter()
        sut.viewController = display
        return sut
    }

    @Test func eachModeHasItsTitleAndWhatCanBeDone() {
        let sut = makeSUT()

        sut.presentShow(
            response: .init(
                draft: Card(identifier: "new"), mode: .create, hasChanges: false, resetsName: true, beginsEditing: false
            ))
        sut.presentShow(
            response: .init(
                draft: CardFixtures.coffee, mode: .edit, hasChanges: false, resetsName: false, beginsEditing: true))
        sut.presentShow(
            response: .init(
                draft: CardFixtures.coffee, mode: .normal, hasChanges: false, resetsName: true, beginsEditing: false))

        #expect(display.shown.map(\.title) == ["Add new card", "Card Details", "Card Details"])
        #expect(display.shown.map(\.saveUnavailableReason) == ["A card needs a name and both photos.", nil, nil])
        #expect(display.shown.map(\.canDelete) == [false, true, false])
        #expect(
            display.shown.map(\.name) == ["", nil, "Coffee Club"], "the name field is not refilled while it is typed in"
        )
        #expect(display.shown.map(\.focusesName) == [false, true, false])
    }

    @Test func theSourceSheetsTitleAndTheErrorTexts() {
        let sut = makeSUT()

        sut.presentChooseFace(response: .askForSource(.back))
        sut.presentSave(response: .failed(ServiceFailure("The disk is full.")))
        sut.presentDelete(response: .init(error: ServiceFailure("locked")))
        sut.presentDeleteConfirmation(response: .init(name: "Coffee Club"))

        #expect(display.sheets.map(\.title) == ["Set back photo"])
        #expect(display.sheets.first?.buttons.map(\.title) == ["Camera", "Photo Library", "Cancel"])
        #expect(
            display.sheets.first?.buttons.map(\.identifier) == ["camera", "photoLibrary", nil], "each source's own")
        #expect(display.alerts == ["Unable to save the card: The disk is full.", "Unable to delete the card: locked"])
        #expect(display.confirmation?.alert.message == "Are you sure you want to delete \"Coffee Club\"?")
        #expect(display.confirmation?.alert.buttons.map(\.title) == ["Delete", "Cancel"])
        #expect(
            display.confirmation?.alert.buttons.map(\.identifier) == [CardDetails.DeleteConfirmation.deleteButton, nil])
    }

    @Test func eachModeSaysWhetherItIsEditingAndWhatAFaceDoes() {
        let sut = makeSUT()

        sut.presentShow(
            response: .init(
                draft: Card(identifier: "new"), mode: .create, hasChanges: false, resetsName: true, beginsEditing: false
            ))
        sut.presentShow(
            response: .init(
                draft: CardFixtures.coffee, mode: .edit, hasChanges: false, resetsName: false, beginsEditing: true))
        sut.presentShow(
            response: .init(
                draft: CardFixtures.coffee, mode: .normal, hasChanges: false, resetsName: true, beginsEditing: false))

        #expect(display.shown.map(\.isEditing) == [true, true, false])
        #expect(display.shown.map(\.faceAction) == ["Set photo", "Set photo", "Open photo"])
    }

    @Test func leavingAsksOnlyWhenTheDraftHasChanges() {
        let sut = makeSUT()
        var renamed = CardFixtures.coffee
        renamed.name = "Tea Club"
        var newCard = Card(identifier: "new")
        newCard.name = "Gym"

        sut.presentShow(
            response: .init(
                draft: CardFixtures.coffee, mode: .edit, hasChanges: false, resetsName: false, beginsEditing: false))
        sut.presentShow(
            response: .init(draft: renamed, mode: .edit, hasChanges: true, resetsName: false, beginsEditing: false))
        sut.presentShow(
            response: .init(draft: newCard, mode: .create, hasChanges: true, resetsName: false, beginsEditing: false))
        sut.presentShow(
            response: .init(
                draft: CardFixtures.coffee, mode: .normal, hasChanges: false, resetsName: true, beginsEditing: false))

        #expect(
            display.shown.map(\.unsavedWork) == [
                nil, "Your changes to this card will be lost.", "The new card's name and photos will be lost.", nil,
            ])
    }

    @Test func aFailedSaveOrDeletionKeepsTheCardOpen() {
        let sut = makeSUT()

        sut.presentSave(response: .failed(ServiceFailure("The disk is full.")))
        sut.presentDelete(response: .init(error: ServiceFailure("locked")))
        sut.presentSave(response: .saved(wasNew: true))
        sut.presentDelete(response: .init(error: nil))

        #expect(display.closes == [false, false, true, true])
    }
}

@MainActor
final class CardDetailsDisplaySpy: CardDetailsDisplayLogic {
    private(set) var shown: [CardDetails.Show.ViewModel] = []
    private(set) var sheets: [AlertContent] = []
    private(set) var alerts: [String] = []
    private(set) var confirmation: CardDetails.DeleteConfirmation.ViewModel?
    /// Whether each save and deletion closes the card.
    private(set) var closes: [Bool] = []

    func displayLoading(viewModel: CardDetails.Loading.ViewModel) {}
    func displayShow(viewModel: CardDetails.Show.ViewModel) { shown.append(viewModel) }

    func displayChooseFace(viewModel: CardDetails.ChooseFace.ViewModel) {
        if case .askForSource(let sheet, _) = viewModel { sheets.append(sheet) }
    }

    func displayChooseSource(viewModel: CardDetails.ChooseSource.ViewModel) {}

    func displaySave(viewModel: CardDetails.Save.ViewModel) {
        viewModel.alert.map { alerts.append($0.message) }
        closes.append(viewModel.closes)
    }

    func displayBack(viewModel: CardDetails.Back.ViewModel) {}
    func displayDeleteConfirmation(viewModel: CardDetails.DeleteConfirmation.ViewModel) { confirmation = viewModel }

    func displayDelete(viewModel: CardDetails.Delete.ViewModel) {
        viewModel.alert.map { alerts.append($0.message) }
        closes.append(viewModel.closes)
    }
}
