import Domain
import TestSupport
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("VIP · Card upload worker")
struct CardUploadWorkerTests {
    let remote = CardSyncServiceSpy()
    let work = WorkRecorder()

    private func makeSUT() -> CardUploadWorker {
        CardUploadWorker(
            sync: CardSync(store: CardStoreSpy([CardFixtures.coffee, CardFixtures.books]), remote: remote), work: work)
    }

    @Test func aChangeIsSentAtOnceAsTheAppsWorkWithoutTheLoadingIndicator() async {
        let sut = makeSUT()

        let upload = sut.send(.saved(CardFixtures.coffee))
        await work.settle()

        #expect(work.performedCount == 1)
        #expect(work.loadingLog.isEmpty)
        #expect(await remote.uploads.map { $0.map(\.name) } == [["Coffee Club"]])
        #expect(await upload.outcome() == nil)
    }

    @Test func whyAChangeCouldNotBeSentIsItsOutcome() async {
        let sut = makeSUT()
        await remote.fail(with: ServiceFailure("Cannot reach the server."))

        let upload = sut.send(.deleted(CardFixtures.books))

        #expect(await upload.outcome().map { "\($0)" } == "Cannot reach the server.")
        #expect(upload.change.cardName == "Book Nook")
    }
}

extension CardUploadWorker.Change {
    /// The card's name, whichever the change: what a test compares.
    var cardName: String {
        switch self {
        case .saved(let card), .deleted(let card): card.name
        }
    }
}
