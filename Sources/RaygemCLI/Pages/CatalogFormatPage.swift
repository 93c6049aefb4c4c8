import GemCore
import TerminalRendering

/// `raygem help catalog`: the catalog format, every key the fact table
/// declares with its shape and meaning, as the manual page's CATALOG
/// FORMAT section also gives it.
struct CatalogFormatPage: Rendering {
  /// The help topic's name.
  static let topic = "catalog"

  /// What a catalog is, before its keys.
  static let introduction = [
    "A catalog is a UTF-8 JSON object {\"schemaVersion\": 1, \"gems\": [...]}, given with --catalog or RAYGEM_CATALOG; schemaVersion may be left out, and a higher one is refused. Each gem is an object that needs a name; every other key is optional, null or an empty list says the same as leaving it out, and keys raygem does not know are ignored.",
    "A range is a number (2.65) or {\"min\": 2.58, \"max\": 2.64} with an optional \"typical\" between them; a key marked [string] takes a list of strings, and one marked {…} an object with those keys.",
    "A known key with a value of the wrong shape, or a word its vocabulary lacks, is refused with the gem's index and name, the key and the nearest word (exit 65); words match in any letter case. raygem list --format json | jq '{gems: .}' makes a catalog of the same gems (of all of them: a filtered list may name in syntheticOf or imitates a gem it leaves out, which a catalog refuses), and raygem schema prints a JSON Schema of the format for editors and validators.",
  ]

  /// Each key with its shape, then what it says.
  static var keys: [(key: String, text: String)] {
    GemFact.all.map { (key: $0.key, text: "(\($0.kind.shape)) \($0.meaning)") }
  }

  var body: Group {
    Paragraph("raygem help catalog — the format of a catalog file.")
    BlankLine()
    for paragraph in Self.introduction {
      Paragraph(paragraph, maximumWidth: Paragraph.proseWidth)
      BlankLine()
    }
    FactList(Self.keys.map { FactList.Fact("  " + $0.key, StyledText($0.text)) })
  }
}
