import Observation
import Presentation

/// A full screen: a title, content, key actions and a status line. The app draws the chrome
/// around it (title bar, status line, key bar); the screen owns its views and their focus.
/// The TerminalUI counterpart of a view controller's view.
@MainActor
open class Screen {
    // The chrome's parts ask for a redraw when they change: a passive view told "Syncing…" by
    // work in flight has no observation to do it, and would otherwise wait for the next key.
    public var title: String {
        didSet { app?.setNeedsRender() }
    }
    public var content: View
    /// Shown in the key bar in this order, so each action keeps its place.
    public var keyBindings: [KeyBinding] {
        didSet {
            root.dropNoticeThatNoLongerHolds()
            app?.setNeedsRender()
        }
    }
    /// A transient message above the key bar ("Synced 3 cards", "Time's up!"), told by the role
    /// that decides.
    public var status: String? {
        didSet {
            // A new message from the role is newer than the kit's notice.
            if status != nil, status != oldValue { root.notice = nil }
            app?.setNeedsRender()
        }
    }
    /// The kit's own word in the status line, over `status` while it holds: why a dimmed key
    /// does nothing, which goes as soon as the key acts or its reason changes, or another key or
    /// a button acts; or that a wait was cancelled, which goes with the next key.
    private var notice: Notice? {
        didSet { app?.setNeedsRender() }
    }

    private struct Notice {
        let text: String
        /// The dimmed key the notice explains; `nil` for one that lasts until the next key.
        let key: Key?
    }

    /// What the status line shows: the kit's notice while it holds, else the role's status,
    /// else the first child's that has one.
    public var statusLine: String? {
        notice?.text ?? status ?? children.lazy.compactMap(\.statusLine).first
    }
    /// The app showing the screen, once it is shown; its children are shown by the same app.
    public internal(set) weak var app: TerminalApp? {
        didSet { for child in children { child.app = app } }
    }
    /// The view that receives keys first. A child's is its container's, when that view is its own.
    public var focusedView: View? {
        guard let parent else { return ownFocusedView }
        return parent.focusedView.flatMap { view in contentContains(view) ? view : nil }
    }
    /// The focus, kept by the screen that has no parent: one focus for a screen and its children.
    private weak var ownFocusedView: View?

    // Containment, as UIKit's view controllers have it: a screen made of child screens, each
    // drawn in a region of its container's view (a `ChildSlot`). Appearing, the app and its
    // clock, focus and keys pass from the container to its children (Screen+Containment.swift).

    /// The screens this one holds, in the order they were added.
    public internal(set) var children: [Screen] = []
    /// The screen that holds this one; `nil` for a screen on the navigation stack.
    public internal(set) weak var parent: Screen?
    /// Where this screen's view is drawn in its container's.
    weak var slot: ChildSlot?
    /// Between `appear` and `disappear`: a child added now appears at once.
    public private(set) var isAppeared = false
    /// The view that lost the focus only because it left the screen for a while (a list behind
    /// its loading spinner): it gets the focus back once it can take it again, unless the person
    /// moved the focus or used the view that stood in for it meanwhile.
    private weak var displacedFocus: View?

    /// Without `content`, the screen starts empty: a subclass sets it once its views exist.
    public init(title: String, content: View = Stack([]), keyBindings: [KeyBinding] = []) {
        self.title = title
        self.content = content
        self.keyBindings = keyBindings
    }

    public var navigation: NavigationStack? { app?.navigation }

    /// Called once, when the screen is first shown, before its first `willAppear`: where a
    /// screen starts its first load (UIKit's `viewDidLoad`). The app is there by then, so work
    /// and alerts can start.
    open func didLoad() {}

    /// Called each time the screen comes to the top of the stack.
    open func willAppear() {}

    private var isLoaded = false

    /// `didLoad` the first time, then `willAppear`, then the same for each child: what the
    /// navigation stack calls on showing it, and a container on adding a child while it shows.
    func appear() {
        isAppeared = true
        if !isLoaded {
            isLoaded = true
            didLoad()
        }
        if showsLoading { loadingHold = app?.beginLoading() }
        willAppear()
        for child in children { child.appear() }
    }

    /// The children's `disappear` first, then `willDisappear`, after letting go of this
    /// screen's loading indicator: a screen that is covered or popped never holds the input of
    /// the one that takes its place.
    func disappear() {
        for child in children { child.disappear() }
        isAppeared = false
        loadingHold?.cancel()
        loadingHold = nil
        notice = nil
        willDisappear()
    }

    /// Whether the loading indicator shows for this screen (and input waits): for a view that
    /// shows state it is given — an MVVM view binding its view model's `request.isInFlight`, a
    /// passive view told `showsLoading` (MVP, MVP-C, VIPER), a VIP view controller displaying a loading
    /// view model — rather than handing its work to `app.perform`. Held only while the screen is
    /// on top; it comes back when the screen does.
    public var showsLoading = false {
        didSet {
            guard showsLoading != oldValue else { return }
            loadingHold?.cancel()
            loadingHold = showsLoading && isAppeared && app?.navigation.top === root ? app?.beginLoading() : nil
        }
    }

    private var loadingHold: (any Cancellable)?

    /// Brings the views up to date with the state they show, before a frame is drawn: the first
    /// time, and again whenever `@Observable` state read here has changed since — UIKit's
    /// `updateProperties()`. MVVM views read their view model here; others need not override it.
    open func updateViews() {}

    private var viewsNeedUpdate = true

    /// Its own views, then each child's: each is observed on its own, so a child whose state
    /// changed brings only its own region up to date.
    func updateViewsIfNeeded() {
        if viewsNeedUpdate {
            viewsNeedUpdate = false
            app?.viewUpdates += 1
            withObservationTracking {
                updateViews()
            } onChange: { [weak self] in
                // Observed state lives on the main actor, so its changes are reported there.
                MainActor.assumeIsolated {
                    self?.viewsNeedUpdate = true
                    self?.app?.setNeedsRender()
                }
            }
        }
        for child in children { child.updateViewsIfNeeded() }
    }

    /// Called when the screen leaves the top (covered by another, or popped).
    open func willDisappear() {}

    /// What leaving the screen now would lose — "The name you typed will be lost." — told by
    /// the role that knows (controller, view model, presenter); `nil` when nothing would be.
    public var unsavedWork: String?

    /// What leaving would lose, this screen's or else a child's: what going back asks about.
    public var unsavedWorkShown: String? {
        unsavedWork ?? children.lazy.compactMap(\.unsavedWorkShown).first
    }

    /// Runs `discard` (going back, reverting an edit) at once when nothing would be lost, and
    /// otherwise only once the person chose "Discard" in "Discard changes?" — Cancel, the
    /// highlighted button, keeps the work.
    public func discardingUnsavedWork(_ discard: @escaping @MainActor () -> Void) {
        guard let unsavedWork = unsavedWorkShown, let app else { return discard() }
        app.showAlert(
            title: "Discard changes?", message: unsavedWork,
            buttons: [
                AlertButton("Discard", role: .destructive, action: discard),
                AlertButton("Cancel", role: .cancel),
            ])
    }

    /// What Esc and q do: by default, go back (the app quits from its first screen), asking
    /// first if that would lose work.
    open func goBack() {
        discardingUnsavedWork { [weak self] in self?.navigation?.pop() }
    }

    /// Views Tab moves through, in order.
    public var focusableViews: [View] {
        content.allViews.filter { $0.isFocusable && !$0.isHidden }
    }

    /// Gives `view` the focus; a child asks its container, which holds the one focus.
    public func focus(_ view: View?) {
        if let parent { return parent.focus(view) }
        displacedFocus = nil
        moveFocus(to: view)
    }

    private func moveFocus(to view: View?) {
        ownFocusedView?.isFocused = false
        ownFocusedView = view
        view?.isFocused = true
    }

    /// Keeps the focus on a view that can still take it, or on the first one that can; a view
    /// that lost it only by leaving the screen gets it back when it returns.
    func settleFocus() {
        if let parent { return parent.settleFocus() }
        let focusable = focusableViews
        if let displaced = displacedFocus, focusable.contains(where: { $0 === displaced }) {
            displacedFocus = nil
            return moveFocus(to: displaced)
        }
        if let focusedView, focusable.contains(where: { $0 === focusedView }) { return }
        if displacedFocus == nil { displacedFocus = focusedView }
        moveFocus(to: focusable.first)
    }

    /// A key for this screen: the focused view first, then focus movement, then the actions of
    /// the focused child and of each container up to this screen (the responder chain). `false`
    /// leaves it to the app (back, help, quit).
    func handle(_ key: Key) -> Bool {
        settleFocus()
        if notice?.key == nil { notice = nil }
        let keyBindings = activeKeyBindings
        // A key the focused view leaves to the screen (Enter in a text field is the form's Done)
        // is the screen's action: dimmed, it says why instead of acting.
        if let binding = keyBindings.first(where: { $0.key == key && !$0.isEnabled }),
            focusedView?.keyHelp.contains(where: { $0.defersToScreen && $0.covers(key) }) == true
        {
            explainDimmed(binding)
            return true
        }
        if let focusedView, focusedView.handle(key) {
            displacedFocus = nil
            // A button pressed acted (Retry): a dimmed key's reason from before would read as
            // what came of it.
            if focusedView is Button { notice = nil }
            return true
        }
        switch key {
        case .tab, .down: if moveFocus(by: 1) { return true }
        case .backTab, .up: if moveFocus(by: -1) { return true }
        default: break
        }
        if let binding = keyBindings.first(where: { $0.key == key || $0.alternatives.contains(key) }) {
            if binding.isEnabled {
                // Another key acted: what a dimmed one said before is no longer the news.
                notice = nil
                binding.action()
            } else {
                explainDimmed(binding)
            }
            dropNoticeThatNoLongerHolds()
            return true
        }
        if key == .left || key == .right, let beside = focusableView(beside: key == .right ? 1 : -1) {
            focus(beside)
            return true
        }
        return false
    }

    /// The view that ← or → moves the focus to: the nearest focusable one beside the focused
    /// view in a `Row` that holds it (`step` 1 to the right, -1 to the left), so that two boxes
    /// side by side are reached the way they are seen; `nil` where there is none.
    func focusableView(beside step: Int) -> View? {
        guard let focusedView, let path = Self.path(to: focusedView, in: content) else { return nil }
        for depth in path.indices.dropLast().reversed() {
            guard let row = path[depth] as? Row, let place = row.views.firstIndex(where: { $0 === path[depth + 1] })
            else { continue }
            var next = place + step
            while row.views.indices.contains(next) {
                let candidates =
                    row.views[next].isHidden ? [] : row.views[next].allViews.filter { $0.isFocusable && !$0.isHidden }
                if let found = step > 0 ? candidates.first : candidates.last { return found }
                next += step
            }
        }
        return nil
    }

    /// The views from `view` down to `target`, both included; `nil` when `target` is not shown in it.
    private static func path(to target: View, in view: View) -> [View]? {
        if view === target { return [view] }
        for subview in view.subviews where !subview.isHidden {
            if let rest = path(to: target, in: subview) { return [view] + rest }
        }
        return nil
    }

    /// A dimmed key pressed says why it does nothing now, until that no longer holds.
    private func explainDimmed(_ binding: KeyBinding) {
        notice = binding.unavailableReason.map { Notice(text: $0, key: binding.key) }
    }

    /// Says in the status line that the wait was cancelled (Esc), in `text`, until the next key.
    func noticeCancelled(_ text: String) {
        notice = Notice(text: text, key: nil)
    }

    /// A dimmed key's reason goes once the key acts, says another reason, or is gone: a message
    /// that no longer holds would mislead ("Age must be …" under an age that is fine).
    fileprivate func dropNoticeThatNoLongerHolds() {
        guard let notice, let key = notice.key else { return }
        let binding = activeKeyBindings.first { $0.key == key }
        if binding?.unavailableReason != notice.text { self.notice = nil }
    }

    /// Pasted text goes to the focused view, if it takes text.
    func paste(_ text: String) -> Bool {
        settleFocus()
        return focusedView?.paste(text) ?? false
    }

    private func moveFocus(by step: Int) -> Bool {
        let focusable = focusableViews
        guard focusable.count > 1 else { return false }
        let current = focusable.firstIndex { $0 === focusedView } ?? 0
        focus(focusable[(current + step + focusable.count) % focusable.count])
        return true
    }

    /// A click: the innermost view under it takes it, and the focus if it can.
    func click(at point: Point) {
        for view in content.allViews.reversed() where !view.isHidden && view.frame.contains(point) {
            let relative = Point(x: point.x - view.frame.x, y: point.y - view.frame.y)
            if view.click(at: relative) {
                if view.isFocusable { focus(view) }
                return
            }
        }
    }
}
