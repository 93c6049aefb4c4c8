/// A catalog file's text, checked as UTF-8 and strict JSON, to be decoded
/// whole or read a gem at a time.
///
/// Reading a gem at a time is how a large catalog's index is built: each
/// gem is decoded, looked at and let go, and decoded again later from where
/// its value starts, so the gems are never all in memory at once.
package struct CatalogText: Sendable {
  /// The document's bytes, without a byte-order mark.
  package let bytes: [UInt8]
  /// How messages name the catalog.
  package let source: String

  /// Checks a catalog document's text.
  ///
  /// - Parameters:
  ///   - document: The file's bytes; a leading byte-order mark is skipped.
  ///   - source: How messages name the catalog.
  /// - Throws: ``CatalogError/invalidDocument(source:problem:)`` for text
  ///   that is empty, not UTF-8 or not strict JSON (see ``StrictJSON``).
  package init(checking document: [UInt8], source: String) throws(CatalogError) {
    do throws(JSONDocument.Problem) {
      bytes = try JSONDocument.checked(document)
    } catch {
      switch error {
      case .empty: throw .invalidDocument(source: source, problem: "the file is empty")
      case .notUTF8: throw .invalidDocument(source: source, problem: "the text is not UTF-8")
      case .syntax(let syntax): throw .invalidDocument(source: source, problem: syntax.description)
      }
    }
    self.source = source
  }

  /// Decodes and validates every gem: ids unique, relations within the catalog.
  ///
  /// - Returns: The catalog.
  /// - Throws: ``CatalogError`` as ``Catalog/init(decoding:source:)`` throws it.
  package func catalog() throws(CatalogError) -> Catalog {
    do throws(CatalogDocument.Problem) {
      return Catalog(gems: try CatalogDocument.gems(from: bytes), source: source)
    } catch {
      throw error.error(source: source)
    }
  }

  /// Decodes the gems one at a time, in catalog order, handing each to
  /// `body` with where its value starts (its *place*, for ``gem(at:)``).
  ///
  /// A gem's id is empty when the catalog gives none (it is derived from
  /// the name). Whether ids are unique, and relations name gems of the
  /// catalog, is not checked here: ``catalog()`` checks both.
  ///
  /// - Parameter body: Called for each gem.
  /// - Throws: ``CatalogError`` for the top level's shape, a newer schema
  ///   version, or the first gem that is not valid on its own.
  package func forEachGem(_ body: (Gem, _ place: Int) -> Void) throws(CatalogError) {
    do throws(CatalogDocument.Problem) {
      try CatalogDocument.forEachGem(in: bytes) { gem, place in body(gem, place) }
    } catch {
      throw error.error(source: source)
    }
  }

  /// The id and name of the gem whose value starts at `place`, read again
  /// without decoding its other facts (an index build looks up every
  /// gem a relation names, and decoding each whole took most of its time).
  ///
  /// - Parameter place: A place ``forEachGem(_:)`` handed out.
  /// - Returns: Its id, empty when the catalog gives none, and its name.
  package func identity(at place: Int) -> (id: String, name: String) {
    guard let identity = CatalogDocument.identity(at: place, in: bytes) else {
      preconditionFailure("a gem that decoded once decodes again from the same bytes")
    }
    return identity
  }

  /// The gem whose value starts at `place`, decoded again.
  ///
  /// - Parameter place: A place ``forEachGem(_:)`` handed out.
  /// - Returns: The gem as ``forEachGem(_:)`` gave it.
  package func gem(at place: Int) -> Gem {
    guard let gem = CatalogDocument.gem(at: place, in: bytes) else {
      preconditionFailure("a gem that decoded once decodes again from the same bytes")
    }
    return gem
  }
}
