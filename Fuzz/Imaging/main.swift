// fuzz-imaging: any bytes as an image file (JPEG, PPM, BMP), then through the card-photo
// pipeline — a shot cropped to a card photo, its thumbnail, and photo cells — as the apps do
// with a picture from the photo library or the backend. Nothing may crash, whatever arrives.
import Camera
import Foundation
import FuzzSupport
import Imaging

/// Small enough that a mutated size cannot make one input take seconds.
let limits = ImageLimits(maxPixels: 1_000_000)

FuzzDriver.run(seeds: try seeds()) { data in
    _ = try? JPEG.header(of: data)
    _ = try? ImageFile.decode(data, fitting: ImageSize(width: 64, height: 48), limits: limits)
    _ = try? PhotoCells(imageData: data, fitting: 40, rows: 12, mode: .palette256, limits: limits)
    if let photo = try? CardPhoto.make(fromShot: data, limits: limits) {
        _ = try? CardPhoto.thumbnail(ofPhoto: photo)
    }
}

/// A small test-pattern picture in every format the apps open, and a few broken ones.
func seeds() throws -> [String: Data] {
    let picture = TestPatternDevice(resolution: ImageSize(width: 96, height: 64)).capture(frameNumber: 0, flash: .off)
    let jpeg = try JPEG.encode(picture, quality: 75)
    let ppm = ImageFile.ppm(picture)
    return [
        "picture.jpg": jpeg,
        "picture-q20.jpg": try JPEG.encode(picture, quality: 20),
        "picture.ppm": ppm,
        "truncated.jpg": jpeg.prefix(jpeg.count / 2),
        "header-only.ppm": ppm.prefix(15),
        "bmp-signature.bmp": Data("BM".utf8) + Data(repeating: 0, count: 60),
    ]
}
