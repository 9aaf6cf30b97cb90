/// A patch as `git diff` writes it: each file's hunks, enough to count what a change adds and
/// removes, and to make the files it changes from the files before it.
public struct UnifiedDiff: Sendable {
    public enum Line: Hashable, Sendable {
        case context(String)
        case added(String)
        case removed(String)
    }

    /// Lines of the file before the change from `oldStart` (1-based; 0 for a new file) on.
    public struct Hunk: Hashable, Sendable {
        public var oldStart: Int
        public var lines: [Line]
    }

    public struct FileChange: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            case added
            case modified
            case deleted
        }

        /// Relative to the repository's root.
        public var path: String
        public var kind: Kind
        public var hunks: [Hunk]

        /// A file the change made, and where: the numbers (from 1) of the lines it added, in the
        /// file after, and of those it removed, in the file before.
        public struct Applied: Hashable, Sendable {
            public var text: String
            public var addedLines: [Int]
            public var removedLines: [Int]
        }

        /// The file after the change, made from `original` (the file before it, "" for a new
        /// file); `nil` when a hunk does not fit `original`.
        public func applied(to original: String) -> Applied? {
            var before = original.components(separatedBy: "\n")
            if before.last == "" { before.removeLast() }
            var after: [String] = []
            var added: [Int] = []
            var removed: [Int] = []
            var cursor = 0
            for hunk in hunks {
                guard let start = position(of: hunk, in: before, from: cursor) else { return nil }
                after += before[cursor..<start]
                cursor = start
                for line in hunk.lines {
                    switch line {
                    case .added(let text):
                        after.append(text)
                        added.append(after.count)
                    case .context(let text), .removed(let text):
                        guard cursor < before.count, before[cursor] == text else { return nil }
                        if case .context = line { after.append(text) } else { removed.append(cursor + 1) }
                        cursor += 1
                    }
                }
            }
            after += before[cursor...]
            let text = after.isEmpty ? "" : after.joined(separator: "\n") + "\n"
            return Applied(text: text, addedLines: added, removedLines: removed)
        }

        /// Where `hunk`'s old lines (its context and removals) are in `lines`, at or after
        /// `cursor`: at the line its header names, else the nearest place they match — as
        /// `git apply` finds a hunk whose lines moved since the patch was made, without fuzz.
        func position(of hunk: Hunk, in lines: [String], from cursor: Int) -> Int? {
            let old = hunk.lines.compactMap { line -> String? in
                switch line {
                case .added: nil
                case .context(let text), .removed(let text): text
                }
            }
            func matches(at start: Int) -> Bool {
                start >= cursor && start + old.count <= lines.count && zip(lines[start...], old).allSatisfy { $0 == $1 }
            }
            let wanted = max(hunk.oldStart - 1, 0)
            for distance in 0...max(lines.count, 1) {
                if matches(at: wanted - distance) { return wanted - distance }
                if matches(at: wanted + distance) { return wanted + distance }
            }
            return nil
        }
    }

    public struct ParseError: Error, CustomStringConvertible {
        public let description: String
    }

    public var files: [FileChange]

    public init(parsing text: String) throws(ParseError) {
        var files: [FileChange] = []
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            if line.hasPrefix("diff --git ") {
                guard let path = line.components(separatedBy: " b/").last, !path.isEmpty else {
                    throw ParseError(description: "line \(number + 1): a file header without a path")
                }
                files.append(FileChange(path: path, kind: .modified, hunks: []))
                continue
            }
            guard !files.isEmpty else { continue }
            let last = files.count - 1
            if line.hasPrefix("new file mode") {
                files[last].kind = .added
            } else if line.hasPrefix("deleted file mode") {
                files[last].kind = .deleted
            } else if line.hasPrefix("@@ ") {
                // "@@ -12,7 +12,9 @@ context": the old side's first line number.
                let old = line.dropFirst(4).prefix { $0 != "," && $0 != " " }
                guard let start = Int(old) else {
                    throw ParseError(description: "line \(number + 1): a hunk header without a line number")
                }
                files[last].hunks.append(Hunk(oldStart: start, lines: []))
            } else if let hunk = files[last].hunks.indices.last {
                // The "---" and "+++" lines of a file come before its first hunk.
                let text = String(line.dropFirst())
                switch line.first {
                case " ": files[last].hunks[hunk].lines.append(.context(text))
                case "+": files[last].hunks[hunk].lines.append(.added(text))
                case "-": files[last].hunks[hunk].lines.append(.removed(text))
                default: break  // "\ No newline at end of file", or the blank line that ends the patch
                }
            }
        }
        self.files = files
    }
}
