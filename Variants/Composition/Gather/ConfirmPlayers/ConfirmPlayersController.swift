import CompositionChildren
import Domain
import Presentation
import TerminalUI

/// Confirm Players: the three sections — Bench, Team A, Team B — and the Start Gather button,
/// as children. The container moves the highlighted player between them, then creates the
/// gather and its teams on the backend and starts it.
@MainActor
final class ConfirmPlayersController: Screen {
    static let sectionOrder: [Team] = [.bench, .teamA, .teamB]

    let list = ListController<Player>()
    let startButton = ButtonController("Start Gather", isEnabled: false)
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
        content = Stack(spacing: 1, [slot(showing: list), slot(showing: startButton)])
        startButton.onPress = { [weak self] in self?.startTapped() }
        list.onHighlight = { [weak self] _ in self?.updateKeys() }
        update()
    }

    /// The players of `team`, in the order they were chosen.
    func members(of team: Team) -> [Player] {
        players.filter { teams[$0.id] == team }
    }

    var canStart: Bool { !members(of: .teamA).isEmpty && !members(of: .teamB).isEmpty }

    /// Moves the highlighted player one section left (-1) or right (+1).
    func moveHighlighted(by step: Int) {
        guard let player = list.highlighted, let team = teams[player.id],
            let section = Self.sectionOrder.firstIndex(of: team)
        else { return }
        let target = Self.sectionOrder[min(max(section + step, 0), Self.sectionOrder.count - 1)]
        guard target != team else { return }
        teams[player.id] = target
        update()
        list.highlight(player)
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
        list.show(Self.sectionOrder.map { team in .init(team.title, items: members(of: team)) }) { player in
            ListItem(player.name, details: [player.preferredPosition?.acronym ?? "-"])
        }
        startButton.isEnabled = canStart
        unsavedWork = players.contains { teams[$0.id] != .bench } ? "The teams you picked will be lost." : nil
        updateKeys()
    }

    /// The moves the highlighted player can make, and Start.
    private func updateKeys() {
        let team = list.highlighted.flatMap { teams[$0.id] }
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
