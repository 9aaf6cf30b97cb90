import Observation
import TestSupport
import Testing

@testable import TerminalUI

/// Child screens, as UIKit's containment API has them: a container shows each child's view in a
/// region of its own, and appearing, the app and its clock, focus and keys pass to the children.
@Suite("Screens made of child screens")
@MainActor
struct ContainmentTests {
    @Test func aChildAppearsAndDisappearsWithItsContainerAndIsDrawnInItsRegion() async {
        let driver = makeDriver()
        let slot = ChildSlot()
        let container = TestScreen("Players", [Label("Above"), slot, Label("Below")])
        let child = TestScreen("List", [Label("Ana Silva")])
        await driver.start(container)

        container.addChild(child, in: slot)
        await driver.settle()

        #expect(child.loaded == 1 && child.appeared == 1, "added while the container shows: it appears at once")
        #expect(child.app === driver.app && child.parent === container && child.root === container)
        #expect(driver.line(1) == " Above" && driver.line(3) == " Ana Silva" && driver.line(5) == " Below")
        container.navigation?.push(TestScreen("Details", [Label("details")]))
        await driver.settle()
        #expect(child.disappeared == 1)
        await driver.press(.escape)
        #expect(child.appeared == 2 && child.loaded == 1)

        child.removeFromParent()
        await driver.settle()

        #expect(child.disappeared == 2 && child.parent == nil && container.children.isEmpty)
        #expect(!driver.shows("Ana Silva"), "its view left the region")
    }

    /// A child's view that takes whatever room is left (a list) gets it, in a slot as on its own;
    /// a slot with no child takes none.
    @Test func aChildsFlexibleViewFillsWhatItsSlotIsLeft() async {
        let driver = makeDriver()
        let (listSlot, emptySlot) = (ChildSlot(), ChildSlot())
        let container = TestScreen("Players", [listSlot, emptySlot, Label("Below")])
        let rows = (1...30).map { ListItem("Player \($0)") }
        let child = TestScreen("List", [ListView(sections: [ListSection(items: rows)])])
        container.addChild(child, in: listSlot)
        await driver.start(container)

        #expect(driver.shows("Player 1") && driver.shows("Player 5"), "the list is drawn in its slot")
        #expect(listSlot.frame.height > 5 && emptySlot.frame.height == 0)
        #expect(driver.shows("Below"))
    }

    @Test func theChildsClockIsItsContainersApp() async {
        let driver = makeDriver()
        let slot = ChildSlot()
        let container = TestScreen("Match", [slot])
        let child = TestScreen("Timer", [Label("0")])
        container.addChild(child, in: slot)
        await driver.start(container)
        var ticks = 0
        let timer = child.app?.every(.seconds(1)) { ticks += 1 }

        await driver.advance(by: .seconds(3))

        #expect(ticks == 3)
        timer?.cancel()
    }

    /// Keys go to the focused child first, then up the chain of containers: the key bar shows
    /// what acts where the focus is.
    @Test func focusMovesBetweenTwoChildrenAndEachGetsItsKeysWhileFocused() async {
        let driver = makeDriver()
        let (top, bottom) = (ChildSlot(), ChildSlot())
        var acted: [String] = []
        let container = TestScreen(
            "Teams", [top, bottom], keyBindings: [KeyBinding(.character("r"), "Reload") { acted.append("reload") }])
        let teamA = TestScreen(
            "Team A", [Button("Ana Silva")],
            keyBindings: [KeyBinding(.character("e"), "Edit A") { acted.append("edit A") }])
        let teamB = TestScreen(
            "Team B", [Button("Ben Carter")],
            keyBindings: [KeyBinding(.character("e"), "Edit B") { acted.append("edit B") }])
        container.addChild(teamA, in: top)
        container.addChild(teamB, in: bottom)
        await driver.start(container)

        #expect(driver.shows("e Edit A") && driver.shows("r Reload"))
        await driver.press(.character("e"), .character("r"))
        await driver.press(.tab)
        #expect(driver.shows("e Edit B") && !driver.shows("Edit A"))
        await driver.press(.character("e"))

        #expect(acted == ["edit A", "reload", "edit B"], "a key the child does not bind goes to its container")
        #expect(teamB.focusedView != nil && teamA.focusedView == nil && container.focusedView === teamB.focusedView)
        #expect(driver.app.keyProblems().isEmpty)
    }

    @Test func aChildsEscIsItsOwnAndAChildWithoutOneLeavesEscToTheContainer() async {
        let driver = makeDriver()
        let (search, results) = (ChildSlot(), ChildSlot())
        let container = TestScreen("Players", [search, results])
        var cleared = 0
        let searchField = TestScreen(
            "Search", [TextField(label: "Find")],
            keyBindings: [KeyBinding(.escape, "Clear") { cleared += 1 }])
        let list = TestScreen("Results", [Button("Ana Silva")])
        container.addChild(searchField, in: search)
        container.addChild(list, in: results)
        await driver.start(TestScreen("Login", [Label("login")]))
        driver.app.navigation.push(container)
        await driver.settle()

        await driver.press(.escape)
        #expect(cleared == 1 && driver.app.navigation.top === container, "the search's Esc clears it")

        await driver.press(.tab, .escape)
        #expect(cleared == 1 && driver.app.navigation.top !== container, "from the list, Esc goes back")
    }

    /// The child's work goes on after it left; what it then changes is not drawn, and the
    /// container stays usable.
    @Test func aChildRemovedWhileItsWorkRunsLeavesTheScreenUsable() async {
        let driver = makeDriver()
        let slot = ChildSlot()
        var reloads = 0
        let container = TestScreen(
            "Players", [Label("Players"), slot], keyBindings: [KeyBinding(.character("r"), "Reload") { reloads += 1 }])
        let status = Label("Loading…")
        let fetcher = TestScreen("Fetcher", [status])
        container.addChild(fetcher, in: slot)
        await driver.start(container)
        let app = driver.app
        let gate = RequestGate()
        app.perform(showingLoading: false) {
            await gate.pass()
            status.text = "Loaded 3 players"
        }
        await gate.waitForACall()

        fetcher.removeFromParent()
        await gate.open()
        await driver.settle()
        await driver.press(.character("r"))

        #expect(!app.hasWorkInFlight && status.text == "Loaded 3 players")
        #expect(!driver.shows("Loaded") && !driver.shows("Loading…"))
        #expect(reloads == 1)
    }

    /// A child whose state changed brings its own views up to date, and only its region is
    /// drawn again.
    @Test func aChildsRedrawMarksOnlyItsRegion() async throws {
        let driver = makeDriver()
        let slot = ChildSlot()
        let container = CountingScreen(title: "Score", label: Label("Score"), below: slot)
        let child = CountingScreen(title: "Goals", label: Label("0"))
        container.addChild(child, in: slot)
        await driver.start(container)
        let (containerUpdates, childUpdates) = (container.updates, child.updates)

        child.count.value = 2
        await driver.settle()

        #expect(driver.shows("2"))
        #expect(child.updates == childUpdates + 1 && container.updates == containerUpdates)
        let changed = try #require(driver.backend.lastChangedArea)
        #expect(slot.frame.contains(changed), "drawn: \(changed), region: \(slot.frame)")
    }

    @Test func aChildsLoadingHoldsInputWhileItsContainerShows() async {
        let driver = makeDriver()
        let slot = ChildSlot()
        var reloads = 0
        let container = TestScreen(
            "Players", [slot], keyBindings: [KeyBinding(.character("r"), "Reload") { reloads += 1 }])
        let child = TestScreen("List", [Label("rows")])
        container.addChild(child, in: slot)
        await driver.start(container)

        child.showsLoading = true
        await driver.press(.character("r"))
        child.showsLoading = false
        await driver.press(.character("r"))

        #expect(reloads == 1)
    }

    @Test func whatAChildWouldLoseIsAskedAboutOnGoingBack() async {
        let driver = makeDriver()
        let slot = ChildSlot()
        let container = TestScreen("Player", [slot])
        let form = TestScreen("Form", [TextField(label: "Name")])
        container.addChild(form, in: slot)
        await driver.start(TestScreen("Players", [Label("players")]))
        driver.app.navigation.push(container)
        form.unsavedWork = "The name you typed will be lost."
        await driver.settle()

        await driver.press(.escape)

        #expect(driver.shows("Discard changes?") && driver.shows("The name you typed will be lost."))
        #expect(driver.app.unsavedWork == "The name you typed will be lost.")
    }
}

@Observable @MainActor
private final class Count {
    var value = 0
}

/// A screen that draws a count from `@Observable` state in `updateViews` and counts its updates.
@MainActor
private final class CountingScreen: Screen {
    let count = Count()
    private let label: Label
    private(set) var updates = 0

    init(title: String, label: Label, below: View? = nil) {
        self.label = label
        super.init(title: title, content: Stack([label] + (below.map { [$0] } ?? [])))
    }

    override func updateViews() {
        updates += 1
        if title == "Goals" { label.text = "\(count.value)" }
    }
}
