import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · My Cards login router")
struct MyCardsLoginRouterTests {
    /// The cards take the whole stack's place: they are the app's first screen while signed in.
    @Test func theUserLoggedInSeesTheCardsAlone() async {
        let navigation = NavigationSpy(
            root: LoginModule.assemble(dependencies: .doubles(camera: await CardFixtures.testCamera())))
        let sut = LoginRouter(dependencies: .doubles(navigation: navigation, camera: await CardFixtures.testCamera()))

        sut.showCardList()

        #expect(navigation.screens.count == 1)
        #expect(navigation.top is CardListView)
    }
}
