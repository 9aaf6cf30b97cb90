import Domain
import Presentation
import TerminalUI

/// Splits the chosen players into Team A and Team B (the rest stay on the bench), then
/// creates the gather and its teams on the backend and starts it.
@MainActor
final class ConfirmPlayersController: Screen {
    static let sectionOrder: [Team] = [.bench, .teamA, .teamB]

    let view = ConfirmPlayersView()
    private let players: [Player]
    private let gathers: any GathersService
    private let onGatherEnded: () -> Void
    private(set) var teams: [Player.ID: Team]
    private lazy var request = RequestState { [weak self] isInFlight in self?.showsLoading = isInFlight }

    init(players: [Player], gathers: any GathersService, onGatherEnded: @escaping () -> Void) {
        self.players = players
        self.gathers = gathers
        self.onGatherEnded = onGatherEnded
        teams = Dictionary(uniqueKeysWithValues: players.map { ($0.id, Team.bench) })
        super.init(title: "Confirm Players")
        content = view
        view.startButton.action = { [weak self] in self?.startTapped() }
        view.list.onHighlight = { [weak self] _ in self?.updateKeys() }
        update()
    }

    /// The players of `team`, in the order they were chosen.
    func members(of team: Team) -> [Player] {
        players.filter { teams[$0.id] == team }
    }

    var canStart: Bool { !members(of: .teamA).isEmpty && !members(of: .teamB).isEmpty }

    /// Moves the highlighted player one section left (-1) or right (+1).
    func moveHighlighted(by step: Int) {
        guard let index = view.list.highlighted else { return }
        let team = Self.sectionOrder[index.section]
        let player = members(of: team)[index.row]
        let target = Self.sectionOrder[min(max(index.section + step, 0), Self.sectionOrder.count - 1)]
        guard target != team else { return }
        teams[player.id] = target
        update()
        if let section = Self.sectionOrder.firstIndex(of: target), let row = members(of: target).firstIndex(of: player)
        {
            view.list.highlight(ListIndex(section: section, row: row))
        }
    }

    func startTapped() {
        guard canStart else { return }
        let teamA = members(of: .teamA)
        let teamB = members(of: .teamB)
        app?.perform(showingLoading: false) { [weak self] in
            guard let self else { return }
            await request.run {
                do {
                    let gather = try await gathers.startGather(teamA: teamA, teamB: teamB)
                    navigation?.push(
                        GatherController(
                            gather: gather, teamA: teamA, teamB: teamB, gathers: gathers, onGatherEnded: onGatherEnded))
                } catch {
                    // Esc on the wait calls it off: that is no failure to report.
                    guard !Task.isCancelled else { return }
                    status = "\(error)"
                    present(
                        .error(
                            error.isUnconfirmed
                                ? "Unable to confirm that the gather was created: it may have been. Start again: it will not make a second one."
                                : "Unable to create gather."))
                }
            }
        }
    }

    private func update() {
        view.list.sections = Self.sectionOrder.map { team in
            ListSection(
                team.title,
                items: members(of: team).map { ListItem($0.name, details: [$0.preferredPosition?.acronym ?? "-"]) })
        }
        view.startButton.isEnabled = canStart
        unsavedWork = players.contains { teams[$0.id] != .bench } ? "The teams you picked will be lost." : nil
        updateKeys()
    }

    /// The moves the highlighted player can make, and Start.
    private func updateKeys() {
        let team = view.list.highlighted.map { Self.sectionOrder[$0.section] }
        keyBindings = [
            KeyBinding(
                .left, "Move left", also: [.character("h")], isEnabled: team != .bench,
                disabledReason: "Already on the bench."
            ) { [weak self] in
                self?.moveHighlighted(by: -1)
            },
            KeyBinding(
                .right, "Move right", also: [.character("l")], isEnabled: team != .teamB,
                disabledReason: "Already in Team B."
            ) { [weak self] in
                self?.moveHighlighted(by: 1)
            },
            KeyBinding(
                .character("s"), "Start Gather", isEnabled: canStart,
                disabledReason: "Put at least one player in each team."
            ) { [weak self] in self?.startTapped() },
        ]
    }
}
