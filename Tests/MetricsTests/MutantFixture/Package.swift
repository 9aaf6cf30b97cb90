// swift-tools-version: 6.0
// The package the mutation runner's own tests run it on: a real build, real tests, mutants whose
// outcomes are known (MutationFixturePackageTests lists them). Not part of ArchitectureWorkshop.
import PackageDescription

let package = Package(
    name: "MutantFixture",
    targets: [
        .target(name: "Scoring"),
        .testTarget(name: "ScoringTests", dependencies: ["Scoring"]),
    ]
)
