import Camera
import Foundation
import Imaging
import TerminalUI

/// Two thousand tiles: only those in view are made, when the grid asks for them.
@MainActor
final class GridDemo: Screen {
    private let grid = ThumbnailGrid(count: 2000)
    private let device = TestPatternDevice(resolution: ImageSize(width: 120, height: 76))
    private var made = 0

    init() {
        super.init(title: "Thumbnail grid")
        content = Stack(
            spacing: 1, [Label("Arrows move; the status line counts the tiles made so far.", role: .hint), grid])
        grid.onNeedItems = { [weak self] range in self?.make(range) }
        grid.onSelect = { [weak self] index in self?.status = "Chose card \(index + 1)." }
    }

    private func make(_ range: Range<Int>) {
        var items: [Int: GridItem] = [:]
        for index in range {
            let thumbnail = try? JPEG.encode(device.capture(frameNumber: index * 7, flash: .off), quality: 80)
            items[index] = GridItem(name: "Card \(index + 1)", thumbnail: thumbnail)
        }
        made += range.count
        grid.setItems(items)
        status = "\(made) of \(grid.count) tiles made."
    }
}
