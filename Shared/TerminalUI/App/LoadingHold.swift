import Presentation

/// The loading indicator held by someone: cancelling lets it go, once.
@MainActor
final class LoadingHold: Cancellable {
    private var release: (() -> Void)?

    init(release: @escaping () -> Void) {
        self.release = release
    }

    func cancel() {
        release?()
        release = nil
    }
}
