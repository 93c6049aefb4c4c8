import GemCore
import Synchronization
import TerminalRendering
import Testing

@testable import RaygemCLI

@Suite("Row layouts")
struct RowLayoutTests {
  private let rows = [("Ruby", 9.0), ("Spinel", 8.0)]
  private let columns = [
    Column("name", title: "Name"), Column("hardness", title: "Mohs", alignment: .right, isShrinkable: false),
  ]

  private func lines(_ layout: RowLayout, rows: [(String, Double)]? = nil, width: Int = 40) -> [String] {
    let list = RowList(rows ?? self.rows, columns: columns, layout: layout) { row in
      [.text(row.0), .measured(PropertyRange(row.1), decimals: nil)]
    }
    return Canvas(width: width).drawing(list).lines.map(\.plain)
  }

  @Test func eachFormatLaysOutTheSameRows() {
    #expect(lines(.table(colored: false)) == ["Name    Mohs", "Ruby       9", "Spinel     8"])
    #expect(lines(.separated(.tsv)) == ["name\thardness", "Ruby\t9", "Spinel\t8"])
    #expect(lines(.separated(.plain)) == ["Ruby\t9", "Spinel\t8"])
    #expect(
      lines(.jsonLines) == [
        "{\"name\":\"Ruby\",\"hardness\":{\"min\":9,\"max\":9}}",
        "{\"name\":\"Spinel\",\"hardness\":{\"min\":8,\"max\":8}}",
      ])
    #expect(lines(.jsonArray, rows: []) == ["[]"])
    #expect(lines(.separated(.csv), rows: []) == ["name,hardness\r"])
  }

  @Test func aViewportMarksTheSelectedRowAndFillsItsHeight() {
    let viewport = lines(.viewport(first: 10, selected: 11, height: 5, colored: false), width: 20)
    #expect(viewport == ["  Name    Mohs", "  Ruby       9", "› Spinel     8      ", "", ""])
    let list = RowList(rows, columns: columns, layout: .viewport(first: 10, selected: 10, height: 3, colored: true)) {
      [.text($0.0), .number($0.1)]
    }
    let colored = Canvas(width: 20).drawing(list).lines
    #expect(colored[1].spans.allSatisfy { $0.role == .selected })
    #expect(colored[2].spans.allSatisfy { $0.role != .selected })
  }

  @Test("a list of a slice prints the slice's rows; separated values quote and write numbers as programs read them")
  func sliceAndSeparatedValues() {
    let rows = [("Agate", 7.0), ("Ruby, red", 9.0), ("Spinel \"red\"", 8.0)]
    let list = RowList(rows[1...], columns: columns, layout: .separated(.csv)) { row in
      [.text(row.0), .measured(PropertyRange(min: row.1 - 0.5, max: row.1), decimals: 1)]
    }
    #expect(
      Canvas(width: 80).drawing(list).lines.map(\.plain) == [
        "name,hardness\r", "\"Ruby, red\",8.5-9\r", "\"Spinel \"\"red\"\"\",7.5-8\r",
      ])
    let flags = RowList([true, false], columns: columns, layout: .separated(.plain)) { flag in
      [.favorite(flag), flag ? .absent(isList: false) : .number(-2)]
    }
    #expect(Canvas(width: 80).drawing(flags).lines.map(\.plain) == ["true\t", "false\t-2"])
  }

  @Test("each kind of value prints once per form: people, programs, JSON")
  func valueKinds() {
    let table = RowLayout.table(colored: false)
    let deviation = CellValue.deviation(-0.0123, decimals: 3)
    #expect(table.text(deviation).plain == "-0.012")
    #expect(RowLayout.plain(deviation) == "-0.012")
    #expect(RowLayout.json(deviation) == "-0.0123")
    let range = CellValue.measured(PropertyRange(min: 1.762, max: 1.77), decimals: 3)
    #expect(table.text(range).plain == "1.762–1.770")
    #expect(RowLayout.plain(range) == "1.762-1.77")
    #expect(RowLayout.json(range) == "{\"min\":1.762,\"max\":1.77}")
    #expect(table.text(.favorite(true)).plain == "♥")
    #expect(RowLayout.plain(.favorite(false)) == "false")
    #expect(RowLayout.json(.absent(isList: true)) == "[]")
    #expect(RowLayout.json(.absent(isList: false)) == "null")
    #expect(RowLayout.plain(.list(["a", "b"], separator: ",")) == "a,b")
    #expect(RowLayout.json(.object([(key: "a", value: .array([.number(1), .bool(true)]))])) == "{\"a\":[1,true]}")
    let red = CellValue.color(GemColor(name: "red", hex: "#FF0000"))
    #expect(table.text(red).plain == "red")
    #expect(RowLayout.table(colored: true).text(red).plain == "   red")
  }

  @Test("a streaming canvas writes what a kept one holds, and stops when its reader goes")
  func streaming() {
    let many = (0..<20_000).map { ("Gem \($0)", Double($0 % 10)) }
    let list = RowList(many, columns: columns, layout: .separated(.tsv)) { row in
      [.text(row.0), .number(row.1)]
    }
    let kept = Canvas(width: 80).drawing(list).text(colored: false)
    let buffer = OutputBuffer()
    var canvas = Canvas(width: 80, streamingTo: buffer, colored: false)
    list.draw(in: &canvas)
    canvas.finish()
    #expect(buffer.text == kept)

    let asked = Counter()
    let closing = ClosingSink()
    var streaming = Canvas(width: 80, streamingTo: closing, colored: false)
    RowList(many, columns: columns, layout: .jsonLines) { row in
      asked.add()
      return [.text(row.0), .number(row.1)]
    }.draw(in: &streaming)
    streaming.finish()
    #expect(closing.chunks == 1)
    #expect(asked.count < many.count)
  }

  /// Lines that each fit a chunk go out whole: a chunk filled inside a line
  /// sends the lines before it and keeps the line for the next, so that a
  /// run killed between two writes (Ctrl-C on `identify --batch`) leaves
  /// no torn row.
  @Test func aChunkFilledInsideALineSendsOnlyTheLinesBeforeIt() {
    let value = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
    let sink = ChunkSizes()
    var canvas = Canvas(width: 80, streamingTo: sink, colored: false)
    for _ in 0..<300 {
      canvas.appendTrustedLine { line in
        for _ in 0..<3 {
          line.bytes.append(contentsOf: value)
          line.sendIfFull()
        }
      }
    }
    canvas.finish()
    #expect(sink.sizes.reduce(0, +) == 300 * 3001)
    // 21 whole lines a write (63,021 bytes; the 22nd fills the chunk), the last 6 at the end.
    #expect(sink.sizes == Array(repeating: 21 * 3001, count: 14) + [6 * 3001])
    #expect(sink.endsOfLines.allSatisfy { $0 })
  }

  /// A line that fills a chunk by itself goes in pieces, but only after
  /// the whole lines before it.
  @Test func aLineLongerThanAChunkFollowsTheWholeLinesBeforeIt() {
    let sink = ChunkSizes()
    var canvas = Canvas(width: 80, streamingTo: sink, colored: false)
    canvas.appendTrustedLine { $0.bytes.append(contentsOf: Array("first".utf8)) }
    let huge = [UInt8](repeating: UInt8(ascii: "a"), count: 200_000)
    canvas.appendTrustedLine { line in
      huge.withUnsafeBufferPointer { line.append(chunked: $0) }
    }
    canvas.finish()
    #expect(sink.sizes.first == 6)
    #expect(sink.endsOfLines.first == true)
    #expect(sink.sizes.reduce(0, +) == 6 + 200_001)
    #expect(sink.endsOfLines.last == true)
  }

  /// A value of megabytes goes out in chunks as it is copied, never held
  /// whole in the output buffer.
  @Test func aHugeValueIsSentAChunkAtATime() {
    let huge = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 20)
    let sink = ChunkSizes()
    var canvas = Canvas(width: 80, streamingTo: sink, colored: false)
    canvas.appendTrustedLine { line in
      huge.withUnsafeBufferPointer { line.append(chunked: $0) }
    }
    canvas.finish()
    #expect(sink.sizes.reduce(0, +) == huge.count + 1)
    #expect(sink.sizes.count > 8)
    #expect(sink.sizes.allSatisfy { $0 <= 2 << 16 })
  }
}

/// A reader that keeps the size of each chunk it is given, and whether it
/// ended a line.
private final class ChunkSizes: OutputSink {
  private(set) var sizes: [Int] = []
  private(set) var endsOfLines: [Bool] = []
  func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
    sizes.append(bytes.count)
    endsOfLines.append(bytes.last == UInt8(ascii: "\n"))
    return true
  }
}

/// A reader that takes one chunk, then goes away, as `head -1` does.
private final class ClosingSink: OutputSink {
  private(set) var chunks = 0
  func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
    chunks += 1
    return false
  }
}
