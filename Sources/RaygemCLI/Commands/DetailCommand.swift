import GemCore
import TerminalRendering

/// `raygem detail NAME|ID`: every fact about one gem.
enum DetailCommand {
  static func run(_ session: Session) throws(RaygemError) -> any Rendering {
    // Read once: a catalog file is decoded for the name and the look-alikes alike.
    let catalog = try session.catalog()
    let found = try state(for: session, in: catalog)
    return page(found.gem, isFavorite: found.isFavorite, catalog: catalog, session: session)
  }

  /// The gem the session's argument names in `catalog`, and whether it is a favorite.
  ///
  /// - Throws: ``RaygemError`` for a name that is split, unknown or
  ///   ambiguous, or an unreadable favorites file.
  static func state(for session: Session, in catalog: Catalog) throws(RaygemError) -> (gem: Gem, isFavorite: Bool) {
    let gem = try self.gem(for: session, in: catalog)
    return (gem, try session.favoritesToMark().contains(gem.id))
  }

  /// The gem the session's argument names; the search that found it is let
  /// go before the favorites are read.
  private static func gem(for session: Session, in catalog: Catalog) throws(RaygemError) -> Gem {
    let resolver = GemResolver(catalog: catalog)
    let names = session.invocation.arguments
    try resolver.checkNoNameIsSplit(names[...], of: names, command: "raygem detail")
    return try resolver.gem(named: session.invocation.arguments[0])
  }

  /// What `detail` prints of `gem` in the session's format and fields.
  static func page(_ gem: Gem, isFavorite: Bool, catalog: Catalog, session: Session) -> any Rendering {
    let fields = session.invocation.fields ?? OutputField.every(for: gem)
    switch session.format {
    case .table:
      return DetailPage(
        gem: gem, isFavorite: isFavorite, fields: fields, colored: session.isColored,
        lookAlikes: DetailPage.LookAlikes(of: gem, in: catalog),
        picture: session.showsPictures ? GemPicture(gem) : nil)
    case .plain:
      // One line a field: its key, then its value.
      return RowList(fields, columns: [Column("field"), Column("value")], layout: session.layout) { field in
        [.text(field.rawValue), field.value(for: gem, isFavorite: isFavorite)]
      }
    case .json:
      // One object, as its JSON Lines row: written as it is made, so a huge
      // value is never held twice.
      return RowList(
        [gem], columns: fields.map(\.column), layout: RowLayout(.jsonl, colored: false),
        cells: { gem in GemCells(gem: gem, fields: fields, isFavorite: isFavorite) }, extraContent: Group([]))
    case .jsonl, .csv, .tsv:
      return session.gemList([gem], favorites: isFavorite ? [gem.id] : [], fields: fields)
    }
  }
}
