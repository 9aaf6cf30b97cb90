import Domain
import TestSupport
import Testing
@testable import MyCardsVIP

@MainActor
@Suite("VIP · Card upload worker")
struct CardUploadWorkerTests {
    @Test func aChangeGoesToTheBackendInTheBackgroundAndTheListenerHearsBeforeAndAfter() async {
        let remote = CardSyncServiceSpy()
        let work = WorkRecorder()
        let listener = CardUploadListenerSpy()
        let sut = CardUploadWorker(sync: CardSync(store: CardStoreSpy([CardFixtures.coffee]), remote: remote), work: work)
        sut.listener = listener

        sut.send(.saved(CardFixtures.coffee))
        await work.settle()
        await remote.fail(with: ServiceFailure("Cannot reach the server."))
        sut.send(.deleted(CardFixtures.books))
        await work.settle()

        #expect(await remote.uploads.count == 1)
        #expect(work.loadingLog.isEmpty)
        #expect(listener.events == ["will saved Coffee Club", "did saved Coffee Club", "will deleted Book Nook", "did deleted Book Nook: Cannot reach the server."])
    }
}

@MainActor
final class CardUploadListenerSpy: CardUploadListener {
    private(set) var events: [String] = []

    func changeWillReachBackend(_ change: CardUploadWorker.Change) async { events.append("will \(Self.describe(change))") }

    func changeReachedBackend(_ change: CardUploadWorker.Change, error: (any Error)?) {
        events.append("did \(Self.describe(change))\(error.map { ": \($0)" } ?? "")")
    }

    private static func describe(_ change: CardUploadWorker.Change) -> String {
        switch change {
        case .saved(let card): "saved \(card.name)"
        case .deleted(let card): "deleted \(card.name)"
        }
    }
}
