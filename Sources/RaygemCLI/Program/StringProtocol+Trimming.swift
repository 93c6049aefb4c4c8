extension StringProtocol {
  /// The text without the leading and trailing characters that `isTrimmed` picks.
  ///
  /// - Parameter isTrimmed: Which characters to drop from either end.
  /// - Returns: What is left between them; empty when every character is trimmed.
  func trimming(where isTrimmed: (Character) -> Bool) -> String {
    guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else {
      return ""
    }
    return String(self[first...last])
  }
}
