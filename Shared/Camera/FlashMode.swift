/// Whether the flash fires: always, never, or when the scene is dark.
public enum FlashMode: String, CaseIterable, Hashable, Sendable {
    case off
    case on
    case auto

    /// "Off", "On", "Auto".
    public var title: String { rawValue.capitalized }

    /// The mode after this one, for a key that cycles off → on → auto → off.
    public var next: FlashMode {
        switch self {
        case .off: .on
        case .on: .auto
        case .auto: .off
        }
    }
}
