import PullToRefresh
import PullToRefreshTerminal
import PullToRefreshTesting
import WatchText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// pullwatch-bench: what drawing a pull-and-release costs on a 200x60 terminal.
//
// One animation is a drag of 12 rows from the top, one frame per row, a release, and the spring
// back at 60 frames a second until it settles. Each frame is composed (ListFrame) and diffed
// against the previous one (Screen.output(from:)); the bytes are compared with a full redraw.
//
// The text figures: a few hundred KB of coloured `ls -l`-like output with long lines is parsed
// (TerminalText, at once and in 4 KiB pieces), its rows counted wrapped on 200 columns
// (TextRows), and the same animation drawn with it as the content.
//
// usage: swift run -c release pullwatch-bench [--animations N]

let columns = 200
let rows = 60
var animations = 200
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  guard argument == "--animations", let value = arguments.popFirst().flatMap({ Int($0) }), value > 0
  else {
    print("usage: pullwatch-bench [--animations N]   (N > 0, default 200)")
    exit(2)
  }
  animations = value
}

let lines = (0..<500).map { index in
  "\(index): " + String(repeating: "pull to refresh, in a terminal, with a mouse. ", count: 5)
}

/// The frames of one pull-and-release animation, as scroll positions and indicators: the engine
/// is a coordinator on a manual clock that never moves, with no action (the cycle the release
/// starts stays refreshing), told what the terminal front end tells it.
@MainActor func animationFrames() -> [(TerminalScrollView, RefreshIndicator)] {
  let coordinator = RefreshCoordinator(clock: VirtualClock(), action: nil)
  var scroll = TerminalScrollView(
    contentRows: lines.count,
    viewportRows: ListFrame.listRows(forTerminalRows: rows)
  )
  var frames: [(TerminalScrollView, RefreshIndicator)] = [(scroll, coordinator.indicator)]
  coordinator.interactionBegan()
  scroll.pressed(row: 0)
  for row in 1...12 {
    scroll.dragged(row: row)
    coordinator.scrolled(edgeOffset: scroll.edgeOffset)
    frames.append((scroll, coordinator.indicator))
  }
  coordinator.interactionEnded()
  scroll.released(at: 0)
  // The room the engine keeps while refreshing, opened on the release.
  let room = coordinator.restingInset
  scroll.setTopInset(room.inset, revealing: room.reveals, at: 0)
  var time = 0.0
  while scroll.isAnimating {
    time += 1.0 / 60
    scroll.advance(to: time)
    coordinator.scrolled(edgeOffset: scroll.edgeOffset)
    frames.append((scroll, coordinator.indicator))
  }
  return frames
}

func compose(_ scroll: TerminalScrollView, _ indicator: RefreshIndicator) -> Screen {
  let text = TextIndicator(indicator, spinnerSeconds: 0)
  let frame = ListFrame(
    columns: columns,
    rows: rows,
    title: "pullwatch-bench",
    scroll: scroll,
    indicator: indicator,
    indicatorText: text,
    status: text.line,
    hints: "r refresh · Esc cancel · q quit"
  )
  return frame.compose { index, screen, row in screen.write(lines[index], row: row, column: 0) }
}

func nanoseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) * 1e-9
}

let frames = animationFrames()
var diffBytes = 0
var fullBytes = 0
var previous: Screen?
for (scroll, indicator) in frames {
  let screen = compose(scroll, indicator)
  diffBytes += screen.output(from: previous).utf8.count
  fullBytes += screen.output(from: nil).utf8.count
  previous = screen
}

let clock = ContinuousClock()

/// The time spent composing and diffing every frame of `animations` animations, and the bytes the
/// differences came to.
@MainActor func measureAnimations(
  _ compose: (TerminalScrollView, RefreshIndicator) -> Screen
) -> (compose: Duration, diff: Duration, bytes: Int) {
  var result = (compose: Duration.zero, diff: Duration.zero, bytes: 0)
  for _ in 0..<animations {
    var previous: Screen?
    for (scroll, indicator) in frames {
      let start = clock.now
      let screen = compose(scroll, indicator)
      let composed = clock.now
      result.bytes += screen.output(from: previous).utf8.count
      result.diff += clock.now - composed
      result.compose += composed - start
      previous = screen
    }
  }
  return result
}

let list = measureAnimations(compose)
var checksum = list.bytes
let frameCount = Double(frames.count * animations)
func format(_ value: Double) -> String {
  let scaled = (value * 10).rounded() / 10
  return "\(scaled)"
}
print(
  "pullwatch-bench: \(columns)x\(rows), \(frames.count) frames per animation, \(animations) animations"
)
print("compose   \(format(nanoseconds(list.compose) / frameCount / 1000)) µs/frame")
print("diff      \(format(nanoseconds(list.diff) / frameCount / 1000)) µs/frame")
print("bytes     \(diffBytes / frames.count) per frame written (changed cells only)")
print("full      \(fullBytes / frames.count) per frame for a full redraw")
print("ratio     \(format(Double(fullBytes) / Double(max(diffBytes, 1))))x fewer bytes")

// MARK: - Coloured, wrapped output

/// `ls -l --color`-like output: coloured names, every seventh line a long coloured log line, a
/// few non-ASCII names.
func colouredOutput(lines count: Int) -> [UInt8] {
  let colours = ["01;34", "01;32", "01;36", "38;5;208", "38;2;200;120;40", "0"]
  var text = ""
  for index in 0..<count {
    let colour = colours[index % colours.count]
    let name = index % 11 == 0 ? "répertoire-\(index)-文件" : "file-name-\(index).txt"
    text += "-rw-r--r--  1 user  staff  \(index * 37 % 100_000) Jan  1 12:00 "
    text += "\u{1B}[\(colour)m\(name)\u{1B}[0m\n"
    if index % 7 == 0 {
      text +=
        "\u{1B}[2m\(index)\u{1B}[0m "
        + String(repeating: "log \u{1B}[31merror\u{1B}[0m ok ", count: 30)
      text += "\n"
    }
  }
  return Array(text.utf8)
}

let output = colouredOutput(lines: 4000)
let parseRounds = 20
var parseTime = Duration.zero
var pieceTime = Duration.zero
for _ in 0..<parseRounds {
  var start = clock.now
  var whole = TerminalText()
  whole.append(contentsOf: output)
  whole.finish()
  parseTime += clock.now - start
  checksum &+= whole.lineCount
  start = clock.now
  // As the app does: the runner's buffer grows, and the text parses what was added.
  var pieces = TerminalText()
  var growing: [UInt8] = []
  while growing.count < output.count {
    growing.append(contentsOf: output[growing.count..<min(growing.count + 4096, output.count)])
    pieces.update(to: growing)
  }
  pieces.finish()
  pieceTime += clock.now - start
  checksum &+= pieces.lineCount
}
let text = {
  var text = TerminalText()
  text.update(to: output)
  text.finish()
  return text
}()
let textRows = {
  var rows = TextRows(layout: TextLayout(columns: columns))
  rows.update(with: text)
  return rows
}()

func composeText(_ scroll: TerminalScrollView, _ indicator: RefreshIndicator) -> Screen {
  var scroll = scroll
  scroll.contentRows = textRows.count
  let label = TextIndicator(indicator, spinnerSeconds: 0)
  let frame = ListFrame(
    columns: columns,
    rows: rows,
    title: "pullwatch-bench --color",
    scroll: scroll,
    indicator: indicator,
    indicatorText: label,
    status: label.line
  )
  return frame.compose { index, screen, row in
    textRows.draw(index, of: text, into: &screen, at: row)
  }
}

let textFrames = measureAnimations(composeText)

let megabytes = Double(output.count) * Double(parseRounds) / 1e6
print(
  "parse     \(format(megabytes / (nanoseconds(parseTime) / 1e9))) MB/s at once, "
    + "\(format(megabytes / (nanoseconds(pieceTime) / 1e9))) MB/s in 4 KiB pieces "
    + "(\(output.count / 1000) KB coloured, \(text.lineCount) lines, \(textRows.count) rows wrapped)"
)
print(
  "text      \(format(nanoseconds(textFrames.compose) / frameCount / 1000)) µs/frame composed, "
    + "\(format(nanoseconds(textFrames.diff) / frameCount / 1000)) µs/frame diffed, "
    + "\(textFrames.bytes / (frames.count * animations)) bytes/frame (coloured, wrapped)"
)
if checksum == 0 { print("(no output)") }
