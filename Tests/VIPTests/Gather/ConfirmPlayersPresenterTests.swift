import Domain
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Confirm players presenter")
struct ConfirmPlayersPresenterTests {
    @Test func teamsAreSectionsOfNamesAndPositionsAndAFailedStartIsTheSpecsAlert() {
        let display = ConfirmPlayersDisplaySpy()
        let sut = ConfirmPlayersPresenter()
        sut.viewController = display

        sut.presentTeams(
            response: .init(
                teams: [(.bench, [PlayerFixtures.chloe]), (.teamA, [PlayerFixtures.ana]), (.teamB, [])],
                canStart: false, moved: (1, 0), highlightedSection: 0))
        sut.presentStart(response: .init(error: ServiceFailure()))

        #expect(display.teams?.sections.map(\.title) == ["Bench", "Team A", "Team B"])
        #expect(display.teams?.sections[1].rows == [.init(name: "Ana Silva", position: "GK")])
        #expect(display.teams?.sections[0].rows == [.init(name: "Chloé Martin", position: "-")])
        #expect(display.teams?.startUnavailableReason == "Put at least one player in each team.")
        #expect(display.teams?.moveLeftUnavailableReason == "Already on the bench.")
        #expect(display.teams?.moveRightUnavailableReason == nil)
        #expect(display.teams?.unsavedWork == "The teams you picked will be lost.")
        #expect(display.teams?.highlight?.section == 1)
        #expect(display.start?.alert?.message == "Unable to create gather.")
        #expect(display.start?.isStarted == false)
    }

    @Test func aPlayerInTeamBCannotMoveFurtherRight() {
        let display = ConfirmPlayersDisplaySpy()
        let sut = ConfirmPlayersPresenter()
        sut.viewController = display

        sut.presentTeams(
            response: .init(
                teams: [
                    (.bench, [PlayerFixtures.chloe]), (.teamA, [PlayerFixtures.ana]), (.teamB, [PlayerFixtures.ben]),
                ], canStart: true, moved: (2, 0), highlightedSection: 2))

        #expect(display.teams?.moveRightUnavailableReason == "Already in Team B.")
        #expect(display.teams?.moveLeftUnavailableReason == nil)
    }

    @Test func withEveryoneOnTheBenchNothingIsLost() {
        let display = ConfirmPlayersDisplaySpy()
        let sut = ConfirmPlayersPresenter()
        sut.viewController = display

        sut.presentTeams(
            response: .init(
                teams: [(.bench, PlayerFixtures.squad), (.teamA, []), (.teamB, [])], canStart: false, moved: nil,
                highlightedSection: 0))

        #expect(display.teams?.unsavedWork == nil, "going back asks first only once a team was picked")
    }
}

@MainActor
final class ConfirmPlayersDisplaySpy: ConfirmPlayersDisplayLogic {
    private(set) var teams: ConfirmPlayers.Teams.ViewModel?
    private(set) var start: ConfirmPlayers.Start.ViewModel?

    func displayLoading(viewModel: ConfirmPlayers.Loading.ViewModel) {}
    func displayTeams(viewModel: ConfirmPlayers.Teams.ViewModel) { teams = viewModel }
    func displayStart(viewModel: ConfirmPlayers.Start.ViewModel) { start = viewModel }
}
