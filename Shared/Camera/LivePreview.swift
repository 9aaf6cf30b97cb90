import Imaging
import Presentation

/// A camera's live preview as a screen uses it: started (again on another camera, say),
/// stopped, and pulled one frame at a time on the screen's clock — so a test decides when
/// frames come. At most one pull is on its way; a frame that arrives for a preview that has
/// since been replaced or stopped is dropped. Every pattern's preview screen needs exactly
/// this, and none of it is presentation: the deciding role only shows what comes.
@MainActor
public final class LivePreview {
    public let size: ImageSize
    public let framesPerSecond: Int
    /// Whether frames are coming: from a first frame shown until the preview ends, fails or stops.
    public private(set) var isRunning = false
    private let camera: any Camera
    private var frames: PreviewFrames.Iterator?
    /// Counts the previews started, so a frame pulled for an older one is dropped.
    private var generation = 0
    private var isPulling = false
    /// The clock's ticks pulling frames, while a preview started on a clock runs.
    private var ticks: (any Cancellable)?

    /// - Parameters:
    ///   - size: what frames are fitted into; every pattern's camera screen shows the default.
    ///   - framesPerSecond: how often a frame is pulled; the default is every camera screen's.
    public init(camera: any Camera, size: ImageSize = ImageSize(width: 160, height: 100), framesPerSecond: Int = 10) {
        self.camera = camera
        self.size = size
        self.framesPerSecond = max(framesPerSecond, 1)
    }

    /// How often to pull: the interval between frames.
    public var interval: Duration { .milliseconds(1000 / framesPerSecond) }

    /// Starts a new preview of the current camera, in place of any before it: its first frame
    /// goes to `show` at once, then one more every `interval` of `clock`, each pulled as `work` of
    /// the app (tests and scripts wait for it), until the preview ends, fails or is stopped. A
    /// failure to start is thrown; a later one goes to `failed` and ends the ticks.
    public func start(
        on clock: any Scheduling,
        work: any WorkRunning,
        show: @escaping @MainActor (RGBImage) -> Void,
        failed: @escaping @MainActor (CameraError) -> Void
    ) async throws(CameraError) {
        guard let first = try await start() else { return }
        show(first)
        guard isRunning else { return }
        ticks = clock.every(interval) { [weak self] in
            work.perform(showingLoading: false) { await self?.pullOnTick(show: show, failed: failed) }
        }
    }

    /// Starts a new preview of the current camera, in place of any before it, and returns its
    /// first frame; `nil` when there is none, or when another start came first.
    public func start() async throws(CameraError) -> RGBImage? {
        stop()
        let started = generation
        let sequence = try await camera.previewFrames(fitting: size, framesPerSecond: framesPerSecond)
        guard started == generation else { return nil }
        frames = sequence.makeAsyncIterator()
        let first = try await pull()
        isRunning = first != nil && started == generation
        return first
    }

    /// The next frame, or `nil` when there is nothing new to show: a pull is already on its way,
    /// the preview was replaced or stopped meanwhile, or it ended (`isRunning` turns false).
    public func nextFrame() async throws(CameraError) -> RGBImage? {
        guard isRunning, !isPulling else { return nil }
        isPulling = true
        defer { isPulling = false }
        return try await pull()
    }

    public func stop() {
        generation += 1
        isRunning = false
        frames = nil
        stopTicks()
    }

    /// One frame more on a tick. A preview that ends or fails stops itself, and its ticks with it.
    private func pullOnTick(show: @MainActor (RGBImage) -> Void, failed: @MainActor (CameraError) -> Void) async {
        do throws(CameraError) {
            if let frame = try await nextFrame() { show(frame) }
        } catch {
            failed(error)
        }
    }

    private func stopTicks() {
        ticks?.cancel()
        ticks = nil
    }

    /// A frame of the current preview; an error stops the preview, and is thrown only if the
    /// preview it came from is still the current one.
    private func pull() async throws(CameraError) -> RGBImage? {
        guard var iterator = frames else { return nil }
        let pulled = generation
        do {
            let frame = try await iterator.next()
            guard pulled == generation else { return nil }
            guard let frame else {
                stop()
                return nil
            }
            frames = iterator
            return frame
        } catch {
            guard pulled == generation else { return nil }
            stop()
            throw error
        }
    }
}
