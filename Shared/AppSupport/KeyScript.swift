import Foundation
import TerminalUI

/// A scripted session for `--script FILE`: one step per line.
///
///     # comments and blank lines are ignored
///     type demo              types the text
///     paste Long text        pastes the text, as a terminal's bracketed paste (one insertion)
///     key tab enter          presses keys: enter tab backtab esc space up down left right
///                            home end pgup pgdn backspace delete f1, ctrl-<letter> (ctrl-r),
///                            or one character
///     advance 1s             moves the clock (ms, s or min)
///     resize 50x15           resizes the screen
///     click 10 4             clicks a cell (column, row from 0)
///     print                  prints the screen here (it is also printed at the end)
public struct KeyScript: Sendable {
    public enum Step: Hashable, Sendable {
        case type(String)
        case paste(String)
        case keys([Key])
        case advance(Duration)
        case resize(Size)
        case click(Point)
        case print
    }

    public struct ParseError: Error, Hashable, CustomStringConvertible {
        public let line: Int
        public let reason: String
        public var description: String { "Script line \(line): \(reason)" }
    }

    public let steps: [Step]

    /// The script in the file at `path`, or why it cannot be had, in words.
    public static func read(path: String) throws -> KeyScript {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw AppSupportError.cannotReadScript(path: path, reason: "there is no such file")
        }
        guard !isFolder.boolValue else { throw AppSupportError.cannotReadScript(path: path, reason: "it is a folder") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw AppSupportError.cannotReadScript(path: path, reason: "it cannot be opened (permissions?)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw AppSupportError.cannotReadScript(path: path, reason: "it is not UTF-8 text")
        }
        return try KeyScript(text)
    }

    public init(_ text: String) throws(ParseError) {
        var steps: [Step] = []
        for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let (command, argument) = Self.split(line)
            do {
                steps.append(try Self.step(command, argument))
            } catch {
                throw ParseError(line: offset + 1, reason: error.reason)
            }
        }
        self.steps = steps
    }

    private struct Reason: Error { let reason: String }

    private static func split(_ line: String) -> (String, String) {
        guard let space = line.firstIndex(of: " ") else { return (line, "") }
        return (String(line[..<space]), String(line[line.index(after: space)...]))
    }

    private static func step(_ command: String, _ argument: String) throws(Reason) -> Step {
        switch command {
        case "type":
            return .type(argument)
        case "paste":
            return .paste(argument)
        case "key":
            let names = argument.split(separator: " ").map(String.init)
            guard !names.isEmpty else { throw Reason(reason: "key needs at least one key name") }
            return .keys(try names.map(key))
        case "advance":
            return .advance(try duration(argument))
        case "resize":
            let parts = argument.split(separator: "x").compactMap { Int($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 > 0 }) else {
                throw Reason(reason: "resize takes COLUMNSxROWS, e.g. 80x24")
            }
            return .resize(Size(columns: parts[0], rows: parts[1]))
        case "click":
            let parts = argument.split(separator: " ").compactMap { Int($0) }
            guard parts.count == 2, parts.allSatisfy({ $0 >= 0 }) else {
                throw Reason(reason: "click takes a column and a row, e.g. click 10 4")
            }
            return .click(Point(x: parts[0], y: parts[1]))
        case "print":
            return .print
        default:
            throw Reason(reason: "unknown command \"\(command)\" (type, paste, key, advance, resize, click, print)")
        }
    }

    private static let namedKeys: [String: Key] = [
        "enter": .enter, "tab": .tab, "backtab": .backTab, "esc": .escape, "space": .character(" "),
        "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
        "pgup": .pageUp, "pgdn": .pageDown, "backspace": .backspace, "delete": .delete, "f1": .function(1),
    ]

    /// The name a script gives `key`: "down", "ctrl-r", "a".
    public static func name(of key: Key) -> String {
        if let name = namedKeys.first(where: { $0.value == key })?.key { return name }
        switch key {
        case .control(let letter): return "ctrl-\(letter)"
        case .character(let character): return String(character)
        default: return "\(key)"
        }
    }

    /// A step as its script line says it, keys aside: "type demo", "advance 1s", "print".
    static func describe(_ step: Step) -> String {
        switch step {
        case .type(let text): "type \(text)"
        case .paste(let text): "paste \(text.count) characters"
        case .keys(let keys): "key " + keys.map(name(of:)).joined(separator: " ")
        case .advance(let duration): "advance \(Int(duration / .milliseconds(1)))ms"
        case .resize(let size): "resize \(size.columns)x\(size.rows)"
        case .click(let point): "click \(point.x) \(point.y)"
        case .print: "print"
        }
    }

    private static func key(_ name: String) throws(Reason) -> Key {
        if let key = namedKeys[name.lowercased()] { return key }
        let lowercased = name.lowercased()
        if lowercased.hasPrefix("ctrl-"), lowercased.count == 6, let letter = lowercased.last, letter.isLetter,
            letter.isASCII
        {
            return .control(letter)
        }
        guard name.count == 1, let character = name.first else { throw Reason(reason: "unknown key \"\(name)\"") }
        return .character(character)
    }

    private static func duration(_ text: String) throws(Reason) -> Duration {
        let units: [(suffix: String, duration: (Int) -> Duration)] = [
            ("ms", { .milliseconds($0) }), ("min", { .seconds($0 * 60) }), ("s", { .seconds($0) }),
        ]
        for unit in units where text.hasSuffix(unit.suffix) {
            if let value = Int(text.dropLast(unit.suffix.count)), value >= 0 { return unit.duration(value) }
        }
        throw Reason(reason: "advance takes a duration such as 500ms, 1s or 2min")
    }
}
