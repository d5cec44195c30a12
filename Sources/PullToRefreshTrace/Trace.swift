import Foundation
import PullToRefresh

/// A gesture pinned down as data: a configuration, how the app's action behaves, and timed events.
///
/// A trace is one JSON object (the format is `Docs/TraceFormat.md`). ``TraceReplayer`` runs
/// it on a virtual clock through the real ``RefreshCoordinator`` and produces a ``Transcript``;
/// ``TraceRecorder`` writes one from a live coordinator.
public struct Trace: Sendable, Equatable {
  /// A one-line description of the scenario (optional).
  public var description: String?
  /// The engine configuration.
  public var configuration: RefreshConfiguration
  /// The viewport's length along the pull axis, if known.
  public var viewport: Double?
  /// The content's length along the scroll axis at the start, if known; without it nothing
  /// loads by itself (L1).
  public var content: Double?
  /// How each started action behaves.
  public var action: ActionBehavior
  /// Whether loading near the end is on at the start (the file's `loadMore` object); `loadsMore`
  /// events turn it off and on later.
  ///
  /// The replay gives the coordinator a load-more action; the distance is ``configuration``'s
  /// ``RefreshConfiguration/loadMoreDistance``, for the whole trace.
  public var loadsMore: Bool
  /// How each started load behaves, one per load in order, the last repeating; never empty.
  public var loadActions: [LoadBehavior]
  /// When the content was last updated, in seconds relative to the start; `nil`: never.
  ///
  /// 0 or negative; a positive time counts as now (P7). The replay reports it before the first
  /// event (``RefreshCoordinator/contentUpdated(ago:)``).
  public var lastUpdated: Double?
  /// Whether the host is visible at the start (``RefreshCoordinator/isVisible``); a start is no
  /// moment: to replay a first appearance, start hidden and send a `visible` event.
  public var isVisible: Bool
  /// Whether the app is active at the start (``RefreshCoordinator/isActive``).
  public var isActive: Bool
  /// Whether the network is online at the start (``RefreshCoordinator/isOnline``).
  public var isOnline: Bool
  /// The app's item count at the start (``RefreshCoordinator/itemCount``), which turns content
  /// states on; `nil`: off until an `items` event reports a count.
  ///
  /// The replay reports it before the first sample; a negative count counts as 0 (R19).
  public var items: Int?
  /// The insets over the content at the start, with the content at rest (G1).
  public var insets: Insets
  /// Whether the top end is on at the start (the file's `loadPrevious` object): the previous
  /// page loads above (Behavior.md, "The top end", T1-T10); `loadsPrevious` events turn it off
  /// and on later.
  ///
  /// The replay gives the coordinator a load-previous action; the distance is
  /// ``configuration``'s ``RefreshConfiguration/loadPreviousDistance``, for the whole trace.
  public var loadsPrevious: Bool
  /// Whether the header starts exhausted (`loadPrevious.start`: `"exhausted"`): nothing above
  /// until a reset; the start is no change of the header.
  public var previousStartsExhausted: Bool
  /// How each started previous-page load behaves, one per load in order, the last repeating.
  ///
  /// Never empty. Its ``LoadBehavior/adds`` are points that land *above* (K1).
  public var previousActions: [LoadBehavior]
  /// The events, in time order.
  package var events: [Event]
  /// What the replay must show (optional; checked by `refresh-replay --check`).
  public var expectations: Expectations?

  /// Makes a trace.
  ///
  /// An app gets one from JSON (``decode(from:)``) or from a ``TraceRecorder``.
  package init(
    description: String? = nil,
    configuration: RefreshConfiguration = .default,
    viewport: Double? = nil,
    content: Double? = nil,
    action: ActionBehavior = ActionBehavior(),
    loadsMore: Bool = false,
    loadActions: [LoadBehavior] = [LoadBehavior()],
    lastUpdated: Double? = nil,
    isVisible: Bool = true,
    isActive: Bool = true,
    isOnline: Bool = true,
    items: Int? = nil,
    insets: Insets = Insets(),
    loadsPrevious: Bool = false,
    previousStartsExhausted: Bool = false,
    previousActions: [LoadBehavior] = [LoadBehavior()],
    events: [Event],
    expectations: Expectations? = nil
  ) {
    self.description = description
    self.configuration = configuration
    self.viewport = viewport
    self.content = content
    self.action = action
    self.loadsMore = loadsMore
    self.loadActions = loadActions.isEmpty ? [LoadBehavior()] : loadActions
    self.lastUpdated = lastUpdated
    self.isVisible = isVisible
    self.isActive = isActive
    self.isOnline = isOnline
    self.items = items
    self.insets = insets
    self.loadsPrevious = loadsPrevious
    self.previousStartsExhausted = previousStartsExhausted
    self.previousActions = previousActions.isEmpty ? [LoadBehavior()] : previousActions
    self.events = events
    self.expectations = expectations
  }

  /// How each started action behaves in a replay.
  public struct ActionBehavior: Sendable, Equatable {
    /// Seconds from its start to its end; `nil` means it never ends by itself.
    ///
    /// Default 1 s.
    public var duration: Double?
    /// How it ends when its duration is up.
    public var outcome: Completion
    /// The app's item count as the action returns or throws, applied with its outcome in one
    /// decision (F1); `nil`: the count is left as it is.
    ///
    /// It applies when the action ends by itself (its duration, or a `complete` event with
    /// `success` or `failure`); a timeout or a cancel brings no count.
    public var items: Int?
    /// Points that land above the first visible row as the action returns or throws (a
    /// refresh that brought new rows above the reader's), applied with its outcome: kept, or
    /// revealed by a person's refresh at the top (K1, K2); `nil`: none.
    ///
    /// It applies when the action ends by itself, as ``items`` does; a timeout or a cancel brings
    /// no rows. Negative: rows removed above.
    public var addsAbove: Double?

    /// Makes a behaviour: by default an action that succeeds after one second and leaves the
    /// count and the rows above as they are.
    public init(
      duration: Double? = 1,
      outcome: Completion = .success,
      items: Int? = nil,
      addsAbove: Double? = nil
    ) {
      self.duration = duration
      self.outcome = outcome
      self.items = items
      self.addsAbove = addsAbove
    }
  }

  /// The insets over the content (the bars, a keyboard: G1), in points, along the pull axis.
  ///
  /// Named for the usual refresh at the top: ``top`` is the inset at the refresh edge (the
  /// bottom one for a refresh at the bottom), ``bottom`` the one at the far edge. A negative
  /// inset counts as 0 (R19).
  public struct Insets: Sendable, Equatable {
    /// The inset at the refresh edge: the pull is measured from it.
    public var top: Double
    /// The inset at the far edge: what the user sees of the viewport ends there (G2).
    public var bottom: Double

    /// Makes insets: by default none.
    public init(top: Double = 0, bottom: Double = 0) {
      self.top = top
      self.bottom = bottom
    }
  }

  /// How a simulated action ends.
  public enum Completion: Sendable, Equatable, CaseIterable {
    /// It returns.
    case success
    /// It throws.
    case failure

    var outcome: RefreshOutcome { self == .success ? .success : .failure }
  }

  /// How one started page load behaves in a replay.
  public struct LoadBehavior: Sendable, Equatable {
    /// Seconds from its start to its end; `nil` means it never ends by itself.
    ///
    /// Default 0.5 s.
    public var duration: Double?
    /// How it ends when its duration is up.
    public var result: LoadCompletion
    /// Points by which the content grows when the load ends with ``LoadCompletion/more`` or
    /// ``LoadCompletion/end``, reported at that instant as a front end reports the app's new
    /// rows: at the far end for a next page, above the first visible row for a previous page.
    public var adds: Double

    /// Makes a behaviour: by default a load that returns `more` after half a second and adds
    /// nothing.
    public init(duration: Double? = 0.5, result: LoadCompletion = .more, adds: Double = 0) {
      self.duration = duration
      self.result = result
      self.adds = adds
    }
  }

  /// How a simulated page load ends.
  public enum LoadCompletion: Sendable, Equatable, CaseIterable {
    /// It returns ``LoadMoreResult/more``.
    case more
    /// It returns ``LoadMoreResult/end``.
    case end
    /// It throws.
    case failure

    var outcome: LoadMoreOutcome {
      switch self {
      case .more: .more
      case .end: .end
      case .failure: .failure
      }
    }
  }

  /// Whether the trace has a refresh policy, so that the transcript shows staleness.
  ///
  /// Its configuration or a `configuration` event's has one other than ``RefreshPolicy/never``.
  public var hasPolicy: Bool {
    if configuration.policy != .never { return true }
    return events.contains {
      if case .configurationChanged(let configuration) = $0.input {
        configuration.policy != .never
      } else {
        false
      }
    }
  }

  /// The times a trace may give, in seconds (event times, the action's duration): up to about
  /// 31 years, so that every sum of them a replay makes stays exact.
  public static let secondsRange = 0.0...1_000_000_000

  /// The item counts a trace may give (top level, `action.items`, events): whole numbers up to a
  /// billion rows either way; a negative one counts as 0, as the engine counts it (R19).
  public static let itemsRange = -1_000_000_000...1_000_000_000

  /// Reads a trace from JSON, rejecting anything the format does not allow.
  ///
  /// - Throws: ``TraceError`` naming the event index (or the key) and the problem.
  public static func decode(from data: Data) throws(TraceError) -> Trace {
    let file: TraceFile
    do {
      file = try JSONDecoder().decode(TraceFile.self, from: data)
    } catch let error as TraceError {
      throw error
    } catch let error as DecodingError {
      throw TraceError(decoding: error)
    } catch {
      throw TraceError(path: "", problem: "\(error)")
    }
    return try file.validated()
  }

  /// The trace as JSON in the published format, events one per line.
  public func encoded() -> Data { Data(TraceWriter.json(for: self).utf8) }
}
