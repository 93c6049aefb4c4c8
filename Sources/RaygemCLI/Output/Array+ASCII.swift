extension [UInt8] {
  /// Appends the bytes of an ASCII literal, for writers of machine formats:
  /// a literal's bytes are copied whole, where a string's UTF-8 view is
  /// copied through the string's storage checks each time.
  ///
  /// - Parameter text: An ASCII literal, such as `"null"`.
  mutating func append(ascii text: StaticString) {
    text.withUTF8Buffer { append(contentsOf: $0) }
  }
}
