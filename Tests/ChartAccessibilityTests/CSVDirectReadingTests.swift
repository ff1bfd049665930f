import Foundation
import Testing

@testable import ChartAccessibility

/// CSV files are read straight from their bytes into number columns when they can be; any file
/// the direct reading does not take is read as a table of cells. Both must give the same chart
/// or the same problem.
@Suite struct CSVDirectReadingTests {
  /// The chart text (or the problem) a CSV file gives, read directly or as a table.
  func outcome(_ text: String, _ options: CSVChart.Options, direct: Bool) -> String {
    do {
      let chart = try CSVChart.decode(
        Array(text.utf8), fileName: "t.csv", options: options, context: .default, readsDirectly: direct)
      return try ChartFile.encode(chart)
    } catch {
      return "problem: \(error)"
    }
  }

  /// Files the direct reading takes, and what they must read as.
  static let direct: [(String, CSVChart.Options)] = [
    ("x,y\n1,2\n2,3.5\n3,-0\n", .init()),
    ("\u{FEFF}x,y\r\n 1 ,\t2\t\r\n\r\n2,  \r\n   \n3,4\r\n", .init()),
    ("x,\"a\"\"b\",c\n\"1\",\"2.5\",\n2,,7e2\n3,+4,.5\n", .init()),
    ("x,a,b\n1,2,3\n2,4,5\n", .init(yColumns: ["b", "a", "b"], title: "T", xTitle: "X", yTitle: "Y")),
    ("a,x,b\n1,10,3\n2,20,5\n", .init(xColumn: "x")),
    ("when,v\n2025-01-01,1\n2025-01-02T10:00:00Z,2\n", .init()),
    ("Year,v\n1990,1\n1991,2\n", .init()),
    ("x;y\n1;2\n2;3\n", .init(delimiter: ";")),
    ("x\ty\n1\t2\n2\t3\n", .init(delimiter: "\t")),
    ("x,y\n1,2\n2,3\n", .init(xKind: .categorical)),
    ("x,y\n1990,2\n1991,3\n", .init(xKind: .year, isContinuous: false)),
    ("when,v\n2025-01-01,1\n2025-02-01,2\n", .init(xKind: .date)),
    ("x,y\n3,1\n1,2\n2,3\n", .init()),
  ]

  @Test(arguments: direct.indices)
  func readsDirectlyWhatTheTableReads(index: Int) throws {
    let (text, options) = Self.direct[index]
    let bytes = Array(text.utf8)
    #expect(CSVChart.readColumns(bytes, delimiter: options.delimiter.asciiValue!, options: options) != nil)
    let directly = outcome(text, options, direct: true)
    #expect(!directly.hasPrefix("problem"), "\(directly)")
    #expect(directly == outcome(text, options, direct: false))
  }

  /// Files the direct reading leaves to the table, which reports the problem or reads them.
  static let table: [(String, CSVChart.Options)] = [
    ("x,y\n1,abc\n", .init()),
    ("x,y\n,1\n", .init()),
    ("x,y\n1,2\n2,nan\n", .init()),
    ("x,y\n1,\"2\"\"\"\n", .init()),
    ("x,y\n1,\"2\n", .init()),
    ("x,y\n1,2,3\n", .init()),
    ("x,x\n1,2\n", .init()),
    ("x,y\n", .init()),
    ("", .init()),
    ("x,y\n1,2\n", .init(yColumns: ["z"])),
    ("x,y\n1,2\nb,3\n4,5\n", .init()),
    ("x,y\na,2\nb,3\n", .init()),
    ("x,y\n1,2\nb,3\n", .init(xKind: .numeric)),
    ("when,v\n2020-01,1\n2021,2\n2022,3\n", .init()),
    ("when,v\n2025-01-01,1\nsoon,2\n", .init(xKind: .date)),
    ("x,y,lo,hi\n1,2,1,3\n2,3,,\n", .init(lowerColumns: ["lo"], upperColumns: ["hi"], confidenceLevel: 0.9)),
  ]

  @Test(arguments: table.indices)
  func leavesTheRestToTheTableWithTheSameOutcome(index: Int) {
    let (text, options) = Self.table[index]
    #expect(CSVChart.readColumns(Array(text.utf8), delimiter: options.delimiter.asciiValue!, options: options) == nil)
    #expect(outcome(text, options, direct: true) == outcome(text, options, direct: false))
  }

  @Test func problemsFoundAfterReadingAreTheSame() {
    for text in ["x,y\n1,1e101\n", "Year,v\n1990,1\n1e101,2\n", "x,y\n1,2\n2,3\n"] {
      #expect(outcome(text, .init(), direct: true) == outcome(text, .init(), direct: false))
      #expect(outcome(text, .init(xTitle: ""), direct: true) == outcome(text, .init(xTitle: ""), direct: false))
    }
    #expect(outcome("x,y\n1,1e101\n", .init(), direct: true).contains("problem"))
  }

  /// A file of `rows` records above ``CSVChart/parallelReadingBytes``, which is read in two
  /// parts at once: times of day as x, three y columns, some empty cells, CRLF line ends and a
  /// blank line where the parts meet or near it; `bad` puts an unreadable cell in its last row.
  static func largeFile(rows: Int, bad: Bool = false) -> String {
    var text = "when,open,close,volume\r\n"
    text.reserveCapacity(rows * 48)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    for i in 0..<rows {
      let day = 1 + i / 86_400
      let time = "\(two((i / 3_600) % 24)):\(two((i / 60) % 60)):\(two(i % 60))"
      let close = i % 97 == 0 ? "" : "\(Double(i % 1_000) / 8)"
      let volume = bad && i == rows - 1 ? "many" : "\(i * 3)"
      text += "2024-01-\(two(day))T\(time)Z,\(Double(i) / 4),\(close),\(volume)\r\n"
      if i == rows / 2 { text += "\r\n" }
    }
    return text
  }

  @Test func aLargeFileReadInTwoPartsIsTheFileReadAsATable() throws {
    let text = Self.largeFile(rows: 110_000)
    let bytes = Array(text.utf8)
    #expect(bytes.count >= CSVChart.parallelReadingBytes)
    #expect(bytes.withUnsafeBufferPointer { CSVChart.parallelSplit(of: $0) } != nil)
    let direct = outcome(text, .init(), direct: true)
    #expect(!direct.hasPrefix("problem"))
    let same = direct == outcome(text, .init(), direct: false)
    #expect(same)
    // The same rows with one quoted header are read in one part: the same chart again.
    let quoted = "\"when\"" + text.dropFirst(4)
    #expect(Array(quoted.utf8).withUnsafeBufferPointer { CSVChart.parallelSplit(of: $0) } == nil)
    let sameQuoted = outcome(String(quoted), .init(), direct: true) == direct
    #expect(sameQuoted)
    // A cell the direct reading cannot take in the second part: the table reports it, located.
    let bad = outcome(Self.largeFile(rows: 110_000, bad: true), .init(), direct: true)
    #expect(bad.hasPrefix("problem") && bad.contains("line 110002"), "\(bad.prefix(300))")
  }

  @Test func invalidUTF8IsStillLocated() {
    let bytes: [UInt8] = Array("x,y\n1,2\n2,".utf8) + [0xFF] + Array("3\n".utf8)
    do {
      _ = try CSVChart.decode(bytes, fileName: "t.csv")
      Issue.record("invalid UTF-8 was read")
    } catch {
      #expect("\(error)".contains("t.csv: line 3: the file is not valid UTF-8"), "\(error)")
    }
    #expect(Array("héllo, wörld 12345678".utf8).withUnsafeBufferPointer { CSVTable.isValidUTF8($0) })
    #expect(
      Array("plain ASCII text, longer than eight bytes".utf8).withUnsafeBufferPointer { CSVTable.isValidUTF8($0) })
    #expect(!([0x41, 0x42, 0xC3] as [UInt8]).withUnsafeBufferPointer { CSVTable.isValidUTF8($0) })
  }
}
