import Foundation

/// What a login gives: the token the backend lets this device in with, until it expires.
public struct SignedInSession: Hashable, Sendable, Codable {
    public let token: String
    public let expiresAt: Date

    public init(token: String, expiresAt: Date) {
        self.token = token
        self.expiresAt = expiresAt
    }
}

/// A session kept on this device because the person asked to be remembered: the app opens
/// signed in, online or offline, until it expires or the person logs out.
public struct RememberedSession: Hashable, Sendable, Codable {
    public let account: Account
    public let session: SignedInSession

    public init(account: Account, session: SignedInSession) {
        self.account = account
        self.session = session
    }
}
