import GemCore
import TerminalRendering

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A gem drawn in place of a photo: a small stone in the gem's own swatch
/// colour, lit from the upper left, in the gem's usual cut.
///
/// - A gem known for an effect seen only across a dome (play-of-color,
///   adularescence, labradorescence, chatoyancy, asterism: opal, moonstone,
///   star ruby, tiger's eye) is a cabochon: a dome with a highlight.
/// - Else an aggregate (jade, agate, lapis) is a tumbled stone: a rounded,
///   uneven pebble.
/// - Else a gem that is usually transparent (the first transparency the
///   catalog lists) is a brilliant seen from the side: a bright table,
///   a lighter crown, the girdle, and a darker pavilion narrowing to the
///   culet, its right half in shade; one usually translucent or opaque is a
///   cabochon.
///
/// The picture is 16 columns by 6 lines (12 × 16 pixels of half blocks).
struct GemPicture: Rendering {
  /// The outlines raygem draws.
  enum Cut: Equatable {
    case brilliant, cabochon, tumbled
  }

  let cut: Cut
  let color: PixelColor

  /// The effects a stone shows only when cut en cabochon (an array: a set's
  /// first use would add its hashing setup to the start).
  static let cabochonEffects = ["play-of-color", "adularescence", "labradorescence", "chatoyancy", "asterism"]

  /// The columns and pixel rows of every picture.
  static let width = 16
  static let height = 12

  /// The picture of `gem`, or `nil` when it has no swatch colour.
  init?(_ gem: Gem) {
    guard let rgb = gem[.color]?.rgb else { return nil }
    color = PixelColor(red: rgb.red, green: rgb.green, blue: rgb.blue)
    // The catalog lists a gem's usual transparency first.
    if gem[.phenomena]?.contains(where: Self.cabochonEffects.contains) == true {
      cut = .cabochon
    } else if gem[.opticCharacter] == .aggregate {
      cut = .tumbled
    } else if gem[.transparency]?.first == .transparent {
      cut = .brilliant
    } else {
      cut = .cabochon
    }
  }

  init(cut: Cut, color: PixelColor) {
    self.cut = cut
    self.color = color
  }

  func draw(in canvas: inout Canvas) {
    PixelImage(rows: pixels()).draw(in: &canvas)
  }

  /// The pixels, row by row.
  func pixels() -> [[PixelColor?]] {
    (0..<Self.height).map { row in
      (0..<Self.width).map { column in
        // Pixel centres, with x measured from the picture's middle.
        let x = Double(column) + 0.5 - Double(Self.width) / 2
        let y = Double(row) + 0.5
        return shade(x: x, y: y).map(tone)
      }
    }
  }

  /// How lit the surface at (x, y) is, or `nil` outside the stone.
  private enum Shade {
    case highlight, lit, body, shaded, deep
  }

  private func tone(_ shade: Shade) -> PixelColor {
    switch shade {
    case .highlight: return color.mixed(with: .white, 0.65)
    case .lit: return color.mixed(with: .white, 0.3)
    case .body: return color
    case .shaded: return color.mixed(with: .black, 0.3)
    case .deep: return color.mixed(with: .black, 0.55)
    }
  }

  private func shade(x: Double, y: Double) -> Shade? {
    switch cut {
    case .brilliant: return brilliant(x: x, y: y)
    case .cabochon: return cabochon(x: x, y: y)
    case .tumbled: return tumbled(x: x, y: y)
    }
  }

  /// A brilliant in profile: crown in rows 0–3, girdle in row 4, pavilion below.
  private func brilliant(x: Double, y: Double) -> Shade? {
    let half = Double(Self.width) / 2
    let girdle = 4.0
    if y < girdle {
      // The crown widens from the table (8 pixels) to the girdle.
      let reach = 3.5 + (y - 0.5) * (half - 3.5) / (girdle - 0.5)
      guard abs(x) <= reach else { return nil }
      if y < 1 { return .highlight }
      // Under the table and on the near side the crown is lit.
      return x <= 3.5 ? .lit : .body
    }
    if y < girdle + 1 { return .body }
    // The pavilion narrows to the culet at the bottom row.
    let depth = (y - girdle - 0.5) / (Double(Self.height) - girdle - 0.5)
    guard abs(x) <= half * (1 - depth) + 0.01 else { return nil }
    if abs(x) < 1 { return .body }
    return x < 0 ? .shaded : .deep
  }

  /// A cabochon: half an ellipse standing on its flat base, lit at the upper left.
  private func cabochon(x: Double, y: Double) -> Shade? {
    let (radiusX, radiusY) = (Double(Self.width) / 2, Double(Self.height) - 2)
    let base = Double(Self.height) - 1.5
    let height = base - y
    guard height >= -0.5 else { return nil }
    let inside = (x / radiusX) * (x / radiusX) + (height / radiusY) * (height / radiusY)
    guard inside <= 1 else { return nil }
    if ((x + 3) * (x + 3) + (y - 3) * (y - 3)).squareRoot() < 1.6 { return .highlight }
    // The dome's surface faces (nx, ny, nz); the light comes from the upper left, in front.
    let (nx, ny) = (x / radiusX, max(0, height) / radiusY)
    let nz = max(0, 1 - nx * nx - ny * ny).squareRoot()
    let light = -0.45 * nx + 0.45 * ny + 0.77 * nz
    if light > 0.8 { return .lit }
    if light > 0.45 { return .body }
    return light > 0.15 ? .shaded : .deep
  }

  /// A tumbled pebble: an uneven rounded outline, lit at the upper left, with flat spots.
  private func tumbled(x: Double, y: Double) -> Shade? {
    let (centreY, radiusX, radiusY) = (
      Double(Self.height) / 2, Double(Self.width) / 2 - 0.5, Double(Self.height) / 2 - 0.5
    )
    let (dx, dy) = (x / radiusX, (y - centreY) / radiusY)
    let angle = atan2(dy, dx)
    // Lumps: the outline swells and dips around the pebble.
    let outline = 0.86 + 0.09 * cos(3 * angle + 0.7) + 0.05 * cos(5 * angle + 2.1)
    let distance = (dx * dx + dy * dy).squareRoot()
    guard distance <= outline else { return nil }
    let light = -dx - dy
    if light > 0.9 && distance > 0.3 { return .lit }
    if light < -0.8 { return .deep }
    return light < -0.2 ? .shaded : .body
  }
}
