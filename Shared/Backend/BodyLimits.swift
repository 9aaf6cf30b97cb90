/// How large a request body may be before the server answers 413.
enum BodyLimits {
    /// A batch of cards carries photos.
    static let cards = 16 * 1024 * 1024
    static let standard = 1024 * 1024
}
