import Foundation
import Testing

@testable import GemCore

#if canImport(Glibc)
  import Glibc
#endif

private typealias Fixture = FavoritesFixture

@Suite("Favorites store")
struct FavoritesStoreTests {
  // MARK: Reading

  @Test func loadOfMissingFileReturnsNothingAndCreatesNothing() throws {
    try Fixture.withFolder { (folder: String) throws in
      let store = FavoritesStore(environment: ["RAYGEM_HOME": folder + "/home/raygem", "HOME": folder])
      #expect(store.path == folder + "/home/raygem/favorites.json")
      #expect(try store.load() == [])
      #expect(Fixture.listing(folder) == [])

      let inExisting = FavoritesStore(path: folder + "/favorites.json")
      #expect(try inExisting.load() == [])
      #expect(Fixture.listing(folder) == [])
    }
  }

  @Test func aChangeThatMustNotWaitReportsAHeldLockAndChangesNothing() throws {
    try Fixture.withFolder { (folder: String) throws in
      let store = FavoritesStore(path: folder + "/favorites.json")
      try store.update(Fixture.add("ruby"))
      let before = Fixture.bytes(folder + "/favorites.json")
      let held = try FileLock(path: folder + "/favorites.json.lock", shownAs: "held")
      #expect(Fixture.error { try store.update(waits: false, Fixture.add("pearl")) } == .busy(path: store.path!))
      #expect(Fixture.bytes(folder + "/favorites.json") == before)
      held.release()
      #expect(try store.update(waits: false, Fixture.add("pearl")) == ["ruby", "pearl"])
    }
  }

  /// A copy of the lock's descriptor, as a child being started holds until
  /// it execs, must not keep the lock after release: in the full test run
  /// a store found its file still locked just after the holder let go.
  @Test func aReleasedLockIsFreeWhileACopyOfItsDescriptorLives() throws {
    try Fixture.withFolder { (folder: String) throws in
      let held = try FileLock(path: folder + "/favorites.json.lock", shownAs: "held")
      let copy = dup(held.descriptor)
      defer { close(copy) }
      held.release()
      let store = FavoritesStore(path: folder + "/favorites.json")
      #expect(try store.update(waits: false, Fixture.add("pearl")) == ["pearl"])
    }
  }

  @Test func changeThatAltersNothingCreatesNothing() throws {
    try Fixture.withFolder { (folder: String) throws in
      let store = FavoritesStore(path: folder + "/raygem/favorites.json")
      #expect(try store.update(Fixture.remove("ruby")) == [])
      #expect(try store.update { _ in } == [])
      #expect(Fixture.listing(folder) == [])
    }
  }

  // MARK: Changing

  @Test func firstWriteCreatesFolderFileAndLock() throws {
    try Fixture.withFolder { (folder: String) throws in
      let store = FavoritesStore(environment: ["XDG_DATA_HOME": folder + "/data", "HOME": "/nonexistent"])
      let path = try #require(store.path)
      #expect(path == folder + "/data/raygem/favorites.json")
      #expect(try store.update(Fixture.add("ruby")) == ["ruby"])
      #expect(Fixture.text(path) == Fixture.fileText(["ruby"]))
      #expect(Fixture.listing(folder + "/data/raygem") == ["favorites.json", "favorites.json.lock"])
      let umask = try Fixture.currentUmask()
      // Private: other users may not read what someone keeps as favorites.
      #expect(Fixture.permissions(path) == 0o600 & ~umask)
      #expect(Fixture.permissions(folder + "/data") == 0o700 & ~umask)
      #expect(Fixture.permissions(folder + "/data/raygem") == 0o700 & ~umask)
      #expect(try store.load() == ["ruby"])
    }
  }

  @Test func addRemoveAndToggleKeepTheOrderOfAddition() throws {
    try Fixture.withFolder { (folder: String) throws in
      let path = folder + "/favorites.json"
      let store = FavoritesStore(path: path)
      #expect(try store.update(Fixture.add("sapphire")) == ["sapphire"])
      #expect(try store.update(Fixture.add("ruby")) == ["sapphire", "ruby"])
      #expect(try store.update(Fixture.add("rose-quartz")) == ["sapphire", "ruby", "rose-quartz"])
      #expect(Fixture.text(path) == Fixture.fileText(["sapphire", "ruby", "rose-quartz"]))
      #expect(try store.update(Fixture.remove("ruby")) == ["sapphire", "rose-quartz"])
      #expect(try store.update(Fixture.toggle("ruby")) == ["sapphire", "rose-quartz", "ruby"])
      #expect(try store.update(Fixture.toggle("sapphire")) == ["rose-quartz", "ruby"])
      #expect(try store.load() == ["rose-quartz", "ruby"])
      #expect(Fixture.text(path) == Fixture.fileText(["rose-quartz", "ruby"]))
      #expect(try store.update(Fixture.remove("ruby")) == ["rose-quartz"])
      #expect(try store.update(Fixture.remove("rose-quartz")) == [])
      #expect(Fixture.text(path) == Fixture.fileText([]))
      #expect(try store.load() == [])
    }
  }

  @Test func idempotentAddAndRemoveWriteNothing() throws {
    try Fixture.withFolder { (folder: String) throws in
      let path = folder + "/favorites.json"
      let store = FavoritesStore(path: path)
      try store.update(Fixture.add("ruby"))
      // A modification time long past, so that any write would show in it.
      var past = [timespec(tv_sec: 1_000_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000_000, tv_nsec: 0)]
      #expect(utimensat(AT_FDCWD, path, &past, 0) == 0)
      let before = try #require(Fixture.linkStatus(path))
      #expect(before.st_mtim.tv_sec == 1_000_000_000)
      let bytes = Fixture.bytes(path)

      #expect(try store.update(Fixture.add("ruby")) == ["ruby"])
      #expect(try store.update(Fixture.remove("jade")) == ["ruby"])

      let after = try #require(Fixture.linkStatus(path))
      #expect(Fixture.bytes(path) == bytes)
      #expect(after.st_ino == before.st_ino)
      #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec)
      #expect(after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
    }
  }

  @Test func unknownIdsAndHandWrittenFilesAreKept() throws {
    try Fixture.withFolder { (folder: String) throws in
      let path = folder + "/favorites.json"
      try Fixture.write(#"{"favorites":["unobtainium","ruby","unobtainium"]}"#, to: path)
      let store = FavoritesStore(path: path)
      #expect(try store.load() == ["unobtainium", "ruby"])
      // Nothing changes, so the duplicate-holding file is left as it is.
      #expect(try store.update(Fixture.add("ruby")) == ["unobtainium", "ruby"])
      #expect(Fixture.text(path) == #"{"favorites":["unobtainium","ruby","unobtainium"]}"#)
      #expect(try store.update(Fixture.add("jade")) == ["unobtainium", "ruby", "jade"])
      #expect(Fixture.text(path) == Fixture.fileText(["unobtainium", "ruby", "jade"]))
    }
  }

  @Test func keysOtherThanFavoritesSurviveEveryChange() throws {
    try Fixture.withFolder { (folder: String) throws in
      let path = folder + "/favorites.json"
      try Fixture.write(#"{"note": "birthstones", "favorites": ["ruby"], "synced": {"at": [2026, 11]}}"#, to: path)
      let store = FavoritesStore(path: path)
      #expect(try store.update(Fixture.add("garnet")) == ["ruby", "garnet"])
      #expect(try store.update(Fixture.remove("ruby")) == ["garnet"])
      #expect(
        Fixture.text(path)
          == "{\n  \"schemaVersion\": 1,\n  \"favorites\": [\n    \"garnet\"\n  ],\n"
          + "  \"note\": \"birthstones\",\n  \"synced\": {\"at\": [2026, 11]}\n}\n")
    }
  }

  @Test func duplicatesAddedByAChangeAreDropped() throws {
    try Fixture.withFolder { (folder: String) throws in
      let store = FavoritesStore(path: folder + "/favorites.json")
      #expect(try store.update { $0 += ["ruby", "jade", "ruby"] } == ["ruby", "jade"])
      #expect(try store.load() == ["ruby", "jade"])
    }
  }

  @Test func dotAndDotDotComponentsInThePathWork() throws {
    try Fixture.withFolder { (folder: String) throws in
      let store = FavoritesStore(path: folder + "/./home/../home/favorites.json")
      #expect(try store.update(Fixture.add("ruby")) == ["ruby"])
      #expect(Fixture.text(folder + "/home/favorites.json") == Fixture.fileText(["ruby"]))
      #expect(Fixture.listing(folder + "/home") == ["favorites.json", "favorites.json.lock"])
    }
  }

  // MARK: Invalid files

  @Test(arguments: FavoritesFileTests.invalidFiles)
  func invalidFileIsRefusedAndNeverOverwritten(_ invalid: FavoritesFileTests.Invalid) throws {
    try Fixture.withFolder { (folder: String) throws in
      let path = folder + "/favorites.json"
      try Data(invalid.bytes).write(to: URL(fileURLWithPath: path))
      let store = FavoritesStore(path: path)
      let expected = FavoritesError.invalid(path: path, problem: invalid.problem)

      #expect(Fixture.error { _ = try store.load() } == expected)
      #expect(Fixture.error { try store.update(Fixture.add("ruby")) } == expected)
      #expect(Fixture.error { try store.update(Fixture.remove("ruby")) } == expected)
      #expect(Fixture.bytes(path) == Data(invalid.bytes))
      #expect(Fixture.listing(folder).allSatisfy { !$0.contains(".tmp-") })
    }
  }

  @Test func invalidMessageNamesTheFile() {
    let error = FavoritesError.invalid(
      path: "/h/favorites.json",
      problem: "it has schemaVersion 2, from a newer raygem; this raygem reads version 1 only, so update raygem")
    #expect(
      error.message
        == "favorites file '/h/favorites.json' is not valid: it has schemaVersion 2, from a newer raygem; this raygem reads version 1 only, so update raygem"
    )
  }

  @Test func folderInPlaceOfTheFileIsInvalid() throws {
    try Fixture.withFolder { (folder: String) throws in
      let path = folder + "/favorites.json"
      #expect(mkdir(path, 0o755) == 0)
      let store = FavoritesStore(path: path)
      let expected = FavoritesError.invalid(path: path, problem: "it is a folder, not a file; move it aside")
      #expect(Fixture.error { _ = try store.load() } == expected)
      #expect(Fixture.error { try store.update(Fixture.add("ruby")) } == expected)
      #expect(Fixture.listing(path) == [])
      #expect(
        expected.message == "favorites file '\(path)' is not valid: it is a folder, not a file; move it aside")
    }
  }

  // MARK: Unwritable and unreadable

  @Test func parentThatIsARegularFileIsUnwritable() throws {
    try Fixture.withFolder { (folder: String) throws in
      try Fixture.write("not a folder", to: folder + "/file")
      // RAYGEM_HOME names a regular file: the folder cannot exist.
      let store = FavoritesStore(environment: ["RAYGEM_HOME": folder + "/file"])
      let path = folder + "/file/favorites.json"
      let error = Fixture.error { try store.update(Fixture.add("ruby")) }
      let expected = FavoritesError.unwritable(
        path: path, reason: "cannot create folder '\(folder)/file': not a directory")
      #expect(error == expected)
      #expect(
        error?.message
          == "cannot write favorites file '\(path)': cannot create folder '\(folder)/file': not a directory")
      #expect(Fixture.listing(folder) == ["file"])
      #expect(Fixture.text(folder + "/file") == "not a folder")
    }
  }

  @Test func parentThatIsARegularFileCannotBeRead() throws {
    try Fixture.withFolder { (folder: String) throws in
      try Fixture.write("not a folder", to: folder + "/file")
      // Read as "no favorites", it was said to hold none until the first change failed.
      let store = FavoritesStore(environment: ["RAYGEM_HOME": folder + "/file"])
      let path = folder + "/file/favorites.json"
      let expected = FavoritesError.io(
        path: path, reason: "cannot read it: a file stands in place of a folder on its path")
      #expect(Fixture.error { _ = try store.load() } == expected)
      #expect(Fixture.error { _ = try store.favorites() } == expected)
      #expect(Fixture.listing(folder) == ["file"])
    }
  }

  @Test func missingFoldersBelowARegularFileAreUnwritable() throws {
    try Fixture.withFolder { (folder: String) throws in
      try Fixture.write("x", to: folder + "/file")
      let store = FavoritesStore(environment: ["XDG_DATA_HOME": folder + "/file/deeper"])
      let error = Fixture.error { try store.update(Fixture.toggle("ruby")) }
      guard case .unwritable(let path, let reason)? = error else {
        Issue.record("expected .unwritable, got \(String(describing: error))")
        return
      }
      #expect(path == folder + "/file/deeper/raygem/favorites.json")
      #expect(reason.hasSuffix(": not a directory"))
      #expect(Fixture.listing(folder) == ["file"])
    }
  }

  @Test(.enabled(if: !FavoritesFixture.isRoot, "root ignores permission bits, so a 0555 folder stays writable"))
  func readOnlyFolderIsUnwritable() throws {
    try Fixture.withFolder { (folder: String) throws in
      let home = folder + "/raygem"
      #expect(mkdir(home, 0o755) == 0)
      let path = home + "/favorites.json"
      try Fixture.write(Fixture.fileText(["jade"]), to: path)
      #expect(chmod(home, 0o555) == 0)
      let store = FavoritesStore(path: path)
      let error = Fixture.error { try store.update(Fixture.add("ruby")) }
      #expect(
        error
          == .unwritable(
            path: path,
            reason: "cannot create lock file '\(path).lock': permission denied; "
              + "check the permissions, or set RAYGEM_HOME to a writable folder"))
      #expect(Fixture.listing(home) == ["favorites.json"])
      #expect(try store.load() == ["jade"])
    }
  }

  @Test(.enabled(if: !FavoritesFixture.isRoot, "root can read a file with mode 0000"))
  func unreadableFileIsAnIOError() throws {
    try Fixture.withFolder { (folder: String) throws in
      let path = folder + "/favorites.json"
      try Fixture.write(Fixture.fileText(["jade"]), to: path)
      #expect(chmod(path, 0o000) == 0)
      let store = FavoritesStore(path: path)
      let expected = FavoritesError.io(path: path, reason: "cannot read it: permission denied")
      #expect(Fixture.error { _ = try store.load() } == expected)
      #expect(Fixture.error { try store.update(Fixture.add("ruby")) } == expected)
      #expect(expected.message == "cannot access favorites file '\(path)': cannot read it: permission denied")
    }
  }

  /// Like a folder in the file's place: not a favorites file, and left alone.
  @Test func symbolicLinkLoopIsNotAValidFile() throws {
    try Fixture.withFolder { (folder: String) throws in
      let path = folder + "/favorites.json"
      #expect(symlink("favorites.json", path) == 0)
      let store = FavoritesStore(path: path)
      let expected = FavoritesError.invalid(
        path: path, problem: "it is a symbolic link that leads round in a loop; fix or remove the link")
      #expect(Fixture.error { _ = try store.load() } == expected)
      #expect(Fixture.error { try store.update(Fixture.add("ruby")) } == expected)
      #expect(Fixture.linkStatus(path).map { $0.st_mode & S_IFMT } == S_IFLNK)
    }
  }

  // MARK: Permissions, links, leftovers

  @Test func permissionsAreKept() throws {
    try Fixture.withFolder { (folder: String) throws in
      let path = folder + "/favorites.json"
      try Fixture.write(Fixture.fileText(["jade"]), to: path)
      #expect(chmod(path, 0o600) == 0)
      let store = FavoritesStore(path: path)
      try store.update(Fixture.add("ruby"))
      #expect(Fixture.permissions(path) == 0o600)
      #expect(chmod(path, 0o640) == 0)
      try store.update(Fixture.remove("jade"))
      #expect(Fixture.permissions(path) == 0o640)
      #expect(Fixture.text(path) == Fixture.fileText(["ruby"]))
    }
  }

  @Test func symbolicLinkStaysALinkAndItsTargetIsReplaced() throws {
    try Fixture.withFolder { (folder: String) throws in
      #expect(mkdir(folder + "/dotfiles", 0o755) == 0)
      #expect(mkdir(folder + "/home", 0o755) == 0)
      let target = folder + "/dotfiles/favs.json"
      try Fixture.write(Fixture.fileText(["jade"]), to: target)
      #expect(chmod(target, 0o600) == 0)
      // A chain: home/favorites.json -> link.json -> ../dotfiles/favs.json
      #expect(symlink("../dotfiles/favs.json", folder + "/home/link.json") == 0)
      #expect(symlink("link.json", folder + "/home/favorites.json") == 0)
      let path = folder + "/home/favorites.json"
      let store = FavoritesStore(path: path)

      #expect(try store.update(Fixture.add("ruby")) == ["jade", "ruby"])

      #expect(Fixture.linkStatus(path).map { $0.st_mode & S_IFMT } == S_IFLNK)
      #expect(Fixture.linkStatus(folder + "/home/link.json").map { $0.st_mode & S_IFMT } == S_IFLNK)
      #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "link.json")
      #expect(Fixture.text(target) == Fixture.fileText(["jade", "ruby"]))
      #expect(Fixture.permissions(target) == 0o600)
      #expect(Fixture.listing(folder + "/home") == ["favorites.json", "favorites.json.lock", "link.json"])
      // The target has its own lock, for writers that reach it by its real path.
      #expect(Fixture.listing(folder + "/dotfiles") == ["favs.json", "favs.json.lock"])
      #expect(try store.load() == ["jade", "ruby"])
    }
  }

  @Test func danglingSymbolicLinkGetsItsTargetCreated() throws {
    try Fixture.withFolder { (folder: String) throws in
      let path = folder + "/favorites.json"
      #expect(symlink(folder + "/dotfiles/raygem/favs.json", path) == 0)
      let store = FavoritesStore(path: path)
      #expect(try store.load() == [])
      #expect(try store.update(Fixture.add("opal")) == ["opal"])
      #expect(Fixture.linkStatus(path).map { $0.st_mode & S_IFMT } == S_IFLNK)
      #expect(Fixture.text(folder + "/dotfiles/raygem/favs.json") == Fixture.fileText(["opal"]))
      #expect(try store.load() == ["opal"])
    }
  }

  @Test func staleTemporaryFilesAreRemovedByTheNextWrite() throws {
    try Fixture.withFolder { (folder: String) throws in
      let path = folder + "/favorites.json"
      try Fixture.write(Fixture.fileText(["jade"]), to: path)
      try Fixture.write("{\"schemaVersion\": 1, \"favo", to: folder + "/.favorites.json.tmp-4242-abc")
      try Fixture.write("", to: folder + "/.favorites.json.tmp-1-x")
      try Fixture.write("keep", to: folder + "/.other.json.tmp-1-x")
      try Fixture.write("keep", to: folder + "/favorites.json.tmp-1-x")
      let store = FavoritesStore(path: path)
      #expect(try store.update(Fixture.add("ruby")) == ["jade", "ruby"])
      #expect(
        Fixture.listing(folder) == [
          ".other.json.tmp-1-x", "favorites.json", "favorites.json.lock", "favorites.json.tmp-1-x",
        ])
      #expect(Fixture.text(path) == Fixture.fileText(["jade", "ruby"]))
    }
  }
}
