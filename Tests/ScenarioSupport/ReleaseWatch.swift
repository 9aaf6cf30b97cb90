import TerminalUI

/// Whether a screen, and every role behind it, is freed once it has left the navigation stack:
/// the parity suite's release check, the same for every pattern. It remembers, weakly, each
/// object of the variant's own modules that a screen on the stack reaches through its stored
/// properties (view, view model, presenter, interactor, router, worker, child controllers…);
/// at the end of a session, one still alive that no screen on the stack reaches is kept by
/// something that should have let it go — a cycle between roles, or a role that holds another
/// screen's.
@MainActor
public final class ReleaseWatch {
    private struct Watched {
        weak var object: AnyObject?
        let name: String
    }

    /// "GatherMVP.", "MyCardsMVP.": the prefixes of the watched types' names.
    private let modulePrefixes: [String]
    private var watched: [ObjectIdentifier: Watched] = [:]

    /// Watches the objects of the modules named: a pattern's `Gather<Pattern>` and `MyCards<Pattern>`.
    public init(modules: [String]) {
        modulePrefixes = modules.map { "\($0)." }
    }

    /// Remembers what the screens on the stack reach now.
    public func watch(_ screens: [Screen]) {
        for object in reachableObjects(from: screens) where watched[ObjectIdentifier(object)]?.object == nil {
            watched[ObjectIdentifier(object)] = Watched(object: object, name: String(reflecting: type(of: object)))
        }
    }

    /// The type names of the objects still alive that no screen on the stack reaches, in order.
    public func kept(while screens: [Screen]) -> [String] {
        let live = Set(reachableObjects(from: screens).map(ObjectIdentifier.init))
        return watched.filter { $0.value.object != nil && !live.contains($0.key) }.map(\.value.name).sorted()
    }

    /// The variant's objects reachable from `screens` through stored properties: into values
    /// (structs, enums, optionals, collections) and into the variant's own objects, never into the
    /// kit's (a screen's app reaches every screen) or a service's.
    private func reachableObjects(from screens: [Screen]) -> [AnyObject] {
        var found: [ObjectIdentifier: AnyObject] = [:]
        var pending: [Any] = screens
        while let value = pending.popLast() {
            if type(of: value) is AnyClass {
                let object = value as AnyObject
                guard isVariantObject(object), found[ObjectIdentifier(object)] == nil else { continue }
                found[ObjectIdentifier(object)] = object
            }
            var mirror: Mirror? = Mirror(reflecting: value)
            while let current = mirror {
                pending.append(contentsOf: current.children.map(\.value))
                mirror = current.superclassMirror
            }
        }
        return Array(found.values)
    }

    private func isVariantObject(_ object: AnyObject) -> Bool {
        let name = String(reflecting: type(of: object))
        return modulePrefixes.contains { name.hasPrefix($0) }
    }
}
