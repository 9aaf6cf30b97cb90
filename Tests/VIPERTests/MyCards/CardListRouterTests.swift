import Domain
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Card list router")
struct CardListRouterTests {
    @Test func aCardOpensShownAndANewOneInCreateMode() async {
        let navigation = NavigationSpy()
        let sut = CardListRouter(
            dependencies: .doubles(navigation: navigation, camera: await CardFixtures.testCamera()))

        sut.showCardDetails(CardDetailsInput(card: CardFixtures.coffee, mode: .normal, output: CardDetailsCallerSpy()))
        sut.showCardDetails(CardDetailsInput(card: Card(), mode: .create, output: CardDetailsCallerSpy()))

        #expect(navigation.screens.count == 2)
        #expect(navigation.screens.allSatisfy { $0 is CardDetailsView })
    }
}
