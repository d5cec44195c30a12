extension RefreshStateMachine {
  /// The effects of one event, in order, stored inline so that an event allocates nothing.
  public struct Effects: Sendable, Equatable, Sequence, ExpressibleByArrayLiteral {
    /// The most effects one event can produce.
    public static let capacity = 8

    private var storage: (Effect?, Effect?, Effect?, Effect?, Effect?, Effect?, Effect?, Effect?) =
      (nil, nil, nil, nil, nil, nil, nil, nil)

    /// How many effects there are.
    public private(set) var count = 0

    /// No effects.
    public init() {}

    /// The given effects, in order.
    public init(arrayLiteral elements: Effect...) {
      for element in elements { append(element) }
    }

    /// Whether there are no effects.
    public var isEmpty: Bool { count == 0 }

    /// Adds an effect at the end.
    mutating func append(_ effect: Effect) {
      switch count {
      case 0: storage.0 = effect
      case 1: storage.1 = effect
      case 2: storage.2 = effect
      case 3: storage.3 = effect
      case 4: storage.4 = effect
      case 5: storage.5 = effect
      case 6: storage.6 = effect
      case 7: storage.7 = effect
      default: preconditionFailure("Internal inconsistency: more than \(Self.capacity) effects")
      }
      count += 1
    }

    /// The effect at `index`, which must be less than ``count``.
    public subscript(index: Int) -> Effect {
      precondition(index >= 0 && index < count, "Effect index \(index) out of range")
      let element: Effect? =
        switch index {
        case 0: storage.0
        case 1: storage.1
        case 2: storage.2
        case 3: storage.3
        case 4: storage.4
        case 5: storage.5
        case 6: storage.6
        default: storage.7
        }
      guard let element else { preconditionFailure("Internal inconsistency: empty effect slot") }
      return element
    }

    /// Whether one of the effects equals `effect`.
    public func contains(_ effect: Effect) -> Bool {
      for element in self where element == effect { return true }
      return false
    }

    /// Iterates over the effects in order.
    public func makeIterator() -> Iterator { Iterator(effects: self) }

    /// An iterator over ``Effects``.
    public struct Iterator: IteratorProtocol {
      let effects: Effects
      var index = 0

      /// The next effect, or `nil` at the end.
      public mutating func next() -> Effect? {
        guard index < effects.count else { return nil }
        defer { index += 1 }
        return effects[index]
      }
    }

    /// Two lists are equal when they hold the same effects in the same order.
    public static func == (lhs: Effects, rhs: Effects) -> Bool {
      guard lhs.count == rhs.count else { return false }
      for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
      return true
    }
  }
}

extension RefreshStateMachine.Effects: CustomStringConvertible {
  /// The effects as an array literal, for test failure messages.
  public var description: String { "[" + map { "\($0)" }.joined(separator: ", ") + "]" }
}
