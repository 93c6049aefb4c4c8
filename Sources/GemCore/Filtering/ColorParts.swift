/// The colours of a stone read as more than one (a bicolour, a mottled
/// rock): each part of a colour joined by `and` (`mottled green and pink`,
/// `black and white`), and colour words side by side that lie apart on the
/// hue circle (`purple-yellow`, `green-pink`), each a colour of its own.
///
/// Neighbours on the circle (`blue-green`, `violet-blue`, `pink-orange`)
/// are one colour between them, as are a hue and a grey, brown, black or
/// white beside it (`blue-gray`, `yellow-brown`), and an -ish word is a
/// tint of the colour after it (`greenish blue`); `green or blue` is one
/// colour, either of them, read last-word first as any colour is.
struct ColorParts: Sendable {
  /// One colour of several: the hue it is looked for as among a
  /// material's hues, and its family, if it has one.
  struct Part: Sendable {
    let hue: Substring
    let family: ColorFamily?
  }

  /// The parts, two or more colours raygem knows; empty for a stone of one.
  let parts: [Part]

  /// The families of the parts that have one.
  var families: [ColorFamily] { parts.compactMap(\.family) }

  /// The parts of a colour's naming words (``ColorFamily/namingWords(in:)``).
  init(_ words: [Substring]) {
    var pieces: [[Substring]] = [[]]
    for word in words {
      if word == "and" { pieces.append([]) } else { pieces[pieces.count - 1].append(word) }
    }
    var parts: [Part] = []
    for piece in pieces where !piece.isEmpty {
      let named = Self.familiesSideBySide(in: piece)
      if named.count > 1 {
        parts += named.map { Part(hue: Substring($0.rawValue), family: $0) }
      } else if let family = ColorFamily.described(by: piece) {
        parts.append(Part(hue: Substring(family.rawValue), family: family))
      } else if let last = piece.last {
        parts.append(Part(hue: last, family: nil))
      }
    }
    // Only colours raygem knows (a family, or a word of the hues) are looked for.
    var distinct: [Part] = []
    for part in parts where part.family != nil || HueSet.bit(of: part.hue) != 0 {
      if !distinct.contains(where: { $0.hue == part.hue }) { distinct.append(part) }
    }
    self.parts = distinct.count > 1 ? distinct : []
  }

  /// The families of a piece's plain colour words when they are colours
  /// apart: hues not all neighbours on the circle, or black beside white;
  /// none otherwise.
  private static func familiesSideBySide(in piece: [Substring]) -> [ColorFamily] {
    // `green or pink` is one colour, either of them.
    guard !piece.contains("or") else { return [] }
    var families: [ColorFamily] = []
    for word in piece where !word.hasSuffix("ish") {
      if let family = ColorFamily.described(by: [word]), !families.contains(family) { families.append(family) }
    }
    let hues = families.filter { $0.huePosition != nil }
    guard hues.count > 1 else {
      return hues.isEmpty && families.contains(.black) && families.contains(.white) ? [.black, .white] : []
    }
    let apart = hues.indices.contains { i in
      hues.indices.contains { j in hues[i].circleDistance(to: hues[j]) > 1 }
    }
    return apart ? hues : []
  }

  /// How a material's colour facts answer the parts.
  ///
  /// A material whose colour name names every part fits (ametrine, `purple and golden
  /// yellow`, for `purple-yellow`), one that only occurs in each of them is
  /// close (the quartz species, which occurs in purple and in yellow, but
  /// whose stones of both are ametrine), as is one that shows some of them;
  /// none misses; `nil` for a stone of one colour. Measured on the cases:
  /// a material occurring in every part
  /// fitting as well lost three settled cases (pink and green apatite beside
  /// tourmaline, purple-yellow synthetic quartz beside ametrine).
  func verdict(for facts: ColorFacts) -> PropertyCheck.Verdict? {
    guard !parts.isEmpty else { return nil }
    let nameFamilies = facts.foldedName.split(separator: " ").compactMap { ColorFamily.described(by: [$0]) }
    let named = parts.allSatisfy { part in
      facts.nameHolds(part.hue) || part.family.map(nameFamilies.contains) == true
    }
    if named { return .fits }
    return parts.contains { Self.occurs($0, in: facts) } ? .close : .misses
  }

  /// Whether the material occurs in every part: among its hues, or its
  /// swatch's or colour name's; `true` for a stone of one colour.
  func occursInEvery(_ facts: ColorFacts) -> Bool {
    parts.allSatisfy { Self.occurs($0, in: facts) }
  }

  private static func occurs(_ part: Part, in facts: ColorFacts) -> Bool {
    HueSet([part.hue]).overlaps(facts.hues) || (part.family != nil && part.family == facts.family)
      || facts.nameHolds(part.hue)
  }
}

extension ColorFamily {
  /// Where a chromatic family lies on the hue circle, pink sharing red's
  /// place (a light red); `nil` for brown, black, white and grey.
  var huePosition: Int? {
    switch self {
    case .red, .pink: 0
    case .orange: 1
    case .yellow: 2
    case .green: 3
    case .blue: 4
    case .violet: 5
    case .brown, .black, .white, .gray: nil
    }
  }

  /// How many steps apart two chromatic families lie on the hue circle of six.
  func circleDistance(to other: ColorFamily) -> Int {
    guard let here = huePosition, let there = other.huePosition else { return 0 }
    let steps = abs(here - there)
    return min(steps, 6 - steps)
  }
}
