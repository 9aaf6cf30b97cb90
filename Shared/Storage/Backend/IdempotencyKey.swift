import Foundation

/// An `Idempotency-Key` a client sent with a create, tied to the account that sent it and to what
/// it asked (`request`: the method, the path and a digest of the body): a repeat of the same key
/// from the same account is answered with the first request's result, nothing done twice. Keys
/// are kept a day (`lifetime`), at most `keptPerOwner` of an account.
public struct IdempotencyKey: Hashable, Sendable {
    public static let lifetime: TimeInterval = 86_400
    public static let keptPerOwner = 1000

    public let owner: String
    public let value: String
    public let request: String
    /// When the request came: what the day is counted from.
    public let receivedAt: Date

    public init(owner: String, value: String, request: String, receivedAt: Date) {
        self.owner = owner
        self.value = value
        self.request = request
        self.receivedAt = receivedAt
    }
}
