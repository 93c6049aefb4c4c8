import GemCore

/// The index serves a catalog's gems to every command, read one at a time.
///
/// Gems are read here where nothing can report an error (a collection's
/// element), so a damaged index found on the way is removed, for the next
/// run to build afresh, and what could not be read reads as missing.
extension IndexedCatalog: GemShelf {
  func gem(at position: Int) -> Gem {
    do {
      return try lazyGem(at: position)
    } catch {
      refuse()
      return Gem(id: "", name: "")
    }
  }

  func gem(at position: Int, id: String) -> Gem {
    do {
      return try lazyGem(at: position, knownID: id)
    } catch {
      refuse()
      return Gem(id: "", name: "")
    }
  }

  func position(ofID id: String) -> Int? {
    do {
      return try checkedPosition(ofID: id)
    } catch {
      refuse()
      return nil
    }
  }

  func catalogPosition(at position: Int) -> Int {
    do {
      return try checkedCatalogPosition(at: position)
    } catch {
      refuse()
      return position
    }
  }

  func positions(relatingTo position: Int, by fact: GemFact) -> [Int] {
    do {
      return try checkedPositions(relatingTo: position, by: fact)
    } catch {
      refuse()
      return []
    }
  }

  func search(over gems: CatalogGems) -> GemSearch {
    do {
      return try search(serving: gems)
    } catch {
      refuse()
      return GemSearch(gems: [])
    }
  }

  var isRefused: Bool { refused.withLock { $0 } }

  /// Removes the damaged index, so that the next run builds it again.
  private func refuse() {
    refused.withLock { $0 = true }
    System.remove(indexFile.path)
  }
}
