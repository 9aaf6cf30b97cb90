import Domain
import Foundation

/// Storage's thumbnailer, done with libjpeg-turbo.
public struct JPEGCardThumbnailer: CardThumbnailer {
    public init() {}

    public func thumbnail(ofPhoto photo: Data) throws -> Data {
        try CardPhoto.thumbnail(ofPhoto: photo)
    }
}
