import Foundation

/// Slows down password guessing. A username gets a few attempts, an address a few more (one
/// address may be a room of people); past them each further attempt must wait, twice as long as
/// the one before, up to a quarter of an hour — refused meanwhile with the time to wait, whatever
/// the password. An attempt counts as a failure until it succeeds, so a burst of guesses sent at
/// once gets no more tries than guesses sent one by one. A success clears its username; failures
/// are forgotten a quarter of an hour after the last. It remembers a bounded number of names and
/// addresses, so a flood of made-up usernames costs memory it gives back.
actor LoginThrottle {
    struct Policy: Sendable {
        var attemptsPerUsername = 5
        var attemptsPerAddress = 20
        /// The wait after the first attempt past the free ones; each next one waits twice as long.
        var firstWait: TimeInterval = 1
        var longestWait: TimeInterval = 15 * 60
        /// How long after its last failure a name or an address starts afresh.
        var memory: TimeInterval = 15 * 60
        var rememberedKeys = 10_000
    }

    /// Why an attempt is refused before its password is checked.
    struct Refusal: Error, Equatable {
        let reason: String
        /// Whole seconds, as `Retry-After` gives them.
        let retryAfter: Int
    }

    private enum Key: Hashable {
        case username(String)
        case address(String)
    }

    private struct Failures {
        var count: Int
        var last: Date
    }

    private let policy: Policy
    private let now: @Sendable () -> Date
    private var failures: [Key: Failures] = [:]

    init(policy: Policy = Policy(), now: @escaping @Sendable () -> Date) {
        self.policy = policy
        self.now = now
    }

    /// How many usernames and addresses it remembers failures of.
    var rememberedCount: Int { failures.count }

    /// Lets an attempt through, counting it as failed until `succeeded`, or refuses it.
    func admit(username: String, address: String?) throws(Refusal) {
        let time = now()
        let username = Key.username(username.lowercased())
        let address = address.map(Key.address)
        try check(username, freeAttempts: policy.attemptsPerUsername, at: time) {
            "Too many failed logins for this username: try again in \($0)."
        }
        if let address {
            try check(address, freeAttempts: policy.attemptsPerAddress, at: time) {
                "Too many failed logins from this address: try again in \($0)."
            }
        }
        record(username, at: time)
        if let address { record(address, at: time) }
    }

    /// The attempt was right: its username starts afresh, and it is no failure of its address.
    func succeeded(username: String, address: String?) {
        failures[.username(username.lowercased())] = nil
        guard let address, var counted = failures[.address(address)] else { return }
        counted.count -= 1
        failures[.address(address)] = counted.count > 0 ? counted : nil
    }

    private func check(_ key: Key, freeAttempts: Int, at time: Date, reason: (String) -> String) throws(Refusal) {
        guard let counted = current(key, at: time), counted.count >= freeAttempts else { return }
        let doublings = min(counted.count - freeAttempts, 30)
        let wait = min(policy.firstWait * pow(2, Double(doublings)), policy.longestWait)
        let remaining = counted.last.addingTimeInterval(wait).timeIntervalSince(time)
        guard remaining > 0 else { return }
        let seconds = Int(remaining.rounded(.up))
        throw Refusal(reason: reason(seconds == 1 ? "1 second" : "\(seconds) seconds"), retryAfter: seconds)
    }

    /// The key's failures, unless they are old enough to be forgotten.
    private func current(_ key: Key, at time: Date) -> Failures? {
        guard let counted = failures[key] else { return nil }
        guard time.timeIntervalSince(counted.last) < policy.memory else {
            failures[key] = nil
            return nil
        }
        return counted
    }

    private func record(_ key: Key, at time: Date) {
        let count = (current(key, at: time)?.count ?? 0) + 1
        if failures[key] == nil, failures.count >= policy.rememberedKeys {
            makeRoom(at: time)
        }
        failures[key] = Failures(count: count, last: time)
    }

    /// Forgets what is old enough; if that frees too little, the oldest half. It runs at most once
    /// per half of the keys remembered, so its sort costs each attempt a logarithm on average.
    private func makeRoom(at time: Date) {
        failures = failures.filter { time.timeIntervalSince($0.value.last) < policy.memory }
        guard failures.count >= policy.rememberedKeys else { return }
        let newest = failures.sorted { $0.value.last > $1.value.last }.prefix(policy.rememberedKeys / 2)
        failures = Dictionary(uniqueKeysWithValues: newest.map { ($0.key, $0.value) })
    }
}
