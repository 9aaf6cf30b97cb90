import Foundation
import Imaging

/// Pictures made on the spot, so no binary file lives in the repository.
enum TestPictures {
    /// Smooth diagonal colour ramps: the kind of content JPEG keeps well.
    static func gradient(width: Int, height: Int) -> RGBImage {
        RGBImage(width: width, height: height) { x, y in
            RGB(
                red: UInt8(255 * x / max(width - 1, 1)),
                green: UInt8(255 * y / max(height - 1, 1)),
                blue: UInt8(255 * (x + y) / max(width + height - 2, 1))
            )
        }
    }

    /// Peak signal-to-noise ratio in dB: above ~30 dB two images look alike.
    static func psnr(_ a: RGBImage, _ b: RGBImage) -> Double {
        precondition(a.size == b.size, "PSNR needs images of one size")
        let squaredError = zip(a.bytes, b.bytes).reduce(0.0) { sum, pair in
            let difference = Double(pair.0) - Double(pair.1)
            return sum + difference * difference
        }
        let meanSquaredError = squaredError / Double(a.bytes.count)
        return meanSquaredError == 0 ? .infinity : 10 * log10(255 * 255 / meanSquaredError)
    }

    /// A 24-bit bottom-up BMP, written by hand as the format describes.
    static func bmp(_ image: RGBImage) -> Data {
        let rowLength = (image.width * 3 + 3) / 4 * 4
        let pixelBytes = rowLength * image.height
        var data = Data()
        func append(_ value: UInt32, bytes: Int) {
            for index in 0..<bytes { data.append(UInt8(truncatingIfNeeded: value >> (8 * index))) }
        }
        data.append(contentsOf: Array("BM".utf8))
        append(UInt32(54 + pixelBytes), bytes: 4)
        append(0, bytes: 4)
        append(54, bytes: 4)
        append(40, bytes: 4)
        append(UInt32(image.width), bytes: 4)
        append(UInt32(image.height), bytes: 4)
        append(1, bytes: 2)
        append(24, bytes: 2)
        append(0, bytes: 4)
        append(UInt32(pixelBytes), bytes: 4)
        append(2835, bytes: 4)
        append(2835, bytes: 4)
        append(0, bytes: 4)
        append(0, bytes: 4)
        for y in (0..<image.height).reversed() {
            for x in 0..<image.width {
                let pixel = image[x, y]
                data.append(contentsOf: [pixel.blue, pixel.green, pixel.red])
            }
            data.append(contentsOf: [UInt8](repeating: 0, count: rowLength - image.width * 3))
        }
        return data
    }

    /// A JPEG whose frame header claims `width × height` while holding a tiny picture:
    /// a decompression bomb as far as any decoder trusting the header is concerned.
    static func jpegDeclaring(width: Int, height: Int) throws -> Data {
        var data = try JPEG.encode(gradient(width: 16, height: 16), quality: 90)
        guard let frame = data.indices.dropLast().first(where: { data[$0] == 0xFF && data[$0 + 1] == 0xC0 }) else {
            throw CocoaError(.coderInvalidValue)
        }
        // SOF0: marker, length (2), precision (1), height (2), width (2).
        data[frame + 5] = UInt8(height >> 8)
        data[frame + 6] = UInt8(height & 0xFF)
        data[frame + 7] = UInt8(width >> 8)
        data[frame + 8] = UInt8(width & 0xFF)
        return data
    }
}
