import AppSupport
import TerminalUI

/// Where Football Gather in MVVM starts: the flow's coordinator, and its first screen. The coordinator
/// lives as long as the first screen: that screen's view model routes through it.
public enum GatherLaunch {
    @MainActor
    public static func firstScreen(in environment: AppEnvironment, seams: AppSeams) -> Screen {
        GatherCoordinator(environment: environment, seams: seams).start()
    }
}
