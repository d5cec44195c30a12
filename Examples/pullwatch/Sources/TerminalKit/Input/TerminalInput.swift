/// One thing the user did at the terminal: typed text, pressed a key, used the mouse, or moved
/// the focus to the terminal's window or away from it.
///
/// ``TerminalInputDecoder`` makes these from the bytes a terminal sends.
package enum TerminalInput: Sendable, Equatable {
  /// A printable character, decoded from UTF-8; a space is text too.
  case text(Character)
  /// A key that is not plain text, with the modifiers held while it was pressed.
  case key(TerminalKey, modifiers: TerminalKeyModifiers = [])
  /// A mouse press, release, drag, move or wheel turn (SGR mouse reporting).
  case mouse(MouseEvent)
  /// The terminal's window gained the focus (`ESC [ I`), or lost it (`ESC [ O`): sent by a
  /// terminal with focus reporting on (`ESC [ ? 1004 h`).
  case focus(gained: Bool)
}

/// A key that a terminal reports as a control byte or an escape sequence.
package enum TerminalKey: Sendable, Equatable {
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Delete (forward delete, not backspace).
  case delete
  /// Escape, pressed alone.
  case escape
  /// Return or Enter (a carriage return or a line feed).
  case enter
  /// Tab.
  case tab
  /// Shift-Tab, which terminals send as its own sequence.
  case backTab
  /// Backspace (DEL or Ctrl-H).
  case backspace
  /// A function key, F1 through F12.
  case function(Int)
  /// A Control-letter combination, named by its lowercase letter.
  ///
  /// Byte 0x03 is `.control("c")` and 0x12 is `.control("r")`. The decoder reports the NUL byte,
  /// which Ctrl-Space and Ctrl-@ send, as `.control(" ")`.
  case control(Character)
  /// A character typed with a modifier, such as Alt-x (`ESC x`).
  ///
  /// Only reported with modifiers; plain characters are ``TerminalInput/text(_:)``.
  case character(Character)
}

/// The modifier keys held while a key or mouse event happened.
package struct TerminalKeyModifiers: OptionSet, Sendable, Hashable {
  /// The bits of the set: 1 shift, 2 alt, 4 control.
  package var rawValue: UInt8

  /// Makes a set from its bits.
  package init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Shift.
  package static let shift = TerminalKeyModifiers(rawValue: 1 << 0)
  /// Alt, Option or Meta.
  package static let alt = TerminalKeyModifiers(rawValue: 1 << 1)
  /// Control.
  package static let control = TerminalKeyModifiers(rawValue: 1 << 2)
}

/// A mouse event reported by the terminal, at a 0-based cell position.
package struct MouseEvent: Sendable, Equatable {
  /// What the mouse did.
  package enum Kind: Sendable, Equatable {
    /// A button went down.
    case pressed(Button)
    /// The mouse moved with a button down; `nil` when the terminal does not say which.
    case dragged(Button?)
    /// The mouse moved with no button down (reported only in any-motion tracking mode).
    case moved
    /// A button went up; `nil` when the terminal does not say which.
    case released(Button?)
    /// The wheel turned one step.
    case wheel(WheelDirection)
  }

  /// A mouse button.
  package enum Button: Sendable, Equatable {
    /// The primary button.
    case left
    /// The middle button or wheel click.
    case middle
    /// The secondary button.
    case right
  }

  /// The way a wheel turned.
  package enum WheelDirection: Sendable, Equatable {
    /// Scrolled up.
    case up
    /// Scrolled down.
    case down
    /// Scrolled left (a horizontal wheel or a tilt).
    case left
    /// Scrolled right (a horizontal wheel or a tilt).
    case right
  }

  /// What the mouse did.
  package var kind: Kind
  /// The cell's column, 0 at the left edge.
  package var column: Int
  /// The cell's row, 0 at the top edge.
  package var row: Int
  /// The modifier keys held during the event.
  package var modifiers: TerminalKeyModifiers

  /// Makes an event at a 0-based cell.
  package init(kind: Kind, column: Int, row: Int, modifiers: TerminalKeyModifiers = []) {
    self.kind = kind
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }
}
