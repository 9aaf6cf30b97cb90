import Domain
import Foundation

/// One pair's cost of one exercise in one pattern, as `make cost EX=01 BOARD=…` sends it to the
/// teacher's board (`make board`) — or a reference solution's, which the board shows beside the
/// pairs'. The figures are `make cost`'s: what the report counts of a reference solution.
public struct BoardRow: Codable, Hashable, Sendable {
    /// Who sent it: a pair's name, or "reference" for a reference solution.
    public var pair: String
    /// The exercise's number, "01".
    public var exercise: String
    /// The pattern's folder name, "MVVM".
    public var pattern: String
    public var filesTouched: Int
    public var filesAdded: Int
    public var linesAdded: Int
    public var linesRemoved: Int
    public var typesAdded: Int
    public var protocolsAdded: Int
    public var testsAdded: Int
    /// What the board gave the pair with its first row: a later row under the same name must
    /// carry it, so no one else can write over the pair's rows. `nil` before the first.
    public var secret: String?

    public static let longestPairName = 40

    /// The pair's name as the board keeps it: blanks and zero-width characters cut from both ends,
    /// as the apps keep a name, so "Alice+Bob " is "Alice+Bob".
    public var keptPair: String { NameRules.normalized(pair) }

    public init(
        pair: String, exercise: String, pattern: String, filesTouched: Int, filesAdded: Int,
        linesAdded: Int, linesRemoved: Int, typesAdded: Int, protocolsAdded: Int, testsAdded: Int
    ) {
        self.pair = pair
        self.exercise = exercise
        self.pattern = pattern
        self.filesTouched = filesTouched
        self.filesAdded = filesAdded
        self.linesAdded = linesAdded
        self.linesRemoved = linesRemoved
        self.typesAdded = typesAdded
        self.protocolsAdded = protocolsAdded
        self.testsAdded = testsAdded
    }

    /// `cost`, as `pair` sends it: code lines of every layer together, as the board's cell shows them.
    public init(pair: String, cost: ChangeCost) {
        self.init(
            pair: pair, exercise: String(cost.exercise.prefix(2)), pattern: cost.pattern,
            filesTouched: cost.filesTouched, filesAdded: cost.filesAdded,
            linesAdded: cost.totalLinesAdded + cost.sharedLinesAdded, linesRemoved: cost.totalLinesRemoved,
            typesAdded: cost.typesAdded, protocolsAdded: cost.protocolsAdded, testsAdded: cost.testsAdded
        )
    }

    /// Why the board refuses the row, in words a pair can act on; `nil` when it is taken. A name
    /// with a control or direction character is refused, as the apps refuse one: it would read
    /// differently on the board from what was sent (a name reversed by U+202E).
    public func refusal(exercises: Set<String>, patterns: Set<String>) -> String? {
        let name = keptPair
        if name.isEmpty { return "The pair has no name: send PAIR=<your names>." }
        if name.count > Self.longestPairName {
            return "The pair's name is longer than \(Self.longestPairName) characters."
        }
        do {
            _ = try NameRules.validated(name)
        } catch {
            return "The pair's name: \(error)"
        }
        if name.lowercased() == "reference" { return "\"reference\" is the reference solutions' name: choose another." }
        if !exercises.contains(exercise) {
            return
                "There is no exercise \"\(exercise)\": the exercises are \(exercises.sorted().joined(separator: ", "))."
        }
        if !patterns.contains(pattern) {
            return "There is no pattern \"\(pattern)\": the patterns are \(patterns.sorted().joined(separator: ", "))."
        }
        // Files and lines are counts; types, protocols and tests are differences (a change may remove some).
        let counts = [filesTouched, filesAdded, linesAdded, linesRemoved]
        let differences = [typesAdded, protocolsAdded, testsAdded]
        if counts.contains(where: { !(0...100_000).contains($0) })
            || differences.contains(where: { !(-100_000...100_000).contains($0) })
        {
            return "A figure is out of range: files and lines count from 0, and none is over 100000."
        }
        return nil
    }
}
