import AppSupport
import Domain
import Imaging
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · CardPhoto module")
struct CardPhotoModuleTests {
    @Test func theRolesAreWiredAndAllGoWithTheScreen() async {
        let dependencies = MyCardsDependencies.doubles(camera: await CardFixtures.testCamera())
        let check = ModuleCheck(
            { CardPhotoModule.assemble(photo: CardFixtures.photo(9), side: .front, dependencies: dependencies) },
            view: CardPhotoView.self, presenter: CardPhotoPresenter.self
        ) {
            $1.view === $0
        }

        #expect(check.isWired)
        #expect(
            check.isReleased, "popped, the screen goes, and nothing holds its presenter: no cycle between the roles")
    }
}
