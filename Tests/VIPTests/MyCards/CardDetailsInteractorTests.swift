import Domain
import Foundation
import Presentation
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Card details interactor")
struct CardDetailsInteractorTests {
    let store = CardStoreSpy([CardFixtures.coffee])
    let presenter = CardDetailsPresenterSpy()
    let work = WorkRecorder()

    private func makeSUT(_ card: Card, mode: CardDetailsMode) -> CardDetailsInteractor {
        let sync = CardSync(store: store, remote: CardSyncServiceSpy())
        let sut = CardDetailsInteractor(sync: sync, uploadWorker: CardUploadWorker(sync: sync, work: work))
        sut.presenter = presenter
        sut.card = card
        sut.mode = mode
        sut.show(request: .init())
        return sut
    }

    @Test func aNewCardNeedsANameAndBothPhotosAndIsSavedTrimmedThenUploaded() async {
        let sut = makeSUT(Card(identifier: "new"), mode: .create)
        sut.rename(request: .init(name: " Gym "))
        sut.chooseSource(request: .init(side: .front, source: .camera))
        sut.newPhoto = CardFixtures.photo(1)
        sut.applyReturn(request: .init())
        await sut.save(request: .init())
        #expect(await store.savedCards.isEmpty, "not without its back photo")

        sut.chooseSource(request: .init(side: .back, source: .photoLibrary))
        sut.newPhoto = CardFixtures.photo(2)
        sut.applyReturn(request: .init())
        #expect(
            presenter.shown.last == .presentShow(name: " Gym ", photoCount: 2, canSave: true),
            "the name is trimmed when saved, not while typed")
        await sut.save(request: .init())

        #expect(await store.savedCards.map(\.name) == ["Gym"])
        #expect(presenter.saves == [.presentSave(response: .saved(wasNew: true))])
        #expect(work.performedCount == 1, "the upload goes to the worker")
        #expect(sut.uploads.map(\.change.cardName) == ["Gym"], "for the card list, which shows how it goes")
        await work.settle()
        #expect(await sut.uploads.first?.outcome() == nil)
    }

    @Test func aPhotoNobodyAskedForIsDropped() {
        let sut = makeSUT(Card(identifier: "new"), mode: .create)
        let shownBefore = presenter.shown.count

        sut.newPhoto = CardFixtures.photo(1)
        sut.applyReturn(request: .init())

        #expect(sut.newPhoto == nil)
        #expect(presenter.shown.last == .presentShow(name: "", photoCount: 0, canSave: false))
        #expect(presenter.shown.count == shownBefore + 1)
    }

    @Test func backCancelsAnEditAndClosesOtherwise() {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        sut.edit(request: .init())
        sut.rename(request: .init(name: "Tea"))

        sut.back(request: .init())
        sut.back(request: .init())

        #expect(sut.mode == .normal)
        #expect(presenter.backs == [false, true])
        #expect(presenter.shown.last == .presentShow(name: "Coffee Club", photoCount: 2, canSave: false))
    }

    @Test func onlyACardBeingEditedIsDeletedAndTheDeletionGoesToTheWorker() async {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        await sut.delete(request: .init())
        #expect(await store.cards["coffee"] != nil)

        sut.edit(request: .init())
        sut.askToDelete(request: .init())
        await sut.delete(request: .init())

        #expect(await store.cards["coffee"] == nil)
        #expect(
            presenter.deletes == [
                .presentDeleteConfirmation(name: "Coffee Club"), .presentDelete(errorDescription: nil),
            ])
        #expect(work.performedCount == 1)
        #expect(sut.uploads.map(\.change.cardName) == ["Coffee Club"])
    }

    @Test func aShownFaceIsKeptForTheRouter() {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)

        sut.chooseFace(request: .init(side: .back))

        #expect(sut.chosenPhoto?.side == .back)
        #expect(sut.chosenPhoto?.photo == CardFixtures.coffee.back)
    }

    @Test func aNameIsSavedWithoutItsInvisibleEnds() async {
        let sut = makeSUT(
            Card(identifier: "new", front: CardFixtures.photo(1), back: CardFixtures.photo(2)), mode: .create)
        sut.rename(request: .init(name: HostileNames.padded))

        await sut.save(request: .init())

        #expect(await store.savedCards.map(\.name) == [HostileNames.paddedKept])
    }

    @Test func aChosenSourceIsPresentedForTheRouter() {
        let sut = makeSUT(Card(identifier: "new"), mode: .create)

        sut.chooseSource(request: .init(side: .back, source: .photoLibrary))

        #expect(presenter.sources == [.photoLibrary])
    }

    @Test func aPhotoBackFromTheCameraLeavesTheNameAsTyped() {
        let sut = makeSUT(Card(identifier: "new"), mode: .create)
        sut.rename(request: .init(name: "Gy"))
        sut.chooseSource(request: .init(side: .front, source: .camera))
        sut.newPhoto = CardFixtures.photo(1)

        sut.applyReturn(request: .init())

        #expect(presenter.responses.last?.draft.front == CardFixtures.photo(1))
        #expect(presenter.responses.last?.resetsName == false, "the name field keeps what is being typed")
    }

    @Test func anEditSavedGoesBackToNormalModeWithTheSavedCard() async {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        sut.edit(request: .init())
        sut.rename(request: .init(name: "Coffee Club Gold"))

        await sut.save(request: .init())

        #expect(sut.mode == .normal)
        #expect(sut.card.name == "Coffee Club Gold")
        #expect(presenter.saves == [.presentSave(response: .saved(wasNew: false))])
        #expect(
            presenter.shown.last == .presentShow(name: "Coffee Club Gold", photoCount: 2, canSave: false),
            "shown, not edited")
    }

    @Test func cancellingAnEditRefillsTheNameAsStored() throws {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        sut.edit(request: .init())
        sut.rename(request: .init(name: "Tea"))

        sut.back(request: .init())

        let cancelled = try #require(presenter.responses.last)
        #expect(cancelled.draft.name == "Coffee Club")
        #expect(cancelled.resetsName, "the name field shows the stored name again")
    }

    @Test func typingANameLeavesTheFieldAsTypedAndCountsAsAChange() throws {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)
        sut.edit(request: .init())

        sut.rename(request: .init(name: "Tea"))

        let renamed = try #require(presenter.responses.last)
        #expect(renamed.draft.name == "Tea")
        #expect(!renamed.resetsName, "the name field is not refilled while it is typed in")
        #expect(renamed.hasChanges)
    }

    @Test func aShownCardFillsInTheNameWithNothingChanged() throws {
        _ = makeSUT(CardFixtures.coffee, mode: .normal)

        let shown = try #require(presenter.responses.last)
        #expect(presenter.responses.count == 1)
        #expect(shown.draft == CardFixtures.coffee)
        #expect(shown.resetsName, "the name field is filled in")
        #expect(!shown.beginsEditing, "nothing takes the focus")
        #expect(!shown.hasChanges)
    }

    @Test func editBeginsWithTheNameFocusedAndAsItWas() throws {
        let sut = makeSUT(CardFixtures.coffee, mode: .normal)

        sut.edit(request: .init())

        let editing = try #require(presenter.responses.last)
        #expect(presenter.responses.count == 2)
        #expect(editing.mode == .edit)
        #expect(editing.beginsEditing, "the name field takes the focus")
        #expect(!editing.resetsName)
    }
}

@MainActor
final class CardDetailsPresenterSpy: CardDetailsPresentationLogic {
    /// `CardDetails.Save.Response`, which is not Equatable: the error as what it says.
    enum SaveResponse: Equatable {
        case saved(wasNew: Bool)
        case failed(errorDescription: String)
    }

    enum Call: Equatable {
        /// The draft's name, how many of its photos it has, and whether Done can save it.
        case presentShow(name: String, photoCount: Int, canSave: Bool)
        case presentSave(response: SaveResponse)
        case presentDeleteConfirmation(name: String)
        case presentDelete(errorDescription: String?)
    }

    private(set) var shown: [Call] = []
    private(set) var saves: [Call] = []
    private(set) var backs: [Bool] = []
    private(set) var deletes: [Call] = []
    /// Every Show response, whole.
    private(set) var responses: [CardDetails.Show.Response] = []
    private(set) var sources: [CardDetails.ChooseSource.Source] = []

    func presentLoading(response: CardDetails.Loading.Response) {}

    func presentShow(response: CardDetails.Show.Response) {
        responses.append(response)
        let photos = [response.draft.front, response.draft.back].compactMap { $0 }.count
        let canSave = response.mode != .normal && response.draft.isValid
        shown.append(.presentShow(name: response.draft.name, photoCount: photos, canSave: canSave))
    }

    func presentChooseFace(response: CardDetails.ChooseFace.Response) {}
    func presentChooseSource(response: CardDetails.ChooseSource.Response) { sources.append(response.source) }

    func presentSave(response: CardDetails.Save.Response) {
        switch response {
        case .saved(let wasNew): saves.append(.presentSave(response: .saved(wasNew: wasNew)))
        case .failed(let error):
            saves.append(.presentSave(response: .failed(errorDescription: String(describing: error))))
        }
    }

    func presentBack(response: CardDetails.Back.Response) { backs.append(response.closes) }
    func presentDeleteConfirmation(response: CardDetails.DeleteConfirmation.Response) {
        deletes.append(.presentDeleteConfirmation(name: response.name))
    }
    func presentDelete(response: CardDetails.Delete.Response) {
        deletes.append(.presentDelete(errorDescription: response.error.map { String(describing: $0) }))
    }
}
