import Foundation

/// The libFuzzer entry point for the catalog and favorites decoders.
///
/// fuzz.sh compiles this into the GemCore module (so internal types are
/// visible); it is not part of the Swift package, and Foundation is linked
/// only here, as a second opinion on what is JSON. Every input goes through
/// both decoders. Errors are the expected answer to garbage; a crash, a
/// hang, a memory error (AddressSanitizer) or a broken invariant is not:
/// - a decoded gem is found by its own id;
/// - favorites survive a write and a read;
/// - raygem's JSON check and Foundation's JSONSerialization agree on which
///   texts are JSON, except that raygem refuses trailing commas and
///   Foundation refuses numbers beyond `Double`'s range.
///
/// - Parameters:
///   - bytes: The input.
///   - count: Its length in bytes.
/// - Returns: 0, as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoders(_ bytes: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Array(UnsafeRawBufferPointer(start: bytes, count: count))
  if let catalog = try? Catalog(decoding: data, source: "fuzz") {
    for gem in catalog.gems where catalog.gem(withID: gem.id) == nil {
      fatalError("gem \(gem.id) is not found by its own id")
    }
  }
  if let contents = try? FavoritesFile.parse(data) {
    let written = FavoritesFile.serialise(contents.ids, otherMembers: contents.otherMembers)
    let again = try? FavoritesFile.parse(written)
    if again != contents { fatalError("favorites \(contents) do not survive a write and a read") }
  }
  checkAgreementWithFoundation(data)
  return 0
}

/// Stops when raygem and Foundation disagree on whether `data` is JSON.
private func checkAgreementWithFoundation(_ data: [UInt8]) {
  // Foundation reads text with NUL bytes or a byte-order mark as UTF-16
  // or UTF-32; raygem reads UTF-8 only.
  guard !data.contains(0), !data.starts(with: [0xEF, 0xBB, 0xBF]), !data.starts(with: [0xFE, 0xFF]),
    !data.starts(with: [0xFF, 0xFE])
  else { return }
  let ours = String(validating: data, as: UTF8.self) != nil && (try? StrictJSON.check(data)) != nil
  let theirs = (try? JSONSerialization.jsonObject(with: Data(data), options: .fragmentsAllowed)) != nil
  guard ours != theirs else { return }
  let text = String(decoding: data, as: UTF8.self)
  if !ours, text.range(of: #",[ \t\r\n]*[\]}]"#, options: .regularExpression) != nil { return }
  // Foundation refuses numbers beyond Double's range; raygem reads them as
  // infinite and refuses them where a number is used (a range, a version).
  if ours, hasNumberBeyondDoubleRange(text) { return }
  fatalError("raygem \(ours ? "accepts" : "refuses") JSON that Foundation \(theirs ? "accepts" : "refuses"): \(text)")
}

private func hasNumberBeyondDoubleRange(_ text: String) -> Bool {
  let pattern = #"-?[0-9]+(\.[0-9]+)?[eE][+-]?[0-9]+|[0-9]{309,}"#
  var rest = text[...]
  while let match = rest.range(of: pattern, options: .regularExpression) {
    if Double(rest[match])?.isFinite == false { return true }
    rest = rest[match.upperBound...]
  }
  return false
}
