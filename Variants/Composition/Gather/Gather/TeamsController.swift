import TerminalUI

/// Both teams side by side, each a heading and a line per player.
@MainActor
final class TeamsController: Screen {
    /// - Parameters:
    ///   - teamA: each of Team A's players as a line, e.g. "Ana  MID".
    ///   - teamB: Team B's, the same way.
    init(teamA: [String], teamB: [String]) {
        super.init(title: "Teams")
        content = Row(spacing: 4, [Self.team("TEAM A", teamA), Self.team("TEAM B", teamB)])
    }

    private static func team(_ title: String, _ lines: [String]) -> View {
        Stack([Label(title, role: .heading)] + lines.map { Label($0) })
    }
}
