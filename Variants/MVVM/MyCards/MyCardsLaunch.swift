import AppSupport
import TerminalUI

/// Where My Cards in MVVM starts: the flow's coordinator, and its first screen.
public enum MyCardsLaunch {
    @MainActor
    public static func firstScreen(in environment: AppEnvironment) -> Screen {
        MyCardsCoordinator(environment: environment).start()
    }
}
