import Foundation
import Hashing

/// What the backend receives instead of a typed password: its lowercase SHA-256 hex, as the
/// original Football Gather client sent it.
enum PasswordDigest {
    static func sha256Hex(_ password: String) -> String {
        SHA256Digest.lowercaseHex(of: Data(password.utf8))
    }
}
