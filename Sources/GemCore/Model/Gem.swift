/// One material of a catalog — a natural gem, a synthetic, an imitation —
/// with its names and gemmological facts.
///
/// Every gem has an ``id`` and a ``name``; every other fact is optional and
/// read through a typed ``GemField`` (`gem[.refractiveIndex]`) or, for code
/// that works on any fact, through its ``GemFact`` (`gem[fact]`). Units
/// follow gemmological convention: Mohs hardness, specific gravity as a
/// ratio, refractive index in sodium light.
///
/// ```swift
/// var gem = Gem(id: "ruby", name: "Ruby")
/// gem[.hardness] = PropertyRange(9)
/// gem[.opticCharacter] = .uniaxial
/// ```
public struct Gem: Sendable, Hashable {
  /// Stable slug that names the gem in the favorites file (`rose-quartz`).
  public var id: String
  /// Display name, any Unicode (`Paraíba Tourmaline`).
  public var name: String
  /// The other facts' values, by ``GemFact`` ordinal; the id's and name's places stay empty.
  private var facts: FactStorage

  /// Creates a gem with no facts beyond its id and name.
  ///
  /// - Parameters:
  ///   - id: Stable slug; see ``Gem/slug(for:)`` to derive one from a name.
  ///   - name: Display name.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
    facts = FactStorage()
  }

  /// A gem whose facts are read from its record as they are asked for.
  ///
  /// - Parameters:
  ///   - id: The id the record holds.
  ///   - name: The name the record holds.
  ///   - records: Gem records (see ``write(to:)``) in memory that is never freed.
  ///   - start: Where this gem's record starts.
  ///   - offsets: Its facts' offsets, indexed as ``CatalogRecords`` indexes them.
  ///   - owner: What keeps the memory of `records` and `offsets` alive, or
  ///     `nil` for memory that is never freed.
  package init(
    id: String, name: String, records: UnsafeRawBufferPointer, start: Int, offsets: UnsafeRawPointer,
    owner: AnyObject? = nil
  ) {
    self.id = id
    self.name = name
    facts = FactStorage(records: records, start: start, offsets: offsets, owner: owner)
  }

  /// The gem with every fact decoded from its record at once, for work
  /// that reads its facts many times over (a parcel's stones).
  package var decoded: Gem {
    var gem = self
    gem.facts = facts.decoded
    return gem
  }

  /// Creates a gem and sets its facts in one expression.
  ///
  /// ```swift
  /// let ruby = Gem(id: "ruby", name: "Ruby") {
  ///   $0[.species] = "Corundum"
  ///   $0[.refractiveIndex] = PropertyRange(min: 1.762, max: 1.770)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: Stable slug.
  ///   - name: Display name.
  ///   - facts: Sets the gem's other facts.
  public init(id: String, name: String, facts: (inout Gem) -> Void) {
    self.init(id: id, name: name)
    facts(&self)
  }

  /// The value of `fact`, as the catalog gave it; `nil` when absent.
  ///
  /// For the id and the name this is their text. Setting `nil` removes a
  /// fact (the id and name cannot be removed: setting them `nil` does nothing).
  ///
  /// - Parameter fact: A fact of ``GemFact/all``.
  public subscript(fact: GemFact) -> FieldValue? {
    get {
      switch fact.ordinal {
      case GemFact.id.ordinal: return .text(id)
      case GemFact.name.ordinal: return .text(name)
      default: return facts[fact.ordinal]
      }
    }
    set {
      switch (fact.ordinal, newValue) {
      case (GemFact.id.ordinal, .text(let text)?): id = text
      case (GemFact.name.ordinal, .text(let text)?): name = text
      case (GemFact.id.ordinal, _), (GemFact.name.ordinal, _): break
      default: facts[fact.ordinal] = newValue
      }
    }
  }

  /// Whether the gem has `fact`, without reading its value (the id and
  /// the name it always has).
  ///
  /// - Parameter fact: A fact of ``GemFact/all``.
  /// - Returns: Whether the gem has a value of `fact`.
  public func has(_ fact: GemFact) -> Bool {
    fact.ordinal <= GemFact.name.ordinal || facts.has(fact.ordinal)
  }

  /// The value of `field`, typed; `nil` when the gem lacks it.
  ///
  /// - Parameter field: A typed fact such as ``GemField/refractiveIndex``.
  public subscript<Value>(field: GemField<Value>) -> Value? {
    get { self[field.fact].flatMap(Value.init(fieldValue:)) }
    set { self[field.fact] = newValue?.fieldValue }
  }

  /// The value of a choice field (optic character, origin…); `nil` when absent.
  ///
  /// A record keeps a choice as its place among the fact's choices, which
  /// are the type's cases in order, so the value is read without making its
  /// text: `identify` reads two choices of every gem at each start.
  public subscript<Value: FactChoice>(field: GemField<Value>) -> Value? {
    get {
      if let index = facts.choiceIndex(field.fact.ordinal), index < Value.allCases.count {
        return Value.allCases[Value.allCases.index(Value.allCases.startIndex, offsetBy: index)]
      }
      return self[field.fact].flatMap(Value.init(fieldValue:))
    }
    set { self[field.fact] = newValue?.fieldValue }
  }

  /// The value of `fact`, or what the catalog format says an absent one
  /// means (an absent `origin` is natural).
  ///
  /// - Parameter fact: A fact of ``GemFact/all``.
  /// - Returns: The value, or the fact's ``GemFact/absentValue``.
  public func valueOrDefault(_ fact: GemFact) -> FieldValue? {
    self[fact] ?? fact.absentValue
  }

  /// Calls `body` with the UTF-8 bytes of a text fact — the id, the name,
  /// a text such as the species, a choice, or a colour's name — without making a
  /// `String`, for printers that copy them straight into their output
  /// (a list of the bundled catalog then reads them in place).
  ///
  /// - Parameters:
  ///   - fact: A fact of kind text, formula, choice or colour.
  ///   - body: Reads the bytes, which are valid only during the call.
  /// - Returns: What `body` returned, or `nil` when the gem lacks the fact
  ///   or `fact` is of another kind.
  package func withTextBytes<Result>(of fact: GemFact, _ body: (UnsafeRawBufferPointer) -> Result) -> Result? {
    switch fact.ordinal {
    case GemFact.id.ordinal:
      var id = id
      return id.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    case GemFact.name.ordinal:
      var name = name
      return name.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    default: return facts.withTextBytes(fact.ordinal, body)
    }
  }

  /// Calls `body` with the UTF-8 bytes of each text of a list fact — texts
  /// such as the aliases, gem ids, or choices such as the transparency —
  /// without making a `String` or an array, for printers that copy them
  /// straight into their output.
  ///
  /// - Parameters:
  ///   - fact: A fact of kind list, ids or choices.
  ///   - body: Reads one text's bytes, which are valid only during the call.
  /// - Returns: Whether the gem has the fact and it is such a list.
  package func forEachText(of fact: GemFact, _ body: (UnsafeRawBufferPointer) -> Void) -> Bool {
    facts.forEachText(fact.ordinal, body)
  }

  /// Whether the gem grew in nature or was made, natural when the catalog says nothing.
  public var origin: Origin { self[.origin] ?? .natural }

  /// Whether the entry is its species' own (Opal among the opals, Corundum
  /// among ruby and the sapphires): its name is its species, or the
  /// species' name in brackets (Chalcedony for `Quartz (chalcedony)`,
  /// Grossular for `Garnet (grossular)`).
  var isSpeciesEntry: Bool {
    guard let species = self[.species] else { return false }
    if name == species { return true }
    // Byte by byte, in plain loops: every member of every group standing is
    // asked, and a generic wrapper's type is looked up at run time.
    let bytes = species.utf8
    guard bytes.last == UInt8(ascii: ")"), let open = bytes.lastIndex(of: UInt8(ascii: "(")) else { return false }
    var index = bytes.index(after: open)
    let end = bytes.index(before: bytes.endIndex)
    for byte in name.utf8 {
      guard index < end, Self.lowercased(bytes[index]) == Self.lowercased(byte) else { return false }
      index = bytes.index(after: index)
    }
    return index == end
  }

  /// An ASCII capital's small letter; any other byte as it is.
  private static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }
}
