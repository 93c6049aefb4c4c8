/// Reads whole files through the platform seam, so that callers can tell a
/// missing file from one that exists but cannot be read.
package enum FileBytes {
  /// Why a file could not be read.
  package struct ReadError: Error {
    var failure: SystemFailure
    /// The most bytes the read would take, when it stopped for that.
    var limit: Int?
    /// The line that was too long, counted from 1, when the read stopped for that.
    package var longLine: Int?

    /// Whether the file, or a folder on its path, does not exist.
    package var isMissing: Bool { failure.isMissing }
    /// Whether a file stands in place of a folder on the path.
    package var isBelowAFile: Bool { failure == .notAFolder }
    /// Whether the path names a folder.
    package var isFolder: Bool { failure == .isAFolder }
    /// Whether the path's symbolic links lead round in a loop.
    package var isLinkLoop: Bool { failure == .linkLoop }
    /// Whether the path names something other than a regular file, where one was required.
    package var isNotRegular = false
    /// Whether there was more than the read would take.
    package var isTooLarge: Bool { limit != nil }
    /// The reason, in the system's words or as the limit.
    package var reason: String {
      limit.map { "it is larger than \(FileBytes.describe($0))" } ?? failure.reason
    }
  }

  /// The largest file read (1 GiB), so that `/dev/zero` or an endless pipe
  /// ends with an error rather than exhausting memory.
  static let maximumSize = 1 << 30

  /// Reads the whole file at `path`, or its start.
  ///
  /// A named pipe is read too (`--catalog <(gunzip -c gems.json.gz)`), but
  /// opening one does not wait for a writer: a pipe nobody writes to reads
  /// as empty instead of blocking raygem forever.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - requiringRegularFile: Whether to refuse, before reading anything,
  ///     what is not a regular file (a device such as `/dev/zero`, a pipe).
  ///   - stop: Looks at each part read, after the parts before it, and
  ///     says whether to stop reading there.
  /// - Returns: The bytes, up to the end or to the part where `stop` said so.
  /// - Throws: ``ReadError`` when it cannot be opened or read, is a folder,
  ///   is not a regular file where one is required (``ReadError/isNotRegular``),
  ///   or holds more than ``maximumSize`` bytes.
  static func contents(
    ofPath path: String, requiringRegularFile: Bool = false,
    stoppingWhen stop: (ArraySlice<UInt8>) -> Bool = { _ in false }
  ) throws(ReadError) -> [UInt8] {
    let descriptor: Int32
    do throws(SystemFailure) {
      descriptor = try System.openFile(path, [.readOnly, .nonBlocking])
    } catch {
      throw ReadError(failure: error)
    }
    defer { try? System.closeFile(descriptor) }
    if requiringRegularFile, let status = try? System.status(of: descriptor), status.kind == .other {
      var error = ReadError(failure: .inputOutput)
      error.isNotRegular = true
      throw error
    }
    // Reads then wait for data as usual.
    System.clearNonBlocking(descriptor)
    return try contents(ofDescriptor: descriptor, limit: maximumSize, stoppingWhen: stop)
  }

  /// Reads everything left on an open descriptor, such as standard input.
  ///
  /// - Parameters:
  ///   - descriptor: An open file, pipe or terminal.
  ///   - limit: The most bytes to take.
  ///   - longestLine: The most bytes a line may take, its end not counted;
  ///     `nil` for no limit.
  /// - Returns: The bytes.
  /// - Throws: ``ReadError`` when a read fails, the descriptor is a
  ///   folder, there are more than `limit` bytes (``ReadError/isTooLarge``),
  ///   or a line is longer than `longestLine` (``ReadError/longLine``),
  ///   which is found without reading the rest of that line.
  package static func contents(ofDescriptor descriptor: Int32, limit: Int, longestLine: Int?) throws(ReadError)
    -> [UInt8]
  {
    guard let longestLine else { return try contents(ofDescriptor: descriptor, limit: limit) { _ in false } }
    var lines = LineLengths()
    var longLine: Int?
    let data = try contents(ofDescriptor: descriptor, limit: limit) { part in
      longLine = lines.firstLine(in: part, longerThan: longestLine)
      return longLine != nil
    }
    if let longLine { throw ReadError(failure: .tooLarge, longLine: longLine) }
    return data
  }

  /// Follows the lengths of lines across the parts of a text as they are read.
  private struct LineLengths {
    /// The line the next byte is in, from 1.
    private var line = 1
    /// How long that line is so far.
    private var length = 0

    /// The number of the first line that grows longer than `limit` bytes with `part`.
    mutating func firstLine(in part: ArraySlice<UInt8>, longerThan limit: Int) -> Int? {
      for byte in part {
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
          if byte == UInt8(ascii: "\n") { line += 1 }
          length = 0
        } else {
          length += 1
          if length > limit { return line }
        }
      }
      return nil
    }
  }

  private static func contents(
    ofDescriptor descriptor: Int32, limit: Int, stoppingWhen stop: (ArraySlice<UInt8>) -> Bool
  ) throws(ReadError) -> [UInt8] {
    var data: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    do throws(SystemFailure) {
      let status = try System.status(of: descriptor)
      guard status.kind != .folder else { throw SystemFailure.isAFolder }
      data.reserveCapacity(min(max(status.size, 0), limit))
      while data.count <= limit {
        // withUnsafeMutableBytes rethrows untyped errors: carry the failure out as a result.
        let count = try chunk.withUnsafeMutableBytes { buffer in
          Result { () throws(SystemFailure) in try System.readBytes(descriptor, into: buffer) }
        }.get()
        if count == 0 { return data }
        guard data.count + count <= limit else { break }
        // Grown by doubling, then straight to the limit once that is near:
        // an endless input would otherwise hold twice the limit while the
        // last doubling copied it.
        if data.capacity < data.count + count {
          let grown = max(2 * data.capacity, data.count + count)
          data.reserveCapacity(grown >= limit / 2 ? limit : grown)
        }
        data.append(contentsOf: chunk[0..<count])
        if stop(chunk[0..<count]) { return data }
      }
    } catch {
      throw ReadError(failure: error)
    }
    throw ReadError(failure: .tooLarge, limit: limit)
  }

  /// Reads the file at `path` a chunk at a time, handing each chunk to
  /// `body`, so that a large file is checked without being held.
  ///
  /// - Throws: ``ReadError`` when it cannot be opened or read, or is a folder.
  package static func forEachChunk(ofPath path: String, _ body: (UnsafeRawBufferPointer) -> Void) throws(ReadError) {
    do throws(SystemFailure) {
      let descriptor = try System.openFile(path, [.readOnly, .nonBlocking])
      defer { try? System.closeFile(descriptor) }
      System.clearNonBlocking(descriptor)
      guard try System.status(of: descriptor).kind != .folder else { throw SystemFailure.isAFolder }
      let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
      defer { chunk.deallocate() }
      while true {
        let count = try System.readBytes(descriptor, into: chunk)
        if count == 0 { return }
        body(UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
      }
    } catch {
      throw ReadError(failure: error)
    }
  }

  /// A size in words: `1 GiB`, `16 MiB`.
  static func describe(_ bytes: Int) -> String {
    bytes >= 1 << 30 ? "\(bytes >> 30) GiB" : "\(bytes >> 20) MiB"
  }
}
