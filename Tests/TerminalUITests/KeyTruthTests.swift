import TerminalUI
import Testing

/// The key bar and the help say what the keys do: every widget's `keyHelp` names exactly the
/// keys its `handle` acts on, whatever state it is in; the app composes bar and help from them.
@MainActor
@Suite("Keys that tell the truth")
struct KeyTruthTests {
    /// Every key a person can press, as the decoder makes them.
    static let keys: [Key] =
        (0x20...0x7E).map { .character(Character(Unicode.Scalar($0))) } + [
            .character("é"), .character("東"), .enter, .tab, .backTab, .escape, .backspace, .delete,
            .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .function(1), .function(5),
            .control("c"), .control("d"), .control("r"), .alt("b"),
        ]

    /// For each key, a fresh view: does `handle` take the key exactly when `keyHelp` lists it?
    static func problems(_ name: String, _ make: () -> View) -> [String] {
        keys.compactMap { key in
            let view = make()
            let listed = view.keyHelp.contains { $0.covers(key) }
            let acted = view.handle(key)
            guard acted != listed else { return nil }
            return "\(name): \(key.label) "
                + (acted ? "acts but is not in its help" : "is in its help but does nothing")
        }
    }

    @Test func everyWidgetsHelpNamesTheKeysItActsOn() {
        let rows = [ListItem("Ana"), ListItem("Ben")]
        let tickable = [ListItem("Ana", accessory: .checkbox(false)), ListItem("Ben", accessory: .checkbox(true))]
        func list(_ items: [ListItem]) -> ListView {
            let list = ListView(sections: [ListSection(items: items)])
            if let first = list.indices.first { list.highlight(first) }
            return list
        }
        func paged(_ count: Int) -> PagedListView {
            let list = PagedListView()
            list.reset(count: count)
            return list
        }
        var problems: [String] = []
        problems += Self.problems("text field") { TextField(label: "Name", text: "Ana") }
        problems += Self.problems("password") { TextField(label: "Password", isSecure: true) }
        problems += Self.problems("list") { list(rows) }
        problems += Self.problems("list with ticks") { list(tickable) }
        problems += Self.problems("empty list") { list([]) }
        problems += Self.problems("paged list") { paged(30) }
        problems += Self.problems("empty paged list") { paged(0) }
        problems += Self.problems("grid") { ThumbnailGrid(count: 5) }
        problems += Self.problems("empty grid") { ThumbnailGrid(count: 0) }
        problems += Self.problems("card face") { CardFace(title: "Front", placeholder: "No photo") }
        problems += Self.problems("toggle") { Toggle("Remember me") }
        problems += Self.problems("stepper") { Stepper("Team A", value: 3, range: 0...100) }
        problems += Self.problems("button") { Button("Done") }
        problems += Self.problems("disabled button") { Button("Done", isEnabled: false) }
        problems += Self.problems("label") { Label("Players") }

        #expect(problems.isEmpty, "\(problems)")
    }

    /// The audit itself: a view whose help lies is caught.
    @Test func aViewWhoseHelpLiesIsCaught() {
        final class Lying: View {
            override var keyHelp: [KeyHelp] { [KeyHelp([.character("y")], "Yes")] }
            override func handle(_ key: Key) -> Bool { key == .character("x") }
        }

        let problems = Self.problems("lying") { Lying() }

        #expect(problems == ["lying: x acts but is not in its help", "lying: y is in its help but does nothing"])
    }

    // MARK: The key bar and the help, composed

    private func start(_ screen: Screen) async -> ScriptDriver {
        let driver = makeDriver(Size(columns: 80, rows: 24))
        await driver.start(screen)
        return driver
    }

    /// In a text field `q` and `?` are letters: the help says Esc goes back and F1 is help, and
    /// lists typing — not "Esc q Back".
    @Test func whileTypingQAndTheQuestionMarkAreText() async {
        let driver = await start(TestScreen([TextField(label: "Name")], keyBindings: [KeyBinding(.enter, "Done") {}]))

        await driver.press(.function(1))

        #expect(driver.shows("Esc           Quit"))
        #expect(!driver.shows("Esc q"))
        #expect(driver.shows("F1            This help"))
        #expect(driver.shows("a–z …         Type"))
        #expect(driver.shows("Enter         Done"))
        #expect(driver.app.keyProblems().isEmpty)
    }

    /// A photo face focused takes Enter: the bar says what it does, not the screen's "Done".
    @Test func aFocusedViewThatTakesAKeyNamesItInTheBar() async {
        let face = CardFace(title: "Front", placeholder: "No photo")
        face.selectTitle = "Set photo"
        let screen = TestScreen(
            [TextField(label: "Name"), face],
            keyBindings: [KeyBinding(.enter, "Done") {}, KeyBinding(.escape, "Cancel") {}])
        let driver = await start(screen)

        await driver.press(.tab)

        #expect(driver.line(23).hasPrefix("Enter Set photo  Esc Cancel"))
        #expect(driver.app.keyProblems().isEmpty)
    }

    @Test func overAnAlertTheBarAndTheHelpAreTheAlerts() async {
        let driver = await start(TestScreen([Label("x")], keyBindings: [KeyBinding(.character("d"), "Delete") {}]))
        driver.app.showAlert(
            title: "Delete card", message: "Sure?",
            buttons: [AlertButton("Delete", role: .destructive), AlertButton("Cancel", role: .cancel)])
        await driver.settle()
        let bar = driver.line(23)

        await driver.press(.character("?"))

        #expect(bar.hasPrefix("← → Choose a button  Enter Pick it  Esc Cancel"))
        #expect(driver.shows("Enter Space        Pick it"))
        #expect(driver.app.keyProblems().isEmpty)
    }

    /// Alternatives are listed with their key: h and l beside ← and →.
    @Test func theOtherKeysOfAnActionAreListed() async {
        let driver = await start(
            TestScreen([Label("x")], keyBindings: [KeyBinding(.left, "Move left", also: [.character("h")]) {}]))

        await driver.press(.character("?"))

        #expect(driver.shows("← h    Move left"))
    }

    /// A dimmed key pressed says why in the status line.
    @Test func aDimmedKeySaysWhy() async {
        let screen = TestScreen(
            [Label("x")],
            keyBindings: [
                KeyBinding(.character("c"), "Confirm", isEnabled: false, disabledReason: "Select at least two players.")
                {}
            ])
        let driver = await start(screen)

        await driver.press(.character("c"))

        #expect(screen.statusLine == "Select at least two players.")
    }

    /// The check itself: two actions on one key — the bar offers both, one of them never acts.
    @Test func twoActionsOnOneKeyAreCaught() async {
        let driver = await start(
            TestScreen([Label("x")], keyBindings: [KeyBinding(.enter, "Open") {}, KeyBinding(.enter, "Done") {}]))

        #expect(driver.app.keyProblems().contains("the key bar says Enter Done, but it does Open"))
    }
}
