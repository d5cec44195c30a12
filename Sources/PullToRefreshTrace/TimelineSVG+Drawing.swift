extension TimelineSVG.Canvas {
  typealias Layout = TimelineSVG.Layout
  typealias Palette = TimelineSVG.Palette

  /// Which dashed level line to draw.
  enum LevelStyle {
    case threshold
    case resting
  }

  /// The title, a one-line summary of the configuration and result, and the legend.
  mutating func drawHeader(_ model: TimelineSVG.Model) {
    let room = Layout.width - 2 * Layout.margin
    let title = Self.fitted(model.title, width: room, size: 15)
    text(title, Layout.margin, 26, size: 15, more: "font-weight=\"bold\" class=\"title\"")
    text(
      Self.fitted(model.subtitle, width: room, size: 11),
      Layout.margin,
      45,
      color: Palette.muted
    )
    var x = Layout.margin
    let y = 64.0
    func entry(_ name: String, after offset: Double) {
      text(name, x + offset, y, size: 10.5, color: Palette.muted)
      x += offset + Self.width(name, size: 10.5) + 14
    }
    for name in ["pulling", "armed", "refreshing", "finishing"] {
      rect(x, y - 8, 14, 10, fill: Palette.phase(name).fill, more: "stroke=\"#C9D1DA\"")
      entry(name, after: 19)
    }
    x += 8
    line(x, y - 3, x + 18, y - 3, "stroke=\"\(Palette.pull)\" stroke-width=\"2\"")
    entry("pull", after: 23)
    rect(x, y - 7, 18, 8, fill: Palette.touch, more: "rx=\"2\"")
    entry("finger down", after: 23)
    add(triangle(x + 5, y - 3, role: "legend"))
    entry("haptic", after: 14)
    add(circle(x + 5, y - 3, role: "legend"))
    entry("announcement", after: 14)
  }

  /// A background band per phase, through the plot and the lanes below it.
  mutating func drawBands(_ phases: [TimelineSVG.Span]) {
    let height = Layout.effectLane.bottom - Layout.plotTop
    for phase in phases {
      let x = scale.x(phase.start)
      let width = phase.kind == "idle" ? scale.x(phase.end) - x : max(scale.x(phase.end) - x, 2)
      let fill = Palette.phase(phase.kind).fill
      rect(x, Layout.plotTop, width, height, fill: fill, more: "class=\"band band-\(phase.kind)\"")
    }
  }

  /// Each band's name at its top, where it fits.
  mutating func drawBandLabels(_ phases: [TimelineSVG.Span]) {
    for phase in phases where phase.kind != "idle" {
      let x = scale.x(phase.start)
      let width = scale.x(phase.end) - x
      let label = [phase.label, phase.kind].first { Self.width($0, size: 10.5) + 8 <= width }
      guard let label else { continue }
      text(label, x + 4, Layout.plotTop + 13, size: 10.5, color: Palette.phase(phase.kind).text)
    }
  }

  /// Grid lines, axes with ticks in seconds and points, axis titles and lane names.
  mutating func drawAxes() {
    let grid = "stroke=\"#000000\" stroke-opacity=\"0.08\""
    let axis = "stroke=\"\(Palette.axis)\""
    for tick in scale.pullTicks {
      let y = scale.y(tick)
      if tick > 0 { line(Layout.left, y, Layout.right, y, grid) }
      text(Self.number(tick, 3), Layout.left - 7, y + 3.5, size: 10, anchor: "end")
    }
    for tick in scale.timeTicks {
      let x = scale.x(tick)
      if tick > 0 { line(x, Layout.plotTop, x, Layout.axis, grid) }
      line(x, Layout.axis, x, Layout.axis + 4, axis)
      text(Self.number(tick, 6), x, Layout.axis + 15, size: 10, anchor: "middle")
    }
    line(Layout.left, Layout.plotTop, Layout.left, Layout.plotBottom, axis)
    line(Layout.left, Layout.plotBottom, Layout.right, Layout.plotBottom, axis)
    line(Layout.left, Layout.axis, Layout.right, Layout.axis, axis)
    let middle = (Layout.left + Layout.right) / 2
    text("time (s)", middle, Layout.axis + 34, color: Palette.muted, anchor: "middle")
    let (x, y) = (Layout.margin + 8, (Layout.plotTop + Layout.plotBottom) / 2)
    let rotate = "transform=\"rotate(-90 \(n(x)) \(n(y)))\""
    text("pull (pt)", x, y, color: Palette.muted, anchor: "middle", more: rotate)
    let lanes = [
      ("finger", Layout.touchLane), ("action", Layout.actionLane), ("effects", Layout.effectLane),
    ]
    for (name, lane) in lanes {
      let y = min((lane.top + lane.bottom) / 2, lane.top + 9) + 3.5
      text(name, Layout.left - 7, y, size: 10, color: Palette.muted, anchor: "end")
    }
  }

  /// A strip in the finger lane while a drag lasts, and thin lines through the plot at its ends.
  mutating func drawTouches(_ touches: [TimelineSVG.Span]) {
    let lane = Layout.touchLane
    for touch in touches {
      let start = scale.x(touch.start)
      let width = max(scale.x(touch.end) - start, 2)
      for x in [start, start + width] {
        let style = "stroke=\"\(Palette.touch)\" stroke-dasharray=\"2 3\" class=\"interaction\""
        line(x, Layout.plotTop, x, Layout.plotBottom, style)
      }
      let height = lane.bottom - lane.top
      rect(start, lane.top, width, height, fill: Palette.touch, more: "rx=\"2\" class=\"finger\"")
      if Self.width(touch.label, size: 9) + 8 <= width {
        text(touch.label, start + 4, lane.bottom - 3, size: 9, color: "#FFFFFF")
      }
    }
  }

  /// A dashed line for the threshold or the resting extent, stepping when the viewport changes.
  mutating func drawLevels(_ levels: [TimelineSVG.Level], style: LevelStyle) {
    var path = ""
    var drawing = false
    var last: (x: Double, y: Double, value: Double)?
    for (index, level) in levels.enumerated() {
      guard let value = level.value else {
        drawing = false
        continue
      }
      let y = scale.y(value)
      let end = index == levels.count - 1 ? Layout.right : scale.x(level.end)
      path += (drawing ? "V\(n(y))" : "M\(n(scale.x(level.start))) \(n(y))") + "H\(n(end))"
      drawing = true
      last = (end, y, value)
    }
    guard let last else { return }
    let name = style == .threshold ? "threshold" : "resting extent"
    let color = style == .threshold ? Palette.threshold : Palette.resting
    let dash = style == .threshold ? "7 4" : "3 3"
    let more = "fill=\"none\" stroke-width=\"1.5\" stroke-dasharray=\"\(dash)\" class=\"\(name)\""
    add("<path d=\"\(path)\" stroke=\"\(color)\" \(more)/>")
    // The threshold's label sits above its line and the resting extent's below, so they never
    // collide; either flips when it would leave the plot.
    var y = style == .threshold ? last.y - 5 : last.y + 13
    if y < Layout.plotTop + 10 { y = last.y + 13 }
    if y > Layout.plotBottom - 2 { y = last.y - 5 }
    let halo = "stroke=\"#FFFFFF\" stroke-width=\"3\" paint-order=\"stroke\""
    let label = "\(name) \(Self.number(last.value, 2)) pt"
    text(label, last.x - 4, y, size: 10.5, color: color, anchor: "end", more: halo)
  }

  /// The pull as a line that steps at each event, with a light fill under it.
  mutating func drawPull(_ pulls: [(at: Double, pull: Double)], end: Double) {
    var list: [(Double, Double)] = [(scale.x(0), scale.y(0))]
    for sample in pulls {
      let (x, y) = (scale.x(sample.at), scale.y(sample.pull))
      if let last = list.last, last.0 != x { list.append((x, last.1)) }
      if let last = list.last, last == (x, y) { continue }
      list.append((x, y))
    }
    if let last = list.last { list.append((scale.x(end), last.1)) }
    let base = scale.y(0)
    let area = points(list + [(scale.x(end), base), (scale.x(0), base)])
    add("<polygon points=\"\(area)\" fill=\"\(Palette.pull)\" fill-opacity=\"0.08\"/>")
    let style = "fill=\"none\" stroke-width=\"2\" stroke-linejoin=\"round\" class=\"pull\""
    add("<polyline points=\"\(points(list))\" stroke=\"\(Palette.pull)\" \(style)/>")
  }

  /// A bar in the action lane from each start to its finish, labelled with the outcome.
  mutating func drawActions(_ actions: [TimelineSVG.Span]) {
    let lane = Layout.actionLane
    for action in actions {
      let start = scale.x(action.start)
      let width = max(scale.x(action.end) - start, 3)
      let open = action.kind == "open"
      var more = "rx=\"3\" class=\"action action-\(action.kind)\""
      if open { more += " stroke=\"#7B8794\" stroke-dasharray=\"3 2\"" }
      let fill = Palette.action(action.kind)
      rect(start, lane.top, width, lane.bottom - lane.top, fill: fill, more: more)
      // Inside the bar if it fits (shortened if need be), else beside it.
      let label = "action · " + action.label
      let y = lane.bottom - 5
      let fitting = [label, action.label].first { Self.width($0, size: 10) + 10 <= width }
      if let inside = fitting {
        let color = open ? Palette.ink : "#FFFFFF"
        text(inside, start + 5, y, size: 10, color: color, more: "font-weight=\"bold\"")
      } else if start + width + 5 + Self.width(label, size: 10) <= Layout.width - 4 {
        text(label, start + width + 5, y, size: 10)
      } else {
        text(label, start - 5, y, size: 10, anchor: "end")
      }
    }
  }

  /// A triangle per haptic and a circle per announcement, on two rows so labels do not overlap.
  mutating func drawMarkers(_ markers: [TimelineSVG.Marker]) {
    let rows = [Layout.effectLane.top + 9, Layout.effectLane.top + 25]
    var rowEnds = [-Double.infinity, -Double.infinity]
    for marker in markers {
      let x = scale.x(marker.at)
      let textWidth = Self.width(marker.label, size: 10.5)
      let leftward = x + 9 + textWidth > Layout.width - 4
      let from = leftward ? x - 9 - textWidth : x - 6
      let row = rowEnds.firstIndex { $0 + 6 <= from } ?? (rowEnds[0] <= rowEnds[1] ? 0 : 1)
      rowEnds[row] = leftward ? x + 6 : x + 9 + textWidth
      let y = rows[row]
      add(marker.kind == "haptic" ? triangle(x, y, role: "marker") : circle(x, y, role: "marker"))
      let anchor = leftward ? "end" : "start"
      text(marker.label, leftward ? x - 9 : x + 9, y + 3.5, size: 10.5, anchor: anchor)
    }
  }

  private func triangle(_ x: Double, _ y: Double, role: String) -> String {
    let corners = points([(x - 5, y - 4.5), (x + 5, y - 4.5), (x, y + 4.5)])
    let fill = Palette.haptic
    return "<polygon points=\"\(corners)\" fill=\"\(fill)\" class=\"\(role) \(role)-haptic\"/>"
  }

  private func circle(_ x: Double, _ y: Double, role: String) -> String {
    let fill = Palette.announcement
    let style = "r=\"4.5\" fill=\"\(fill)\" class=\"\(role) \(role)-announcement\""
    return "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" \(style)/>"
  }
}
