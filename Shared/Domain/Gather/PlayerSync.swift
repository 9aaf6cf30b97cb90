/// Football Gather's players, local first, as `CardSync` keeps My Cards' cards: nothing a person
/// changed is lost because the backend could not be reached.
///
/// Every change — a player added, edited or deleted — is kept on this device first, then sent
/// after every change still waiting, in the order they were made. One that cannot reach the
/// backend waits, durable across quits, and is sent first at the next load: the first list after
/// logging in, and every reload. The screen that made it hears `.waiting`, and the list's
/// status line says what became of the waiting changes.
///
/// A waiting update that meets a newer copy of the player (changed elsewhere meanwhile) is
/// merged as a second Done merges it on Edit Player: the fields the person changed are set on
/// the current copy, and the fields the other device changed are kept. A waiting change the
/// backend refuses for good (a player deleted elsewhere) waits no longer, and the status line
/// names it. A change whose request may have reached the backend (a timeout) is never sent
/// twice: the screen that made it says it failed, as it did before, and keeps what was typed.
///
/// It also signs in and out, so the changes wait under the account they were made as: one
/// person's are never sent as another's.
public actor PlayerSync: PlayersService, AuthService {
    /// What a round of sending the waiting changes did: said in the list's status line.
    public struct Report: Sendable, CustomStringConvertible {
        public struct Refusal: Hashable, Sendable {
            public let name: String
            public let reason: String
        }

        /// Waiting changes the backend took.
        public var sent = 0
        /// Players whose waiting update was merged with a copy changed elsewhere.
        public var merged: [String] = []
        public var refused: [Refusal] = []
        /// Changes still waiting after the round.
        public var waiting = 0

        public init() {}

        public var isEmpty: Bool { sent == 0 && merged.isEmpty && refused.isEmpty && waiting == 0 }

        /// "Sent 2 waiting changes; "Ana" was changed elsewhere too: …; 1 change still waits".
        public var description: String {
            var parts: [String] = []
            if sent > 0 { parts.append(sent == 1 ? "Sent 1 waiting change" : "Sent \(sent) waiting changes") }
            for name in merged {
                parts.append("\"\(name)\" was changed elsewhere too: your change was saved over it, the rest kept")
            }
            for refusal in refused {
                parts.append("\"\(refusal.name)\" was not taken: \(refusal.reason)")
            }
            if waiting > 0 { parts.append(PlayerChangesWait.waitingPhrase(waiting)) }
            return parts.joined(separator: "; ")
        }
    }

    private let backend: any PlayersBackend
    private let auth: any AuthService
    private let store: any PendingPlayerChangeStore
    /// The backend's address: with the username, the account changes wait under.
    private let server: String
    private var account: String?
    /// Each player as last read from or written to the backend: what an edit was made from.
    private var seen: [Player.ID: Player] = [:]
    /// One round of sending at a time: a second would send the same changes again.
    private var isSending = false
    private var waitingToSend: [CheckedContinuation<Void, Never>] = []

    public init(backend: any PlayersBackend, auth: any AuthService, store: any PendingPlayerChangeStore, server: String) {
        self.backend = backend
        self.auth = auth
        self.store = store
        self.server = server
    }

    // MARK: Signing in

    public func register(username: String, password: NewPassword) async throws {
        try await auth.register(username: username, password: password)
        signedIn(as: username)
    }

    public func login(username: String, password: String) async throws {
        try await auth.login(username: username, password: password)
        signedIn(as: username)
    }

    public func logout() async {
        await auth.logout()
        account = nil
        seen = [:]
    }

    private func signedIn(as username: String) {
        // Usernames are one whatever their case, as the backend has them.
        account = "\(server) \(username.lowercased())"
        seen = [:]
    }

    // MARK: The players

    /// Sends what waits first; the page then carries what became of it. When the backend could
    /// not be reached for them, the error says how many changes wait.
    public func page(offset: Int, limit: Int) async throws -> PlayerPage {
        let round = try await sendWaiting(upTo: nil)
        if let unreachable = round.unreachable {
            throw PlayerChangesWait(reason: "\(unreachable)", waiting: round.report.waiting)
        }
        var page = try await backend.page(offset: offset, limit: limit)
        for player in page.players { seen[player.id] = player }
        page.pendingChangesNote = round.report.isEmpty ? nil : "\(round.report)"
        return page
    }

    public func create(_ player: PlayerDraft) async throws -> Delivery {
        try await submit(.create(player))
    }

    /// - Throws: `PlayerChangedElsewhere` when the player changed elsewhere since it was read:
    ///   the person decides, and an update of the copy it names goes through.
    public func update(_ player: Player) async throws -> Delivery {
        do {
            let delivery = try await submit(.update(original: seen[player.id], edited: player))
            // A later edit is made from this one, even while it waits: sent after it, it meets
            // the backend's copy as this one left it.
            seen[player.id] = player
            return delivery
        } catch let conflict as PlayerChangedElsewhere {
            seen[conflict.current.id] = conflict.current
            throw conflict
        }
    }

    public func delete(_ id: Player.ID) async throws -> Delivery {
        try await submit(.delete(seen[id] ?? Player(id: id, name: "Player \(id)")))
    }

    public func gathers(of player: Player.ID) async throws -> [Gather] {
        try await backend.gathers(of: player)
    }

    // MARK: Sending

    /// Keeps the change, then sends it after every change waiting before it.
    private func submit(_ change: PlayerChange) async throws -> Delivery {
        guard let account else {
            // Signed out: there is no account to keep it under, and the backend says why.
            _ = try await send(change, merging: false)
            return .sent
        }
        let pending = try await store.append(change, account: account)
        return try await sendWaiting(upTo: pending).delivery
    }

    private struct Round {
        var report = Report()
        /// Whether the change the caller made reached the backend.
        var delivery = Delivery.waiting
        /// Why the round stopped, when the backend could not be reached.
        var unreachable: (any Error)?
    }

    /// Sends the waiting changes oldest first, up to `own`, the caller's own change. The round
    /// stops at the first change that cannot reach the backend, or that fails without being
    /// refused for good (a server error): later changes must not overtake it. Only `own`'s
    /// failures are thrown: the screen that made it says them, as it did before.
    private func sendWaiting(upTo own: PendingPlayerChange?) async throws -> Round {
        var round = Round()
        guard let account else { return round }
        await beginSending()
        defer { endSending() }
        for entry in try await store.pending(account: account) {
            if let own, entry.sequence > own.sequence { break }
            let isOwn = entry.sequence == own?.sequence
            do {
                let merged = try await send(entry.change, merging: !isOwn)
                try await store.remove(entry)
                if isOwn {
                    round.delivery = .sent
                } else {
                    round.report.sent += 1
                    if merged { round.report.merged.append(entry.change.playerName) }
                }
            } catch let failure as any DeliveryFailure where failure.neverReachedBackend {
                round.unreachable = failure
                break
            } catch {
                if let own, isOwn || Task.isCancelled {
                    // Its screen says why, and still has what was typed: trying again must
                    // not make the change twice. Esc on the wait calls it off for good too.
                    try await store.remove(own)
                    throw error
                }
                guard let failure = error as? any DeliveryFailure, failure.refusedForGood else { break }
                try await store.remove(entry)
                round.report.refused.append(.init(name: entry.change.playerName, reason: "\(error)"))
            }
        }
        round.report.waiting = try await store.pending(account: account).count
        return round
    }

    /// Sends one change; with `merging`, an update refused because the player changed elsewhere
    /// meanwhile is merged onto the current copy and sent again. Returns whether it merged.
    private func send(_ change: PlayerChange, merging: Bool) async throws -> Bool {
        switch change {
        case .create(let draft):
            _ = try await backend.create(draft)
            return false
        case .update(let original, let edited):
            do {
                try await backend.update(edited, basedOn: original?.revision)
                seen[edited.id] = edited
                return false
            } catch let conflict as PlayerChangedElsewhere where merging {
                let merged = Self.merge(from: original, to: edited, onto: conflict.current)
                try await backend.update(merged, basedOn: conflict.current.revision)
                seen[merged.id] = merged
                return true
            }
        case .delete(let player):
            try await backend.delete(player.id)
            seen[player.id] = nil
            return false
        }
    }

    /// The fields the person changed (from `original` to `edited`) set on `current`; the other
    /// fields keep what `current` has. Without the original, every field is the person's.
    static func merge(from original: Player?, to edited: Player, onto current: Player) -> Player {
        guard let original else { return edited }
        return PlayerField.allCases.reduce(current) { merged, field in
            guard field.value(of: edited) != field.value(of: original) else { return merged }
            return (try? field.applying(field.value(of: edited), to: merged)) ?? merged
        }
    }

    private func beginSending() async {
        if isSending {
            await withCheckedContinuation { waitingToSend.append($0) }
        }
        isSending = true
    }

    /// Hands the turn to the next round waiting, if any.
    private func endSending() {
        if waitingToSend.isEmpty {
            isSending = false
        } else {
            waitingToSend.removeFirst().resume()
        }
    }
}

/// The players could not be loaded because the backend cannot be reached, and changes made
/// here wait for it: the list says both.
public struct PlayerChangesWait: DeliveryFailure, Hashable, CustomStringConvertible {
    public let reason: String
    public let waiting: Int

    public init(reason: String, waiting: Int) {
        self.reason = reason
        self.waiting = waiting
    }

    public var neverReachedBackend: Bool { true }
    public var refusedForGood: Bool { false }

    public var description: String {
        "\(reason) \(Self.waitingPhrase(waiting)): sent when the backend answers."
    }

    /// "1 change made here waits", "3 changes made here wait".
    static func waitingPhrase(_ count: Int) -> String {
        count == 1 ? "1 change made here waits" : "\(count) changes made here wait"
    }
}
