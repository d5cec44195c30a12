#if canImport(SwiftUI)
// Apps import PullToRefreshUI alone and get the engine's types too.
@_exported import PullToRefresh
#endif
