import Domain
import Imaging
import TerminalUI
import Testing

@testable import MyCardsComposition

/// The outlined image child alone: one image with the card outline over it, or a placeholder
/// while there is none. The image is black, so only the outline's box is drawn.
@MainActor
@Suite("MVC-Composition · Outlined image child")
struct OutlinedImageControllerTests {
    let driver = makeCardsDriver()
    let sut = OutlinedImageController(placeholder: "Starting the camera…")

    private static func black(_ width: Int, _ height: Int) -> RGBImage {
        RGBImage(width: width, height: height, filledWith: RGB(red: 0, green: 0, blue: 0))
    }

    @Test func withoutAnImageThePlaceholderShows() async {
        await driver.start(ChildHost(showing: sut))

        #expect(driver.shows("Starting the camera…"))
        #expect(sut.source == nil && sut.outline == nil)
    }

    @Test func theOutlineIsDrawnOverTheImageUntilItIsTakenAway() async {
        await driver.start(ChildHost(showing: sut))

        sut.source = .pixels(Self.black(160, 100))
        sut.outline = PixelRect(x: 20, y: 10, width: 120, height: 80)
        await driver.settle()
        let outlined = driver.shows("┌") && driver.shows("┘") && !driver.shows("Starting the camera…")
        sut.outline = nil
        await driver.settle()

        #expect(outlined)
        #expect(!driver.shows("┌") && !driver.shows("┘"))
    }

    /// A preview is a smaller copy of the image being framed: its outline is in the full image's
    /// pixels, and lands where the same outline lands on an image of the preview's size.
    @Test func aPreviewsOutlineIsInTheFullImagesPixels() async throws {
        await driver.start(ChildHost(showing: sut))
        sut.source = .pixels(Self.black(160, 100))
        sut.outline = PixelRect(x: 20, y: 10, width: 120, height: 80)
        await driver.settle()
        let onThePixels = try #require(driver.position(of: "┌"))

        sut.source = .preview(Self.black(160, 100), of: ImageSize(width: 1600, height: 1000))
        sut.outline = PixelRect(x: 200, y: 100, width: 1200, height: 800)
        await driver.settle()

        #expect(driver.position(of: "┌") == onThePixels)
        #expect(sut.outline == PixelRect(x: 200, y: 100, width: 1200, height: 800))
    }
}
