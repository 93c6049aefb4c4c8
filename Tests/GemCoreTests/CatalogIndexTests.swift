import BundledCatalog
import Foundation
import Synchronization
import Testing

@testable import CatalogIndex
@testable import GemCore

@Suite("Catalog index")
struct CatalogIndexTests {
  /// A fresh folder for one test.
  static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("raygem-index-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A catalog of `count` gems made from the bundled ones, over 1 MiB for 2,500 or more.
  static func largeCatalog(count: Int, renaming: (Int) -> String = { "Gem \($0)" }) -> String {
    let bundled = Catalog.bundled.gems
    let gems = (0..<count).map { serial -> String in
      let base = bundled[serial % bundled.count]
      let aliases = (base[.aliases] ?? []).map { "\"\($0)\"" }.joined(separator: ", ")
      return """
        {"id": "\(base.id)-\(serial)", "name": "\(base.name) \(renaming(serial))", "aliases": [\(aliases)],
         "species": "\(base[.species] ?? "")", "summary": "A test gem made from \(base.name) for the index tests.",
         "color": {"name": "\(base[.color]?.name ?? "")", "hex": "\(base[.color]?.hex ?? "#000000")"},
         "hardness": {"min": \(base[.hardness]?.min ?? 1), "max": \(base[.hardness]?.max ?? 1)}, "transparency": ["opaque"]}
        """
    }
    return "{\"gems\": [\n" + gems.joined(separator: ",\n") + "\n]}"
  }

  /// A catalog of `gems` served from an index written in `folder`.
  static func served(_ gems: [Gem], in folder: URL) throws -> Catalog {
    let path = folder.appendingPathComponent("index").path
    try Data(encoded(gems, path: "/served.json")).write(to: URL(fileURLWithPath: path))
    let file = try #require(IndexedCatalog.file(at: path, path: "/served.json", identity: identity))
    let indexed = try #require(IndexedCatalog(file: file, path: "/served.json", identity: identity))
    return Catalog(served: indexed, source: "catalog 'served.json'")
  }

  /// The identity the tests' indexes are written for.
  static let identity = FileIdentity(fields: [1, 2, 3, 4, 5, 6, 7])

  /// Gems in memory as an index's source, each at its position; a gem
  /// whose id is the one its name gives comes without one, as from a
  /// catalog that gives none.
  struct GemsSource: IndexSource {
    let gems: [Gem]

    func forEachGem(_ body: (Gem, Int) -> Void) throws(CatalogError) {
      for place in gems.indices { body(gem(at: place), place) }
    }

    func gem(at place: Int) -> Gem {
      var gem = gems[place]
      if gem.id == Gem.slug(for: gem.name) { gem.id = "" }
      return gem
    }
  }

  /// The index of `gems` for the catalog at `path` with ``identity``, as bytes.
  static func encoded(_ gems: [Gem], path: String) -> [UInt8] {
    var bytes: [UInt8] = []
    do {
      var builder = try IndexBuilder(reading: GemsSource(gems: gems))
      let outcome = try IndexedCatalog.write(
        &builder, path: path, identity: identity, catalogChecksum: 1, isProven: true
      ) { bytes += $0 }
      #expect(outcome == .written)
    } catch {
      Issue.record("the index of \(gems.count) gems was not built: \(error)")
    }
    return bytes
  }

  /// The bundled gems' index, written for `/catalog.json` with ``identity`` into `folder`, and opened.
  static func bundledIndex(in folder: URL) throws -> IndexFile {
    let path = folder.appendingPathComponent("index").path
    try Data(encoded(Array(Catalog.bundled.gems), path: "/catalog.json")).write(to: URL(fileURLWithPath: path))
    return try #require(IndexedCatalog.file(at: path, path: "/catalog.json", identity: identity))
  }

  @Test func gemsReadBackExactlyFromTheIndex() throws {
    let gems = Catalog.bundled.gems
    let identity = Self.identity
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try Self.bundledIndex(in: folder)
    let indexed = try #require(IndexedCatalog(file: file, path: "/catalog.json", identity: identity))
    #expect(indexed.count == gems.count)
    for index in gems.indices {
      #expect(try indexed.decodedGem(at: index) == gems[index])
      #expect(try indexed.lazyGem(at: index) == gems[index])
      #expect(try indexed.checkedPosition(ofID: gems[index].id) == index)
      #expect(indexed.name(at: index) == gems[index].name)
    }
    #expect(
      try indexed.result(for: "rose").matches.map(\.id) == (try GemSearch(gems: gems).matches(for: "rose").map(\.id)))
    // An index names its catalog at the start: another one's is not even read.
    let index = folder.appendingPathComponent("index").path
    #expect(IndexedCatalog.file(at: index, path: "/other.json", identity: identity) == nil)
    #expect(
      IndexedCatalog.file(at: index, path: "/catalog.json", identity: FileIdentity(fields: [1, 2, 3, 4, 5, 6, 8]))
        == nil)
    #expect(IndexedCatalog(file: file, path: "/other.json", identity: identity) == nil)
  }

  /// An id derived from a name longer than the chunk the index compares
  /// at once is found, and one differing only in its last letter is not.
  @Test func aLongNamesDerivedIDIsComparedAChunkAtATime() throws {
    let name = "Long " + String(repeating: "a", count: 200_000) + " Stone"
    let gems = [Gem(id: Gem.slug(for: name), name: name), Gem(id: "b", name: "Beryl")]
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let served = try Self.served(gems, in: folder)
    let id = Gem.slug(for: name)
    #expect(served.gem(withID: id)?.name == name)
    #expect(served.gem(withID: String(id.dropLast()) + "f") == nil)
    #expect(served.gem(withID: "b")?.name == "Beryl")
  }

  /// A long name that is already its own id (lowercase ASCII) lends the id
  /// its storage, so the gem holds its text once, not twice.
  @Test func aLongNameThatIsItsOwnIDIsHeldOnce() throws {
    let name = String(repeating: "a", count: 200_000)
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let served = try Self.served([Gem(id: name, name: name), Gem(id: "b", name: "Beryl")], in: folder)
    let gem = try #require(served.gems.first { $0.name.utf8.count == name.utf8.count })
    #expect(gem.id == name)
    let idStorage = gem.id.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
    let nameStorage = gem.name.utf8.withContiguousStorageIfAvailable { $0.baseAddress }
    #expect(idStorage != nil && idStorage == nameStorage)
    // A short one is derived as before, in storage of its own.
    #expect(served.gem(withID: "b")?.name == "Beryl")
  }

  /// A gem found by its id takes the id asked for rather than deriving a
  /// second copy of it from a long name.
  @Test func aGemFoundByIDTakesTheIDAskedFor() throws {
    let name = "Long " + String(repeating: "A", count: 200_000)
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let served = try Self.served([Gem(id: Gem.slug(for: name), name: name), Gem(id: "b", name: "Beryl")], in: folder)
    let id = Gem.slug(for: name)
    let gem = try #require(served.gem(withID: id))
    #expect(gem.name == name && gem.id == id)
    let storage = { (text: String) in text.utf8.withContiguousStorageIfAvailable { $0.baseAddress } }
    #expect(storage(gem.id) != nil && storage(gem.id) == storage(id))
  }

  /// A record too long for a lazy gem (2 MiB and more) has its id and name
  /// read straight into their strings, and its facts decoded after them.
  @Test func aRecordTooLongForALazyGemReadsBackExactly() throws {
    let name = "Long " + String(repeating: "é", count: 1 << 20) + " Stone"
    let long = Gem(id: "long-\(String(repeating: "b", count: 3 << 20))", name: name) {
      $0[.hardness] = PropertyRange(min: 7.5, max: 8)
      $0[GemFact.named("aliases")!] = .list(["Lengthy"])
    }
    let derived = Gem(id: Gem.slug(for: name), name: name) { $0[GemFact.named("species")!] = .text("Beryl") }
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let served = try Self.served([long, derived, Gem(id: "b", name: "Beryl")], in: folder)
    let named = Array(served.gems).filter { $0.name == name }
    #expect(named.count == 2 && named.contains(long) && named.contains(derived))
    #expect(served.gem(withID: long.id) == long)
    #expect(served.gem(withID: derived.id) == derived)
  }

  /// The index keeps gems in name order whatever the catalog's order, finds
  /// each by its id, and gives back an id derived from the name though it
  /// stores none.
  @Test func gemsAreServedInNameOrderAndFoundByID() throws {
    let gems = [
      Gem(id: "zircon-1", name: "Zircon"), Gem(id: Gem.slug(for: "Cat's-Eye Agate"), name: "Cat's-Eye Agate"),
      Gem(id: "b", name: "Beryl") { $0[.hardness] = PropertyRange(min: 7.5, max: 8) },
      Gem(id: Gem.slug(for: "Ámbar Ñ"), name: "Ámbar Ñ"),
      Gem(id: "z", name: "Zeta Glass") { $0[.imitates] = ["b"] },
      Gem(id: "a", name: "Alpha Glass") { $0[.imitates] = ["b"] },
      Gem(id: "caf\u{E9}", name: "Caf\u{E9}"), Gem(id: Gem.slug(for: "翡翠 Jade"), name: "翡翠 Jade"),
    ]
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("index").path
    try Data(Self.encoded(gems, path: "/order.json")).write(to: URL(fileURLWithPath: path))
    let file = try #require(IndexedCatalog.file(at: path, path: "/order.json", identity: Self.identity))
    let indexed = try #require(IndexedCatalog(file: file, path: "/order.json", identity: Self.identity))
    let served = Catalog(served: indexed, source: "catalog 'order.json'")
    #expect(
      served.gems.map(\.id) == ["a", "ambar-n", "b", "caf\u{E9}", "cats-eye-agate", "z", "zircon-1", "翡翠-jade"])
    #expect(served.gems == CatalogGems(Catalog.inNameOrder(gems)))
    #expect(served.isInNameOrder)
    #expect(served.gem(withID: "zircon-1")?.name == "Zircon")
    #expect(served.gem(withID: "cats-eye-agate")?.name == "Cat's-Eye Agate")
    #expect(served.gem(withID: "b")?[.hardness] == PropertyRange(min: 7.5, max: 8))
    #expect(served.gem(withID: "zircon") == nil)
    // An id is found as Swift compares texts: in either Unicode form.
    #expect(served.gem(withID: "cafe\u{0301}")?.name == "Caf\u{E9}")
    #expect(served.gem(withID: "z\u{0301}") == nil)
    #expect(try served.search.result(for: "agate").matches.map(\.id) == ["cats-eye-agate"])
    // Gems a search reads whole get their derived ids too, ASCII or not.
    #expect(try indexed.result(for: "agate").matches.map(\.id) == ["cats-eye-agate"])
    #expect(try indexed.result(for: "jade").matches.map(\.id) == ["翡翠-jade"])
    #expect(served.gems.selecting([6, 1]).map(\.id) == ["zircon-1", "ambar-n"])
    // What is listed in the catalog's order keeps it.
    let beryl = try #require(served.gem(withID: "b"))
    #expect(served.imitations(of: beryl).map(\.id) == ["z", "a"])
    #expect(CatalogRelations(served).imitations(of: beryl).map(\.id) == ["z", "a"])
    #expect(served.inCatalogOrder([0, 5]) == [5, 0])
    // The derived ids are not stored: only the given one is in the records.
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(bytes.range(of: Data("zircon-1".utf8)) != nil)
    #expect(bytes.range(of: Data("cats-eye-agate".utf8)) == nil)
    #expect(bytes.range(of: Data("翡翠-jade".utf8)) == nil)
  }

  /// The index knows which gems name each gem as their natural
  /// counterpart or what they imitate: served, a gem's synthetics and
  /// imitations are the ones a scan of every gem finds, in catalog order.
  @Test func relationsThroughTheIndexAreTheOnesEveryGemGives() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try Self.bundledIndex(in: folder)
    let indexed = try #require(IndexedCatalog(file: file, path: "/catalog.json", identity: Self.identity))
    let served = Catalog(served: indexed, source: "catalog 'catalog.json'")
    let decoded = Catalog.bundled
    let relations = CatalogRelations(served)
    var related = 0
    for gem in decoded.gems {
      #expect(served.synthetics(of: gem).map(\.id) == decoded.synthetics(of: gem).map(\.id), "\(gem.id)")
      #expect(served.imitations(of: gem).map(\.id) == decoded.imitations(of: gem).map(\.id), "\(gem.id)")
      #expect(relations.imitations(of: gem).map(\.id) == decoded.imitations(of: gem).map(\.id), "\(gem.id)")
      related += decoded.synthetics(of: gem).count + decoded.imitations(of: gem).count
    }
    #expect(related > 100)
    let ruby = try #require(decoded.gem(withID: "ruby"))
    #expect(served.synthetics(of: ruby).map(\.id) == ["flux-synthetic-ruby", "synthetic-ruby"])
  }

  /// A gem found damaged while it is served, where no error can be
  /// reported, reads as empty, never as its damaged bytes, and the index is
  /// removed for the next command to build afresh.
  @Test func aGemFoundDamagedWhileServedReadsAsEmptyAndTheIndexGoes() throws {
    let gems = (0..<3).map { serial in
      Gem(id: "g\(serial)", name: "Gem \(serial)") {
        // Longer than two checked chunks, so the middle of each record lies
        // in a chunk of its own.
        let dots = String(repeating: ".", count: 20_000)
        $0[.summary] = dots + "Middle \(serial)" + dots
      }
    }
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("index").path
    var bytes = Data(Self.encoded(gems, path: "/two.json"))
    let middle = try #require(bytes.range(of: Data("Middle 1".utf8)))
    bytes.replaceSubrange(middle, with: Data("MIDDLE 1".utf8))
    try bytes.write(to: URL(fileURLWithPath: path))
    let file = try #require(IndexedCatalog.file(at: path, path: "/two.json", identity: Self.identity))
    let indexed = try #require(IndexedCatalog(file: file, path: "/two.json", identity: Self.identity))
    let served = Catalog(served: indexed, source: "catalog 'two.json'")
    #expect(served.gems[0] == gems[0])
    #expect(served.gems[2] == gems[2])
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(served.gems[1] == Gem(id: "", name: ""))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  /// A large catalog file is indexed as it is first read, and served from
  /// its index from then on, with the same gems in name order.
  @Test func aLargeCatalogIsServedFromItsIndex() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("large.json")
    try Data(Self.largeCatalog(count: 4_000).utf8).write(to: catalog)
    let cache = CatalogIndexCache(folder: folder.appendingPathComponent("cache").path)
    let decoded = try Catalog.load(path: catalog.path)
    #expect(decoded.gems.inMemory != nil)
    let first = try cache.catalog(at: catalog.path)
    #expect(first.gems.inMemory == nil)
    let served = try cache.catalog(at: catalog.path)
    #expect(served.gems.inMemory == nil)
    #expect(first.gems == served.gems)
    #expect(served.gems.count == 4_000)
    #expect(served.gems == CatalogGems(Catalog.inNameOrder(decoded.gems)))
    #expect(served.gem(withID: "ruby-17") == decoded.gem(withID: "ruby-17"))
    #expect(GemLookup(catalog: served).resolve("Ruby Gem 17") == GemLookup(catalog: decoded).resolve("Ruby Gem 17"))
    #expect(served.source == decoded.source)
    // Served gems, in name order already, are ranked one at a time as the decoded ones are.
    let measured = Self.identificationCases[0]
    let fromServed = Identification(measured, in: served.gems)
    let fromDecoded = Identification(measured, in: decoded.gems)
    #expect(fromServed.candidates.map { $0.members.map(\.id) } == fromDecoded.candidates.map { $0.members.map(\.id) })
    #expect(fromServed.candidates.count > 10)
  }

  /// With no cache to keep an index in (none set, or a file where its
  /// folder should be), a large catalog is still served from an index,
  /// made in memory for the run, rather than decoded whole.
  @Test(arguments: [false, true])
  func aLargeCatalogWithoutACacheIsServedFromAnIndexInMemory(cacheIsBlocked: Bool) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("large.json")
    try Data(Self.largeCatalog(count: 4_000).utf8).write(to: catalog)
    let blocked = folder.appendingPathComponent("cache")
    try Data("not a folder".utf8).write(to: blocked)
    let reports = Mutex<[String]>([])
    let cache = CatalogIndexCache(
      folder: cacheIsBlocked ? blocked.path : nil, reporting: { line in reports.withLock { $0.append(line) } })
    let decoded = try Catalog.load(path: catalog.path)
    let served = try cache.catalog(at: catalog.path)
    #expect(served.gems.inMemory == nil)
    #expect(served.gems.count == 4_000)
    #expect(served.gems == CatalogGems(Catalog.inNameOrder(decoded.gems)))
    #expect(
      try cache.result(catalogAt: catalog.path, query: "ruby gem 17") == decoded.search.result(for: "ruby gem 17"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["cache", "large.json"])
    // A cache folder that cannot be used is said, as each command then indexes the catalog again; no cache set is not.
    let said =
      "cannot keep the index of catalog '\(catalog.path)' in '\(blocked.path)': "
      + "cannot create folder '\(blocked.path)': not a directory; each command indexes it again"
    #expect(reports.withLock { $0 } == (cacheIsBlocked ? [said, said] : []))
  }

  /// Names that fold alike rank by the name as written: the index keeps
  /// its gems in name order, so ties go by position.
  @Test func tiedFoldedNamesRankByTheirWrittenNamesThroughTheIndex() throws {
    let gems = [
      Gem(id: "accented", name: "Paraíba"), Gem(id: "capitals", name: "PARAIBA"), Gem(id: "plain", name: "Paraiba"),
    ]
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("index").path
    try Data(Self.encoded(gems, path: "/tie.json")).write(to: URL(fileURLWithPath: path))
    let file = try #require(IndexedCatalog.file(at: path, path: "/tie.json", identity: Self.identity))
    let indexed = try #require(IndexedCatalog(file: file, path: "/tie.json", identity: Self.identity))
    #expect(try indexed.result(for: "paraiba").matches.map(\.id) == ["capitals", "plain", "accented"])
    #expect(try GemSearch(gems: gems).matches(for: "paraiba").map(\.id) == ["capitals", "plain", "accented"])
    #expect((0..<3).map(indexed.name(at:)) == ["PARAIBA", "Paraiba", "Paraíba"])
  }

  /// A tie reads no name: ranking many names that fold alike reads no
  /// record, while every gem shown is still checked.
  @Test func aTieReadsNoRecord() throws {
    let gems = [("plain", "Paraiba"), ("capitals", "PARAIBA"), ("accented", "Paraíba")].map { id, name in
      // Longer than a checked chunk, so that a chunk holds records and nothing else.
      Gem(id: id, name: name) {
        $0[.summary] = "A summary long enough to be damaged" + String(repeating: ".", count: 20_000)
      }
    }
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("index").path
    var bytes = Data(Self.encoded(gems, path: "/three.json"))
    // Inside the second chunk: the first two records' bytes only.
    let summary = try #require(bytes.range(of: Data("long enough".utf8)))
    let damaged = summary.lowerBound + IndexBody.chunkSize + 500
    bytes[damaged] ^= 1
    try bytes.write(to: URL(fileURLWithPath: path))
    let file = try #require(IndexedCatalog.file(at: path, path: "/three.json", identity: Self.identity))
    let indexed = try #require(IndexedCatalog(file: file, path: "/three.json", identity: Self.identity))
    #expect(try indexed.search().positions(for: "paraiba").matches == [0, 1, 2])
    #expect(throws: BinaryReader.Damaged.self) { try indexed.decodedGem(at: 0) }
    #expect(throws: BinaryReader.Damaged.self) { try indexed.decodedGem(at: 1) }
    #expect(indexed.name(at: 2) == "Paraíba")
  }

  /// Readings that narrow the catalog in different ways: a red corundum,
  /// diamond over the refractometer's limit, a red spinel, a colour alone
  /// (nothing is ruled out), and a stone no gem fits (the nearest instead).
  static var identificationCases: [Measurements] {
    var corundum = Measurements()
    corundum.refractiveIndex = .span(low: 1.762, high: 1.770)
    corundum.specificGravity = 4.00
    corundum.color = "red"
    var diamond = Measurements()
    diamond.refractiveIndex = .overLimit
    diamond.specificGravity = 3.52
    diamond.optic = OpticReading(.isotropic)
    var spinel = Measurements()
    spinel.refractiveIndex = .single(1.718)
    spinel.specificGravity = 3.60
    spinel.optic = OpticReading(.isotropic)
    spinel.color = "red"
    var green = Measurements()
    green.color = "green"
    var impossible = Measurements()
    impossible.refractiveIndex = .single(3.4)
    impossible.specificGravity = 7.9
    // Lamps a catalog describes in words, lusters and dyes, which a table keeps read.
    var glowing = Measurements()
    glowing.color = "white"
    glowing.luster = .adamantine
    glowing.ultraviolet = UltravioletReading(
      longWave: .glow(.strong, colors: ["blue"]), shortWave: .glow(.weak, colors: ["yellow"]))
    var dyed = Measurements()
    dyed.color = "green"
    dyed.luster = .greasy
    dyed.ultraviolet = UltravioletReading(longWave: .inert)
    let chelsea = GemFact.named("chelseaFilter").flatMap(IdentifiedProperty.init(fact:))
    precondition(chelsea != nil, "the fact table declares the Chelsea filter")
    dyed[word: chelsea ?? .luster] = "red"
    // Nothing stands: the nearest are found by scoring every gem, the lamp read
    // included (a tester's finding: an index named others, or none).
    var unmatched = Measurements()
    unmatched.refractiveIndex = .span(low: 1.62, high: 1.64)
    unmatched.specificGravity = 3.8
    unmatched.ultraviolet = UltravioletReading(longWave: .inert)
    var nowhere = Measurements()
    nowhere.optic = OpticReading(.anisotropic)
    nowhere.refractiveIndex = .single(1.43)
    nowhere.ultraviolet = UltravioletReading(shortWave: .inert)
    return [corundum, diamond, spinel, green, impossible, glowing, dyed, unmatched, nowhere]
  }

  @Test func identificationThroughTheIndexEqualsTheDecodedOne() throws {
    let gems = Catalog.bundled.gems
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try Self.bundledIndex(in: folder)
    let indexed = try #require(IndexedCatalog(file: file, path: "/catalog.json", identity: Self.identity))
    let cases = Self.identificationCases
    for measured in cases {
      let fromIndex = try indexed.identification(for: measured)
      let decoded = Identification(measured, in: gems)
      #expect(fromIndex.candidates.map(\.lead.id) == decoded.candidates.map(\.lead.id))
      #expect(fromIndex.candidates.map { $0.members.map(\.id) } == decoded.candidates.map { $0.members.map(\.id) })
      #expect(fromIndex.candidates.map(\.score) == decoded.candidates.map(\.score))
      #expect(fromIndex.nearest.map(\.lead.id) == decoded.nearest.map(\.lead.id))
      #expect(fromIndex.nextTests.map(\.fact.key) == decoded.nextTests.map(\.fact.key))
    }
    #expect(try indexed.identification(for: cases[0]).candidates.first?.lead.id == "ruby")
  }

  @Test func everyGemsConstantsSurviveTheTable() throws {
    let gems = Catalog.bundled.gems
    let table = ConstantsTable.encode(gems)
    // Valid UTF-8, so that the build can embed it as a string literal.
    #expect(table.allSatisfy { $0 < 0x80 })
    try table.withUnsafeBytes { (table) throws in
      var reader = ConstantsTable.Reader(table)
      var constants = StoneConstants.unknown
      var groups = SpeciesGroups()
      for (position, gem) in gems.enumerated() {
        let keyStart = try reader.next(into: &constants)
        #expect(constants == StoneConstants(gem), "\(gem.id)")
        let keys = try ConstantsTable.rankingKeys(in: table, at: keyStart, position: position, colors: true)
        #expect(keys.group == groups.number(of: gem, at: position), "\(gem.id)")
        #expect(keys.colors == ColorFacts(gem), "\(gem.id)")
        #expect(keys.lamps == nil)
        #expect(keys.words == WordKeys(gem), "\(gem.id)")
        let bare = try ConstantsTable.rankingKeys(in: table, at: keyStart, position: position, colors: false)
        #expect(bare.colors == nil && bare.lamps == nil)
        let lamps = try ConstantsTable.rankingKeys(
          in: table, at: keyStart, position: position, colors: false, lamps: true)
        #expect(lamps.lamps == LampDescriptions(gem[.fluorescence]), "\(gem.id)")
        #expect(lamps.group == keys.group && lamps.colors == nil)
      }
      #expect(reader.isAtEnd)
      #expect(throws: RecordReader.Damaged.self) { try reader.next(into: &constants) }
    }
    // Species cut from their massive form too keep that through the table.
    #expect(gems.filter { StoneConstants($0).isAlsoAggregate }.map(\.id).contains("rhodonite"))
    // A gem with no constants takes two bytes, and one of its own group
    // with no colour facts no ranking keys: only their length, 0.
    #expect(ConstantsTable.encode([Gem(id: "g1", name: "g1")]) == [0, 0, 0])
    // A gem of a species met before keeps how far back its group's first
    // gem is (1), no colour (0), an empty colour name (0), no hues, rare
    // hues, tints or parts (four 0s), and no luster or dye (0);
    // a table that claims more gems back than there are is damaged.
    let beryls = [
      Gem(id: "a", name: "A") { $0[.species] = "Beryl" }, Gem(id: "b", name: "B") { $0[.species] = "beryl" },
    ]
    // A colour name longer than the table keeps is read from the record.
    let longName = String(repeating: "pale ", count: 30) + "blue"
    let long = Gem(id: "l", name: "L") { $0[.color] = GemColor(name: longName, hex: "#A0C0F0") }
    let longTable = ConstantsTable.encode([long])
    #expect(longTable.count < ConstantsTable.longestKeptName)
    var pale = Measurements()
    pale.color = "pale"
    let ranked = try longTable.withUnsafeBytes { (table) throws in
      #expect(try ConstantsTable.rankingKeys(in: table, at: 2, position: 0, colors: true).colors == nil)
      return try Identification(
        pale, count: 1, constants: table, orThrow: RecordReader.Damaged(),
        gem: { (_) throws(RecordReader.Damaged) -> Gem in long })
    }
    #expect(ranked.candidates.map(\.lead.id) == ["l"])
    let pair = ConstantsTable.encode(beryls)
    #expect(pair == [0, 0, 0, 0, 0, 8, 1, 0, 0, 0, 0, 0, 0, 0])
    try pair.withUnsafeBytes { (pair) throws in
      #expect(try ConstantsTable.rankingKeys(in: pair, at: 5, position: 1, colors: false).group == 0)
      #expect(throws: RecordReader.Damaged.self) {
        try ConstantsTable.rankingKeys(in: pair, at: 5, position: 0, colors: false)
      }
    }
    var damaged = table
    damaged[0] = 5  // no optic character has that code
    damaged.withUnsafeBytes { damaged in
      var reader = ConstantsTable.Reader(damaged)
      var constants = StoneConstants.unknown
      #expect(throws: RecordReader.Damaged.self) { try reader.next(into: &constants) }
    }
  }

  /// A catalog's gems rank alike whatever order its file lists them in, as
  /// the bundled catalog and an index, both in name order, rank them (a
  /// tester's finding: a shuffled catalog named other gems that one reading
  /// rules out).
  @Test func gemsRankAlikeInAnyOrder() throws {
    let gems = Catalog.bundled.gems
    // A fixed permutation: 97 shares no factor with the count.
    let shuffled = (0..<gems.count).map { gems[gems.startIndex + ($0 * 97) % gems.count] }
    #expect(Set(shuffled.map(\.id)).count == gems.count)
    var cat = Measurements()
    cat.specificGravity = 3.60
    cat.color = "brownish red"
    cat.optic = OpticReading(.uniaxial)
    cat[word: .phenomena] = "chatoyancy"
    var flash = Measurements()
    flash.pleochroism = PleochroismReading(.weak)
    flash[word: .phenomena] = "chatoyancy"
    flash[word: .inclusions] = "flash effect"
    flash.optic = OpticReading(.biaxial)
    flash.specificGravity = 2.65
    for measured in Self.identificationCases + [cat, flash] {
      let inOrder = Identification(measured, in: gems)
      let anyOrder = Identification(measured, in: shuffled)
      #expect(anyOrder.candidates.map { $0.members.map(\.id) } == inOrder.candidates.map { $0.members.map(\.id) })
      #expect(anyOrder.oneReadingMisses.map(\.gem.id) == inOrder.oneReadingMisses.map(\.gem.id))
      #expect(anyOrder.nearest.map(\.lead.id) == inOrder.nearest.map(\.lead.id))
    }
    #expect(Identification(cat, in: gems).oneReadingMisses.map(\.gem.id).contains("corundum"))
    // A slice of the catalog is put in name order by its own indices (it had read past its folded names).
    let slice = shuffled[200..<240]
    #expect(Catalog.inNameOrder(slice).map(\.id) == Catalog.inNameOrder(Array(slice)).map(\.id))
  }

  /// The bundled catalog is narrowed by the constants table the build
  /// embeds, and ranks as scoring every gem in full does.
  @Test func theEmbeddedConstantsRankAsTheGemsDo() throws {
    let cases = Self.identificationCases
    for measured in cases {
      let embedded = Catalog.identifyBundled(measured)
      let decoded = Identification(measured, scoringEvery: Catalog.bundled.gems)
      #expect(embedded.candidates.map(\.lead.id) == decoded.candidates.map(\.lead.id))
      #expect(embedded.candidates.map { $0.members.map(\.id) } == decoded.candidates.map { $0.members.map(\.id) })
      #expect(embedded.candidates.map(\.confidence) == decoded.candidates.map(\.confidence))
      #expect(embedded.nearest.map(\.lead.id) == decoded.nearest.map(\.lead.id))
      #expect(embedded.nextTests.map(\.fact.key) == decoded.nextTests.map(\.fact.key))
    }
    #expect(Catalog.identifyBundled(cases[0]).candidates.first?.lead.id == "ruby")
    #expect(Catalog.identifyBundled(cases[2]).candidates.first?.lead.id == "red-spinel")
  }

  @Test func gemsWithManyTransparencyEntriesAndAliasesSurviveTheIndex() throws {
    let gem = Gem(id: "odd", name: "Odd") {
      $0[.aliases] = Array(repeating: "x", count: 300)
      $0[.transparency] = Array(repeating: .opaque, count: 300)
    }
    var writer = RecordWriter()
    gem.write(to: &writer)
    let read = try writer.bytes.withUnsafeBytes { buffer in
      var reader = RecordReader(buffer)
      return try Gem(record: &reader)
    }
    #expect(read == gem)
  }

  @Test func aDamagedIndexIsRefused() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes = Self.encoded(Array(Catalog.bundled.gems), path: "/c.json")
    let path = folder.appendingPathComponent("index").path
    // Cut short, or one byte of its head or body changed.
    var changedHead = bytes
    changedHead[bytes.count - 20] ^= 1
    var changedBody = bytes
    changedBody[bytes.count / 2] ^= 1
    for damaged in [Array(bytes.prefix(bytes.count / 2)), Array(bytes.dropLast()), changedHead] {
      try Data(damaged).write(to: URL(fileURLWithPath: path))
      let file = IndexedCatalog.file(at: path, path: "/c.json", identity: Self.identity)
      #expect(file.flatMap { IndexedCatalog(file: $0, path: "/c.json", identity: Self.identity) } == nil)
    }
    try Data(changedBody).write(to: URL(fileURLWithPath: path))
    let file = try #require(IndexedCatalog.file(at: path, path: "/c.json", identity: Self.identity))
    let opened = try #require(IndexedCatalog(file: file, path: "/c.json", identity: Self.identity))
    #expect(throws: BinaryReader.Damaged.self) {
      for position in 0..<opened.count { _ = try opened.decodedGem(at: position) }
      _ = try opened.search()
      _ = try opened.identification(for: Measurements())
    }
    // Too short for its own head, or not an index at all.
    for damaged in [Array(bytes.prefix(100)), Array(repeating: 0xFF, count: 4096)] {
      try Data(damaged).write(to: URL(fileURLWithPath: path))
      #expect(IndexedCatalog.file(at: path, path: "/c.json", identity: Self.identity) == nil)
    }
  }

  /// An index cut short while raygem reads it (`cp` or `rsync --inplace`
  /// over it) is a damaged index, never a crash: a mapped index ended
  /// raygem with SIGBUS.
  @Test func anIndexTruncatedWhileOpenIsDamagedNotACrash() throws {
    let gems = Catalog.bundled.gems
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try Self.bundledIndex(in: folder)
    let indexed = try #require(IndexedCatalog(file: file, path: "/catalog.json", identity: Self.identity))
    let path = folder.appendingPathComponent("index").path
    let last = gems.count - 1

    // Chunks read before the file was cut short were checked, and are kept.
    #expect(try indexed.decodedGem(at: 0) == gems[0])
    #expect(truncate(path, off_t(file.bodyStart + 1_000)) == 0)
    #expect(try indexed.decodedGem(at: 0) == gems[0])
    #expect(throws: BinaryReader.Damaged.self) { try indexed.decodedGem(at: last / 2) }

    #expect(truncate(path, 0) == 0)
    #expect(throws: BinaryReader.Damaged.self) { try indexed.decodedGem(at: last / 3) }
    #expect(throws: BinaryReader.Damaged.self) { try indexed.lazyGem(at: last / 4) }
    #expect(indexed.name(at: last / 5) == "")
    #expect(throws: BinaryReader.Damaged.self) { try indexed.result(for: "ruby") }
  }

  /// A catalog in a file system whose timestamps tick once a second, acted
  /// out: every version of the file reads as changed at 1,000 s exactly, and
  /// the clock reads half a second later.
  static func coarseCache(at folder: URL, catalog: URL, now: Double) throws -> CatalogIndexCache {
    let real = try #require(FileIdentity.of(path: catalog.path))
    let frozen = FileIdentity(fields: Array(real.fields[0..<3]) + [1_000, 0, 1_000, 0])
    return CatalogIndexCache(
      folder: folder.appendingPathComponent("cache").path, now: { now }, identify: { _ in frozen })
  }

  @Test func anEditInTheSameTimestampTickIsNeverAnsweredFromTheOldIndex() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("large.json")
    try Data(Self.largeCatalog(count: 4_000).utf8).write(to: catalog)
    let cache = try Self.coarseCache(at: folder, catalog: catalog, now: 1_000.5)
    let seventh = Catalog.bundled.gems[7].id + "-7"
    // Which of the gems "gem 7" matches comes first depends on their names; whether the seventh is among them does not.
    #expect(try cache.result(catalogAt: catalog.path, query: "gem 7").matches.contains { $0.id == seventh })

    // Same size, one name changed, within the same second: the identity is unchanged.
    try Data(Self.largeCatalog(count: 4_000, renaming: { $0 == 7 ? "Xen \($0)" : "Gem \($0)" }).utf8).write(to: catalog)
    #expect(try cache.result(catalogAt: catalog.path, query: "xen 7").matches.map(\.id) == [seventh])
    #expect(try !cache.result(catalogAt: catalog.path, query: "gem 7").matches.contains { $0.id == seventh })
    #expect(
      try cache.identification(catalogAt: catalog.path, measurements: Measurements()).candidates.isEmpty)
  }

  @Test func anUnprovenIndexIsMadeAgainProvenOnceItsCatalogHasSettled() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("large.json")
    try Data(Self.largeCatalog(count: 4_000).utf8).write(to: catalog)
    let realPath = try #require(System.canonicalPath(catalog.path))
    func isProven(_ cache: CatalogIndexCache) throws -> Bool? {
      let cacheFolder = folder.appendingPathComponent("cache")
      let name = try #require(
        try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).first { $0.hasSuffix(".index") })
      let frozen = FileIdentity(
        fields: Array(try #require(FileIdentity.of(path: catalog.path)).fields[0..<3]) + [1_000, 0, 1_000, 0])
      let file = try #require(
        IndexedCatalog.file(at: cacheFolder.appendingPathComponent(name).path, path: realPath, identity: frozen))
      return IndexedCatalog(file: file, path: realPath, identity: frozen)?.isProven
    }
    let soon = try Self.coarseCache(at: folder, catalog: catalog, now: 1_000.5)
    let expected = try soon.result(catalogAt: catalog.path, query: "ruby")
    #expect(try isProven(soon) == false)
    #expect(try soon.result(catalogAt: catalog.path, query: "ruby") == expected)
    #expect(try isProven(soon) == false)

    let later = try Self.coarseCache(at: folder, catalog: catalog, now: 1_000 + CatalogIndexCache.settledTime)
    #expect(try later.result(catalogAt: catalog.path, query: "ruby") == expected)
    #expect(try isProven(later) == true)
  }

  @Test func theContentChecksumDoesNotDependOnHowTheBytesArrive() {
    let bytes = (0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 37) }
    let whole = ContentChecksum.of(bytes)
    for split in [1, 3, 7, 8, 9, 500, 999] {
      var checksum = ContentChecksum()
      bytes.withUnsafeBytes { all in
        checksum.add(UnsafeRawBufferPointer(rebasing: all[..<split]))
        checksum.add(UnsafeRawBufferPointer(rebasing: all[split...]))
      }
      #expect(checksum.value == whole, "split at \(split)")
    }
    #expect(ContentChecksum.of(Array(bytes.dropLast())) != whole)
    #expect(ContentChecksum.of(bytes + [0]) != whole)
    // The value indexes already record: a change would rebuild every index.
    #expect(ContentChecksum.of(Array(0..<21)) == 0x147e_1c1a_924b_03ac)
  }

  @Test func aLargeCatalogIsIndexedAndTheIndexFollowsEveryChange() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("large.json")
    try Data(Self.largeCatalog(count: 4_000).utf8).write(to: catalog)
    let cache = CatalogIndexCache(folder: folder.appendingPathComponent("cache").path)
    let serial = try #require(Catalog.bundled.gems.firstIndex { $0.id == "rose-quartz" })

    let first = try cache.result(catalogAt: catalog.path, query: "rose quartz gem \(serial)").matches.map(\.id)
    #expect(first == ["rose-quartz-\(serial)"])
    let indexFiles = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("cache").path)
    // The index, and the lock its writers take.
    #expect(indexFiles.filter { $0.hasSuffix(".index") }.count == 1)
    #expect(indexFiles.filter { $0.hasSuffix(".index.lock") }.count == 1)
    #expect(indexFiles.count == 2)
    let direct = try GemSearch(gems: try Catalog.load(path: catalog.path).gems).matches(for: "rose")
    let viaIndex = try cache.result(catalogAt: catalog.path, query: "rose").matches
    #expect(viaIndex == direct)

    // Same size, one name changed: the index must not answer for it.
    try Data(Self.largeCatalog(count: 4_000, renaming: { $0 == 7 ? "Xen \($0)" : "Gem \($0)" }).utf8).write(to: catalog)
    let renamed = Catalog.bundled.gems[7].id + "-7"
    #expect(try cache.result(catalogAt: catalog.path, query: "xen 7").matches.map(\.id) == [renamed])
  }

  @Test func anInvalidLargeCatalogIsNeverIndexed() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("bad.json")
    var text = Self.largeCatalog(count: 4_000)
    text = text.replacingOccurrences(
      of: "\"transparency\": [\"opaque\"]}\n]}", with: "\"transparency\": \"opaque\"}\n]}")
    try Data(text.utf8).write(to: catalog)
    let cache = CatalogIndexCache(folder: folder.appendingPathComponent("cache").path)
    for _ in 0..<2 {
      #expect(throws: CatalogError.self) { try cache.result(catalogAt: catalog.path, query: "ruby") }
    }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("cache").path))
  }

  /// What is wrong with a large catalog that only reading all its gems shows.
  enum Flaw: CaseIterable {
    case repeatedID, repeatedDerivedID, derivedIDGivenToAnother, missingRelation, relationToItself
  }

  /// A large catalog that repeats an id, or relates to a gem it lacks or
  /// to the gem itself, is only found out once the gems are read to build
  /// its index: it is refused with the error decoding it names, and no
  /// index is left.
  @Test(arguments: Flaw.allCases)
  func aLargeCatalogWithABadIDOrRelationIsRefusedAsDecodingRefusesIt(flaw: Flaw) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("bad.json")
    let bundled = Catalog.bundled.gems
    let (early, late) = ("\(bundled[10].id)-10", "\(bundled[3000 % bundled.count].id)-3000")
    let lateName = "\(bundled[3000 % bundled.count].name) Gem 3000"
    var text = Self.largeCatalog(count: 4_000)
    func replace(_ old: String, _ new: String) throws {
      text = text.replacingCharacters(in: try #require(text.range(of: old)), with: new)
    }
    switch flaw {
    case .repeatedID: try replace("\"id\": \"\(late)\"", "\"id\": \"\(early)\"")
    case .repeatedDerivedID:
      try replace("\"id\": \"\(early)\", \"name\": \"\(bundled[10].name) Gem 10\"", "\"name\": \"Twin\"")
      try replace("\"id\": \"\(late)\", \"name\": \"\(lateName)\"", "\"name\": \"twin\"")
    case .derivedIDGivenToAnother:
      try replace("\"id\": \"\(late)\", \"name\": \"\(lateName)\"", "\"name\": \"\(early)\"")
    case .missingRelation: try replace("\"id\": \"\(late)\",", "\"id\": \"\(late)\", \"imitates\": [\"gem-4000\"],")
    case .relationToItself: try replace("\"id\": \"\(late)\",", "\"id\": \"\(late)\", \"imitates\": [\"\(late)\"],")
    }
    try Data(text.utf8).write(to: catalog)
    let expected = #expect(throws: CatalogError.self) { try Catalog.load(path: catalog.path) }
    let cacheFolder = folder.appendingPathComponent("cache")
    let cache = CatalogIndexCache(folder: cacheFolder.path)
    for _ in 0..<2 {
      let error = #expect(throws: CatalogError.self) { try cache.catalog(at: catalog.path) }
      #expect(error == expected)
    }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: cacheFolder.path)) ?? []
    #expect(!files.contains { $0.hasSuffix(".index") }, "\(files)")
  }

  /// A 4,000-gem catalog searched once, so that its index exists: the
  /// catalog, the cache, the cache folder and the index file's name.
  struct Indexed {
    let folder: URL
    let catalog: URL
    let cache: CatalogIndexCache
    let cacheFolder: URL
    let indexName: String
  }

  static func indexed(query: String) throws -> (Indexed, SearchResult) {
    let folder = try Self.folder()
    let catalog = folder.appendingPathComponent("large.json")
    try Data(Self.largeCatalog(count: 4_000).utf8).write(to: catalog)
    let cacheFolder = folder.appendingPathComponent("cache")
    let cache = CatalogIndexCache(folder: cacheFolder.path)
    let result = try cache.result(catalogAt: catalog.path, query: query)
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).first { $0.hasSuffix(".index") })
    return (Indexed(folder: folder, catalog: catalog, cache: cache, cacheFolder: cacheFolder, indexName: name), result)
  }

  @Test func aGemDamagedInsideTheIndexIsNeverShown() throws {
    let (setup, expected) = try Self.indexed(query: "ruby")
    defer { try? FileManager.default.removeItem(at: setup.folder) }
    let (catalog, cache) = (setup.catalog, setup.cache)
    let index = setup.cacheFolder.appendingPathComponent(setup.indexName)
    // Change the text of one gem's colour inside the index, keeping its length.
    var bytes = try Data(contentsOf: index)
    let needle = Data("pigeon's blood red".utf8)
    let range = try #require(bytes.range(of: needle, options: .backwards))
    bytes.replaceSubrange(range, with: Data("PWNED!'s blood red".utf8))
    try bytes.write(to: index)
    #expect(try cache.result(catalogAt: catalog.path, query: "ruby") == expected)
    #expect(try cache.result(catalogAt: catalog.path, query: "ruby") == expected)
  }

  @Test func aFifoOrStaleTemporaryFilesInTheCacheDoNoHarm() throws {
    let (setup, expected) = try Self.indexed(query: "pearl gem 7")
    defer { try? FileManager.default.removeItem(at: setup.folder) }
    let (catalog, cache, cacheFolder, name) = (setup.catalog, setup.cache, setup.cacheFolder, setup.indexName)
    let index = cacheFolder.appendingPathComponent(name).path
    try FileManager.default.removeItem(atPath: index)
    #expect(mkfifo(index, 0o644) == 0)
    let stale = cacheFolder.appendingPathComponent("." + name + ".tmp-1-abc").path
    #expect(FileManager.default.createFile(atPath: stale, contents: Data("partial".utf8)))
    #expect(try cache.result(catalogAt: catalog.path, query: "pearl gem 7") == expected)
    #expect(try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).sorted() == [name, name + ".lock"])
    let mode = try FileManager.default.attributesOfItem(atPath: index)[.posixPermissions] as? Int
    #expect(mode.map { $0 & 0o022 } == 0)
  }

  /// Another process writing the index (or stopped while it writes it)
  /// holds its lock: a search answers from the catalog without waiting,
  /// and leaves that writer's temporary file alone.
  @Test func aSearchDoesNotWaitForAnotherWritersIndexLock() throws {
    let (setup, expected) = try Self.indexed(query: "ruby")
    defer { try? FileManager.default.removeItem(at: setup.folder) }
    let (catalog, cache, cacheFolder, name) = (setup.catalog, setup.cache, setup.cacheFolder, setup.indexName)
    let index = cacheFolder.appendingPathComponent(name).path
    try FileManager.default.removeItem(atPath: index)
    let lock = try FileLock(path: index + ".lock", shownAs: index)
    let theirs = cacheFolder.appendingPathComponent("." + name + ".tmp-1-theirs").path
    #expect(FileManager.default.createFile(atPath: theirs, contents: Data("half written".utf8)))
    // A thread of its own, so that a search that did wait fails the test instead of hanging it.
    let search = BackgroundSearch { try cache.result(catalogAt: catalog.path, query: "ruby") }
    #expect(try search.value(within: 60) == expected)
    #expect(FileManager.default.fileExists(atPath: theirs))
    #expect(!FileManager.default.fileExists(atPath: index))
    lock.release()
    #expect(try cache.result(catalogAt: catalog.path, query: "ruby") == expected)
    #expect(FileManager.default.fileExists(atPath: index))
    #expect(!FileManager.default.fileExists(atPath: theirs))
  }
}

/// A search run on a thread of its own, whose result is waited for.
final class BackgroundSearch: @unchecked Sendable {
  // Written once by the thread before it signals, read only after the wait.
  private var result: Result<SearchResult, any Error>?
  private let done = DispatchSemaphore(value: 0)

  /// Starts `search` on a new thread.
  init(_ search: @escaping @Sendable () throws -> SearchResult) {
    Thread { [self] in
      result = Result { try search() }
      done.signal()
    }.start()
  }

  /// Waits for the search to end, for `seconds` at most.
  ///
  /// - Returns: What it found, or `nil` when it did not end in time.
  /// - Throws: What it threw.
  func value(within seconds: Double) throws -> SearchResult? {
    guard done.wait(timeout: .now() + seconds) == .success else { return nil }
    return try #require(result).get()
  }
}
