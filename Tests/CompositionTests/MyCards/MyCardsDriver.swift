import TerminalUI

/// A headless app at 80×24 for a My Cards controller under test.
@MainActor
func makeCardsDriver() -> ScriptDriver {
    ScriptDriver(appName: "My Cards", patternName: "MVC-Composition")
}
