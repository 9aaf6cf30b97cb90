/// Where a player likes to play. Raw values are the backend's.
public enum Position: String, CaseIterable, Hashable, Sendable, Codable {
    case goalkeeper
    case defender
    case midfielder
    case winger
    case striker

    /// Capitalized, as the screens show it: "Midfielder".
    public var displayName: String { rawValue.capitalized }

    /// The short form shown beside a name in team lists.
    public var acronym: String {
        switch self {
        case .goalkeeper: "GK"
        case .defender: "DEF"
        case .midfielder: "MID"
        case .winger: "W"
        case .striker: "ST"
        }
    }
}
