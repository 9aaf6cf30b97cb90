import Domain
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsMVC

@MainActor
@Suite("MVC · Card photo controller")
struct CardPhotoControllerTests {
    let driver = makeCardsDriver()

    @Test func theFaceIsTheTitleAndEnterClosesIt() async {
        let below = Screen(title: "Card")
        await driver.start(below)
        let photo = CardFixtures.photo(30)
        let sut = CardPhotoController(side: .back, photo: photo)
        driver.app.navigation.push(sut)
        await driver.settle()
        let shown = sut.view.imageView.source

        await driver.press(.enter)

        #expect(sut.title == "Back")
        #expect(shown == .encoded(photo))
        #expect(driver.app.navigation.top === below)
    }
}
