/// An invalid configuration value, naming the parameter, the value and the rule it breaks.
public struct RefreshConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The parameter's name, as in ``RefreshConfiguration``'s initializer.
  public let parameter: String
  /// The rejected value, as text.
  package let value: String
  /// The rule the value must follow, such as `> 0`.
  package let rule: String

  /// A one-line message: `threshold must be > 0, got -1.0`.
  public var description: String { "\(parameter) must be \(rule), got \(value)" }
}
