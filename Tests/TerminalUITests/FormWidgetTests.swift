import Foundation
import Testing

@testable import TerminalUI

@Suite("Text fields, toggles, buttons, steppers and focus")
@MainActor
struct FormWidgetTests {
    @Test func typingEditsTheFocusedFieldByCharacter() async {
        let driver = makeDriver()
        let field = TextField(label: "Name", text: "")
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        await driver.start(TestScreen([field]))

        await driver.type("Maria")
        await driver.press(.left, .left, .backspace, .character("t"), .home, .delete, .end, .character("!"))

        // "Maria", back two and erase the r: "Maia"; a t: "Matia"; Home, Delete: "atia"; End, "!".
        #expect(field.text == "atia!")
        #expect(changes.first == "M")
        #expect(driver.line(1) == " Name  atia!")
    }

    @Test func qAndLettersAreTextInsideAField() async {
        let driver = makeDriver()
        let field = TextField(label: "Name")
        await driver.start(
            TestScreen([field], keyBindings: [KeyBinding(.character("a"), "Add") { field.text = "WRONG" }]))

        await driver.type("qa")

        #expect(field.text == "qa")
        #expect(driver.app.isRunning)
    }

    @Test func wideCharactersAndEmojiStayAligned() async {
        let driver = makeDriver()
        let field = TextField(label: "Name", text: "東京🎉x", labelWidth: 6)
        await driver.start(TestScreen([field, Label("abcdefghijklmn")]))

        #expect(driver.line(1) == " Name  東京🎉x")
        #expect(TextWidth.of("東京🎉x") == 7)
        // Each wide character's second cell is a continuation, so "x" lands in column 13.
        let grid = driver.backend.grid
        #expect(grid[8, 1].isContinuation && grid[10, 1].isContinuation && grid[12, 1].isContinuation)
        #expect(grid[13, 1].text == "x")
        await driver.press(.backspace, .backspace)
        #expect(field.text == "東京")
    }

    @Test func aPasswordShowsDots() async {
        let driver = makeDriver()
        let password = TextField(label: "Password", isSecure: true)
        await driver.start(TestScreen([password]))

        await driver.type("sécret")

        #expect(driver.line(1) == " Password  ••••••")
        #expect(password.text == "sécret")
    }

    @Test func aLongValueScrollsToKeepTheCursorInView() async {
        let driver = makeDriver()
        let field = TextField(label: "Team", labelWidth: 6)
        field.width = 20
        await driver.start(TestScreen([Row([field])]))

        await driver.type("Kashima Antlers Football Club")

        #expect(driver.line(1).hasSuffix("Football Club"))
        #expect(!driver.line(1).contains("Kashima"))
    }

    @Test func anInlineErrorShowsUnderTheField() async {
        let driver = makeDriver()
        let field = TextField(label: "Age", text: "150", labelWidth: 6)
        field.error = "Age must be a whole number from 1 to 99."
        await driver.start(TestScreen([field]))

        #expect(driver.line(2) == "       Age must be a whole number from 1 to 99.")
    }

    @Test func tabAndArrowsMoveFocusAndEnterSubmits() async {
        let driver = makeDriver()
        let username = TextField(label: "Username")
        let password = TextField(label: "Password", isSecure: true)
        let remember = Toggle("Remember me", isOn: true)
        var submitted = 0
        let login = Button("Login") { submitted += 1 }
        password.onSubmit = { submitted += 10 }
        let screen = TestScreen([username, password, remember, login])
        await driver.start(screen)
        #expect(screen.focusedView === username)

        await driver.press(.tab)
        #expect(screen.focusedView === password)
        await driver.press(.enter)
        await driver.press(.down, .character(" "))
        #expect(remember.isOn == false)
        await driver.press(.down, .enter, .backTab)

        #expect(submitted == 11)
        #expect(screen.focusedView === remember)
        #expect(driver.line(5) == " [ ] Remember me")
    }

    @Test func aDisabledButtonDoesNothingAndIsSkippedByTab() async {
        let driver = makeDriver()
        var pressed = 0
        let field = TextField(label: "Name")
        let done = Button("Done", isEnabled: false) { pressed += 1 }
        let screen = TestScreen([field, done])
        await driver.start(screen)

        await driver.press(.tab)
        await driver.click(x: 2, y: 3)

        #expect(pressed == 0)
        #expect(screen.focusedView === field)
        done.isEnabled = true
        await driver.click(x: 2, y: 3)
        #expect(pressed == 1)
        #expect(screen.focusedView === done)
    }

    @Test func aStepperStaysWithinItsBounds() async {
        let driver = makeDriver()
        let stepper = Stepper("Team A", value: 99, range: 0...100)
        var values: [Int] = []
        stepper.onChange = { values.append($0) }
        await driver.start(TestScreen([stepper, ScoreBoard(teamA: 2, teamB: 1)]))

        await driver.press(.right, .right, .right, .character("-"))

        #expect(stepper.value == 99)
        #expect(values == [100, 99])
        #expect(driver.line(1) == " Team A  ◀ 99 ▶")
        #expect(driver.line(3).trimmingCharacters(in: .whitespaces) == "TEAM A  2 : 1  TEAM B")
    }

    // MARK: Pastes and limits

    @Test func aPasteIsOneInsertionAtTheCursorWithLineBreaksAsSpaces() async {
        let driver = makeDriver()
        let field = TextField(label: "Name", text: "Ana ", labelWidth: 6)
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        await driver.start(TestScreen([field]))

        await driver.press(.home)
        await driver.paste("Maria\r\nda\tSilva\u{7}\u{202E} ")

        #expect(field.text == "Maria da Silva Ana ")
        #expect(changes == ["Maria da Silva Ana "], "one change for the whole paste")
        #expect(field.cursor == 15)
    }

    /// Invisible direction overrides (U+202E, U+2066–U+2069) would make a name read backwards
    /// on every screen that shows it: they are never typed, nor are control characters.
    @Test func directionControlsAreNotTyped() async {
        let driver = makeDriver()
        let field = TextField(label: "Name", labelWidth: 6)
        await driver.start(TestScreen([field]))

        await driver.type("ab\u{202E}c\u{2066}d\u{2069}")

        #expect(field.text == "abcd")
    }

    @Test func aFieldWithALimitTakesNoMoreAndSaysSo() async {
        let driver = makeDriver()
        let field = TextField(label: "Name", maximumLength: 8, labelWidth: 6)
        var changes: [String] = []
        field.onChange = { changes.append($0) }
        let after = Label("next")
        await driver.start(TestScreen([field, after]))

        await driver.paste("Bartholomew")
        #expect(field.text == "Barthol" + "o")
        #expect(driver.line(2) == "       At most 8 characters.")
        await driver.type("x")
        #expect(field.text == "Bartholo")

        await driver.press(.backspace)
        #expect(field.text == "Barthol")
        #expect(!driver.screen.contains("At most"), "the note goes once there is room again")
        #expect(changes == ["Bartholo", "Barthol"])
    }

    @Test func theLimitCountsCharactersNotScalars() async {
        let driver = makeDriver()
        let field = TextField(label: "Name", maximumLength: 3, labelWidth: 6)
        await driver.start(TestScreen([field]))

        // "e" and a combining accent typed apart are one character; so is a flag's two halves.
        await driver.type("e\u{301}\u{1F1E7}\u{1F1F7}x")

        #expect(field.text == "é🇧🇷x")
        #expect(!driver.screen.contains("At most"))
    }

    /// Ten thousand characters, pasted and then moved through: the field shows the part around
    /// its cursor, and what is before and after it stays whole.
    @Test func aVeryLongValueShowsTheCursorsPartAndKeepsEveryCharacter() async {
        let driver = makeDriver()
        let field = TextField(label: "Note", labelWidth: 6)
        field.width = 20
        await driver.start(TestScreen([Row([field])]))
        let text = (0..<1_000).map { String(format: "%04d山田", $0) }.joined(separator: " ")

        await driver.paste(text)
        #expect(driver.line(1).hasSuffix("0999山田"), "scrolled to the end, where the cursor is")
        await driver.press(.home)
        #expect(driver.line(1).contains("0000山田 0001"))

        #expect(field.text == text)
    }
}
