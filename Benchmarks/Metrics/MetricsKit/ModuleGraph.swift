/// The module graph of Package.swift as an SVG: the variants' libraries on top, the shared
/// modules under them by what they import, an arrow from each module to each one it imports.
public enum ModuleGraph {
    public struct Node: Hashable, Sendable {
        public var name: String
        public var isVariant: Bool
        /// 0 for a module that imports none of the others; one more than its deepest import else.
        public var level: Int
    }

    /// The variants' libraries and the shared modules of `package`, and who imports whom among them.
    public static func nodes(of package: PackageTargets) -> (nodes: [Node], edges: [(from: String, to: String)]) {
        let modules = package.targets.filter { target in
            let isShared = target.path.hasPrefix("Shared/") && target.type != "executable" && target.type != "test"
            let isVariant = SourceRole.variant(folder: target.path) != nil && target.type == "library"
            return isShared || isVariant
        }
        let names = Set(modules.map(\.name))
        let dependencies = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.targetDependencies.filter(names.contains)) })
        var levels: [String: Int] = [:]
        func level(_ name: String, visiting: Set<String> = []) -> Int {
            if let known = levels[name] { return known }
            guard !visiting.contains(name) else { return 0 }
            let value = (dependencies[name] ?? []).map { level($0, visiting: visiting.union([name])) + 1 }.max() ?? 0
            levels[name] = value
            return value
        }
        let nodes = modules.map { Node(name: $0.name, isVariant: $0.path.hasPrefix("Variants/"), level: level($0.name)) }
        let edges = modules.flatMap { module in (dependencies[module.name] ?? []).map { (from: module.name, to: $0) } }
        return (nodes, edges)
    }

    public static func svg(of package: PackageTargets) -> String {
        let (nodes, edges) = nodes(of: package)
        guard !nodes.isEmpty else { return "<p>No modules found in Package.swift.</p>" }
        let width = 1180.0, rowHeight = 86.0, boxHeight = 26.0
        let top = nodes.map(\.level).max() ?? 0
        var centres: [String: (x: Double, y: Double)] = [:]
        for row in (0...top).reversed() {
            let members = nodes.filter { $0.level == row }.sorted(by: order)
            let y = Double(top - row) * rowHeight + 20
            for (index, node) in members.enumerated() {
                centres[node.name] = (width * (Double(index) + 0.5) / Double(max(members.count, 1)), y)
            }
        }
        var parts = [
            "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#777\"/></marker></defs>",
        ]
        for edge in edges {
            guard let from = centres[edge.from], let to = centres[edge.to] else { continue }
            parts.append("<line x1=\"\(format(from.x))\" y1=\"\(format(from.y + boxHeight / 2))\" x2=\"\(format(to.x))\" y2=\"\(format(to.y - boxHeight / 2))\" stroke=\"#999\" stroke-opacity=\"0.45\" marker-end=\"url(#arrow)\"><title>\(escape(edge.from)) imports \(escape(edge.to))</title></line>")
        }
        for node in nodes {
            guard let centre = centres[node.name] else { continue }
            let boxWidth = Double(node.name.count) * 7.2 + 14
            let fill = node.isVariant ? "#fdf1e3" : "#eef4fb"
            let stroke = node.isVariant ? "#f28e2b" : "#4e79a7"
            parts.append("<rect x=\"\(format(centre.x - boxWidth / 2))\" y=\"\(format(centre.y - boxHeight / 2))\" width=\"\(format(boxWidth))\" height=\"\(format(boxHeight))\" rx=\"4\" fill=\"\(fill)\" stroke=\"\(stroke)\"/>")
            parts.append("<text x=\"\(format(centre.x))\" y=\"\(format(centre.y + 4))\" text-anchor=\"middle\">\(escape(node.name))</text>")
        }
        let legendY = Double(top + 1) * rowHeight + 4
        parts.append("<rect x=\"0\" y=\"\(format(legendY - 11))\" width=\"12\" height=\"12\" fill=\"#fdf1e3\" stroke=\"#f28e2b\"/><text x=\"18\" y=\"\(format(legendY))\">a variant's library (presentation only)</text>")
        parts.append("<rect x=\"300\" y=\"\(format(legendY - 11))\" width=\"12\" height=\"12\" fill=\"#eef4fb\" stroke=\"#4e79a7\"/><text x=\"318\" y=\"\(format(legendY))\">a shared module</text>")
        parts.append("<text x=\"480\" y=\"\(format(legendY))\">an arrow points at what a module imports</text>")
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"graph\" viewBox=\"0 0 \(format(width)) \(format(legendY + 10))\" width=\"100%\" role=\"img\" aria-label=\"Module graph\">\(parts.joined())</svg>"
    }

    /// Variants in the patterns' order, then by app; shared modules by name.
    private static func order(_ lhs: Node, _ rhs: Node) -> Bool {
        func key(_ node: Node) -> (Int, String) {
            let pattern = SourceRole.patterns.firstIndex { node.name.hasSuffix($0) } ?? SourceRole.patterns.count
            return (node.isVariant ? pattern : 0, node.name)
        }
        return key(lhs) < key(rhs)
    }

    static func escape(_ text: String) -> String { HTMLReport.escape(text) }
    static func format(_ value: Double) -> String { HTMLReport.format(value) }
}
