import AppSupport
import ScenarioSupport
import TerminalUI
import Testing

/// The key walk is a checker, so it is shown a key that promises and does nothing and must name
/// it — and only it: a key that acts, one that says why it does not, and a dimmed one pass.
@Suite("Parity · the key walk")
@MainActor
struct KeyWalkTests {
    @Test func aKeyListedAsActingThatDoesNothingIsNamedAndNoOtherIs() async throws {
        let variant = try #require(variants.first)

        let problems = try await ParitySession.walkKeys(
            "Key walk test", variant, scenario: "promises",
            makeRoot: { _, _, _ in AppStart(firstScreen: PromisingScreen()) },
            configure: { _, _ in },
            startsOffline: false,
            startsSignedIn: false
        ) { session in
            session.checkpoint("the promises")
            await session.press(.character("c"))
            session.checkpoint("counted once")
        }

        #expect(!problems.isEmpty)
        #expect(
            problems.allSatisfy { $0.contains("x Promise is listed as acting but changes nothing and says nothing") })
        #expect(problems.contains { $0.contains("\"the promises\"") })
    }
}

/// A screen with one key of each kind: one that acts, one that explains itself, one dimmed, and
/// one that promises and does nothing.
@MainActor
private final class PromisingScreen: Screen {
    private var count = 0

    init() {
        super.init(title: "Promises")
        content = Label("Nothing here.")
        keyBindings = [
            KeyBinding(.character("c"), "Count") { [weak self] in self?.countOnce() },
            KeyBinding(.character("w"), "Why") { [weak self] in self?.status = "Nothing to do here." },
            KeyBinding(.character("d"), "Dimmed", isEnabled: false, disabledReason: "Never.") {},
            KeyBinding(.character("x"), "Promise") {},
        ]
    }

    private func countOnce() {
        count += 1
        status = "Counted \(count)."
    }
}
