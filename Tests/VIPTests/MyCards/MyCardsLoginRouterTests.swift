import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · My Cards login router")
struct MyCardsLoginRouterTests {
    /// The cards take the whole stack's place: they are the app's first screen while signed in.
    @Test func theUserLoggedInSeesTheCardsAlone() async {
        let navigation = NavigationSpy(
            root: LoginConfigurator.assemble(dependencies: .doubles(camera: await CardFixtures.testCamera())))

        LoginRouter(dependencies: .doubles(navigation: navigation, camera: await CardFixtures.testCamera()))
            .routeToCardList()

        #expect(navigation.screens.count == 1)
        #expect(navigation.top is CardListViewController)
    }
}
