import Domain
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Player edit presenter")
struct PlayerEditPresenterTests {
    let display = PlayerEditDisplaySpy()

    private func makeSUT() -> PlayerEditPresenter {
        let sut = PlayerEditPresenter()
        sut.viewController = display
        return sut
    }

    @Test func theFieldsTitleAndAChoiceListWithTheValueChecked() {
        makeSUT().presentStart(
            response: .init(field: .skill, value: "Amateur", choices: ["Beginner", "Amateur", "Professional"]))

        #expect(display.start?.title == "Skill")
        #expect(display.start?.checked == 1)
    }

    @Test func aRuleBrokenIsTheMessageUnderTheFieldAndDoneNeedsAValidChange() {
        let sut = makeSUT()

        sut.presentChange(response: .init(failure: .ageOutOfRange, isChange: true, isChoice: false, checked: nil))
        sut.presentChange(response: .init(failure: nil, isChange: false, isChoice: false, checked: nil))
        sut.presentChange(response: .init(failure: nil, isChange: true, isChoice: false, checked: nil))

        #expect(display.changes.map(\.validationMessage) == ["Age must be a whole number from 1 to 99.", nil, nil])
        #expect(display.changes.map(\.isDoneEnabled) == [false, false, true])
        #expect(
            display.changes.map(\.doneUnavailableReason) == [
                "Age must be a whole number from 1 to 99.", "Change the value first.", "Change the value first.",
            ])
    }

    @Test func aPlayerChangedElsewhereIsItsOwnAlertWithTheCurrentValues() {
        var current = PlayerFixtures.ana
        current.age = 31

        makeSUT().presentSave(response: .failed(PlayerChangedElsewhere(current: current)))

        #expect(display.saves.first?.alert?.title == "Changed elsewhere")
        #expect(
            display.saves.first?.alert?.message
                == "This player was changed elsewhere since you opened it. Now: Name: Ana Silva, Age: 31, Preferred position: Goalkeeper, Skill: Professional, Favourite team: Porto. Done saves your value over it, unless it already has that value."
        )
        #expect(display.saves.first?.status == nil)
        #expect(display.saves.first?.isSaved == false)
    }

    /// Deleted elsewhere: the alert names the player and offers both ways out, each a button the
    /// view controller turns into a request or a route.
    @Test func aPlayerDeletedElsewhereIsAnAlertOfferingToAddItAgain() {
        var edited = PlayerFixtures.ana
        edited.name = "Ana S."
        let sut = makeSUT()

        sut.presentSave(response: .deletedElsewhere(PlayerDeletedElsewhere(player: edited)))
        sut.presentAddAgain(response: .unconfirmed(ServiceFailure("The server did not answer within 10 seconds.")))
        sut.presentAddAgain(response: .added)

        let alert = display.saves.first?.alert
        #expect(alert?.title == "Deleted elsewhere")
        #expect(
            alert?.message == "\"Ana S.\" was deleted elsewhere: add it again with your change, or drop the change.")
        #expect(
            alert?.buttons.map(\.identifier) == [
                PlayerEdit.AddAgain.addAgainButton, PlayerEdit.AddAgain.dropChangeButton,
            ])
        #expect(
            display.addsAgain.first?.alert?.message
                == "Unable to confirm that the player was created: it may have been. Done again will not add it twice.")
        #expect(display.addsAgain.map(\.isAdded) == [false, true])
    }

    @Test func aFailedSaveIsTheSpecsAlert() {
        let sut = makeSUT()

        sut.presentSave(response: .failed(ServiceFailure()))
        sut.presentSave(response: .saved)

        #expect(display.saves.first?.alert?.message == "Unable to update player. Please try again.")
        #expect(display.saves.map(\.isSaved) == [false, true])
    }

    /// A change kept on this device is said to wait before the scene leaves: its alert's OK goes on.
    @Test func aWaitingChangeIsSaidBeforeLeaving() {
        let sut = makeSUT()

        sut.presentSave(response: .waiting)

        #expect(display.saves.first?.isSaved == false)
        #expect(display.saves.first?.alert?.message == "Your change waits here and is saved when the backend answers.")
        #expect(display.saves.first?.alert?.buttons.map(\.identifier) == [PlayerEdit.Save.continueButton])
    }

    @Test func loadingIsPassedOn() {
        let sut = makeSUT()

        sut.presentLoading(response: .init(isLoading: true))
        sut.presentLoading(response: .init(isLoading: false))

        #expect(display.loading == [true, false], "the spinner shows, and input waits, while the player is saved")
    }
}

@MainActor
final class PlayerEditDisplaySpy: PlayerEditDisplayLogic {
    private(set) var start: PlayerEdit.Start.ViewModel?
    private(set) var changes: [PlayerEdit.Change.ViewModel] = []
    private(set) var saves: [PlayerEdit.Save.ViewModel] = []
    private(set) var addsAgain: [PlayerEdit.AddAgain.ViewModel] = []
    private(set) var loading: [Bool] = []

    func displayLoading(viewModel: PlayerEdit.Loading.ViewModel) { loading.append(viewModel.isLoading) }
    func displayStart(viewModel: PlayerEdit.Start.ViewModel) { start = viewModel }
    func displayChange(viewModel: PlayerEdit.Change.ViewModel) { changes.append(viewModel) }
    func displaySave(viewModel: PlayerEdit.Save.ViewModel) { saves.append(viewModel) }
    func displayAddAgain(viewModel: PlayerEdit.AddAgain.ViewModel) { addsAgain.append(viewModel) }
}
