import Foundation
import Hashing

/// Bearer tokens: 32 bytes from the system's CSPRNG, base64. The database keeps only their
/// SHA-256, so a copy of it lets nobody in.
enum AccessToken {
    static func generate() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
    }

    /// Lowercase SHA-256 hex: how tokens are stored, and how clients send passwords.
    static func hash(of token: String) -> String {
        SHA256Digest.lowercaseHex(of: Data(token.utf8))
    }
}
