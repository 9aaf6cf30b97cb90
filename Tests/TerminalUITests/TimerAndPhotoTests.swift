import Foundation
import Imaging
import Presentation
import Testing

@testable import TerminalUI

@Suite("Timers, photos and card faces")
@MainActor
struct TimerAndPhotoTests {
    @Test func timersFireOnTheInjectedClockAtEachOfTheirMoments() async {
        let driver = makeDriver()
        await driver.start(TestScreen([Label("x")]))
        var ticks: [Duration] = []
        let token = driver.app.every(.seconds(1)) { ticks.append(driver.app.time.elapsed()) }

        await driver.advance(by: .milliseconds(3500))
        token.cancel()
        await driver.advance(by: .seconds(5))

        #expect(ticks == [.seconds(1), .seconds(2), .seconds(3)])
    }

    @Test func aHeldLoadingIndicatorShowsAndHoldsInputUntilCancelledOnce() async {
        let driver = makeDriver()
        let field = TextField(label: "Name")
        await driver.start(TestScreen([field]))

        let loading = driver.app.beginLoading()
        await driver.settle()
        #expect(driver.shows("Loading..."))
        await driver.type("x")
        #expect(field.text.isEmpty, "input waits while loading")

        loading.cancel()
        loading.cancel()
        await driver.type("y")
        #expect(!driver.shows("Loading..."))
        #expect(field.text == "y")
        #expect(!driver.app.isLoading, "a second cancel takes nothing more away")
    }

    @Test func aScreensLoadingStateHoldsInputOnlyWhileTheScreenIsOnTop() async {
        let driver = makeDriver()
        let field = TextField(label: "Name")
        let loadingScreen = TestScreen("Loading one", [Label("Under way")])
        let cover = TestScreen("Cover", [field])
        await driver.start(loadingScreen)

        loadingScreen.showsLoading = true
        await driver.settle()
        #expect(driver.shows("Loading..."))

        loadingScreen.navigation?.push(cover)
        await driver.type("x")
        #expect(field.text == "x", "the screen on top takes input while the covered one loads")
        #expect(!driver.shows("Loading..."))

        cover.navigation?.pop()
        await driver.settle()
        #expect(driver.app.isLoading, "back on top, the screen's loading shows again")
        loadingScreen.showsLoading = false
        loadingScreen.showsLoading = false
        await driver.settle()
        #expect(!driver.app.isLoading)
    }

    @Test func anImageFitsItsViewWithTheAspectKept() async {
        let driver = makeDriver()
        let image = RGBImage(width: 200, height: 100, filledWith: .white)
        await driver.start(TestScreen([ImageView(source: .pixels(image))]))

        let full = driver.screen.filter { $0 == "█" }.count
        let upperHalves = driver.screen.filter { $0 == "▀" }.count

        // 58 × 15 content cells hold 58 × 30 pixels; a 2:1 picture fits as 58 × 29: fourteen
        // full rows of cells and one with only its top half lit.
        #expect(full == 58 * 14)
        #expect(upperHalves == 58)
    }

    @Test func aBrokenImageSaysWhyInsteadOfDrawing() async {
        let driver = makeDriver()
        await driver.start(TestScreen([ImageView(source: .encoded(Data("not a photo".utf8)))]))

        #expect(driver.shows("Cannot open: This is not a JPEG, PPM or BMP image."))
    }

    @Test func imageCellsUseThePaletteInColour() async {
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18), colorMode: .palette256)
        let image = RGBImage(width: 20, height: 20, filledWith: RGB(red: 255, green: 0, blue: 0))
        await driver.start(TestScreen([ImageView(source: .pixels(image))]))

        let cell = driver.backend.grid[30, 8]

        #expect(cell.text == "▀")
        #expect(cell.style.foreground == .palette(196))
        #expect(cell.style.background == .palette(196))
    }

    @Test func aCardFaceFramesItsPhotoOrAPlaceholder() async throws {
        let driver = makeDriver()
        let photo = try JPEG.encode(RGBImage(width: 600, height: 378, filledWith: .white))
        let front = CardFace(title: "Front", photo: photo, placeholder: "No front photo")
        let back = CardFace(title: "Back", placeholder: "No back photo")
        var opened = 0
        back.onSelect = { opened += 1 }
        await driver.start(TestScreen([Row(spacing: 1, [front, back])]))

        await driver.press(.tab, .enter)

        #expect(driver.shows("┌─ Front"))
        #expect(driver.shows("No back photo"))
        #expect(driver.screen.contains("█"))
        #expect(opened == 1)
    }
}
