import TerminalUI
import Testing

/// A screen made of whatever a test puts in it.
@MainActor
final class TestScreen: Screen {
    var backCount = 0
    var loaded = 0
    var appeared = 0
    var disappeared = 0

    init(_ title: String, _ views: [View], keyBindings: [KeyBinding] = []) {
        super.init(title: title, content: Stack(spacing: 1, views), keyBindings: keyBindings)
    }

    convenience init(_ views: [View], keyBindings: [KeyBinding] = []) {
        self.init("Test", views, keyBindings: keyBindings)
    }

    override func didLoad() {
        loaded += 1
        #expect(appeared == 0, "didLoad comes before the first willAppear")
    }

    override func willAppear() { appeared += 1 }
    override func willDisappear() { disappeared += 1 }
}

/// A driver at the smallest usable size, in monochrome so snapshots are plain text.
@MainActor
func makeDriver(_ size: Size = Size(columns: 60, rows: 18)) -> ScriptDriver {
    ScriptDriver(appName: "Football Gather", patternName: "MVC", size: size)
}
