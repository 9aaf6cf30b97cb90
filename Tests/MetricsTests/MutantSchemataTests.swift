import Testing

@testable import MetricsKit

/// The planted file is what the compiler builds: each operator's schema as written, the sites
/// Swift would refuse left alone, and ids that stay put when some are left out.
@Suite("Mutants · schemata")
struct MutantSchemataTests {
    private let path = "Variants/MVP/Gather/PlayerAdd/PlayerAddPresenter.swift"

    @Test func eachOperatorIsPlantedBehindItsSwitchAtItsLine() {
        let source = """
            final class Sample {
                func check(_ count: Int, _ name: String?) -> Bool {
                    if count < 2 && name != nil {
                        view?.show(true)
                    } else {
                        view?.hide()
                    }
                    return count >= 2
                }
            }
            """

        let planted = MutantSchemata.plant(in: source, path: path, firstID: 1)

        #expect(
            planted.mutants.map(\.mutation) == [
                .swapRelational, .swapEquality, .swapLogical, .negateCondition, .flipBoolean, .removeCall, .removeCall,
                .dropElse,
                .swapRelational, .returnDefault,
            ])
        #expect(planted.mutants.map(\.line) == [3, 3, 3, 3, 4, 4, 6, 5, 8, 2])
        #expect(planted.mutants.map(\.id) == Array(1...10))
        #expect(planted.mutants[0].description == "\(path):3 — swap relational operator: `count < 2` → `count <= 2`")
        #expect(planted.source.contains("(Mutants.isOn(1) ? (count) <= (2) : (count) < (2))"))
        #expect(planted.source.contains("if !Mutants.isOn(7) { view?.hide() }"))
        #expect(planted.source.contains("if Mutants.isOn(10) { return false }"))
        #expect(planted.source.contains("else { if !Mutants.isOn(8) {"))
    }

    @Test func aSiteLeftOutStaysAsWrittenAndTheOtherIDsDoNotMove() {
        let source = "func f(_ a: Int) -> Bool {\n    a == 1 || a == 2\n}\n"

        let all = MutantSchemata.plant(in: source, path: path, firstID: 5)
        let withoutOne = MutantSchemata.plant(in: source, path: path, firstID: 5, excluding: [6])

        #expect(withoutOne.mutants == all.mutants, "found and numbered as always")
        #expect(!withoutOne.source.contains("Mutants.isOn(6)"))
        #expect(withoutOne.source.contains("Mutants.isOn(5)") && withoutOne.source.contains("Mutants.isOn(7)"))
        #expect(
            all.source == """
                func f(_ a: Int) -> Bool {
                    if Mutants.isOn(8) { return false }
                    return (Mutants.isOn(7) ? ((Mutants.isOn(5) ? (a) != (1) : (a) == (1))) && ((Mutants.isOn(6) ? (a) != (2) : (a) == (2))) : ((Mutants.isOn(5) ? (a) != (1) : (a) == (1))) || ((Mutants.isOn(6) ? (a) != (2) : (a) == (2))))
                }

                """, "a one-expression body says `return` once a statement comes first")
    }

    /// Where a schema would not compile, nothing is planted: a raw value, an attribute's argument,
    /// `super.init`, a condition holding `try`/`await`, the `else` of an `if` whose value is used, a
    /// getter's one expression; an `Int` has no empty value to return. The operator under the
    /// outer `try await` is a site (the `try` covers both branches), as is the if-expression's
    /// condition.
    @Test func whatSwiftWouldRefuseIsLeftAlone() {
        let source = """
            enum Mode: Bool { case on = true }
            final class Screen: Base {
                init() {
                    super.init(title: "")
                }
                @Flag(default: false) var flag: Bool
                func load() async throws -> Int {
                    if try await store.count() > 0 { return 1 }
                    let kind = if ready { "a" } else { "b" }
                    _ = kind
                    return 0
                }
                var title: String { name.uppercased() }
            }
            """

        let planted = MutantSchemata.plant(in: source, path: path, firstID: 1)

        #expect(
            planted.mutants.map(\.mutation) == [.swapRelational, .negateCondition],
            "\(planted.mutants.map(\.description))")
        #expect(planted.mutants.map(\.line) == [8, 9])
    }
}
