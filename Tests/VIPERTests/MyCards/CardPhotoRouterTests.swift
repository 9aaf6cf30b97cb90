import TerminalUI
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · Card photo router")
struct CardPhotoRouterTests {
    @Test func closingGoesBackToTheCard() {
        let card = Screen(title: "Card Details")
        let navigation = NavigationSpy(root: card)
        navigation.push(Screen(title: "Front"))

        CardPhotoRouter(navigation: navigation).close()

        #expect(navigation.top === card)
    }
}
