import Presentation
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Player add presenter")
struct PlayerAddPresenterTests {
    let display = PlayerAddDisplaySpy()

    private func makeSUT() -> PlayerAddPresenter {
        let sut = PlayerAddPresenter()
        sut.viewController = display
        return sut
    }

    @Test func doneIsEnabledForAValidName() {
        let sut = makeSUT()

        sut.presentNameChange(response: .init(isValid: true))
        sut.presentNameChange(response: .init(isValid: false))

        #expect(display.doneEnabled == [true, false])
        #expect(
            display.doneUnavailableReason == "Type the player's name first.", "the presenter words why Done is dimmed")
    }

    @Test func aValidNameIsWorkThatGoingBackWouldLose() {
        let sut = makeSUT()

        sut.presentNameChange(response: .init(isValid: true))
        sut.presentNameChange(response: .init(isValid: false))

        #expect(display.unsavedWork == ["The name you typed will be lost.", nil])
    }

    @Test func aCreatedPlayerLeavesAndAFailureIsTheSpecsAlert() {
        let sut = makeSUT()

        sut.presentCreate(response: .created)
        sut.presentCreate(response: .failed(ServiceFailure()))

        #expect(display.creates.map(\.isCreated) == [true, false])
        #expect(display.creates.last?.alert?.title == "Error")
        #expect(display.creates.last?.alert?.message == "Unable to create player. Please try again.")
        #expect(display.creates.last?.status == ServiceFailure().description)
        #expect(display.creates.first?.alert == nil)
    }

    /// A player kept on this device is said to wait before the scene leaves: its alert's OK goes on.
    @Test func aWaitingPlayerIsSaidBeforeLeaving() {
        let sut = makeSUT()

        sut.presentCreate(response: .waiting(name: "Zoë"))

        #expect(display.creates.first?.isCreated == false)
        #expect(display.creates.first?.alert?.title == "Saved on this device")
        #expect(display.creates.first?.alert?.message == "\"Zoë\" waits here and is added when the backend answers.")
        #expect(display.creates.first?.alert?.buttons.map(\.identifier) == [PlayerAdd.Create.continueButton])
    }

    @Test func loadingIsPassedOn() {
        let sut = makeSUT()

        sut.presentLoading(response: .init(isLoading: true))

        #expect(display.loading == [true])
    }
}

/// Keeps the view models it is given.
@MainActor
final class PlayerAddDisplaySpy: PlayerAddDisplayLogic {
    private(set) var loading: [Bool] = []
    private(set) var doneEnabled: [Bool] = []
    private(set) var doneUnavailableReason: String?
    private(set) var unsavedWork: [String?] = []
    private(set) var creates: [PlayerAdd.Create.ViewModel] = []

    func displayLoading(viewModel: PlayerAdd.Loading.ViewModel) { loading.append(viewModel.isLoading) }
    func displayNameChange(viewModel: PlayerAdd.NameChange.ViewModel) {
        doneEnabled.append(viewModel.isDoneEnabled)
        doneUnavailableReason = viewModel.doneUnavailableReason
        unsavedWork.append(viewModel.unsavedWork)
    }
    func displayCreate(viewModel: PlayerAdd.Create.ViewModel) { creates.append(viewModel) }
}
