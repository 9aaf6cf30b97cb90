/// The styles every screen shares, so that all variants draw the same pixels. In monochrome the
/// colours go and the attributes (reverse, bold, underline) carry the meaning alone.
public struct Theme: Sendable {
    public let titleBar: Style
    public let keyBar: Style
    public let keyName: Style
    public let status: Style
    public let highlight: Style
    public let focused: Style
    public let disabled: Style
    public let error: Style
    public let frame: Style
    public let accent: Style
    public let heading: Style

    public static let colour = Theme(
        titleBar: Style(foreground: .palette(231), background: .palette(24), bold: true),
        keyBar: Style(foreground: .palette(252), background: .palette(236)),
        keyName: Style(foreground: .palette(16), background: .palette(37), bold: true),
        status: Style(foreground: .palette(221)),
        highlight: Style(foreground: .palette(231), background: .palette(31)),
        focused: Style(foreground: .palette(231), background: .palette(238), underlined: true),
        disabled: Style(foreground: .palette(244)),
        error: Style(foreground: .palette(203), bold: true),
        frame: Style(foreground: .palette(37)),
        accent: Style(foreground: .palette(37), bold: true),
        heading: Style(foreground: .palette(245), bold: true)
    )

    public static let monochrome = Theme(
        titleBar: Style(reversed: true),
        keyBar: Style(),
        keyName: Style(reversed: true),
        status: Style(bold: true),
        // Bold marks the focus, as the colour does: the unfocused highlight is plain reversed.
        highlight: Style(bold: true, reversed: true),
        focused: Style(underlined: true),
        disabled: Style(dim: true),
        error: Style(bold: true),
        frame: Style(),
        accent: Style(bold: true),
        heading: Style(bold: true)
    )

    /// The highlighted row, tile or choice: `highlight` while its view has the focus, plain
    /// reversed otherwise, so the place stays visible without claiming the focus.
    public func highlight(focused: Bool) -> Style {
        focused ? highlight : Style.plain.reversed()
    }
}
