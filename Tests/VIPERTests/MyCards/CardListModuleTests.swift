import AppSupport
import Domain
import Imaging
import TestSupport
import Testing

@testable import MyCardsVIPER

@MainActor
@Suite("VIPER · CardList module")
struct CardListModuleTests {
    @Test func theRolesAreWiredAndAllGoWithTheScreen() async {
        let dependencies = MyCardsDependencies.doubles(camera: await CardFixtures.testCamera())
        let check = ModuleCheck(
            { CardListModule.assemble(dependencies: dependencies) }, view: CardListView.self,
            presenter: CardListPresenter.self
        ) {
            $1.view === $0
        }

        #expect(check.isWired)
        #expect(
            check.isReleased, "popped, the screen goes, and nothing holds its presenter: no cycle between the roles")
    }

    @Test func cardsThatCannotBeReadAreNotShownAsNoCards() async throws {
        let store = CardStoreSpy()
        await store.fail(with: ServiceFailure("The database is locked."))
        let dependencies = MyCardsDependencies(
            auth: AuthServiceSpy(), settings: SettingsStoreSpy(), offersDemoAccount: true, isSignedIn: true,
            cards: store, sync: CardSync(store: store, remote: CardSyncServiceSpy()),
            camera: await CardFixtures.testCamera(), photosDirectory: "/",
            navigation: NavigationSpy(), work: WorkRecorder(), scheduler: ManualScheduler()
        )
        let list = try #require(CardListModule.assemble(dependencies: dependencies) as? CardListView)

        await list.presenter.viewDidLoad()

        #expect(list.emptyState.isHidden, "the count is unknown: the status says why instead")
    }
}
