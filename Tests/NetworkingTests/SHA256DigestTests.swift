import Foundation
import Hashing
import Testing

/// The platform's SHA-256 (libcrypto here, CryptoKit on a Mac) against FIPS 180-2's own examples.
@Suite("SHA-256 digest")
struct SHA256DigestTests {
    @Test func isTheStandardsDigestOfNothing() {
        #expect(
            SHA256Digest.lowercaseHex(of: Data())
                == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func isTheStandardsDigestOfABC() {
        #expect(
            SHA256Digest.lowercaseHex(of: Data("abc".utf8))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func isTheStandardsDigestOfAMillionLetters() {
        #expect(
            SHA256Digest.lowercaseHex(of: Data(repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Accents, a flag and a ZWJ family: the digest is of the UTF-8 bytes as typed.
    @Test func digestsWhatAPersonTypesByItsUTF8() {
        #expect(
            SHA256Digest.lowercaseHex(of: Data("Zoë 🇫🇷👩‍👩‍👧 日本".utf8))
                == "03c48ead04d5a69a40fc4b65a04343027b5ee340bdc0e734c459f5d1478fa482")
    }
}
