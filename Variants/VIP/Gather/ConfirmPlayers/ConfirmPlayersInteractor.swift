import Domain
import Presentation

@MainActor
protocol ConfirmPlayersBusinessLogic: AnyObject {
    func showTeams(request: ConfirmPlayers.Teams.Request)
    func highlight(request: ConfirmPlayers.Highlight.Request)
    func move(request: ConfirmPlayers.Move.Request)
    func start(request: ConfirmPlayers.Start.Request) async
}

/// What the scene keeps: the players it was given, the gather it made of them and its teams.
@MainActor
protocol ConfirmPlayersDataStore: AnyObject {
    var players: [Player] { get set }
    var gather: Gather.ID? { get }
    var teamA: [Player] { get }
    var teamB: [Player] { get }
}

/// Splits the chosen players into Team A and Team B (the rest stay on the bench); a match needs
/// both teams; makes the gather and its teams on the backend, one request at a time.
@MainActor
final class ConfirmPlayersInteractor: ConfirmPlayersBusinessLogic, ConfirmPlayersDataStore {
    static let sectionOrder: [Team] = [.bench, .teamA, .teamB]

    var presenter: (any ConfirmPlayersPresentationLogic)?
    var players: [Player] = []
    private(set) var gather: Gather.ID?
    private var teams: [Player.ID: Team] = [:]
    /// The highlighted player's section: the list opens on the first player, on the bench.
    private var highlightedSection = 0
    private let gathers: any GathersService
    private lazy var request = RequestState { [weak self] isLoading in
        self?.presenter?.presentLoading(response: .init(isLoading: isLoading))
    }

    init(gathers: any GathersService) {
        self.gathers = gathers
    }

    private var canStart: Bool { !members(of: .teamA).isEmpty && !members(of: .teamB).isEmpty }

    var teamA: [Player] { members(of: .teamA) }
    var teamB: [Player] { members(of: .teamB) }

    func members(of team: Team) -> [Player] {
        players.filter { (teams[$0.id] ?? .bench) == team }
    }

    func showTeams(request: ConfirmPlayers.Teams.Request) {
        presentTeams(moved: nil)
    }

    func highlight(request: ConfirmPlayers.Highlight.Request) {
        guard request.section != highlightedSection else { return }
        highlightedSection = request.section
        presentTeams(moved: nil)
    }

    func move(request: ConfirmPlayers.Move.Request) {
        guard Self.sectionOrder.indices.contains(request.section) else { return }
        let members = members(of: Self.sectionOrder[request.section])
        guard members.indices.contains(request.row) else { return }
        let targetSection = min(max(request.section + request.step, 0), Self.sectionOrder.count - 1)
        guard targetSection != request.section else { return }
        let player = members[request.row]
        let target = Self.sectionOrder[targetSection]
        teams[player.id] = target
        highlightedSection = targetSection
        presentTeams(moved: self.members(of: target).firstIndex(of: player).map { (targetSection, $0) })
    }

    func start(request: ConfirmPlayers.Start.Request) async {
        guard canStart else { return }
        let teamA = members(of: .teamA)
        let teamB = members(of: .teamB)
        await self.request.run {
            do {
                gather = try await gathers.startGather(teamA: teamA, teamB: teamB)
                presenter?.presentStart(response: .init(error: nil))
            } catch {
                // Esc on the wait calls it off: that is no failure to report.
                guard !Task.isCancelled else { return }
                presenter?.presentStart(response: .init(error: error, isUnconfirmed: error.isUnconfirmed))
            }
        }
    }

    private func presentTeams(moved: (section: Int, row: Int)?) {
        presenter?.presentTeams(
            response: .init(
                teams: Self.sectionOrder.map { ($0, members(of: $0)) }, canStart: canStart, moved: moved,
                highlightedSection: highlightedSection
            ))
    }
}
