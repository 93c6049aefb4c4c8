import GemCore
import Synchronization

/// The catalogs a run read, so that once its output is written it can ask
/// whether any of their indexes turned out damaged while it was drawn.
final class CatalogsRead: Sendable {
  private let catalogs = Mutex<[Catalog]>([])

  /// Keeps `catalog` for ``foundDamagedIndex``.
  func add(_ catalog: Catalog) {
    catalogs.withLock { $0.append(catalog) }
  }

  /// Whether a read of any of the catalogs found its index damaged.
  var foundDamagedIndex: Bool {
    catalogs.withLock { $0.contains { $0.foundDamagedIndex } }
  }
}
