/// The libFuzzer entry point for the catalog and favorites decoders.
///
/// fuzz.sh compiles this into the GemCore module (so internal types are
/// visible); it is not part of the Swift package. Every input goes through
/// both decoders. Any outcome but a crash, a hang or running out of memory
/// is fine: errors are the expected answer to garbage.
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
  if let ids = try? FavoritesFile.parse(data) {
    let again = try? FavoritesFile.parse(FavoritesFile.serialise(ids))
    if again != ids { fatalError("favorites \(ids) do not survive a write and a read") }
  }
  return 0
}
