import Testing

@testable import TerminalUI

@Suite("Lists, grids and list states")
@MainActor
struct ListAndStateTests {
    @Test func sectionsRowsDetailsAndAccessories() async {
        let driver = makeDriver()
        let list = ListView(sections: [
            ListSection("PERSONAL", items: [ListItem("Name", details: ["Ana"], accessory: .disclosure)]),
            ListSection(
                "PLAY",
                items: [
                    ListItem("Midfielder", accessory: .checkmark(true)),
                    ListItem("Striker", accessory: .checkbox(false)),
                ]),
        ])
        await driver.start(TestScreen([list]))

        #expect(
            Array(driver.screen.split(separator: "\n", omittingEmptySubsequences: false)[1...5]) == [
                " PERSONAL",
                "  Name        Ana                                        ›",
                " PLAY",
                "  ✓ Midfielder",
                "  [ ] Striker",
            ])
    }

    @Test func aLongDetailEndsBeforeTheDisclosureWithAnEllipsis() async {
        let driver = makeDriver()
        let name = String(repeating: "Longname ", count: 23) + "End"
        let list = ListView(sections: [ListSection(items: [ListItem("Name", details: [name], accessory: .disclosure)])])
        await driver.start(TestScreen([list]))

        let row = driver.line(1)
        #expect(row.hasSuffix("… ›"), "the row ends \(row.suffix(6))")
        #expect(TextWidth.of(row) == 58, "the screen's margin, then the list's 58 columns")
    }

    @Test func detailsCutAtANarrowWidthSayTheyWereCut() async {
        let driver = makeDriver()
        let list = ListView(sections: [
            ListSection(items: [
                ListItem("Marta Vieira da Silva", details: ["Position: Centre forward", "Skill: Professional"])
            ])
        ])
        await driver.start(TestScreen([list]))

        #expect(driver.line(1).hasSuffix("Centre forward   Skill:…"))
    }

    @Test func arrowsMoveTheHighlightAndEnterAndSpaceReport() async {
        let driver = makeDriver()
        let list = ListView(sections: [
            ListSection(items: (1...5).map { ListItem("Row \($0)", accessory: .checkbox(false)) })
        ])
        var selected: [Int] = []
        var toggled: [Int] = []
        list.onSelect = { selected.append($0.row) }
        list.onToggle = { toggled.append($0.row) }
        await driver.start(TestScreen([list]))

        await driver.press(.down, .character("j"), .enter, .up, .character(" "), .end, .down, .enter)

        #expect(selected == [2, 4])
        #expect(toggled == [1])
    }

    @Test func aLongListScrollsToTheHighlight() async {
        let driver = makeDriver()
        let list = ListView(sections: [ListSection(items: (1...100).map { ListItem("Player \($0)") })])
        await driver.start(TestScreen([list]))

        await driver.press(.pageDown, .pageDown, .end)

        #expect(list.highlighted == ListIndex(section: 0, row: 99))
        #expect(driver.shows("Player 100"))
        #expect(!driver.shows("Player 1\n"))
        #expect(driver.shows("▲"))
    }

    @Test func clickingARowSelectsIt() async {
        let driver = makeDriver()
        let list = ListView(sections: [ListSection(items: (1...5).map { ListItem("Row \($0)") })])
        var selected: [Int] = []
        list.onSelect = { selected.append($0.row) }
        await driver.start(TestScreen([list]))

        await driver.click(x: 5, y: 3)

        #expect(selected == [2])
    }

    @Test func theHighlightSurvivesRowsGoingAway() async {
        let list = ListView(sections: [ListSection(items: (1...5).map { ListItem("Row \($0)") })])
        list.highlight(ListIndex(section: 0, row: 4))

        list.sections = [ListSection(items: (1...3).map { ListItem("Row \($0)") })]

        #expect(list.highlighted == ListIndex(section: 0, row: 2))
    }

    @Test func theHighlightCrossesSectionsAndKeepsAHeadingAboveTheFirstRowOfASection() async {
        let driver = makeDriver()
        let list = ListView(sections: [
            ListSection("TEAM A", items: (1...3).map { ListItem("A\($0)") }),
            ListSection(items: []),
            ListSection("TEAM B", items: (1...40).map { ListItem("B\($0)") }),
        ])
        var selected: [ListIndex] = []
        list.onSelect = { selected.append($0) }
        await driver.start(TestScreen([list]))

        await driver.press(.down, .down, .down)
        #expect(list.highlighted == ListIndex(section: 2, row: 0))
        await driver.press(.end)
        #expect(list.highlighted == ListIndex(section: 2, row: 39))
        #expect(driver.shows("B40"))
        await driver.press(.home, .down, .down, .down)
        #expect(driver.shows(" TEAM B"))
        await driver.click(x: 3, y: 2)
        #expect(selected == [ListIndex(section: 0, row: 0)])
        await driver.click(x: 3, y: 5)
        #expect(selected == [ListIndex(section: 0, row: 0)], "a heading is not a row")
    }

    @Test func aHighlightInASectionThatGoesAwayMovesToTheRowBeforeIt() async {
        let list = ListView(sections: [
            ListSection("A", items: [ListItem("A1"), ListItem("A2")]), ListSection("B", items: [ListItem("B1")]),
        ])
        list.highlight(ListIndex(section: 1, row: 0))

        list.sections = [ListSection("A", items: [ListItem("A1"), ListItem("A2")])]
        #expect(list.highlighted == ListIndex(section: 0, row: 1))
        list.sections = []
        #expect(list.highlighted == nil)
        #expect(!list.isFocusable)
    }

    @Test func aPagedListAsksOnlyForThePagesInViewAndShowsPlaceholdersMeanwhile() async {
        let driver = makeDriver()
        let list = PagedListView(pageSize: 50)
        var asked: [Range<Int>] = []
        list.onNeedItems = { asked.append($0) }
        list.reset(count: 1000)
        await driver.start(TestScreen([list]))
        #expect(asked == [0..<50])
        #expect(driver.shows(" …"))

        list.setItems(
            Dictionary(uniqueKeysWithValues: (0..<50).map { ($0, ListItem("Player \($0 + 1)", details: ["Skill: -"])) })
        )
        await driver.press(.down)
        #expect(driver.shows("Player 1 "))
        #expect(!driver.shows(" …"))

        await driver.press(.end)
        #expect(asked == [0..<50, 950..<1000], "the last page, none between, the first not again")
        #expect(list.highlighted == 999)
        #expect(driver.shows("▲"))
    }

    @Test func aPagedListKeepsItsPlaceAfterAResetAndForgetsItsRows() async {
        let driver = makeDriver()
        let list = PagedListView(pageSize: 10)
        var asked: [Range<Int>] = []
        var selected: [Int] = []
        var toggled: [Int] = []
        list.onNeedItems = { asked.append($0) }
        list.onSelect = { selected.append($0) }
        list.onToggle = { toggled.append($0) }
        list.reset(count: 30)
        list.setItems([
            0: ListItem("First", accessory: .checkbox(false)), 29: ListItem("Last", accessory: .checkbox(true)),
        ])
        await driver.start(TestScreen([list]))

        await driver.press(.end, .enter, .up, .character(" "))
        list.reset(count: 20)
        await driver.settle()

        #expect(selected == [29])
        #expect(toggled == [28])
        #expect(list.highlighted == 19)
        #expect(list.item(at: 0) == nil)
        #expect(asked.suffix(2) == [0..<10, 10..<20], "a reset asks again for what is in view")
    }

    @Test func theStateContainerShowsOneStateAtATime() async {
        let driver = makeDriver()
        var retried = 0
        let list = ListView(sections: [ListSection(items: [ListItem("Ana")])])
        let sut = ListStateContainer(content: list, actionTitle: "Retry") { retried += 1 }
        await driver.start(TestScreen([sut]))
        #expect(driver.shows("⠋ Loading..."))

        sut.state = .content
        await driver.settle()
        #expect(driver.shows("Ana"))

        sut.state = .empty(message: "There aren't any players for your user.")
        await driver.settle()
        #expect(driver.shows("There aren't any players for your user."))
        #expect(driver.shows("[ Retry ]"))
        #expect(!driver.shows("Ana"))
        await driver.press(.enter)
        #expect(retried == 1)
    }

    @Test func theGridAsksOnlyForTheTilesInView() async {
        let driver = makeDriver(Size(columns: 80, rows: 24))
        let grid = ThumbnailGrid(count: 10_000)
        var requested: [Range<Int>] = []
        grid.onNeedItems = { range in
            requested.append(range)
            grid.setItems(
                Dictionary(uniqueKeysWithValues: range.map { ($0, GridItem(name: "Card \($0)", thumbnail: nil)) }))
        }
        await driver.start(TestScreen([grid]))

        #expect(requested == [0..<6])
        #expect(driver.shows("Card 0"))
        await driver.press(.down, .down, .down)
        #expect(requested.last == 9..<12)
        #expect(grid.highlighted == 9)
        #expect(requested.map(\.count).reduce(0, +) < 20)
    }

    @Test func tilesThatCouldNotBeFetchedAreAskedForAgainAfterTheNextKeyOnly() async {
        let driver = makeDriver(Size(columns: 80, rows: 24))
        let grid = ThumbnailGrid(count: 100)
        var requested: [Range<Int>] = []
        grid.onNeedItems = { range in
            requested.append(range)
            grid.requestFailed(for: range)
        }
        await driver.start(TestScreen([grid]))
        await driver.settle()
        #expect(requested == [0..<6], "not again at every redraw")

        await driver.press(.right)

        #expect(requested == [0..<6, 0..<6])
    }

    /// A name too long for its column is cut with "…" and still leaves a gap before the next one.
    @Test func aTitleCutShortKeepsAGapBeforeTheNextColumn() async {
        let driver = makeDriver()
        let list = ListView(sections: [
            ListSection(items: [
                ListItem("Joana Pereira de Alvarenga Fonseca Teixeira Duarte", details: ["Position: Goalkeeper"])
            ])
        ])
        await driver.start(TestScreen([list]))

        #expect(driver.line(1).contains("…  Position: Goalkeeper"))
    }

    @Test func aTitleTooLongForTheBarEndsWithAnEllipsis() async {
        let driver = makeDriver()

        await driver.start(TestScreen(String(repeating: "Joana Pereira ", count: 6), [Label("x")]))

        #expect(driver.line(0).hasSuffix("…"))
        #expect(TextWidth.of(driver.line(0)) == 60)
    }
}
