import Domain
import Foundation
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Confirm players router")
struct ConfirmPlayersRouterTests {
    @Test func theGatherAndItsTeamsArePassedToTheMatch() async throws {
        let navigation = NavigationSpy()
        let store = ConfirmPlayersInteractor(gathers: GathersServiceSpy())
        store.players = PlayerFixtures.squad
        store.move(request: .init(section: 0, row: 0, step: 1))
        store.move(request: .init(section: 0, row: 0, step: 2))
        await store.start(request: .init())
        let sut = ConfirmPlayersRouter(dependencies: .doubles(navigation: navigation))
        sut.dataStore = store

        sut.routeToGather()

        let gather = try #require(navigation.top as? GatherViewController)
        #expect(gather.router?.dataStore?.gather == store.gather)
        #expect(gather.router?.dataStore?.teamA == [PlayerFixtures.ana])
        #expect(gather.router?.dataStore?.teamB == [PlayerFixtures.ben])
    }
}
