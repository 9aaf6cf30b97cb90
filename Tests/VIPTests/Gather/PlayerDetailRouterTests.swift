import Domain
import TestSupport
import Testing

@testable import GatherVIP

@MainActor
@Suite("VIP · Player detail router")
struct PlayerDetailRouterTests {
    @Test func theChosenFieldAndThePlayerArePassedToTheEditor() throws {
        let navigation = NavigationSpy()
        let store = PlayerDetailInteractor()
        store.player = PlayerFixtures.ana
        store.edit(request: .init(section: 0, row: 1))
        let sut = PlayerDetailRouter(dependencies: .doubles(navigation: navigation))
        sut.dataStore = store

        sut.routeToPlayerEdit()

        let edit = try #require(navigation.top as? PlayerEditViewController)
        #expect(edit.router?.dataStore?.field == .age)
        #expect(edit.router?.dataStore?.player == PlayerFixtures.ana)
    }

    @Test func backToTheListThePlayerAsEditedIsWrittenIntoIt() throws {
        let list = PlayerListConfigurator.assemble(dependencies: .doubles())
        let navigation = NavigationSpy(root: list)
        let store = PlayerDetailInteractor()
        var older = PlayerFixtures.ana
        older.age = 25
        store.player = PlayerFixtures.ana
        store.updatedPlayer = older
        let sut = PlayerDetailRouter(dependencies: .doubles(navigation: navigation))
        sut.dataStore = store
        navigation.push(PlayerDetailViewController())

        sut.routeToPlayerList()

        #expect(navigation.top === list)
        #expect(list.router?.dataStore?.updatedPlayer == older)
    }

    /// Details only looked at: the list has nothing to take in, and no reason to load again.
    @Test func backToTheListAPlayerNotEditedIsNotWrittenIntoIt() throws {
        let list = PlayerListConfigurator.assemble(dependencies: .doubles())
        let navigation = NavigationSpy(root: list)
        let store = PlayerDetailInteractor()
        store.player = PlayerFixtures.ana
        let sut = PlayerDetailRouter(dependencies: .doubles(navigation: navigation))
        sut.dataStore = store
        navigation.push(PlayerDetailViewController())

        sut.routeToPlayerList()

        #expect(navigation.top === list)
        #expect(list.router?.dataStore?.updatedPlayer == nil)
    }
}
