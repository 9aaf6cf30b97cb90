import Hummingbird

extension Response {
    /// 201 with an empty body and the new resource's path in `Location`, as the original API answers.
    static func created(at location: String) -> Response {
        Response(status: .created, headers: [.location: location])
    }
}
