import Testing

@testable import Imaging

@Suite("Photos as terminal cells")
struct PhotoCellsTests {
    @Test func aWidePictureFillsTheWidth() {
        let sut = PhotoCells(
            image: TestPictures.gradient(width: 200, height: 100), fitting: 40, rows: 10, mode: .truecolor)

        #expect(sut.columns == 40)
        #expect(sut.rows == 10)
        #expect(sut.cells.count == 400)
    }

    @Test func aSquarePictureKeepsItsAspectWithTwoPixelsPerCell() {
        let sut = PhotoCells(
            image: TestPictures.gradient(width: 100, height: 100), fitting: 40, rows: 10, mode: .truecolor)

        #expect(sut.columns == 20)
        #expect(sut.rows == 10)
    }

    @Test func truecolorPaintsTheTopPixelInFrontAndTheBottomOneBehind() throws {
        let image = try #require(RGBImage(width: 1, height: 3, bytes: [255, 0, 0, 0, 0, 255, 0, 255, 0]))

        let sut = PhotoCells(image: image, fitting: 1, rows: 2, mode: .truecolor)

        #expect(
            sut[0, 0]
                == PhotoCell(
                    glyph: "▀", foreground: .rgb(RGB(red: 255, green: 0, blue: 0)),
                    background: .rgb(RGB(red: 0, green: 0, blue: 255))))
        // An odd pixel row leaves the last cell's bottom half to the terminal's background.
        #expect(sut[0, 1] == PhotoCell(glyph: "▀", foreground: .rgb(RGB(red: 0, green: 255, blue: 0)), background: nil))
    }

    @Test func everyPaletteColourMapsToItselfWithoutDithering() {
        let mismatches = (16...255).compactMap { index -> Int? in
            let colour = XtermPalette.colour(of: UInt8(index))
            let chosen = XtermPalette.nearest(
                red: Float(colour.red), green: Float(colour.green), blue: Float(colour.blue))
            return XtermPalette.colour(of: chosen) == colour ? nil : index
        }

        #expect(mismatches.isEmpty)
    }

    @Test func greysMapToNeverDarkerGreysAsTheyGetLighter() {
        let lightness = (0...255).map { grey -> Int in
            let colour = XtermPalette.colour(
                of: XtermPalette.nearest(red: Float(grey), green: Float(grey), blue: Float(grey)))
            #expect(colour.red == colour.green && colour.green == colour.blue, "grey \(grey) became a colour")
            return Int(colour.red)
        }

        #expect(zip(lightness, lightness.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(lightness.first == 0 && lightness.last == 255)
    }

    @Test func the256ColourModeUsesPaletteEntries() {
        let image = RGBImage(width: 4, height: 4, filledWith: RGB(red: 255, green: 0, blue: 0))

        let sut = PhotoCells(image: image, fitting: 4, rows: 2, mode: .palette256, dithering: false)

        #expect(Set(sut.cells) == [PhotoCell(top: .palette(196), bottom: .palette(196))])
    }

    @Test func ditheringMixesNeighboursForAColourBetweenEntries() {
        let between = RGBImage(width: 32, height: 32, filledWith: RGB(red: 115, green: 115, blue: 0))

        let plain = PhotoCells(image: between, fitting: 32, rows: 16, mode: .palette256, dithering: false)
        let dithered = PhotoCells(image: between, fitting: 32, rows: 16, mode: .palette256, dithering: true)

        #expect(Set(plain.cells.map(\.foreground)).count == 1)
        #expect(Set(dithered.cells.map(\.foreground)).count > 1)
    }

    @Test func monochromeLightsBrightPixelsWithGlyphs() throws {
        let image = try #require(
            RGBImage(
                width: 4, height: 2,
                bytes: [
                    255, 255, 255, 0, 0, 0, 255, 255, 255, 0, 0, 0,
                    255, 255, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0,
                ]))

        let sut = PhotoCells(image: image, fitting: 4, rows: 1, mode: .monochrome, dithering: false)

        #expect(sut.cells.map(\.glyph) == ["█", "▄", "▀", " "])
        #expect(sut.cells.allSatisfy { $0.foreground == nil && $0.background == nil })
    }

    @Test func monochromeDitheringTurnsMiddleGreyIntoAboutHalfLitPixels() {
        let grey = RGBImage(width: 40, height: 40, filledWith: RGB(grey: 128))

        let sut = PhotoCells(image: grey, fitting: 40, rows: 20, mode: .monochrome, dithering: true)

        let litHalves = sut.cells.reduce(0) { count, cell in
            count + ["▀": 1, "▄": 1, "█": 2][cell.glyph, default: 0]
        }
        #expect((700...900).contains(litHalves))
    }

    @Test func aJPEGBecomesCellsThatFitWithItsAspect() throws {
        let jpeg = try JPEG.encode(TestPictures.gradient(width: 1600, height: 1200))

        let sut = try PhotoCells(imageData: jpeg, fitting: 120, rows: 40, mode: .truecolor)

        #expect(sut.columns == 107)
        #expect(sut.rows == 40)
    }

    @Test func ditheringNeverBreaksOnColoursNearTheEdgeOfTheRange() throws {
        // Bright, noisy pixels push the diffused error past 255: the palette lookup must cope.
        var noise = SystemRandomNumberGenerator()
        let image = RGBImage(width: 60, height: 30) { _, _ in RGB(grey: UInt8.random(in: 240...255, using: &noise)) }
        let dark = RGBImage(width: 60, height: 30) { _, _ in RGB(grey: UInt8.random(in: 0...12, using: &noise)) }

        let bright = PhotoCells(image: image, fitting: 60, rows: 15, mode: .palette256, dithering: true)
        let shadow = PhotoCells(image: dark, fitting: 60, rows: 15, mode: .palette256, dithering: true)

        #expect(bright.cells.count == 900)
        #expect(shadow.cells.count == 900)
    }
}
