extension RefreshStateMachine {
  /// Something the owner of a state machine must do after an event.
  ///
  /// Effects are data: the machine never runs them. ``RefreshCoordinator`` first reports an
  /// `outcomeDecided` (so that awaiting callers and `lastOutcome` hear it before the phase
  /// changes), then publishes the new state, then performs the other effects in the order they
  /// are returned.
  @usableFromInline package enum Effect: Sendable, Equatable {
    /// Play the arming haptic (only for a user's drag).
    case haptic
    /// Start the app's action for the current cycle.
    case startAction
    /// Cancel the task of the current cycle's action.
    case cancelAction
    /// The current cycle's outcome is known: resume whoever awaits it.
    case outcomeDecided(RefreshOutcome)
    /// Tell assistive technology.
    case announce(RefreshAnnouncement)
    /// Start a timer (replacing one of the same kind) to fire after
    /// ``RefreshStateMachine/delay(of:now:)``; when it fires, send
    /// ``RefreshStateMachine/timerElapsed(_:cycle:now:)``. Every timer is set this one way.
    case startTimer(Timer)
    /// Stop a timer that no longer matters.
    case cancelTimer(Timer)
    /// The room before the content changed: apply ``RefreshStateMachine/restingInset``.
    case restingInsetChanged
    /// Start the app's load-more action for the current load (``LoadMoreMachine/load``).
    case startLoad
    /// Cancel the task of the load in flight: it ends ``LoadMoreOutcome/cancelled``.
    case cancelLoad
    /// The load in flight ended with this outcome: resume whoever awaits it.
    case loadFinished(LoadMoreOutcome)
    /// The content became stale (`true`) or fresh (P1): publish it.
    case staleChanged(Bool)
  }

  /// The timers the machine runs: a cycle's, and the refresh policy's.
  @usableFromInline package enum Timer: Sendable, Equatable, CaseIterable {
    /// ``RefreshConfiguration/minimumRefreshingDuration``.
    case minimumDuration
    /// ``RefreshConfiguration/timeout``.
    case timeout
    /// ``RefreshConfiguration/finishingDuration``.
    case finishing
    /// The instant fresh content becomes stale (P1).
    case stale
    /// The instant the policy's interval is due (P2).
    case interval

    /// How long a cycle's timer runs under `configuration` (`nil` for a timeout that is not
    /// set, and for the policy's timers, which run to a deadline: ``RefreshStateMachine/delay(of:now:)``).
    package func duration(in configuration: RefreshConfiguration) -> Duration? {
      switch self {
      case .minimumDuration: configuration.minimumRefreshingDuration
      case .timeout: configuration.timeout
      case .finishing: configuration.finishingDuration
      case .stale, .interval: nil
      }
    }
  }
}

extension RefreshStateMachine {
  /// The effects of one event, in order, packed into seventeen bytes (one byte an effect: its
  /// kind in the low four bits, its small payload in the high four) so that an event allocates
  /// nothing and returns its effects in registers.
  ///
  /// Two lists are equal when they hold the same effects in the same order (the codes are one to
  /// one).
  ///
  /// `@usableFromInline`, with what its conformances name, so that another module inlines
  /// ``count`` and ``isEmpty``: Swift 6.3 calls the `@inlinable` members of a plain `package`
  /// type out of line (refresh-bench: a call on every event).
  @usableFromInline
  package struct Effects: Sendable, Equatable, Sequence, ExpressibleByArrayLiteral {
    /// The most effects one event can produce.
    package static let capacity = 16

    /// The first eight effects' codes, the first in the lowest byte.
    private var lowCodes: UInt64 = 0
    /// The next eight effects' codes.
    private var highCodes: UInt64 = 0
    @usableFromInline var storedCount: UInt8 = 0

    /// No effects.
    package init() {}

    /// The given effects, in order.
    @usableFromInline package init(arrayLiteral elements: Effect...) {
      for element in elements { append(element) }
    }

    /// How many effects there are.
    @inlinable package var count: Int { Int(storedCount) }

    /// Whether there are no effects.
    @inlinable package var isEmpty: Bool { storedCount == 0 }

    /// Adds an effect at the end.
    mutating func append(_ effect: Effect) {
      precondition(count < Self.capacity, "Internal inconsistency: more than 16 effects")
      let code: UInt64
      switch effect {
      case .haptic: code = 0
      case .startAction: code = 1
      case .cancelAction: code = 2
      case .outcomeDecided(let outcome): code = 3 | Self.code(of: outcome) << 4
      case .announce(let announcement): code = 4 | Self.code(of: announcement) << 4
      case .startTimer(let timer): code = 5 | Self.code(of: timer) << 4
      case .cancelTimer(let timer): code = 6 | Self.code(of: timer) << 4
      case .restingInsetChanged: code = 7
      case .startLoad: code = 8
      case .cancelLoad: code = 9
      case .loadFinished(let outcome): code = 10 | Self.code(of: outcome) << 4
      case .staleChanged(let isStale): code = 11 | (isStale ? 1 : 0) << 4
      }
      let shift = 8 * UInt64(storedCount & 7)
      if storedCount < 8 {
        lowCodes |= code << shift
      } else {
        highCodes |= code << shift
      }
      storedCount += 1
    }

    /// The effect at `index`, which must be less than ``count``.
    package subscript(index: Int) -> Effect {
      precondition(index >= 0 && index < count, "Effect index \(index) out of range")
      let word = index < 8 ? lowCodes : highCodes
      let code = (word >> (8 * UInt64(index & 7))) & 0xFF
      let payload = code >> 4
      switch code & 0xF {
      case 0: return .haptic
      case 1: return .startAction
      case 2: return .cancelAction
      case 3: return .outcomeDecided(Self.outcome(payload))
      case 4: return .announce(Self.announcement(payload))
      case 5: return .startTimer(Self.timer(payload))
      case 6: return .cancelTimer(Self.timer(payload))
      case 7: return .restingInsetChanged
      case 8: return .startLoad
      case 9: return .cancelLoad
      case 10: return .loadFinished(Self.loadOutcome(payload))
      default: return .staleChanged(payload == 1)
      }
    }

    /// The effects of `lhs`, then those of `rhs`.
    package static func + (lhs: Effects, rhs: Effects) -> Effects {
      var effects = lhs
      for effect in rhs { effects.append(effect) }
      return effects
    }

    /// Whether one of the effects equals `effect`.
    package func contains(_ effect: Effect) -> Bool {
      for element in self where element == effect { return true }
      return false
    }

    /// Iterates over the effects in order.
    @usableFromInline package func makeIterator() -> Iterator { Iterator(effects: self) }

    /// An iterator over ``Effects``.
    @usableFromInline package struct Iterator: IteratorProtocol {
      let effects: Effects
      var index = 0

      /// The next effect, or `nil` at the end.
      @usableFromInline package mutating func next() -> Effect? {
        guard index < effects.count else { return nil }
        defer { index += 1 }
        return effects[index]
      }
    }

    // MARK: - Payload codes

    private static func code(of outcome: RefreshOutcome) -> UInt64 {
      switch outcome {
      case .success: 0
      case .failure: 1
      case .cancelled: 2
      case .timedOut: 3
      }
    }

    private static func outcome(_ code: UInt64) -> RefreshOutcome {
      switch code {
      case 0: .success
      case 1: .failure
      case 2: .cancelled
      default: .timedOut
      }
    }

    private static func code(of announcement: RefreshAnnouncement) -> UInt64 {
      switch announcement {
      case .refreshing: 0
      case .updated: 1
      case .failed: 2
      case .loadMoreFailed: 3
      }
    }

    private static func announcement(_ code: UInt64) -> RefreshAnnouncement {
      switch code {
      case 0: .refreshing
      case 1: .updated
      case 2: .failed
      default: .loadMoreFailed
      }
    }

    private static func code(of outcome: LoadMoreOutcome) -> UInt64 {
      switch outcome {
      case .more: 0
      case .end: 1
      case .failure: 2
      case .cancelled: 3
      }
    }

    private static func loadOutcome(_ code: UInt64) -> LoadMoreOutcome {
      switch code {
      case 0: .more
      case 1: .end
      case 2: .failure
      default: .cancelled
      }
    }

    private static func code(of timer: Timer) -> UInt64 {
      switch timer {
      case .minimumDuration: 0
      case .timeout: 1
      case .finishing: 2
      case .stale: 3
      case .interval: 4
      }
    }

    private static func timer(_ code: UInt64) -> Timer {
      switch code {
      case 0: .minimumDuration
      case 1: .timeout
      case 2: .finishing
      case 3: .stale
      default: .interval
      }
    }
  }
}

extension RefreshStateMachine.Effects: CustomStringConvertible {
  /// The effects as an array literal, for test failure messages.
  @usableFromInline
  package var description: String { "[" + map { "\($0)" }.joined(separator: ", ") + "]" }
}
