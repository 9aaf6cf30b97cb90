import CompositionChildren
import Foundation
import Imaging
import TerminalUI
import TestSupport
import Testing

/// The image child alone: one image, as large as its region allows, or its placeholder while it
/// has none. In monochrome a white photo is drawn as full blocks, a black one as blanks.
@MainActor
@Suite("MVC-Composition · Image child")
struct ImageControllerTests {
    let driver = makeDriver()
    let sut = ImageController(placeholder: "No image highlighted")

    @Test func withoutAnImageThePlaceholderShowsAsItIsTold() async {
        await driver.start(ChildHost(showing: sut))
        let first = driver.shows("No image highlighted")

        sut.placeholder = "Loading the preview…"
        await driver.settle()

        #expect(first)
        #expect(driver.shows("Loading the preview…") && !driver.shows("No image highlighted"))
        #expect(sut.placeholder == "Loading the preview…")
    }

    @Test func aPhotoIsDrawnInThePlaceholdersPlaceUntilItIsTakenAway() async {
        await driver.start(ChildHost(showing: sut))

        sut.source = .encoded(CardFixtures.photo(255))
        await driver.settle()
        let drawn = driver.shows("████████") && !driver.shows("No image highlighted")
        sut.source = nil
        await driver.settle()

        #expect(drawn)
        #expect(driver.shows("No image highlighted") && !driver.shows("█"))
    }

    @Test func pixelsAreDrawnAsWellAsAnEncodedPhoto() async {
        await driver.start(ChildHost(showing: sut))

        sut.source = .pixels(RGBImage(width: 80, height: 40, filledWith: RGB(red: 255, green: 255, blue: 255)))
        await driver.settle()

        #expect(driver.shows("████████"))
        #expect(sut.source != nil)
    }

    @Test func aPhotoThatCannotBeReadSaysWhyWhereItWouldBe() async {
        await driver.start(ChildHost(showing: sut))

        sut.source = .encoded(Data("not a photo".utf8))
        await driver.settle()

        #expect(driver.shows("Cannot open: "))
        #expect(!driver.shows("No image highlighted"))
    }
}
