import TerminalUI
import Testing

@testable import GatherComposition

/// The teams child alone: both teams side by side, each a heading and a line per player.
@MainActor
@Suite("MVC-Composition · Teams child")
struct TeamsControllerTests {
    let driver = makeDriver()

    /// The screen's rows from the one that shows `text` on; empty when none does.
    private func lines(from text: String) -> [String] {
        let all = driver.screen.components(separatedBy: "\n")
        guard let first = all.firstIndex(where: { $0.contains(text) }) else { return [] }
        return Array(all[first...])
    }

    @Test func bothTeamsSideBySideEachItsHeadingThenItsPlayers() async {
        let sut = TeamsController(teamA: ["Ana Silva  GK", "Chloé Martin  -"], teamB: ["Ben Carter  DEF"])
        await driver.start(ChildHost(showing: sut))

        let rows = lines(from: "TEAM A")

        #expect(rows.count >= 3)
        #expect(rows.first?.contains("TEAM B") == true, "side by side")
        #expect(rows.dropFirst().first?.contains("Ana Silva  GK") == true)
        #expect(rows.dropFirst().first?.contains("Ben Carter  DEF") == true)
        #expect(rows.dropFirst(2).first?.contains("Chloé Martin  -") == true)
        #expect(rows.dropFirst(2).first?.contains("Ben Carter") == false)
    }

    @Test func aTeamWithNoPlayersStillShowsItsHeading() async {
        let sut = TeamsController(teamA: ["Ana Silva  GK"], teamB: [])
        await driver.start(ChildHost(showing: sut))

        #expect(driver.shows("TEAM A") && driver.shows("TEAM B"))
        #expect(driver.shows("Ana Silva  GK"))
    }
}
