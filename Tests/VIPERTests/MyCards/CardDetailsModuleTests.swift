import AppSupport
import Domain
import Imaging
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · CardDetails module")
struct CardDetailsModuleTests {
    @Test func theRolesAreWiredAndAllGoWithTheScreen() async {
        let dependencies = MyCardsDependencies.doubles(camera: await CardFixtures.testCamera())
        let caller = CardDetailsCallerSpy()
        let check = ModuleCheck(
            {
                CardDetailsModule.assemble(
                    CardDetailsInput(card: CardFixtures.coffee, mode: .normal, output: caller),
                    dependencies: dependencies)
            }, view: CardDetailsView.self, presenter: CardDetailsPresenter.self
        ) {
            $1.view === $0
        }

        #expect(check.isWired)
        #expect(
            check.isReleased, "popped, the screen goes, and nothing holds its presenter: no cycle between the roles")
    }
}
