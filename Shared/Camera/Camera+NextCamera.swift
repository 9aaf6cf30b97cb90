extension Camera {
    /// Sets the camera after the current one in `availableCameras()`, wrapping round, and
    /// returns it; `nil`, with nothing changed, when there is no other camera.
    public func switchToNextCamera() async throws(CameraError) -> CameraDevice? {
        let cameras = await availableCameras()
        let current = await currentCamera()
        guard cameras.count > 1, let index = cameras.firstIndex(where: { $0 == current }) else { return nil }
        let next = cameras[(index + 1) % cameras.count]
        try await set(next.id)
        return next
    }
}
