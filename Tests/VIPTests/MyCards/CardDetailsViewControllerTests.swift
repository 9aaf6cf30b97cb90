import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Card details view controller")
struct CardDetailsViewControllerTests {
    @Test func editTypingAndDoneAreTheirRequests() async {
        let interactor = CardDetailsInteractorSpy()
        let sut = CardDetailsViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        await driver.start(sut)
        sut.displayShow(
            viewModel: .init(
                title: "Card Details", name: "Tea", front: nil, back: nil, isEditing: true, saveUnavailableReason: nil,
                canDelete: true, focusesName: true, faceAction: "Set photo", unsavedWork: nil))
        await driver.settle()

        await driver.type("s")
        await driver.press(.enter, .control("d"), .escape)

        #expect(interactor.requests == [.show, .applyReturn, .rename(name: "Teas"), .save, .askToDelete, .back])
    }

    @Test func theSheetsAndTheAlertsButtonsAreTheWordsTheyWereGivenAndTheirRequests() async {
        let interactor = CardDetailsInteractorSpy()
        let sut = CardDetailsViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        await driver.start(sut)

        sut.displayChooseFace(
            viewModel: .askForSource(
                AlertContent(
                    title: "Foto de atrás", message: "",
                    buttons: [
                        .init("Cámara", identifier: "camera"), .init("Fotos", identifier: "photoLibrary"),
                        .init("Cancelar", role: .cancel),
                    ]), side: .back))
        await driver.settle()
        #expect(driver.shows("Foto de atrás"))
        #expect(driver.shows("Cámara"))
        await driver.press(.down, .enter)
        sut.displayDeleteConfirmation(
            viewModel: .init(
                alert: AlertContent(
                    title: "¿Borrar?", message: "¿Seguro?",
                    buttons: [
                        .init("Borrar", role: .destructive, identifier: CardDetails.DeleteConfirmation.deleteButton),
                        .init("Cancelar", role: .cancel),
                    ])))
        await driver.settle()
        #expect(driver.shows("¿Seguro?"))
        await driver.press(.left, .enter)

        #expect(interactor.requests.suffix(2) == [.chooseSource(side: .back, source: .photoLibrary), .delete])
    }

    @Test func aShownCardsEIsEdit() async {
        let interactor = CardDetailsInteractorSpy()
        let sut = CardDetailsViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        await driver.start(sut)
        sut.displayShow(
            viewModel: .init(
                title: "Card Details", name: "Tea", front: nil, back: nil, isEditing: false, saveUnavailableReason: nil,
                canDelete: false, focusesName: false, faceAction: "Open photo", unsavedWork: nil))
        await driver.settle()

        await driver.press(.character("e"))

        #expect(interactor.requests.last == .edit)
    }

    @Test func doneLeavesTheLoadingIndicatorToTheInteractor() async {
        let interactor = CardDetailsInteractorSpy()
        let sut = CardDetailsViewController()
        sut.interactor = interactor
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        await driver.start(sut)
        sut.displayShow(
            viewModel: .init(
                title: "Card Details", name: "Tea", front: nil, back: nil, isEditing: true, saveUnavailableReason: nil,
                canDelete: true, focusesName: true, faceAction: "Set photo", unsavedWork: nil))
        await driver.settle()

        let loading = await driver.pressUntilLoading(.enter)
        await driver.settle()

        #expect(interactor.requests.last == .save)
        #expect(!loading, "loading shows when the interactor says so (displayLoading)")
    }

    @Test func editingFocusesTheName() async {
        let sut = CardDetailsViewController()
        sut.interactor = CardDetailsInteractorSpy()
        let driver = ScriptDriver(size: Size(columns: 80, rows: 24))
        await driver.start(sut)
        sut.displayShow(
            viewModel: .init(
                title: "Card Details", name: "Tea", front: nil, back: nil, isEditing: false, saveUnavailableReason: nil,
                canDelete: false, focusesName: false, faceAction: "Open photo", unsavedWork: nil))
        await driver.settle()
        #expect(sut.focusedView === sut.frontFace, "shown, the name is text: the front face has the focus")

        sut.displayShow(
            viewModel: .init(
                title: "Card Details", name: nil, front: nil, back: nil, isEditing: true, saveUnavailableReason: nil,
                canDelete: true, focusesName: true, faceAction: "Set photo", unsavedWork: nil))
        await driver.settle()

        #expect(sut.focusedView === sut.nameField)
    }
}

@MainActor
final class CardDetailsInteractorSpy: CardDetailsBusinessLogic {
    enum Call: Equatable {
        case show
        case rename(name: String)
        case edit
        case chooseFace(side: CardSide)
        case chooseSource(side: CardSide, source: CardDetails.ChooseSource.Source)
        case applyReturn
        case save
        case back
        case askToDelete
        case delete
    }

    private(set) var requests: [Call] = []

    func show(request: CardDetails.Show.Request) { requests.append(.show) }
    func rename(request: CardDetails.Rename.Request) { requests.append(.rename(name: request.name)) }
    func edit(request: CardDetails.Edit.Request) { requests.append(.edit) }
    func chooseFace(request: CardDetails.ChooseFace.Request) { requests.append(.chooseFace(side: request.side)) }
    func chooseSource(request: CardDetails.ChooseSource.Request) {
        requests.append(.chooseSource(side: request.side, source: request.source))
    }
    func applyReturn(request: CardDetails.Return.Request) { requests.append(.applyReturn) }
    func save(request: CardDetails.Save.Request) async { requests.append(.save) }
    func back(request: CardDetails.Back.Request) { requests.append(.back) }
    func askToDelete(request: CardDetails.DeleteConfirmation.Request) { requests.append(.askToDelete) }
    func delete(request: CardDetails.Delete.Request) async { requests.append(.delete) }
}
