import Foundation

/// Makes the small picture of a card's front that the card grid shows.
/// Imaging does the work; Storage calls it when a card is saved.
public protocol CardThumbnailer: Sendable {
    func thumbnail(ofPhoto photo: Data) throws -> Data
}
