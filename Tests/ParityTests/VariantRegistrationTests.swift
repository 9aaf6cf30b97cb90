import Foundation
import ScenarioSupport
import Testing

/// A pattern is registered in the parity suite by one line in `Variants.swift`; the rest of the
/// project (make run, bench, crash-test, metrics) finds the variants in the package. This test
/// keeps the one hand-kept list honest: every pattern folder with apps runs here, and no other.
@Suite("Parity · every built pattern")
struct VariantRegistrationTests {
    @Test func everyPatternFolderWithAppsIsInTheParitySuite() throws {
        let variantsFolder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Variants")
        let folders = try FileManager.default.contentsOfDirectory(atPath: variantsFolder.path).filter { pattern in
            ["GatherApp", "MyCardsApp"].allSatisfy {
                FileManager.default.fileExists(
                    atPath: variantsFolder.appendingPathComponent(pattern).appendingPathComponent($0).path)
            }
        }

        #expect(Set(variants.map(\.pattern)) == Set(folders))
        #expect(folders.count >= 2)
    }
}
