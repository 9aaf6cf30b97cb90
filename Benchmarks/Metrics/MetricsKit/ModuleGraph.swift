/// The module graph of Package.swift as an SVG: the variants' libraries on top, the shared
/// modules under them by what they import, an arrow from each module to each one it imports.
/// Arrows run only in the gaps: down out of a box, along the gap under its row, down a lane
/// clear of every box of the rows between, along the gap over the imported module's row and into
/// it. So no arrow crosses a box, and none reads as an import it is not.
public enum ModuleGraph {
    public struct Node: Hashable, Sendable {
        public var name: String
        public var isVariant: Bool
        /// 0 for a module that imports none of the others; one more than its deepest import else.
        public var level: Int
    }

    /// A box of the drawing: its centre and size.
    public struct Box: Hashable, Sendable {
        public var node: Node
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public func contains(_ point: (x: Double, y: Double), margin: Double = 0) -> Bool {
            abs(point.x - x) <= width / 2 + margin && abs(point.y - y) <= height / 2 + margin
        }
    }

    /// An arrow: the points of its path, from under the importing box to over the imported one.
    public struct Arrow: Sendable {
        public var from: String
        public var to: String
        public var points: [(x: Double, y: Double)]
    }

    /// The variants' libraries and the shared modules of `package`, and who imports whom among
    /// them; variants importing the same modules are one node.
    public static func nodes(of package: PackageTargets) -> (nodes: [Node], edges: [(from: String, to: String)]) {
        let modules = package.targets.filter { target in
            let isShared = target.path.hasPrefix("Shared/") && target.type != "executable" && target.type != "test"
            let isVariant = SourceRole.variant(folder: target.path) != nil && target.type == "library"
            return isShared || isVariant
        }
        let names = Set(modules.map(\.name))
        var dependencies = Dictionary(
            uniqueKeysWithValues: modules.map { ($0.name, $0.targetDependencies.filter(names.contains).sorted()) })
        // Variants that import the same modules are one box: ten libraries with the same five
        // arrows each would hide the graph behind fifty lines.
        var variantGroups: [[String]: [String]] = [:]
        for module in modules where module.path.hasPrefix("Variants/") {
            variantGroups[dependencies[module.name] ?? [], default: []].append(module.name)
        }
        var shown = modules.filter { !$0.path.hasPrefix("Variants/") }.map { (name: $0.name, isVariant: false) }
        for (imports, members) in variantGroups.sorted(by: {
            $0.value.sorted().first ?? "" < $1.value.sorted().first ?? ""
        }) {
            let name = members.count == 1 ? members[0] : groupName(members)
            members.forEach { dependencies[$0] = nil }
            dependencies[name] = imports
            shown.append((name: name, isVariant: true))
        }
        var levels: [String: Int] = [:]
        func level(_ name: String, visiting: Set<String> = []) -> Int {
            if let known = levels[name] { return known }
            guard !visiting.contains(name) else { return 0 }
            let value = (dependencies[name] ?? []).map { level($0, visiting: visiting.union([name])) + 1 }.max() ?? 0
            levels[name] = value
            return value
        }
        let nodes = shown.map { Node(name: $0.name, isVariant: $0.isVariant, level: level($0.name)) }
        let edges = shown.flatMap { module in (dependencies[module.name] ?? []).map { (from: module.name, to: $0) } }
        return (nodes, edges)
    }

    static let width = 1180.0, rowHeight = 96.0, boxHeight = 28.0

    /// Where every box and arrow goes.
    public static func layout(of package: PackageTargets) -> (boxes: [Box], arrows: [Arrow]) {
        let (nodes, edges) = nodes(of: package)
        let top = nodes.map(\.level).max() ?? 0
        var boxes: [String: Box] = [:]
        for row in (0...max(top, 0)).reversed() {
            let members = nodes.filter { $0.level == row }.sorted(by: order)
            let y = Double(top - row) * rowHeight + 24
            for (index, node) in members.enumerated() {
                let x = width * (Double(index) + 0.5) / Double(max(members.count, 1))
                boxes[node.name] = Box(
                    node: node, x: x, y: y, width: Double(node.name.count) * 7.6 + 16, height: boxHeight)
            }
        }
        // Each box has its own height in the gap under it (its arrows leave along it) and in the
        // gap over it (its arrows arrive along it), so arrows of different boxes do not merge.
        let gap = rowHeight - boxHeight
        func slot(_ name: String, among row: [Box]) -> Double {
            let ordered = row.sorted { $0.x < $1.x }
            let index = Double(ordered.firstIndex { $0.node.name == name } ?? 0)
            return (index + 1) / Double(ordered.count + 1)
        }
        func row(of box: Box) -> [Box] { boxes.values.filter { $0.node.level == box.node.level } }
        var arrows: [Arrow] = []
        for edge in edges {
            guard let from = boxes[edge.from], let to = boxes[edge.to] else { continue }
            let leave = from.y + boxHeight / 2 + gap * 0.5 * slot(from.node.name, among: row(of: from))
            let arrive = to.y - boxHeight / 2 - gap * 0.5 * slot(to.node.name, among: row(of: to))
            let between = boxes.values.filter { $0.node.level < from.node.level && $0.node.level > to.node.level }
            // Near the imported module: arrows into one module come down one lane, as a bundle.
            let lane = clearLane(near: to.x, avoiding: between)
            var points = [(x: from.x, y: from.y + boxHeight / 2), (x: from.x, y: leave)]
            if between.isEmpty {
                // Neighbouring rows: one gap, one height in it.
                points += [(x: to.x, y: leave)]
            } else {
                points += [(x: lane, y: leave), (x: lane, y: arrive), (x: to.x, y: arrive)]
            }
            points.append((x: to.x, y: to.y - boxHeight / 2))
            arrows.append(Arrow(from: edge.from, to: edge.to, points: points))
        }
        return (boxes.values.sorted { ($0.node.level, $0.x) > ($1.node.level, $1.x) }, arrows)
    }

    /// The x nearest `wanted` that no box of `boxes` covers (with a margin), so a vertical run
    /// there passes between them.
    static func clearLane(near wanted: Double, avoiding boxes: [Box]) -> Double {
        let margin = 8.0
        let blocked = boxes.map { ($0.x - $0.width / 2 - margin, $0.x + $0.width / 2 + margin) }
        func isClear(_ x: Double) -> Bool { !blocked.contains { $0.0 < x && x < $0.1 } }
        if isClear(wanted) { return wanted }
        // The edges of the blocked intervals are the candidates: the nearest clear one wins.
        let candidates: [Double] =
            blocked.flatMap { interval -> [Double] in [interval.0, interval.1] } + [4, width - 4]
        return candidates.filter(isClear).min { abs($0 - wanted) < abs($1 - wanted) } ?? wanted
    }

    public static func svg(of package: PackageTargets) -> String {
        let (boxes, arrows) = layout(of: package)
        guard !boxes.isEmpty else { return "<p>No modules found in Package.swift.</p>" }
        var parts = [
            "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#333\"/></marker></defs>"
        ]
        for arrow in arrows {
            let path = arrow.points.map { "\(format($0.x)),\(format($0.y))" }.joined(separator: " ")
            parts.append(
                "<polyline points=\"\(path)\" fill=\"none\" stroke=\"#444\" stroke-width=\"1.4\" stroke-opacity=\"0.8\" marker-end=\"url(#arrow)\"><title>\(escape(arrow.from)) imports \(escape(arrow.to))</title></polyline>"
            )
        }
        for box in boxes {
            let fill = box.node.isVariant ? "#fbd9b0" : "#c9dcf2"
            let stroke = box.node.isVariant ? "#b35c00" : "#1f4f8a"
            parts.append(
                "<rect x=\"\(format(box.x - box.width / 2))\" y=\"\(format(box.y - box.height / 2))\" width=\"\(format(box.width))\" height=\"\(format(box.height))\" rx=\"4\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"1.5\"/>"
            )
            parts.append(
                "<text x=\"\(format(box.x))\" y=\"\(format(box.y + 5))\" text-anchor=\"middle\" font-weight=\"600\">\(escape(box.node.name))</text>"
            )
        }
        let top = boxes.map(\.node.level).max() ?? 0
        let legendY = Double(top + 1) * rowHeight + 8
        parts.append(
            "<rect x=\"0\" y=\"\(format(legendY - 12))\" width=\"14\" height=\"14\" fill=\"#fbd9b0\" stroke=\"#b35c00\"/><text x=\"20\" y=\"\(format(legendY))\">a variant's library (presentation only)</text>"
        )
        parts.append(
            "<rect x=\"320\" y=\"\(format(legendY - 12))\" width=\"14\" height=\"14\" fill=\"#c9dcf2\" stroke=\"#1f4f8a\"/><text x=\"340\" y=\"\(format(legendY))\">a shared module</text>"
        )
        parts.append("<text x=\"500\" y=\"\(format(legendY))\">an arrow points at what a module imports</text>")
        return
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"graph\" viewBox=\"0 0 \(format(width)) \(format(legendY + 12))\" width=\"100%\" role=\"img\" aria-label=\"Module graph\">\(parts.joined())</svg>"
    }

    /// "Gather<Pattern> (5 libraries)" for GatherMVC … GatherVIP: what the members share.
    static func groupName(_ members: [String]) -> String {
        let prefix = members.dropFirst().reduce(members.first ?? "") { common, name in
            String(common.commonPrefix(with: name))
        }
        let pattern = SourceRole.patterns.contains { prefix.hasSuffix($0) } ? "" : "<Pattern>"
        return prefix.isEmpty
            ? "\(members.count) variant libraries" : "\(prefix)\(pattern) (\(members.count) libraries)"
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
