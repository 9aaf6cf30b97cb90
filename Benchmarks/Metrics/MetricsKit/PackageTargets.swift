import Foundation

/// The package's targets as `swift package describe --type json` lists them: what the build
/// timing needs to know which targets make up a variant and which product links them.
public struct PackageTargets: Decodable, Sendable {
    public struct Target: Decodable, Hashable, Sendable {
        public var name: String
        /// Relative to the package root, e.g. "Variants/MVC/Gather".
        public var path: String
        /// "library", "executable", "test", "system-target"…
        public var type: String
        public var productMemberships: [String]
        /// The package's own targets this one imports.
        public var targetDependencies: [String]

        public init(
            name: String, path: String, type: String, productMemberships: [String], targetDependencies: [String] = []
        ) {
            self.name = name
            self.path = path
            self.type = type
            self.productMemberships = productMemberships
            self.targetDependencies = targetDependencies
        }

        enum CodingKeys: String, CodingKey {
            case name, path, type
            case productMemberships = "product_memberships"
            case targetDependencies = "target_dependencies"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            path = try container.decode(String.self, forKey: .path)
            type = try container.decode(String.self, forKey: .type)
            // Test targets belong to no product, and SwiftPM leaves the key out for them.
            productMemberships = try container.decodeIfPresent([String].self, forKey: .productMemberships) ?? []
            targetDependencies = try container.decodeIfPresent([String].self, forKey: .targetDependencies) ?? []
        }
    }

    public var targets: [Target]

    public init(targets: [Target]) {
        self.targets = targets
    }

    /// Reads `swift package describe --type json`; SwiftPM may print progress lines first.
    public static func read(describeOutput output: String) throws -> PackageTargets {
        guard let start = output.firstIndex(of: "{") else {
            throw CommandRunner.Failure(description: "swift package describe printed no JSON: \(output.prefix(200))")
        }
        do {
            return try JSONDecoder().decode(PackageTargets.self, from: Data(output[start...].utf8))
        } catch {
            throw CommandRunner.Failure(
                description: "swift package describe printed JSON this tool cannot read: \(error)")
        }
    }
}
