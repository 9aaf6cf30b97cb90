import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherUDF

@MainActor
@Suite("UDF · Player edit feature", .storesFinish)
struct PlayerEditFeatureTests {
    let players = PlayersServiceSpy(players: PlayerFixtures.squad)
    let scheduler = ManualScheduler()

    private func makeSUT(_ field: PlayerField = .name) -> TestStore<PlayerEditFeature> {
        TestStore(
            initialState: PlayerEditFeature.State(field: field, player: PlayerFixtures.ana),
            reducer: PlayerEditFeature(players: players), scheduler: scheduler)
    }

    private var renamed: Player {
        var player = PlayerFixtures.ana
        player.name = "Ana Sousa"
        return player
    }

    @Test func doneWaitsForAValidChange() async {
        let sut = makeSUT()
        #expect(!sut.state.isDoneEnabled)
        #expect(sut.state.doneUnavailableReason == "Change the value first.")

        sut.send(.valueChanged("  ")) { $0.value = "  " }
        #expect(sut.state.validationMessage != nil)
        #expect(!sut.state.isDoneEnabled)
        #expect(sut.state.unsavedWork == "The value you changed will be lost.")
        sut.send(.doneTapped)

        await sut.finish()
        #expect(await players.updatedPlayers.isEmpty)
    }

    @Test func doneSavesTheWholePlayerAndTellsTheParent() async {
        let sut = makeSUT()
        sut.send(.valueChanged("Ana Sousa")) { $0.value = "Ana Sousa" }

        sut.send(.doneTapped) { $0.isSaving = true }
        await sut.receive(.saved(SavedPlayer(player: renamed, delivery: .sent))) { $0.isSaving = false }
        await sut.receive(.delegate(.playerEdited(renamed)))
        await sut.finish()

        #expect(await players.updatedPlayers == [renamed])
    }

    @Test func aChoiceFieldChecksTheChosenValue() async throws {
        let sut = makeSUT(.preferredPosition)
        let choices = try #require(sut.state.choices)
        #expect(sut.state.checkedChoice == choices.firstIndex(of: "Goalkeeper"))
        #expect(sut.state.doneUnavailableReason == "Choose another value first.")

        sut.send(.choiceChosen(row: 1)) { $0.value = choices[1] }
        sut.send(.choiceChosen(row: choices.count))

        #expect(sut.state.isDoneEnabled)
        await sut.finish()
    }

    @Test func aChangeMadeElsewhereKeepsTheValueTypedAndReachesTheScreensBehind() async {
        var current = PlayerFixtures.ana
        current.age = 25
        await players.changeElsewhere(to: current)
        let sut = makeSUT()
        sut.send(.valueChanged("Ana Sousa")) { $0.value = "Ana Sousa" }

        sut.send(.doneTapped) { $0.isSaving = true }
        await sut.receive(.changedElsewhere(current: current, reason: "\(PlayerChangedElsewhere(current: current))")) {
            $0.isSaving = false
            $0.player = current
            $0.alert = AlertState(title: "Changed elsewhere", message: "\(PlayerChangedElsewhere(current: current))")
        }
        await sut.receive(.delegate(.playerChangedElsewhere(current)))
        sut.send(.alert(nil)) { $0.alert = nil }

        var saved = current
        saved.name = "Ana Sousa"
        sut.send(.doneTapped) { $0.isSaving = true }
        await sut.receive(.saved(SavedPlayer(player: saved, delivery: .sent))) { $0.isSaving = false }
        await sut.receive(.delegate(.playerEdited(saved)))
        await sut.finish()
    }

    /// Deleted elsewhere: Done can never save, so the person chooses — Add again makes the player
    /// as edited, and the parent goes back to the list.
    @Test func aPlayerDeletedElsewhereIsAddedAgainAsEdited() async {
        await players.deleteElsewhere(PlayerFixtures.ana.id)
        let sut = makeSUT()
        sut.send(.valueChanged("Ana Sousa")) { $0.value = "Ana Sousa" }
        let reason = "\(PlayerDeletedElsewhere(player: renamed, name: PlayerFixtures.ana.name))"

        sut.send(.doneTapped) { $0.isSaving = true }
        await sut.receive(.deletedElsewhere(player: renamed, reason: reason)) {
            $0.isSaving = false
            $0.alert = AlertState(
                title: "Deleted elsewhere", message: reason,
                buttons: [
                    .init("Add again", action: .addAgainTapped(self.renamed)),
                    .init("Drop change", role: .cancel, action: .changeDropped),
                ])
        }
        sut.send(.alert(.addAgainTapped(renamed))) {
            $0.alert = nil
            $0.isSaving = true
        }
        await sut.receive(.addedAgain) { $0.isSaving = false }
        await sut.receive(.delegate(.playerDeletedElsewhere))
        await sut.finish()

        #expect(await players.createdDrafts == [renamed.draft])
    }

    @Test func aPlayerDeletedElsewhereHasItsChangeDropped() async {
        await players.deleteElsewhere(PlayerFixtures.ana.id)
        let sut = makeSUT()
        sut.send(.valueChanged("Ana Sousa")) { $0.value = "Ana Sousa" }
        sut.send(.doneTapped) { $0.isSaving = true }
        await sut.receive(
            .deletedElsewhere(
                player: renamed, reason: "\(PlayerDeletedElsewhere(player: renamed, name: PlayerFixtures.ana.name))")
        ) {
            $0.isSaving = false
            $0.alert = AlertState(
                title: "Deleted elsewhere",
                message: "\(PlayerDeletedElsewhere(player: self.renamed, name: PlayerFixtures.ana.name))",
                buttons: [
                    .init("Add again", action: .addAgainTapped(self.renamed)),
                    .init("Drop change", role: .cancel, action: .changeDropped),
                ])
        }

        sut.send(.alert(.changeDropped)) { $0.alert = nil }
        await sut.receive(.delegate(.playerDeletedElsewhere))
        await sut.finish()

        #expect(await players.createdDrafts.isEmpty)
    }

    @Test func aChangeKeptOnThisDeviceIsSaidSoBeforeTheScreenGoes() async {
        await players.keepChangesWaiting()
        let sut = makeSUT()
        sut.send(.valueChanged("Ana Sousa")) { $0.value = "Ana Sousa" }

        sut.send(.doneTapped) { $0.isSaving = true }
        await sut.receive(.saved(SavedPlayer(player: renamed, delivery: .waiting))) {
            $0.isSaving = false
            $0.alert = AlertState(
                title: "Saved on this device", message: "Your change waits here and is saved when the backend answers.",
                buttons: [.init("OK", role: .cancel, action: .savedOnDeviceAcknowledged(renamed))]
            )
        }
        sut.send(.alert(.savedOnDeviceAcknowledged(renamed))) { $0.alert = nil }
        await sut.receive(.delegate(.playerEdited(renamed)))
        await sut.finish()
    }

    @Test func aFailureSaysWhyAndKeepsTheValue() async {
        await players.fail(with: ServiceFailure())
        let sut = makeSUT()
        sut.send(.valueChanged("Ana Sousa")) { $0.value = "Ana Sousa" }

        sut.send(.doneTapped) { $0.isSaving = true }
        await sut.receive(.savingFailed(reason: "\(ServiceFailure())", unconfirmed: false)) {
            $0.isSaving = false
            $0.status = "\(ServiceFailure())"
            $0.alert = .error("Unable to update player. Please try again.")
        }
        await sut.finish()
    }
}
