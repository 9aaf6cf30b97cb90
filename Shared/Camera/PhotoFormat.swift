/// The file format a photo comes out in.
public enum PhotoFormat: Hashable, Sendable {
    /// Compact and lossy; `quality` from 1 to 100.
    case jpeg(quality: Int)
    /// Binary PPM (P6): every pixel as captured.
    case ppm
}
