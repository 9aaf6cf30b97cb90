import CFuzzer
import Foundation

/// How every fuzz target runs. Built by `make fuzz` (with `-sanitize=fuzzer,address` and
/// `FUZZING`), libFuzzer drives `body` with inputs it mutates; in a plain build the same program
/// replays the files it is given — the corpus, and every crasher kept as a regression input —
/// so a fixed crash stays fixed. `--seeds DIR` writes the seed corpus.
public enum FuzzDriver {
    /// The body libFuzzer's C callback calls: a C function pointer cannot capture it. Set once,
    /// before the driver starts, and only read after.
    nonisolated(unsafe) private static var body: (Data) -> Void = { _ in }

    public static func run(seeds: @autoclosure () throws -> [String: Data], _ body: @escaping (Data) -> Void) -> Never {
        Self.body = body
        var arguments = CommandLine.arguments
        if arguments.count == 3, arguments[1] == "--seeds" {
            exit(writeSeeds(to: arguments[2], seeds))
        }
        #if FUZZING
            var count = Int32(arguments.count)
            var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
            let status = pointers.withUnsafeMutableBufferPointer { buffer in
                var argv = buffer.baseAddress
                return LLVMFuzzerRunDriver(&count, &argv) { data, size in
                    FuzzDriver.body(data.map { Data(bytes: $0, count: size) } ?? Data())
                    return 0
                }
            }
            exit(status)
        #else
            arguments.removeFirst()
            exit(replay(arguments))
        #endif
    }

    /// Runs every file (or every file in every folder) given; a crash ends the program, as it
    /// would under libFuzzer.
    private static func replay(_ paths: [String]) -> Int32 {
        guard !paths.isEmpty else {
            FileHandle.standardError.write(
                Data(
                    "usage: \(CommandLine.arguments[0]) FILE|DIR… (replay) or --seeds DIR; make fuzz runs the fuzzer\n"
                        .utf8))
            return 2
        }
        var replayed = 0
        for path in paths {
            for file in files(at: path) {
                guard let data = FileManager.default.contents(atPath: file) else {
                    FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
                    return 1
                }
                body(data)
                replayed += 1
            }
        }
        print("replayed \(replayed) inputs without a crash")
        return 0
    }

    private static func files(at path: String) -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { path + "/" + $0 }
    }

    private static func writeSeeds(to folder: String, _ seeds: () throws -> [String: Data]) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for (name, data) in try seeds() {
                try data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("cannot write the seeds: \(error)\n".utf8))
            return 1
        }
    }
}
