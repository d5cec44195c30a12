import Foundation
import PullToRefresh
import PullToRefreshTerminal

extension PullwatchApp {
  /// Turns one decoded input into scrolling, a pull, a refresh request or quitting (the keys of
  /// `--help`).
  func handle(_ input: TerminalInput) {
    // Not a key: it neither ends a frozen screen nor reaches the prompt or the help.
    if case .focus(let gained) = input {
      focusChanged(gained: gained)
      return
    }
    if frozenBy != nil {
      // --errexit: the failure stays on screen until a key is pressed, then the program ends.
      if case .mouse = input { return }
      quit(status: 8)
      return
    }
    if handleOverlayInput(input) { return }
    switch input {
    case .mouse(let mouse):
      // Rows of the list start below the title, when there is one.
      controller.handle(mouse, listRow: mouse.row - (options.showsTitle ? 1 : 0))
    case .text("r"), .text("R"), .key(.function(5), _), .key(.control("r"), _):
      coordinator.requestRefresh(source: refreshSource)
      goLiveForAPersonsRefresh()
    case .text("m"), .text("M"):
      controller.requestLoadMore()
    case .text("p"), .text("P"):
      requestPreviousPage()
    case .text("["):
      stepThroughHistory(backward: true)
    case .text("]"):
      stepThroughHistory(backward: false)
    case .text("q"), .text("Q"):
      quit()
    case .key(.control("c"), _):
      // At once, whatever runs, as in watch (Esc cancels a run); quitting ends the run too.
      quit(status: 130)
    case .key(.control("z"), _):
      handle(signal: SIGTSTP)
    case .key(.escape, _):
      coordinator.cancel()
    case .text(" "):
      togglePause()
    case .text("w"), .text("W"):
      toggleWrapping()
    case .key(.up, _), .text("k"), .text("K"):
      controller.scroll(by: -1)
    case .key(.down, _), .text("j"), .text("J"):
      controller.scroll(by: 1)
    case .key(.pageUp, _):
      controller.scroll(by: -pageRows)
    case .key(.pageDown, _):
      controller.scroll(by: pageRows)
    case .key(.home, _), .text("g"):
      controller.scroll(by: .min)
    case .key(.end, _), .text("G"):
      controller.scroll(by: .max)
    case .key(.left, _), .text("h"), .text("H"):
      scrollSideways(by: -Self.sidewaysStep)
    case .key(.right, _), .text("l"), .text("L"):
      scrollSideways(by: Self.sidewaysStep)
    case .text("/"):
      openSearchPrompt()
    case .text("n"):
      moveToMatch(forward: true)
    case .text("N"):
      moveToMatch(forward: false)
    case .text("?"):
      help = HelpScreen()
    default:
      break
    }
  }

  /// Who asks when `r` is pressed: with no output to show (the command's live output has no
  /// lines: not run yet, empty, failed, or the first run in flight), the Retry of the empty and
  /// failed views (Behavior.md, F5: a quiet run under the full-screen loader, that says when it
  /// fails); otherwise a person's refresh, with the ring.
  var refreshSource: RefreshCoordinator.RequestSource {
    coordinator.itemCount == 0 ? .retry : .programmatic
  }

  /// The terminal's window gained or lost the focus (reported with `--refresh-on-focus`): the
  /// program is active while it has it, so stale output runs again when it comes back (the
  /// engine decides, Behavior.md P2-P3).
  ///
  /// While the window is out of focus the engine also holds `-n`'s runs: the one that came due
  /// runs when the focus comes back.
  func focusChanged(gained: Bool) {
    coordinator.isActive = gained
  }

  /// How many columns the sideways keys move.
  static var sidewaysStep: Int { 8 }

  /// How many rows Page Up and Page Down move: a screenful less one, so a row stays in view.
  private var pageRows: Int { max(scroll.viewportRows - 1, 1) }
}
