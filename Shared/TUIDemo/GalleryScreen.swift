import Presentation
import TerminalUI

/// The first screen: every widget of TerminalUI, one demo each.
@MainActor
final class GalleryScreen: Screen {
    private let list = ListView()
    private let demos: [(title: String, detail: String, make: @MainActor () -> Screen)] = [
        ("Form", "text fields, password, toggle, button", FormDemo.init),
        ("Lists", "sections, checkmarks, checkboxes", ListDemo.init),
        ("Alerts and sheets", "alert, confirm, action sheet, picker, loading", ModalDemo.init),
        ("Stepper and score", "bounded steppers, the score board, a timer", StepperDemo.init),
        ("Photos", "image view, card faces in every colour mode", PhotoDemo.init),
        ("Thumbnail grid", "2 000 tiles, drawn only when in view", GridDemo.init),
        ("List states", "loading, content, empty, failed", ListStateDemo.init),
        ("MVC-Composition children", "each reusable child alone, with sample data", ChildrenDemo.init),
    ]

    init() {
        super.init(title: "Gallery")
        list.sections = [
            ListSection(
                "WIDGETS", items: demos.map { ListItem($0.title, details: [$0.detail], accessory: .disclosure) })
        ]
        list.onSelect = { [weak self] index in self?.open(index.row) }
        content = Stack(
            spacing: 1,
            [
                Label(
                    "Every widget of the kit. Enter opens a demo, ? lists the keys, q goes back, ^C quits.", role: .hint
                ),
                list,
            ])
    }

    private func open(_ row: Int) {
        navigation?.push(demos[row].make())
    }
}
