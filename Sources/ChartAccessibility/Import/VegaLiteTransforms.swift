/// Vega-Lite's `transform` list, applied to rows in order: `filter`, `calculate`, `fold`,
/// `aggregate` and `timeUnit`. Every other transform is refused by name.
enum VegaLiteTransforms {
  typealias Row = VegaLiteData.Row

  static func apply(_ value: JSONValue, to input: [Row], at pointer: JSONPointer) throws(ImportProblem) -> [Row] {
    var rows = input
    for (index, transform) in try ImportJSON.array(value, at: pointer).enumerated() {
      let here = pointer / index
      let object = try ImportJSON.object(transform, at: here)
      if let filter = object["filter"] {
        let predicate = try Predicate(filter, at: here / "filter")
        rows = rows.filter { predicate.test($0) }
      } else if let expression = object["calculate"] {
        let text = try ImportJSON.string(expression, at: here / "calculate") ?? ""
        let parsed = try Self.expression(text, at: here / "calculate")
        guard let name = try ImportJSON.string(object["as"], at: here / "as") else {
          throw ImportProblem(here / "as", "calculate needs the name of the new field (as)")
        }
        for position in rows.indices { rows[position][name] = parsed.evaluate(rows[position]) }
      } else if let fields = object["fold"] {
        let names = try strings(fields, at: here / "fold")
        var keyName = "key"
        var valueName = "value"
        if let given = object["as"] {
          let pair = try strings(given, at: here / "as")
          guard pair.count == 2 else {
            throw ImportProblem(here / "as", "fold's as names two fields, found \(pair.count)")
          }
          keyName = pair[0]
          valueName = pair[1]
        }
        var folded: [Row] = []
        folded.reserveCapacity(rows.count * names.count)
        for row in rows {
          for name in names {
            var copy = row
            copy[keyName] = .string(name)
            copy[valueName] = VegaLiteData.value(row, name)
            folded.append(copy)
          }
        }
        rows = folded
      } else if let operations = object["aggregate"] {
        rows = try aggregate(operations, groupBy: object["groupby"], rows: rows, at: here)
      } else if let unit = object["timeUnit"] {
        let name = try timeUnit(unit, at: here / "timeUnit")
        guard let field = try ImportJSON.string(object["field"], at: here / "field"),
          let output = try ImportJSON.string(object["as"], at: here / "as")
        else { throw ImportProblem(here, "a timeUnit transform needs field and as") }
        for position in rows.indices {
          let seconds = VegaLiteData.seconds(VegaLiteData.value(rows[position], field))
          rows[position][output] = seconds.map { .number(VegaLiteData.truncate($0, to: name) * 1000) } ?? .null
        }
      } else {
        let name = object.keys.first { !["as", "groupby"].contains($0) } ?? "(empty)"
        throw ImportProblem.notSupported(here / name, "the transform \"\(name)\"")
      }
    }
    return rows
  }

  static func strings(_ value: JSONValue?, at pointer: JSONPointer) throws(ImportProblem) -> [String] {
    try ImportJSON.array(value, at: pointer).enumerated().map { (index, item) throws(ImportProblem) in
      guard case .string(let text) = item else {
        throw ImportProblem(pointer / index, "expected a field name, found \(item.typeDescription)")
      }
      return text
    }
  }

  static func expression(_ text: String, at pointer: JSONPointer) throws(ImportProblem) -> VegaExpression {
    do {
      return try VegaExpression(text)
    } catch {
      throw ImportProblem(pointer, "\(error.message): \"\(text)\"")
    }
  }

  /// A time unit AudioGraph applies, without its `utc` prefix, or a refusal by name.
  static func timeUnit(_ value: JSONValue, at pointer: JSONPointer) throws(ImportProblem) -> String {
    var unit: String
    switch value {
    case .string(let text): unit = text
    case .object(let object):
      unit = try ImportJSON.string(object["unit"], at: pointer / "unit") ?? ""
      if object["step"] != nil { throw ImportProblem.notSupported(pointer / "step", "a time unit step") }
    default: throw ImportProblem(pointer, "expected a time unit such as \"yearmonth\"")
    }
    if unit.hasPrefix("utc") { unit.removeFirst(3) }
    guard VegaLiteData.timeUnits.contains(unit) else {
      throw ImportProblem.notSupported(pointer, "the time unit \"\(unit)\"")
    }
    return unit
  }

  static func operation(_ value: JSONValue?, at pointer: JSONPointer) throws(ImportProblem) -> String {
    guard case .string(let operation)? = value else {
      throw ImportProblem(pointer, "expected an aggregate operation such as \"mean\"")
    }
    guard VegaLiteData.aggregates.contains(operation) else {
      throw ImportProblem.notSupported(pointer, "the aggregate \"\(operation)\"")
    }
    return operation
  }

  /// The `aggregate` transform: one row per group, the groups in order of first appearance.
  static func aggregate(
    _ value: JSONValue, groupBy: JSONValue?, rows: [Row], at pointer: JSONPointer
  ) throws(ImportProblem) -> [Row] {
    let groupFields = groupBy == nil ? [] : try strings(groupBy, at: pointer / "groupby")
    var operations: [(operation: String, field: String?, name: String)] = []
    for (index, item) in try ImportJSON.array(value, at: pointer / "aggregate").enumerated() {
      let here = pointer / "aggregate" / index
      let object = try ImportJSON.object(item, at: here)
      let operation = try operation(object["op"], at: here / "op")
      let field = try ImportJSON.string(object["field"], at: here / "field")
      guard let name = try ImportJSON.string(object["as"], at: here / "as") else {
        throw ImportProblem(here / "as", "an aggregate needs the name of its result (as)")
      }
      if field == nil && operation != "count" {
        throw ImportProblem(here / "field", "the aggregate \"\(operation)\" needs a field")
      }
      operations.append((operation, field, name))
    }
    var order: [[JSONValue]] = []
    var groups: [[JSONValue]: [Row]] = [:]
    for row in rows {
      let key = groupFields.map { VegaLiteData.value(row, $0) }
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(row)
    }
    return order.map { key in
      var row: Row = [:]
      for (field, value) in zip(groupFields, key) { row[VegaLiteData.plainName(field)] = value }
      let members = groups[key]!
      for (operation, field, name) in operations {
        let values = field.map { field in members.map { VegaLiteData.value($0, field) } } ?? members.map { _ in .null }
        row[name] = VegaExpression.value(VegaLiteData.aggregate(operation, values))
      }
      return row
    }
  }
}

/// A `filter` predicate: an expression, or a field predicate (`equal`, `lt`, `lte`, `gt`,
/// `gte`, `range`, `oneOf`, `valid`, with an optional `timeUnit`), or `and`, `or`, `not` of
/// predicates.
indirect enum Predicate {
  case expression(VegaExpression)
  case field(String, timeUnit: String?, test: FieldTest)
  case and([Predicate])
  case or([Predicate])
  case not(Predicate)

  enum FieldTest {
    case equal(JSONValue)
    case compare(String, JSONValue)
    case range(JSONValue?, JSONValue?)
    case oneOf([JSONValue])
    case valid(Bool)
  }

  init(_ value: JSONValue, at pointer: JSONPointer) throws(ImportProblem) {
    switch value {
    case .string(let text): self = .expression(try VegaLiteTransforms.expression(text, at: pointer))
    case .object(let object):
      if let items = object["and"] ?? object["or"] {
        let key = object["and"] != nil ? "and" : "or"
        var predicates: [Predicate] = []
        for (index, item) in try ImportJSON.array(items, at: pointer / key).enumerated() {
          predicates.append(try Predicate(item, at: pointer / key / index))
        }
        self = key == "and" ? .and(predicates) : .or(predicates)
      } else if let inner = object["not"] {
        self = .not(try Predicate(inner, at: pointer / "not"))
      } else if object["param"] != nil {
        throw ImportProblem.notSupported(pointer / "param", "a filter by a selection (param)")
      } else if let field = try ImportJSON.string(object["field"], at: pointer / "field") {
        let unit = try object["timeUnit"].map { (unit) throws(ImportProblem) in
          try VegaLiteTransforms.timeUnit(unit, at: pointer / "timeUnit")
        }
        let test: FieldTest
        if let value = object["equal"] {
          test = .equal(value)
        } else if let key = ["lt", "lte", "gt", "gte"].first(where: { object[$0] != nil }) {
          test = .compare(key, object[key]!)
        } else if let range = object["range"] {
          let bounds = try ImportJSON.array(range, at: pointer / "range")
          guard bounds.count == 2 else { throw ImportProblem(pointer / "range", "a range has two values") }
          test = .range(bounds[0] == .null ? nil : bounds[0], bounds[1] == .null ? nil : bounds[1])
        } else if let values = object["oneOf"] ?? object["in"] {
          test = .oneOf(try ImportJSON.array(values, at: pointer / (object["oneOf"] != nil ? "oneOf" : "in")))
        } else if case .bool(let valid)? = object["valid"] {
          test = .valid(valid)
        } else {
          throw ImportProblem.notSupported(pointer, "this field predicate")
        }
        self = .field(field, timeUnit: unit, test: test)
      } else {
        throw ImportProblem(pointer, "expected a predicate: an expression, a field predicate, and, or, not")
      }
    default: throw ImportProblem(pointer, "expected a predicate, found \(value.typeDescription)")
    }
  }

  func test(_ row: VegaLiteData.Row) -> Bool {
    switch self {
    case .expression(let expression): return VegaExpression.truthy(expression.evaluate(row))
    case .and(let predicates): return predicates.allSatisfy { $0.test(row) }
    case .or(let predicates): return predicates.contains { $0.test(row) }
    case .not(let predicate): return !predicate.test(row)
    case .field(let field, let unit, let test):
      var value = VegaLiteData.value(row, field)
      if let unit {
        value = VegaLiteData.seconds(value).map { .number(VegaLiteData.truncate($0, to: unit) * 1000) } ?? .null
      }
      func comparable(_ given: JSONValue) -> JSONValue {
        // A date given as text or a DateTime object compares with a time-unit field in ms.
        guard unit != nil else { return given }
        if case .string = given, let seconds = VegaLiteData.seconds(given) { return .number(seconds * 1000) }
        if case .object(let object) = given, case .number(let year)? = object["year"] {
          let month = { if case .number(let m)? = object["month"] { Int(m) } else { 1 } }()
          let day = { if case .number(let d)? = object["date"] { Int(d) } else { 1 } }()
          return .number(Double(ISO8601Date.daysSinceEpoch(year: Int(year), month: month, day: day)) * 86_400_000)
        }
        return given
      }
      switch test {
      case .equal(let given): return VegaExpression.equal(value, comparable(given), strict: false)
      case .compare(let key, let given):
        let a = VegaExpression.number(value)
        let b = VegaExpression.number(comparable(given))
        if case .string(let x) = value, case .string(let y) = given, unit == nil {
          switch key {
          case "lt": return x < y
          case "lte": return x <= y
          case "gt": return x > y
          default: return x >= y
          }
        }
        switch key {
        case "lt": return a < b
        case "lte": return a <= b
        case "gt": return a > b
        default: return a >= b
        }
      case .range(let low, let high):
        let number = VegaExpression.number(value)
        if let low, number < VegaExpression.number(comparable(low)) { return false }
        if let high, number > VegaExpression.number(comparable(high)) { return false }
        return !number.isNaN
      case .oneOf(let values): return values.contains { VegaExpression.equal(value, comparable($0), strict: false) }
      case .valid(let valid):
        let isValid =
          value != .null
          && !(VegaExpression.number(value).isNaN && { if case .number = value { true } else { false } }())
        return isValid == valid
      }
    }
  }
}
