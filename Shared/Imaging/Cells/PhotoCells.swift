import Foundation

/// A picture as terminal cells, two pixels per cell, ready for any screen to draw: pure data.
public struct PhotoCells: Hashable, Sendable {
    public let columns: Int
    public let rows: Int
    /// Row after row from the top, `columns` cells each.
    public let cells: [PhotoCell]

    public subscript(column: Int, row: Int) -> PhotoCell { cells[row * columns + column] }

    /// `image` shrunk to fit `columns × rows` cells with its aspect kept (so it may use fewer),
    /// in the colours `mode` allows. Dithering spreads each pixel's colour error to its
    /// neighbours, trading noise for smoother gradients; turn it off for exact colours.
    public init(image: RGBImage, fitting columns: Int, rows: Int, mode: ColorMode, dithering: Bool = true) {
        let bounds = ImageSize(width: max(columns, 1), height: max(rows, 1) * 2)
        let pixels = image.resized(to: image.size.fitted(into: bounds))
        self.init(pixels: pixels, mode: mode, dithering: dithering)
    }

    /// A JPEG, PPM or BMP in memory fitted into `columns × rows` cells, decoded no finer than needed.
    public init(
        imageData data: Data,
        fitting columns: Int,
        rows: Int,
        mode: ColorMode,
        dithering: Bool = true,
        limits: ImageLimits = .standard
    ) throws(ImagingError) {
        let bounds = ImageSize(width: max(columns, 1), height: max(rows, 1) * 2)
        let image = try ImageFile.decode(data, fitting: bounds, limits: limits)
        self.init(image: image, fitting: columns, rows: rows, mode: mode, dithering: dithering)
    }

    /// Pairs each two rows of `pixels` into cells.
    private init(pixels: RGBImage, mode: ColorMode, dithering: Bool) {
        columns = pixels.width
        rows = (pixels.height + 1) / 2
        let height = pixels.height
        let width = pixels.width

        switch mode {
        case .truecolor:
            cells = Self.pair(width: width, height: height) { x, y in .rgb(pixels[x, y]) }
        case .palette256:
            let indices = XtermPalette.quantize(pixels, dithering: dithering)
            cells = Self.pair(width: width, height: height) { x, y in .palette(indices[y * width + x]) }
        case .monochrome:
            let lit = Monochrome.threshold(pixels, dithering: dithering)
            cells = (0..<rows).flatMap { row in
                (0..<width).map { x in
                    let top = lit[2 * row * width + x]
                    let bottom = 2 * row + 1 < height && lit[(2 * row + 1) * width + x]
                    return PhotoCell(topLit: top, bottomLit: bottom)
                }
            }
        }
    }

    private static func pair(width: Int, height: Int, colour: (Int, Int) -> CellColor) -> [PhotoCell] {
        stride(from: 0, to: height, by: 2).flatMap { top in
            (0..<width).map { x in
                PhotoCell(top: colour(x, top), bottom: top + 1 < height ? colour(x, top + 1) : nil)
            }
        }
    }
}
