import GemCore

extension Catalog {
  /// The catalog that ships inside raygem (`Resources/gems.json`), in name order.
  ///
  /// The build decodes `Resources/gems.json` with GemCore's own decoder and
  /// compiles its gems into the binary as records, which are decoded the
  /// first time this is read; nothing is parsed as JSON at run time. The
  /// test suite checks that these gems equal what the decoder makes of the
  /// file. Its facts were checked against the references each gem's
  /// `sources` names.
  public static let bundled: Catalog = {
    let gems = EmbeddedCatalog.records.withUTF8Buffer { buffer in
      // The records were written by this package's own encoder at build
      // time, and a test decodes them: they cannot be damaged.
      (try? CatalogRecords.decode(UnsafeRawBufferPointer(buffer), count: EmbeddedCatalog.count)) ?? []
    }
    return Catalog(gems: gems, source: "bundled catalog", isInNameOrder: true)
  }()
}
