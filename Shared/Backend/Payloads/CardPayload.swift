import Domain
import Foundation
import Imaging

/// A card as uploaded: photos as base64 strings, checked one by one so that a bad card is named
/// with what is wrong with it.
struct CardPayload: Decodable {
    let identifier: String
    let name: String
    let front: String
    let back: String
    /// The revision of the backend's copy the card was made from: a newer copy there refuses it.
    let basedOn: String?

    /// The revision the card was made from, if it says one.
    func base() throws -> Revision? {
        guard let basedOn else { return nil }
        guard let revision = Revision(basedOn) else {
            throw APIError.badRequest("Card \"\(name)\" (\(identifier)): basedOn must be a card's revision.")
        }
        return revision
    }

    /// The card, once its name is set and both photos are JPEGs that decode.
    func validated() throws -> Card {
        let label = "Card \"\(name)\" (\(identifier))"
        guard !identifier.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw APIError.badRequest("A card has no identifier.")
        }
        let name: String
        do {
            name = try NameRules.validated(self.name)
        } catch .empty {
            throw APIError.badRequest("\(label) has no name.")
        } catch {
            throw APIError.badRequest("\(label): \(error)")
        }
        return Card(
            identifier: identifier, name: name, front: try jpeg(front, side: .front, of: label),
            back: try jpeg(back, side: .back, of: label))
    }

    private func jpeg(_ base64: String, side: CardSide, of label: String) throws -> Data {
        guard let data = Data(base64Encoded: base64) else {
            throw APIError.badRequest("\(label): the \(side.rawValue) photo is not base64.")
        }
        do throws(ImagingError) {
            // Decoded for real (small: at thumbnail size), so a damaged photo is named here.
            guard ImageFormat(signature: data.prefix(3)) == .jpeg else { throw .unsupportedFormat }
            _ = try JPEG.decode(data, covering: CardPhoto.thumbnailSize)
        } catch {
            throw APIError.badRequest(
                "\(label): the \(side.rawValue) photo is not a readable JPEG. \(error.description)")
        }
        return data
    }
}
