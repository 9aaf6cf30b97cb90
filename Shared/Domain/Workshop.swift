/// Facts about the project every program reports.
public enum Workshop {
    /// The version `--version` prints.
    public static let version = "0.4.0"
}
