/// Who is signed in on this device, if anyone: one per app, shared by what keeps data under an
/// account — the sign-in sets it, the players' sync and the card store read it.
public actor DeviceAccount {
    public private(set) var current: Account?
    /// Counts every sign-in and sign-out: what was read for a session is let go at the next,
    /// even when the same person signs in again.
    public private(set) var changes = 0

    /// Both at once, as one read.
    public var state: (current: Account?, changes: Int) { (current, changes) }

    public init(_ account: Account? = nil) {
        current = account
    }

    func signIn(_ account: Account) {
        current = account
        changes += 1
    }

    func signOut() {
        current = nil
        changes += 1
    }
}
