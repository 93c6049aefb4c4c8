extension Gem {
  /// Derives a stable id from a name, as used when a catalog gem has no `id`.
  ///
  /// The name is folded like a search query and its words are joined with
  /// hyphens: `Cat's-Eye Chrysoberyl` becomes `cats-eye-chrysoberyl`.
  ///
  /// - Parameter name: A gem's display name.
  /// - Returns: The slug; empty when the name has no letter or digit.
  public static func slug(for name: String) -> String {
    // Made in place in the folded bytes rather than through an array of
    // characters, which took sixteen bytes a character: a catalog with a
    // 50 MB name and no id held that array.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(name.utf8.count)
    var folder = TextFolder()
    folder.append(name, to: &bytes)
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      // A space may begin a character with the marks after it, which stays.
      let folded = String(decoding: bytes, as: UTF8.self)
      bytes = []
      var slug = ""
      slug.reserveCapacity(folded.utf8.count)
      for character in folded { slug.append(character == " " ? "-" : character) }
      return slug
    }
    for index in bytes.indices where bytes[index] == UInt8(ascii: " ") { bytes[index] = UInt8(ascii: "-") }
    return String(decoding: bytes, as: UTF8.self)
  }
}
