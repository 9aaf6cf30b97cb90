import Domain
import Foundation
import Imaging

/// A photo as half-block cells, as large as the view allows with its aspect kept, centred.
/// The cells are made once per size and colour mode, not on every frame.
@MainActor
public final class ImageView: View {
    public enum Source: Equatable {
        case encoded(Data)
        case pixels(RGBImage)
        /// A smaller copy of an image of `size` (a photo being cropped): the outline is in the
        /// full image's pixels.
        case preview(RGBImage, of: ImageSize)

        /// The size the outline is measured in, for a source that takes one.
        var outlineSpace: ImageSize? {
            switch self {
            case .encoded: nil
            case .pixels(let image): image.size
            case .preview(_, let size): size
            }
        }
    }

    public var source: Source? {
        didSet { if source != oldValue { cache = nil } }
    }
    /// Shown when there is no image.
    public var placeholder: String
    /// A card outline drawn over a `.pixels` image in its pixels, or over a `.preview` in the
    /// full image's.
    public var outline: PixelRect?
    private var cache: (size: Size, mode: ColorMode, result: Result<PhotoCells, ImagingError>)?

    public init(source: Source? = nil, placeholder: String = "") {
        self.source = source
        self.placeholder = placeholder
    }

    override public func height(forWidth width: Int) -> Int? { nil }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        guard let source else {
            // Wrapped, so a reason ("Cannot open: not a JPEG, PPM or BMP image") is read whole.
            let lines = TextWidth.wrap(placeholder, to: max(canvas.size.columns - 2, 1))
            let top = max((canvas.size.rows - lines.count) / 2, 0)
            for (offset, line) in lines.enumerated() {
                canvas.centredText(line, y: top + offset, style: context.theme.disabled)
            }
            return
        }
        switch cells(for: source, size: canvas.size, mode: context.colorMode) {
        case .success(let photo):
            let origin = Point(x: (canvas.size.columns - photo.columns) / 2, y: (canvas.size.rows - photo.rows) / 2)
            for row in 0..<photo.rows {
                for column in 0..<photo.columns {
                    let cell = photo[column, row]
                    let style = Style(
                        foreground: TerminalColor(cell.foreground), background: TerminalColor(cell.background))
                    canvas.put(
                        Cell(String(cell.glyph), style: style), at: Point(x: origin.x + column, y: origin.y + row))
                }
            }
            if let outline, let space = source.outlineSpace {
                drawOutline(
                    outline, of: space, over: Rect(x: origin.x, y: origin.y, width: photo.columns, height: photo.rows),
                    in: canvas, context: context)
            }
        case .failure(let error):
            for (offset, line) in TextWidth.wrap("Cannot open: \(error.description)", to: canvas.size.columns)
                .enumerated()
            {
                canvas.centredText(line, y: canvas.size.rows / 2 + offset, style: context.theme.error)
            }
        }
    }

    /// The outline's pixels mapped onto the photo's cells, drawn as a box.
    private func drawOutline(
        _ outline: PixelRect, of size: ImageSize, over photo: Rect, in canvas: Canvas, context: DrawContext
    ) {
        guard size.width > 0, size.height > 0 else { return }
        let left = photo.x + outline.x * photo.width / size.width
        let top = photo.y + outline.y * photo.height / size.height
        let right = photo.x + (outline.maxX * photo.width + size.width - 1) / size.width
        let bottom = photo.y + (outline.maxY * photo.height + size.height - 1) / size.height
        guard right - left >= 2, bottom - top >= 2 else { return }
        canvas.subcanvas(Rect(x: left, y: top, width: right - left, height: bottom - top)).box(
            style: context.theme.accent)
    }

    private func cells(for source: Source, size: Size, mode: ColorMode) -> Result<PhotoCells, ImagingError> {
        if let cache, cache.size == size, cache.mode == mode { return cache.result }
        let result = Result { () throws(ImagingError) -> PhotoCells in
            switch source {
            case .encoded(let data):
                try PhotoCells(imageData: data, fitting: size.columns, rows: size.rows, mode: mode)
            case .pixels(let image), .preview(let image, _):
                PhotoCells(image: image, fitting: size.columns, rows: size.rows, mode: mode)
            }
        }
        cache = (size, mode, result)
        return result
    }
}
