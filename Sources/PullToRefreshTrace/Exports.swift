// The replayer runs on the test clock, and code written before the clock had a module of its own
// imports PullToRefreshTrace for it: the trace module re-exports it.
@_exported import PullToRefreshTesting
