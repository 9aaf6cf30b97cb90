import TerminalUI

/// A sectioned list: a choice with a checkmark, and rows with checkboxes that Space toggles.
@MainActor
final class ListDemo: Screen {
    private let list = ListView()
    private var position = 2
    private var picked: Set<Int> = [0]
    private let positions = ["Goalkeeper", "Defender", "Midfielder", "Winger", "Striker"]
    private let players = (1...30).map { "Player \($0)" }

    init() {
        super.init(title: "Lists")
        content = Stack(spacing: 1, [Label("Enter picks a position; Space ticks a player.", role: .hint), list])
        list.onSelect = { [weak self] index in self?.select(index) }
        list.onToggle = { [weak self] index in self?.toggle(index) }
        reload()
    }

    private func reload() {
        list.sections = [
            ListSection(
                "POSITION", items: positions.enumerated().map { ListItem($1, accessory: .checkmark($0 == position)) }),
            ListSection(
                "PLAYERS",
                items: players.enumerated().map {
                    ListItem($1, details: ["Skill: Amateur"], accessory: .checkbox(picked.contains($0)))
                }),
        ]
        title = picked.isEmpty ? "Lists" : "\(picked.count) selected"
    }

    private func select(_ index: ListIndex) {
        if index.section == 0 { position = index.row } else { toggle(index) }
        reload()
    }

    private func toggle(_ index: ListIndex) {
        guard index.section == 1 else { return }
        if picked.remove(index.row) == nil { picked.insert(index.row) }
        reload()
    }
}
