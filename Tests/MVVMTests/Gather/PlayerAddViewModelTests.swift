import Domain
import TestSupport
import Testing

@testable import GatherMVVM

@MainActor
@Suite("MVVM · Player add view model")
struct PlayerAddViewModelTests {
    let output = GatherOutputSpy()
    let alerts = AlertRecorder()
    let players = PlayersServiceSpy()

    private func makeSUT() -> PlayerAddViewModel {
        let sut = PlayerAddViewModel(players: players, output: output)
        sut.onAlert = alerts.record
        return sut
    }

    @Test func doneIsEnabledOnlyForANameThatIsNotBlank() {
        let sut = makeSUT()
        #expect(!sut.isDoneEnabled)
        sut.nameDidChange(" \t ")
        #expect(!sut.isDoneEnabled)
        #expect(sut.doneUnavailableReason == "Type the player's name first.", "the view model words why Done is dimmed")
        sut.nameDidChange(" Zoë ")
        #expect(sut.isDoneEnabled)
    }

    @Test func aNameTypedIsWorkThatGoingBackWouldLose() {
        let sut = makeSUT()
        #expect(sut.unsavedWork == nil)
        sut.nameDidChange("  ")
        #expect(sut.unsavedWork == nil)
        sut.nameDidChange("Zoë")
        #expect(sut.unsavedWork == "The name you typed will be lost.")
    }

    @Test func doneCreatesThePlayerTrimmedAndGoesBack() async {
        let sut = makeSUT()
        sut.nameDidChange("  Zoë 👩🏽‍💻 ")

        await sut.doneTapped()

        #expect(await players.createdDrafts.map(\.name) == ["Zoë 👩🏽‍💻"])
        #expect(output.events == [.playerAdded])
    }

    @Test func aFailedCreationStaysHereWithTheError() async {
        let sut = makeSUT()
        await players.fail(with: ServiceFailure())
        sut.nameDidChange("Zoë")

        await sut.doneTapped()

        #expect(alerts.last?.message == "Unable to create player. Please try again.")
        #expect(sut.status == ServiceFailure().description)
        #expect(output.events.count == 0)
        #expect(!sut.request.isInFlight)
    }

    // The limit only stops a hang (a call the gate never sees); generous, because in a loaded
    // run with coverage every main-actor test waits its turn (one took 91 s there).
    @Test(.timeLimit(.minutes(5))) func theCreationIsInFlightUntilItsAnswerAndASecondDoneIsNotSent() async {
        let sut = makeSUT()
        let gate = RequestGate()
        await players.hold(at: gate)
        sut.nameDidChange("Zoë")

        let firstDone = Task { await sut.doneTapped() }
        await gate.waitForACall()
        #expect(sut.request.isInFlight)
        await sut.doneTapped()

        await gate.open()
        await firstDone.value
        #expect(!sut.request.isInFlight)
        #expect(await players.createdDrafts.count == 1)
        #expect(output.events == [.playerAdded])
    }

    @Test func aNameIsKeptWithoutItsInvisibleEndsAndWhatOnlyLooksLikeOneIsNone() async {
        let sut = makeSUT()
        sut.nameDidChange(HostileNames.invisible)
        let enabledForInvisible = sut.isDoneEnabled

        sut.nameDidChange(HostileNames.padded)
        await sut.doneTapped()

        #expect(!enabledForInvisible)
        #expect(await players.createdDrafts == [PlayerDraft(name: HostileNames.paddedKept)])
    }
}
