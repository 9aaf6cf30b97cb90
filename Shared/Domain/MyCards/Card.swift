import Foundation

/// A loyalty card: a name and a photo of each face, kept instead of the plastic.
/// Its JSON is the backend's card format: photos as base64 strings.
public struct Card: Identifiable, Hashable, Sendable, Codable {
    public var identifier: String
    public var name: String
    /// JPEG photo of the front face; `nil` while a card is being made.
    public var front: Data?
    /// JPEG photo of the back face; `nil` while a card is being made.
    public var back: Data?

    public var id: String { identifier }

    public init(identifier: String = UUID().uuidString, name: String = "", front: Data? = nil, back: Data? = nil) {
        self.identifier = identifier
        self.name = name
        self.front = front
        self.back = back
    }

    /// The photo of one face.
    public subscript(side: CardSide) -> Data? {
        get {
            switch side {
            case .front: front
            case .back: back
            }
        }
        set {
            switch side {
            case .front: front = newValue
            case .back: back = newValue
            }
        }
    }

    /// A card can be saved once it has an identifier, a name and both photos.
    public var isValid: Bool { validationFailure == nil }

    /// The first reason the card cannot be saved yet, or `nil` when it is valid.
    public var validationFailure: CardValidationError? {
        do {
            _ = try validatedPhotos()
            return nil
        } catch {
            return error
        }
    }

    /// The two photos of a card that can be saved; the first reason it cannot be, otherwise.
    public func validatedPhotos() throws(CardValidationError) -> (front: Data, back: Data) {
        if identifier.isBlank { throw .blankIdentifier }
        do {
            _ = try NameRules.validated(name)
        } catch {
            throw error == .empty ? .blankName : .invalidName(error)
        }
        guard let front, !front.isEmpty else { throw .missingPhoto(.front) }
        guard let back, !back.isEmpty else { throw .missingPhoto(.back) }
        return (front, back)
    }

    /// The card as it is saved: its name as `NameRules` keeps it, with no blanks, line breaks or
    /// zero-width characters at the ends; the first reason it cannot be saved, otherwise.
    public func normalizedForSaving() throws(CardValidationError) -> Card {
        _ = try validatedPhotos()
        return Card(identifier: identifier, name: NameRules.normalized(name), front: front, back: back)
    }
}

extension String {
    var isBlank: Bool { trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
}
