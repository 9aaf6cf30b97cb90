import TerminalUI

/// One child alone on a screen of its own: the playground a child's test drives, as the seed
/// article shows one view controller at a time. Its content is the child's region and nothing else.
@MainActor
final class ChildHost: Screen {
    /// Shows `child` in a region that fills the screen.
    init(showing child: Screen, title: String = "Playground") {
        super.init(title: title)
        content = slot(showing: child)
    }

    /// Shows `children` one under the other, each in a region of its own (two fields, say, for a
    /// test of which one takes the focus).
    init(showing children: [Screen], title: String = "Playground") {
        super.init(title: title)
        content = Stack(spacing: 1, children.map { slot(showing: $0) })
    }

    /// Holds `fetcher`, a child that draws nothing, as its container does.
    init(holding fetcher: Screen, title: String = "Playground") {
        super.init(title: title)
        addChild(fetcher)
    }
}

/// What a child told its outputs, in order: a test's `Outputs<Output>` of its own enum.
@MainActor
final class Outputs<Output: Equatable> {
    private(set) var recorded: [Output] = []

    func record(_ output: Output) {
        recorded.append(output)
    }
}

extension ScriptDriver {
    /// Whether `text` is on screen with every one of its cells dimmed — a disabled button, say —
    /// or, with `dimmed` false, with none of them dimmed.
    func shows(_ text: String, dimmed: Bool) -> Bool {
        matches(of: text).contains { $0.cells.allSatisfy { $0.style.isDim == dimmed } }
    }

    /// Where `text` first shows on screen, in cells (for a click on it); `nil` when it does not.
    func position(of text: String) -> Point? {
        matches(of: text).first?.origin
    }

    /// Every place `text` shows on screen, with its cells.
    private func matches(of text: String) -> [(origin: Point, cells: [Cell])] {
        let grid = backend.grid
        let wanted = text.map(String.init)
        guard !wanted.isEmpty else { return [] }
        var found: [(origin: Point, cells: [Cell])] = []
        for y in 0..<grid.size.rows {
            let cells = (0..<grid.size.columns).map { (x: $0, cell: grid[$0, y]) }.filter { !$0.cell.isContinuation }
            guard cells.count >= wanted.count else { continue }
            for start in 0...(cells.count - wanted.count) {
                let run = cells[start..<(start + wanted.count)]
                if run.map(\.cell.text) == wanted {
                    found.append((Point(x: cells[start].x, y: y), run.map(\.cell)))
                }
            }
        }
        return found
    }
}
