import Foundation
import Observation
import PullToRefreshUI

/// The inbox: its messages, the refresh that brings new ones, the older mail loaded at the end of
/// the list, the conversation of each message with its earlier messages, and what the mail
/// server does (the settings' simulation).
///
/// The mailbox owns the ``RefreshCoordinator`` that runs the refresh, so that the pull, the
/// toolbar's Refresh button, the accessibility action and the first load all run (or join) the
/// same cycle, and the screen can read its phase, its outcome and the time of the last update.
/// The inbox starts with no messages: with content states on (`.contentStates(itemCount:)` on
/// the list) the coordinator loads it when the screen first appears, behind a full-screen loader.
@MainActor @Observable
public final class Mailbox {
  /// Runs the refresh; the inbox list pulls with it and the toolbar refreshes through it.
  public let coordinator: RefreshCoordinator

  /// What the server does when the inbox refreshes: delivers mail, has none, or is unreachable.
  public var server: MailServer

  /// When on, the next refresh waits as usual, then fails; it turns itself off.
  public var failsNextRefresh: Bool

  /// When on, the next page of earlier messages in a conversation waits as usual, then fails; it
  /// turns itself off.
  public var failsNextEarlierPage: Bool

  /// The messages, newest first; none until the first load.
  private(set) var messages: [Message] = []

  @ObservationIgnored private var source = MailSource()
  /// The conversations opened so far, by the identifier of the inbox's message.
  @ObservationIgnored private var conversations: [Message.ID: Conversation] = [:]
  @ObservationIgnored private let latency: Duration

  /// Makes an empty mailbox, which loads its messages when the inbox first appears.
  ///
  /// - Parameters:
  ///   - server: what the mail server does.
  ///   - latency: how long a refresh takes, as a network call would.
  ///   - failsNextRefresh: whether the first refresh fails.
  ///   - failsNextEarlierPage: whether the first page of earlier messages in a conversation fails.
  public init(
    server: MailServer = .delivering,
    latency: Duration = .seconds(1.5),
    failsNextRefresh: Bool = false,
    failsNextEarlierPage: Bool = false
  ) {
    self.server = server
    self.latency = latency
    self.failsNextRefresh = failsNextRefresh
    self.failsNextEarlierPage = failsNextEarlierPage
    // Nothing kept from a last session: the content is stale, and with content states on its
    // first load starts when the inbox appears. A closure set after initialization: it captures
    // `self`, which does not exist before.
    coordinator = RefreshCoordinator {}
    coordinator.action = { [weak self] in try await self?.receiveNewMail() }
    // The same coordinator loads older mail near the end of the list, and arbitrates it against
    // the refresh: a refresh cancels a page in flight (the package's contract, "Load more").
    coordinator.loadMoreAction = { [weak self] in try await self?.loadOlderMail() ?? .end }
  }

  /// The conversation that `message` is the latest of: the same one each time it opens, with the
  /// earlier messages it loaded.
  func conversation(for message: Message) -> Conversation {
    if let conversation = conversations[message.id] { return conversation }
    let conversation = Conversation(
      subject: message.subject,
      correspondent: message.sender,
      messages: source.latestMessages(endingWith: message)
    )
    conversations[message.id] = conversation
    return conversation
  }

  /// Waits like a network call, then puts the page before the oldest message of `conversation`
  /// above it.
  ///
  /// Returns `.more` while earlier messages are left, `.end` with the conversation's first message
  /// (at once, without waiting, when it is already there). Throws while the server is offline,
  /// and when "Fail the next page of earlier messages" is on.
  func loadEarlierMessages(in conversation: Conversation) async throws -> LoadMoreResult {
    guard !conversation.reachesBeginning, let oldest = conversation.messages.first else {
      return .end
    }
    let fails = failsNextEarlierPage
    failsNextEarlierPage = false
    try await Task.sleep(for: latency)
    if server == .offline { throw MailboxError.offline }
    if fails { throw MailboxError.serverUnreachable }
    conversation.insertEarlier(source.earlierMessages(before: oldest))
    return conversation.reachesBeginning ? .end : .more
  }

  /// Waits like a network call, then appends a page of older mail; `.end` once there is none.
  private func loadOlderMail() async throws -> LoadMoreResult {
    try await Task.sleep(for: latency)
    messages.append(contentsOf: source.olderMessages(before: messages.last?.receivedAt ?? .now))
    coordinator.itemCount = messages.count
    return source.isArchiveExhausted ? .end : .more
  }

  /// Waits like a network call, then fills the inbox as the server says, or throws.
  ///
  /// Returning is the coordinator's success, throwing its failure. The count goes to the
  /// coordinator before the action returns (this is the app's own coordinator, whose action the
  /// view does not run), so that a first load that brought mail never shows "No Mail" (F1).
  private func receiveNewMail() async throws {
    let fails = failsNextRefresh
    failsNextRefresh = false
    try await Task.sleep(for: latency)
    switch server {
    case .offline:
      throw MailboxError.offline
    case .empty:
      messages = []
    case .delivering:
      if fails { throw MailboxError.serverUnreachable }
      let arrived =
        messages.isEmpty ? source.firstMessages(now: .now) : source.newMessages(now: .now)
      messages.insert(contentsOf: arrived, at: 0)
    }
    coordinator.itemCount = messages.count
  }
}
