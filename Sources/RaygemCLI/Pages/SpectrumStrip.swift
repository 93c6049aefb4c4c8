import GemCore
import TerminalRendering

/// A spectrum drawn for a colour terminal: the visible spectrum from 380
/// to 720 nm as a strip of colour, 5 nm a half cell, darkened where the
/// material absorbs (darker for stronger lines and bands), over a scale.
///
/// ```
/// ▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌▌
///   400       500       600       700
/// ```
struct SpectrumStrip {
  let spectrum: Spectrum

  /// Nanometres a half cell covers.
  static let step = 5.0
  /// How many half cells the visible spectrum takes.
  static let pixelCount = Int((Spectrum.visible.upperBound - Spectrum.visible.lowerBound) / step)

  /// The strip: each cell a left half block in one colour on another.
  var strip: StyledText {
    let pixels = (0..<Self.pixelCount).map(color(at:))
    var text = StyledText()
    for left in stride(from: 0, to: pixels.count, by: 2) {
      let right = left + 1 < pixels.count ? pixels[left + 1] : nil
      text.append("▌", role: .pixels(foreground: pixels[left], background: right))
    }
    return text
  }

  /// The wavelengths under the strip, every 100 nm.
  var scale: StyledText {
    var text = ""
    for nanometres in stride(from: 400, through: 700, by: 100) {
      let column = Int((Double(nanometres) - Spectrum.visible.lowerBound) / (2 * Self.step))
      text += String(repeating: " ", count: max(0, column - text.count)) + String(nanometres)
    }
    return StyledText(text, role: .muted)
  }

  /// The colour of the half cell at `pixel`, darkened by what absorbs there.
  private func color(at pixel: Int) -> PixelColor {
    let from = Spectrum.visible.lowerBound + Double(pixel) * Self.step
    var darkness = 0.0
    for line in spectrum.lines where Self.pixel(of: line.nanometres) == pixel {
      darkness = max(darkness, Self.darkness(line.strength))
    }
    for band in spectrum.bands where Self.pixel(of: band.from) <= pixel && pixel <= Self.pixel(of: band.to) {
      darkness = max(darkness, Self.darkness(band.strength))
    }
    return Self.light(at: from + Self.step / 2).mixed(with: .black, darkness)
  }

  /// The half cell a wavelength of the visible spectrum falls in; the
  /// last one for its very end.
  private static func pixel(of nanometres: Double) -> Int {
    min(pixelCount - 1, Int((nanometres - Spectrum.visible.lowerBound) / step))
  }

  /// How much of the light a line or band of `strength` takes away; one
  /// whose strength is not graded is drawn as a moderate one.
  private static func darkness(_ strength: Intensity?) -> Double {
    switch strength {
    case .weak: return 0.4
    case .moderate, nil: return 0.65
    case .strong: return 0.9
    }
  }

  /// The colour of light of a wavelength, roughly as the eye sees it:
  /// violet through blue, green, yellow and orange to red, dimmer at both ends.
  static func light(at nanometres: Double) -> PixelColor {
    let (red, green, blue): (Double, Double, Double)
    switch nanometres {
    case ..<440: (red, green, blue) = ((440 - nanometres) / 60, 0, 1)
    case ..<490: (red, green, blue) = (0, (nanometres - 440) / 50, 1)
    case ..<510: (red, green, blue) = (0, 1, (510 - nanometres) / 20)
    case ..<580: (red, green, blue) = ((nanometres - 510) / 70, 1, 0)
    case ..<645: (red, green, blue) = (1, (645 - nanometres) / 65, 0)
    default: (red, green, blue) = (1, 0, 0)
    }
    let fading: Double
    switch nanometres {
    case ..<420: fading = 0.3 + 0.7 * (nanometres - 380) / 40
    case ...700: fading = 1
    default: fading = 0.3 + 0.7 * (780 - nanometres) / 80
    }
    func channel(_ value: Double) -> UInt8 {
      UInt8((255 * min(1, max(0, value * fading))).rounded())
    }
    return PixelColor(red: channel(red), green: channel(green), blue: channel(blue))
  }
}
