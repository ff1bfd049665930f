/// Vega-Lite's data: rows of fields, dates, time units and aggregates.
enum VegaLiteData {
  /// One data row: field name → value.
  typealias Row = [String: JSONValue]

  /// Seconds since 1970 for a date string as Vega parses it: ISO 8601 (`2024-01-05`,
  /// `2024-01-05T14:30:00`, `2024-01-05 14:30`), `2024/01/05`, and the month-name forms of the
  /// Vega data sets (`Jan 1 2000`, `January 1, 2000`). Dates without an offset are UTC.
  static func date(_ text: String) -> Double? {
    let trimmed = text.trimmingSpaces
    if let seconds = ISO8601Date.seconds(from: trimmed) { return seconds }
    let slashParts = trimmed.split(separator: "/")
    if slashParts.count == 3, slashParts[0].count == 4 {
      let iso = slashParts.map { $0.count == 1 ? "0" + $0 : String($0) }.joined(separator: "-")
      return ISO8601Date.seconds(from: iso)
    }
    let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
    if words.count == 3, let month = monthNumber(words[0]), let day = Int(words[1]), let year = Int(words[2]),
      (1...9999).contains(year), day >= 1, day <= ISO8601Date.daysInMonth(year: year, month: month)
    {
      return Double(ISO8601Date.daysSinceEpoch(year: year, month: month, day: day) * 86_400)
    }
    return nil
  }

  private static let monthNames = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
  ]

  private static func monthNumber(_ word: String) -> Int? {
    let lowered = word.lowercased()
    guard lowered.count >= 3 else { return nil }
    return monthNames.firstIndex { lowered.hasPrefix($0) }.map { $0 + 1 }
  }

  /// Seconds since 1970 for a temporal value: a date string, or milliseconds (Vega's numbers).
  static func seconds(_ value: JSONValue) -> Double? {
    switch value {
    case .string(let text): date(text)
    case .number(let milliseconds): milliseconds / 1000
    default: nil
    }
  }

  /// The calendar parts of `seconds` since 1970, in UTC.
  static func parts(_ seconds: Double) -> (year: Int, month: Int, day: Int, weekday: Int, hour: Int, minute: Int) {
    let whole = Int(seconds.rounded(.down))
    let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
    let secondOfDay = whole - days * 86_400
    let (year, month, day) = ISO8601Date.civilDate(daysSinceEpoch: days)
    // 1970-01-01 was a Thursday (4; Sunday is 0).
    let weekday = ((days % 7) + 7 + 4) % 7
    return (year, month, day, weekday, secondOfDay / 3600, secondOfDay % 3600 / 60)
  }

  /// The time units AudioGraph applies: truncations to a year, quarter, month, day or hour
  /// (with or without `utc`; dates are UTC either way).
  static let timeUnits: Set<String> = [
    "year", "yearquarter", "yearmonth", "yearmonthdate", "yearmonthdatehours", "yearmonthdatehoursminutes",
  ]

  /// `seconds` truncated to `unit` (one of ``timeUnits``, without `utc`).
  static func truncate(_ seconds: Double, to unit: String) -> Double {
    let date = parts(seconds)
    var month = date.month
    var day = date.day
    var hour = 0
    var minute = 0
    switch unit {
    case "year":
      month = 1
      day = 1
    case "yearquarter":
      month = (date.month - 1) / 3 * 3 + 1
      day = 1
    case "yearmonth": day = 1
    case "yearmonthdate": break
    case "yearmonthdatehours": hour = date.hour
    default:
      hour = date.hour
      minute = date.minute
    }
    return Double(
      ISO8601Date.daysSinceEpoch(year: date.year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60)
  }

  /// The aggregate operations AudioGraph computes.
  static let aggregates: Set<String> = [
    "count", "valid", "missing", "distinct", "sum", "mean", "average", "median", "min", "max",
  ]

  /// `operation` over `values` as Vega computes it: `count` counts rows, the others skip
  /// missing values (null, NaN, strings that are not numbers); `mean`, `median`, `min` and `max`
  /// of no valid value are missing (NaN), `sum` of none is 0.
  static func aggregate(_ operation: String, _ values: [JSONValue]) -> Double {
    if operation == "count" { return Double(values.count) }
    if operation == "missing" { return Double(values.filter { $0 == .null }.count) }
    if operation == "distinct" { return Double(Set(values).count) }
    let numbers = values.compactMap { value -> Double? in
      switch value {
      case .number(let number): number
      case .string(let text): Double(text.trimmingSpaces)
      case .bool(let flag): flag ? 1 : 0
      default: nil
      }
    }.filter { !$0.isNaN }
    switch operation {
    case "valid": return Double(numbers.count)
    case "sum": return numbers.reduce(0, +)
    case "mean", "average": return numbers.isEmpty ? .nan : numbers.reduce(0, +) / Double(numbers.count)
    case "min": return numbers.min() ?? .nan
    case "max": return numbers.max() ?? .nan
    default:
      guard !numbers.isEmpty else { return .nan }
      let sorted = numbers.sorted()
      let middle = sorted.count / 2
      return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
  }

  /// Vega-Lite's default title of an aggregated field: "Mean of price", "Count of Records".
  static func aggregateTitle(_ operation: String, field: String?) -> String {
    let names = [
      "count": "Count of", "valid": "Valid of", "missing": "Missing of", "distinct": "Distinct of", "sum": "Sum of",
      "mean": "Mean of", "average": "Average of", "median": "Median of", "min": "Min of", "max": "Max of",
    ]
    return "\(names[operation] ?? operation) \(field ?? "Records")"
  }

  /// The rows of a CSV or TSV file, each value a number when its text is one, null when empty,
  /// a string otherwise (Vega's automatic parsing, dates left as strings).
  static func rows(csv bytes: [UInt8], delimiter: UInt8) throws(CSVTable.ParseError) -> [Row] {
    let table = try CSVTable.parse(bytes, delimiter: delimiter)
    let headers = Array(table.header.fields)
    var rows: [Row] = []
    rows.reserveCapacity(table.rows.count)
    for record in table.rows {
      var row: Row = [:]
      for (header, cell) in zip(headers, record.fields) { row[header] = parsedCell(cell) }
      rows.append(row)
    }
    return rows
  }

  static func parsedCell(_ cell: String) -> JSONValue {
    if cell.isEmpty { return .null }
    if let number = Double(cell.trimmingSpaces), number.isFinite { return .number(number) }
    if cell == "true" { return .bool(true) }
    if cell == "false" { return .bool(false) }
    return .string(cell)
  }

  /// The value of `field` in `row`: a name with `\.` for a dot in it, or a path through nested
  /// objects (`a.b`) as Vega-Lite reads it.
  static func value(_ row: Row, _ field: String) -> JSONValue {
    if !field.contains("\\"), let value = row[field] { return value }
    var parts: [String] = [""]
    var escaped = false
    for character in field {
      if escaped {
        parts[parts.count - 1].append(character)
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "." {
        parts.append("")
      } else {
        parts[parts.count - 1].append(character)
      }
    }
    if parts.count == 1 { return row[parts[0]] ?? .null }
    guard var current = row[parts[0]] else { return .null }
    for part in parts.dropFirst() {
      guard case .object(let object) = current, let next = object[part] else { return .null }
      current = next
    }
    return current
  }

  /// The name a field's value is stored under in rows made by AudioGraph (escapes removed).
  static func plainName(_ field: String) -> String {
    var name = ""
    var escaped = false
    for character in field {
      if !escaped && character == "\\" {
        escaped = true
        continue
      }
      escaped = false
      name.append(character)
    }
    return name
  }
}
