import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherUDF

@MainActor
@Suite("UDF · Player add feature", .storesFinish)
struct PlayerAddFeatureTests {
    let players = PlayersServiceSpy()
    let scheduler = ManualScheduler()

    private func makeSUT() -> TestStore<PlayerAddFeature> {
        TestStore(
            initialState: PlayerAddFeature.State(), reducer: PlayerAddFeature(players: players), scheduler: scheduler)
    }

    @Test func doneDoesNothingUntilANameIsTyped() async {
        let sut = makeSUT()
        sut.send(.nameChanged("   ")) { $0.name = "   " }

        sut.send(.doneTapped)

        #expect(sut.state.draft == nil)
        #expect(sut.state.unsavedWork == nil)
        await sut.finish()
        #expect(await players.createdDrafts.isEmpty)
    }

    @Test func doneCreatesThePlayerAndTellsTheParent() async {
        let sut = makeSUT()
        sut.send(.nameChanged(" Zoë 🇵🇹 ")) { $0.name = " Zoë 🇵🇹 " }
        #expect(sut.state.unsavedWork == "The name you typed will be lost.")

        sut.send(.doneTapped) { $0.isCreating = true }
        await sut.receive(.created(.sent)) { $0.isCreating = false }
        await sut.receive(.delegate(.playerAdded))
        await sut.finish()

        #expect(await players.createdDrafts.map(\.name) == ["Zoë 🇵🇹"])
    }

    @Test func aPlayerKeptOnThisDeviceIsSaidSoBeforeTheScreenGoes() async {
        await players.keepChangesWaiting()
        let sut = makeSUT()
        sut.send(.nameChanged("Zoë")) { $0.name = "Zoë" }

        sut.send(.doneTapped) { $0.isCreating = true }
        await sut.receive(.created(.waiting)) {
            $0.isCreating = false
            $0.alert = AlertState(
                title: "Saved on this device", message: "\"Zoë\" waits here and is added when the backend answers.",
                buttons: [.init("OK", role: .cancel, action: .savedOnDeviceAcknowledged)]
            )
        }
        sut.send(.alert(.savedOnDeviceAcknowledged)) { $0.alert = nil }
        await sut.receive(.delegate(.playerAdded))
        await sut.finish()
    }

    @Test func aFailureSaysWhyAndKeepsTheName() async {
        await players.fail(with: ServiceFailure("The server failed (500): down"))
        let sut = makeSUT()
        sut.send(.nameChanged("Zoë")) { $0.name = "Zoë" }

        sut.send(.doneTapped) { $0.isCreating = true }
        await sut.receive(.creationFailed(reason: "The server failed (500): down", unconfirmed: false)) {
            $0.isCreating = false
            $0.status = "The server failed (500): down"
            $0.alert = .error("Unable to create player. Please try again.")
        }
        sut.send(.alert(nil)) { $0.alert = nil }
        await sut.finish()
    }
}
