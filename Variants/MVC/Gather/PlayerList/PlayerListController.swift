import Domain
import TerminalUI

/// The user's players: open one, add one, delete one, or select at least two to pick teams.
@MainActor
final class PlayerListController: Screen {
    private enum Mode {
        case list
        case select
    }

    let view = PlayerListView()
    private let players: any PlayersService
    private let gathers: any GathersService
    private let auth: any AuthService
    private(set) var shownPlayers: [Player] = []
    private var mode = Mode.list
    private(set) var selectedIDs: Set<Player.ID> = []
    private var hasLoaded = false

    init(players: any PlayersService, gathers: any GathersService, auth: any AuthService) {
        self.players = players
        self.gathers = gathers
        self.auth = auth
        super.init(title: "Players")
        content = view
        view.list.onSelect = { [weak self] index in self?.rowChosen(index.row) }
        view.list.onToggle = { [weak self] index in self?.rowToggled(index.row) }
        view.confirmButton.action = { [weak self] in self?.confirmTapped() }
        view.listState.action = { [weak self] in self?.reload() }
        update()
    }

    var isSelecting: Bool { mode == .select }

    override func willAppear() {
        guard !hasLoaded else { return }
        hasLoaded = true
        reload()
    }

    /// Back from select mode is list mode; back from the players is a logout.
    override func goBack() {
        guard mode == .list else {
            selectTapped()
            return
        }
        app?.perform { [weak self] in
            guard let self else { return }
            await auth.logout()
            navigation?.pop()
        }
    }

    func reload() {
        view.listState.state = .loading
        app?.perform { [weak self] in
            guard let self else { return }
            do {
                show(try await players.players())
            } catch {
                view.listState.state = .failed(message: "Unable to load the players: \(error)")
            }
        }
    }

    func selectTapped() {
        mode = mode == .list ? .select : .list
        selectedIDs = []
        update()
    }

    func deleteTapped() {
        guard mode == .list, let index = view.list.highlighted, shownPlayers.indices.contains(index.row) else { return }
        let player = shownPlayers[index.row]
        app?.showAlert(title: "Delete player", message: "Are you sure you want to delete the selected player?", buttons: [
            AlertButton("Delete", role: .destructive) { [weak self] in self?.delete(player) },
            AlertButton("Cancel", role: .cancel),
        ])
    }

    func confirmTapped() {
        guard mode == .select, selectedIDs.count >= 2 else { return }
        let chosen = shownPlayers.filter { selectedIDs.contains($0.id) }
        navigation?.push(ConfirmPlayersController(players: chosen, gathers: gathers) { [weak self] in self?.gatherEnded() })
    }

    func addTapped() {
        navigation?.push(PlayerAddController(players: players) { [weak self] in self?.reload() })
    }

    private func rowChosen(_ row: Int) {
        guard shownPlayers.indices.contains(row) else { return }
        switch mode {
        case .list:
            let detail = PlayerDetailController(player: shownPlayers[row], players: players) { [weak self] player in
                self?.playerUpdated(player)
            }
            navigation?.push(detail)
        case .select:
            rowToggled(row)
        }
    }

    private func chooseHighlighted() {
        view.list.highlighted.map { rowChosen($0.row) }
    }

    private func rowToggled(_ row: Int) {
        guard mode == .select, shownPlayers.indices.contains(row) else { return }
        let id = shownPlayers[row].id
        if selectedIDs.remove(id) == nil { selectedIDs.insert(id) }
        update()
    }

    private func delete(_ player: Player) {
        app?.perform { [weak self] in
            guard let self else { return }
            do {
                try await players.delete(player.id)
                show(shownPlayers.filter { $0.id != player.id })
            } catch {
                status = "\(error)"
                app?.showAlert(title: "Error", message: "Unable to delete player. Please try again.")
            }
        }
    }

    private func playerUpdated(_ player: Player) {
        show(shownPlayers.map { $0.id == player.id ? player : $0 })
    }

    private func gatherEnded() {
        mode = .list
        selectedIDs = []
        update()
        status = "The gather's result is saved."
        navigation?.pop(to: self)
    }

    private func show(_ newPlayers: [Player]) {
        shownPlayers = newPlayers
        selectedIDs.formIntersection(newPlayers.map(\.id))
        view.listState.state = newPlayers.isEmpty ? .empty(message: "There aren't any players for your user.") : .content
        update()
    }

    /// Rows, title, button and keys for the current mode and selection.
    private func update() {
        view.list.sections = [ListSection(items: shownPlayers.map(row(for:)))]
        title = mode == .select ? "\(selectedIDs.count) selected" : "Players"
        view.confirmButton.isHidden = mode == .list
        view.confirmButton.isEnabled = selectedIDs.count >= 2
        keyBindings = [
            KeyBinding(.enter, mode == .select ? "Tick" : "Open") { [weak self] in self?.chooseHighlighted() },
            KeyBinding(.character("a"), "Add") { [weak self] in self?.addTapped() },
            KeyBinding(.character("s"), mode == .select ? "Cancel" : "Select") { [weak self] in self?.selectTapped() },
            KeyBinding(.character("d"), "Delete", isEnabled: mode == .list && !shownPlayers.isEmpty) { [weak self] in self?.deleteTapped() },
            KeyBinding(.character("c"), "Confirm", isEnabled: mode == .select && selectedIDs.count >= 2) { [weak self] in
                self?.confirmTapped()
            },
            KeyBinding(.character("r"), "Reload") { [weak self] in self?.reload() },
        ]
    }

    private func row(for player: Player) -> ListItem {
        ListItem(
            player.name,
            details: ["Position: \(player.preferredPosition?.displayName ?? "-")", "Skill: \(player.skill?.displayName ?? "-")"],
            accessory: mode == .select ? .checkbox(selectedIDs.contains(player.id)) : .disclosure
        )
    }
}
