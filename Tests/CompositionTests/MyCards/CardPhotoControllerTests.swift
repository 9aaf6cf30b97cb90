import Domain
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsComposition

@MainActor
@Suite("MVC-Composition · Card photo container")
struct CardPhotoControllerTests {
    let driver = makeCardsDriver()

    @Test func theFaceIsTheTitleAndEnterClosesIt() async {
        let below = Screen(title: "Card")
        await driver.start(below)
        let photo = CardFixtures.photo(30)
        let sut = CardPhotoController(side: .back, photo: photo)
        driver.app.navigation.push(sut)
        await driver.settle()
        let shown = sut.image.source

        await driver.press(.enter)

        #expect(sut.title == "Back")
        #expect(shown == .encoded(photo))
        #expect(driver.app.navigation.top === below)
    }
}
