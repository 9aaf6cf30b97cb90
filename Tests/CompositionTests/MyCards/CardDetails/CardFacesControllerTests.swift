import Domain
import TerminalUI
import TestSupport
import Testing

@testable import MyCardsComposition

/// The card faces child alone: both faces side by side, each its photo or a placeholder; it
/// reports the face chosen. In monochrome a white photo is drawn as full blocks.
@MainActor
@Suite("MVC-Composition · Card faces child")
struct CardFacesControllerTests {
    enum Output: Equatable {
        case chose(CardSide)
    }

    let driver = makeCardsDriver()
    let sut = CardFacesController()
    let outputs = Outputs<Output>()

    private func start() async {
        sut.onChoose = { [outputs] in outputs.record(.chose($0)) }
        await driver.start(ChildHost(showing: sut))
    }

    @Test func withoutPhotosEachFaceShowsItsTitleAndPlaceholder() async {
        await start()

        sut.show(front: nil, back: nil, selectTitle: "Set photo")
        await driver.settle()

        #expect(driver.shows("Front") && driver.shows("No front photo"))
        #expect(driver.shows("Back") && driver.shows("No back photo"))
        #expect(outputs.recorded.isEmpty)
    }

    @Test func aFacesPhotoIsDrawnInItsPlaceholdersPlace() async {
        await start()

        sut.show(front: CardFixtures.photo(255), back: nil, selectTitle: "Open photo")
        await driver.settle()

        #expect(!driver.shows("No front photo") && driver.shows("████"))
        #expect(driver.shows("No back photo"))
    }

    @Test func aPhotoTakenAwayShowsThePlaceholderAgain() async {
        await start()
        sut.show(front: CardFixtures.photo(255), back: CardFixtures.photo(255), selectTitle: "Open photo")
        await driver.settle()

        sut.show(front: nil, back: CardFixtures.photo(255), selectTitle: "Open photo")
        await driver.settle()

        #expect(driver.shows("No front photo") && !driver.shows("No back photo"))
    }

    @Test func enterOnAFaceReportsThatFace() async {
        await start()
        sut.show(front: nil, back: nil, selectTitle: "Open photo")

        // The front has the focus first; → moves to the face beside it.
        await driver.press(.enter, .right, .enter)

        #expect(outputs.recorded == [.chose(.front), .chose(.back)])
    }

    @Test func aClickOnAFaceReportsIt() async throws {
        await start()
        sut.show(front: nil, back: nil, selectTitle: "Open photo")
        await driver.settle()
        let back = try #require(driver.position(of: "No back photo"))

        await driver.click(x: back.x, y: back.y)

        #expect(outputs.recorded == [.chose(.back)])
    }

    @Test func theHelpSaysWhatEnterOnAFaceDoes() async {
        await start()
        sut.show(front: nil, back: nil, selectTitle: "Set photo")
        await driver.settle()

        await driver.press(.character("?"))

        #expect(driver.shows("Set photo"))
    }
}
