/// The match timer of Football Gather's Gather screen: the time left, and its three actions.
/// Every pattern's screen embeds this one widget and fills it in its own way.
@MainActor
public final class MatchTimerView: ComposedView {
    public let timeLabel = Label("10:00", role: .heading, centred: true)
    public let actionButton = Button("Start")
    public let setTimeButton = Button("Set")
    public let cancelButton = Button("Cancel")

    public init() {
        super.init()
        body = Stack(spacing: 1, [timeLabel, Row([actionButton, setTimeButton, cancelButton])])
    }
}
