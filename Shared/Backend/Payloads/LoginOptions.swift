/// The optional body of `POST /api/users/login`: `{"rememberMe": true}` asks for a session of a
/// month instead of a day. The original API sent no body; none is a day.
struct LoginOptions: Decodable {
    var rememberMe: Bool?
}
