/// Which generated file holds each route's struct and builder: one of `ManifestNaming.routeFileCount` shards, picked
/// by a stable hash of the route's name.
///
/// By name, not by position: adding, removing or moving a route leaves every other route in its file, so an edit
/// rewrites the shard of the routes it touches and nothing else (a renamed route moves, at most, between two).
enum RouteShards {
    /// The routes of each shard, as indices into `routes`, in manifest order.
    static func indices(of routes: [RouteModel]) -> [[Int]] {
        var shards = Array(repeating: [Int](), count: ManifestNaming.routeFileCount)
        for (index, route) in routes.enumerated() {
            shards[shard(ofRoute: route.declaration.name)].append(index)
        }
        return shards
    }

    /// FNV-1a (32 bits) of the name's UTF-8, modulo the shard count: the same on every machine and every run,
    /// unlike `Hasher`, which is seeded per process.
    static func shard(ofRoute name: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in name.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % UInt32(ManifestNaming.routeFileCount))
    }
}
