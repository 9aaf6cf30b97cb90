/// What each key does now, worked out the way a key is dispatched — the modal on top, F1, the
/// focused view, focus movement, the screen's actions, then back, help and quit — so that the
/// key bar and the help overlay are made from what really acts, and a test can check them.
extension TerminalApp {
    /// The screen's actions as they act now, in their order. An action whose key the focused
    /// view takes names what the view does with it (a photo face's Enter); one whose key a text
    /// field takes as a letter is left out; one whose meaning the view leaves to the screen (a
    /// list's Enter) stays as it is.
    func activeBindings(of screen: Screen) -> [KeyBinding] {
        let focused = screen.focusedView
        let viewKeys = focused?.keyHelp ?? []
        return screen.activeKeyBindings.compactMap { binding in
            guard let taken = viewKeys.first(where: { $0.covers(binding.key) }), !taken.defersToScreen else {
                return binding
            }
            if taken.takesText, !taken.keys.contains(binding.key) { return nil }
            return KeyBinding(binding.key, taken.action, prominence: binding.prominence) {
                _ = focused?.handle(binding.key)
            }
        }
    }

    /// The help overlay's lines for `screen`: the focused view's keys, the screen's actions (with
    /// the other keys that do the same), moving the focus, back, help and quit.
    func helpLines(for screen: Screen) -> [KeyHelp] {
        let focused = screen.focusedView
        let viewKeys = focused?.keyHelp ?? []
        let bindings = screen.activeKeyBindings
        var lines: [KeyHelp] = []
        for entry in viewKeys where !(entry.defersToScreen && bindings.contains { entry.covers($0.key) }) {
            lines.append(entry)
        }
        for binding in bindings where !viewKeys.contains(where: { !$0.defersToScreen && $0.covers(binding.key) }) {
            let keys = [binding.key] + binding.alternatives.filter { key in !viewKeys.contains { $0.covers(key) } }
            lines.append(KeyHelp(keys, binding.title, unavailableReason: binding.unavailableReason))
        }
        if let moves = focusMoves(on: screen) { lines.append(moves) }
        if let moves = sideMoves(on: screen) { lines.append(moves) }
        lines += globalKeys(on: screen)
        return lines
    }

    /// The help overlay's lines over an alert, a sheet or a picker: its keys, help and quit.
    func helpLines(over modal: Modal) -> [KeyHelp] {
        modal.keyHelp + [KeyHelp([.character("?"), .function(1)], "This help"), quitNow]
    }

    /// Tab and Shift-Tab move the focus where there is more than one view to take it; so do ↓
    /// and ↑ where the focused view has no use for them.
    private func focusMoves(on screen: Screen) -> KeyHelp? {
        guard screen.focusableViews.count > 1 else { return nil }
        let viewKeys = screen.focusedView?.keyHelp ?? []
        let keys = [Key.tab, .backTab, .down, .up].filter { key in
            !viewKeys.contains { $0.covers(key) }
                && !screen.activeKeyBindings.contains { $0.key == key || $0.alternatives.contains(key) }
                || key == .tab || key == .backTab
        }
        return KeyHelp(keys, "Next or previous field")
    }

    /// ← and → move the focus to the view beside the focused one, in a row of them, where
    /// neither the focused view nor the screen has a use for them; the line names only the sides
    /// that have one.
    private func sideMoves(on screen: Screen) -> KeyHelp? {
        let viewKeys = screen.focusedView?.keyHelp ?? []
        let keys = [(key: Key.left, step: -1), (key: Key.right, step: 1)].filter { side in
            !viewKeys.contains { $0.covers(side.key) }
                && !screen.activeKeyBindings.contains { $0.key == side.key || $0.alternatives.contains(side.key) }
                && screen.focusableView(beside: side.step) != nil
        }.map(\.key)
        switch keys {
        case [.left]: return KeyHelp(keys, "Field to the left")
        case [.right]: return KeyHelp(keys, "Field to the right")
        case []: return nil
        default: return KeyHelp(keys, "Field to the left or right")
        }
    }

    /// Back (Esc, and q where it is no letter), help (? where it is no letter, and F1), quit.
    private func globalKeys(on screen: Screen) -> [KeyHelp] {
        let viewKeys = screen.focusedView?.keyHelp ?? []
        func isFree(_ key: Key) -> Bool {
            !viewKeys.contains { $0.covers(key) }
                && !screen.activeKeyBindings.contains { $0.key == key || $0.alternatives.contains(key) }
        }
        let back = [Key.escape, .character("q")].filter(isFree)
        let help = [Key.character("?")].filter(isFree) + [.function(1)]
        return (back.isEmpty ? [] : [KeyHelp(back, navigation.screens.count == 1 ? "Quit" : "Back")])
            + [KeyHelp(help, "This help"), quitNow]
    }

    /// Ctrl-C quits without asking, so its line says what that would lose.
    private var quitNow: KeyHelp {
        KeyHelp([.control("c")], unsavedWork.map { "Quit now. \($0)" } ?? "Quit now")
    }

    /// The line that says what `key` does now, worked out as `handle` dispatches it; `nil` for a
    /// key that does nothing.
    func meaning(of key: Key, on screen: Screen) -> KeyHelp? {
        if let modal = modals.last {
            // A modal takes every key; those it has no use for do nothing.
            return modal is HelpOverlay ? modal.keyHelp.first : helpLines(over: modal).first { $0.covers(key) }
        }
        if key == .function(1) { return globalKeys(on: screen).first { $0.covers(key) } }
        let bindings = screen.activeKeyBindings
        if let taken = screen.focusedView?.keyHelp.first(where: { $0.covers(key) }) {
            guard taken.defersToScreen, let binding = bindings.first(where: { taken.covers($0.key) }) else {
                return taken
            }
            return KeyHelp([binding.key], binding.title)
        }
        if let moves = focusMoves(on: screen), moves.covers(key) { return moves }
        if let binding = bindings.first(where: { $0.key == key || $0.alternatives.contains(key) }) {
            return KeyHelp([binding.key], binding.title)
        }
        if let moves = sideMoves(on: screen), moves.covers(key) { return moves }
        return globalKeys(on: screen).first { $0.covers(key) }
    }

    /// Whether the key bar and the help tell the truth on the screen as it is now: every key the
    /// bar offers does what its slot says, every key the help lists does what its line says, and
    /// every key that acts is in the help. Each problem in words; none when all agree. The parity
    /// suite asks at every screen it reaches.
    public func keyProblems() -> [String] {
        guard let screen = navigation.top, !isLoading else { return [] }
        var problems: [String] = []
        let lines = modals.last.map { $0 is HelpOverlay ? $0.keyHelp : helpLines(over: $0) } ?? helpLines(for: screen)
        for slot in keyBarLayout(for: screen, width: backend.size.columns) where !(modals.last is HelpOverlay) {
            let binding = slot.binding
            if binding.title == "More" || binding.title == "Help" || binding.title == "Back" || binding.title == "Quit"
            {
                continue
            }
            guard let meaning = meaning(of: binding.key, on: screen) else {
                problems.append("the key bar offers \(binding.keyLabel) \(binding.title), which does nothing")
                continue
            }
            if meaning.action != binding.title {
                problems.append("the key bar says \(binding.keyLabel) \(binding.title), but it does \(meaning.action)")
            }
        }
        guard !(modals.last is HelpOverlay) else { return problems }
        for line in lines {
            for key in line.keys {
                let meaning = meaning(of: key, on: screen)
                if meaning?.action != line.action {
                    problems.append(
                        "the help says \(key.label) \(line.action), but it does \(meaning?.action ?? "nothing")")
                }
            }
        }
        let acting =
            (modals.last?.keyHelp
                ?? ((screen.focusedView?.keyHelp ?? [])
                    + screen.activeKeyBindings.map { KeyHelp([$0.key] + $0.alternatives, $0.title) }))
        for entry in acting {
            for key in entry.keys where !lines.contains(where: { $0.covers(key) }) {
                problems.append("\(key.label) acts (\(entry.action)) but the help does not list it")
            }
            if entry.takesText, !lines.contains(where: \.takesText) {
                problems.append("typing acts but the help does not say so")
            }
        }
        return problems
    }
}

extension TerminalApp {
    /// The actions a person is told act now, each a line of keys: the screen's actions as the
    /// key bar offers them (those dimmed left out), a key the focused view says the screen acts
    /// on, or the keys of the alert or sheet on top. Moving in a list or a text, focus, back, help
    /// and quit are the widgets' and the app's, checked on their own; while the app waits or is
    /// too small, nothing is listed. What the key walk of the parity suite presses.
    public func actingKeyLines() -> [KeyHelp] {
        guard !isLoading, !isTooSmall, let screen = navigation.top else { return [] }
        if let modal = modals.last {
            return modal is HelpOverlay ? [] : modal.keyHelp
        }
        let bindings = screen.activeKeyBindings
        let deferred = (screen.focusedView?.keyHelp ?? []).filter { line in
            line.defersToScreen && !bindings.contains { line.covers($0.key) }
        }
        return deferred + activeBindings(of: screen).filter(\.isEnabled).map { KeyHelp([$0.key], $0.title) }
    }
}

extension TerminalApp {
    /// The kind of alert, sheet or picker on top, if any: what tells a checkpoint's keys apart.
    public var topModalKind: String? {
        modals.last.map { String(describing: type(of: $0)) }
    }
}
