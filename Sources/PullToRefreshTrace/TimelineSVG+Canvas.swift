import Foundation

extension TimelineSVG {
  /// Where everything sits on the 960 × 420 canvas.
  enum Layout {
    static let width = 960.0
    static let height = 420.0
    static let margin = 20.0
    static let left = 78.0
    static let right = 930.0
    static let plotTop = 80.0
    static let plotBottom = 272.0
    static let touchLane = (top: 280.0, bottom: 292.0)
    static let actionLane = (top: 298.0, bottom: 316.0)
    static let effectLane = (top: 322.0, bottom: 356.0)
    static let axis = 360.0
    static let font = "Helvetica, Arial, 'DejaVu Sans', sans-serif"
  }

  /// The colours: calm bands, strong lines.
  enum Palette {
    static let ink = "#1F2933"
    static let muted = "#616E7C"
    static let axis = "#9AA5B1"
    static let pull = "#1D5FAE"
    static let threshold = "#C2410C"
    static let resting = "#0E7C86"
    static let touch = "#8795A8"
    static let haptic = "#D97706"
    static let announcement = "#7C3AED"

    /// The fill of a phase's band and the colour of its label.
    static func phase(_ name: String) -> (fill: String, text: String) {
      switch name {
      case "pulling": ("#E3EDFA", "#2F5F9E")
      case "armed": ("#FCEFD2", "#8F5F12")
      case "refreshing": ("#DFF1E4", "#2E7545")
      case "finishing": ("#EEE7F8", "#62479A")
      default: ("#F8F9FA", "#7B8794")
      }
    }

    /// The fill of an action bar for its outcome (`open` when it never finished).
    static func action(_ kind: String) -> String {
      switch kind {
      case "success": "#3F8F5A"
      case "failure": "#C2453D"
      case "timedOut": "#C77D1A"
      case "cancelled": "#7B8794"
      default: "#CBD2D9"
      }
    }
  }
}

extension TimelineSVG {
  /// The SVG being written: elements in painting order, numbers in a short, fixed form.
  struct Canvas {
    let scale: Scale
    private var body: [String] = []

    init(scale: Scale) { self.scale = scale }

    /// The whole document.
    func document(title: String) -> String {
      let (width, height) = (n(Layout.width), n(Layout.height))
      let size = "width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
      var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      text += "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) font-family=\"\(Layout.font)\""
      text += " font-size=\"11\">\n<title>\(Self.escaped(title))</title>\n"
      text += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"#FFFFFF\"/>\n"
      for element in body { text += element + "\n" }
      return text + "</svg>\n"
    }

    // MARK: Elements

    mutating func add(_ element: String) { body.append(element) }

    mutating func rect(
      _ x: Double,
      _ y: Double,
      _ w: Double,
      _ h: Double,
      fill: String,
      more: String
    ) {
      let box = "x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(max(w, 0)))\" height=\"\(n(h))\""
      add("<rect \(box) fill=\"\(fill)\" \(more)/>")
    }

    mutating func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ more: String) {
      let ends = "x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\""
      add("<line \(ends) \(more)/>")
    }

    mutating func text(
      _ string: String,
      _ x: Double,
      _ y: Double,
      size: Double = 11,
      color: String = Palette.ink,
      anchor: String = "start",
      more: String = ""
    ) {
      var attributes = "x=\"\(n(x))\" y=\"\(n(y))\""
      if size != 11 { attributes += " font-size=\"\(n(size))\"" }
      attributes += " fill=\"\(color)\""
      if anchor != "start" { attributes += " text-anchor=\"\(anchor)\"" }
      if !more.isEmpty { attributes += " " + more }
      add("<text \(attributes)>\(Self.escaped(string))</text>")
    }

    /// A `points` attribute value.
    func points(_ list: [(Double, Double)]) -> String {
      list.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
    }

    // MARK: Numbers and text

    /// A canvas coordinate, to a tenth of a point.
    func n(_ value: Double) -> String { Self.number(value, 1) }

    /// `value` with at most `decimals` decimals and no trailing zeros; `2e+9` style when huge.
    static func number(_ value: Double, _ decimals: Int) -> String {
      guard value.isFinite else { return "0" }
      if abs(value) >= 1e7 {
        var exponent = log10(abs(value)).rounded(.down)
        var mantissa = number(value / pow(10, exponent), 2)
        if mantissa == "10" || mantissa == "-10" {
          exponent += 1
          mantissa = number(value / pow(10, exponent), 2)
        }
        return "\(mantissa)e\(Int(exponent))"
      }
      let digits = min(max(decimals, 0), 6)
      let scaled = (value * pow(10, Double(digits))).rounded()
      return TraceWriter.decimal(Int64(scaled), digits: digits)
    }

    /// Text safe inside an XML element or a quoted attribute; characters XML forbids are dropped.
    static func escaped(_ text: String) -> String {
      var result = ""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "'": result += "&apos;"
        case "\t", "\n", "\r": result += " "
        default:
          let value = scalar.value
          if value >= 0x20 && value != 0xFFFE && value != 0xFFFF {
            result.unicodeScalars.append(scalar)
          }
        }
      }
      return result
    }

    /// A rough width of `text` in a sans-serif font of `size` points, for fitting labels.
    static func width(_ text: String, size: Double = 11) -> Double {
      Double(text.count) * size * 0.58
    }

    /// `text`, cut with an ellipsis to fit `width`.
    static func fitted(_ text: String, width: Double, size: Double) -> String {
      let limit = Int(width / (size * 0.58))
      guard text.count > limit else { return text }
      return String(text.prefix(max(limit - 1, 0))) + "…"
    }
  }
}
