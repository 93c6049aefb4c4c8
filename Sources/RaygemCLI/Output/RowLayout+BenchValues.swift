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
    let lamps = [("LW", fluorescence.longWave), ("SW", fluorescence.shortWave)].compactMap { lamp, reaction in
      reaction.map { "\(lamp) " + text($0) }
    }
    return withNote(lamps.joined(separator: "; "), fluorescence.note)
  }

  /// `inert`, `strong red, orange`, or the catalog's words.
  private static func text(_ reaction: Fluorescence.Reaction) -> String {
    switch reaction {
    case .inert: return "inert"
    case .glow(let strength, let colors):
      return colors.isEmpty ? strength.rawValue : strength.rawValue + " " + colors.joined(separator: ", ")
    case .described(let text): return text
    }
  }

  /// `lines 694 nm strong, 659 nm weak; bands 540–580 nm moderate — a
  /// note` (a hyphen for programs), or `no diagnostic spectrum`.
  static func text(_ spectrum: Spectrum, forPeople: Bool) -> String {
    var parts: [String] = []
    if !spectrum.lines.isEmpty {
      parts.append(
        "lines "
          + spectrum.lines.map { "\(NumberText.format($0.nanometres)) nm \($0.strength.rawValue)" }.joined(
            separator: ", "))
    }
    if !spectrum.bands.isEmpty {
      let dash = forPeople ? "–" : "-"
      parts.append(
        "bands "
          + spectrum.bands.map {
            "\(NumberText.format($0.from))\(dash)\(NumberText.format($0.to)) nm \($0.strength.rawValue)"
          }.joined(separator: ", "))
    }
    return withNote(spectrum.isDiagnostic ? parts.joined(separator: "; ") : "no diagnostic spectrum", spectrum.note)
  }

  /// `text — note`, or `text` alone.
  private static func withNote(_ text: String, _ note: String?) -> String {
    guard let note else { return text }
    return text.isEmpty ? note : text + " — " + note
  }

  /// `{"longWave": …, "shortWave": …, "note": …}`, each part only when
  /// known; a reaction as the catalog writes it: `"inert"`, `{"strength",
  /// "colors"}` or its words.
  static func object(_ fluorescence: Fluorescence) -> CellValue {
    var members: [(key: String, value: CellValue)] = []
    for (key, reaction) in [("longWave", fluorescence.longWave), ("shortWave", fluorescence.shortWave)] {
      switch reaction {
      case nil: continue
      case .inert?: members.append((key: key, value: .text("inert")))
      case .glow(let strength, let colors)?:
        members.append(
          (
            key: key,
            value: .object([(key: "strength", value: .text(strength.rawValue)), (key: "colors", value: .list(colors))])
          ))
      case .described(let text)?: members.append((key: key, value: .text(text)))
      }
    }
    if let note = fluorescence.note { members.append((key: "note", value: .text(note))) }
    return .object(members)
  }

  /// `{"lines": [{"nm", "strength"}], "bands": [{"from", "to",
  /// "strength"}], "note": …}`, the note only when there is one.
  static func object(_ spectrum: Spectrum) -> CellValue {
    let lines = spectrum.lines.map { line in
      CellValue.object([
        (key: "nm", value: .number(line.nanometres)), (key: "strength", value: .text(line.strength.rawValue)),
      ])
    }
    let bands = spectrum.bands.map { band in
      CellValue.object([
        (key: "from", value: .number(band.from)), (key: "to", value: .number(band.to)),
        (key: "strength", value: .text(band.strength.rawValue)),
      ])
    }
    var members: [(key: String, value: CellValue)] = [
      (key: "lines", value: .array(lines)), (key: "bands", value: .array(bands)),
    ]
    if let note = spectrum.note { members.append((key: "note", value: .text(note))) }
    return .object(members)
  }
}
