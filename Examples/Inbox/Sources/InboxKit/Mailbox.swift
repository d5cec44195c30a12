import Foundation
import Observation
import PullToRefreshUI

/// The inbox: its messages, the refresh that brings new ones, the older mail loaded at the end of
/// the list, and a switch that makes the next refresh fail.
///
/// The mailbox owns the ``RefreshCoordinator`` that runs the refresh, so that the pull, the
/// toolbar's Refresh button and the accessibility action all run (or join) the same cycle, and
/// the screen can read its phase, its outcome and the time of the last update.
@MainActor @Observable
public final class Mailbox {
  /// Runs the refresh; the inbox list pulls with it and the toolbar refreshes through it.
  public let coordinator: RefreshCoordinator

  /// When on, the next refresh waits as usual, then fails; it turns itself off.
  public var failsNextRefresh: Bool

  /// The messages, newest first.
  private(set) var messages: [Message]

  @ObservationIgnored private var source = MailSource()
  @ObservationIgnored private let latency: Duration

  /// Makes a mailbox with a few messages.
  ///
  /// - Parameters:
  ///   - latency: how long a refresh takes, as a network call would.
  ///   - failsNextRefresh: whether the first refresh fails.
  public init(latency: Duration = .seconds(1.5), failsNextRefresh: Bool = false) {
    self.latency = latency
    self.failsNextRefresh = failsNextRefresh
    messages = source.firstMessages(now: .now)
    // The first messages stand for what an app keeps from its last session: saved ten minutes
    // ago, so they are out of date and the inbox refreshes when it first appears. A closure set
    // after initialization: it captures `self`, which does not exist before.
    coordinator = RefreshCoordinator(contentAge: .seconds(600)) {}
    coordinator.action = { [weak self] in try await self?.receiveNewMail() }
    // The same coordinator loads older mail near the end of the list, and arbitrates it against
    // the refresh: a refresh cancels a page in flight (the package's contract, "Load more").
    coordinator.loadMoreAction = { [weak self] in try await self?.loadOlderMail() ?? .end }
  }

  /// Waits like a network call, then appends a page of older mail; `.end` once there is none.
  private func loadOlderMail() async throws -> LoadMoreResult {
    try await Task.sleep(for: latency)
    messages.append(contentsOf: source.olderMessages(before: messages.last?.receivedAt ?? .now))
    return source.isArchiveExhausted ? .end : .more
  }

  /// Waits like a network call, then puts new messages on top, or throws.
  ///
  /// Returning is the coordinator's success, throwing its failure.
  private func receiveNewMail() async throws {
    let fails = failsNextRefresh
    failsNextRefresh = false
    try await Task.sleep(for: latency)
    if fails { throw MailboxError.serverUnreachable }
    messages.insert(contentsOf: source.newMessages(now: .now), at: 0)
  }
}
