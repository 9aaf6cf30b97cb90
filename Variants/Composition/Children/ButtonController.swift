import TerminalUI

/// One button in a row of its own, which reports being pressed; hidden or dimmed as it is told.
@MainActor
public final class ButtonController: Screen {
    private let button: Button
    public var onPress: () -> Void = {}

    public init(_ title: String, isEnabled: Bool = true) {
        button = Button(title, isEnabled: isEnabled)
        super.init(title: title)
        content = Row([button])
        button.action = { [weak self] in self?.onPress() }
    }

    public var isEnabled: Bool {
        get { button.isEnabled }
        set { button.isEnabled = newValue }
    }

    public var isHidden: Bool {
        get { button.isHidden }
        set { button.isHidden = newValue }
    }

    public var buttonTitle: String {
        get { button.title }
        set { button.title = newValue }
    }
}
