import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import GatherUDF

@MainActor
@Suite("UDF · Gather navigator")
struct GatherNavigatorTests {
    let navigation = NavigationSpy()
    let store = Store(
        initialState: AppFeature.State(showsDemoHint: false),
        reducer: AppFeature(
            auth: AuthServiceSpy(), settings: SettingsStoreSpy(), players: PlayersServiceSpy(),
            gathers: GathersServiceSpy()),
        work: WorkRecorder(), scheduler: ManualScheduler()
    )

    /// The navigator, started as the app starts it: the login on the stack.
    private func makeSUT() -> GatherNavigator {
        let navigator = GatherNavigator(store: store, navigation: navigation)
        navigation.push(navigator.start())
        return navigator
    }

    private var shownTypes: [String] { navigation.screens.map { "\(type(of: $0))" } }

    @Test func theStackFollowsThePathAsItGrowsAndShrinks() throws {
        let navigator = makeSUT()
        #expect(shownTypes == ["LoginView"])

        store.send(.login(.delegate(.loggedIn)))
        let list = try #require(store.state.path.ids.first)
        store.send(.path(.element(id: list, action: .playerList(.delegate(.openPlayer(PlayerFixtures.ana))))))
        let details = try #require(store.state.path.ids.last)
        store.send(.path(.element(id: details, action: .playerDetail(.fieldChosen(section: 0, row: 0)))))
        #expect(shownTypes == ["LoginView", "PlayerListView", "PlayerDetailView", "PlayerEditView"])

        let edit = try #require(store.state.path.ids.last)
        store.send(.path(.element(id: edit, action: .playerEdit(.delegate(.playerEdited(PlayerFixtures.ana))))))
        #expect(shownTypes == ["LoginView", "PlayerListView", "PlayerDetailView"])

        store.send(.path(.element(id: list, action: .playerList(.delegate(.loggedOut)))))
        #expect(shownTypes == ["LoginView"])
        _ = navigator
    }

    @Test func theLoginHidesThePasswordAndRemembersTheUserUnlessTold() throws {
        let navigator = makeSUT()

        let login = try #require(navigation.screens.first as? LoginView)

        #expect(login.passwordField.isSecure, "what is typed shows as •")
        #expect(login.rememberMeToggle.isOn, "as the login feature assumes until the preferences are read")
        _ = navigator
    }

    /// A text row edits in the field, a choice row in the list with the current choice highlighted.
    @Test func anEditShowsTheFieldItsRowNeeds() throws {
        let navigator = makeSUT()
        store.send(.login(.delegate(.loggedIn)))
        let list = try #require(store.state.path.ids.first)
        store.send(.path(.element(id: list, action: .playerList(.delegate(.openPlayer(PlayerFixtures.ben))))))
        let details = try #require(store.state.path.ids.last)

        store.send(
            .path(.element(id: details, action: .playerDetail(.delegate(.editField(.name, of: PlayerFixtures.ben))))))
        let name = try #require(navigation.top as? PlayerEditView)
        navigation.pop()
        store.send(
            .path(
                .element(
                    id: details,
                    action: .playerDetail(.delegate(.editField(.preferredPosition, of: PlayerFixtures.ben))))))
        let position = try #require(navigation.top as? PlayerEditView)

        #expect(!name.valueField.isHidden && name.choiceList.isHidden)
        #expect(position.valueField.isHidden && !position.choiceList.isHidden)
        #expect(position.choiceList.highlighted == ListIndex(section: 0, row: 1), "Ben is a defender")
        #expect(
            position.choiceList.sections.first?.items.map(\.accessory)
                == [false, true, false, false, false].map(ListItem.Accessory.checkmark))
        _ = navigator
    }

    @Test func aScreenTheTerminalPopsLeavesThePathAndIsFreed() throws {
        let navigator = makeSUT()
        store.send(.login(.delegate(.loggedIn)))
        let list = try #require(store.state.path.ids.first)
        store.send(.path(.element(id: list, action: .playerList(.addTapped))))
        weak let add = navigation.top
        #expect(add is PlayerAddView)

        navigation.pop()

        #expect(store.state.path.ids == [list])
        #expect(shownTypes == ["LoginView", "PlayerListView"])
        #expect(add == nil)
        _ = navigator
    }

    @Test func eachScreenShowsItsOwnStateOnTheStack() throws {
        let navigator = makeSUT()
        store.send(.login(.delegate(.loggedIn)))
        let list = try #require(store.state.path.ids.first)
        store.send(.path(.element(id: list, action: .playerList(.delegate(.openPlayer(PlayerFixtures.ana))))))
        store.send(.path(.element(id: list, action: .playerList(.delegate(.openPlayer(PlayerFixtures.ben))))))

        let shownPlayers = navigation.screens.compactMap { ($0 as? PlayerDetailView)?.store.state.player }
        #expect(shownPlayers == [PlayerFixtures.ana, PlayerFixtures.ben])
        _ = navigator
    }
}
