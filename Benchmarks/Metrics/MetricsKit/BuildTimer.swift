import Foundation

/// Times the builds of variants in a scratch path of its own: the clean build of a variant's
/// targets (their build products removed, everything they depend on built) and the incremental
/// build after touching one screen file.
public struct BuildTimer: Sendable {
    /// The scratch path, relative to the package root (the current folder).
    public let scratchPath: String
    /// Build flags every build there is made with (e.g. the coverage build's), so that nothing
    /// but the variant's own targets is rebuilt.
    public let flags: [String]

    public init(scratchPath: String, flags: [String] = []) {
        self.scratchPath = scratchPath
        self.flags = flags
    }

    /// Builds every variant's product once, untimed, so shared code and dependencies are built.
    public func prebuild(_ builds: [VariantBuild]) throws {
        for build in builds {
            try CommandRunner.check(buildCommand(build))
        }
    }

    /// Times `runs` clean builds of `build`'s targets, each followed by an incremental one.
    public func measure(_ build: VariantBuild, runs: Int) throws -> BuildTimes {
        let products = try binPath()
        var clean: [Double] = []
        var incremental: [Double] = []
        for _ in 0..<max(runs, 1) {
            try removeProducts(of: build, in: products)
            clean.append(try CommandRunner.check(buildCommand(build)).duration / .seconds(1))
            try touch(build.touchedFile)
            incremental.append(try CommandRunner.check(buildCommand(build)).duration / .seconds(1))
        }
        return BuildTimes(
            clean: TimingSample(runs: clean), incremental: TimingSample(runs: incremental),
            touchedFile: build.touchedFile)
    }

    private func buildCommand(_ build: VariantBuild) -> [String] {
        ["swift", "build", "--scratch-path", scratchPath] + flags + ["--product", build.product]
    }

    private func binPath() throws -> URL {
        let output = try CommandRunner.check(
            ["swift", "build", "--scratch-path", scratchPath] + flags + ["--show-bin-path"]
        ).output
        guard let path = output.split(separator: "\n").last.map({ $0.trimmingCharacters(in: .whitespaces) }),
            path.hasPrefix("/")
        else {
            throw CommandRunner.Failure(description: "swift build --show-bin-path printed no path: \(output)")
        }
        return URL(fileURLWithPath: path)
    }

    /// What SwiftPM writes while planning, not compiling: it does not write them again.
    static let planningFiles: Set<String> = ["output-file-map.json", "sources"]

    /// Removes what compiling the variant's targets wrote (objects, dependency records, module
    /// files) and its executable, so the next build compiles them from nothing and nothing else.
    private func removeProducts(of build: VariantBuild, in products: URL) throws {
        let files = FileManager.default
        var doomed = [products.appendingPathComponent(build.product)]
        for target in build.targets {
            let folder = products.appendingPathComponent("\(target).build")
            for name in (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
            where !Self.planningFiles.contains(name) {
                doomed.append(folder.appendingPathComponent(name))
            }
        }
        let modules = products.appendingPathComponent("Modules")
        for name in (try? files.contentsOfDirectory(atPath: modules.path)) ?? [] {
            let stem = name.split(separator: ".").first.map(String.init) ?? name
            if build.targets.contains(stem) { doomed.append(modules.appendingPathComponent(name)) }
        }
        for url in doomed where files.fileExists(atPath: url.path) {
            try files.removeItem(at: url)
        }
    }

    /// A new modification time, as saving the file in an editor gives it.
    private func touch(_ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date.now], ofItemAtPath: path)
    }
}
