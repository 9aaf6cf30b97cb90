/// What a face's photo tells its coordinator.
@MainActor
protocol CardPhotoOutput: AnyObject {
    func cardPhotoDismissed()
}
