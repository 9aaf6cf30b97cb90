/// The navigation stack as state: the screens above the first, each a feature's state under an
/// id that stays its own while it is on the stack. A reducer pushes by appending and goes back by
/// popping; the app's navigator makes the terminal's stack follow. The ids let an action say
/// which screen it is for, and let the navigator tell a screen still shown from a new one.
public struct StackState<Element: Equatable>: Equatable, RandomAccessCollection {
    public private(set) var ids: [StackElementID] = []
    private var elements: [Element] = []
    private var nextID = 0

    public init() {}

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }

    /// The element shown under `id`, if it is still on the stack; setting it changes it in place.
    public subscript(id id: StackElementID) -> Element? {
        get { ids.firstIndex(of: id).map { elements[$0] } }
        set {
            guard let index = ids.firstIndex(of: id), let newValue else { return }
            elements[index] = newValue
        }
    }

    /// Pushes `element` under a new id, which it returns.
    @discardableResult
    public mutating func append(_ element: Element) -> StackElementID {
        let id = StackElementID(rawValue: nextID)
        nextID += 1
        ids.append(id)
        elements.append(element)
        return id
    }

    /// Pops the element under `id` and every one above it: what going back to below it is.
    public mutating func pop(from id: StackElementID) {
        guard let index = ids.firstIndex(of: id) else { return }
        ids.removeSubrange(index...)
        elements.removeSubrange(index...)
    }

    /// Pops every element above the one under `id`, which stays.
    public mutating func pop(to id: StackElementID) {
        guard let index = ids.firstIndex(of: id) else { return }
        ids.removeSubrange((index + 1)...)
        elements.removeSubrange((index + 1)...)
    }

    public mutating func removeAll() {
        ids.removeAll()
        elements.removeAll()
    }
}

/// A screen's place on a `StackState`: the same for as long as it is on the stack, never reused.
public struct StackElementID: Hashable, Comparable, Sendable, CustomStringConvertible {
    let rawValue: Int

    public static func < (lhs: StackElementID, rhs: StackElementID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }
}

/// What happens to a stack, as an action of the feature that holds it: an action of the screen
/// under `id`, or the terminal's own going back (Esc) from it, which the navigator reports.
public enum StackAction<ElementAction: Sendable>: Sendable {
    case element(id: StackElementID, action: ElementAction)
    case popFrom(id: StackElementID)
}

extension StackAction: Equatable where ElementAction: Equatable {}

extension Effect {
    /// Calls off what every screen that was on the stack (`shown`, its ids before an action) and
    /// is no longer on `path` still runs: a screen's work ends when it leaves, as TCA's stack does.
    public static func cancel<Element>(screensLeaving path: StackState<Element>, shownBefore shown: [StackElementID])
        -> Effect
    {
        .merge(shown.filter { !path.ids.contains($0) }.map { Effect.cancel(scope: $0) })
    }
}
