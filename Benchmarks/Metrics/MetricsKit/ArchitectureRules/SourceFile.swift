import Foundation
import SwiftParser
import SwiftSyntax

/// A Swift file of the repository as the rules read it: its path from the package root, its
/// syntax tree, and the line of any node in it.
struct SourceFile {
    let path: String
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    init(path: String, source: String) {
        self.path = path
        tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// "Variants/MVP/Gather/Login/LoginView.swift" → "LoginView".
    var name: String { String((path.split(separator: "/").last ?? "").dropLast(".swift".count)) }

    /// The file's folders: ["Variants", "MVP", "Gather", "Login"].
    var folders: [String] { path.split(separator: "/").dropLast().map(String.init) }

    /// The pattern whose folder of `Variants/` holds the file: "MVP"; `nil` above them.
    var pattern: String? { folders.count > 1 ? folders[1] : nil }

    /// Whether the file is a screen's `role`: "LoginView" is a View, the kit's "View" is not.
    func plays(_ role: String) -> Bool { name.hasSuffix(role) && name != role }

    func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter, afterLeadingTrivia: true).line
    }

    /// Every Swift file under `Variants/` of the package at `root`.
    static func variants(in root: URL) throws -> [SourceFile] {
        let folder = root.appendingPathComponent("Variants")
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [SourceFile] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let path = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            files.append(SourceFile(path: path, source: try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }
}

/// A rule broken: where, and the rule in the pattern's own words.
struct Finding: CustomStringConvertible, Equatable {
    let path: String
    let line: Int
    let rule: String

    var description: String { "\(path):\(line): \(rule)" }
}
