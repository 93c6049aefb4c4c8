/// Folds British spellings into American ones, so that `colour` finds
/// `Color Change` and `grey` finds `gray` (DESIGN.md, "Search").
///
/// Only spellings gem names and descriptions use are listed. Each British
/// form is replaced wherever it occurs inside a folded word, so `coloured`,
/// `colourless` and `greyish` fold too.
enum SpellingVariants {
  /// British form and American form, as folded UTF-8; never longer after.
  private static let pairs: [(british: [UInt8], american: [UInt8])] = [
    ("colour", "color"), ("grey", "gray"), ("lustre", "luster"), ("jewellery", "jewelry"),
    ("aluminium", "aluminum"), ("sulphur", "sulfur"), ("haematite", "hematite"), ("centre", "center"),
  ].map { (Array($0.0.utf8), Array($0.1.utf8)) }

  /// The first bytes of the British forms, so most positions are passed over at once.
  private static let firstBytes = Set(pairs.map { $0.british[0] })

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
      if firstBytes.contains(byte), let pair = pairs.first(where: { bytes[read...].starts(with: $0.british) }) {
        for american in pair.american {
          bytes[write] = american
          write += 1
        }
        read += pair.british.count
        continue
      }
      bytes[write] = byte
      write += 1
      read += 1
    }
    bytes.removeSubrange(write...)
  }
}
