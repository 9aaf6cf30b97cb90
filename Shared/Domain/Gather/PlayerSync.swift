import Foundation

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
/// names it. A change whose request may have reached the backend (a timeout, a lost connection,
/// Esc after it left) is never made twice: each goes with an `Idempotency-Key`, kept with it, so
/// the backend answers a second sending with the first's result; the screen says it may have
/// been saved and keeps what was typed; tried again with the same values it goes with the same
/// key. And this device knows its own changes: the backend's copy found equal to what was sent
/// is that change landed — "saved", never "changed elsewhere" — and a deletion that finds the
/// player gone after such a sending is that deletion, done.
///
/// While the backend cannot be reached the list goes on: a page is made from the players as this
/// device last loaded them, with the waiting changes on top — a player added here shows at the
/// end under a provisional (negative) id, and editing or deleting it changes or drops the
/// waiting addition itself. An edit sends only the fields the person changed, set on the copy
/// the backend last gave, so a field someone else changed meanwhile is never put back.
///
/// Esc on a wait calls the change off for good: it is taken out of the queue, and the caller
/// hears `RequestCancelled`, never a storage error from the cancelled wait.
///
/// The changes wait under the account signed in on this device (`DeviceAccount`) when they
/// were made: one person's are never sent as another's.
public actor PlayerSync: PlayersService {
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
        /// Players deleted here that had been deleted elsewhere first.
        public var alreadyDeleted: [String] = []
        /// Players changed here that had been deleted elsewhere first: the change went nowhere.
        public var deletedBeforeChange: [String] = []
        public var refused: [Refusal] = []
        /// Changes still waiting after the round.
        public var waiting = 0

        public init() {}

        /// What `other` says of the changes sent, besides this; what still waits is this one's.
        mutating func add(_ other: Report) {
            sent += other.sent
            merged += other.merged
            alreadyDeleted += other.alreadyDeleted
            deletedBeforeChange += other.deletedBeforeChange
            refused += other.refused
        }

        public var isEmpty: Bool {
            sent == 0 && merged.isEmpty && alreadyDeleted.isEmpty && deletedBeforeChange.isEmpty && refused.isEmpty
                && waiting == 0
        }

        /// "Sent 2 waiting changes; "Ana" was changed elsewhere too: …; 1 change still waits".
        public var description: String {
            var parts: [String] = []
            if sent > 0 { parts.append(sent == 1 ? "Sent 1 waiting change" : "Sent \(sent) waiting changes") }
            for name in merged {
                parts.append("\"\(name)\" was changed elsewhere too: your change was saved over it, the rest kept")
            }
            for name in alreadyDeleted {
                parts.append("\"\(name)\" was already deleted elsewhere")
            }
            for name in deletedBeforeChange {
                parts.append("\"\(name)\" was deleted elsewhere before your change to it was sent")
            }
            for refusal in refused {
                parts.append("\"\(refusal.name)\" was not taken: \(refusal.reason)")
            }
            if waiting > 0 { parts.append(PlayerChangesWait.waitingPhrase(waiting)) }
            return parts.joined(separator: "; ")
        }
    }

    private let backend: any PlayersBackend
    private let store: any PendingPlayerChangeStore
    private let accounts: DeviceAccount
    /// The sign-in the players below were read in (`DeviceAccount.changes`): at the next, they go.
    private var readInSignIn = 0
    /// Each player of the list as last read from or written to the backend: what an edit is set
    /// on, and what the list shows while the backend cannot be reached.
    private var seen: [Player.ID: Player] = [:]
    /// Whether a page came from the backend since signing in: without one there is no list to
    /// show offline.
    private var hasLoadedList = false
    /// What became of changes that a screen's own change sent before it (the waiting ones), and of
    /// its own where the screen does not say it (a player deleted elsewhere first): the next page
    /// says it.
    private var untold = Report()
    /// Changes this device sent whose outcome it could not learn: tried again, a create goes with
    /// the same key, and the backend's copy found equal to an update, or gone after a deletion, is
    /// this device's change, landed.
    private var unconfirmed = UnconfirmedChanges()
    /// One round of sending at a time: a second would send the same changes again.
    private var isSending = false
    private var waitingToSend: [CheckedContinuation<Void, Never>] = []

    public init(backend: any PlayersBackend, store: any PendingPlayerChangeStore, accounts: DeviceAccount) {
        self.backend = backend
        self.store = store
        self.accounts = accounts
    }

    /// The account signed in now; what was read in an earlier sign-in is forgotten.
    private func currentAccount() async -> String? {
        let (current, changes) = await accounts.state
        if changes != readInSignIn {
            readInSignIn = changes
            seen = [:]
            hasLoadedList = false
            untold = Report()
            unconfirmed = UnconfirmedChanges()
        }
        return current?.key
    }

    // MARK: The players

    /// Sends what waits first; the page then carries what became of it. When the backend cannot
    /// be reached, the page is the list as last loaded with the waiting changes on top, and says
    /// so; before any list was loaded, the error says how many changes wait.
    public func page(offset: Int, limit: Int) async throws -> PlayerPage {
        try await callingOff {
            let round = try await sendWaiting(upTo: nil)
            if let unreachable = round.unreachable {
                return try await offlinePage(offset: offset, limit: limit, because: unreachable)
            }
            var page: PlayerPage
            do {
                page = try await backend.page(offset: offset, limit: limit)
            } catch let failure as any DeliveryFailure where failure.neverReachedBackend {
                return try await offlinePage(offset: offset, limit: limit, because: failure)
            }
            remember(page)
            var report = untold
            report.add(round.report)
            report.waiting = round.report.waiting
            untold = Report()
            page.pendingChangesNote = report.isEmpty ? nil : "\(report)"
            return page
        }
    }

    public func create(_ player: PlayerDraft) async throws -> Delivery {
        try await callingOff { try await submit(.create(player)) }
    }

    /// Sets the fields the person changed (from `original`, the copy the screen showed, to
    /// `edited`) on the player as the backend last gave it; a player added here and still
    /// waiting has its addition changed instead.
    /// - Throws: `PlayerChangedElsewhere` when the player changed elsewhere since it was read:
    ///   the person decides, and an update of the copy it names goes through;
    ///   `PlayerDeletedElsewhere` when it was deleted elsewhere: the list no longer has it.
    public func update(_ edited: Player, from original: Player) async throws -> SavedPlayer {
        try await callingOff {
            if let waiting = try await waitingAddition(of: edited.id) {
                let addition = PlayerChange.create(edited.draft)
                try await uncancelled { store in try await store.replace(waiting, with: addition) }
                return SavedPlayer(player: edited, delivery: .waiting)
            }
            let current = seen[edited.id] ?? original
            let saved = Self.merge(from: original, to: edited, onto: current)
            do {
                let delivery = try await submit(.update(original: current, edited: saved))
                // A later edit is made from this one, even while it waits: sent after it, it
                // meets the backend's copy as this one left it. Sent, the backend's copy is it,
                // or what the sending found (this device's own change landed before).
                let now = delivery == .sent ? seen[saved.id] ?? saved : saved
                seen[saved.id] = now
                return SavedPlayer(player: now, delivery: delivery)
            } catch let conflict as PlayerChangedElsewhere {
                seen[conflict.current.id] = conflict.current
                throw conflict
            } catch let failure as any DeliveryFailure where failure.recordNotFound {
                seen[saved.id] = nil
                throw PlayerDeletedElsewhere(player: saved, name: current.name)
            }
        }
    }

    public func delete(_ id: Player.ID) async throws -> Delivery {
        try await callingOff {
            if let waiting = try await waitingAddition(of: id) {
                // Never sent: deleting it is taking it back.
                try await removeEvenIfCancelled(waiting)
                return .sent
            }
            return try await submit(.delete(seen[id] ?? Player(id: id, name: "Player \(id)")))
        }
    }

    public func gathers(of player: Player.ID) async throws -> [Gather] {
        try await backend.gathers(of: player)
    }

    // MARK: The list as last loaded

    /// Keeps the page's players; a player kept from before that falls within the page's span of
    /// ids (from the start, or to the end, for the first and the last page) and is not on it was
    /// deleted elsewhere, and is let go. Linear in the players kept.
    private func remember(_ page: PlayerPage) {
        hasLoadedList = true
        let isFirst = page.offset == 0
        let isLast = page.offset + page.players.count >= page.total
        let lowest = isFirst ? Int.min : page.players.first?.id
        let highest = isLast ? Int.max : page.players.last?.id
        if let lowest, let highest, lowest <= highest {
            seen = seen.filter { !(lowest...highest).contains($0.key) }
        }
        for player in page.players { seen[player.id] = player }
    }

    /// The players as last loaded with every waiting change on top, in list order; the players
    /// added here last. Without a list loaded since signing in there is nothing to show: the
    /// error says why, and how many changes wait.
    private func offlinePage(offset: Int, limit: Int, because failure: any Error) async throws -> PlayerPage {
        guard let account = await currentAccount() else { throw failure }
        let waiting = try await store.pending(account: account)
        guard hasLoadedList else { throw PlayerChangesWait(reason: "\(failure)", waiting: waiting.count) }
        var players = seen
        var added: [Player] = []
        for entry in waiting {
            switch entry.change {
            case .create(let draft): added.append(Player(id: Self.provisionalID(of: entry), draft: draft))
            case .update(_, let edited): players[edited.id] = edited
            case .delete(let player): players[player.id] = nil
            }
        }
        let list = players.values.sorted { $0.id < $1.id } + added
        let shown = list.dropFirst(max(offset, 0)).prefix(max(limit, 0))
        return PlayerPage(
            offset: offset, players: Array(shown), total: list.count,
            pendingChangesNote: PlayerChangesWait.offlineNote(waiting: waiting.count))
    }

    /// A waiting addition's player, until the backend gives it an id: negative, so it never
    /// meets a real one.
    private static func provisionalID(of entry: PendingPlayerChange) -> Player.ID {
        -Int(clamping: entry.sequence)
    }

    /// The waiting addition a provisional id stands for.
    private func waitingAddition(of id: Player.ID) async throws -> PendingPlayerChange? {
        guard id < 0, let account = await currentAccount() else { return nil }
        return try await store.pending(account: account).first { entry in
            if case .create = entry.change { return Self.provisionalID(of: entry) == id }
            return false
        }
    }

    /// Runs `work`; a failure once the caller's task is cancelled (Esc on the wait) is the
    /// cancellation itself, whatever the network or the store said of it.
    private func callingOff<T>(_ work: () async throws -> T) async throws -> T {
        do {
            return try await work()
        } catch  where Task.isCancelled {
            throw RequestCancelled(mayHaveLanded: (error as? any DeliveryFailure)?.mayHaveLanded ?? false)
        }
    }

    // MARK: Sending

    /// Keeps the change, then sends it after every change waiting before it. A create of a draft
    /// whose last sending may have landed goes with that sending's key.
    private func submit(_ change: PlayerChange) async throws -> Delivery {
        let key = unconfirmed.key(for: change) ?? Self.newIdempotencyKey()
        guard let account = await currentAccount() else {
            // Signed out: there is no account to keep it under, and the backend says why.
            _ = try await send(PendingPlayerChange(sequence: 0, change: change, idempotencyKey: key), isOwn: true)
            return .sent
        }
        let pending = try await uncancelled { store in
            try await store.append(change, account: account, idempotencyKey: key)
        }
        let round: Round
        do {
            round = try await sendWaiting(upTo: pending)
        } catch {
            // The round stopped before the change was sent or kept waiting on purpose (its own
            // failure removed it already): its screen reports the failure, so it waits no longer.
            try? await removeEvenIfCancelled(pending)
            if (error as? any DeliveryFailure)?.mayHaveLanded == true {
                unconfirmed.note(change, key: key)
            }
            throw error
        }
        if round.delivery == .sent { unconfirmed.forget(change) }
        untold.add(round.report)
        return round.delivery
    }

    private static func newIdempotencyKey() -> String {
        UUID().uuidString.lowercased()
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
        guard let account = await currentAccount() else { return round }
        await beginSending()
        defer { endSending() }
        // The store's reads, like its writes, run to their end when Esc cancels the wait: only a
        // request to the backend is called off.
        for entry in try await uncancelled({ store in try await store.pending(account: account) }) {
            if let own, entry.sequence > own.sequence { break }
            let isOwn = entry.sequence == own?.sequence
            do {
                let outcome = try await send(entry, isOwn: isOwn)
                try await removeEvenIfCancelled(entry)
                if isOwn {
                    round.delivery = .sent
                } else if outcome != .alreadyDeleted {
                    round.report.sent += 1
                }
                switch outcome {
                case .asMade: break
                case .merged: round.report.merged.append(entry.change.playerName)
                // The screen that deleted it shows the row gone either way: the next page says why.
                case .alreadyDeleted: round.report.alreadyDeleted.append(entry.change.playerName)
                }
            } catch let failure as any DeliveryFailure where failure.neverReachedBackend {
                round.unreachable = failure
                break
            } catch {
                if let own, isOwn || Task.isCancelled {
                    // Its screen says why, and still has what was typed: trying again must
                    // not make the change twice. Esc on the wait calls it off for good too.
                    try await removeEvenIfCancelled(own)
                    throw error
                }
                guard let failure = error as? any DeliveryFailure, failure.refusedForGood else {
                    // It waits, and goes first next time with its key: marked, so that what it
                    // finds then can be told to be its own doing.
                    if (error as? any DeliveryFailure)?.mayHaveLanded == true {
                        try await uncancelled { store in try await store.markMayHaveLanded(entry) }
                    }
                    break
                }
                try await removeEvenIfCancelled(entry)
                if failure.recordNotFound, case .update(_, let edited) = entry.change {
                    seen[edited.id] = nil
                    round.report.deletedBeforeChange.append(edited.name)
                } else {
                    round.report.refused.append(.init(name: entry.change.playerName, reason: "\(error)"))
                }
            }
        }
        round.report.waiting = try await uncancelled { store in try await store.pending(account: account) }.count
        return round
    }

    /// Takes a change out of the queue once its fate is known — sent, refused for good, or called
    /// off: a change left behind would be sent again.
    private func removeEvenIfCancelled(_ entry: PendingPlayerChange) async throws {
        try await uncancelled { store in try await store.remove(entry) }
    }

    /// Runs a call to the store to its end even when the caller's task is cancelled meanwhile
    /// (Esc): in a cancelled task the store refuses the call, or throws after it was done, and
    /// the queue must hold exactly what waits. Runs outside that task.
    private func uncancelled<T: Sendable>(_ call: @escaping @Sendable (any PendingPlayerChangeStore) async throws -> T)
        async throws -> T
    {
        let store = store
        return try await Task { try await call(store) }.value
    }

    /// What the backend made of a change that went through.
    private enum Outcome {
        case asMade
        /// An update merged with a copy changed elsewhere meanwhile.
        case merged
        /// A deletion of a player deleted elsewhere first: gone is gone.
        case alreadyDeleted
    }

    /// Sends one change. An update refused because the player changed elsewhere meanwhile is no
    /// conflict when the backend's copy already has the change (this device's earlier sending
    /// landed, or someone made the same change), nor when the copy is what this device sent
    /// before: the change is then set on it and sent again. A waiting change is merged so with any
    /// copy changed elsewhere; the screen's own change meets a real conflict as an error, for the
    /// person to decide.
    private func send(_ entry: PendingPlayerChange, isOwn: Bool) async throws -> Outcome {
        switch entry.change {
        case .create(let draft):
            _ = try await backend.create(draft, idempotencyKey: entry.idempotencyKey)
            return .asMade
        case .update(let original, let edited):
            do {
                try await backend.update(edited, basedOn: original?.revision)
                seen[edited.id] = edited
                return .asMade
            } catch let conflict as PlayerChangedElsewhere {
                let current = conflict.current
                let isOwnEarlierChange = entry.mayHaveLanded || unconfirmed.sentUpdate(equalTo: current)
                guard !isOwn || isOwnEarlierChange || current == edited else { throw conflict }
                let merged = Self.merge(from: original, to: edited, onto: current)
                if merged != current {
                    try await backend.update(merged, basedOn: current.revision)
                }
                seen[merged.id] = merged
                return isOwn || isOwnEarlierChange || merged == current ? .asMade : .merged
            }
        case .delete(let player):
            do {
                try await backend.delete(player.id)
                seen[player.id] = nil
                return .asMade
            } catch let failure as any DeliveryFailure where failure.recordNotFound {
                seen[player.id] = nil
                // Gone after a sending of this deletion that may have landed: that one did it.
                let isOwnEarlierDeletion = entry.mayHaveLanded || unconfirmed.sentDeletion(of: player.id)
                return isOwnEarlierDeletion ? .asMade : .alreadyDeleted
            }
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
    public var recordNotFound: Bool { false }
    public var mayHaveLanded: Bool { false }

    public var description: String {
        "\(reason) \(Self.waitingPhrase(waiting)): sent when the backend answers."
    }

    /// The status line of a list shown as last loaded, the backend out of reach: "Offline: the
    /// list as last loaded; 2 changes made here wait."
    static func offlineNote(waiting: Int) -> String {
        waiting == 0
            ? "Offline: the list as last loaded." : "Offline: the list as last loaded; \(waitingPhrase(waiting))."
    }

    /// "1 change made here waits", "3 changes made here wait".
    static func waitingPhrase(_ count: Int) -> String {
        count == 1 ? "1 change made here waits" : "\(count) changes made here wait"
    }
}
