import TerminalUI

/// Text fields (with wide characters), a password, a toggle and a button: Enter in the last
/// field or on the button submits.
@MainActor
final class FormDemo: Screen {
    private let name = TextField(label: "Name", placeholder: "Enter a name", text: "東京 café 🎉", labelWidth: 12)
    private let password = TextField(label: "Password", placeholder: "Secret", isSecure: true, labelWidth: 12)
    private let age = TextField(label: "Age", placeholder: "1–99", labelWidth: 12)
    private let remember = Toggle("Remember me", isOn: true)
    private let submit = Button("Done")

    init() {
        super.init(title: "Form")
        content = Stack(
            spacing: 1,
            [
                Label("Tab or ↓ moves between fields; ←/→, Home/End, Backspace and Delete edit.", role: .hint),
                name, password, age, remember, Row([submit]),
            ])
        age.onChange = { [weak self] text in self?.validateAge(text) }
        for field in [name, password, age] {
            field.onSubmit = { [weak self] in self?.done() }
        }
        submit.action = { [weak self] in self?.done() }
    }

    private func validateAge(_ text: String) {
        let valid = text.isEmpty || Int(text).map { (1...99).contains($0) } == true
        age.error = valid ? nil : "Age must be a whole number from 1 to 99."
        submit.isEnabled = valid
    }

    private func done() {
        guard submit.isEnabled else { return }
        app?.showAlert(
            title: "Submitted",
            message:
                "Name: \(name.text)\nPassword: \(password.text.count) characters\nRemember me: \(remember.isOn ? "on" : "off")"
        )
    }
}
