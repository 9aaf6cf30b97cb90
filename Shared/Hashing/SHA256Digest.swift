import Domain
import Foundation

#if canImport(CryptoKit)
    import CryptoKit
#else
    import CLibcrypto
#endif

/// SHA-256 from what the platform already has: CryptoKit on Apple's systems, OpenSSL's libcrypto
/// elsewhere (a system library, installed as libturbojpeg is). Not swift-crypto: its BoringSSL
/// was the first build's largest single cost, for these few calls.
public enum SHA256Digest {
    /// The digest of `data` as 64 lowercase hex digits.
    public static func lowercaseHex(of data: Data) -> String {
        #if canImport(CryptoKit)
            SHA256.hash(data: data).lowercaseHex
        #else
            var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
            var length: UInt32 = 0
            let status = data.withUnsafeBytes { bytes in
                EVP_Digest(bytes.baseAddress, bytes.count, &digest, &length, EVP_sha256(), nil)
            }
            // EVP_Digest fails only when libcrypto cannot allocate or has no SHA-256 at all: a
            // broken installation, which no input reaches and nothing here could answer.
            precondition(status == 1 && length == 32, "libcrypto's SHA-256 is not available")
            return digest.prefix(Int(length)).lowercaseHex
        #endif
    }
}
