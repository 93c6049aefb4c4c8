import GemCore
import TerminalRendering

/// What the options about gem properties share.
///
/// Their messages, and which commands look for a gem's colour (`--hue`),
/// so that `--color red` there points to it; their parsers are in
/// `OptionParser+Properties.swift`.
enum PropertyOptions {
  /// Whether `command` takes `--hue`, a colour to look for.
  static func looksForColor(_ command: CommandName) -> Bool {
    switch command {
    case .list, .search, .favorites, .identify, .browse: return true
    case .detail, .compare, .favorite, .help, .completions, .manual, .schema: return false
    }
  }

  /// The usage error for a refused value of a property option.
  ///
  /// - Parameters:
  ///   - error: What refused the value.
  ///   - option: The option.
  ///   - label: What the property is called, for a range no gem can lie in.
  /// - Returns: The usage error, with a reason or a suggestion.
  static func usage(_ error: any Error, option: OptionName, label: String? = nil) -> RaygemError {
    switch error {
    case let error as FilterError: return .usage(message(for: error, option: option, label: label))
    case let error as MeasurementError: return .usage(message(for: error, option: option))
    case let error as RaygemError: return error
    default: return .usage("option '--\(option.rawValue)': \(error)")
    }
  }

  /// The usage message for a refused filter value.
  ///
  /// - Parameters:
  ///   - error: The refusal.
  ///   - option: The option whose value was refused.
  ///   - label: What the property is called, for a range no gem can lie in.
  /// - Returns: The message, without the `raygem: ` prefix.
  static func message(for error: FilterError, option: OptionName, label: String? = nil) -> String {
    let prefix = "option '--\(option.rawValue)'"
    switch error {
    case .notARange(let text):
      return "\(prefix) needs a number, range or bound such as 8, 8.., ..1.6, 3.5..4.1 or '>8', not '\(Echo.of(text))'"
    case .reversedRange(let lower, let upper):
      return
        "\(prefix): the range \(NumberText.format(lower))..\(NumberText.format(upper)) is empty; put the lower bound first"
    case .noValue:
      return "\(prefix) needs at least one value"
    case .impossibleRange(let bounds, let limits):
      let label = label ?? option.rawValue
      let range: String
      if let above = bounds.above {
        range = (above.isInclusive ? ">=" : ">") + NumberText.format(above.value)
      } else if let below = bounds.below {
        range = (below.isInclusive ? "<=" : "<") + NumberText.format(below.value)
      } else if bounds.lower == bounds.upper {
        range = bounds.lower.map(NumberText.format) ?? ""
      } else {
        range = (bounds.lower.map(NumberText.format) ?? "") + ".." + (bounds.upper.map(NumberText.format) ?? "")
      }
      return
        "\(prefix): no gem lies in \(range); \(label) runs from \(NumberText.format(limits.lowerBound)) to \(NumberText.format(limits.upperBound))"
    case .unknownValue(let value, let known):
      return "\(prefix): unknown value '\(Echo.of(value))'" + Suggestion.hint(for: value, among: known)
    case .unknownSpecies(let value, let known):
      return "\(prefix): no gem of the catalog has the species '\(Echo.of(value))'"
        + Suggestion.hint(for: value, among: known)
    case .unknownColor(let value, let known):
      return
        "\(prefix): '\(Echo.of(value))' is neither a colour family nor a word of any gem's colour"
        + Suggestion.hint(forLastWordOf: value, among: known)
    case .toneOnly(let value):
      // The example is the tone's words as read (`dark,` gives `dark blue`).
      let tone = ColorFamily.colorWords(in: value).map(String.init).joinedText(separator: " ")
      return
        "\(prefix): '\(Echo.of(value))' is a tone, not a colour; give the colour with it, such as '\(Echo.of(tone)) blue'"
    case .patternOnly(let value):
      // The colour goes before the pattern word, as `blue banded` is read, after any tone.
      var words = TextFolding.words(value).map(String.init)
      let hue =
        words.firstIndex { word in !ColorFamily.toneWords.contains(word) && !ColorFamily.toneJoiners.contains(word) }
        ?? words.endIndex
      words.insert("blue", at: hue)
      return
        "\(prefix): '\(Echo.of(value))' is a pattern, not a colour; give the colour with it, such as '\(Echo.of(words.joinedText(separator: " ")))'"
    case .severalColors(let value):
      return
        "\(prefix): '\(Echo.of(value))' is a list; a stone's colour is one colour in words, such as 'purplish red', or 'purple-yellow' for a stone of two"
    }
  }

  /// The instruments a kit lists (`refractometer,chelsea`), in the kit's
  /// order, each once.
  ///
  /// - Parameters:
  ///   - text: Comma-separated kit names (``Instrument/kitName``).
  ///   - source: What gave the list, as an error names it (`option '--kit'`).
  /// - Returns: The instruments.
  /// - Throws: ``RaygemError/usage(_:)`` for a name no instrument has, or no name.
  static func kit(parsing text: String, from source: String) throws(RaygemError) -> [Instrument] {
    let names = GemFilter.list(text)
    guard !names.isEmpty else { throw .usage("\(source) names no instrument") }
    let known = Instrument.fullKit.compactMap(\.kitName)
    var kit: [Instrument] = []
    for name in names {
      guard let instrument = Instrument(kitName: name) else {
        throw .usage(
          "\(source): no instrument is called '\(Echo.of(name))'" + Suggestion.hint(for: name, among: known))
      }
      kit.append(instrument)
    }
    return Instrument.fullKit.filter(kit.contains)
  }

  /// The message for a reading made through the stone (`reading`, as an
  /// option gives it) beside an opaque one, or one of metallic luster.
  private static func seenThrough(byLuster: Bool, _ reading: String, by looking: String) -> String {
    "\(byLuster ? "--luster metallic" : "--transparency opaque") and \(reading) contradict each other: \(looking)"
      + " through the stone, and no light passes through \(byLuster ? "one of metallic luster" : "an opaque one");"
      + " look again at a thin edge in strong light"
  }

  /// The usage message for a refused measurement.
  ///
  /// - Parameters:
  ///   - error: The refusal.
  ///   - option: The option whose value was refused, for errors of parsing
  ///     one value; the others name their option themselves.
  /// - Returns: The message, without the `raygem: ` prefix.
  static func message(for error: MeasurementError, option: OptionName? = nil) -> String {
    let prefix = option.map { "option '--\($0.rawValue)'" } ?? "a measurement"
    switch error {
    case .nothingMeasured:
      return "'identify' needs at least one measurement, such as --ri 1.544-1.553 or --sg 2.65"
    case .notANumber(let text):
      let shape =
        switch option {
        case .ri: "a reading such as 1.544, or two such as 1.762-1.770"
        case .spectrum: "wavelengths in nm such as 694,692, or none"
        case "sg": "a number such as 2.65, a bound such as >3.32, or two such as 3.05..3.32"
        default: "a number, a bound such as >N or <N, or two such as N..M"
        }
      // A filter's open range (5..) read as the bound a reading gives, where the
      // option takes bounds (the refractometer and the spectroscope give none).
      let takesBounds = option != .ri && option != .spectrum
      let number =
        !takesBounds ? nil : text.hasSuffix("..") ? text.dropLast(2) : text.hasPrefix("..") ? text.dropFirst(2) : nil
      let bound = number.flatMap { Double($0) == nil ? nil : (text.hasSuffix("..") ? ">" : "<") + $0 }
      return "\(prefix) needs \(shape), not '\(Echo.of(text))'" + (bound.map { " (did you mean '\($0)'?)" } ?? "")
    case .implausible(let property, let value, let limits):
      return
        "option '--\(property.option)': no gem gives a reading of \(NumberText.format(value)); readings run from \(NumberText.format(limits.lowerBound)) to \(NumberText.format(limits.upperBound))"
    case .implausibleBound(let property, let bound, let isAbove, let limits):
      return
        "option '--\(property.option)': no gem reads \(isAbove ? "above" : "below") \(NumberText.format(bound)); readings run from \(NumberText.format(limits.lowerBound)) to \(NumberText.format(limits.upperBound))"
    case .implausibleWeights(let specificGravity, let limits):
      return
        "option '--weights': the weights give an SG of \(NumberText.format(specificGravity, decimals: 2)), which no gem has; SG readings run from \(NumberText.format(limits.lowerBound)) to \(NumberText.format(limits.upperBound))"
    case .birefringenceTwice:
      return "give the birefringence either as two --ri readings or with --birefringence, not both"
    case .unknownPleochroism(let text):
      return
        "\(prefix) needs none, weak (or faint), moderate or strong (very strong too), with the colours if noted"
        + " (strong:blue,violet), not '\(Echo.of(text))'"
    case .spotWithoutReading:
      return "--spot says the --ri reading is a spot reading; give the reading too, such as --ri 1.66 --spot"
    case .readingsTooFarApart(let apart, let limits):
      return
        "option '--ri': readings \(NumberText.format((apart * 1e6).rounded() / 1e6)) apart give a birefringence no gem has; birefringence runs from \(NumberText.format(limits.lowerBound)) to \(NumberText.format(limits.upperBound))"
    case .aggregateIsAnOpticCharacter:
      return "an aggregate reaction is the stone's optic character: give it as --optic aggregate"
    case .aggregateBesideACrystal(let character):
      return
        "--polariscope aggregate and --optic \(character.rawValue) contradict each other: an aggregate stays light as"
        + " it turns between crossed polars, a single crystal does not; look again"
    case .boundsApart(let above, let below):
      let (high, low) = (NumberText.format(above), NumberText.format(below))
      let hint = above == below ? "one that is neither reads \(high)" : "did you mean \(low)..\(high)?"
      return "\(prefix): no stone is above \(high) and below \(low); \(hint)"
    case .singlyRefractiveButPleochroic(let strength):
      return
        "--optic isotropic and --pleochroism \(strength.rawValue) contradict each other: a singly refractive stone "
        + "shows no pleochroism; look again (strain can give a weak one, anomalous extinction can look doubly refractive)"
    case .uniaxialButTrichroic:
      return
        "--optic uniaxial and a trichroic --pleochroism contradict each other: a uniaxial stone shows two colours"
        + " at most, a biaxial one three; look again at the figure or the colours"
    case .metallicButRead(let low, let high):
      let reading = low == high ? NumberText.format(low) : NumberText.format(low) + "-" + NumberText.format(high)
      return
        "--luster metallic and --ri \(reading) contradict each other: a metallic stone's refractive index lies far "
        + "above the refractometer's limit, which shows no edge for it; look again, or give --otl"
    case .metallicButSeenThrough(let transparency):
      return
        "--luster metallic and --transparency \(transparency.rawValue) contradict each other: a metallic luster is "
        + "the luster of an opaque stone; look again, at the luster in reflected light and through the stone "
        + "against a strong light"
    case .colorlessButOpaque(let color, let byLuster):
      return
        "--hue \(Echo.of(color)) and \(byLuster ? "--luster metallic" : "--transparency opaque") contradict each other:"
        + " a colourless stone is one light passes; look again, through the stone against a strong light"
    case .opaqueButPleochroic(let strength, let byLuster):
      return seenThrough(byLuster: byLuster, "--pleochroism \(strength.rawValue)", by: "a dichroscope looks")
    case .opaqueButAFigure(let character, let byLuster):
      let looking = character == .anisotropic ? "crossed polars look" : "an interference figure is seen"
      return seenThrough(byLuster: byLuster, "--optic \(character.rawValue)", by: looking)
    case .opaqueButAPolariscopeReaction(let reaction, let byLuster):
      return seenThrough(byLuster: byLuster, "--polariscope \(reaction)", by: "crossed polars look")
    case .colorlessButPleochroic(let color, let strength):
      return
        "--hue '\(Echo.of(color))' and --pleochroism \(strength.rawValue) contradict each other: pleochroism is a"
        + " change of colour with direction, which a colourless stone cannot show; look again"
    case .singlyRefractiveButDoublyRefracting(let apart):
      return
        "--optic isotropic and a birefringence of \(NumberText.format((apart * 1e6).rounded() / 1e6)) contradict each other: a singly "
        + "refractive stone shows one shadow edge on the refractometer; look again (a blurred edge can read as "
        + "two, and anomalous extinction can look doubly refractive)"
    case .mountedStoneWeighed:
      return "a mounted stone (--mounted) cannot be weighed or put in a heavy liquid; leave out --sg and --weights"
    case .mountedStoneScratched:
      return "a mounted stone (--mounted) is cut, and a scratch test would mark it; --hardness is for rough"
    case .unknownWeights(let text):
      return
        "\(prefix) needs the weight in air, then in water, neither below zero and the second the lower (a stone weighs"
        + " less in water), such as 2.000/1.499, not '\(Echo.of(text))'"
    case .unknownGlow(let text):
      return
        "\(prefix) needs inert, or a strength (weak to moderate is one), a colour or both such as strong:red, not"
        + " '\(Echo.of(text))'"
    case .unknownOptic(let text):
      // The character is suggested, and the sign typed after it kept, before any stray punctuation (`uniaxial-,`).
      let typed = text.reversed().drop { !$0.isLetter && !"+-".contains($0) }.reversed()
      let sign = typed.last.flatMap { "+-".contains($0) ? String($0) : nil } ?? ""
      let characters = OpticReading.Character.allCases.map(\.rawValue)
      // A sign goes back only on a character an interference figure gives (never `isotropic+`).
      let hint = Suggestion.closest(to: String(typed.dropLast(sign.count)), among: characters).map { word in
        let takesSign = OpticReading.Character(rawValue: word)?.isFromAFigure == true
        return " (did you mean '\(word)\(takesSign ? sign : "")'?)"
      }
      return
        "\(prefix) needs isotropic, anisotropic, uniaxial, biaxial or aggregate (SR, DR or AGG as notes write them), the interference figure's two with an optional sign (uniaxial-, biaxial+), not '\(Echo.of(text))'"
        + (hint ?? "")
    }
  }
}
