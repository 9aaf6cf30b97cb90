/// Empty rows: a fixed gap, or (with no height) all the room that is left.
@MainActor
public final class Spacer: View {
    private let rows: Int?

    public init(rows: Int? = 1) {
        self.rows = rows
    }

    override public func height(forWidth width: Int) -> Int? { rows }
}
