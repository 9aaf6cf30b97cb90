import Domain
import Foundation
import Imaging
import Storage

/// The data a new database starts with, the same every time, so tests and screenshots can rely
/// on it: the user demo/demo, eight players and two cards with drawn photos.
public enum DemoData {
    public static let username = "demo"
    public static let password = "demo"

    public static let players: [PlayerDraft] = [
        PlayerDraft(
            name: "Ana Silva", age: 29, skill: .professional, preferredPosition: .goalkeeper, favouriteTeam: "Benfica"),
        PlayerDraft(
            name: "Ben Carter", age: 34, skill: .amateur, preferredPosition: .defender, favouriteTeam: "Arsenal"),
        PlayerDraft(
            name: "Chloé Martin", age: 26, skill: .professional, preferredPosition: .midfielder, favouriteTeam: "Lyon"),
        PlayerDraft(
            name: "Diego Ramos", age: 22, skill: .amateur, preferredPosition: .striker, favouriteTeam: "Boca Juniors"),
        PlayerDraft(name: "Emma Novak", age: 19, skill: .beginner, preferredPosition: .winger),
        PlayerDraft(
            name: "Farid Haddad", age: 41, skill: .beginner, preferredPosition: .defender,
            favouriteTeam: "Raja Casablanca"),
        PlayerDraft(
            name: "Grace Okafor", age: 31, skill: .amateur, preferredPosition: .midfielder, favouriteTeam: "Arsenal"),
        PlayerDraft(
            name: "Hiro Tanaka", age: 27, skill: .professional, preferredPosition: .striker,
            favouriteTeam: "Kashima Antlers"),
    ]

    /// What the client sends for "demo" (its SHA-256 hex) as bcrypt, hashed once per process:
    /// every new database of a process (an app's first start, each test's server) shares it
    /// instead of paying for bcrypt again.
    private static let passwordHash = Task {
        try await PasswordHasher().hash(AccessToken.hash(of: password))
    }

    /// Seeds `database` unless the demo user is already there (another process may have just
    /// seeded it: that is no error either). The user, its players and the cards are written in
    /// one transaction. `passwordHash` stands in for the demo password's bcrypt: a test's fixture
    /// makes one at bcrypt's lowest cost, which each of its sign-ins then pays instead.
    public static func seed(into database: SQLiteDatabase, passwordHash: String? = nil) async throws {
        guard try await UserRepository(database: database).user(named: username) == nil else { return }
        let storedHash = if let passwordHash { passwordHash } else { try await Self.passwordHash.value }
        _ = try await AccountSeeder(database: database, thumbnailer: JPEGCardThumbnailer())
            .seed(username: username, passwordHash: storedHash, players: players, cards: cards())
    }

    /// The demo cards; their photos are drawn and encoded here, so no image file is in the repository.
    public static func cards() throws -> [Card] {
        try DemoCardArt.designs.map { design in
            Card(
                identifier: design.identifier,
                name: design.name,
                front: try JPEG.encode(design.front(), quality: CardPhoto.quality),
                back: try JPEG.encode(design.back(), quality: CardPhoto.quality)
            )
        }
    }
}
