public import ChartAccessibility
import Foundation

/// A colour as three sRGB components in `0...1` (gamma-encoded, not rounded to 8 bits): what a
/// translucent colour looks like once composited over what is behind it.
public struct RGBColor: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double

  public init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The colour's components, ignoring its alpha.
  public init(_ color: ChartColor) {
    self.init(red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255)
  }

  /// `color` as seen over `background`: the components blended by `color`'s alpha in sRGB (the
  /// "source over" compositing of CSS and every browser), `result = α·fg + (1 − α)·bg`.
  public init(_ color: ChartColor, over background: RGBColor) {
    let alpha = Double(color.alpha) / 255
    let foreground = RGBColor(color)
    self.init(
      red: alpha * foreground.red + (1 - alpha) * background.red,
      green: alpha * foreground.green + (1 - alpha) * background.green,
      blue: alpha * foreground.blue + (1 - alpha) * background.blue)
  }

  public static let white = RGBColor(red: 1, green: 1, blue: 1)
  public static let black = RGBColor(red: 0, green: 0, blue: 0)

  /// The components in linear light (the inverse of the sRGB transfer function).
  var linear: (Double, Double, Double) { (Self.linearize(red), Self.linearize(green), Self.linearize(blue)) }

  /// A component from linear light back to sRGB, clamped to `0...1`.
  init(linearRed r: Double, green g: Double, blue b: Double) {
    self.init(red: Self.encode(r), green: Self.encode(g), blue: Self.encode(b))
  }

  /// sRGB's transfer function inverted: `c / 12.92` up to 0.04045, else `((c + 0.055) / 1.055)^2.4`.
  ///
  /// WCAG 2.0 and 2.1 print 0.03928 as the threshold, WCAG 2.2 the sRGB standard's 0.04045; no
  /// 8-bit value lies between the two (10/255 ≈ 0.0392, 11/255 ≈ 0.0431), so both give the same
  /// luminance for every colour a chart file can write.
  static func linearize(_ c: Double) -> Double {
    c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
  }

  static func encode(_ c: Double) -> Double {
    let clamped = min(max(c, 0), 1)
    return clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * Foundation.pow(clamped, 1 / 2.4) - 0.055
  }

  /// "#RRGGBB", each component rounded to the nearest 8-bit value.
  public var hex: String {
    ChartColor(
      red: UInt8((min(max(red, 0), 1) * 255).rounded()), green: UInt8((min(max(green, 0), 1) * 255).rounded()),
      blue: UInt8((min(max(blue, 0), 1) * 255).rounded())
    ).hex
  }
}

/// WCAG 2.x contrast: relative luminance, contrast ratio, and how a ratio is written.
///
/// The formulas are WCAG 2.2's definitions ("relative luminance" and "contrast ratio"):
///
/// * relative luminance `L = 0.2126 R + 0.7152 G + 0.0722 B`, with R, G and B the colour's
///   components in linear light (see the transfer function on ``RGBColor``), `0` for black to
///   `1` for white;
/// * contrast ratio `(L1 + 0.05) / (L2 + 0.05)`, L1 the lighter colour's, from `1` (no
///   contrast) to `21` (black on white). It is written "4.08:1".
///
/// A translucent colour is first composited over its background (``RGBColor/init(_:over:)``),
/// and a translucent background over the page: white in light mode, black in dark mode.
///
/// **No rounding up.** WCAG compares the exact ratio with its threshold: 4.499:1 does not meet
/// 4.5:1. ``meets(_:_:)`` compares unrounded numbers, and ``text(_:)`` never writes a failing
/// ratio as one that would pass (4.499 is written "4.49:1", not "4.5:1").
public enum WCAGContrast {
  /// The thresholds WCAG's contrast criteria use: 3:1 (1.4.3 and 1.4.6 for large text, 1.4.11),
  /// 4.5:1 (1.4.3, 1.4.6 for large text) and 7:1 (1.4.6).
  public static let thresholds: [Double] = [3, 4.5, 7]

  /// The relative luminance of an sRGB colour, `0...1`.
  public static func relativeLuminance(_ color: RGBColor) -> Double {
    let (r, g, b) = color.linear
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }

  /// The contrast ratio of two relative luminances, `1...21`; the order does not matter.
  public static func ratio(luminance a: Double, luminance b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The contrast ratio of two colours as seen, `1...21`.
  public static func ratio(_ a: RGBColor, _ b: RGBColor) -> Double {
    ratio(luminance: relativeLuminance(a), luminance: relativeLuminance(b))
  }

  /// The contrast ratio of `foreground` drawn on `background`, which is drawn on `page`: each
  /// translucent colour is composited over what is behind it first.
  ///
  ///     WCAGContrast.ratio(ChartColor(parsing: "#7A7A7A")!, on: ChartColor(parsing: "#F9F9F9")!)  // 4.077
  public static func ratio(_ foreground: ChartColor, on background: ChartColor, page: RGBColor = .white) -> Double {
    let behind = RGBColor(background, over: page)
    return ratio(RGBColor(foreground, over: behind), behind)
  }

  /// Whether `ratio` meets `threshold`, compared exactly (no rounding: 4.499 does not meet 4.5).
  public static func meets(_ ratio: Double, _ threshold: Double) -> Bool { ratio >= threshold }

  /// The ratio as WCAG writes it, with at most two decimals and trailing zeros dropped: "21:1",
  /// "4.08:1", "4.5:1".
  ///
  /// Rounded to the nearest hundredth (4.077 is "4.08:1"), except where that would reach one of
  /// the ``thresholds`` the exact ratio misses: then rounded down (4.4999 is "4.49:1", 2.996 is
  /// "2.99:1"), so a written ratio never seems to pass a criterion that fails.
  public static func text(_ ratio: Double) -> String {
    var hundredths = (ratio * 100).rounded()
    if thresholds.contains(where: { ratio < $0 && hundredths / 100 >= $0 }) {
      hundredths = (ratio * 100).rounded(.down)
    }
    return number(hundredths / 100) + ":1"
  }

  /// A number with at most two decimals, trailing zeros dropped, "." as separator: "4.5", "21".
  static func number(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let whole = hundredths / 100
    let fraction = abs(hundredths % 100)
    if fraction == 0 { return String(whole) }
    return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }

  /// The colour nearest `foreground` (mixed towards black, or towards white when that is the way
  /// away from `background`) that meets `threshold` on `background`, keeping `foreground`'s alpha;
  /// `nil` when even black or white does not. Mixing is done in steps of 1/255 in sRGB.
  public static func suggestion(
    for foreground: ChartColor, on background: ChartColor, page: RGBColor = .white, reaching threshold: Double
  ) -> ChartColor? {
    let behind = RGBColor(background, over: page)
    let backgroundLuminance = relativeLuminance(behind)
    // Go darker when black gives more contrast with the background than white does.
    let towardsBlack =
      ratio(luminance: 0, luminance: backgroundLuminance) >= ratio(luminance: 1, luminance: backgroundLuminance)
    let target: Double = towardsBlack ? 0 : 255
    for step in 0...255 {
      let t = Double(step) / 255
      func mix(_ c: UInt8) -> UInt8 { UInt8((Double(c) * (1 - t) + target * t).rounded()) }
      let candidate = ChartColor(
        red: mix(foreground.red), green: mix(foreground.green), blue: mix(foreground.blue), alpha: foreground.alpha)
      if meets(ratio(RGBColor(candidate, over: behind), behind), threshold) { return candidate }
    }
    return nil
  }
}
