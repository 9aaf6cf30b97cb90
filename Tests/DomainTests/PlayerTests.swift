import Domain
import Foundation
import TestSupport
import Testing

@Suite("Players and teams")
struct PlayerTests {
    @Test func aTypedNameBecomesADraftWithoutItsInvisibleEnds() {
        #expect(PlayerDraft(typedName: HostileNames.padded) == PlayerDraft(name: HostileNames.paddedKept))
    }

    @Test(arguments: ["", "   ", HostileNames.invisible])
    func whatOnlyLooksLikeANameIsNoDraft(typed: String) {
        #expect(PlayerDraft(typedName: typed) == nil)
    }

    @Test func positionsHaveAcronymsAndCapitalizedNames() {
        let acronyms = Position.allCases.map(\.acronym)
        let names = Position.allCases.map(\.displayName)

        #expect(acronyms == ["GK", "DEF", "MID", "W", "ST"])
        #expect(names == ["Goalkeeper", "Defender", "Midfielder", "Winger", "Striker"])
    }

    @Test func skillsHaveCapitalizedNames() {
        #expect(Skill.allCases.map(\.displayName) == ["Beginner", "Amateur", "Professional"])
    }

    @Test func onlyTeamAAndTeamBPlayInAGather() {
        #expect(Team.allCases.filter(\.playsInGather) == [.teamA, .teamB])
        #expect(Team.allCases.map(\.title) == ["Bench", "Team A", "Team B"])
    }

    @Test func encodesWithTheBackendsFieldNamesAndValues() throws {
        let sut = Player(id: 7, name: "Iniesta", age: 38, skill: .professional, preferredPosition: .midfielder)

        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(sut)) as? [String: Any]

        #expect(json?["id"] as? Int == 7)
        #expect(json?["skill"] as? String == "professional")
        #expect(json?["preferredPosition"] as? String == "midfielder")
        #expect(json?["favouriteTeam"] == nil)
    }

    @Test func decodesAPlayerWithOnlyANameAndAnID() throws {
        let json = Data(#"{"id": 3, "name": "Ana"}"#.utf8)

        let sut = try JSONDecoder().decode(Player.self, from: json)

        #expect(sut == Player(id: 3, name: "Ana"))
    }

    @Test func rejectsAnUnknownPosition() {
        let json = Data(#"{"id": 3, "name": "Ana", "preferredPosition": "libero"}"#.utf8)

        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Player.self, from: json) }
    }

    @Test func draftRoundTripsThroughAPlayer() {
        let draft = PlayerDraft(
            name: "Marta", age: 30, skill: .amateur, preferredPosition: .striker, favouriteTeam: "Brazil")

        let sut = Player(id: 1, draft: draft)

        #expect(sut.draft == draft)
    }
}

@Suite("Login preferences")
struct LoginPreferencesTests {
    @Test func startWithRememberMeOnAndNobodyRemembered() {
        #expect(LoginPreferences.initial == LoginPreferences(rememberMe: true, username: nil))
    }

    @Test func forgetTheUsernameWhenRememberMeIsOff() {
        let sut = LoginPreferences(rememberMe: false, username: "demo")

        #expect(sut.username == nil)
    }
}
