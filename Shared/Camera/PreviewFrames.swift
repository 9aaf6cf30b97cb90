import Imaging

/// Live preview frames, one every `interval` of the injected clock (so tests need not wait),
/// numbered from 0. Pulled, not pushed: a slow screen never piles frames up. Ends when the
/// camera stops or the task is cancelled.
public struct PreviewFrames: AsyncSequence, Sendable {
    public typealias Element = RGBImage
    public typealias Failure = CameraError
    typealias FrameSource = @Sendable (_ number: Int) async throws(CameraError) -> RGBImage?

    let interval: Duration
    let clock: any Clock<Duration>
    let frame: FrameSource

    init(interval: Duration, clock: any Clock<Duration>, frame: @escaping FrameSource) {
        self.interval = interval
        self.clock = clock
        self.frame = frame
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(frames: self)
    }

    public struct Iterator: AsyncIteratorProtocol, Sendable {
        let frames: PreviewFrames
        var number = 0

        public mutating func next() async throws(CameraError) -> RGBImage? {
            if number > 0 {
                do {
                    try await frames.clock.sleep(for: frames.interval)
                } catch {
                    return nil
                }
            }
            guard !Task.isCancelled, let image = try await frames.frame(number) else { return nil }
            number += 1
            return image
        }
    }
}
