import Imaging

/// What every view needs to know while drawing.
public struct DrawContext {
    public let theme: Theme
    /// How photos are drawn.
    public let colorMode: ColorMode
    /// Time since the app started: spinners turn with it.
    public let elapsed: Duration
}
