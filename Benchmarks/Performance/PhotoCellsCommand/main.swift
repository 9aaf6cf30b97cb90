// photo-cells FILE [--size COLUMNSxROWS] [--colors 256|truecolor|none] [--no-dither]
//
// Prints an image as terminal cells with ANSI colours: the whole-process half of the imaging
// benchmark, timed against `chafa --symbols vhalf`, and a quick way to look at a photo.
import Foundation
import Imaging

struct Options {
    var path = ""
    var columns = 120
    var rows = 40
    var mode = ColorMode.palette256
    var dithering = true

    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--size":
                let parts = (remaining.popFirst() ?? "").split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else {
                    throw UsageError("--size takes COLUMNSxROWS, e.g. 120x40")
                }
                (columns, rows) = (parts[0], parts[1])
            case "--colors":
                switch remaining.popFirst() {
                case "256": mode = .palette256
                case "truecolor", "full": mode = .truecolor
                case "none", "2": mode = .monochrome
                default: throw UsageError("--colors takes 256, truecolor or none")
                }
            case "--no-dither":
                dithering = false
            case _ where argument.hasPrefix("-"):
                throw UsageError("unknown option \(argument)")
            default:
                path = argument
            }
        }
        guard !path.isEmpty else { throw UsageError("no image given") }
    }
}

struct UsageError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// SGR escape sequences for one cell's colours; `nil` leaves the terminal's default.
func escape(foreground: CellColor?, background: CellColor?) -> String {
    func code(_ colour: CellColor, base: Int) -> String {
        switch colour {
        case .rgb(let rgb): "\(base);2;\(rgb.red);\(rgb.green);\(rgb.blue)"
        case .palette(let index): "\(base);5;\(index)"
        }
    }
    let codes =
        ["0"] + [foreground.map { code($0, base: 38) }, background.map { code($0, base: 48) }].compactMap { $0 }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
}

do {
    let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
    let data = try Data(contentsOf: URL(fileURLWithPath: options.path))
    let photo = try PhotoCells(
        imageData: data, fitting: options.columns, rows: options.rows, mode: options.mode, dithering: options.dithering)
    var output = ""
    output.reserveCapacity(photo.cells.count * 24)
    for row in 0..<photo.rows {
        var previous: (CellColor?, CellColor?)?
        for column in 0..<photo.columns {
            let cell = photo[column, row]
            if previous == nil || previous?.0 != cell.foreground || previous?.1 != cell.background {
                output += escape(foreground: cell.foreground, background: cell.background)
                previous = (cell.foreground, cell.background)
            }
            output.append(cell.glyph)
        }
        output += "\u{1B}[0m\n"
    }
    FileHandle.standardOutput.write(Data(output.utf8))
} catch let error as UsageError {
    FileHandle.standardError.write(
        Data(
            "photo-cells: \(error.message)\nusage: photo-cells FILE [--size 120x40] [--colors 256|truecolor|none] [--no-dither]\n"
                .utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("photo-cells: \(error)\n".utf8))
    exit(1)
}
