import MetricsKit
import Testing

@Suite("Source metrics")
struct SourceMeasurerTests {
    @Test func blankLinesAndCommentsAreNotCodeButStringsWithSlashesAre() {
        let source = """
            // A comment line.
            import Foundation

            /// Documentation.
            let url = "https://example.com" // a trailing comment
            /* a block
               comment */
            let text = \"\"\"
                first line
                // not a comment: inside the string
                \"\"\"
            """

        let sut = SourceMeasurer.measure(source, path: "Fixture.swift")

        // import; let url; the four lines of the multi-line string.
        #expect(sut.codeLines == 6)
    }

    @Test func bothBranchesOfAnIfConfigAreCode() {
        let source = """
            #if canImport(Glibc)
            import Glibc
            #else
            import Darwin
            #endif
            """

        #expect(SourceMeasurer.measure(source, path: "Fixture.swift").codeLines == 5)
    }

    @Test func typesProtocolsAndFunctionsAreCounted() {
        let source = """
            protocol Greeter { func greet() }
            struct English: Greeter {
                init() {}
                func greet() {}
            }
            enum Mood { case happy }
            final class Box {}
            actor Counter {}
            extension Box { func open() {} }
            """

        let sut = SourceMeasurer.measure(source, path: "Fixture.swift")

        #expect(sut.types == 4)
        #expect(sut.protocols == 1)
        #expect(sut.functions.map(\.name) == ["greet", "init", "greet", "open"])
    }

    @Test func complexityCountsEveryBranch() throws {
        let source = """
            func decide(_ value: Int, _ flag: Bool) -> String {
                if value > 0 && flag {
                    return "a"
                }
                guard value != 3 || flag else { return "b" }
                for item in [1, 2] where item > value { _ = item }
                while false {}
                switch value {
                case 1, 2: return "c"
                case 3: return "d"
                default: break
                }
                do { try check() } catch { return "e" }
                return flag ? "f" : "g"
            }
            func straight() {}
            """

        let functions = SourceMeasurer.measure(source, path: "Fixture.swift").functions

        // 1 + if + && + guard + || + for + while + 3 case items + catch + ?: = 12.
        #expect(functions.first?.complexity == 12)
        #expect(functions.last?.complexity == 1)
        #expect(functions.first?.codeLines == 15)
    }

    @Test func swiftTestingAndXCTestTestsAreCounted() {
        let source = """
            @Test func one() {}
            @Test(arguments: [1, 2]) func two(value: Int) {}
            func testThree() {}
            func helper() {}
            func testWithArgument(_ value: Int) {}
            """

        #expect(SourceMeasurer.measure(source, path: "Fixture.swift").tests == 3)
    }
}
