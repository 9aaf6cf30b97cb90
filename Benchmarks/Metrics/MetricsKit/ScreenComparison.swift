/// One screen in two patterns, its files paired by layer: the view with the view, the decisions
/// with the decisions (MVC's controller, MVVM's view model, a presenter), the contracts with the
/// contracts. `diff -r` of two screen folders pairs files by name, and no two patterns name a
/// role alike, so it compares nothing.
public struct ScreenComparison: Sendable {
    /// The files of one layer in each pattern; either side may be empty.
    public struct Pair: Sendable, Equatable {
        public var layer: String
        public var left: [String]
        public var right: [String]
    }

    public var screen: String
    public var left: String
    public var right: String
    public var pairs: [Pair]

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Pairs the files of `Variants/<Pattern>/<App>/<screen>/` of patterns `left` and `right`
    /// among `paths` (relative to the package root) by their layer, in `Layer`'s order.
    public init(screen: String, left: String, right: String, paths: [String]) throws(Failure) {
        func files(of pattern: String) -> [String: [String]] {
            var byLayer: [String: [String]] = [:]
            for path in paths.sorted() {
                let parts = path.split(separator: "/").map(String.init)
                guard parts.count == 5, parts[0] == "Variants", parts[1] == pattern, parts[3] == screen,
                    case .variant(_, _, let role) = SourceRole(path: path)
                else { continue }
                byLayer[Layer.of(role: role, in: pattern)?.rawValue ?? "other", default: []].append(path)
            }
            return byLayer
        }
        let (ours, theirs) = (files(of: left), files(of: right))
        guard !ours.isEmpty || !theirs.isEmpty else {
            throw Failure(
                description:
                    "No screen \(screen) in \(left) or \(right): the screens are the folders of Variants/<Pattern>/<App>/."
            )
        }
        guard !ours.isEmpty, !theirs.isEmpty else {
            throw Failure(description: "\(screen) is only in \(ours.isEmpty ? right : left).")
        }
        self.screen = screen
        self.left = left
        self.right = right
        pairs = (Layer.allCases.map(\.rawValue) + ["other"]).compactMap { layer in
            let pair = Pair(layer: layer, left: ours[layer] ?? [], right: theirs[layer] ?? [])
            return pair.left.isEmpty && pair.right.isEmpty ? nil : pair
        }
    }
}
