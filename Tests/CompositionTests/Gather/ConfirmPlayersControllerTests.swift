import Domain
import TerminalUI
import TestSupport
import Testing

@testable import GatherComposition

@MainActor
@Suite("MVC-Composition · Confirm players container")
struct ConfirmPlayersControllerTests {
    let driver = makeDriver()
    let gathers = GathersServiceSpy()

    private func makeSUT() async -> ConfirmPlayersController {
        let sut = ConfirmPlayersController(players: PlayerFixtures.squad, gathers: gathers, onGatherEnded: {})
        await driver.start(sut)
        return sut
    }

    @Test func everyoneStartsOnTheBenchAndStartNeedsBothTeams() async {
        let sut = await makeSUT()
        #expect(sut.members(of: .bench) == PlayerFixtures.squad)
        #expect(!sut.canStart)
        #expect(!sut.startButton.isEnabled && driver.shows("[ Start Gather ]", dimmed: true))

        await driver.press(.right)
        #expect(sut.members(of: .teamA) == [PlayerFixtures.ana])
        #expect(!sut.canStart)
        await driver.press(.character("s"))
        #expect(await gathers.createdIDs.isEmpty)
    }

    @Test func startCreatesTheGatherWithTeamPlayersOnlyAndShowsIt() async throws {
        let sut = await makeSUT()

        // Ana to Team A; Ben (now first on the bench) to Team B; Chloé stays on the bench.
        await driver.press(.right, .home, .right, .right)
        #expect(sut.members(of: .teamB) == [PlayerFixtures.ben])
        #expect(sut.startButton.isEnabled && driver.shows("[ Start Gather ]", dimmed: false))
        await driver.press(.character("s"))

        let gather = try #require(await gathers.createdIDs.first)
        let assignments = Set(await gathers.assignments)
        #expect(
            assignments == [
                .init(player: 1, gather: gather, team: .teamA), .init(player: 2, gather: gather, team: .teamB),
            ])
        #expect(sut.navigation?.top is GatherController)
    }

    @Test func aFailedTeamRequestShowsTheErrorAndRemovesTheHalfMadeGather() async throws {
        let sut = await makeSUT()
        await gathers.fail(.addPlayer, with: ServiceFailure())

        await driver.press(.right, .home, .right, .right, .character("s"))

        #expect(driver.shows("Unable to create gather."))
        #expect(await gathers.deletedIDs == gathers.createdIDs)
        #expect(sut.navigation?.top === sut)
    }

    @Test func aPlayerInATeamMovesBackLeftToTheBench() async {
        let sut = await makeSUT()

        await driver.press(.right, .left)

        #expect(sut.members(of: .teamA).isEmpty)
        #expect(sut.members(of: .bench) == PlayerFixtures.squad)
    }

    /// With everyone still on the bench there is nothing to lose; a team picked is asked about.
    @Test func goingBackAsksFirstOnlyOnceAPlayerIsInATeam() async {
        let list = Screen(title: "List")
        await driver.start(list)
        driver.app.navigation.push(
            ConfirmPlayersController(players: PlayerFixtures.squad, gathers: gathers, onGatherEnded: {}))
        await driver.press(.escape)
        let leftAtOnce = driver.app.navigation.top === list
        driver.app.navigation.push(
            ConfirmPlayersController(players: PlayerFixtures.squad, gathers: gathers, onGatherEnded: {}))

        await driver.press(.right, .escape)

        #expect(leftAtOnce, "nothing picked, nothing to lose")
        #expect(driver.shows("Discard changes?") && driver.shows("The teams you picked will be lost."))
    }
}
