/// A time on the match clock, from 00:00 to 59:59.
public struct MatchTime: Hashable, Comparable, Sendable {
    public static let minuteRange = 0...59
    public static let secondRange = 0...59
    public static let zero = MatchTime(clampingTotalSeconds: 0)
    /// Ten minutes: what a new or cancelled timer shows.
    public static let standard = MatchTime(clampingTotalSeconds: 10 * 60)

    public let totalSeconds: Int

    /// `nil` unless both parts are within 0–59, as the picker offers them.
    public init?(minutes: Int, seconds: Int) {
        guard Self.minuteRange.contains(minutes), Self.secondRange.contains(seconds) else { return nil }
        totalSeconds = minutes * 60 + seconds
    }

    init(clampingTotalSeconds seconds: Int) {
        totalSeconds = min(max(seconds, 0), Self.minuteRange.upperBound * 60 + Self.secondRange.upperBound)
    }

    public var minutes: Int { totalSeconds / 60 }
    public var seconds: Int { totalSeconds % 60 }

    /// "mm:ss", e.g. "09:05".
    public var text: String {
        func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(twoDigits(minutes)):\(twoDigits(seconds))"
    }

    public static func < (lhs: MatchTime, rhs: MatchTime) -> Bool { lhs.totalSeconds < rhs.totalSeconds }

    /// One second less, never below zero.
    func oneSecondLess() -> MatchTime { MatchTime(clampingTotalSeconds: totalSeconds - 1) }
}
