import AppSupport
import TerminalUI

/// Where Football Gather in MVVM starts: the flow's coordinator, and its first screen.
public enum GatherLaunch {
    @MainActor
    public static func firstScreen(in environment: AppEnvironment) -> Screen {
        GatherCoordinator(environment: environment).start()
    }
}
