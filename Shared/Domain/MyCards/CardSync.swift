import Foundation

/// Keeps the cards on this device and on the backend together: local first.
///
/// Every change made here — a card saved, a card deleted — is kept by the store as a pending
/// change until the backend has taken it, so one made offline, or whose upload was cut short by
/// quitting, is sent at the next sync (the next start included). A sync first sends what waits,
/// oldest first; then it downloads the backend's cards: a card with no change waiting here takes
/// the backend's copy (a rename made on another device arrives), one with a change waiting keeps
/// it, and one deleted here never comes back. A card only this device has is uploaded — never
/// deleted: a backend that lost its data must not empty the device. A card that cannot be stored
/// is skipped with its reason, and the rest still arrive.
///
/// A change is sent with the revision of the backend's copy it was made from; when that copy
/// was changed elsewhere meanwhile, the backend refuses it. Neither side is then lost: the card
/// takes the backend's copy, and the change made here is kept as a new card beside it,
/// "<name> (this device)", which is uploaded in its turn.
public struct CardSync: Sendable {
    /// What a sync did.
    public struct Report: Sendable, CustomStringConvertible {
        public struct Skipped: Hashable, Sendable {
            public let name: String
            public let reason: String

            public init(name: String, reason: String) {
                self.name = name
                self.reason = reason
            }
        }

        /// Cards new on this device.
        public var added = 0
        /// Cards changed on the backend (on another device), changed here too.
        public var updated = 0
        /// Cards the backend sent that this device already had as they are.
        public var alreadyHere = 0
        /// Cards only this device had, now on the backend too.
        public var uploaded = 0
        public var skipped: [Skipped] = []
        /// Cards changed here and elsewhere: the name of each, and of the copy that keeps this
        /// device's version.
        public var keptCopies: [(card: String, copy: String)] = []
        /// Changes made here that still wait for the backend after this sync.
        public var waiting = 0

        public init() {}

        /// Whether the list of cards here changed — a card came, changed, or a copy was kept of one
        /// changed here and elsewhere: a screen showing it reloads, so what the status names is on it.
        public var changedTheList: Bool { added + updated + keptCopies.count > 0 }

        /// The status line after a sync, the same in every pattern: "Synced 3 cards", what was
        /// skipped and why, and how many changes made here still wait.
        public var description: String {
            let synced = added + updated + alreadyHere + uploaded
            var parts = ["Synced " + (synced == 1 ? "1 card" : "\(synced) cards")]
            if !skipped.isEmpty {
                parts.append("skipped " + skipped.map { "\($0.name) (\($0.reason))" }.joined(separator: ", "))
            }
            for kept in keptCopies {
                parts.append("\"\(kept.card)\" was changed elsewhere too: yours is kept as \"\(kept.copy)\"")
            }
            if waiting > 0 { parts.append(Self.waitingPhrase(waiting)) }
            return parts.joined(separator: "; ")
        }

        /// "1 change waits for the backend", "3 changes wait for the backend": the one count of
        /// what waits, said alike after a sync and when the backend cannot be reached.
        static func waitingPhrase(_ count: Int) -> String {
            count == 1 ? "1 change waits for the backend" : "\(count) changes wait for the backend"
        }
    }

    private let store: any CardStore
    private let remote: any CardSyncService

    public init(store: any CardStore, remote: any CardSyncService) {
        self.store = store
        self.remote = remote
    }

    /// Sends the changes that wait, then downloads the backend's cards and takes them in.
    /// - Throws: the remote service's error when the download itself fails — `CardChangesWait`,
    ///   which says how many changes wait, when changes made here wait for it.
    public func download() async throws -> Report {
        var report = Report()
        // The first change that fails stops the round: most likely the backend is out of reach,
        // and every further change would wait for it too. If the download then works, the
        // backend refused that one change: the rest go after it.
        var unsent = try await store.pendingChanges()
        var refused: (change: PendingCardChange, error: any Error)?
        while !unsent.isEmpty, refused == nil {
            let change = unsent.removeFirst()
            do {
                try await send(change, into: &report)
            } catch {
                refused = (change, error)
            }
        }
        let cards: [Card]
        do {
            cards = try await remote.downloadCards()
        } catch {
            let waiting = try await store.pendingChanges().count
            guard waiting > 0 else { throw error }
            throw CardChangesWait(failure: error, waiting: waiting)
        }
        if let refused {
            await record(refused.error, sending: refused.change, in: &report)
            for change in unsent {
                do { try await send(change, into: &report) } catch { await record(error, sending: change, in: &report) }
            }
        }
        for card in cards {
            do {
                switch try await store.storeFromBackend(card) {
                case .added: report.added += 1
                case .updated: report.updated += 1
                case .unchanged, .keptChangeMadeHere: report.alreadyHere += 1
                }
            } catch {
                report.skipped.append(.init(name: card.name, reason: "\(error)"))
            }
        }
        // A card whose change still waits is not "only here": it waits to be sent, once.
        let waiting = Set(try await store.pendingChanges().map(\.identifier))
        try await uploadCardsOnlyHere(notIn: Set(cards.map(\.identifier)).union(waiting), into: &report)
        report.waiting = try await store.pendingChanges().count
        return report
    }

    /// Stores the card here (all or nothing) and queues its upload: the step the user waits for.
    public func saveLocally(_ card: Card) async throws {
        try await store.save(card)
    }

    /// Sends what is stored here for `card` to the backend; once it took it, the card's upload
    /// no longer waits (unless the card changed again meanwhile).
    /// - Throws: `CardChangedElsewhere` when the backend's copy changed since this device read
    ///   it: the change then waits for the next sync, which keeps both versions;
    ///   `ChangeDeliveredMeanwhile` when the request failed after a sync had sent the change.
    public func upload(_ card: Card) async throws {
        let waiting = try await store.pendingChanges().last { $0.identifier == card.identifier }
        guard let stored = try await store.card(identifier: card.identifier) else { return }
        do {
            try await remote.upload(stored, basedOn: try await store.backendRevision(of: stored.identifier))
        } catch {
            throw await unlessDeliveredMeanwhile(error, waiting)
        }
        try await store.backendHas(stored)
        if let waiting, waiting.kind == .upload {
            try await store.changeReachedBackend(waiting)
        }
    }

    /// Removes the card here and queues its deletion on the backend: the step the user waits for.
    public func deleteLocally(_ identifier: Card.ID) async throws {
        try await store.delete(identifier: identifier)
    }

    /// Removes the card from the backend; until that works, the deletion waits and downloads
    /// leave the card out.
    /// - Throws: `ChangeDeliveredMeanwhile` when the request failed after a sync had sent the
    ///   deletion.
    public func deleteRemotely(_ identifier: Card.ID) async throws {
        let waiting = try await store.pendingChanges().last { $0.identifier == identifier }
        do {
            try await remote.deleteCard(identifier: identifier)
        } catch {
            throw await unlessDeliveredMeanwhile(error, waiting)
        }
        if let waiting, waiting.kind == .delete {
            try await store.changeReachedBackend(waiting)
        }
    }

    /// `error`, or `ChangeDeliveredMeanwhile` when the change the request carried (`waiting`) no
    /// longer waits: a sync sent it while this request hung, and its failure says nothing more.
    private func unlessDeliveredMeanwhile(_ error: any Error, _ waiting: PendingCardChange?) async -> any Error {
        guard let waiting, let pending = try? await store.pendingChanges(), !pending.contains(waiting) else {
            return error
        }
        return ChangeDeliveredMeanwhile(failure: error)
    }

    /// Sends one change; a change refused because the card changed elsewhere too is kept as a
    /// copy (`keepCopy`), which is sent in its turn.
    private func send(_ change: PendingCardChange, into report: inout Report) async throws {
        do {
            try await send(change)
        } catch is CardChangedElsewhere {
            guard let copy = try await keepCopy(of: change, into: &report) else { return }
            try await send(copy)
        }
    }

    private func send(_ change: PendingCardChange) async throws {
        switch change.kind {
        case .upload:
            // A card deleted since has a deletion waiting instead; nothing is left to upload.
            if let card = try await store.card(identifier: change.identifier) {
                try await remote.upload(card, basedOn: try await store.backendRevision(of: card.identifier))
                try await store.backendHas(card)
            }
        case .delete:
            try await remote.deleteCard(identifier: change.identifier)
        }
        try await store.changeReachedBackend(change)
    }

    /// The version made here becomes a new card, "<name> (this device)", its upload queued; the
    /// card itself gives its change up, so the download takes the backend's copy. Returns the
    /// copy's change, to send.
    private func keepCopy(of change: PendingCardChange, into report: inout Report) async throws -> PendingCardChange? {
        guard let mine = try await store.card(identifier: change.identifier) else { return nil }
        let suffix = " (this device)"
        var copy = mine
        copy.identifier = UUID().uuidString
        copy.name = String(mine.name.prefix(NameRules.maximumLength - suffix.count)) + suffix
        try await store.save(copy)
        try await store.changeReachedBackend(change)
        report.keptCopies.append((mine.name, copy.name))
        return try await store.pendingChanges().last { $0.identifier == copy.identifier }
    }

    private func record(_ error: any Error, sending change: PendingCardChange, in report: inout Report) async {
        let name = (try? await store.card(identifier: change.identifier))??.name ?? change.identifier
        let what = change.kind == .upload ? "not uploaded" : "not deleted on the backend"
        report.skipped.append(.init(name: name, reason: "\(what): \(error)"))
    }

    private func uploadCardsOnlyHere(notIn remoteIdentifiers: Set<Card.ID>, into report: inout Report) async throws {
        let summaries = try await store.summaries(offset: 0, limit: try await store.count())
        for summary in summaries where !remoteIdentifiers.contains(summary.identifier) {
            do {
                guard let card = try await store.card(identifier: summary.identifier) else { continue }
                try await remote.upload(card, basedOn: nil)
                try await store.backendHas(card)
                report.uploaded += 1
            } catch {
                report.skipped.append(.init(name: summary.name, reason: "not uploaded: \(error)"))
            }
        }
    }
}

/// The backend's cards could not be downloaded, and changes made here wait for it: the status
/// line says both ("Offline: Cannot reach the server …; 1 change waits for the backend").
public struct CardChangesWait: Error, CustomStringConvertible {
    public let failure: any Error
    public let waiting: Int

    public init(failure: any Error, waiting: Int) {
        self.failure = failure
        self.waiting = waiting
    }

    public var description: String {
        let reason = "\(failure)"
        return
            "\(reason.hasSuffix(".") ? String(reason.dropLast()) : reason); \(CardSync.Report.waitingPhrase(waiting))"
    }
}
