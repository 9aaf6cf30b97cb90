/// "TEAM A  2 : 1  TEAM B", centred.
@MainActor
public final class ScoreBoard: View {
    public var teamA: Int
    public var teamB: Int

    public init(teamA: Int = 0, teamB: Int = 0) {
        self.teamA = teamA
        self.teamB = teamB
    }

    override public func draw(in canvas: Canvas, context: DrawContext) {
        canvas.centredText("TEAM A  \(teamA) : \(teamB)  TEAM B", y: 0, style: context.theme.accent)
    }
}
