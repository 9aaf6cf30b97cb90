import Domain
import Foundation
import HTTPTypes
import Hashing
import Hummingbird
import NIOCore
import Storage

extension Request {
    /// The request's `Idempotency-Key` (the IETF httpapi draft's header, as Stripe's API has it),
    /// tied to `owner` and to what is asked — the method, the path and a digest of `body` — so the
    /// same key with another request is told apart; `nil` when the client sent none (the
    /// original API's clients). The key may be a structured-field string ("…") or bare.
    /// - Throws: a 400 for a key that is empty, longer than 255 characters or not visible ASCII.
    func idempotencyKey(owner: String, body: ByteBuffer, receivedAt: Date) throws -> IdempotencyKey? {
        guard let field = Self.idempotencyKeyField, var value = headers[field] else { return nil }
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            value = String(value.dropFirst().dropLast())
        }
        guard (1...255).contains(value.count), value.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) })
        else {
            throw APIError.badRequest("The Idempotency-Key must be 1 to 255 visible ASCII characters.")
        }
        let digest = SHA256Digest.lowercaseHex(of: Data(body.readableBytesView))
        return IdempotencyKey(
            owner: owner, value: value, request: "\(method) \(uri.path) \(digest)", receivedAt: receivedAt)
    }

    /// The header's name (a valid one: never `nil`).
    private static let idempotencyKeyField = HTTPField.Name("Idempotency-Key")
}
