import Foundation
import ScenarioSupport
import Testing

/// A pattern is registered in the parity suite by one line in `Variants.swift`; the rest of the
/// project (make run, bench, crash-test, metrics) finds the variants in the package. This test
/// keeps the one hand-kept list honest: every pattern folder with an app runs here, that app
/// included, and no other.
@Suite("Parity · every built pattern")
struct VariantRegistrationTests {
    @Test func everyPatternFolderWithAnAppIsInTheParitySuite() throws {
        let variantsFolder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Variants")
        let patterns = try FileManager.default.contentsOfDirectory(atPath: variantsFolder.path)
        func folders(with app: String) -> Set<String> {
            Set(patterns.filter { FileManager.default.fileExists(atPath: variantsFolder.appendingPathComponent($0).appendingPathComponent(app).path) })
        }

        #expect(Set(variants.map(\.pattern)) == folders(with: "GatherApp"))
        #expect(Set(myCardsVariants.map(\.pattern)) == folders(with: "MyCardsApp"))
        #expect(folders(with: "MyCardsApp").count >= 2)
    }
}
