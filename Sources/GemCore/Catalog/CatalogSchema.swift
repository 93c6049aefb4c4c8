/// A JSON Schema (draft 2020-12) of the catalog format, made from the fact
/// table (``GemFact/all``), for editors and validators.
///
/// It describes catalogs as raygem writes them. raygem itself reads a
/// little more loosely: words in any letter case, and its own checks
/// (unique ids, relations to existing gems, isotropic gems without
/// birefringence) that a schema cannot express.
public enum CatalogSchema {
  /// The schema as one line of JSON.
  public static var text: String {
    let gem = object([
      ("type", quoted("object")), ("required", array([quoted("name")])),
      ("properties", object(GemFact.all.map { ($0.key, property($0)) })),
    ])
    return object([
      ("$schema", quoted("https://json-schema.org/draft/2020-12/schema")),
      ("title", quoted("raygem catalog")),
      ("type", quoted("object")), ("required", array([quoted("gems")])),
      (
        "properties",
        object([
          ("schemaVersion", object([("type", quoted("integer")), ("minimum", "1"), ("maximum", "1")])),
          ("gems", object([("type", quoted("array")), ("items", gem)])),
        ])
      ),
    ])
  }

  /// A fact's key: its value's schema, or `null`, which says the same as
  /// leaving it out (but for `name`, which every gem needs).
  private static func property(_ fact: GemFact) -> String {
    let null = object([("type", quoted("null"))])
    let values = fact.key == "name" ? [value(of: fact)] : [value(of: fact), null]
    return object([("description", quoted(fact.meaning)), ("anyOf", array(values))])
  }

  /// The schema of a fact's value, by its kind.
  private static func value(of fact: GemFact) -> String {
    switch fact.kind {
    case .text, .formula: return string
    case .list, .ids: return list(of: string)
    case .choice(let vocabulary): return words(vocabulary.words)
    case .choices(let vocabulary): return list(of: words(vocabulary.words))
    case .number: return number(fact.limits)
    case .range:
      let bounds = object([
        ("type", quoted("object")), ("required", array([quoted("min"), quoted("max")])),
        (
          "properties",
          object([("min", number(fact.limits)), ("max", number(fact.limits)), ("typical", number(fact.limits))])
        ),
      ])
      return object([("anyOf", array([number(fact.limits), bounds]))])
    case .color:
      let hex = object([("type", quoted("string")), ("pattern", quoted("^#[0-9A-Fa-f]{6}$"))])
      return object([
        ("type", quoted("object")), ("required", array([quoted("name")])),
        ("properties", object([("name", string), ("hex", hex)])),
      ])
    case .pleochroism:
      return object([
        ("type", quoted("object")), ("required", array([quoted("strength")])),
        (
          "properties",
          object([
            ("strength", words(Pleochroism.Strength.allCases.map(\.rawValue))), ("colors", list(of: string)),
          ])
        ),
      ])
    case .fluorescence:
      let glow = object([
        ("type", quoted("object")),
        ("properties", object([("strength", strength), ("colors", list(of: string))])),
      ])
      // "inert", a glow, or a few words.
      let reaction = object([("anyOf", array([string, glow]))])
      return object([
        ("type", quoted("object")),
        ("properties", object([("longWave", reaction), ("shortWave", reaction), ("note", string)])),
      ])
    case .spectrum:
      let nanometres = number(Spectrum.visible)
      let line = object([
        ("type", quoted("object")), ("required", array([quoted("nm")])),
        ("properties", object([("nm", nanometres), ("strength", strength)])),
      ])
      let band = object([
        ("type", quoted("object")),
        ("properties", object([("from", nanometres), ("to", nanometres), ("nm", nanometres), ("strength", strength)])),
      ])
      return object([
        ("type", quoted("object")),
        ("properties", object([("lines", list(of: line)), ("bands", list(of: band)), ("note", string)])),
      ])
    }
  }

  private static let string = object([("type", quoted("string"))])
  private static let strength = words(Intensity.allCases.map(\.rawValue))

  private static func words(_ words: [String]) -> String {
    object([("type", quoted("string")), ("enum", array(words.map(quoted)))])
  }

  private static func list(of item: String) -> String {
    object([("type", quoted("array")), ("items", item)])
  }

  private static func number(_ limits: ClosedRange<Double>?) -> String {
    let limits = limits ?? 0...Double.greatestFiniteMagnitude
    var members = [("type", quoted("number")), ("minimum", FactReader.shortest(limits.lowerBound))]
    if limits.upperBound < .greatestFiniteMagnitude {
      members.append(("maximum", FactReader.shortest(limits.upperBound)))
    }
    return object(members)
  }

  // The schema is small and made once; plain text assembly keeps it readable.
  private static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { quoted($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }

  private static func array(_ items: [String]) -> String {
    "[" + items.joined(separator: ",") + "]"
  }

  private static func quoted(_ text: String) -> String { JSONString.quoted(text) }
}
