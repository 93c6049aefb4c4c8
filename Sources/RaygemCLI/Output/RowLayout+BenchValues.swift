import GemCore

/// How the values of several parts print — a range with its typical value,
/// fluorescence, a spectrum — for people, for separated values and in
/// JSON; ``RowLayout``'s one place for each kind of value calls these.
extension RowLayout {
  /// `1.762–1.770 (typical 1.765)` for people (the fact's decimals, an en
  /// dash), `1.762-1.77 (typical 1.765)` for programs; the range alone
  /// where there is no typical value, or only one value (JSON keeps it).
  static func measured(_ range: PropertyRange, forPeople: Bool, decimals: Int? = nil) -> String {
    let bounds = NumberText.format(range, forPeople: forPeople, decimals: decimals)
    guard let typical = range.typical, !range.isSingleValue else { return bounds }
    let value = NumberText.format(PropertyRange(typical), forPeople: forPeople, decimals: decimals)
    return bounds + " (typical \(value))"
  }

  /// `LW strong red, orange; SW inert — a note`: each lamp's reaction,
  /// then the note.
  static func text(_ fluorescence: Fluorescence, forPeople: Bool) -> String {
    // Two optionals rather than an array of lamps: an array of tuples has its
    // type made at run time (Sources/Benchmark/README.md, "Start-up").
    var text = fluorescence.longWave.map { "LW " + Self.text($0) } ?? ""
    if let shortWave = fluorescence.shortWave { text += (text.isEmpty ? "" : "; ") + "SW " + Self.text(shortWave) }
    return withNote(text, fluorescence.note)
  }

  /// `inert`, `strong red, orange` (`red, orange` where the strength is
  /// not graded, `glows` where neither is given), or the catalog's words.
  private static func text(_ reaction: Fluorescence.Reaction) -> String {
    switch reaction {
    case .inert: return "inert"
    case .glow(let strength, let colors):
      let words = colors.joined(separator: ", ")
      guard let strength else { return words.isEmpty ? "glows" : words }
      return words.isEmpty ? strength.rawValue : strength.rawValue + " " + words
    case .described(let text): return text
    }
  }

  /// ` strong` after a line's or band's wavelengths, or nothing where the
  /// strength is not graded.
  private static func suffix(_ strength: Intensity?) -> String {
    strength.map { " " + $0.rawValue } ?? ""
  }

  /// `lines 694 nm strong, 659 nm weak; bands 540–580 nm moderate — a
  /// note` (a hyphen for programs; `694 nm` alone where the strength is not
  /// graded), or `no diagnostic spectrum`.
  static func text(_ spectrum: Spectrum, forPeople: Bool) -> String {
    var parts: [String] = []
    if !spectrum.lines.isEmpty {
      parts.append(
        "lines "
          + spectrum.lines.map { "\(NumberText.format($0.nanometres)) nm\(suffix($0.strength))" }.joined(
            separator: ", "))
    }
    if !spectrum.bands.isEmpty {
      let dash = forPeople ? "–" : "-"
      parts.append(
        "bands "
          + spectrum.bands.map {
            let place =
              $0.centre.map { "near \(NumberText.format($0))" }
              ?? "\(NumberText.format($0.from))\(dash)\(NumberText.format($0.to))"
            return "\(place) nm\(suffix($0.strength))"
          }.joined(separator: ", "))
    }
    return withNote(spectrum.isDiagnostic ? parts.joined(separator: "; ") : "no diagnostic spectrum", spectrum.note)
  }

  /// `text — note`, or `text` alone.
  private static func withNote(_ text: String, _ note: String?) -> String {
    guard let note else { return text }
    return text.isEmpty ? note : text + " — " + note
  }

  /// Appends fluorescence as the catalog writes it, straight as bytes, as
  /// measured values are, since a list writes one a gem.
  ///
  /// `{"longWave": …, "shortWave": …, "note": …}`, each part only when
  /// known; a reaction is `"inert"`, `{"strength", "colors"}` (no strength
  /// where it is not graded) or its words.
  static func appendJSON(_ fluorescence: Fluorescence, to json: inout [UInt8]) {
    var isFirst = true
    json.append(UInt8(ascii: "{"))
    if let longWave = fluorescence.longWave {
      appendKey("longWave", isFirst: &isFirst, to: &json)
      appendJSON(longWave, to: &json)
    }
    if let shortWave = fluorescence.shortWave {
      appendKey("shortWave", isFirst: &isFirst, to: &json)
      appendJSON(shortWave, to: &json)
    }
    if let note = fluorescence.note {
      appendKey("note", isFirst: &isFirst, to: &json)
      JSONString.append(quoted: note, to: &json)
    }
    json.append(UInt8(ascii: "}"))
  }

  private static func appendJSON(_ reaction: Fluorescence.Reaction, to json: inout [UInt8]) {
    switch reaction {
    case .inert: JSONString.append(quoted: "inert", to: &json)
    case .glow(let strength, let colors):
      json.append(UInt8(ascii: "{"))
      if let strength {
        json.append(ascii: #""strength":"#)
        JSONString.append(quoted: strength.rawValue, to: &json)
        json.append(UInt8(ascii: ","))
      }
      json.append(ascii: #""colors":"#)
      appendJSON(.list(colors), to: &json)
      json.append(UInt8(ascii: "}"))
    case .described(let text): JSONString.append(quoted: text, to: &json)
    }
  }

  /// Appends `{"lines": [{"nm", "strength"}], "bands": [{"from", "to",
  /// "strength"}], "note": …}`, the note only when there is one and a
  /// strength only where it is graded.
  static func appendJSON(_ spectrum: Spectrum, to json: inout [UInt8]) {
    json.append(ascii: #"{"lines":["#)
    for (index, line) in spectrum.lines.enumerated() {
      json.append(ascii: index > 0 ? #",{"nm":"# : #"{"nm":"#)
      NumberText.append(line.nanometres, to: &json)
      appendStrength(line.strength, to: &json)
      json.append(UInt8(ascii: "}"))
    }
    json.append(ascii: #"],"bands":["#)
    for (index, band) in spectrum.bands.enumerated() {
      json.append(ascii: index > 0 ? "," : "")
      if let centre = band.centre {
        json.append(ascii: #"{"nm":"#)
        NumberText.append(centre, to: &json)
      } else {
        json.append(ascii: #"{"from":"#)
        NumberText.append(band.from, to: &json)
        json.append(ascii: #","to":"#)
        NumberText.append(band.to, to: &json)
      }
      appendStrength(band.strength, to: &json)
      json.append(UInt8(ascii: "}"))
    }
    json.append(UInt8(ascii: "]"))
    if let note = spectrum.note {
      json.append(ascii: #","note":"#)
      JSONString.append(quoted: note, to: &json)
    }
    json.append(UInt8(ascii: "}"))
  }

  /// Appends `,"strength":"strong"`, or nothing for an ungraded strength.
  private static func appendStrength(_ strength: Intensity?, to json: inout [UInt8]) {
    guard let strength else { return }
    json.append(ascii: #","strength":"#)
    JSONString.append(quoted: strength.rawValue, to: &json)
  }

  /// Appends `"key":`, after a comma unless it is the object's first member.
  private static func appendKey(_ key: String, isFirst: inout Bool, to json: inout [UInt8]) {
    if !isFirst { json.append(UInt8(ascii: ",")) }
    isFirst = false
    JSONString.append(quoted: key, to: &json)
    json.append(UInt8(ascii: ":"))
  }
}
