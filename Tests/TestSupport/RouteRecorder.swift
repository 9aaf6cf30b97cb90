/// Records the routes a view model (or any role that emits them) asks for.
@MainActor
public final class RouteRecorder<Route> {
    public private(set) var routes: [Route] = []

    public init() {}

    public var count: Int { routes.count }
    public var last: Route? { routes.last }

    public func record(_ route: Route) {
        routes.append(route)
    }
}
