/// The bench facts whose values are objects of their own: fluorescence
/// under each lamp and the spectroscope's lines and bands.
extension FactReader {
  private static let fluorescenceKeys = JSONKeys(["longWave", "shortWave", "note"])
  private static let glowKeys = JSONKeys(["strength", "colors"])
  private static let spectrumKeys = JSONKeys(["lines", "bands", "note"])
  private static let lineKeys = JSONKeys(["nm", "strength"])
  private static let bandKeys = JSONKeys(["from", "to", "strength", "nm"])

  /// `{"longWave": reaction, "shortWave": reaction, "note": string}`, at
  /// least one lamp; each reaction `"inert"`, `{"strength", "colors"}` (either
  /// may be left out, not both) or a description.
  func fluorescence(_ reader: inout JSONReader, _ problem: (String) -> GemProblem) throws(GemProblem)
    -> Fluorescence
  {
    let parts = try members(
      &reader, keys: Self.fluorescenceKeys,
      otherwise: "must be an object {\"longWave\": reaction, \"shortWave\": reaction, \"note\": string}", problem)
    var fluorescence = Fluorescence()
    fluorescence.longWave = try reaction(at: parts[0], lamp: Self.fluorescenceKeys[0], problem)
    fluorescence.shortWave = try reaction(at: parts[1], lamp: Self.fluorescenceKeys[1], problem)
    guard fluorescence.longWave != nil || fluorescence.shortWave != nil else {
      throw problem("needs \"longWave\" or \"shortWave\"")
    }
    fluorescence.note = try note(at: parts[2], problem)
    return fluorescence
  }

  /// One lamp's reaction, or `nil` when the lamp is left out or `null`.
  private func reaction(at position: Int?, lamp: String, _ problem: (String) -> GemProblem) throws(GemProblem)
    -> Fluorescence.Reaction?
  {
    guard let position, !isNull(at: position) else { return nil }
    if let text = string(at: position) {
      guard TextFolding.keepsAnything(text) else {
        throw problem("has \"\(lamp)\" with no words; give \"inert\", a glow or a few words")
      }
      return Fluorescence.Reaction(text)
    }
    var reader = JSONReader(bytes, at: position)
    let parts = try members(
      &reader, keys: Self.glowKeys, in: "\"\(lamp)\"",
      otherwise:
        "has \"\(lamp)\" that is not \"inert\", {\"strength\": weak|moderate|strong, \"colors\": [string]} or a few words",
      problem)
    guard parts[0] != nil || parts[1] != nil else {
      throw problem("has \"\(lamp)\" without \"strength\" or \"colors\"")
    }
    let strength = try strength(at: parts[0], what: "\(lamp) strength", problem)
    let colors = try strings(at: parts[1], "colors", problem)
    guard strength != nil || !colors.isEmpty else {
      throw problem("has \"\(lamp)\" without \"strength\" or \"colors\"")
    }
    if let color = colors.first(where: UltravioletReading.namesNoGlow) {
      throw problem("has a \"\(lamp)\" colour \"\(color)\", which is no glow's colour")
    }
    return .glow(strength, colors: colors)
  }

  /// `{"lines": [{"nm", "strength"}], "bands": [{"from", "to",
  /// "strength"}], "note": string}`, lines or bands given; a strength may
  /// be left out, and a band known only by its centre is `{"nm", "strength"}`.
  func spectrum(_ reader: inout JSONReader, _ problem: (String) -> GemProblem) throws(GemProblem) -> Spectrum {
    let parts = try members(
      &reader, keys: Self.spectrumKeys,
      otherwise:
        "must be an object {\"lines\": [{\"nm\", \"strength\"}], \"bands\": [{\"from\", \"to\", \"strength\"} or {\"nm\", \"strength\"}], \"note\": string}",
      problem)
    guard parts[0].map({ !isNull(at: $0) }) == true || parts[1].map({ !isNull(at: $0) }) == true else {
      throw problem("needs \"lines\" or \"bands\" (empty lists for no diagnostic spectrum)")
    }
    var spectrum = Spectrum(note: try note(at: parts[2], problem))
    try forEachObject(at: parts[0], in: "lines", keys: Self.lineKeys, problem) { (line) throws(GemProblem) in
      let nanometres = try wavelength(at: line[0], "nm", in: "line", problem)
      spectrum.lines.append(Spectrum.Line(nanometres, try strength(at: line[1], what: "line strength", problem)))
    }
    try forEachObject(at: parts[1], in: "bands", keys: Self.bandKeys, problem) { (band) throws(GemProblem) in
      let strength = try strength(at: band[2], what: "band strength", problem)
      if let centre = band[3] {
        guard band[0] == nil, band[1] == nil else {
          throw problem("has a band with both \"nm\" (its centre) and edges; give one or the other")
        }
        let nanometres = try wavelength(at: centre, "nm", in: "band", problem)
        return spectrum.bands.append(Spectrum.Band(centre: nanometres, strength))
      }
      let from = try wavelength(at: band[0], "from", in: "band", problem)
      let to = try wavelength(at: band[1], "to", in: "band", problem)
      guard from <= to else {
        throw problem("has a band from \(Self.shortest(from)) to \(Self.shortest(to)) nm; put the shorter one first")
      }
      spectrum.bands.append(Spectrum.Band(from: from, to: to, strength))
    }
    return spectrum
  }

  /// Calls `body` with the members of each object of the array at
  /// `position` (nothing when it is absent or `null`).
  private func forEachObject(
    at position: Int?, in key: String, keys: JSONKeys, _ problem: (String) -> GemProblem,
    _ body: (JSONMembers) throws(GemProblem) -> Void
  ) throws(GemProblem) {
    guard let position, !isNull(at: position) else { return }
    var reader = JSONReader(bytes, at: position)
    guard reader.enterArray() else { throw problem("has \"\(key)\" that is not an array") }
    while reader.nextElement() {
      try body(
        try members(
          &reader, keys: keys, in: "one of its \"\(key)\"",
          otherwise: "has \"\(key)\" holding something other than objects", problem))
    }
  }

  /// The strength of a line, a band or a glow, or `nil` when it is left
  /// out or `null` (the reference does not grade it).
  private func strength(at position: Int?, what: String, _ problem: (String) -> GemProblem) throws(GemProblem)
    -> Intensity?
  {
    guard let position, !isNull(at: position) else { return nil }
    return try choice(Intensity.self, at: position, key: "strength", what: what, problem)
  }

  /// A wavelength in nanometres that a hand spectroscope shows.
  private func wavelength(at position: Int?, _ key: String, in item: String, _ problem: (String) -> GemProblem)
    throws(GemProblem) -> Double
  {
    guard let position else { throw problem("has a \(item) without \"\(key)\"") }
    guard let nanometres = number(at: position), nanometres.isFinite else {
      throw problem("has a \(item) whose \"\(key)\" is not a number")
    }
    let visible = Spectrum.visible
    guard visible.contains(nanometres) else {
      throw problem(
        "has a \(item) at \(Self.shortest(nanometres)) nm, outside the \(Self.shortest(visible.lowerBound))–\(Self.shortest(visible.upperBound)) nm a hand spectroscope shows"
      )
    }
    return nanometres
  }

  /// The text of a note, or `nil` when it is left out or `null`.
  private func note(at position: Int?, _ problem: (String) -> GemProblem) throws(GemProblem) -> String? {
    guard let position, !isNull(at: position) else { return nil }
    guard let text = string(at: position) else { throw problem("has \"note\" that is not a string") }
    return text
  }
}
