import AppSupport
import Foundation
import Observation
import TerminalUI
import TestSupport
import Testing

@Suite("Key scripts")
struct KeyScriptTests {
    @Test func everyCommandIsRead() throws {
        let sut = try KeyScript(
            """
            # log in as the demo user
            type demo
            key tab enter q ctrl-c CTRL-R f1

            advance 1s
            advance 250ms
            advance 2min
            resize 50x15
            click 10 4
            print
            """)

        #expect(
            sut.steps == [
                .type("demo"),
                .keys([.tab, .enter, .character("q"), .control("c"), .control("r"), .function(1)]),
                .advance(.seconds(1)), .advance(.milliseconds(250)), .advance(.seconds(120)),
                .resize(Size(columns: 50, rows: 15)),
                .click(Point(x: 10, y: 4)),
                .print,
            ])
    }

    @Test(arguments: [
        ("jump 3", "Script line 1: unknown command \"jump\" (type, paste, key, advance, resize, click, print)"),
        ("\nkey enterr", "Script line 2: unknown key \"enterr\""),
        ("key ctrl-1", "Script line 1: unknown key \"ctrl-1\""),
        ("advance soon", "Script line 1: advance takes a duration such as 500ms, 1s or 2min"),
        ("resize big", "Script line 1: resize takes COLUMNSxROWS, e.g. 80x24"),
        ("click 3", "Script line 1: click takes a column and a row, e.g. click 10 4"),
        ("key", "Script line 1: key needs at least one key name"),
    ])
    func mistakesNameTheirLine(text: String, message: String) {
        let error = #expect(throws: KeyScript.ParseError.self) { try KeyScript(text) }

        #expect(error?.description == message)
    }

    @Test func aScriptThatCannotBeReadSaysWhyInWords() throws {
        let folder = try TemporaryDirectory()
        let notText = folder.path("binary.keys")
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: URL(fileURLWithPath: notText))

        let cases = [
            (folder.path("missing.keys"), "there is no such file"),
            (folder.path, "it is a folder"),
            (notText, "it is not UTF-8 text"),
        ]
        for (path, reason) in cases {
            let error = #expect(throws: AppSupportError.self) { try KeyScript.read(path: path) }
            #expect(error?.description == "Cannot read the key script \(path): \(reason).")
        }
    }

    @Test @MainActor func aScriptPlaysAgainstAnAppAndPrintsItsScreens() async throws {
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        let field = TextField(label: "Name")
        await driver.start(Screen(title: "Script", content: Stack([field])))
        let script = try KeyScript("type Ana\nprint\nkey backspace\nresize 70x20")

        let screens = await AppRunner.play(script, with: driver)

        #expect(screens.count == 2)
        #expect(screens[0].contains("Name  Ana"))
        #expect(screens[1].contains("Name  An"))
        #expect(driver.backend.grid.size == Size(columns: 70, rows: 20))
    }

    @Test @MainActor func eachPrintedScreenIsHandedOnWhenTheScriptReachesIt() async throws {
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(Screen(title: "Script", content: Stack([TextField(label: "Name")])))
        let script = try KeyScript("type A\nprint\ntype B\nprint\ntype C")
        var timings = ScriptTimings()
        var handedOn: [String] = []
        var typedWhenHandedOn: [Bool] = []

        let screens = await AppRunner.play(script, with: driver, timings: &timings) { screen in
            handedOn.append(screen)
            typedWhenHandedOn.append(driver.screen.contains("Name  ABC"))
        }

        #expect(handedOn == Array(screens.prefix(2)))
        #expect(typedWhenHandedOn == [false, false], "each was handed on before the steps after it ran")
        #expect(handedOn.last?.contains("Name  AB") == true)
        #expect(screens.last?.contains("Name  ABC") == true)
    }

    @Test @MainActor func timingsNameEveryKeyAndStepAsTheScriptDoesAndAreWrittenWithThePeakMemory() async throws {
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(Screen(title: "Script", content: Stack([TextField(label: "Name")])))
        let script = try KeyScript("type Ana\nkey backspace left space\nadvance 1s\nprint")
        var timings = ScriptTimings()

        _ = await AppRunner.play(script, with: driver, timings: &timings)

        #expect(timings.steps.map(\.step) == ["type Ana", "backspace", "left", "space", "advance 1000ms", "print"])
        #expect(timings.steps.allSatisfy { $0.milliseconds >= 0 })
        let folder = try TemporaryDirectory()
        let path = folder.url.appendingPathComponent("timings.json").path
        try timings.write(to: path)
        let written = try JSONDecoder().decode(ScriptTimings.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(written.steps == timings.steps)
        #expect(written.peakMemoryKilobytes > 0)
    }

    /// A key that changes what the screen shows recomputes its views once; one that changes
    /// nothing, not at all — what `make bench` counts per key.
    @Test @MainActor func timingsCountTheViewUpdatesOfEachKey() async throws {
        let driver = ScriptDriver(size: Size(columns: 60, rows: 18))
        await driver.start(CounterScreen())
        let script = try KeyScript("key + x +")
        var timings = ScriptTimings()

        _ = await AppRunner.play(script, with: driver, timings: &timings)

        #expect(timings.steps.map(\.viewUpdates) == [1, 0, 1])
        #expect(driver.screen.contains("Count 2"))
    }
}

@Observable @MainActor
private final class Count {
    var value = 0
}

/// A screen that draws a count from `@Observable` state in `updateViews`, as MVVM's views do.
@MainActor
private final class CounterScreen: Screen {
    private let count = Count()
    private let label = Label()

    init() {
        super.init(title: "Counter", content: Stack([label]))
        keyBindings = [KeyBinding(.character("+"), "Add one") { [weak self] in self?.count.value += 1 }]
    }

    override func updateViews() {
        label.text = "Count \(count.value)"
    }
}
