/// The names every pattern's tests type, so that all six are held to one rule (Domain's
/// `NameRules`): what looks blank is no name, and what is kept has no invisible ends.
public enum HostileNames {
    /// Looks empty: a zero-width space, a line break, a byte order mark.
    public static let invisible = "\u{200B}\n\u{FEFF}"
    /// A name with blanks, a line break and a zero-width joiner around it…
    public static let padded = " \u{200D}Zoë 👩‍👩‍👧\n"
    /// …and what is kept of it.
    public static let paddedKept = "Zoë 👩‍👩‍👧"
}
