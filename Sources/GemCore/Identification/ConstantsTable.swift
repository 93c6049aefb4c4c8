/// Every gem's ``StoneConstants``, one after the other, each followed by
/// what ranks the gem should it stand: its group (``SpeciesGroups``), its
/// colour facts (``ColorFacts``) and its lamps' descriptions (``LampDescriptions``).
///
/// `identify` narrows a catalog by them without decoding its gems: the
/// readings rule most out, and only those that stand are read further. A
/// catalog index keeps one for its catalog, and the build embeds one for
/// the bundled catalog.
///
/// A gem takes two bytes — its optic character and sign, whether its
/// massive form reads as an aggregate and whether it shows a refractometer
/// no edge, and which of the
/// ranges of ``StoneConstants/measured`` (refractive index, birefringence,
/// specific gravity…, as the fact table declares them) it has — then the
/// two bounds of each range it has, as the record layout writes doubles.
/// Its ranking keys follow as one counted run of bytes, which narrowing
/// steps over: how many gems back its group's first gem is; a byte for the
/// swatch's colour family (its place among ``ColorFamily``'s cases, from
/// 1), with 0x10 set when the gem gives a colour or hues and 0x20 when its
/// colour name, longer than ``longestKeptName``, is left in its record;
/// the colour name folded; the hues, the rare hues, and the families the
/// colour name's tints and parts name, as bits (``HueSet``: a catalog's
/// hues are words of the vocabulary, checked when it is read); its lusters
/// and whether it may be dyed, as bits (``WordKeys``); and, with
/// 0x40 set, the lamps its catalog describes in words, read
/// (``LampDescriptions``). A gem that is its group's first and gives no
/// colour, hues, described lamp, luster or dye keeps none. Folding each standing gem's
/// colour name and species, or reading its lamps' words, at every start
/// weighed on a broad reading (Sources/Benchmark/README.md, "Start-up").
///
/// Every byte outside a colour name's UTF-8 is below 0x80, so that the
/// table is valid UTF-8 and can be embedded as a string literal, as the
/// records are (see ``RecordWriter``). It is read from front to back, as
/// `identify` scans it.
package enum ConstantsTable {
  /// How many ranges a gem may have: one flag bit each in a byte below 0x80.
  private static let rangeCount: Int = {
    precondition(StoneConstants.measured.count <= 7, "the constants table has seven bits of range flags")
    return StoneConstants.measured.count
  }()

  /// The table of `gems`' constants and ranking keys, in their order.
  package static func encode(_ gems: some Sequence<Gem>) -> [UInt8] {
    var writer = Writer()
    for gem in gems { writer.append(gem) }
    return writer.bytes
  }

  /// Writes a table one gem at a time, numbering the gems' groups as they pass.
  package struct Writer {
    private var writer = RecordWriter()
    private var groups = SpeciesGroups()
    private var count = 0

    /// A writer of an empty table.
    package init() {}

    /// The table so far.
    package var bytes: [UInt8] { writer.bytes }

    /// Appends the entry of `gem`, the next gem in the catalog's order.
    package mutating func append(_ gem: Gem) {
      let constants = StoneConstants(gem)
      writer.append(
        byte: code(constants.opticCharacter, in: OpticCharacter.allCases)
          | code(constants.opticSign, in: OpticSign.allCases) << 3 | (constants.isAlsoAggregate ? alsoAggregate : 0)
          | (constants.showsNoEdge ? noEdge : 0))
      var present: UInt8 = 0
      for (position, range) in constants.ranges.enumerated() where range != nil { present |= 1 << position }
      writer.append(byte: present)
      for range in constants.ranges.compactMap({ $0 }) {
        writer.append(range.min)
        writer.append(range.max)
      }
      // A gem of its own group with no colour facts, as each of a catalog
      // of bare names is, keeps no keys.
      var keys = RecordWriter()
      let back = count - groups.number(of: gem, at: count)
      let colors = ColorFacts(gem)
      let lamps = LampDescriptions(gem[.fluorescence])
      let words = WordKeys(gem)
      if back > 0 || colors != ConstantsTable.noColor || lamps != nil || words.bits != 0 {
        keys.append(count: back)
        // A colour name longer than any a reference gives is read from the
        // record if ever needed, not copied into every identify's table.
        let isKept = colors.foldedName.utf8.count <= longestKeptName
        keys.append(
          byte: code(colors.family, in: ColorFamily.allCases) | (colors.isKnown ? knownColor : 0)
            | (isKept ? 0 : nameInRecord) | (lamps == nil ? 0 : describedLamps))
        keys.append(isKept ? colors.foldedName : "")
        for hues in [colors.hues, colors.rareHues, colors.nameTints, colors.nameParts] {
          keys.append(count: Int(hues.bits))
        }
        keys.append(count: Int(words.bits))
        lamps?.write(to: &keys)
      }
      writer.append(utf8: keys.bytes)
      count += 1
    }
  }

  /// What ranks a gem that stands, read from its entry.
  package struct RankingKeys {
    /// Its group's number (``SpeciesGroups``).
    package let group: Int
    /// Its colour facts; `nil` unless asked for, or when its colour name is
    /// too long to keep in the table (its record has them).
    package let colors: ColorFacts?
    /// The lamps its catalog describes in words, read; `nil` unless asked
    /// for, or where it describes none.
    package let lamps: LampDescriptions?
    /// Its luster and whether it may be dyed.
    package let words: WordKeys
  }

  /// The colour facts of a gem that gives no colour and no hues.
  private static let noColor = ColorFacts(nil, hues: nil)

  /// The ranking keys of the gem at `position`, at `offset` in `table`,
  /// where ``Reader/next(into:)`` found them.
  ///
  /// - Parameters:
  ///   - table: The table.
  ///   - offset: Where the gem's keys start.
  ///   - position: The gem's position in the table.
  ///   - colors: Whether to read its colour facts too (only a measured colour needs them).
  ///   - lamps: Whether to read its lamp descriptions too (only a UV reading needs them).
  /// - Returns: The gem's group and word keys, and its colour facts and lamp descriptions if asked for.
  /// - Throws: ``RecordReader/Damaged`` when the keys are damaged.
  package static func rankingKeys(
    in table: UnsafeRawBufferPointer, at offset: Int, position: Int, colors: Bool, lamps: Bool = false
  ) throws(RecordReader.Damaged) -> RankingKeys {
    var entry = RecordReader(table, at: offset)
    var reader = RecordReader(try entry.utf8Bytes())
    if reader.isAtEnd {
      return RankingKeys(group: position, colors: colors ? noColor : nil, lamps: nil, words: .none)
    }
    let group = position - (try reader.number(upTo: position))
    let flags = try reader.byte()
    let family = Int(flags & 0x0F)
    guard flags & ~(0x0F | knownColor | nameInRecord | describedLamps) == 0, family <= ColorFamily.allCases.count
    else { throw RecordReader.Damaged() }
    // The colour name is made into a string only where a colour was read.
    var name = ""
    if colors { name = try reader.string() } else { _ = try reader.stringBytes() }
    func bits() throws(RecordReader.Damaged) -> UInt16 { UInt16(try reader.number(upTo: Int(UInt16.max))) }
    let (hues, rareHues, nameTints, nameParts) = (try bits(), try bits(), try bits(), try bits())
    guard let words = WordKeys(bits: try bits()) else { throw RecordReader.Damaged() }
    // Worked out from the gem's record where its colour name is there.
    let facts =
      colors && flags & nameInRecord == 0
      ? ColorFacts(
        isKnown: flags & knownColor != 0, family: family == 0 ? nil : ColorFamily.allCases[family - 1],
        foldedName: name, hues: HueSet(bits: hues), rareHues: HueSet(bits: rareHues),
        nameTints: HueSet(bits: nameTints), nameParts: HueSet(bits: nameParts)) : nil
    guard flags & describedLamps == 0 || lamps else {
      return RankingKeys(group: group, colors: facts, lamps: nil, words: words)
    }
    let described = flags & describedLamps == 0 ? nil : try LampDescriptions(record: &reader)
    guard reader.isAtEnd else { throw RecordReader.Damaged() }
    return RankingKeys(group: group, colors: facts, lamps: described, words: words)
  }

  /// The colour byte's flag for ``ColorFacts/isKnown``, above the family's four bits.
  private static let knownColor: UInt8 = 0x10
  /// The colour byte's flag for a colour name too long to keep here.
  private static let nameInRecord: UInt8 = 0x20
  /// The colour byte's flag for lamp descriptions after the hues, the last bit below 0x80.
  private static let describedLamps: UInt8 = 0x40
  /// The longest folded colour name a table keeps, in bytes.
  static let longestKeptName = 100

  /// The optic byte's flag for ``StoneConstants/isAlsoAggregate``, above
  /// the character's three bits and the sign's two.
  private static let alsoAggregate: UInt8 = 0x20
  /// The optic byte's flag for ``StoneConstants/showsNoEdge``, the last
  /// bit below 0x80.
  private static let noEdge: UInt8 = 0x40

  /// Reads a table's gems one after the other.
  package struct Reader {
    private var reader: RecordReader
    /// The ranges to read, one bit a position of ``StoneConstants/measured``
    /// as in the table; the others are stepped over and left unknown.
    private let compared: UInt8

    /// A reader at the start of the table in `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: The table.
    ///   - properties: The ranges to read: those the readings are compared with.
    package init(_ bytes: UnsafeRawBufferPointer, comparing properties: [IdentifiedProperty] = StoneConstants.measured)
    {
      reader = RecordReader(bytes)
      var compared: UInt8 = 0
      for (position, property) in StoneConstants.measured.enumerated() where properties.contains(property) {
        compared |= 1 << position
      }
      self.compared = compared
    }

    /// Whether every gem's constants have been read.
    package var isAtEnd: Bool { reader.isAtEnd }

    /// Reads the next gem's constants over `constants`, whose ranges are
    /// reused, so that a scan of every gem allocates nothing a gem, and
    /// steps over its ranking keys; a range not compared is left unknown.
    ///
    /// - Returns: Where its ranking keys start, for ``ConstantsTable/rankingKeys(in:at:position:colors:)``.
    /// - Throws: ``RecordReader/Damaged`` when the table ends first, a
    ///   byte names no optic character or sign, or a range is upside down.
    @discardableResult
    package mutating func next(into constants: inout StoneConstants) throws(RecordReader.Damaged) -> Int {
      let optic = try reader.byte()
      let present = try reader.byte()
      let (character, sign) = (Int(optic & 0x07), Int(optic >> 3 & 0x03))
      guard optic & 0x80 == 0, character <= OpticCharacter.allCases.count, sign <= OpticSign.allCases.count,
        Int(present) < 1 << ConstantsTable.rangeCount
      else { throw RecordReader.Damaged() }
      for position in 0..<ConstantsTable.rangeCount {
        guard present & 1 << position != 0, compared & 1 << position != 0 else {
          if present & 1 << position != 0 { try reader.skipDoubles(2) }
          constants.ranges[position] = nil
          continue
        }
        let (low, high) = (try reader.double(), try reader.double())
        guard low <= high else { throw RecordReader.Damaged() }
        constants.ranges[position] = PropertyRange(min: low, max: high)
      }
      constants.opticCharacter = character == 0 ? nil : OpticCharacter.allCases[character - 1]
      constants.opticSign = sign == 0 ? nil : OpticSign.allCases[sign - 1]
      constants.isAlsoAggregate = optic & ConstantsTable.alsoAggregate != 0
      constants.showsNoEdge = optic & ConstantsTable.noEdge != 0
      let keys = reader.offset
      _ = try reader.utf8Bytes()
      return keys
    }
  }

  /// A value's place among `cases`, from 1; 0 for none.
  private static func code<Value: Equatable>(_ value: Value?, in cases: [Value]) -> UInt8 {
    guard let value, let position = cases.firstIndex(of: value) else { return 0 }
    return UInt8(position + 1)
  }
}
