import Testing

@testable import TerminalUI

@Suite("Alerts, sheets, pickers and loading")
@MainActor
struct ModalTests {
    @Test func anAlertTakesEveryKeyAndEnterPicksTheHighlightedButton() async {
        let driver = makeDriver()
        var chosen: [String] = []
        var screenKeys = 0
        await driver.start(
            TestScreen([Label("x")], keyBindings: [KeyBinding(.character("a"), "Add") { screenKeys += 1 }]))
        driver.app.showAlert(
            title: "Delete player", message: "Are you sure you want to delete the selected player?",
            buttons: [
                AlertButton("Delete", role: .destructive) { chosen.append("Delete") },
                AlertButton("Cancel", role: .cancel) { chosen.append("Cancel") },
            ])
        await driver.settle()
        #expect(driver.shows("Delete player"))
        #expect(driver.shows("[ Delete ]  [ Cancel ]"))

        await driver.press(.character("a"), .left, .enter)

        #expect(chosen == ["Delete"])
        #expect(screenKeys == 0)
        #expect(!driver.shows("Delete player"))
    }

    /// → pressed once too often stays on the right-most button: it never comes round to the
    /// dangerous one on the left. Tab goes round, as between fields.
    @Test func theArrowsStopAtTheEdgeAndTabGoesRound() async {
        let driver = makeDriver()
        var chosen: [String] = []
        await driver.start(TestScreen([Label("x")]))
        let buttons = [
            AlertButton("Yes") { chosen.append("Yes") },
            AlertButton("Cancel", role: .cancel) { chosen.append("Cancel") },
        ]
        driver.app.showAlert(title: "End Gather", message: "Are you sure you want to end the gather?", buttons: buttons)
        await driver.press(.right, .right, .right, .enter)
        driver.app.showAlert(title: "End Gather", message: "Are you sure you want to end the gather?", buttons: buttons)
        await driver.press(.left, .left, .character("h"), .right, .character("l"), .enter)
        driver.app.showAlert(title: "End Gather", message: "Are you sure you want to end the gather?", buttons: buttons)
        await driver.press(.tab, .tab, .enter)

        #expect(chosen == ["Cancel", "Cancel", "Yes"])
    }

    @Test func escapePicksCancel() async {
        let driver = makeDriver()
        var chosen: [String] = []
        await driver.start(TestScreen([Label("x")]))
        driver.app.showAlert(
            title: "End Gather", message: "Are you sure you want to end the gather?",
            buttons: [
                AlertButton("Yes") { chosen.append("Yes") },
                AlertButton("Cancel", role: .cancel) { chosen.append("Cancel") },
            ])

        await driver.press(.escape)

        #expect(chosen == ["Cancel"])
        #expect(driver.app.isRunning)
    }

    /// An alert without Cancel just closes on Esc, and says so to whoever holds it as state.
    @Test func escapeClosesAnAlertWithoutCancelAndSaysSo() async {
        let driver = makeDriver()
        var heard: [String] = []
        await driver.start(TestScreen([Label("x")]))
        driver.app.showAlert(
            title: "Error", message: "No camera is available.", buttons: [AlertButton("OK") { heard.append("OK") }]
        ) {
            heard.append("closed")
        }
        driver.app.showAlert(
            title: "End Gather", message: "Sure?",
            buttons: [AlertButton("Cancel", role: .cancel) { heard.append("Cancel") }]
        ) {
            heard.append("closed too")
        }

        await driver.press(.escape, .escape)

        #expect(heard == ["Cancel", "closed"])
        #expect(!driver.shows("Error"))
    }

    @Test func modalsStackAndCloseInOrder() async {
        let driver = makeDriver()
        await driver.start(TestScreen([Label("x")]))
        driver.app.present(
            ActionSheet(
                title: "Set front photo",
                buttons: [
                    AlertButton("Camera") { driver.app.showAlert(title: "Error", message: "No camera is available.") },
                    AlertButton("Cancel", role: .cancel),
                ]))
        await driver.settle()

        await driver.press(.enter)
        #expect(driver.shows("No camera is available."))
        #expect(!driver.shows("Set front photo"))
        await driver.press(.enter)
        #expect(!driver.shows("Error"))
    }

    @Test func theActionSheetMovesWithArrowsAndTakesClicks() async {
        let driver = makeDriver()
        var chosen: [String] = []
        await driver.start(TestScreen([Label("x")]))
        let sheet = ActionSheet(
            title: "Set back photo",
            buttons: [
                AlertButton("Camera") { chosen.append("Camera") },
                AlertButton("Photo Library") { chosen.append("Library") },
                AlertButton("Cancel", role: .cancel) { chosen.append("Cancel") },
            ])
        driver.app.present(sheet)
        await driver.settle()

        await driver.press(.down)
        #expect(sheet.highlighted == 1)
        await driver.click(x: sheet.frame.x + 3, y: sheet.frame.y + 1)

        #expect(chosen == ["Camera"])
    }

    @Test func thePickerChangesEachColumnAndReportsOnDone() async {
        let driver = makeDriver()
        var done: [[Int]] = []
        var cancelled = 0
        await driver.start(TestScreen([Label("x")]))
        driver.app.present(
            ColumnPicker(
                title: "Set time",
                columns: [(0...59).map { "\($0) min" }, (0...59).map { "\($0) sec" }],
                selection: [10, 0],
                onDone: { done.append($0) },
                onCancel: { cancelled += 1 }
            ))
        await driver.settle()
        #expect(driver.shows("10 min"))

        await driver.press(.down, .down, .tab, .down, .up, .up, .enter)
        #expect(done == [[12, 0]])

        driver.app.present(
            ColumnPicker(
                title: "Set time", columns: [["a"]], selection: [0], onDone: { done.append($0) },
                onCancel: { cancelled += 1 }))
        await driver.press(.escape)
        #expect(cancelled == 1)
    }

    @Test func workShowsLoadingAndIgnoresKeysMeanwhile() async {
        let driver = makeDriver()
        let field = TextField(label: "Name")
        await driver.start(TestScreen([field]))
        let gate = Gate()

        driver.app.perform { await gate.wait() }
        driver.app.render()
        driver.app.handle(.key(.character("x")))
        let whileLoading = driver.screen
        await gate.open()
        await driver.settle()

        #expect(whileLoading.contains("⠋ Loading..."))
        #expect(field.text == "")
        #expect(!driver.shows("Loading..."))
    }

    /// Esc while a screen waits cancels the work that screen started — the spinner says so, and
    /// the key bar offers only Esc and ^C — while work another screen started goes on.
    @Test func escWhileLoadingCancelsTheWorkOfTheScreenOnTopOnly() async {
        let driver = makeDriver()
        let first = TestScreen("First", [Label("first")])
        await driver.start(first)
        var outcomes: [String] = []
        driver.app.perform(showingLoading: false) { [app = driver.app] in
            do { try await app.sleep(for: .seconds(30)) } catch { outcomes.append("first cancelled") }
        }
        let second = TestScreen("Second", [Label("second")])
        driver.app.navigation.push(second)
        driver.app.perform { [app = driver.app] in
            do { try await app.sleep(for: .seconds(30)) } catch { outcomes.append("second cancelled") }
        }
        driver.app.render()
        let waiting = driver.screen

        driver.app.handle(.key(.escape))
        for _ in 0..<100 where outcomes.isEmpty { await Task.yield() }
        driver.app.render()

        #expect(waiting.contains("│    Esc Cancel    │"), "the spinner says how to stop waiting")
        #expect(waiting.split(separator: "\n").last?.hasPrefix("Esc Cancel") == true)
        #expect(waiting.split(separator: "\n").last?.hasSuffix("^C Quit") == true)
        #expect(outcomes == ["second cancelled"])
        #expect(second.backCount == 0 && driver.app.navigation.top === second, "Esc cancelled; it did not go back")
        #expect(!driver.screen.contains("Esc Cancel"), "the spinner and its key bar are gone")
        #expect(driver.app.hasWorkInFlight, "the first screen's work goes on")
        await driver.advance(by: .seconds(30))
        #expect(outcomes == ["second cancelled"], "and ends on its own")
    }

    @Test func aDestructiveConfirmationStartsOnCancel() async {
        let driver = makeDriver()
        var chosen: [String] = []
        await driver.start(TestScreen([Label("x")]))
        driver.app.showAlert(
            title: "Delete card", message: "Are you sure you want to delete this card?",
            buttons: [
                AlertButton("Delete", role: .destructive) { chosen.append("Delete") },
                AlertButton("Cancel", role: .cancel) { chosen.append("Cancel") },
            ])

        await driver.press(.enter)

        #expect(chosen == ["Cancel"])
    }

    @Test func emptyPickersAndSheetsStillTakeKeys() async {
        let driver = makeDriver()
        await driver.start(TestScreen([Label("x")]))
        var done: [[Int]] = []
        driver.app.present(ColumnPicker(title: "Empty", columns: [[]], selection: [5], onDone: { done.append($0) }))
        await driver.press(.up, .down, .right, .left, .enter)
        driver.app.present(ActionSheet(title: "Nothing", buttons: []))
        await driver.press(.down, .enter)

        #expect(done == [[0]])
        #expect(!driver.shows("Nothing"))
    }

    @Test func theSpinnerTurnsWithTheClock() async {
        let driver = makeDriver()
        await driver.start(TestScreen([Label("x")]))
        let gate = Gate()
        driver.app.perform { await gate.wait() }
        driver.app.render()

        let animatingWhileLoading = driver.app.nextTimerDeadline != nil
        await driver.clockOnly(advance: .milliseconds(300))
        let turned = driver.screen
        await gate.open()
        await driver.settle()

        #expect(animatingWhileLoading)
        #expect(turned.contains("⠸ Loading..."))
        #expect(driver.app.nextTimerDeadline == nil, "no spinner, no redraws")
    }
}

/// Holds work open until the test lets it finish.
actor Gate {
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

extension ScriptDriver {
    /// Moves the clock and fires timers without waiting for work in flight.
    func clockOnly(advance duration: Duration) async {
        clock.advance(by: duration)
        app.fireDueTimers()
    }
}
