import TerminalUI
import Testing

/// The status line says why a dimmed key does nothing for as long as that holds, and that a
/// wait was cancelled until the next key; the help tells dimmed keys from those that act.
@MainActor
@Suite("The kit's notices")
struct NoticeTests {
    private func start(_ screen: Screen) async -> ScriptDriver {
        let driver = makeDriver(Size(columns: 80, rows: 24))
        await driver.start(screen)
        return driver
    }

    /// A screen whose Done is dimmed until its field holds something, as PlayerAdd's is.
    private final class FormScreen: Screen {
        let field = TextField(label: "Name")

        init() {
            super.init(title: "Form", content: Stack([field]))
            field.onChange = { [weak self] _ in self?.update() }
            update()
        }

        func update() {
            let isValid = !field.text.isEmpty
            keyBindings = [
                KeyBinding(.enter, "Done", isEnabled: isValid, disabledReason: "Type the player's name first.") {}
            ]
        }
    }

    @Test func aDimmedKeysReasonGoesOnceTheKeyActs() async {
        let screen = FormScreen()
        let driver = await start(screen)

        await driver.press(.enter)
        #expect(screen.statusLine == "Type the player's name first.")
        #expect(driver.shows("Type the player's name first."))

        await driver.type("Z")
        #expect(screen.statusLine == nil, "the message no longer holds")
        #expect(!driver.shows("Type the player's name first."))
    }

    @Test func aDimmedKeysReasonStaysWhileItHolds() async {
        let screen = FormScreen()
        let driver = await start(screen)
        await driver.type("Z")
        await driver.press(.backspace)

        await driver.press(.enter)
        await driver.press(.left, .right)

        #expect(screen.statusLine == "Type the player's name first.")
    }

    /// A screen whose Delete is dimmed while its list is empty, with a Retry button that reloads
    /// the list (still empty) and a key that acts.
    private final class EmptyListScreen: Screen {
        let retry = Button("Retry")
        private(set) var reloads = 0

        init() {
            super.init(title: "Players", content: Stack([Label("There aren't any players."), retry]))
            retry.action = { [weak self] in self?.reload() }
            reload()
        }

        func reload() {
            reloads += 1
            keyBindings = [
                KeyBinding(.character("d"), "Delete", isEnabled: false, disabledReason: "There is no player to delete.")
                {},
                KeyBinding(.character("r"), "Reload") { [weak self] in self?.reload() },
            ]
        }
    }

    /// "There is no player to delete." goes once Retry (or another key) has acted: left there, it
    /// would read as what the retry did.
    @Test func aDimmedKeysReasonGoesOnceAnotherKeyOrAButtonActs() async {
        let screen = EmptyListScreen()
        let driver = await start(screen)
        screen.focus(screen.retry)

        await driver.press(.character("d"))
        let afterDelete = screen.statusLine
        await driver.press(.enter)
        let afterRetry = screen.statusLine
        await driver.press(.character("d"), .character("r"))

        #expect(afterDelete == "There is no player to delete.")
        #expect(afterRetry == nil)
        #expect(screen.statusLine == nil, "a key that acts takes it away too")
        #expect(screen.reloads == 3)
    }

    @Test func aNewStatusFromTheRoleIsNewerThanTheNotice() async {
        let screen = FormScreen()
        let driver = await start(screen)
        await driver.press(.enter)

        screen.status = "Unable to create player."

        #expect(screen.statusLine == "Unable to create player.")
    }

    /// The help lists a dimmed key dimmed, with its reason: never as if it acted.
    @Test func theHelpSaysWhyADimmedKeyDoesNothing() async {
        let driver = await start(FormScreen())

        await driver.press(.function(1))

        #expect(driver.shows("Done — Type the player's name first."))
    }

    /// A field whose Enter moves on says so, in the bar and the help, instead of the form's action.
    @Test func aFieldThatMovesOnOffersNextFieldNotTheFormsAction() async {
        let username = TextField(label: "Username")
        username.returnKey = .next
        let password = TextField(label: "Password")
        let screen = TestScreen([username, password], keyBindings: [KeyBinding(.enter, "Login") {}])
        username.onSubmit = { [weak screen] in screen?.focus(password) }
        let driver = await start(screen)

        #expect(driver.line(23).hasPrefix("Enter Next field"))
        #expect(driver.app.keyProblems().isEmpty, "\(driver.app.keyProblems())")
        await driver.press(.enter)

        #expect(screen.focusedView === password)
        #expect(driver.line(23).hasPrefix("Enter Login"))
    }

    /// A list whose rows open nothing offers no Enter.
    @Test func aListWithoutAnActionOffersNoEnter() async {
        let list = ListView(sections: [ListSection(items: [ListItem("Ana"), ListItem("Ben")])])
        let driver = await start(TestScreen([list]))

        await driver.press(.function(1))

        #expect(!driver.shows("Enter"))
        #expect(!list.handle(.enter))
    }

    /// Space on a single-choice row chooses it and never unticks it: the help says "Choose"
    /// there, and "Tick or untick" only where rows are ticks of many.
    @Test func spaceIsChooseOnAChoiceListAndTickOnACheckboxList() async {
        let choices = ListView(sections: [
            ListSection(items: [
                ListItem("Goalkeeper", accessory: .checkmark(true)), ListItem("Defender", accessory: .checkmark(false)),
            ])
        ])
        let ticks = ListView(sections: [ListSection(items: [ListItem("Ana", accessory: .checkbox(false))])])

        #expect(choices.keyHelp.last.map { [$0.action] } == ["Choose"])
        #expect(ticks.keyHelp.last.map { [$0.action] } == ["Tick or untick"])
    }

    /// Esc on a wait cancels it: the status line says so, and the next key takes it away.
    @Test func aCancelledWaitIsSaidUntilTheNextKey() async {
        let screen = TestScreen([Label("x")], keyBindings: [KeyBinding(.character("r"), "Reload") {}])
        let driver = await start(screen)
        let app = driver.app
        app.perform(showingLoading: true) { try? await app.sleep(for: .seconds(60)) }
        driver.draw()

        driver.app.handle(.key(.escape))
        #expect(screen.statusLine == "Cancelled.")
        await driver.settle()
        await driver.press(.character("r"))

        #expect(screen.statusLine == nil)
    }
}

/// The manual clock's watch for sleepers: a stop that comes before the wait begins still ends
/// it, so a key that starts no work is never waited on for good.
@Suite("Manual clock")
struct ManualClockStopTests {
    @Test func aStopBeforeTheWaitBeginsEndsIt() async {
        let clock = ManualClock()
        let stops = clock.stopCount

        clock.stopWaitingForSleepers()

        #expect(await clock.waitForSleepers(moreThan: 0, unlessStoppedSince: stops) == false)
    }
}
