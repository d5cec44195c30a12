// The front end's API speaks the toolkit's types (`ListFrame` composes a `Screen`, rows are drawn
// in `TextStyle`s), so apps import PullToRefreshTerminal alone and get TerminalKit too.
@_exported import TerminalKit
