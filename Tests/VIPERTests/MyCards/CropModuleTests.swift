import Domain
import Imaging
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Crop module")
struct CropModuleTests {
    @Test func theRolesAreWiredAndAllGoWithTheScreen() {
        let caller = PhotoCallerSpy()
        let image = PhotoToCrop(image: RGBImage(width: 400, height: 300) { _, _ in RGB(red: 9, green: 9, blue: 9) })
        let check = ModuleCheck(
            { CropModule.assemble(image: image, name: "shop.jpg", output: caller) }, view: CropView.self,
            presenter: CropPresenter.self
        ) {
            $1.view === $0
        }

        #expect(check.isWired)
        #expect(
            check.isReleased, "popped, the screen goes, and nothing holds its presenter: no cycle between the roles")
    }
}
