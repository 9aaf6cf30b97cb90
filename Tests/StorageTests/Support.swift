import Domain
import Foundation
@testable import Storage

/// A folder of its own for one test, removed when the test is done with it.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("storage-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// Stands in for Imaging: a "thumbnail" that shows which photo it was made from.
struct ThumbnailerStub: CardThumbnailer {
    func thumbnail(ofPhoto photo: Data) -> Data { Data("thumbnail of ".utf8) + photo }
}

struct FailingThumbnailer: CardThumbnailer {
    struct BrokenPhoto: Error, CustomStringConvertible { var description: String { "not a JPEG" } }
    func thumbnail(ofPhoto photo: Data) throws -> Data { throw BrokenPhoto() }
}

/// A clock whose time tests set by hand.
final class ManualDate: @unchecked Sendable {
    private let lock = NSLock()
    private var date: Date

    init(_ date: Date) { self.date = date }

    var now: Date { lock.withLock { date } }
    func set(_ newDate: Date) { lock.withLock { date = newDate } }
}

func makeCard(_ name: String, identifier: String = UUID().uuidString) -> Card {
    Card(identifier: identifier, name: name, front: Data("front of \(name)".utf8), back: Data("back of \(name)".utf8))
}
