/// Records the routes a view model asks for.
@MainActor
final class RouteRecorder<Route> {
    private(set) var routes: [Route] = []

    var count: Int { routes.count }
    var last: Route? { routes.last }

    func record(_ route: Route) {
        routes.append(route)
    }
}
