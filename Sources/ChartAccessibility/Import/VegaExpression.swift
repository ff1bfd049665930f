import Foundation

/// The part of the Vega expression language that Vega-Lite's `filter` and `calculate`
/// transforms use for simple data work (what Altair writes for `alt.datum.x > 5` or
/// `alt.datum.a * 2`):
///
/// - values: numbers, strings in single or double quotes, `true`, `false`, `null`, fields
///   `datum.name` and `datum['name with spaces']`;
/// - operators, with JavaScript's precedence: `? :`, `||`, `&&`, `==` `===` `!=` `!==`,
///   `<` `<=` `>` `>=`, `+` `-`, `*` `/` `%`, unary `!` `-` `+`, parentheses;
/// - functions: `abs`, `ceil`, `floor`, `round`, `sqrt`, `exp`, `log`, `pow`, `min`, `max`,
///   `isValid`, `isNaN`, `toNumber`, `toString`, and `year`, `month` (0-based), `date`, `day`,
///   `hours`, `minutes` (in UTC, as `utc…` with the same names).
///
/// Anything else (other functions, regular expressions, signals, `event`) is refused with what
/// was found, so a transform is never silently computed differently.
struct VegaExpression {
  /// A value of the language: what JSON data holds.
  typealias Value = JSONValue

  indirect enum Node {
    case literal(Value)
    case field(String)
    case unary(String, Node)
    case binary(String, Node, Node)
    case conditional(Node, Node, Node)
    case call(String, [Node])
  }

  struct SyntaxError: Error {
    var message: String
  }

  let root: Node

  /// Parses `text`, or throws what is not understood.
  init(_ text: String) throws(SyntaxError) {
    var parser = Parser(tokens: try Self.tokens(text))
    root = try parser.expression()
    guard parser.position == parser.tokens.count else {
      throw SyntaxError(message: "unexpected \(parser.tokens[parser.position].text) in the expression")
    }
  }

  /// The value for one data row.
  func evaluate(_ row: [String: Value]) -> Value { Self.evaluate(root, row) }

  // MARK: Tokens

  struct Token {
    enum Kind { case number, string, name, symbol }
    var kind: Kind
    var text: String
    var number: Double = 0
  }

  static func tokens(_ text: String) throws(SyntaxError) -> [Token] {
    let characters = Array(text.unicodeScalars)
    var tokens: [Token] = []
    var index = 0
    let symbols = [
      "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "<", ">", "+", "-", "*", "/", "%", "!", "(", ")",
      "[", "]", ".", ",", "?", ":",
    ]
    while index < characters.count {
      let character = characters[index]
      if character.properties.isWhitespace {
        index += 1
        continue
      }
      if character == "\"" || character == "'" {
        var value = ""
        index += 1
        while index < characters.count, characters[index] != character {
          if characters[index] == "\\", index + 1 < characters.count { index += 1 }
          value.unicodeScalars.append(characters[index])
          index += 1
        }
        guard index < characters.count else { throw SyntaxError(message: "a string is not closed in the expression") }
        index += 1
        tokens.append(Token(kind: .string, text: value))
        continue
      }
      if ("0"..."9").contains(character)
        || (character == "." && index + 1 < characters.count && ("0"..."9").contains(characters[index + 1]))
      {
        var end = index
        while end < characters.count,
          ("0"..."9").contains(characters[end]) || characters[end] == "." || characters[end] == "e"
            || characters[end] == "E"
            || ((characters[end] == "-" || characters[end] == "+") && end > index
              && (characters[end - 1] == "e" || characters[end - 1] == "E"))
        {
          end += 1
        }
        let text = String(String.UnicodeScalarView(characters[index..<end]))
        guard let number = Double(text) else { throw SyntaxError(message: "\(text) is not a number") }
        tokens.append(Token(kind: .number, text: text, number: number))
        index = end
        continue
      }
      if character.properties.isAlphabetic || character == "_" || character == "$" {
        var end = index
        while end < characters.count,
          characters[end].properties.isAlphabetic || ("0"..."9").contains(characters[end]) || characters[end] == "_"
            || characters[end] == "$"
        {
          end += 1
        }
        tokens.append(Token(kind: .name, text: String(String.UnicodeScalarView(characters[index..<end]))))
        index = end
        continue
      }
      let rest = String(String.UnicodeScalarView(characters[index..<min(index + 3, characters.count)]))
      guard let symbol = symbols.first(where: { rest.hasPrefix($0) }) else {
        throw SyntaxError(message: "unexpected '\(character)' in the expression")
      }
      tokens.append(Token(kind: .symbol, text: symbol))
      index += symbol.unicodeScalars.count
    }
    return tokens
  }

  // MARK: Parsing

  static let functions: Set<String> = [
    "abs", "ceil", "floor", "round", "sqrt", "exp", "log", "pow", "min", "max", "isValid", "isNaN", "toNumber",
    "toString", "year", "month", "date", "day", "hours", "minutes", "utcyear", "utcmonth", "utcdate", "utcday",
    "utchours", "utcminutes",
  ]

  struct Parser {
    var tokens: [Token]
    var position = 0

    func peek(_ symbol: String) -> Bool {
      position < tokens.count && tokens[position].kind == .symbol && tokens[position].text == symbol
    }

    mutating func take(_ symbols: [String]) -> String? {
      for symbol in symbols where peek(symbol) {
        position += 1
        return symbol
      }
      return nil
    }

    mutating func expect(_ symbol: String) throws(SyntaxError) {
      guard take([symbol]) != nil else {
        let found = position < tokens.count ? tokens[position].text : "the end"
        throw SyntaxError(message: "expected '\(symbol)', found \(found) in the expression")
      }
    }

    mutating func expression() throws(SyntaxError) -> Node {
      let condition = try binary(level: 0)
      guard take(["?"]) != nil else { return condition }
      let yes = try expression()
      try expect(":")
      let no = try expression()
      return .conditional(condition, yes, no)
    }

    static let levels: [[String]] = [
      ["||"], ["&&"], ["===", "!==", "==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"],
    ]

    mutating func binary(level: Int) throws(SyntaxError) -> Node {
      guard level < Self.levels.count else { return try unary() }
      var left = try binary(level: level + 1)
      while let symbol = take(Self.levels[level]) {
        left = .binary(symbol, left, try binary(level: level + 1))
      }
      return left
    }

    mutating func unary() throws(SyntaxError) -> Node {
      if let symbol = take(["!", "-", "+"]) { return .unary(symbol, try unary()) }
      return try primary()
    }

    mutating func primary() throws(SyntaxError) -> Node {
      guard position < tokens.count else { throw SyntaxError(message: "the expression ends too early") }
      let token = tokens[position]
      position += 1
      switch token.kind {
      case .number: return .literal(.number(token.number))
      case .string: return .literal(.string(token.text))
      case .symbol:
        guard token.text == "(" else { throw SyntaxError(message: "unexpected \(token.text) in the expression") }
        let inner = try expression()
        try expect(")")
        return inner
      case .name:
        switch token.text {
        case "true": return .literal(.bool(true))
        case "false": return .literal(.bool(false))
        case "null": return .literal(.null)
        case "NaN": return .literal(.null)
        case "datum":
          if take(["."]) != nil {
            guard position < tokens.count, tokens[position].kind == .name else {
              throw SyntaxError(message: "expected a field name after 'datum.'")
            }
            position += 1
            return .field(tokens[position - 1].text)
          }
          try expect("[")
          guard position < tokens.count, tokens[position].kind == .string else {
            throw SyntaxError(message: "expected a field name in quotes after 'datum['")
          }
          position += 1
          let name = tokens[position - 1].text
          try expect("]")
          return .field(name)
        default:
          guard peek("(") else {
            throw SyntaxError(message: "'\(token.text)' is not supported in expressions (only datum fields)")
          }
          guard VegaExpression.functions.contains(token.text) else {
            throw SyntaxError(message: "the function \(token.text)() is not supported yet")
          }
          position += 1
          var arguments: [Node] = []
          if take([")"]) == nil {
            repeat { arguments.append(try expression()) } while take([","]) != nil
            try expect(")")
          }
          return .call(token.text, arguments)
        }
      }
    }
  }

  // MARK: Evaluating

  /// JavaScript's `Number(value)` for the values data holds: NaN for what is not a number.
  static func number(_ value: Value) -> Double {
    switch value {
    case .number(let number): number
    case .bool(let flag): flag ? 1 : 0
    case .null: 0
    case .string(let text):
      text.trimmingSpaces.isEmpty
        ? 0 : (Double(text.trimmingSpaces) ?? VegaLiteData.date(text).map { $0 * 1000 } ?? .nan)
    default: .nan
    }
  }

  /// JavaScript's truthiness.
  static func truthy(_ value: Value) -> Bool {
    switch value {
    case .null: false
    case .bool(let flag): flag
    case .number(let number): number != 0 && !number.isNaN
    case .string(let text): !text.isEmpty
    default: true
    }
  }

  static func text(_ value: Value) -> String {
    switch value {
    case .string(let text): text
    case .number(let number): JSONWriter.numberText(number)
    case .bool(let flag): flag ? "true" : "false"
    case .null: "null"
    default: ""
    }
  }

  /// A number as a value: NaN, which JSON cannot hold, is null.
  static func value(_ number: Double) -> Value { number.isFinite ? .number(number) : .null }

  static func evaluate(_ node: Node, _ row: [String: Value]) -> Value {
    switch node {
    case .literal(let value): return value
    case .field(let name): return row[name] ?? .null
    case .unary(let symbol, let operand):
      let value = evaluate(operand, row)
      switch symbol {
      case "!": return .bool(!truthy(value))
      case "-": return Self.value(-number(value))
      default: return Self.value(number(value))
      }
    case .conditional(let condition, let yes, let no):
      return truthy(evaluate(condition, row)) ? evaluate(yes, row) : evaluate(no, row)
    case .binary(let symbol, let leftNode, let rightNode):
      let left = evaluate(leftNode, row)
      if symbol == "&&" { return truthy(left) ? evaluate(rightNode, row) : left }
      if symbol == "||" { return truthy(left) ? left : evaluate(rightNode, row) }
      let right = evaluate(rightNode, row)
      switch symbol {
      case "===", "==": return .bool(equal(left, right, strict: symbol == "==="))
      case "!==", "!=": return .bool(!equal(left, right, strict: symbol == "!=="))
      case "<", "<=", ">", ">=":
        let order: Bool
        if case .string(let a) = left, case .string(let b) = right {
          order =
            switch symbol {
            case "<": a < b
            case "<=": a <= b
            case ">": a > b
            default: a >= b
            }
        } else {
          let a = number(left)
          let b = number(right)
          order =
            switch symbol {
            case "<": a < b
            case "<=": a <= b
            case ">": a > b
            default: a >= b
            }
        }
        return .bool(order)
      case "+":
        if case .string = left { return .string(text(left) + text(right)) }
        if case .string = right { return .string(text(left) + text(right)) }
        return value(number(left) + number(right))
      case "-": return value(number(left) - number(right))
      case "*": return value(number(left) * number(right))
      case "/": return value(number(left) / number(right))
      default: return value(number(left).truncatingRemainder(dividingBy: number(right)))
      }
    case .call(let name, let arguments):
      let values = arguments.map { evaluate($0, row) }
      let numbers = values.map(number)
      let first = numbers.first ?? .nan
      switch name {
      case "abs": return value(abs(first))
      case "ceil": return value(first.rounded(.up))
      case "floor": return value(first.rounded(.down))
      case "round": return value((first + 0.5).rounded(.down))
      case "sqrt": return value(first.squareRoot())
      case "exp": return value(Foundation.exp(first))
      case "log": return value(Foundation.log(first))
      case "pow": return value(Foundation.pow(first, numbers.count > 1 ? numbers[1] : .nan))
      case "min": return value(numbers.min() ?? .infinity)
      case "max": return value(numbers.max() ?? -.infinity)
      case "isValid": return .bool(values.first.map { $0 != .null } ?? false)
      case "isNaN": return .bool(first.isNaN)
      case "toNumber": return value(first)
      case "toString": return values.first.map { .string(text($0)) } ?? .null
      default:
        // Date parts, in UTC: the value is a date string or milliseconds.
        guard let date = values.first.flatMap(VegaLiteData.seconds) else { return .null }
        let parts = VegaLiteData.parts(date)
        switch name.hasPrefix("utc") ? String(name.dropFirst(3)) : name {
        case "year": return .number(Double(parts.year))
        case "month": return .number(Double(parts.month - 1))
        case "date": return .number(Double(parts.day))
        case "day": return .number(Double(parts.weekday))
        case "hours": return .number(Double(parts.hour))
        default: return .number(Double(parts.minute))
        }
      }
    }
  }

  static func equal(_ a: Value, _ b: Value, strict: Bool) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.bool(let x), .bool(let y)): return x == y
    case (.null, .null): return true
    case (.null, _), (_, .null): return false
    default: return !strict && number(a) == number(b)
    }
  }
}
