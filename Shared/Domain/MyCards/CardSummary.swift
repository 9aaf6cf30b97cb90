import Foundation

/// What the card grid shows of a card: its name and a small thumbnail of the front,
/// so that a list never has to load or decode the full photos.
public struct CardSummary: Identifiable, Hashable, Sendable {
    public let identifier: String
    public let name: String
    /// A small JPEG of the front photo.
    public let thumbnail: Data
    public let updatedAt: Date

    public var id: String { identifier }

    public init(identifier: String, name: String, thumbnail: Data, updatedAt: Date) {
        self.identifier = identifier
        self.name = name
        self.thumbnail = thumbnail
        self.updatedAt = updatedAt
    }
}
