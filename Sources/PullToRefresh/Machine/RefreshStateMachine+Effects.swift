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
    /// Start the app's load-more action for the current load (``PageLoadMachine/load``).
    case startLoad
    /// Cancel the task of the load in flight: it ends ``LoadMoreOutcome/cancelled``.
    case cancelLoad
    /// The load in flight ended with this outcome: resume whoever awaits it.
    case loadFinished(LoadMoreOutcome)
    /// The content became stale (`true`) or fresh (P1): publish it.
    case staleChanged(Bool)
    /// Start the app's load-previous action for the current load at the top
    /// (``RefreshStateMachine/loadPrevious``'s ``PageLoadMachine/load``).
    case startPrevious
    /// Cancel the task of the load in flight at the top: it ends ``LoadMoreOutcome/cancelled``.
    case cancelPrevious
    /// The load in flight at the top ended with this outcome: resume whoever awaits it.
    case previousFinished(LoadMoreOutcome)
    /// Rows landed above the first visible row and the engine kept the reader's place (K1):
    /// move the scroll position by ``RefreshStateMachine/lastKeep`` points into the content.
    case keepPosition
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
  /// The effects of one event, in order, packed into two 64-bit words (six bits an effect, its
  /// kind and its small payload together: ten in the first word, five in the second with the
  /// count in its top four bits) so that an event allocates nothing and returns its effects in
  /// two registers.
  ///
  /// Two lists are equal when they hold the same effects in the same order (the codes are one to
  /// one).
  ///
  /// `@usableFromInline`, with what its conformances name, so that another module inlines
  /// ``count`` and ``isEmpty``: Swift 6.3 calls the `@inlinable` members of a plain `package`
  /// type out of line (refresh-bench: a call on every event).
  @usableFromInline
  package struct Effects: Sendable, Equatable, Sequence, ExpressibleByArrayLiteral {
    /// The most effects one event can hold: the busiest event (a quiet cycle's end under a
    /// drag that starts the next at its threshold, cancelling both ends' pages) produces twelve.
    package static let capacity = 15

    /// The first ten codes, the first in the lowest six bits.
    @usableFromInline var low: UInt64 = 0
    /// The next five codes in its lowest thirty bits, and the count in its top four bits: zero
    /// exactly when there are no effects.
    @usableFromInline var high: UInt64 = 0

    /// No effects.
    package init() {}

    /// The given effects, in order.
    @usableFromInline package init(arrayLiteral elements: Effect...) {
      for element in elements { append(element) }
    }

    /// How many effects there are.
    @inlinable package var count: Int { Int(high >> 60) }

    /// Whether there are no effects.
    @inlinable package var isEmpty: Bool { high == 0 }

    /// Adds an effect at the end.
    mutating func append(_ effect: Effect) {
      let count = self.count
      precondition(count < Self.capacity, "Internal inconsistency: more than 15 effects")
      let code = Self.code(of: effect)
      high = (high & ~(0xF << 60)) | UInt64(count + 1) << 60
      if count < 10 {
        low |= code << (6 * UInt64(count))
      } else {
        high |= code << (6 * UInt64(count - 10))
      }
    }

    /// The effect at `index`, which must be less than ``count``.
    package subscript(index: Int) -> Effect {
      precondition(index >= 0 && index < count, "Effect index \(index) out of range")
      let word = index < 10 ? low : high
      return Self.effect((word >> (6 * UInt64(index % 10))) & 0x3F)
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

    // MARK: - Codes

    /// Every effect's code, `0..<38`: one to one with ``effect(_:)``.
    private static func code(of effect: Effect) -> UInt64 {
      switch effect {
      case .haptic: 0
      case .startAction: 1
      case .cancelAction: 2
      case .restingInsetChanged: 3
      case .startLoad: 4
      case .cancelLoad: 5
      case .outcomeDecided(let outcome): 6 + code(of: outcome)
      case .announce(let announcement): 10 + code(of: announcement)
      case .startTimer(let timer): 15 + code(of: timer)
      case .cancelTimer(let timer): 20 + code(of: timer)
      case .loadFinished(let outcome): 25 + code(of: outcome)
      case .staleChanged(let isStale): isStale ? 30 : 29
      case .startPrevious: 31
      case .cancelPrevious: 32
      case .previousFinished(let outcome): 33 + code(of: outcome)
      case .keepPosition: 37
      }
    }

    /// The effect of `code`.
    private static func effect(_ code: UInt64) -> Effect {
      switch code {
      case 0: .haptic
      case 1: .startAction
      case 2: .cancelAction
      case 3: .restingInsetChanged
      case 4: .startLoad
      case 5: .cancelLoad
      case 6..<10: .outcomeDecided(outcome(code - 6))
      case 10..<15: .announce(announcement(code - 10))
      case 15..<20: .startTimer(timer(code - 15))
      case 20..<25: .cancelTimer(timer(code - 20))
      case 25..<29: .loadFinished(loadOutcome(code - 25))
      case 29..<31: .staleChanged(code == 30)
      case 31: .startPrevious
      case 32: .cancelPrevious
      case 33..<37: .previousFinished(loadOutcome(code - 33))
      default: .keepPosition
      }
    }

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
      case .loadPreviousFailed: 4
      }
    }

    private static func announcement(_ code: UInt64) -> RefreshAnnouncement {
      switch code {
      case 0: .refreshing
      case 1: .updated
      case 2: .failed
      case 3: .loadMoreFailed
      default: .loadPreviousFailed
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
