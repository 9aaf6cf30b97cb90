import TerminalUI

/// A headless app at 80×24 for a controller under test.
@MainActor
func makeDriver() -> ScriptDriver {
    ScriptDriver(appName: "Football Gather", patternName: "MVC-Composition")
}
