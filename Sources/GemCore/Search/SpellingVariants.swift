/// Folds British spellings into American ones, so that `colour` finds
/// `Color Change` and `grey` finds `gray` (README, "search").
///
/// Only spellings gem names and descriptions use are listed. Each British
/// form is replaced wherever it occurs inside a folded word, so `coloured`,
/// `colourless` and `greyish` fold too.
enum SpellingVariants {
  /// A British form and its American one, as folded UTF-8; never longer after.
  private struct Variant {
    let british: [UInt8]
    let american: [UInt8]

    init(_ british: String, _ american: String) {
      self.british = Array(british.utf8)
      self.american = Array(american.utf8)
    }
  }

  // A struct, not a tuple, and a table of first bytes, not a `Set<UInt8>`: both
  // spare the runtime metadata work at each start (Sources/Benchmark/README.md,
  // "Start-up").
  private static let variants = [
    Variant("colour", "color"), Variant("grey", "gray"), Variant("lustre", "luster"),
    Variant("jewellery", "jewelry"), Variant("aluminium", "aluminum"), Variant("sulphur", "sulfur"),
    Variant("haematite", "hematite"), Variant("centre", "center"),
  ]

  /// Whether some British form starts with each byte, so most positions are passed over at once.
  private static let startsAVariant: [Bool] = {
    var table = [Bool](repeating: false, count: 256)
    for variant in variants { table[Int(variant.british[0])] = true }
    return table
  }()

  /// Replaces every British form in `bytes[start...]` with its American one.
  ///
  /// - Parameters:
  ///   - bytes: Folded UTF-8.
  ///   - start: Where the text to change starts.
  static func fold(_ bytes: inout [UInt8], from start: Int) {
    var read = start
    var write = start
    while read < bytes.count {
      let byte = bytes[read]
      if startsAVariant[Int(byte)], let variant = variants.first(where: { bytes[read...].starts(with: $0.british) }) {
        for american in variant.american {
          bytes[write] = american
          write += 1
        }
        read += variant.british.count
        continue
      }
      bytes[write] = byte
      write += 1
      read += 1
    }
    bytes.removeSubrange(write...)
  }
}
