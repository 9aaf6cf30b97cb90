import Camera
import CompositionChildren
import Imaging
import Presentation
import TerminalUI

/// MVC-Composition's reusable children, each alone with sample data — the seed article's
/// "playground-driven development": a child is tried, and its outputs seen, before any screen
/// contains it. What a child reports shows in the status line.
@MainActor
final class ChildrenDemo: Screen {
    private let list = ListView()
    private let demos: [(title: String, detail: String, make: @MainActor () -> Screen)] = [
        ("ListController", "sections of items; reports chosen, ticked, highlighted", ChildrenDemo.listDemo),
        ("PagedListController", "10 000 rows, each page given when asked", ChildrenDemo.pagedListDemo),
        ("ListStateController", "loading, content, empty, failed around a list", ChildrenDemo.listStateDemo),
        ("PageFetcherController", "draws nothing: loads pages, reports them", ChildrenDemo.fetcherDemo),
        ("ButtonController", "one button; reports being pressed", ChildrenDemo.buttonDemo),
        ("TextEntryController", "one field; reports edits and Return", ChildrenDemo.textEntryDemo),
        ("LoginFormController", "the login form both apps show", ChildrenDemo.loginFormDemo),
        ("ImageController", "one image, or its placeholder", ChildrenDemo.imageDemo),
        ("CaptionController", "a line of hint text", ChildrenDemo.captionDemo),
    ]

    init() {
        super.init(title: "MVC-Composition children")
        list.sections = [
            ListSection(
                "CHILDREN", items: demos.map { ListItem($0.title, details: [$0.detail], accessory: .disclosure) })
        ]
        list.onSelect = { [weak self] index in self?.open(index.row) }
        content = Stack(
            spacing: 1,
            [Label("Each reusable child alone, with sample data; what it reports shows below.", role: .hint), list])
    }

    private func open(_ row: Int) {
        navigation?.push(demos[row].make())
    }

    /// A screen that holds `child` alone under a hint, as a container would.
    private static func host(_ title: String, _ child: Screen, hint: String, keys: [KeyBinding] = []) -> Screen {
        let host = Screen(title: title, keyBindings: keys)
        host.content = Stack(spacing: 1, [Label(hint, role: .hint), host.slot(showing: child)])
        return host
    }

    private static func listDemo() -> Screen {
        let child = ListController<String>()
        let sections: [ListController<String>.Section] = [
            .init("FRUIT", items: ["Apple", "Pear"]), .init("VEG", items: ["Leek", "Kale"]),
        ]
        // The host decides what is ticked, as a container would; the child only shows it.
        var ticked: Set<String> = []
        let show = { child.show(sections) { ListItem($0, accessory: .checkbox(ticked.contains($0))) } }
        show()
        let host = host("ListController", child, hint: "Enter chooses, Space ticks; the output shows below.")
        child.onChoose = { [weak host] item in host?.status = "onChoose(\(item))" }
        child.onToggle = { [weak host] item in
            ticked.formSymmetricDifference([item])
            show()
            host?.status = "onToggle(\(item))"
        }
        return host
    }

    private static func pagedListDemo() -> Screen {
        let child = PagedListController<Int>()
        child.reset(count: 10_000)
        let host = host("PagedListController", child, hint: "Scroll: each page is asked for and given here.")
        child.onNeedRows = { [weak child, weak host] rows in
            child?.show(Dictionary(uniqueKeysWithValues: rows.map { ($0, $0 + 1) })) { ListItem("Row \($0)") }
            host?.status = "onNeedRows(\(rows))"
        }
        child.onChoose = { [weak host] row in host?.status = "onChoose(\(row))" }
        return host
    }

    private static func listStateDemo() -> Screen {
        let rows = ListController<String>()
        rows.show([.init(items: ["Row 1", "Row 2", "Row 3"])]) { ListItem($0) }
        let child = ListStateController(showing: rows, actionTitle: "Retry")
        let states: [ListState] = [
            .loading, .content, .empty(message: "Nothing here yet."), .failed(message: "Offline."),
        ]
        var current = 0
        let host = host(
            "ListStateController", child, hint: "n shows the next state.",
            keys: [
                KeyBinding(.character("n"), "Next state") {
                    current = (current + 1) % states.count
                    child.state = states[current]
                }
            ])
        child.onAction = { [weak host] in host?.status = "onAction()" }
        return host
    }

    private static func fetcherDemo() -> Screen {
        let fetcher = PageFetcherController<[Int]> { rows in Array(rows) }
        let caption = CaptionController()
        caption.text = "Press f to fetch rows 0..<5, r to reload them."
        let host = host(
            "PageFetcherController", caption, hint: "It draws nothing: what it loads is reported below.",
            keys: [
                KeyBinding(.character("f"), "Fetch") { fetcher.fetch(0..<5) },
                KeyBinding(.character("r"), "Reload") { fetcher.reload(0..<5) },
            ])
        host.addChild(fetcher)
        fetcher.onFetched = { [weak host] page, rows in host?.status = "onFetched(\(page), \(rows))" }
        fetcher.onReloaded = { [weak host] result in host?.status = "onReloaded(\(result))" }
        return host
    }

    private static func buttonDemo() -> Screen {
        let child = ButtonController("Start Gather")
        let host = host(
            "ButtonController", child, hint: "Enter presses it; e dims it or not.",
            keys: [KeyBinding(.character("e"), "Enable or dim") { child.isEnabled.toggle() }])
        child.onPress = { [weak host] in host?.status = "onPress()" }
        return host
    }

    private static func textEntryDemo() -> Screen {
        let child = TextEntryController(placeholder: "Type anything — accents, 漢字, 👩‍👩‍👧", maximumLength: 40)
        let host = host("TextEntryController", child, hint: "Each edit and Return is reported.")
        child.onChange = { [weak host] text in host?.status = "onChange(\"\(text)\")" }
        child.onSubmit = { [weak host, weak child] in host?.status = "onSubmit() with \"\(child?.text ?? "")\"" }
        return host
    }

    private static func loginFormDemo() -> Screen {
        let child = LoginFormController(usernameMaximumLength: 40, showsDemoHint: true)
        let host = host("LoginFormController", child, hint: "Login and Register are reported, not performed.")
        child.onLogin = { [weak host, weak child] in host?.status = "onLogin() as \"\(child?.username ?? "")\"" }
        child.onRegister = { [weak host] in host?.status = "onRegister()" }
        return host
    }

    private static func imageDemo() -> Screen {
        let child = ImageController(placeholder: "No image")
        child.source = .pixels(
            TestPatternDevice(resolution: ImageSize(width: 640, height: 360)).capture(frameNumber: 0, flash: .off))
        return host(
            "ImageController", child, hint: "x takes the image away: the placeholder shows.",
            keys: [KeyBinding(.character("x"), "No image") { child.source = nil }])
    }

    private static func captionDemo() -> Screen {
        let child = CaptionController()
        child.text = "Zoom 1.00×"
        return host("CaptionController", child, hint: "A line of hint text above what it describes.")
    }
}
