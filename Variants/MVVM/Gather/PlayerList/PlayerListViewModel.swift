import Domain
import MVVMSupport
import Observation

/// The user's players: open one, add one, delete one, or select at least two to pick teams.
@MainActor
@Observable
final class PlayerListViewModel {
    enum Route {
        case playerDetail(Player)
        case addPlayer
        case confirmPlayers([Player])
        case loggedOut
    }

    enum ListState: Equatable {
        case loading
        case content
        case empty(String)
        case failed(String)
    }

    /// One row as the list shows it.
    struct Row: Equatable {
        let title: String
        let details: [String]
        /// `nil` in list mode; ticked or not in select mode.
        let isTicked: Bool?
    }

    private(set) var players: [Player] = []
    private(set) var isSelecting = false
    private(set) var selectedIDs: Set<Player.ID> = []
    private(set) var listState = ListState.loading
    private(set) var alert: AlertContent?
    private(set) var status: String?
    @ObservationIgnored var onRoute: (Route) -> Void = { _ in }
    @ObservationIgnored private let service: any PlayersService
    @ObservationIgnored private let auth: any AuthService

    init(players: any PlayersService, auth: any AuthService) {
        service = players
        self.auth = auth
    }

    var title: String { isSelecting ? "\(selectedIDs.count) selected" : "Players" }
    var canConfirm: Bool { isSelecting && selectedIDs.count >= 2 }
    var canDelete: Bool { !isSelecting && !players.isEmpty }

    var rows: [Row] {
        players.map { player in
            Row(
                title: player.name,
                details: ["Position: \(player.preferredPosition?.displayName ?? "-")", "Skill: \(player.skill?.displayName ?? "-")"],
                isTicked: isSelecting ? selectedIDs.contains(player.id) : nil
            )
        }
    }

    func load() async {
        listState = .loading
        do {
            show(try await service.players())
        } catch {
            listState = .failed("Unable to load the players: \(error)")
        }
    }

    func toggleSelectMode() {
        isSelecting.toggle()
        selectedIDs = []
    }

    /// Enter on a row: its details in list mode, a tick in select mode.
    func choose(row: Int) {
        guard players.indices.contains(row) else { return }
        if isSelecting {
            toggle(row: row)
        } else {
            onRoute(.playerDetail(players[row]))
        }
    }

    func toggle(row: Int) {
        guard isSelecting, players.indices.contains(row) else { return }
        let id = players[row].id
        if selectedIDs.remove(id) == nil { selectedIDs.insert(id) }
    }

    func requestDelete(row: Int) {
        guard canDelete, players.indices.contains(row) else { return }
        let player = players[row]
        alert = AlertContent(title: "Delete player", message: "Are you sure you want to delete the selected player?", buttons: [
            .init("Delete", role: .destructive) { [weak self] in await self?.delete(player) },
            .init("Cancel", role: .cancel),
        ])
    }

    func confirm() {
        guard canConfirm else { return }
        onRoute(.confirmPlayers(players.filter { selectedIDs.contains($0.id) }))
    }

    func add() {
        onRoute(.addPlayer)
    }

    /// Back from select mode is list mode; back from the players is a logout.
    func back() async {
        guard !isSelecting else {
            toggleSelectMode()
            return
        }
        await auth.logout()
        onRoute(.loggedOut)
    }

    func playerUpdated(_ player: Player) {
        show(players.map { $0.id == player.id ? player : $0 })
    }

    func gatherEnded() {
        isSelecting = false
        selectedIDs = []
        status = "The gather's result is saved."
    }

    func alertShown() {
        alert = nil
    }

    private func delete(_ player: Player) async {
        do {
            try await service.delete(player.id)
            show(players.filter { $0.id != player.id })
        } catch {
            status = "\(error)"
            alert = .error("Unable to delete player. Please try again.")
        }
    }

    private func show(_ newPlayers: [Player]) {
        players = newPlayers
        selectedIDs.formIntersection(newPlayers.map(\.id))
        listState = newPlayers.isEmpty ? .empty("There aren't any players for your user.") : .content
    }
}
