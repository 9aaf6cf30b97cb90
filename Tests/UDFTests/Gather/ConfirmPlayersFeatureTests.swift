import Domain
import Presentation
import TestSupport
import Testing

@testable import GatherUDF

@MainActor
@Suite("UDF · Confirm players feature", .storesFinish)
struct ConfirmPlayersFeatureTests {
    let gather = Gather.ID()
    let gathers: GathersServiceSpy

    init() {
        gathers = GathersServiceSpy(nextIDs: [gather])
    }
    let scheduler = ManualScheduler()

    private func makeSUT() -> TestStore<ConfirmPlayersFeature> {
        TestStore(
            initialState: ConfirmPlayersFeature.State(players: PlayerFixtures.squad),
            reducer: ConfirmPlayersFeature(gathers: gathers), scheduler: scheduler)
    }

    /// Ana to Team A, Ben to Team B: each move keeps the moved player highlighted.
    private func pickTeams(_ sut: TestStore<ConfirmPlayersFeature>) {
        sut.send(.moveTapped(section: 0, row: 0, step: 1)) {
            $0.teams[PlayerFixtures.ana.id] = .teamA
            $0.highlighted = .init(section: 1, row: 0)
        }
        sut.send(.moveTapped(section: 0, row: 0, step: 1)) {
            $0.teams[PlayerFixtures.ben.id] = .teamA
            $0.highlighted = .init(section: 1, row: 1)
        }
        sut.send(.moveTapped(section: 1, row: 1, step: 1)) {
            $0.teams[PlayerFixtures.ben.id] = .teamB
            $0.highlighted = .init(section: 2, row: 0)
        }
    }

    @Test func everyoneStartsOnTheBenchAndNothingCanStart() {
        let state = makeSUT().state

        #expect(state.sections.map(\.title) == ["Bench", "Team A", "Team B"])
        #expect(state.sections[0].rows.map(\.name) == ["Ana Silva", "Ben Carter", "Chloé Martin"])
        #expect(state.startUnavailableReason == "Put at least one player in each team.")
        #expect(state.moveLeftUnavailableReason == "Already on the bench.")
        #expect(state.unsavedWork == nil)
    }

    @Test func playersMoveOneSectionAtATimeAndNoFurtherThanTheEnds() async {
        let sut = makeSUT()
        pickTeams(sut)

        sut.send(.moveTapped(section: 2, row: 0, step: 1))
        sut.send(.moveTapped(section: 0, row: 5, step: 1))
        sut.send(.highlighted(section: 0, row: 0)) { $0.highlighted = .init(section: 0, row: 0) }

        #expect(sut.state.sections[2].rows == [.init(name: "Ben Carter", position: "DEF")])
        #expect(sut.state.unsavedWork == "The teams you picked will be lost.")
        await sut.finish()
    }

    @Test func startCreatesTheGatherWithBothTeamsAndTellsTheParent() async {
        let sut = makeSUT()
        pickTeams(sut)
        sut.send(.startTapped) { $0.isStarting = true }

        await sut.receive(.gatherCreated(gather, teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben])) {
            $0.isStarting = false
        }
        await sut.receive(.delegate(.gatherStarted(gather, teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben])))
        await sut.finish()
        #expect(await gathers.createdIDs == [gather])
        #expect(await gathers.assignments.map(\.team) == [.teamA, .teamB])
    }

    @Test func aFailureSaysWhyAndKeepsTheTeams() async {
        await gathers.fail(.create, with: ServiceFailure())
        let sut = makeSUT()
        pickTeams(sut)

        sut.send(.startTapped) { $0.isStarting = true }
        await sut.receive(.creationFailed(reason: "\(ServiceFailure())", unconfirmed: false)) {
            $0.isStarting = false
            $0.status = "\(ServiceFailure())"
            $0.alert = .error("Unable to create gather.")
        }
        await sut.finish()
    }

    @Test func oneTeamAloneCannotStart() async {
        let sut = makeSUT()
        sut.send(.moveTapped(section: 0, row: 0, step: 1)) {
            $0.teams[PlayerFixtures.ana.id] = .teamA
            $0.highlighted = .init(section: 1, row: 0)
        }

        sut.send(.startTapped)

        #expect(sut.state.startUnavailableReason == "Put at least one player in each team.")
        await sut.finish()
        #expect(await gathers.createdIDs.isEmpty)
    }
}
