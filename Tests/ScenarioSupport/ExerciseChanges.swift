import Foundation

/// The parity screens that the workshop's change requests alter. An exercise lists them in its
/// `parity-changes.txt`, each named `<app>/<scenario>/<checkpoint>`. Where an exercise is
/// solved in a pattern (`WORKSHOP_SOLVED="01:MVC 03:VIP"`, as `make workshop-check` says it),
/// the parity suite expects that pattern to show the exercise's screen at those checkpoints,
/// and every other checkpoint exactly as before.
public struct ExerciseChanges: Sendable {
    /// The exercise's folder name: "01-team-balance".
    public let exercise: String
    private let screens: [String: String]

    /// Every exercise's changes, in folder order.
    public static let all: [ExerciseChanges] = {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: Repository.exercises.path)) ?? []
        return folders.sorted().compactMap { folder in
            let file = SnapshotFile(
                url: Repository.exercises.appendingPathComponent(folder).appendingPathComponent("parity-changes.txt"))
            return file.stored().map { ExerciseChanges(exercise: folder, screens: $0) }
        }
    }()

    /// The exercises solved, by number, and the pattern each is solved in.
    static let solved: [(number: String, pattern: String)] = {
        let setting = ProcessInfo.processInfo.environment["WORKSHOP_SOLVED"] ?? ""
        return setting.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { entry in
            let parts = entry.split(separator: ":")
            guard parts.count == 2 else { return nil }
            return (String(parts[0]), String(parts[1]).uppercased())
        }
    }()

    /// What `pattern` must show at `checkpoint` once the exercises it has solved are in it;
    /// `nil` when none of them alters that checkpoint.
    public static func expectedScreen(app: String, scenario: String, checkpoint: String, pattern: String) -> String? {
        let solvedHere = solved.filter { $0.pattern == pattern.uppercased() }.map(\.number)
        return all.first { changes in
            solvedHere.contains { changes.exercise.hasPrefix("\($0)-") }
        }?.screens["\(app)/\(scenario)/\(checkpoint)"]
    }

    /// The exercises whose change alters `checkpoint`: named in a failure, so a learner who has
    /// solved one knows why the parity suite now differs.
    public static func exercises(changing checkpoint: String, app: String, scenario: String) -> [String] {
        all.filter { $0.screens["\(app)/\(scenario)/\(checkpoint)"] != nil }.map(\.exercise)
    }
}
