import Camera
import Domain
import Foundation
import Imaging

/// Cards with real (generated) JPEG photos, and a camera, as the My Cards tests of every
/// pattern need them.
public enum CardFixtures {
    public static func photo(_ grey: UInt8) -> Data {
        (try? JPEG.encode(
            RGBImage(width: 60, height: 38, filledWith: RGB(red: grey, green: grey, blue: grey)), quality: 80))
            ?? Data()
    }

    public static let coffee = Card(identifier: "coffee", name: "Coffee Club", front: photo(200), back: photo(100))
    public static let books = Card(identifier: "books", name: "Book Nook", front: photo(150), back: photo(50))

    /// The test-pattern camera, which draws the same frames every run.
    public static func testCamera() async -> any Camera {
        await CameraFactory.make(devices: [TestPatternDevice()])
    }
}
