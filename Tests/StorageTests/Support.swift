import Domain
import Foundation

@testable import Storage

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
