import AppSupport
import Domain
import ScenarioSupport
import TerminalUI
import TestSupport
import Testing

/// Football Gather, the same sessions in every variant.
@MainActor
@Suite("Parity · Football Gather")
struct GatherScenarios {
    private func session(_ variant: Variant, _ scenario: String, script: (ParitySession) async throws -> Void)
        async throws
    {
        try await ParitySession.run(
            "Football Gather", variant, scenario: scenario, makeRoot: { $0.gather($1, $2) }, script: script)
    }

    private func logIn(_ session: ParitySession, as username: String = "demo", password: String = "demo") async {
        await session.type(username)
        await session.press(.tab)
        await session.type(password)
        await session.press(.enter)
    }

    @Test(arguments: variants)
    func loginNeedsBothFieldsAndTheRightPassword(_ variant: Variant) async throws {
        try await session(variant, "login") { session in
            session.checkpoint("login, demo hinted")
            await session.press(.tab, .enter)
            session.checkpoint("both fields are mandatory")
            await session.press(.enter, .backTab)
            await logIn(session, password: "wrong")
            session.checkpoint("wrong password")
        }
    }

    @Test(arguments: variants)
    func theLoginShowsItsLoadingStateWhileTheRequestIsInFlight(_ variant: Variant) async throws {
        try await session(variant, "login-in-flight") { session in
            await session.type("demo")
            await session.press(.tab)
            await session.type("demo")
            await session.pressHoldingTheRequest(.enter)
            session.checkpoint("logging in, request in flight")
            await session.releaseRequest()
            session.checkpoint("players")
        }
    }

    /// Esc while a screen waits cancels its request: the screen says why it stopped and keeps
    /// what was typed, and what was cancelled can be done again.
    @Test(arguments: variants)
    func escCancelsWhatAScreenWaitsFor(_ variant: Variant) async throws {
        try await session(variant, "esc-cancels") { session in
            await session.type("demo")
            await session.press(.tab)
            await session.type("demo")
            await session.pressHoldingTheRequest(.enter)
            session.checkpoint("logging in, Esc cancels")
            await session.press(.escape)
            session.checkpoint("login cancelled, the form kept")
            await session.press(.enter)

            await session.pressHoldingTheRequest(.character("r"))
            session.checkpoint("reloading, Esc cancels")
            await session.press(.escape)
            session.checkpoint("reload cancelled")
            await session.press(.character("r"))

            await session.press(.character("a"))
            await session.type("Zoe")
            await session.pressHoldingTheRequest(.enter)
            session.checkpoint("adding, Esc cancels")
            await session.press(.escape)
            session.checkpoint("add cancelled, the name kept")
            await session.press(.enter)
            session.checkpoint("added when done again")
        }
    }

    /// Select mode: a dimmed Confirm says what is missing, a reload keeps the ticks.
    @Test(arguments: variants)
    func selectModeSaysWhatIsMissingAndAReloadKeepsTheTicks(_ variant: Variant) async throws {
        try await session(variant, "select-mode") { session in
            await logIn(session)
            await session.press(.character("c"))
            session.checkpoint("confirm outside select mode says how to start")
            await session.press(.character("s"), .character(" "), .character("c"))
            session.checkpoint("one tick is not enough")
            await session.press(.down, .character(" "))
            session.checkpoint("two ticked, the reason gone")
            await session.press(.character("r"))
            session.checkpoint("the ticks kept after a reload")
        }
    }

    /// Two people on one player: while this app edits Ana's name, another device sets her age.
    /// Done is refused with what she is now; Done again saves the name over it, keeping the age.
    @Test(arguments: variants)
    func aPlayerChangedElsewhereIsShownAndNotOverwritten(_ variant: Variant) async throws {
        try await session(variant, "changed-elsewhere") { session in
            await logIn(session)
            await session.press(.enter, .enter, .end)
            await session.type(" Jr")
            try await Self.otherDeviceSetsAnasAge(to: 31, on: session)
            await session.press(.enter)
            session.checkpoint("changed elsewhere, the name kept")
            await session.press(.enter, .enter)
            session.checkpoint("saved over the current player")
        }
    }

    /// The conflict, then a change of mind: this app edits Ana's age while another device sets it
    /// to 31; after the dialog the person discards the edit. The details show the age as it is
    /// now, and a later edit of another field keeps it — nobody's change is put back.
    @Test(arguments: variants)
    func anEditAfterAConflictKeepsTheOtherChange(_ variant: Variant) async throws {
        try await session(variant, "edit-after-conflict") { session in
            await logIn(session)
            await session.press(.enter, .down, .enter, .end, .backspace, .backspace)
            await session.type("35")
            try await Self.otherDeviceSetsAnasAge(to: 31, on: session)
            await session.press(.enter)
            session.checkpoint("changed elsewhere, 35 kept")
            await session.press(.enter, .escape, .left, .enter)
            session.checkpoint("discarded: the details show the age set elsewhere")
            await session.press(.down, .enter, .end, .enter, .character("d"))
            session.checkpoint("the position saved, the age kept")
            let ana = try #require(try await session.environment.players.page(offset: 0, limit: 1).players.first)
            #expect(ana.age == 31, "the other device's change stays")
            #expect(ana.preferredPosition == .striker)
        }
    }

    /// Two people on one list: while this app edits Ben's name, another device deletes him. Done
    /// says so and offers to add him again as edited; Add again does, and the list shows him at
    /// its end. Then Chloé, deleted elsewhere too: Esc on the dialog drops the change, and her
    /// row is gone.
    @Test(arguments: variants)
    func aPlayerDeletedElsewhereIsAddedAgainOrItsChangeDropped(_ variant: Variant) async throws {
        try await session(variant, "deleted-elsewhere") { session in
            await logIn(session)
            await session.press(.down, .enter, .enter, .end)
            await session.type(" Jr")
            try await Self.otherDeviceDeletes("Ben Carter", on: session)
            await session.press(.enter)
            session.checkpoint("deleted elsewhere: add him again or drop the change")
            await session.press(.enter)
            session.checkpoint("added again, back on the list")
            await session.press(.home, .down, .enter, .enter)
            await session.type("x")
            try await Self.otherDeviceDeletes("Chloé Martin", on: session)
            await session.press(.enter, .escape)
            session.checkpoint("dropped: her row gone")
            let names = try await session.environment.players.page(offset: 0, limit: 100).players.map(\.name)
            #expect(names.last == "Ben Carter Jr", "added again as edited")
            #expect(!names.contains("Ben Carter") && !names.contains { $0.hasPrefix("Chloé") })
        }
    }

    /// Another device, meanwhile, deletes the player named `name`.
    private static func otherDeviceDeletes(_ name: String, on session: ParitySession) async throws {
        try await otherDevice(on: session) { players in
            let player = try #require(try await players.page(offset: 0, limit: 100).players.first { $0.name == name })
            _ = try await players.delete(player.id)
        }
    }

    /// Another device, meanwhile, sets the first player's (Ana's) age.
    private static func otherDeviceSetsAnasAge(to age: Int, on session: ParitySession) async throws {
        try await otherDevice(on: session) { players in
            let ana = try #require(try await players.page(offset: 0, limit: 1).players.first)
            var older = ana
            older.age = age
            _ = try await players.update(older, from: ana)
        }
    }

    /// Another app, logged in to the same backend with its own data folder.
    private static func otherDevice(on session: ParitySession, _ body: (any PlayersService) async throws -> Void)
        async throws
    {
        let folder = try TemporaryDirectory()
        var configuration = AppEnvironment.Configuration(
            dataDirectory: folder.path, server: try await session.environment.serverAddress.url())
        configuration.requestTimeout = LoadedMachine.requestTimeout
        let other = try await AppEnvironment.make(configuration)
        do {
            try await other.auth.login(username: "demo", password: "demo", rememberMe: false)
            try await body(other.players)
        } catch {
            await other.shutDown()
            throw error
        }
        await other.shutDown()
    }

    @Test(arguments: variants)
    func registeringLogsInToAnEmptyListAndTheUsernameIsRemembered(_ variant: Variant) async throws {
        try await session(variant, "register") { session in
            await session.type("newcomer")
            await session.press(.tab)
            await session.type("x")
            await session.press(.control("r"))
            session.checkpoint("password too short")
            await session.press(.enter)
            await session.type("secret")
            await session.press(.control("r"))
            session.checkpoint("no players yet")
            await session.press(.escape)
            session.checkpoint("logged out, username remembered")
        }
    }

    @Test(arguments: variants)
    func aPlayerIsAddedEditedAndDeleted(_ variant: Variant) async throws {
        try await session(variant, "player-editing") { session in
            await logIn(session)
            session.checkpoint("players")
            await session.press(.character("a"))
            session.checkpoint("add player, Done disabled")
            await session.press(.function(1))
            session.checkpoint("the help dims Done, with its reason")
            await session.press(.escape, .enter)
            session.checkpoint("Enter on the dimmed Done says why")
            await session.type("Zoe Quinn")
            session.checkpoint("a name typed, the reason gone")
            await session.press(.enter)
            session.checkpoint("Zoe added")
            await session.press(.end, .enter)
            session.checkpoint("Zoe's details")
            await session.press(.down, .enter)
            await session.type("1")
            await session.type("00")
            session.checkpoint("age out of range")
            await session.press(.enter)
            session.checkpoint("Enter on Done says the age is wrong")
            await session.press(.backspace)
            session.checkpoint("age 10, the reason gone")
            await session.press(.enter)
            session.checkpoint("age 10 saved")
            await session.press(.down, .enter)
            session.checkpoint("position choices")
            await session.press(.down, .down, .enter, .character("d"))
            session.checkpoint("midfielder saved")
            await session.press(.escape)
            session.checkpoint("list shows the changes")
            await session.press(.character("d"))
            session.checkpoint("delete asks first, naming the player")
            await session.press(.left, .enter)
            session.checkpoint("Zoe deleted")
        }
    }

    @Test(arguments: variants)
    func aGatherIsPlayedAndItsResultStored(_ variant: Variant) async throws {
        try await session(variant, "gather") { session in
            await logIn(session)
            await session.press(.character("s"), .character(" "))
            session.checkpoint("one selected, not enough")
            await session.press(.down, .character(" "), .down, .character(" "))
            await session.press(.character("c"))
            session.checkpoint("everyone on the bench")
            await session.press(.character("s"))
            session.checkpoint("Start says what is missing")
            await session.press(.left)
            session.checkpoint("a bench player cannot move left")
            await session.press(.right, .home, .right, .right)
            session.checkpoint("teams picked")
            await session.press(.down, .down, .right)
            session.checkpoint("a Team B player cannot move right")
            await session.press(.home)
            await session.press(.character("s"))
            session.checkpoint("gather started")
            await session.press(.character(" "))
            await session.advance(by: .seconds(3))
            session.checkpoint("three seconds played")
            await session.press(.character(" "))
            await session.advance(by: .seconds(5))
            session.checkpoint("paused")
            await session.press(.character(" "))
            await session.advance(by: .seconds(1))
            await session.press(.character("t"))
            session.checkpoint("time picker")
            for _ in 0..<9 { await session.press(.up) }
            await session.press(.right)
            for _ in 0..<56 { await session.press(.up) }
            await session.press(.enter)
            session.checkpoint("set to 00:00 and stopped")
            await session.press(.character("t"), .right, .down, .down, .enter, .character(" "))
            await session.advance(by: .seconds(10))
            session.checkpoint("time's up")
            await session.press(.character("c"))
            session.checkpoint("cancelled back to 10:00")
            await session.press(.right, .right, .right, .tab, .right)
            session.checkpoint("score 3-1")
            await session.press(.character("?"))
            session.checkpoint("help: Ctrl-C says the score is not saved")
            await session.press(.escape)
            await session.press(.character("e"))
            session.checkpoint("end asks first")
            await session.press(.left, .enter)
            session.checkpoint("back to the players")
            let stored = try await session.environment.gathers.gathers()
            #expect(stored.map(\.score) == ["3-1"])
            #expect(stored.map(\.winnerTeam) == ["Team A"])
        }
    }

    @Test(arguments: variants)
    func everyNetworkStepThatFailsShowsItsAlert(_ variant: Variant) async throws {
        try await session(variant, "failures") { session in
            // Each step is refused once by the backend, shows its alert, and then works when tried again.
            session.network.refusesRequests = true
            await logIn(session)
            session.checkpoint("login failed")
            await session.press(.enter)
            session.network.refusesRequests = false
            await session.press(.enter)

            session.network.refusesRequests = true
            await session.press(.character("r"))
            session.checkpoint("players failed to load")
            session.network.refusesRequests = false
            await session.press(.enter)

            session.network.refusesRequests = true
            await session.press(.character("a"))
            await session.type("Zoe")
            await session.press(.enter)
            session.checkpoint("create failed, name kept")
            await session.press(.enter, .escape)
            session.checkpoint("back asks before discarding the name")
            await session.press(.left, .enter)

            await session.press(.enter, .enter)
            await session.type("!")
            await session.press(.enter)
            session.checkpoint("update failed, value kept")
            await session.press(.enter, .escape, .left, .enter, .escape)

            await session.press(.character("d"), .left, .enter)
            session.checkpoint("delete failed, player kept")
            await session.press(.enter)

            session.network.refusesRequests = false
            await session.press(.character("s"), .character(" "), .down, .character(" "), .character("c"))
            await session.press(.right, .home, .right, .right)
            session.network.refusesRequests = true
            await session.press(.character("s"))
            session.checkpoint("gather not created")
            await session.press(.enter)

            session.network.refusesRequests = false
            await session.press(.character("s"))
            session.network.refusesRequests = true
            await session.press(.character("e"), .left, .enter)
            session.checkpoint("end failed, gather kept")
            await session.press(.enter)
            session.network.refusesRequests = false
            await session.press(.character("e"), .left, .enter)
            session.checkpoint("ended after a retry")
        }
    }

    /// A list that could not be reloaded (the backend refused) is not on screen: no key acts on
    /// its rows, each says why, and the help dims them; back on screen, Delete names whom it
    /// deletes. (Offline, the list as last loaded stays: `changesMadeOfflineWaitAndAreSentLater`.)
    @Test(arguments: variants)
    func nothingActsOnAListThatIsNotOnScreen(_ variant: Variant) async throws {
        try await session(variant, "unseen-rows") { session in
            await logIn(session)
            await session.press(.down, .down, .character("c"))
            session.network.refusesRequests = true
            await session.press(.character("r"), .character("r"))
            session.checkpoint("reload failed, the list gone")
            await session.press(.character("d"))
            session.checkpoint("Delete says why it does nothing")
            await session.press(.character("s"))
            session.checkpoint("Select says why it does nothing")
            await session.press(.character("?"))
            session.checkpoint("the help dims what acts on rows")
            session.network.refusesRequests = false
            await session.press(.escape, .character("r"))
            session.checkpoint("the list back, the reasons gone")
            await session.press(.character("d"))
            session.checkpoint("Delete names the highlighted player")
            await session.press(.escape)
            let names = try await session.environment.players.page(offset: 0, limit: 100).players.map(\.name)
            #expect(names.count == 8, "nobody was deleted")
        }
    }

    /// Esc where it would lose what was picked or typed asks first: typed credentials on Login
    /// (where Esc quits), ticks in select mode, teams on Confirm Players.
    @Test(arguments: variants)
    func escAsksBeforeLosingWork(_ variant: Variant) async throws {
        try await session(variant, "discard-asks") { session in
            await session.type("demo")
            await session.press(.escape)
            session.checkpoint("login asks before quitting")
            await session.press(.enter)
            await session.press(.tab)
            await session.type("demo")
            await session.press(.enter)
            await session.press(.character("s"), .character(" "), .escape)
            session.checkpoint("select mode asks before unticking")
            await session.press(.enter, .down, .character(" "), .character("c"), .right, .escape)
            session.checkpoint("the teams ask before going back")
            await session.press(.enter)
            session.checkpoint("Cancel keeps the teams")
            await session.press(.escape, .left, .enter)
            session.checkpoint("discarded, back to the ticks")
        }
    }

    /// Changes made while the backend cannot be reached are kept on this device, said to wait,
    /// and sent in order at the next load; meanwhile the list shows what it last had with them
    /// on top, and goes on working.
    @Test(arguments: variants)
    func changesMadeOfflineWaitAndAreSentLater(_ variant: Variant) async throws {
        try await session(variant, "offline-changes") { session in
            await logIn(session)
            await session.press(.enter, .enter, .end)
            await session.type(" Jr")
            session.network.failsRequests = true
            await session.press(.enter)
            session.checkpoint("the edit kept on this device")
            await session.press(.enter)
            session.checkpoint("the detail shows the edit")
            await session.press(.escape)
            session.checkpoint("back on the list: it says the edit waits")
            await session.press(.character("a"))
            await session.type("Zoe")
            await session.press(.enter)
            session.checkpoint("the new player kept on this device")
            await session.press(.enter)
            session.checkpoint("the list as last loaded, two changes wait")
            await session.press(.down, .character("d"), .left, .enter)
            session.checkpoint("deleted offline, the list goes on")
            await session.press(.enter)
            session.checkpoint("a player opens offline")
            session.network.failsRequests = false
            await session.press(.escape, .character("r"))
            session.checkpoint("all three sent, in order")
            let names = try await session.environment.players.page(offset: 0, limit: 100).players.map(\.name)
            #expect(names.first == "Ana Silva Jr")
            #expect(names.last == "Zoe")
            #expect(!names.contains("Ben Carter"))
        }
    }

    @Test(arguments: variants)
    func aLongListFetchesItsPagesAsItScrolls(_ variant: Variant) async throws {
        try await session(variant, "long-list") { session in
            await logIn(session)
            for number in 1...242 {
                _ = try await session.environment.players.create(PlayerDraft(name: "Player \(number)", skill: .amateur))
            }
            await session.press(.character("r"))
            session.checkpoint("250 players, the first page")
            await session.press(.end)
            session.checkpoint("the last page")
            await session.press(.character("s"), .character(" "), .home, .character(" "))
            session.checkpoint("two ticked, pages apart")
            await session.press(.character("c"))
            session.checkpoint("both on the bench")
            await session.press(.escape, .character("s"), .end, .character("d"), .left, .enter)
            session.checkpoint("the last one deleted")
            session.network.refusesRequests = true
            await session.press(.home)
            session.checkpoint("a page that could not be fetched")
            session.network.refusesRequests = false
            await session.press(.down)
            session.checkpoint("asked again after a key")
        }
    }
}
