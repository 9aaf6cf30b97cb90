import Foundation
import TestSupport
import Testing

@testable import GatherVIPER

@MainActor
@Suite("VIPER · Confirm players router")
struct ConfirmPlayersRouterTests {
    @Test func aStartedGatherOpensTheMatch() {
        let navigation = NavigationSpy()
        let sut = ConfirmPlayersRouter(dependencies: .doubles(navigation: navigation))

        sut.showGather(
            GatherInput(
                gather: UUID(), teamA: [PlayerFixtures.ana], teamB: [PlayerFixtures.ben], output: GatherCallerSpy()))

        #expect(navigation.top is GatherView)
    }
}
