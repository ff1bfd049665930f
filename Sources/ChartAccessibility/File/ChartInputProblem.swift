/// One thing wrong with a chart: where it is and what is wrong.
///
/// Written on one line as `FILE: LOCATION: MESSAGE`, for example
/// `sales.json: /series/0/points/3/y: expected a number or null, found a string`.
public struct ChartInputProblem: Hashable, Sendable, CustomStringConvertible {
  /// Where in the input the problem is.
  public enum Location: Hashable, Sendable, CustomStringConvertible {
    /// A JSON pointer (RFC 6901) into the chart file, or into the equivalent chart file of a
    /// descriptor built in code: `/series/0/points/3/y`. The root is "" and is written
    /// "top level".
    case pointer(String)
    /// A 1-based line and column of a text file (a JSON syntax error, a CSV cell).
    case lineColumn(line: Int, column: Int)
    /// A whole line of a text file (a CSV record).
    case line(Int)
    /// The input as a whole.
    case whole

    public var description: String {
      switch self {
      case .pointer(let pointer): pointer.isEmpty ? "top level" : pointer
      case .lineColumn(let line, let column): "line \(line), column \(column)"
      case .line(let line): "line \(line)"
      case .whole: ""
      }
    }
  }

  /// The file's name as the user gave it; `nil` for a descriptor built in code.
  public var file: String?
  public var location: Location
  /// What is wrong, as a sentence fragment without a final period.
  public var message: String

  public init(file: String? = nil, location: Location, message: String) {
    self.file = file
    self.location = location
    self.message = message
  }

  public var description: String {
    [file, location == .whole ? nil : location.description, message]
      .compactMap { $0 }.joined(separator: ": ")
  }
}

/// Why a chart could not be read.
public enum ChartFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be opened or read (missing, a directory, no permission). Exit code 66.
  case cannotOpen(path: String, reason: String)
  /// The input was read but is not a valid chart; every problem found is listed. Exit code 65.
  case invalid([ChartInputProblem])

  /// One line per problem.
  public var description: String {
    switch self {
    case .cannotOpen(let path, let reason): "\(path): cannot open: \(reason)"
    case .invalid(let problems): problems.map(\.description).joined(separator: "\n")
    }
  }
}

/// A JSON pointer (RFC 6901) under construction.
struct JSONPointer: Hashable, Sendable, CustomStringConvertible {
  private(set) var tokens: [String] = []

  static let root = JSONPointer()

  func appending(_ key: String) -> JSONPointer {
    var copy = self
    copy.tokens.append(key)
    return copy
  }

  func appending(_ index: Int) -> JSONPointer { appending(String(index)) }

  static func / (pointer: JSONPointer, key: String) -> JSONPointer { pointer.appending(key) }
  static func / (pointer: JSONPointer, index: Int) -> JSONPointer { pointer.appending(index) }

  var description: String {
    tokens.map {
      "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }.joined()
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
