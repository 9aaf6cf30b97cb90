import Domain
import TerminalUI
import TestSupport
import Testing
@testable import GatherMVC

@MainActor
@Suite("MVC · Confirm players controller")
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
        await driver.press(.character("s"))

        let gather = try #require(await gathers.createdIDs.first)
        let assignments = Set(await gathers.assignments)
        #expect(assignments == [.init(player: 1, gather: gather, team: .teamA), .init(player: 2, gather: gather, team: .teamB)])
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
}
