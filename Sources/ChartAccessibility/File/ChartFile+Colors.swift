// Reading and writing the chart file's colour keys (an AudioGraph addition): `colors` and
// `darkColors` at the top level, `color` and `darkColor` on a series.

extension ChartFileDecoder {
  /// `{"background": COLOR, "text": COLOR, "largeText": BOOL}`, every key optional.
  mutating func decodeColorScheme(_ value: JSONValue, at pointer: JSONPointer) -> ChartColorScheme? {
    guard let object = object(value, at: pointer, keys: ["background", "text", "largeText"]) else { return nil }
    return ChartColorScheme(
      background: object["background"].flatMap { decodeColor($0, at: pointer / "background") },
      text: object["text"].flatMap { decodeColor($0, at: pointer / "text") },
      textIsLarge: bool(object["largeText"], at: pointer / "largeText") ?? false)
  }

  /// A colour string (see ``ChartColor/init(parsing:)``); reports anything else where it is.
  mutating func decodeColor(_ value: JSONValue, at pointer: JSONPointer) -> ChartColor? {
    guard case .string(let text) = value else {
      report(
        pointer, "expected a colour string such as \"#1F77B4\" or \"steelblue\", found \(describe(value))")
      return nil
    }
    guard let color = ChartColor(parsing: text) else {
      report(pointer, ChartColor.problem(with: text))
      return nil
    }
    return color
  }
}

extension ChartFileEncoder {
  /// A colour scheme's object: only the keys that are set (`largeText` only when `true`).
  static func colorScheme(_ scheme: ChartColorScheme) -> JSONValue {
    var object = JSONObject()
    object["background"] = scheme.background.map { .string($0.spelling) }
    object["text"] = scheme.text.map { .string($0.spelling) }
    if scheme.textIsLarge { object["largeText"] = .bool(true) }
    return .object(object)
  }
}
