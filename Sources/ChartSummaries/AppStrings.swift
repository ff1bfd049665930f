import ChartAccessibility
import Foundation

/// What the summary can learn from an app's own value strings: axes built Apple's way, with a
/// `valueDescriptionProvider` closure and no ``ChartAccessibility/ValueFormat``.
///
/// The summarizer calls such a closure on a few of the data's values and reads its output:
/// - **y axes**: when every sample is one number (the value itself, or 100 times it before a "%")
///   with the same text before and after it, the summary speaks every y value, average and
///   change with the closure's own string ("US$1,820.50", "7%", "62 bpm"; `SummaryFormatter`'s
///   `appValueText`), and that text tells it what the values are: "$1,200.00" → US dollars;
///   "4.8%" → percent (changes in percentage points); "62 bpm" → the unit "bpm", said once a
///   sentence (its singular from the closure's text for 1 when that differs, "1 visit").
///   Anything else ("about 62", "high") gives no format: plain numbers, as before.
/// - **x axes**: when the closure's text is not just the number (a date, "Week 3"), the summary
///   speaks that text, with "on" before a day or a date and time, "in" before a month, a year or
///   a counted unit such as "Week", "at" before a time of day and anything else. A raw number
///   the app never wrote (seconds since 1970) is never spoken for such an axis.
enum AppStrings {
  /// A number inside a string, and the text around it.
  struct NumberInText: Equatable {
    var prefix: String
    var value: Double
    var suffix: String
  }

  /// Reads the first number of `text` whose value equals `expected` (or 100 × `expected`, for
  /// "%"), trying the decimal and grouping separators of English ("1,200.5"), of most of Europe
  /// ("1.200,5") and of French ("1 200,5"). `nil` when no reading gives that value within the
  /// text's own rounding.
  static func number(in text: String, expected: Double) -> (NumberInText, scale: Double)? {
    let characters = Array(text)
    func isNumberCharacter(_ c: Character) -> Bool { c.isNumber || ",. \u{00A0}\u{202F}'".contains(c) }
    var start = 0
    while start < characters.count {
      guard
        characters[start].isNumber
          || (("-−".contains(characters[start])) && start + 1 < characters.count && characters[start + 1].isNumber)
      else {
        start += 1
        continue
      }
      var end = start + 1
      while end < characters.count, isNumberCharacter(characters[end]) { end += 1 }
      // Trailing separators and spaces belong to the text after the number ("5 bpm", "5.").
      while end > start + 1, !characters[end - 1].isNumber { end -= 1 }
      let token = String(characters[start..<end])
      for (grouping, decimal) in [(",", "."), (".", ","), (" ", ","), ("\u{00A0}", ","), ("\u{202F}", ","), ("'", ".")]
      {
        guard let (value, decimals) = parse(token, grouping: grouping, decimal: decimal) else { continue }
        for scale in [1.0, 100.0] {
          let target = expected * scale
          let tolerance = 0.5 * Foundation.pow(10, -Double(decimals)) * 1.0001 + 1e-9 * Swift.abs(target)
          if Swift.abs(value - target) <= tolerance {
            let prefix = String(characters[..<start])
            let suffix = String(characters[end...])
            return (NumberInText(prefix: prefix, value: value, suffix: suffix), scale)
          }
        }
      }
      start = end
    }
    return nil
  }

  /// The value of `token` with these separators and its count of fraction digits; `nil` when the
  /// token is not a number written that way (groups of three digits after the first).
  static func parse(_ token: String, grouping: String, decimal: String) -> (Double, Int)? {
    var text = token.replacingOccurrences(of: "−", with: "-")
    let negative = text.hasPrefix("-")
    if negative { text.removeFirst() }
    let parts = text.components(separatedBy: decimal)
    guard parts.count <= 2 else { return nil }
    let whole = parts[0].components(separatedBy: grouping)
    guard let head = whole.first, !head.isEmpty, head.count <= 3 || whole.count == 1,
      whole.dropFirst().allSatisfy({ $0.count == 3 }),
      whole.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return nil }
    let fraction = parts.count == 2 ? parts[1] : ""
    guard fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    guard let value = Double(whole.joined() + (fraction.isEmpty ? "" : "." + fraction)) else { return nil }
    return (negative ? -value : value, fraction.count)
  }

  /// Up to five of `values`, spread over them (first, last, extremes and middle), finite only.
  static func samples(_ values: [Double]) -> [Double] {
    let finite = values.filter(\.isFinite)
    guard let low = finite.min(), let high = finite.max() else { return [] }
    var picked = [finite[0], finite[finite.count - 1], low, high, finite[finite.count / 2]]
    picked = picked.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    return picked
  }

  /// How an app's y closure writes its values: the text around the number and its scale (100
  /// for a fraction written as a percentage), read from a few of `values`; `nil` when the axis
  /// has no app closure or a sample does not read as its value with the same text around it.
  static func valueReading(of axis: AXNumericDataAxisDescriptor, values: [Double]) -> (NumberInText, scale: Double)? {
    guard axis.valueFormat == nil, !axis.providerFollowsFormat, axis.valueKind == .number else { return nil }
    let picked = samples(values)
    guard !picked.isEmpty else { return nil }
    var found: [(NumberInText, Double)] = []
    // A value of exactly one may be written with the singular ("1 order"); it is read below.
    for value in picked where Swift.abs(value) != 1 || picked.count == 1 {
      guard let reading = number(in: axis.valueDescriptionProvider(value), expected: value) else { return nil }
      found.append(reading)
    }
    guard let (first, scale) = found.first else { return nil }
    guard found.allSatisfy({ $0.0.prefix == first.prefix && $0.0.suffix == first.suffix && $0.1 == scale }) else {
      return nil
    }
    return (first, scale)
  }

  /// The y format an app's closure writes, or `nil` (see the type's documentation).
  static func inferredFormat(of axis: AXNumericDataAxisDescriptor, values: [Double]) -> ValueFormat? {
    guard let (first, scale) = valueReading(of: axis, values: values) else { return nil }
    let prefix = first.prefix.trimmingCharacters(in: .whitespaces)
    let suffix = first.suffix.trimmingCharacters(in: .whitespaces)
    if suffix == "%" && prefix.isEmpty { return ValueFormat(style: scale == 100 ? .fraction : .percent) }
    guard scale == 1 else { return nil }
    let currencies = [
      "$": "USD", "US$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "CHF": "CHF", "USD": "USD",
      "EUR": "EUR",
    ]
    if let code = currencies[prefix], suffix.isEmpty { return ValueFormat(style: .currency(code: code)) }
    if let code = currencies[suffix], prefix.isEmpty { return ValueFormat(style: .currency(code: code)) }
    guard prefix.isEmpty, !suffix.isEmpty, first.suffix.first?.isWhitespace == true else { return nil }
    // The closure's own singular, when it writes one: "1 visit" against "120 visits".
    var one = suffix
    if let single = number(in: axis.valueDescriptionProvider(1), expected: 1), single.1 == 1, single.0.prefix.isEmpty {
      let text = single.0.suffix.trimmingCharacters(in: .whitespaces)
      if !text.isEmpty { one = text }
    }
    return ValueFormat(unit: PluralForms(one: one, other: suffix))
  }

  /// Whether the x axis is spoken with the app's own strings: an Apple-style closure whose text is
  /// more than the plain number.
  static func speaksProvidedText(_ axis: AXNumericDataAxisDescriptor, values: [Double]) -> Bool {
    guard axis.valueFormat == nil, !axis.providerFollowsFormat, axis.valueKind == .number,
      let sample = samples(values).first
    else {
      return false
    }
    let text = axis.valueDescriptionProvider(sample)
    guard let reading = number(in: text, expected: sample), reading.scale == 1 else { return true }
    return
      !(reading.0.prefix.trimmingCharacters(in: .whitespaces).isEmpty
      && reading.0.suffix.trimmingCharacters(in: .whitespaces).isEmpty)
  }

  static let monthWords = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
  ]

  /// Whether an app's x text names a date: a month word, or a numeric date such as "3/1/2024".
  static func readsAsDate(_ text: String) -> Bool {
    let lower = text.lowercased()
    let words = lower.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    return words.contains { monthWords.contains($0) }
      || lower.range(of: #"\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}"#, options: .regularExpression) != nil
  }

  /// The preposition before an app's x text: "on" a day or a date with a time ("Mar 1, 2024",
  /// "3/1/2024", "2024-03-01"), "in" a month or a year ("March 2024", "2024") or a counted unit
  /// ("Week 3"), "at" a time of day ("4:00 PM") or anything else.
  static func preposition(for text: String, countedUnits: [String: String]) -> String {
    let lower = text.lowercased()
    let words = lower.split { !$0.isLetter && !$0.isNumber }.map(String.init)
    let hasMonth = words.contains { monthWords.contains($0) }
    let numbers = words.filter { $0.allSatisfy(\.isNumber) }
    let hasTime = lower.range(of: #"\d:\d\d"#, options: .regularExpression) != nil
    let numericDate = lower.range(of: #"\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}"#, options: .regularExpression) != nil
    let hasDay = numericDate || (hasMonth && numbers.contains { $0.count <= 2 })
    if hasDay { return "on" }
    if hasTime { return "at" }
    if hasMonth { return "in" }
    if numbers.count == 1, numbers[0].count == 4, words.count == 1 { return "in" }
    if let first = words.first, let counted = countedUnits[first] { return counted }
    return "at"
  }
}

/// How the values on an axis are written in every summary (lines, bars, scatters and pies,
/// histograms, box plots, heatmaps, candlesticks and stacks), decided one way:
/// - the axis' `ValueFormat` when it has one;
/// - else, for an app's own closure (`valueDescriptionProvider`, not one AudioGraph built from a
///   format) whose strings read as the values (``AppStrings``): the format those strings imply
///   ("$1,820.50" → US dollars, "7%" → percent), and the closure's own strings where a value is
///   said;
/// - else the values' own digits (no format).
struct AxisValueWriting {
  /// The format the values follow (before the unit is said in the summary's language), `nil`
  /// when neither the axis nor its closure gives one.
  let format: ValueFormat?
  /// The app's closure, when its strings are said.
  let appText: ((Double) -> String)?
  /// For money written by the app's closure: the text it writes before and after the number
  /// ("US$", ""), for the amounts the closure does not write (rates: "US$0.104 per day").
  let appCurrencyText: (prefix: String, suffix: String)?
  /// For money: whether the axis' own point descriptions show the minor unit (see
  /// `SummaryFormatter.init`), `nil` without a formatter of the axis' own.
  let axisShowsMinorUnit: Bool?

  /// - Parameter values: the values a closure is read from (a few are sampled); called only
  ///   when the axis has an app closure.
  init(axis: AXNumericDataAxisDescriptor?, values: () -> [Double]) {
    let appValues = axis.flatMap { axis in axis.valueFormat == nil && !axis.providerFollowsFormat ? values() : nil }
    format = axis.flatMap { axis in
      axis.valueFormat ?? appValues.flatMap { AppStrings.inferredFormat(of: axis, values: $0) }
    }
    // An app's closure that writes its values as numbers speaks them (`AppStrings`).
    let reading = axis.flatMap { axis in appValues.flatMap { AppStrings.valueReading(of: axis, values: $0) } }
    appText = reading == nil ? nil : axis?.valueDescriptionProvider
    if let reading, case .currency = format?.style {
      appCurrencyText = (reading.0.prefix, reading.0.suffix)
    } else {
      appCurrencyText = nil
    }
    axisShowsMinorUnit = axis?.providerDefaults.map { $0.fractionDigits > 0 }
  }
}

extension SummaryFormatter {
  /// The formatter of values written as `writing` decides, with `yValues` setting the digits.
  init(context: FormattingContext, language: SummaryLanguage, writing: AxisValueWriting, yValues: [Double]) {
    self.init(
      context: context, language: language, yFormat: writing.format, yValues: yValues,
      axisShowsMinorUnit: writing.axisShowsMinorUnit, appValueText: writing.appText)
    appCurrencyText = writing.appCurrencyText
  }
}
