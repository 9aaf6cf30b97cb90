import AppSupport
import TerminalUI

/// Where Football Gather in VIP starts: the Login scene, assembled from the environment's
/// services and the app's seams.
public enum GatherLaunch {
    @MainActor
    public static func firstScreen(in environment: AppEnvironment, seams: AppSeams) -> Screen {
        LoginConfigurator.assemble(dependencies: GatherDependencies(environment: environment, seams: seams))
    }
}
