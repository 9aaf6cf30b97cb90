import Foundation
import MetricsKit
import Testing

@Suite("Coverage")
struct CoverageReaderTests {
    /// The shape of `llvm-cov export`, cut down to what the reader uses (plus a field it ignores).
    let export = """
        {"type": "llvm.coverage.json.export", "version": "2.0.1", "data": [{"files": [
          {"filename": "/repo/Variants/MVC/Gather/Login/LoginController.swift", "segments": [], "summary": {"lines": {"count": 40, "covered": 30, "percent": 75}}},
          {"filename": "/repo/Variants/MVC/Gather/Login/LoginView.swift", "summary": {"lines": {"count": 10, "covered": 10, "percent": 100}}},
          {"filename": "/repo/Shared/Domain/Score.swift", "summary": {"lines": {"count": 20, "covered": 19, "percent": 95}}},
          {"filename": "/repo/Tests/MVCTests/LoginTests.swift", "summary": {"lines": {"count": 99, "covered": 99, "percent": 100}}},
          {"filename": "/repo/.build/checkouts/GRDB/Database.swift", "summary": {"lines": {"count": 500, "covered": 1, "percent": 0}}}
        ]}]}
        """

    @Test func filesOfThePackageAreReadAndSummedPerVariantAndModule() throws {
        let files = try CoverageReader.read(Data(export.utf8), root: "/repo")

        #expect(files.count == 4, "the dependency's file is outside the package's own folders")
        let sums = CoverageReader.summarize(files)
        #expect(sums["MVC|Football Gather"] == .init(lines: 50, covered: 40))
        #expect(sums["MVC|Football Gather"]?.percent == 80)
        #expect(sums["Shared|Domain"]?.percent == 95)
        #expect(sums.count == 2, "tests are not code under test")
    }

    @Test func aVariantsLinesAreAlsoSummedPerLayer() throws {
        let files = try CoverageReader.read(Data(export.utf8), root: "/repo")

        let sums = CoverageReader.summarize(files, byLayer: true)

        #expect(sums["MVC|Football Gather|presentation logic"] == .init(lines: 40, covered: 30), "MVC's controller")
        #expect(sums["MVC|Football Gather|view"] == .init(lines: 10, covered: 10))
        #expect(sums.count == 2, "shared modules and tests have no layer")
    }

    @Test func somethingElseIsAnError() {
        #expect(throws: DecodingError.self) { try CoverageReader.read(Data("{}".utf8), root: "/repo") }
    }
}
