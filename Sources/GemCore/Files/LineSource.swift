/// The lines of a file or of standard input, read a chunk at a time, so
/// that a parcel of any size is answered a stone at a time without being
/// held whole.
package final class LineSource {
  /// One line read.
  package enum Line: Equatable {
    /// Its text, without its end (`\n` or `\r\n`).
    case text(String)
    /// A line that is not UTF-8, decoded with U+FFFD for the bytes that
    /// are not, so that its layout can still be told.
    case notUTF8(String)
    /// A line longer than the limit, skipped to its end unread.
    case tooLong
  }

  private let descriptor: Int32
  private let ownsDescriptor: Bool
  private let longestLine: Int
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)
  private var chunkStart = 0
  private var chunkEnd = 0
  private var isAtEnd = false
  /// The number of the last line handed out, from 1.
  package private(set) var lineNumber = 0

  /// The lines of the file at `path`.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - longestLine: The most bytes a line may take.
  /// - Throws: ``FileBytes/ReadError`` when it cannot be opened or is a folder.
  package init(path: String, longestLine: Int) throws(FileBytes.ReadError) {
    do throws(SystemFailure) {
      // Blocking, as `cat` opens it: a FIFO waits for its writer.
      descriptor = try System.openFile(path, [.readOnly])
      guard try System.status(of: descriptor).kind != .folder else {
        try? System.closeFile(descriptor)
        throw SystemFailure.isAFolder
      }
    } catch {
      throw FileBytes.ReadError(failure: error)
    }
    ownsDescriptor = true
    self.longestLine = longestLine
  }

  /// Checks that the file at `path` exists, is no folder and may be read,
  /// without opening it: opening a FIFO only to check it would take its
  /// writer's lines and give them to no one.
  ///
  /// - Throws: ``FileBytes/ReadError`` naming what is wrong.
  package static func checkReadable(path: String) throws(FileBytes.ReadError) {
    do throws(SystemFailure) {
      guard try System.status(atPath: path).kind != .folder else { throw SystemFailure.isAFolder }
      try System.checkReadable(path)
    } catch {
      throw FileBytes.ReadError(failure: error)
    }
  }

  /// The lines of an open descriptor, such as standard input's, left open.
  package init(descriptor: Int32, longestLine: Int) {
    self.descriptor = descriptor
    ownsDescriptor = false
    self.longestLine = longestLine
  }

  deinit {
    if ownsDescriptor { try? System.closeFile(descriptor) }
  }

  /// Whether ``next()`` can hand out a line without waiting for more input:
  /// a whole line is already read, or the input has ended.
  package var hasLineReady: Bool {
    isAtEnd || chunk[chunkStart..<chunkEnd].contains(UInt8(ascii: "\n"))
  }

  /// Reads the next line.
  ///
  /// - Parameter skippingToItsEnd: Whether a line longer than the limit is
  ///   read to its end before ``Line/tooLong`` is returned, so that the next
  ///   call gives the line after it; when `false`, it is returned as soon as
  ///   the limit is passed, for a caller that reads no further (a line with no
  ///   end, as `/dev/zero` gives, would be read for ever).
  /// - Returns: The line, or `nil` after the last.
  /// - Throws: ``FileBytes/ReadError`` when a read fails.
  package func next(skippingToItsEnd: Bool = true) throws(FileBytes.ReadError) -> Line? {
    var line: [UInt8] = []
    var isTooLong = false
    while true {
      if chunkStart == chunkEnd {
        guard try refill() else {
          guard !line.isEmpty || isTooLong else { return nil }
          return finish(line, isTooLong: isTooLong)
        }
      }
      let end = chunk[chunkStart..<chunkEnd].firstIndex(of: UInt8(ascii: "\n"))
      let piece = chunk[chunkStart..<(end ?? chunkEnd)]
      if !isTooLong {
        if line.count + piece.count > longestLine + 1 {
          isTooLong = true
          line = []
          if !skippingToItsEnd { return finish(line, isTooLong: true) }
        } else {
          line.append(contentsOf: piece)
        }
      }
      guard let end else {
        chunkStart = chunkEnd
        continue
      }
      chunkStart = end + 1
      return finish(line, isTooLong: isTooLong)
    }
  }

  private func finish(_ line: [UInt8], isTooLong: Bool) -> Line {
    lineNumber += 1
    guard !isTooLong else { return .tooLong }
    let text = line.last == UInt8(ascii: "\r") ? line.dropLast() : line[...]
    guard text.count <= longestLine else { return .tooLong }
    guard let decoded = String(validating: text, as: UTF8.self) else {
      return .notUTF8(String(decoding: text, as: UTF8.self))
    }
    return .text(decoded)
  }

  private func refill() throws(FileBytes.ReadError) -> Bool {
    guard !isAtEnd else { return false }
    do throws(SystemFailure) {
      // withUnsafeMutableBytes rethrows untyped errors: carry the failure out as a result.
      let count = try chunk.withUnsafeMutableBytes { buffer in
        Result { () throws(SystemFailure) in try System.readBytes(descriptor, into: buffer) }
      }.get()
      chunkStart = 0
      chunkEnd = count
      isAtEnd = count == 0
      return count > 0
    } catch {
      throw FileBytes.ReadError(failure: error)
    }
  }
}
