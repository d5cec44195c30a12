import Foundation
import PullToRefresh
import PullToRefreshTerminal

extension PullwatchApp {
  /// Turns one decoded input into scrolling, engine calls, or quitting (the keys of `--help`).
  func handle(_ input: TerminalInput) {
    if frozenBy != nil {
      // --errexit: the failure stays on screen until a key is pressed, then the program ends.
      if case .mouse = input { return }
      quit(status: 8)
      return
    }
    switch input {
    case .mouse(let mouse):
      handle(mouse)
    case .text("r"), .text("R"), .key(.function(5), _), .key(.control("r"), _):
      coordinator.requestRefresh()
    case .text("q"), .text("Q"):
      quit()
    case .key(.control("c"), _):
      if coordinator.phase.isRefreshing { coordinator.cancel() } else { quit(status: 130) }
    case .key(.control("z"), _):
      handle(signal: SIGTSTP)
    case .key(.escape, _):
      coordinator.cancel()
    case .text(" "):
      togglePause()
    case .text("w"), .text("W"):
      toggleWrapping()
    case .key(.up, _), .text("k"), .text("K"):
      moveContent { $0.scroll(rows: -1) }
    case .key(.down, _), .text("j"), .text("J"):
      moveContent { $0.scroll(rows: 1) }
    case .key(.pageUp, _):
      moveContent { $0.scroll(rows: -max($0.viewportRows - 1, 1)) }
    case .key(.pageDown, _):
      moveContent { $0.scroll(rows: max($0.viewportRows - 1, 1)) }
    case .key(.home, _), .text("g"):
      moveContent { $0.scrollToTop() }
    case .key(.end, _), .text("G"):
      moveContent { $0.scrollToEnd() }
    case .key(.left, _), .text("h"), .text("H"):
      scrollSideways(by: -Self.sidewaysStep)
    case .key(.right, _), .text("l"), .text("L"):
      scrollSideways(by: Self.sidewaysStep)
    default:
      break
    }
  }

  /// How many columns the sideways keys move.
  static var sidewaysStep: Int { 8 }

  /// Rows of the list start below the title, when there is one.
  private func handle(_ mouse: MouseEvent) {
    let listRow = mouse.row - (options.showsTitle ? 1 : 0)
    switch mouse.kind {
    case .pressed(.left):
      guard listRow >= 0, listRow < scroll.viewportRows, !scroll.isDragging else { return }
      coordinator.interactionBegan()
      moveContent { $0.pressed(row: listRow) }
    case .dragged(.left):
      guard scroll.isDragging else { return }
      moveContent { $0.dragged(row: listRow) }
    case .released:
      guard scroll.isDragging else { return }
      coordinator.interactionEnded()
      let time = now
      moveContent { $0.released(at: time) }
    case .wheel(.up):
      moveContent { $0.scroll(rows: -3) }
    case .wheel(.down):
      moveContent { $0.scroll(rows: 3) }
    default:
      break
    }
  }
}
