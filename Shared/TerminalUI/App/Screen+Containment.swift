/// A screen made of child screens, as UIKit's containment API makes a view controller of child
/// view controllers: `addChild(_:in:)` shows a child's view in a region of the container's,
/// `removeFromParent()` takes it out. A child appears and disappears with its container, is shown
/// by the same app (its clock, its work, its alerts), shares its container's one focus, and gets
/// the keys first while a view of its own is focused: what it does not act on goes on to its
/// container (the responder chain). Each child brings its own views up to date when its own
/// state changes, and only those.
extension Screen {
    /// The screen on the navigation stack that holds this one, or this one.
    public var root: Screen { parent?.root ?? self }

    /// Adds `child` and shows its view in `slot`, a view of this screen's content; without a
    /// slot, a child with no view of its own (a fetcher that loads when the screen appears). A
    /// child that has a container leaves it first; one added while this screen shows appears at
    /// once.
    public func addChild(_ child: Screen, in slot: ChildSlot? = nil) {
        child.removeFromParent()
        children.append(child)
        child.parent = self
        child.slot = slot
        slot?.show(child.content)
        child.app = app
        if isAppeared { child.appear() }
        root.settleFocus()
        app?.setNeedsRender()
    }

    /// A new region of this screen's view with `child` added in it: what a container's layout is
    /// made of, `Stack(spacing: 1, [slot(showing: form), slot(showing: doneButton)])`.
    public func slot(showing child: Screen) -> ChildSlot {
        let slot = ChildSlot()
        addChild(child, in: slot)
        return slot
    }

    /// Takes this screen out of its container: it disappears if it showed, its view leaves its
    /// region, and the focus moves on if it was in it. Work it started goes on, and whatever it
    /// then changes is no longer drawn.
    public func removeFromParent() {
        guard let parent else { return }
        if isAppeared { disappear() }
        slot?.show(nil)
        slot = nil
        parent.children.removeAll { $0 === self }
        let container = parent.root
        self.parent = nil
        app = nil
        container.settleFocus()
        container.app?.setNeedsRender()
    }

    /// The key actions that act now, the focused child's first, then its container's and so on
    /// up to this screen; a key two of them bind acts as the innermost says. With no children,
    /// the screen's own `keyBindings`. What the key bar, the help and a key press read.
    public var activeKeyBindings: [KeyBinding] {
        var bindings: [KeyBinding] = []
        for screen in focusChain.reversed() {
            // Shadowed by an inner screen's key only: two actions on one key of one screen stay
            // two, for the key checks to catch.
            let inner = bindings
            bindings += screen.keyBindings.filter { binding in
                !inner.contains { $0.key == binding.key || $0.alternatives.contains(binding.key) }
            }
        }
        return bindings
    }

    /// This screen, then the child whose view holds the focus, then its child that does, and so
    /// on down to the innermost.
    var focusChain: [Screen] {
        guard let focused = focusedView,
            let child = children.first(where: { $0.slot != nil && $0.contentContains(focused) })
        else { return [self] }
        return [self] + child.focusChain
    }

    /// Whether `view` is drawn as part of this screen's content.
    func contentContains(_ view: View) -> Bool {
        content.allViews.contains { $0 === view }
    }
}
