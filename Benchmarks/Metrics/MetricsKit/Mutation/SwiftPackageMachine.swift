import Foundation

extension MutationRun.Machine {
    /// The machine of a real Swift package: `swift build --build-tests`, then its tests' program
    /// run with a filter, as `swift test` runs it on Linux. `make mutants` runs this package's;
    /// the runner's own tests run a fixture package's.
    ///
    /// - Parameters:
    ///   - swift: how to call swift (`["./scripts/swift.sh"]` here, so the build keeps its plan).
    ///   - packagePath: the package's folder, when it is not the current one.
    ///   - packageName: its name in `Package.swift`: the tests' program is `<name>PackageTests.xctest`.
    ///   - testsModule: the test target the suites are in (`MVPTests`).
    ///   - suites: the suites the run may choose among.
    public static func swiftPackage(
        swift: [String], packagePath: String? = nil, packageName: String, testsModule: String, suites: [String]
    ) throws -> Self {
        let location = packagePath.map { ["--package-path", $0] } ?? []
        let binPath = try CommandRunner.check(swift + ["build", "--show-bin-path"] + location, keepingErrors: false)
            .output
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let testProgram = "\(binPath)/\(packageName)PackageTests.xctest"
        return Self(
            suites: suites,
            build: {
                let result = try CommandRunner.run(swift + ["build", "--build-tests"] + location)
                return result.status == 0 ? nil : result.output
            },
            runTests: { chosen, environment, timeout in
                // A test's id is "MVPTests.LoginPresenterTests/name()".
                let filter = "\(testsModule)\\.(\(chosen.joined(separator: "|")))/"
                let result = try CommandRunner.run(
                    [testProgram, "--testing-library", "swift-testing", "--filter", filter],
                    environment: environment, timeout: timeout
                )
                return .init(
                    passed: result.status == 0 && !result.timedOut, timedOut: result.timedOut, duration: result.duration
                )
            }
        )
    }

    /// The types of the test files in `folder` that hold tests: `LoginPresenterTests`, ….
    public static func testSuites(in folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var names: [String] = []
        for case let file as URL in walker where file.pathExtension == "swift" {
            guard let text = try? String(contentsOf: file, encoding: .utf8), text.contains("@Test") else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("struct ") || line.hasPrefix("final class ") {
                let declaration =
                    line.hasPrefix("struct ") ? line.dropFirst("struct ".count) : line.dropFirst("final class ".count)
                let name = declaration.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if name.hasSuffix("Tests") { names.append(String(name)) }
            }
        }
        return names.sorted()
    }
}
