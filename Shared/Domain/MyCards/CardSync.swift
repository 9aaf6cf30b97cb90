/// Keeps the cards on this device and on the backend together: local first. A sync adds the
/// backend's cards this device does not have; a card it has is kept as it is here, so an edit
/// not yet uploaded is never overwritten; and a card only this device has (its upload failed,
/// or the app was stopped first) is uploaded. A card that cannot be stored is skipped, with its
/// reason, and the rest still arrive. A card deleted here whose deletion has not reached the
/// backend yet is deleted there again on the next download, and never comes back from it.
public struct CardSync: Sendable {
    /// What a download did.
    public struct Report: Hashable, Sendable {
        public struct Skipped: Hashable, Sendable {
            public let name: String
            public let reason: String

            public init(name: String, reason: String) {
                self.name = name
                self.reason = reason
            }
        }

        /// Cards new on this device.
        public var added: Int
        /// Cards the backend sent that this device already had.
        public var alreadyHere: Int
        /// Cards only this device had, now on the backend too.
        public var uploaded: Int
        public var skipped: [Skipped]
    }

    private let store: any CardStore
    private let remote: any CardSyncService
    private let unsyncedDeletions = UnsyncedDeletions()

    public init(store: any CardStore, remote: any CardSyncService) {
        self.store = store
        self.remote = remote
    }

    /// Downloads the backend's cards and adds the new ones.
    /// - Throws: the remote service's error when the download itself fails.
    public func download() async throws -> Report {
        for identifier in await unsyncedDeletions.all {
            try? await deleteRemotely(identifier)
        }
        let deletedHere = await unsyncedDeletions.all
        let cards = try await remote.downloadCards()
        var report = Report(added: 0, alreadyHere: 0, uploaded: 0, skipped: [])
        for card in cards where !deletedHere.contains(card.identifier) {
            do {
                if try await store.card(identifier: card.identifier) != nil {
                    report.alreadyHere += 1
                } else {
                    try await store.save(card)
                    report.added += 1
                }
            } catch {
                report.skipped.append(.init(name: card.name, reason: "\(error)"))
            }
        }
        try await uploadCardsOnlyHere(notIn: Set(cards.map(\.identifier)).union(deletedHere), into: &report)
        return report
    }

    private func uploadCardsOnlyHere(notIn remoteIdentifiers: Set<Card.ID>, into report: inout Report) async throws {
        let summaries = try await store.summaries(offset: 0, limit: try await store.count())
        for summary in summaries where !remoteIdentifiers.contains(summary.identifier) {
            do {
                guard let card = try await store.card(identifier: summary.identifier) else { continue }
                try await remote.upload([card])
                report.uploaded += 1
            } catch {
                report.skipped.append(.init(name: summary.name, reason: "not uploaded: \(error)"))
            }
        }
    }

    /// Stores the card here (all or nothing), the step the user waits for.
    public func saveLocally(_ card: Card) async throws {
        try await store.save(card)
    }

    /// Sends a saved card to the backend.
    public func upload(_ card: Card) async throws {
        try await remote.upload([card])
    }

    /// Removes the card here, the step the user waits for.
    public func deleteLocally(_ identifier: Card.ID) async throws {
        try await store.delete(identifier: identifier)
        await unsyncedDeletions.insert(identifier)
    }

    /// Removes the card from the backend; until that works, downloads leave the card out.
    public func deleteRemotely(_ identifier: Card.ID) async throws {
        try await remote.deleteCard(identifier: identifier)
        await unsyncedDeletions.remove(identifier)
    }
}

/// The cards deleted here that the backend may still have, for as long as the app runs.
private actor UnsyncedDeletions {
    private(set) var all: Set<Card.ID> = []

    func insert(_ identifier: Card.ID) {
        all.insert(identifier)
    }

    func remove(_ identifier: Card.ID) {
        all.remove(identifier)
    }
}
