// imaging-benchmark generate FILE [WxH]   writes the benchmark photo: 4000 × 3000 (or W × H), JPEG quality 90
// imaging-benchmark measure FILE [RUNS]   times this project's imaging on it, in-process
//
// Run from Benchmarks/imaging.sh (`make bench`), which puts libjpeg-turbo's and chafa's own
// figures beside these. Prints one `name value` line per figure; times in milliseconds.
import Camera
import Foundation
import Imaging

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// Median, minimum and maximum of `runs` timed calls, after one untimed warm-up call.
func measure(runs: Int, _ body: () throws -> Void) rethrows -> (median: Double, min: Double, max: Double) {
    let clock = ContinuousClock()
    try body()
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = clock.now
        try body()
        samples.append(milliseconds(start.duration(to: clock.now)))
    }
    samples.sort()
    return (samples[samples.count / 2], samples[0], samples[samples.count - 1])
}

/// Times several bodies interleaved — a block of calls of each in turn, `blocks` times over — and
/// gives each its best block. On this shared machine a neighbour can slow everything by a quarter
/// for a second or two; interleaving lets every figure meet the same quiet moments, so the ratios
/// between them (and to tjbench's best round) do not depend on which one a slow spell hit.
func measureInterleaved(blocks: Int, runsPerBlock: Int, _ bodies: [() throws -> Void]) throws -> [(
    median: Double, min: Double, max: Double
)] {
    var best: [(median: Double, min: Double, max: Double)] = []
    for block in 0..<blocks {
        for (index, body) in bodies.enumerated() {
            let figures = try measure(runs: runsPerBlock, body)
            if block == 0 {
                best.append(figures)
            } else if figures.median < best[index].median {
                best[index] = figures
            }
        }
    }
    return best
}

func report(_ name: String, _ figures: (median: Double, min: Double, max: Double)) {
    print(String(format: "%@ median=%.2f min=%.2f max=%.2f", name, figures.median, figures.min, figures.max))
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: imaging-benchmark generate|measure FILE [RUNS]\n".utf8))
    exit(2)
}
let path = arguments[1]

do {
    switch arguments[0] {
    case "generate":
        // The test pattern at 12 MP: a card on a textured table, compressing like a photo.
        let size = arguments.count > 2 ? arguments[2].split(separator: "x").compactMap { Int($0) } : [4000, 3000]
        guard size.count == 2, size.allSatisfy({ (1...20_000).contains($0) }) else {
            FileHandle.standardError.write(Data("imaging-benchmark: the size is WIDTHxHEIGHT, e.g. 6000x4000\n".utf8))
            exit(2)
        }
        let picture = TestPatternDevice(resolution: ImageSize(width: size[0], height: size[1])).capture(
            frameNumber: 0, flash: .off)
        try JPEG.encode(picture, quality: 90).write(to: URL(fileURLWithPath: path))
    case "measure":
        let runs = max(arguments.count > 2 ? Int(arguments[2]) ?? 30 : 30, 1)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let size = try JPEG.header(of: data).size
        print("photo_megapixels \(Double(size.pixelCount) / 1e6)")
        let cells = try measureInterleaved(
            blocks: 3, runsPerBlock: max(runs / 3, 1),
            [
                { _ = try PhotoCells(imageData: data, fitting: 120, rows: 40, mode: .palette256) },
                { _ = try PhotoCells(imageData: data, fitting: 120, rows: 40, mode: .truecolor) },
                { _ = try JPEG.decode(data, covering: ImageSize(width: 1, height: 1)) },
            ])
        for (name, figures) in zip(["cells_256_ms", "cells_truecolor_ms", "decode_eighth_ms"], cells) {
            report(name, figures)
        }
        // Full size twice: into fresh memory each time, and into one reused image as tjbench does.
        let fresh = try measure(runs: runs) { _ = try JPEG.decode(data) }
        var reused = RGBImage(width: 0, height: 0)
        let reusing = try measure(runs: runs) { try JPEG.decode(data, into: &reused) }
        report("decode_full_fresh_ms", fresh)
        report("decode_full_reused_ms", reusing)
        print(String(format: "decode_full_fresh_mpps %.1f", Double(size.pixelCount) / 1e6 / (fresh.median / 1000)))
        print(String(format: "decode_full_reused_mpps %.1f", Double(size.pixelCount) / 1e6 / (reusing.median / 1000)))
    default:
        FileHandle.standardError.write(Data("imaging-benchmark: unknown command \(arguments[0])\n".utf8))
        exit(2)
    }
} catch {
    FileHandle.standardError.write(Data("imaging-benchmark: \(error)\n".utf8))
    exit(1)
}
