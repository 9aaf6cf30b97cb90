import AppSupport
import Domain
import Imaging
import TestSupport
import Testing
@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · CardList module")
struct CardListModuleTests {
    @Test func theRolesAreWiredAndAllGoWithTheScreen() async {
        let dependencies = MyCardsDependencies.doubles(camera: await CardFixtures.testCamera())
        let check = ModuleCheck({ CardListModule.assemble(dependencies: dependencies) }, view: CardListView.self, presenter: CardListPresenter.self) {
            $1.view === $0
        }

        #expect(check.isWired)
        #expect(check.isReleased, "popped, the screen goes, and nothing holds its presenter: no cycle between the roles")
    }
}
