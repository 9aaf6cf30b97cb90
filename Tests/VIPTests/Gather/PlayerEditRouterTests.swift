import Domain
import TerminalUI
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Player edit router")
struct PlayerEditRouterTests {
    @Test func theSavedPlayerIsWrittenBackIntoTheDetails() async throws {
        let details = PlayerDetailConfigurator.assemble(dependencies: .doubles())
        let navigation = NavigationSpy(root: details)
        // The scene's own router works on a navigation of its own: only `sut` routes here.
        let edit = PlayerEditConfigurator.assemble(dependencies: .doubles())
        navigation.push(edit)
        let store = try #require(edit.router?.dataStore as? PlayerEditInteractor)
        store.field = .name
        store.player = PlayerFixtures.ana
        store.start(request: .init())
        store.change(request: .init(value: "Ana S."))
        await store.save(request: .init())

        let sut = PlayerEditRouter(navigation: navigation)
        sut.dataStore = store
        sut.routeToPlayerDetail()

        #expect(navigation.top === details)
        #expect(details.router?.dataStore?.updatedPlayer?.name == "Ana S.")
    }
}
