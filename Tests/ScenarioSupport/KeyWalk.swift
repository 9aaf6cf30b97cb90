import Synchronization
import TerminalUI

/// The key walk: at every checkpoint the parity suite reaches, each action the key bar, the help
/// or an alert lists as acting is pressed, and one that changes nothing on screen and starts no
/// work is a problem — a key that promises and does nothing (`TerminalApp.actingKeyLines`).
///
/// A key that acts changes what the session would go on from, so each is pressed in a run of
/// its own: the scenario is played again up to the checkpoint, the key pressed, and the run ends
/// there. A key that does nothing leaves the session as it was, so the next is pressed in the same
/// run. Each kind of checkpoint (its title, alert and acting keys) is walked once per pattern and
/// app, by whichever scenario reaches it first: what a second one would press is the same.
@MainActor
final class KeyWalk {
    /// Where the next run presses: the checkpoint, counted from 0, and its first action not yet
    /// pressed.
    struct Target {
        var checkpoint = 0
        var line = 0
    }

    private(set) var target = Target()
    /// Whether the run pressed a key that acted: what the script does after is not walked.
    private(set) var hasStopped = false {
        didSet { stopFlag.withLock { $0 = hasStopped } }
    }
    /// `hasStopped`, for the issue matcher, which runs off the main actor.
    nonisolated let stopFlag = Mutex(false)
    private(set) var problems: [String] = []
    private var checkpoints = 0
    private let scenario: String
    private let claims: WalkClaims

    init(scenario: String, claims: WalkClaims) {
        self.scenario = scenario
        self.claims = claims
    }

    /// A new run from the start of the scenario, at the target the last one left.
    func startRun() {
        hasStopped = false
        checkpoints = 0
        pending = nil
    }

    /// The checkpoint reached last, walked at the session's next step: pressing a key waits for
    /// what it starts, which a checkpoint, read as the script goes, cannot.
    private var pending: String?

    func checkpoint(_ name: String) {
        guard !hasStopped else { return }
        pending = name
    }

    /// At the checkpoint reached last: before the target nothing is pressed; at it, each action
    /// not pressed yet is, until one acts.
    func walkPending(in session: ParitySession) async {
        guard let name = pending, !hasStopped else { return }
        pending = nil
        let index = checkpoints
        checkpoints += 1
        guard index >= target.checkpoint else { return }
        if index > target.checkpoint { target = Target(checkpoint: index) }
        let app = session.driver.app
        let lines = app.actingKeyLines()
        // Kinds another scenario walks, or walked, are left to it; a kind is claimed when its
        // first action is pressed.
        if target.line == 0, lines.isEmpty || !claims.claim(signature(of: session, lines)) {
            target = Target(checkpoint: index + 1)
            return
        }
        for line in target.line..<lines.count {
            if await press(lines[line], in: session) {
                target.line = line + 1
                hasStopped = true
                return
            }
            problems.append(
                "\(scenario) · \"\(name)\": \(lines[line].label) \(lines[line].action) is listed as acting but changes nothing and says nothing"
            )
        }
        target = Target(checkpoint: index + 1)
    }

    /// Presses the line's keys until one acts: a request left in flight (held, never answered),
    /// or the screen changed once what the key started is over (a status line with a reason
    /// included). A line of several keys acts when one of them does.
    private func press(_ line: KeyHelp, in session: ParitySession) async -> Bool {
        let driver = session.driver
        for key in line.keys {
            driver.draw()
            let before = driver.app.currentFrame
            session.network.delaysRequests = true
            let requested = await driver.pressUntilWorkWaits(key)
            session.network.delaysRequests = false
            if requested {
                // Let the request go, so the session can end: what waits on it (the players'
                // sync, say) would otherwise wait for good.
                await driver.advanceReleasingWork(by: ParitySession.latency)
                return true
            }
            await driver.settle()
            if driver.app.currentFrame != before { return true }
        }
        return false
    }

    /// What makes two checkpoints the same kind: the screen (its type and title), what is on
    /// top, the focused view, and every key of the bar with whether it acts. Not how many rows
    /// the screen shows: the players' list with nine rows and with twelve is one kind, and
    /// counting rows walked it six times over in every pattern, a third of all the kinds walked.
    /// What rows change that matters to a key (an empty list, a key it disables), the focus and
    /// the bar say.
    private func signature(of session: ParitySession, _ lines: [KeyHelp]) -> String {
        let app = session.driver.app
        let screen = app.navigation.top.map { "\(type(of: $0)) \($0.title)" } ?? "-"
        let top = app.topModalKind ?? "screen"
        let focus = app.navigation.top?.focusedView.map { String(describing: type(of: $0)) } ?? "-"
        let bar =
            app.navigation.top?.keyBindings.map { "\($0.key.label)\($0.isEnabled ? "" : "·")" }.joined(separator: " ")
            ?? ""
        return ([screen, top, focus, bar] + lines.map { "\($0.label) \($0.action)" }).joined(separator: " | ")
    }
}

/// The kinds of checkpoint walked so far, per pattern and app: shared by the scenarios running
/// side by side, so each kind is walked once.
@MainActor
final class WalkClaims {
    private static var all: [String: WalkClaims] = [:]
    private var claimed: Set<String> = []

    static func of(app: String, pattern: String) -> WalkClaims {
        let key = "\(app) · \(pattern)"
        if let claims = all[key] { return claims }
        let claims = WalkClaims()
        all[key] = claims
        return claims
    }

    /// `true` for the first to claim `signature`.
    func claim(_ signature: String) -> Bool {
        claimed.insert(signature).inserted
    }
}
