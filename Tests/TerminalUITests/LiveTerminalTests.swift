import Foundation
import TestSupport
import Testing

/// The real thing: `tui-demo` in a tmux pane under TERM=xterm-256color, read with capture-pane,
/// stopped with Ctrl-C, and the terminal checked afterwards. Each test has a tmux server of its
/// own: on the shared default server, one test ending its session could take the server (and
/// the other test's pane) with it, and a developer's own tmux would be in reach.
@Suite("Live terminal (tmux)")
struct LiveTerminalTests {
    private let socket = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tmux-\(UUID().uuidString.prefix(8))"
    ).path

    @Test func theDemoDrawsInARealTerminalAndCtrlCGivesTheTerminalBack() throws {
        let session = try start("tui-demo")
        defer { stopServer() }

        // Each wait is for a whole screen, not its title: a capture can fall mid-draw.
        _ = try waitForPane(session) { $0.contains("TerminalUI · Demo · Gallery") && $0.contains("Thumbnail grid") }
        try tmux("send-keys", "-t", session, "Enter")
        _ = try waitForPane(session) { $0.contains("TerminalUI · Demo · Form") && $0.contains("東京 café 🎉") }
        try tmux("send-keys", "-t", session, "C-c")
        let after = try waitForPane(session) { $0.contains("DONE") }

        #expect(after.contains("EXITED 130"), "Ctrl-C ends with 128 + SIGINT, as shells expect")
        #expect(after.contains("MODES RESTORED"), "stty -g after the run equals stty -g before it")
        #expect(!after.contains("Gallery"), "the alternate screen is gone")
    }

    /// What crashed every text field: a terminal hands over one scalar at a time, so an accent,
    /// a flag's second half or an emoji's joiner arrives after the character it merges into.
    /// Typed that way, with cursor moves and deletions between, the field keeps the text whole,
    /// draws it where the layout says (the next field's row untouched) and the demo ends cleanly.
    @Test func textTypedOneScalarAtATimeNeitherCrashesNorMisalignsTheField() throws {
        let session = try start("tui-demo")
        defer { stopServer() }
        _ = try waitForPane(session) { $0.contains("Gallery") && $0.contains("Thumbnail grid") }
        try tmux("send-keys", "-t", session, "Enter")
        _ = try waitForPane(session) { $0.contains("TerminalUI · Demo · Form") && $0.contains("東京 café 🎉") }

        // Joined emoji and flags are drawn from their first scalar (TextWidth.terminalScalars).
        let typedLine = " Name        東京 café 🎉 ⚽ 山田 👨 Pelé 🇧x❤|"
        let editedLine = " Name        東京́café 🎉 ⚽ 山田 👨 Pel 🇧x❤|"
        try tmux("send-keys", "-t", session, "End")
        for scalar in " ⚽ 山田 👨\u{200D}👩\u{200D}👧 Pele\u{301} 🇧🇷x❤\u{FE0F}|".unicodeScalars {
            try tmux("send-keys", "-t", session, "-l", String(scalar))
        }
        _ = try waitForPane(session) { $0.contains(typedLine) }
        for key in ["Left", "Left", "Left", "Left", "Left", "BSpace", "Home", "Right", "Right", "DC"] {
            try tmux("send-keys", "-t", session, key)
        }
        try tmux("send-keys", "-t", session, "-l", "\u{301}")
        let edited = try waitForPane(session) { $0.contains(editedLine) }
        try tmux("send-keys", "-t", session, "C-c")
        let after = try waitForPane(session) { $0.contains("DONE") }

        #expect(edited.contains("\n Password    Secret"))
        #expect(after.contains("EXITED 130"))
        #expect(after.contains("MODES RESTORED"))
    }

    @Test func sigtermAlsoGivesTheTerminalBack() throws {
        let session = try start("tui-demo")
        defer { stopServer() }
        _ = try waitForPane(session) { $0.contains("Gallery") }
        // A key answered first: the run loop is up, so the signal handlers Dispatch registers at
        // start are surely in place. Sent right after the first frame on a loaded machine, the
        // signal was once not acted on (the pane still showed the gallery 10 s later).
        try tmux("send-keys", "-t", session, "?")
        _ = try waitForPane(session) { $0.contains("any key closes") }

        _ = try shell("kill -TERM \(try demoProcess(in: session))")
        let after = try waitForPane(session) { $0.contains("DONE") }

        #expect(after.contains("EXITED 143"), "SIGTERM ends with 128 + 15")
        #expect(after.contains("MODES RESTORED"))
    }

    /// A paste comes as one insertion (the terminal's bracketed paste, which tmux's
    /// `paste-buffer -p` sends once the app asked for it): ten thousand characters appear at
    /// once, the field scrolled to their end, and a line break is a space in a one-line field.
    @Test func aLongPasteArrivesWholeAndItsLineBreaksBecomeSpaces() throws {
        let session = try start("tui-demo")
        defer { stopServer() }
        _ = try waitForPane(session) { $0.contains("Gallery") && $0.contains("Thumbnail grid") }
        try tmux("send-keys", "-t", session, "Enter")
        _ = try waitForPane(session) { $0.contains("TerminalUI · Demo · Form") && $0.contains("東京 café 🎉") }

        try tmux("set-buffer", String(repeating: "a", count: 9_980) + "\nlast line|")
        try tmux("paste-buffer", "-p", "-t", session)
        let pasted = try waitForPane(session) { $0.contains("aaa last line|") }
        try tmux("send-keys", "-t", session, "C-c")
        let after = try waitForPane(session) { $0.contains("DONE") }

        #expect(pasted.contains("\n Password    Secret"), "the field stayed one line")
        #expect(after.contains("EXITED 130"))
        #expect(after.contains("MODES RESTORED"))
    }

    /// Keys a person cannot have meant to queue behind Ctrl-C: thousands of keys sent at once,
    /// then Ctrl-C. The app ends on the Ctrl-C without working through what came before it.
    @Test func ctrlCActsAheadOfQueuedKeys() throws {
        let session = try start("tui-demo")
        defer { stopServer() }
        _ = try waitForPane(session) { $0.contains("Gallery") && $0.contains("Thumbnail grid") }
        try tmux("send-keys", "-t", session, "Enter")
        _ = try waitForPane(session) { $0.contains("TerminalUI · Demo · Form") && $0.contains("東京 café 🎉") }

        try tmux("send-keys", "-t", session, "-l", String(repeating: "b", count: 5_000))
        try tmux("send-keys", "-t", session, "C-c")
        let after = try waitForPane(session) { $0.contains("DONE") }

        #expect(after.contains("EXITED 130"))
        #expect(after.contains("MODES RESTORED"))
    }

    /// Closing the terminal hangs the app up: it ends at once and in order (129), neither drawing
    /// on to nothing nor crashing on a write to the terminal that is gone. The status is kept in
    /// a file: the pane that would show it closes with the terminal.
    @Test func aClosedTerminalEndsTheAppInOrder() throws {
        let statusFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "status-\(UUID().uuidString.prefix(8))"
        ).path
        defer { unlink(statusFile) }
        let session = try start("tui-demo", keepingStatusIn: statusFile)
        defer { stopServer() }
        _ = try waitForPane(session) { $0.contains("Gallery") && $0.contains("Thumbnail grid") }

        try tmux("kill-session", "-t", session)

        let deadline = Date().addingTimeInterval(10)
        var status = ""
        // The shell creates the file, then writes the line: a whole line is the status.
        while Date() < deadline, !status.hasSuffix("\n") {
            usleep(50_000)
            status = (try? String(contentsOfFile: statusFile, encoding: .utf8)) ?? ""
        }
        #expect(status == "129\n", "128 + SIGHUP; a crash on the dead terminal ends otherwise (132, SIGILL)")
    }

    /// Keys typed while the program was still starting (a build running before it) do not land
    /// in its first screen: an Esc typed early would quit the demo at once (status 0); discarded,
    /// the demo waits for the Ctrl-C sent once its screen is up (130).
    @Test func keysTypedBeforeTheFirstScreenAreDiscarded() throws {
        let go = FileManager.default.temporaryDirectory.appendingPathComponent("go-\(UUID().uuidString.prefix(8))").path
        defer { unlink(go) }
        let session = try start("tui-demo", after: go)
        defer { stopServer() }

        // Esc alone: followed by more keys it would be read as Alt and the key.
        try tmux("send-keys", "-t", session, "Escape")
        try #require(FileManager.default.createFile(atPath: go, contents: nil))
        _ = try waitForPane(session) { $0.contains("Gallery") && $0.contains("Thumbnail grid") }
        try tmux("send-keys", "-t", session, "C-c")
        let after = try waitForPane(session) { $0.contains("DONE") }

        #expect(after.contains("EXITED 130"), "the early Esc was not read")
    }

    /// A crash must not leave the terminal raw and on the alternate screen: the crash report is
    /// then readable and the shell usable. The exit status is that of whatever handles the crash
    /// after the guard (the default, Swift's backtracer, a sanitizer), so only "not 0" is asked.
    @Test(arguments: ["bad-pointer", "overflow", "abort"])
    func aCrashGivesTheTerminalBackBeforeTheReport(crash: String) throws {
        let session = try start("terminal-crash", crash)
        defer { stopServer() }
        _ = try waitForPane(session) { $0.contains("Ready to crash") }

        try tmux("send-keys", "-t", session, "x")
        let after = try waitForPane(session) { $0.contains("DONE") }

        #expect(after.contains("EXITED "))
        #expect(!after.contains("EXITED 0"), "a crash is not a success")
        #expect(after.contains("MODES RESTORED"))
        #expect(!after.contains("Ready to crash"), "the alternate screen is gone")
    }

    /// The demo's process: the child of the pane's shell. On Linux it is found in /proc — procps,
    /// and with it pgrep, is not in every image (the official Swift image has none); macOS has no
    /// /proc and always has pgrep.
    private func demoProcess(in session: String) throws -> String {
        let shellPID = try tmux("list-panes", "-t", session, "-F", "#{pane_pid}").trimmingCharacters(
            in: .whitespacesAndNewlines)
        #if os(Linux)
            let child = try FileManager.default.contentsOfDirectory(atPath: "/proc").first { pid in
                Int(pid) != nil && parentPID(of: pid) == shellPID
                    && ((try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? "").contains(
                        "tui-demo")
            }
        #else
            let child = try ExternalCommand.run(["pgrep", "-P", shellPID, "tui-demo"]).split(separator: "\n").first.map(
                String.init)
        #endif
        return try #require(child)
    }

    #if os(Linux)
        /// A process's parent from /proc/PID/stat: the second field after the command, which is in
        /// parentheses and may itself hold spaces.
        private func parentPID(of pid: String) -> String? {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let commandEnd = stat.lastIndex(of: ")")
            else { return nil }
            let fields = stat[stat.index(after: commandEnd)...].split(separator: " ")
            return fields.count > 1 ? String(fields[1]) : nil
        }
    #endif

    /// Starts one of the package's programs in a new 100×30 tmux session and returns the
    /// session's name. After the program, the pane's shell says how it ended and whether the
    /// terminal's modes are exactly what they were before it started.
    private func start(_ program: String, _ arguments: String...) throws -> String {
        try start(program, arguments: arguments, statusFile: nil)
    }

    /// As `start`, the program starting only once the file `go` exists: keys sent before are
    /// typed while it is not yet running.
    private func start(_ program: String, after go: String) throws -> String {
        try start(program, arguments: [], statusFile: nil, waitingFor: go)
    }

    /// As `start`, and the program's exit status is also written to `statusFile`: the pane's
    /// shell ignores the hang-up of a closed terminal to write it (the program catches its own).
    private func start(_ program: String, keepingStatusIn statusFile: String) throws -> String {
        try start(program, arguments: [], statusFile: statusFile)
    }

    private func start(_ program: String, arguments: [String], statusFile: String?, waitingFor go: String? = nil) throws
        -> String
    {
        let path = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            program
        ).path
        try #require(
            FileManager.default.isExecutableFile(atPath: path),
            "build \(program) first (swift build --build-tests builds it)")
        let session = ([program] + arguments).joined(separator: "-")
        // The Swift runtime's crash report would wait for a key on a terminal: not here.
        let command =
            (statusFile == nil ? "" : "trap '' HUP; ")
            + (go.map { "while [ ! -e \($0) ]; do sleep 0.05; done; " } ?? "")
            + #"BEFORE=$(stty -g); TERM=xterm-256color LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no "#
            + ([path] + arguments).joined(separator: " ")
            + "; STATUS=$?; " + (statusFile.map { "echo $STATUS > \($0); " } ?? "")
            + #"echo EXITED $STATUS; [ "$(stty -g)" = "$BEFORE" ] && echo MODES RESTORED; echo DONE; sleep 30"#
        try tmux("new-session", "-d", "-s", session, "-x", "100", "-y", "30", command)
        return session
    }

    private func shell(_ command: String) throws -> String {
        try ExternalCommand.run(["/bin/sh", "-c", command])
    }

    @discardableResult
    private func tmux(_ arguments: String...) throws -> String {
        try ExternalCommand.run(["tmux", "-S", socket, "-f", "/dev/null"] + arguments)
    }

    /// kill-server leaves the socket file behind.
    private func stopServer() {
        _ = try? tmux("kill-server")
        unlink(socket)
    }

    /// Reads the pane until `condition` holds, for at most ten seconds (a program starting up).
    private func waitForPane(_ session: String, until condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        var pane = ""
        while Date() < deadline {
            pane = try tmux("capture-pane", "-p", "-t", session)
            if condition(pane) { return pane }
            usleep(50_000)
        }
        Issue.record("the pane never showed what was expected; last seen:\n\(pane)")
        return pane
    }
}
