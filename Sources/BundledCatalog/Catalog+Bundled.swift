import GemCore

extension Catalog {
  /// The catalog that ships inside raygem (`Resources/gems.json`), in name order.
  ///
  /// The build decodes `Resources/gems.json` with GemCore's own decoder and
  /// compiles its gems into the binary as records; each gem decodes a fact
  /// only when it is read, and nothing is parsed as JSON at run time. The
  /// test suite checks that these gems equal what the decoder makes of the
  /// file. Its facts were checked against the references each gem's
  /// `sources` names.
  public static let bundled: Catalog = {
    // A string literal's bytes live as long as the program, so the gems can
    // read their facts from them when asked.
    let gems: [Gem]
    do {
      gems = try CatalogRecords.lazyGems(
        inImmortal: bytes(of: EmbeddedCatalog.records), index: bytes(of: EmbeddedCatalog.index),
        names: bytes(of: EmbeddedCatalog.names), count: EmbeddedCatalog.count)
    } catch {
      damaged("its records", error)
    }
    return Catalog(gems: gems, source: "bundled catalog", isInNameOrder: true) { bundledSearch }
  }()

  /// The search over the bundled gems, with the keys folded at build time;
  /// made the first time a command searches, since `list` needs none.
  private static let bundledSearch: GemSearch = {
    do {
      return try CatalogRecords.search(
        over: bundled.gems.inMemory ?? Array(bundled.gems), keys: bytes(of: EmbeddedCatalog.searchKeys))
    } catch {
      damaged("its search keys", error)
    }
  }()

  /// Ranks the bundled gems against `measurements`, narrowed by the
  /// constants the build worked out for each gem, so that only the gems
  /// that stand are read from their records.
  ///
  /// - Parameter measurements: What was measured; see ``Measurements/check()``.
  /// - Returns: What `Identification(measurements, in: Catalog.bundled.gems)` gives.
  public static func identifyBundled(_ measurements: Measurements) -> Identification {
    do throws(RecordReader.Damaged) {
      return try Identification(measurements, in: bundled.gems, constants: bytes(of: EmbeddedCatalog.constants))
    } catch {
      damaged("its constants", error)
    }
  }

  /// Stops raygem with a message naming the damaged part.
  ///
  /// Damaged embedded records are a build defect, not bad input: this
  /// package's encoder wrote them and the test suite reads them in full, so
  /// carrying on with no gems, or with a search made afresh, would only hide
  /// the defect.
  private static func damaged(_ part: String, _ error: any Error) -> Never {
    fatalError("the embedded catalog is damaged: \(part) do not read (\(error)); rebuild raygem")
  }

  private static func bytes(of literal: StaticString) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
  }
}
