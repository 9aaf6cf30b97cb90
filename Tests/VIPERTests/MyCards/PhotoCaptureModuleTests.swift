import AppSupport
import Domain
import Imaging
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · PhotoCapture module")
struct PhotoCaptureModuleTests {
    @Test func theRolesAreWiredAndAllGoWithTheScreen() async {
        let dependencies = MyCardsDependencies.doubles(camera: await CardFixtures.testCamera())
        let caller = PhotoCallerSpy()
        let check = ModuleCheck(
            { PhotoCaptureModule.assemble(output: caller, dependencies: dependencies) }, view: PhotoCaptureView.self,
            presenter: PhotoCapturePresenter.self
        ) {
            $1.view === $0
        }

        #expect(check.isWired)
        #expect(
            check.isReleased, "popped, the screen goes, and nothing holds its presenter: no cycle between the roles")
    }
}
