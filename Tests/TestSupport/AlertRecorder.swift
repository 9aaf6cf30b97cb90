import Presentation

/// Records the alerts a role asks to show, in order: what a view would have presented.
@MainActor
public final class AlertRecorder {
    public private(set) var alerts: [AlertContent] = []

    public init() {}

    public var last: AlertContent? { alerts.last }

    public func record(_ alert: AlertContent) {
        alerts.append(alert)
    }
}
