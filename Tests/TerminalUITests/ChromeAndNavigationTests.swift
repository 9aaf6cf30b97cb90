import Testing

@testable import TerminalUI

@Suite("Screens, chrome and navigation")
@MainActor
struct ChromeAndNavigationTests {
    @Test func aScreenHasATitleBarStatusLineAndKeyBar() async {
        let driver = makeDriver()
        let screen = TestScreen("Players", [Label("Hello")], keyBindings: [KeyBinding(.character("a"), "Add") {}])
        screen.status = "Synced 3 cards"

        await driver.start(screen)

        let expected =
            [" Football Gather · MVC · Players", " Hello"] + Array(repeating: "", count: 14)
            + [" Synced 3 cards", "a Add                                         ? Help  q Quit"]
        #expect(driver.screen == expected.joined(separator: "\n"))
    }

    @Test func aLongStatusWrapsOntoUpToThreeLinesAboveTheKeyBar() async {
        let driver = makeDriver()
        let screen = TestScreen("Players", [Label("Hello")])
        let reason =
            "Offline: The server's answer could not be read: expected the list of cards, but the body is not valid JSON."
        screen.status = reason
        await driver.start(screen)

        #expect(driver.line(15) == " Offline: The server's answer could not be read: expected")
        #expect(driver.line(16) == " the list of cards, but the body is not valid JSON.")

        screen.status = String(repeating: reason + " ", count: 3)
        await driver.settle()
        #expect(driver.line(16).hasSuffix("…"))
        #expect(driver.line(13).isEmpty && driver.line(14).hasPrefix(" Offline: "), "three lines, no more")
    }

    @Test func pushPopAndPopToRootCallTheAppearanceHooks() async {
        let driver = makeDriver()
        let root = TestScreen("Root", [Label("root")])
        let second = TestScreen("Second", [Label("second")])
        let third = TestScreen("Third", [Label("third")])
        await driver.start(root)

        root.navigation?.push(second)
        second.navigation?.push(third)
        await driver.settle()
        #expect(driver.line(0).contains("Third"))
        #expect(driver.line(17).contains("q Back"))

        await driver.press(.escape)
        #expect(driver.line(0).contains("Second"))

        second.navigation?.push(third)
        third.navigation?.popToRoot()
        await driver.settle()
        #expect(driver.line(0).contains("Root"))
        #expect(root.appeared == 2)
        #expect(root.loaded == 1 && third.loaded == 1, "loaded once, however often shown")
        #expect(third.disappeared == 2)
    }

    /// The hook MVP-C's coordinators hear a flow left by: every screen that comes on top, after a
    /// push, a pop (Esc's included), a pop to a screen, to the root, or a new root.
    @Test func theDelegateIsToldEachScreenThatComesOnTop() async throws {
        let driver = makeDriver()
        let root = TestScreen("Root", [Label("root")])
        let second = TestScreen("Second", [Label("second")])
        let third = TestScreen("Third", [Label("third")])
        let fourth = TestScreen("Fourth", [Label("fourth")])
        let delegate = NavigationRecorder()
        await driver.start(root)
        let navigation = try #require(root.navigation)
        navigation.delegate = delegate

        navigation.push(second)
        navigation.push(third)
        await driver.press(.escape)
        navigation.push(third)
        navigation.pop(to: root)
        navigation.push(second)
        navigation.popToRoot()
        navigation.setRoot(fourth)

        #expect(
            delegate.shown.map(\.title) == ["Second", "Third", "Second", "Third", "Root", "Second", "Root", "Fourth"])
    }

    @Test func qOnTheFirstScreenQuits() async {
        let driver = makeDriver()
        await driver.start(TestScreen([Label("only")]))

        await driver.press(.character("q"))

        #expect(!driver.app.isRunning)
    }

    @Test func controlCQuitsFromAnywhereEvenInAModal() async {
        let driver = makeDriver()
        await driver.start(TestScreen([Label("x")]))
        driver.app.showAlert(title: "Error", message: "Oops")

        await driver.press(.control("c"))

        #expect(!driver.app.isRunning)
    }

    @Test func helpListsTheScreensKeysAndAnyKeyClosesIt() async {
        let driver = makeDriver()
        await driver.start(TestScreen([Label("x")], keyBindings: [KeyBinding(.character("d"), "Delete") {}]))

        await driver.press(.character("?"))
        let shown = driver.screen
        await driver.press(.character("x"))

        #expect(shown.contains("d      Delete"))
        #expect(shown.contains("Esc q  Quit"))
        #expect(!shown.contains("Space") && !shown.contains("Tab"), "no keys for what this screen does not have")
        #expect(!driver.shows("Keys"))
    }

    /// Only the focused view's keys act: the help lists those, not the keys of the others.
    @Test func helpListsTheKeysOfTheFocusedViewAndOnlyThose() async {
        let driver = makeDriver()
        await driver.start(
            TestScreen([TextField(label: "Name"), Toggle("Remember me"), Stepper("Team A", range: 0...99)]))

        await driver.press(.function(1))
        let inTheField = driver.screen
        // Any key closes the help; then the focus goes to the stepper.
        await driver.press(.character("x"), .tab, .tab, .character("?"))

        #expect(inTheField.contains("← → Home End   Move in the text"))
        #expect(inTheField.contains("Tab S-Tab ↓ ↑  Next or previous field"))
        #expect(!inTheField.contains("Tick or untick") && !inTheField.contains("less / more"))
        #expect(driver.shows("← → h l - +    Team A: less / more"))
        #expect(!driver.shows("Move in the text"))
    }

    @Test func f1OpensHelpFromATextFieldWhereQuestionMarkIsTextAndTheBarSaysSo() async {
        let driver = makeDriver()
        let field = TextField(label: "Name")
        let toggle = Toggle("Remember me")
        await driver.start(TestScreen([field, toggle]))
        #expect(driver.line(17).hasSuffix("F1 Help  Esc Quit"))

        await driver.type("Why?")
        #expect(field.text == "Why?")
        await driver.press(.function(1))
        #expect(driver.shows("any key closes"))
        await driver.press(.escape, .tab)

        #expect(driver.line(17).hasSuffix("? Help  q Quit"), "outside a text field ? and q work again")
    }

    @Test func enterOnAToggleIsTheScreensMainActionNotAFlip() async {
        let driver = makeDriver()
        var submitted = 0
        let toggle = Toggle("Remember me", isOn: true)
        await driver.start(TestScreen([toggle], keyBindings: [KeyBinding(.enter, "Login") { submitted += 1 }]))

        await driver.press(.enter)

        #expect(toggle.isOn)
        #expect(submitted == 1)
    }

    @Test func keyBindingsRunUnlessDisabledAndKeepTheirSlot() async {
        let driver = makeDriver()
        var added = 0
        let screen = TestScreen(
            [Label("x")],
            keyBindings: [
                KeyBinding(.character("a"), "Add") { added += 1 },
                KeyBinding(.character("d"), "Delete", isEnabled: false) { added -= 100 },
            ])
        await driver.start(screen)

        await driver.press(.character("a"), .character("d"))

        #expect(added == 1)
        #expect(driver.line(17) == "a Add  d Delete                               ? Help  q Quit")
    }

    /// Ctrl-C does not ask, so its help line says what it would lose: the top screen's unsaved
    /// work — not a screen's below, which may be typing already used (the login under a list).
    @Test func ctrlCsHelpLineSaysWhatQuittingWouldLose() async {
        let driver = makeDriver(Size(columns: 80, rows: 18))
        let first = TestScreen("First", [Label("x")])
        first.unsavedWork = "What you typed will be lost."
        let second = TestScreen("Second", [Label("y")])
        await driver.start(first)

        await driver.press(.character("?"))
        #expect(driver.shows("Quit now. What you typed will be lost."))

        await driver.press(.escape)
        driver.app.navigation.push(second)
        await driver.press(.character("?"))
        #expect(driver.shows("Quit now"))
        #expect(!driver.shows("Quit now."), "the screen below is not what Ctrl-C here abandons")
        #expect(driver.app.unsavedWork == nil)

        await driver.press(.escape)
        second.unsavedWork = "The name you typed will be lost."
        await driver.press(.character("?"))
        #expect(driver.shows("Quit now. The name you typed will be lost."))
        #expect(driver.app.unsavedWork == "The name you typed will be lost.")
    }

    @Test func atTheSmallestSizeHelpAndBackAlwaysFitAndHelpListsEverything() async {
        let driver = makeDriver()
        let actions = ["Add", "Select", "Delete", "Reload", "Confirm players", "Sort", "Export"].enumerated().map {
            index, title in
            KeyBinding(.character(Character(UnicodeScalar(UInt8(97 + index)))), title) {}
        }
        await driver.start(TestScreen([Label("x")], keyBindings: actions))

        let bar = driver.line(17)
        await driver.press(.character("?"))

        #expect(bar.hasSuffix("? More  q Quit"), "the bar says that help has more")
        #expect(bar.hasPrefix("a Add  b Select"))
        for action in actions {
            #expect(driver.shows(action.title), "help shows \(action.title)")
        }
        #expect(driver.shows("Quit now"))
    }

    @Test func aNarrowBarLeavesOutTheSecondaryKeysFirstAndKeepsTheOrderOfTheRest() async {
        let driver = makeDriver()
        let titles = ["Open", "Add", "Select", "Delete", "Confirm", "Reload"]
        let secondary: Set = ["Delete", "Reload"]
        let actions = titles.enumerated().map { index, title in
            KeyBinding(
                .character(Character(UnicodeScalar(UInt8(97 + index)))), title,
                prominence: secondary.contains(title) ? .secondary : .primary
            ) {}
        }
        await driver.start(TestScreen([Label("x")], keyBindings: actions))

        #expect(driver.line(17) == "a Open  b Add  c Select  e Confirm            ? More  q Quit")
    }

    @Test func clickingHelpInTheKeyBarOpensItEvenFromATextField() async {
        let driver = makeDriver()
        let field = TextField(label: "Name")
        await driver.start(TestScreen([field]))

        await driver.click(x: 50, y: 17)

        #expect(field.text.isEmpty)
        #expect(driver.shows("any key closes"))
    }

    @Test func clickingAKeyInTheKeyBarRunsIt() async {
        let driver = makeDriver()
        var added = 0
        await driver.start(TestScreen([Label("x")], keyBindings: [KeyBinding(.character("a"), "Add") { added += 1 }]))

        await driver.click(x: 2, y: 17)

        #expect(added == 1)
    }

    @Test func aHiddenAlertTakesNoKeysWhileTheTerminalIsTooSmall() async {
        let driver = makeDriver()
        var deleted = false
        await driver.start(TestScreen([Label("x")]))
        driver.app.showAlert(
            title: "Delete", message: "Sure?", buttons: [AlertButton("Delete", role: .destructive) { deleted = true }])

        await driver.resize(to: Size(columns: 30, rows: 10))
        await driver.press(.enter)

        #expect(!deleted)
    }

    @Test func aTinyTerminalSaysSoAndRecoversWhenEnlarged() async {
        let driver = makeDriver()
        await driver.start(TestScreen("Players", [Label("content")]))

        await driver.resize(to: Size(columns: 40, rows: 10))
        let small = driver.screen
        await driver.press(.character("q"))
        await driver.resize(to: Size(columns: 80, rows: 24))

        #expect(small.contains("Terminal too small: need at least"))
        #expect(small.contains("60×18"))
        #expect(small.contains("(now 40×10)"))
        #expect(small.contains("Ctrl-C to quit"), "it says which key still works")
        #expect(driver.app.isRunning, "keys other than ^C are ignored while the terminal is too small")
        #expect(driver.line(0).contains("Players"))
        #expect(driver.backend.grid.size == Size(columns: 80, rows: 24))
    }

    /// Two boxes side by side are reached as they are seen: → and ← move the focus along a row,
    /// and the help says so; past the row's end they do nothing.
    @Test func leftAndRightMoveTheFocusAlongARow() async {
        let driver = makeDriver()
        let front = Button("Front")
        let back = Button("Back")
        let screen = TestScreen("Card", [TextField(), Row([front, back])])
        await driver.start(screen)
        screen.focus(front)

        await driver.press(.right)
        let afterRight = screen.focusedView
        await driver.press(.right)
        let pastTheEnd = screen.focusedView
        await driver.press(.function(1))
        let helpAtTheEnd = driver.screen
        await driver.press(.escape, .left, .function(1))
        let helpAtTheStart = driver.screen

        #expect(afterRight === back)
        #expect(pastTheEnd === back)
        #expect(
            helpAtTheEnd.contains("Field to the left") && !helpAtTheEnd.contains("right"),
            "the help names only the side that has a field")
        #expect(helpAtTheStart.contains("Field to the right") && !helpAtTheStart.contains("left"))
        #expect(screen.focusedView === front)
    }

    /// Esc while the terminal is too small reaches nothing, not even a wait nobody can see.
    @Test func escOnATinyTerminalCancelsNoWait() async {
        let driver = makeDriver()
        let screen = TestScreen("Players", [Label("content")])
        await driver.start(screen)
        let app = driver.app
        app.perform(showingLoading: true) { try? await app.sleep(for: .seconds(60)) }
        driver.backend.resize(to: Size(columns: 40, rows: 10))
        app.handle(.resize(Size(columns: 40, rows: 10)))
        driver.draw()

        app.handle(.key(.escape))

        #expect(screen.statusLine == nil, "the wait was not cancelled")
        #expect(app.isRunning)
    }

    @Test func aStackGivesFixedViewsTheirRowsAndSharesTheRestAmongFlexibleOnes() async {
        let driver = makeDriver()
        let top = ListView(sections: [ListSection(items: (1...20).map { ListItem("A\($0)") })])
        let bottom = ListView(sections: [ListSection(items: (1...20).map { ListItem("B\($0)") })])
        let screen = Screen(
            title: "Layout", content: Stack([Label("header"), Spacer(rows: 2), top, bottom, Label("footer")]))

        await driver.start(screen)

        // 15 content rows: header 1, gap 2, footer 1, and 11 shared: 5 and 6.
        #expect(top.frame.y == 4 && top.frame.height == 5)
        #expect(bottom.frame.y == 9 && bottom.frame.height == 6)
        #expect(driver.line(15) == " footer")
    }

    @Test func aSecondFrameWritesOnlyWhatChanged() async {
        let driver = makeDriver()
        let label = Label("one")
        await driver.start(TestScreen([label]))

        label.text = "two"
        await driver.settle()

        #expect(driver.backend.lastChangeCount == 3)
    }
}

/// Records every screen the navigation says it showed.
@MainActor
private final class NavigationRecorder: NavigationDelegate {
    private(set) var shown: [Screen] = []

    func navigation(_ navigation: any Navigating, didShow screen: Screen) {
        shown.append(screen)
    }
}
