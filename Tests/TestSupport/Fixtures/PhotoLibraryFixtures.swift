import Foundation
import Imaging

/// The folder every pattern's Photo Library tests browse: a subfolder, a real JPEG, a broken
/// one, a text file, a hidden image and a FIFO named like a photo (opening it would wait for a
/// writer for ever: it is never listed), so each pattern is held to the same listing.
public enum PhotoLibraryFixtures {
    public static func folder() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        let picture = RGBImage(width: 400, height: 300) { x, y in
            RGB(red: UInt8(x % 256), green: UInt8(y % 256), blue: 90)
        }
        _ = try folder.write(try JPEG.encode(picture, quality: 85), to: "shop.jpg")
        _ = try folder.write(Data("not a photo".utf8), to: "broken.jpg")
        _ = try folder.write(Data("notes".utf8), to: "notes.txt")
        _ = try folder.write(Data(), to: ".hidden.jpg")
        try FileManager.default.createDirectory(atPath: folder.path("Shops"), withIntermediateDirectories: false)
        guard mkfifo(folder.path("pipe.jpg"), 0o600) == 0 else { throw POSIXError(.EEXIST) }
        return folder
    }
}
