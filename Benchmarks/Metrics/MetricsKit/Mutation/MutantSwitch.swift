/// The file `make mutants` adds to the module it plants mutants in, and removes after the run:
/// `Mutants.isOn(id)` is true for the one mutant `WORKSHOP_MUTANT` names, read once at start;
/// with `WORKSHOP_MUTANTS_REACHED` set it also writes each id reached to that file, once, which
/// is how the run learns which mutants some test runs.
public enum MutantSwitch {
    public static let fileName = "MutantSwitch.swift"
    public static let mutantVariable = "WORKSHOP_MUTANT"
    public static let reachedVariable = "WORKSHOP_MUTANTS_REACHED"

    public static let source = """
        // Written by `make mutants` for one run, and removed after it.
        import Foundation
        import Synchronization

        /// Which planted mutant is on: the one `\(mutantVariable)` names, read once.
        enum Mutants {
            private static let environment = ProcessInfo.processInfo.environment
            private static let active = environment["\(mutantVariable)"].flatMap { Int($0) }
            private static let reachedFile = environment["\(reachedVariable)"]
            private static let reached = Mutex<Set<Int>>([])

            static func isOn(_ id: Int) -> Bool {
                if let reachedFile { record(id, in: reachedFile) }
                return id == active
            }

            /// Under the lock: tests run in parallel, and two writers at the same end of the
            /// file would keep one id of the two.
            private static func record(_ id: Int, in path: String) {
                reached.withLock { ids in
                    guard ids.insert(id).inserted, let file = FileHandle(forWritingAtPath: path) else { return }
                    file.seekToEndOfFile()
                    file.write(Data("\\(id)\\n".utf8))
                    file.closeFile()
                }
            }
        }

        """
}
