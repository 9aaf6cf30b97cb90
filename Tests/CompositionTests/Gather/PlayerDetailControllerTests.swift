import Domain
import TerminalUI
import TestSupport
import Testing

@testable import GatherComposition

@MainActor
@Suite("MVC-Composition · Player detail container")
struct PlayerDetailControllerTests {
    let driver = makeDriver()
    let players = PlayersServiceSpy(players: PlayerFixtures.squad)

    private func makeSUT(onPlayerUpdated: @escaping (Player) -> Void = { _ in }) async -> PlayerDetailController {
        let sut = PlayerDetailController(
            player: PlayerFixtures.ben, players: players, onPlayerUpdated: onPlayerUpdated, onPlayerDeletedElsewhere: {}
        )
        await driver.start(sut)
        return sut
    }

    @Test func theDetailsListEveryFieldAndAChosenOneOpensItsEditor() async {
        let sut = await makeSUT()

        #expect(sut.title == "Ben Carter")
        #expect(sut.list.sections.map(\.title) == ["PERSONAL", "PLAY", "LIKES"])
        #expect(driver.shows("PERSONAL") && driver.shows("PLAY") && driver.shows("LIKES"))
        #expect(driver.shows("Age") && driver.shows("-"), "an empty value shows as -")
        #expect(driver.shows("Defender") && driver.shows("Amateur"))

        await driver.press(.down, .enter)

        #expect((driver.app.navigation.top as? PlayerEditController)?.title == "Age")
    }

    @Test func anEditedPlayerIsShownAndPassedBack() async {
        var passedBack: [Player] = []
        let sut = await makeSUT { passedBack.append($0) }

        await driver.press(.enter)
        await driver.type(" Jr")
        await driver.press(.enter)

        #expect(driver.app.navigation.top === sut, "back on the details once saved")
        #expect(sut.title == "Ben Carter Jr")
        #expect(driver.shows("Ben Carter Jr"))
        #expect(passedBack.map(\.name) == ["Ben Carter Jr"])
    }
}
