import ProcessEnvironment

/// How many colours the terminal shows, which decides how a swatch's exact
/// sRGB colour is written.
public enum ColorDepth: Sendable, Equatable {
  /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
  case trueColor
  /// The xterm 256-colour palette (`TERM` names a 256-colour terminal).
  case palette256
  /// The 16 basic colours, which every colour terminal has.
  case basic16

  /// The depth the environment declares: `COLORTERM` first, then `TERM`.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: The colour depth.
  public static func declared(by environment: Environment) -> ColorDepth {
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    // Bytes compared by hand: String.contains(String) comes from
    // _StringProcessing, which raygem leaves out (Sources/Benchmark/README.md,
    // "Start-up").
    let term = Array((environment["TERM"] ?? "").utf8)
    if term.indices.contains(where: { term[$0...].starts(with: "256".utf8) }) { return .palette256 }
    return .basic16
  }

  /// The SGR sequence that sets the background to the nearest colour this depth has.
  ///
  /// - Parameters:
  ///   - red: sRGB red, 0–255.
  ///   - green: sRGB green, 0–255.
  ///   - blue: sRGB blue, 0–255.
  /// - Returns: The escape sequence.
  func background(red: UInt8, green: UInt8, blue: UInt8) -> String {
    sequence(red: red, green: green, blue: blue, layer: 48, basicBase: 40)
  }

  /// The SGR sequence that sets the text colour to the nearest colour this depth has.
  ///
  /// - Parameters:
  ///   - red: sRGB red, 0–255.
  ///   - green: sRGB green, 0–255.
  ///   - blue: sRGB blue, 0–255.
  /// - Returns: The escape sequence.
  func foreground(red: UInt8, green: UInt8, blue: UInt8) -> String {
    sequence(red: red, green: green, blue: blue, layer: 38, basicBase: 30)
  }

  /// `layer` is 48 for the background and 38 for text; the 16 basic
  /// colours are `basicBase` + 0–7, then `basicBase` + 60 + 0–7 for the bright ones.
  private func sequence(red: UInt8, green: UInt8, blue: UInt8, layer: Int, basicBase: Int) -> String {
    let color = (Int(red), Int(green), Int(blue))
    switch self {
    case .trueColor:
      return "\u{1B}[\(layer);2;\(red);\(green);\(blue)m"
    case .palette256:
      return "\u{1B}[\(layer);5;\(Self.nearestOf256(color))m"
    case .basic16:
      let index = Self.nearestBasic(color)
      return "\u{1B}[\(index < 8 ? basicBase + index : basicBase + 52 + index)m"
    }
  }

  /// xterm's 16 basic colours, in palette order.
  private static let basicColors: [(Int, Int, Int)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
    (255, 255, 255),
  ]

  /// The basic colour for `color`, hue first.
  ///
  /// A coloured one (its channels 48 or more apart) takes the basic colour
  /// of the channels at least halfway up from its weakest, bright when its
  /// strongest passes 229, halfway from xterm's 205 to 255: by distance alone, ruby's dark reds and their
  /// shading fell to black and grey. A greyish one takes the nearest of
  /// black, grey and the two whites.
  private static func nearestBasic(_ color: (Int, Int, Int)) -> Int {
    let channels = [color.0, color.1, color.2]
    let high = channels.max() ?? 0
    let low = channels.min() ?? 0
    guard high - low >= 48 else {
      let greys = [0, 8, 7, 15]
      return greys.min { distance(color, basicColors[$0]) < distance(color, basicColors[$1]) } ?? 0
    }
    // Red, green and blue are bits 1, 2 and 4 of the basic palette's order.
    let index = channels.indices.reduce(0) { bits, channel in
      (channels[channel] - low) * 2 >= high - low ? bits | 1 << channel : bits
    }
    return high > 229 ? index + 8 : index
  }

  /// The six levels of each channel in the 256-colour cube (indices 16–231).
  private static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// The nearest colour of the 6×6×6 cube or the 24 greys (232–255).
  private static func nearestOf256(_ color: (Int, Int, Int)) -> Int {
    let level = { (value: Int) in nearest(value, among: cubeLevels) }
    let (r, g, b) = (level(color.0), level(color.1), level(color.2))
    let cube = (cubeLevels[r], cubeLevels[g], cubeLevels[b])
    let grayStep = min(23, max(0, ((color.0 + color.1 + color.2) / 3 - 3) / 10))
    let grayValue = 8 + 10 * grayStep
    let gray = (grayValue, grayValue, grayValue)
    return distance(color, gray) < distance(color, cube) ? 232 + grayStep : 16 + 36 * r + 6 * g + b
  }

  private static func nearest(_ value: Int, among levels: [Int]) -> Int {
    levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) } ?? 0
  }

  private static func nearest(_ color: (Int, Int, Int), among colors: [(Int, Int, Int)]) -> Int {
    colors.indices.min { distance(color, colors[$0]) < distance(color, colors[$1]) } ?? 0
  }

  private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return dr * dr + dg * dg + db * db
  }
}
