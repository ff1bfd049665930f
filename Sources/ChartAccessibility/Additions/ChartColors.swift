/// A colour of a chart's presentation: 8-bit sRGB components and an 8-bit alpha, as a chart file
/// writes it. An AudioGraph addition (Apple's model has no colours).
///
/// A chart file spells a colour as hex (`#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, digits in
/// either case) or as a CSS named colour (one of the 148 names of CSS Color Module Level 4, or
/// `transparent`; names ignore case). The ``spelling`` is kept so that a file read and written
/// again says the same thing.
///
///     ChartColor(parsing: "#1F77B4")       // red 31, green 119, blue 180, alpha 255
///     ChartColor(parsing: "#0003")         // black at alpha 51 (0x33)
///     ChartColor(parsing: "SteelBlue")     // red 70, green 130, blue 180
///     ChartColor(parsing: "rgb(1, 2, 3)")  // nil: functional notation is not read
public struct ChartColor: Hashable, Sendable, CustomStringConvertible {
  /// The sRGB components, 0...255 (gamma-encoded, as written).
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  /// The opacity, 0 (transparent) ... 255 (opaque).
  public var alpha: UInt8
  /// The colour as the chart file writes it: "#1F77B4", "#fff", "steelblue". A colour built from
  /// components is spelled ``hex``.
  public var spelling: String

  /// A colour from its components, spelled ``hex``.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.spelling = ""
    self.spelling = hex
  }

  /// The colour `text` spells, or `nil` when it is no hex colour or CSS colour name.
  ///
  /// Surrounding whitespace is not allowed, so that the file's text is exactly the spelling.
  public init?(parsing text: String) {
    guard let rgba = Self.components(of: text) else { return nil }
    self.init(red: rgba.0, green: rgba.1, blue: rgba.2, alpha: rgba.3)
    spelling = text
  }

  /// "#RRGGBB" in capitals, or "#RRGGBBAA" when the colour is not opaque.
  public var hex: String {
    let components = alpha == 255 ? [red, green, blue] : [red, green, blue, alpha]
    return "#"
      + components.map { byte in
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
      }.joined()
  }

  /// The spelling, as in the chart file.
  public var description: String { spelling }

  /// The colour as a sentence in `language` names it: the chart file's spelling in English or
  /// when it is hex, and the ``hex`` code in any other language, since a CSS colour name is an
  /// English word ("gold" is "#FFD700" in a German, French or Spanish report), and a text never
  /// mixes two languages.
  public func spoken(in language: LanguagePack) -> String {
    language.identifier == LanguagePack.english.identifier || spelling.hasPrefix("#") ? spelling : hex
  }

  /// Whether the colour is fully opaque (alpha 255).
  public var isOpaque: Bool { alpha == 255 }

  /// Red, green, blue and alpha of a hex colour or CSS colour name; `nil` otherwise.
  static func components(of text: String) -> (UInt8, UInt8, UInt8, UInt8)? {
    if text.hasPrefix("#") {
      let digits = text.dropFirst().map { $0.hexDigitValue }
      guard digits.allSatisfy({ $0 != nil }), !digits.isEmpty else { return nil }
      let values = digits.map { UInt8($0!) }
      switch values.count {
      case 3, 4:
        // Each digit doubled: #F0A is #FF00AA.
        let expanded = values.map { $0 << 4 | $0 }
        return (expanded[0], expanded[1], expanded[2], values.count == 4 ? expanded[3] : 255)
      case 6, 8:
        let bytes = stride(from: 0, to: values.count, by: 2).map { values[$0] << 4 | values[$0 + 1] }
        return (bytes[0], bytes[1], bytes[2], values.count == 8 ? bytes[3] : 255)
      default:
        return nil
      }
    }
    let name = text.lowercased()
    if name == "transparent" { return (0, 0, 0, 0) }
    guard let rgb = namedColorValues[name] else { return nil }
    return (UInt8(rgb >> 16), UInt8((rgb >> 8) & 0xFF), UInt8(rgb & 0xFF), 255)
  }

  /// Why `text` is not a colour, as a sentence fragment for a located chart file problem.
  static func problem(with text: String) -> String {
    if text.hasPrefix("#") {
      let digits = text.dropFirst()
      if let bad = digits.first(where: { $0.hexDigitValue == nil }) {
        return "\"\(text)\" is not a colour: \"\(bad)\" is not a hex digit; expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"
      }
      return
        "\"\(text)\" is not a colour: it has \(digits.count) hex \(digits.count == 1 ? "digit" : "digits"); expected 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)"
    }
    let suggestion =
      closestMatch(to: text, in: cssColorNames + ["transparent"]).map { "; did you mean \"\($0)\"?" }
      ?? "; expected a hex colour such as #1F77B4 or a CSS colour name such as steelblue"
    return "\"\(text)\" is not a colour\(suggestion)"
  }

  /// The CSS Color Module Level 4 named colours, lowercase, in alphabetical order (148 names;
  /// `transparent` is read too but is not in this list).
  public static var cssColorNames: [String] { namedColors.map(\.name) }

  private static let namedColorValues: [String: UInt32] = Dictionary(
    uniqueKeysWithValues: namedColors.map { ($0.name, $0.rgb) })

  /// Name and 0xRRGGBB value of each CSS named colour.
  private static let namedColors: [(name: String, rgb: UInt32)] = [
    ("aliceblue", 0xF0F8FF), ("antiquewhite", 0xFAEBD7), ("aqua", 0x00FFFF), ("aquamarine", 0x7FFFD4),
    ("azure", 0xF0FFFF), ("beige", 0xF5F5DC), ("bisque", 0xFFE4C4), ("black", 0x000000),
    ("blanchedalmond", 0xFFEBCD), ("blue", 0x0000FF), ("blueviolet", 0x8A2BE2), ("brown", 0xA52A2A),
    ("burlywood", 0xDEB887), ("cadetblue", 0x5F9EA0), ("chartreuse", 0x7FFF00), ("chocolate", 0xD2691E),
    ("coral", 0xFF7F50), ("cornflowerblue", 0x6495ED), ("cornsilk", 0xFFF8DC), ("crimson", 0xDC143C),
    ("cyan", 0x00FFFF), ("darkblue", 0x00008B), ("darkcyan", 0x008B8B), ("darkgoldenrod", 0xB8860B),
    ("darkgray", 0xA9A9A9), ("darkgreen", 0x006400), ("darkgrey", 0xA9A9A9), ("darkkhaki", 0xBDB76B),
    ("darkmagenta", 0x8B008B), ("darkolivegreen", 0x556B2F), ("darkorange", 0xFF8C00), ("darkorchid", 0x9932CC),
    ("darkred", 0x8B0000), ("darksalmon", 0xE9967A), ("darkseagreen", 0x8FBC8F), ("darkslateblue", 0x483D8B),
    ("darkslategray", 0x2F4F4F), ("darkslategrey", 0x2F4F4F), ("darkturquoise", 0x00CED1), ("darkviolet", 0x9400D3),
    ("deeppink", 0xFF1493), ("deepskyblue", 0x00BFFF), ("dimgray", 0x696969), ("dimgrey", 0x696969),
    ("dodgerblue", 0x1E90FF), ("firebrick", 0xB22222), ("floralwhite", 0xFFFAF0), ("forestgreen", 0x228B22),
    ("fuchsia", 0xFF00FF), ("gainsboro", 0xDCDCDC), ("ghostwhite", 0xF8F8FF), ("gold", 0xFFD700),
    ("goldenrod", 0xDAA520), ("gray", 0x808080), ("green", 0x008000), ("greenyellow", 0xADFF2F), ("grey", 0x808080),
    ("honeydew", 0xF0FFF0), ("hotpink", 0xFF69B4), ("indianred", 0xCD5C5C), ("indigo", 0x4B0082),
    ("ivory", 0xFFFFF0), ("khaki", 0xF0E68C), ("lavender", 0xE6E6FA), ("lavenderblush", 0xFFF0F5),
    ("lawngreen", 0x7CFC00), ("lemonchiffon", 0xFFFACD), ("lightblue", 0xADD8E6), ("lightcoral", 0xF08080),
    ("lightcyan", 0xE0FFFF), ("lightgoldenrodyellow", 0xFAFAD2), ("lightgray", 0xD3D3D3), ("lightgreen", 0x90EE90),
    ("lightgrey", 0xD3D3D3), ("lightpink", 0xFFB6C1), ("lightsalmon", 0xFFA07A), ("lightseagreen", 0x20B2AA),
    ("lightskyblue", 0x87CEFA), ("lightslategray", 0x778899), ("lightslategrey", 0x778899),
    ("lightsteelblue", 0xB0C4DE), ("lightyellow", 0xFFFFE0), ("lime", 0x00FF00), ("limegreen", 0x32CD32),
    ("linen", 0xFAF0E6), ("magenta", 0xFF00FF), ("maroon", 0x800000), ("mediumaquamarine", 0x66CDAA),
    ("mediumblue", 0x0000CD), ("mediumorchid", 0xBA55D3), ("mediumpurple", 0x9370DB), ("mediumseagreen", 0x3CB371),
    ("mediumslateblue", 0x7B68EE), ("mediumspringgreen", 0x00FA9A), ("mediumturquoise", 0x48D1CC),
    ("mediumvioletred", 0xC71585), ("midnightblue", 0x191970), ("mintcream", 0xF5FFFA), ("mistyrose", 0xFFE4E1),
    ("moccasin", 0xFFE4B5), ("navajowhite", 0xFFDEAD), ("navy", 0x000080), ("oldlace", 0xFDF5E6),
    ("olive", 0x808000), ("olivedrab", 0x6B8E23), ("orange", 0xFFA500), ("orangered", 0xFF4500),
    ("orchid", 0xDA70D6), ("palegoldenrod", 0xEEE8AA), ("palegreen", 0x98FB98), ("paleturquoise", 0xAFEEEE),
    ("palevioletred", 0xDB7093), ("papayawhip", 0xFFEFD5), ("peachpuff", 0xFFDAB9), ("peru", 0xCD853F),
    ("pink", 0xFFC0CB), ("plum", 0xDDA0DD), ("powderblue", 0xB0E0E6), ("purple", 0x800080),
    ("rebeccapurple", 0x663399), ("red", 0xFF0000), ("rosybrown", 0xBC8F8F), ("royalblue", 0x4169E1),
    ("saddlebrown", 0x8B4513), ("salmon", 0xFA8072), ("sandybrown", 0xF4A460), ("seagreen", 0x2E8B57),
    ("seashell", 0xFFF5EE), ("sienna", 0xA0522D), ("silver", 0xC0C0C0), ("skyblue", 0x87CEEB),
    ("slateblue", 0x6A5ACD), ("slategray", 0x708090), ("slategrey", 0x708090), ("snow", 0xFFFAFA),
    ("springgreen", 0x00FF7F), ("steelblue", 0x4682B4), ("tan", 0xD2B48C), ("teal", 0x008080), ("thistle", 0xD8BFD8),
    ("tomato", 0xFF6347), ("turquoise", 0x40E0D0), ("violet", 0xEE82EE), ("wheat", 0xF5DEB3), ("white", 0xFFFFFF),
    ("whitesmoke", 0xF5F5F5), ("yellow", 0xFFFF00), ("yellowgreen", 0x9ACD32),
  ]
}

/// The colours a chart is drawn in, in one appearance (light or dark): the background, the
/// text, and whether the text is large. An AudioGraph addition.
///
/// A chart file writes it as `"colors": {"background": "#F9F9F9", "text": "#333333"}` (and
/// `"darkColors"` for dark mode), with an optional `"largeText": true`.
public struct ChartColorScheme: Hashable, Sendable {
  /// The colour behind the chart; `nil` when not given (an audit then assumes white in light
  /// mode and black in dark mode, and says so).
  public var background: ChartColor?
  /// The colour of the chart's title, axis labels and legend; `nil` when not given.
  public var text: ChartColor?
  /// Whether all of the chart's text is large in WCAG's sense (at least 18 point, or 14 point
  /// bold), which lowers the text contrast it needs (3:1 instead of 4.5:1 at level AA).
  /// Default `false`; a chart file writes it only when `true`.
  public var textIsLarge: Bool

  public init(background: ChartColor? = nil, text: ChartColor? = nil, textIsLarge: Bool = false) {
    self.background = background
    self.text = text
    self.textIsLarge = textIsLarge
  }
}
