import HummingbirdBcrypt
import NIOPosix

/// bcrypt, on NIO's thread pool: a hash takes tens of milliseconds, which must not stall the
/// event loops serving other requests.
struct PasswordHasher: Sendable {
    /// 2¹⁰ rounds: the minimum the project allows.
    static let cost: UInt8 = 10
    /// A hash of a secret nobody knows, checked when a username does not exist, so that a wrong
    /// username takes as long to refuse as a wrong password. Made once, on first use.
    private static let decoy = Bcrypt.hash(AccessToken.generate(), cost: cost)

    func hash(_ password: String) async throws -> String {
        try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: Self.cost) }
    }

    func verify(_ password: String, against hash: String?) async throws -> Bool {
        let matches = try await NIOThreadPool.singleton.runIfActive {
            Bcrypt.verify(password, hash: hash ?? Self.decoy)
        }
        return hash != nil && matches
    }
}
