import ChartAccessibility
import Foundation

/// Writes the numbers of a summary: y values, changes, rates and percentages, each true to the data
/// and told apart from the other numbers of its sentence. Every rule is a pure function of the y
/// format, the series' values (given once, to `init`) and the number itself; the locale changes
/// only separators, symbols and the order of the currency sign.
///
/// Values are reasoned about on the *displayed* scale: ×100 for the `fraction` style (0.048 is
/// "4.8%"), as they are for every other style. Below, e(v) = ⌊log₁₀|v|⌋ of that displayed value.
///
/// **Fraction digits of a y value** (``y(_:derived:unit:)``). With no fixed `fractionDigits` in the
/// y format, a value gets the largest of:
/// 1. the range floor d_R = `ValueFormat.defaultFractionDigits(for:)` of the series:
///    clamp(1 − ⌊log₁₀ R⌋, 0, 4) for the range R, 0 when every value is whole, so that values a
///    tenth of the range apart print differently;
/// 2. the digits the value is written with in the data (exact to 1e-14 of its magnitude, see
///    `ValueFormat.writtenFractionDigits(of:maximum:)`), when those give it at most four
///    significant digits: 25.94 → "25.94", 0.000316 → "0.000316", 4.8 → "4.8", 203.2 → "203.2";
///    1200.5 (five significant digits) and 3.14159 do not qualify;
/// 3. two significant digits, 1 − e(v), for a value rules 1 and 2 do not show exactly:
///    0.00031623 → "0.00032", 3.9271 → "3.9", 0.001 → "0.001", 0.71 → "0.71".
///
/// At most 15 digits; trailing zeros are trimmed, except where trimming would leave an inexact
/// value with fewer than two significant digits (2.9749 → "3.0", 0.099961 → "0.10"). Whole numbers
/// stay whole ("120"). Derived values (means, medians, fitted levels, interval half-widths) use
/// d_R + 1 and rule 3, not rule 2: they are computed, not written in the data. The statistics of a
/// histogram or box plot (``statistic(_:)``) also take the digits that write them exactly when at
/// most two do (`ValueFormat.exactStatisticDigits(of:)`): a quartile of whole numbers "136.75".
///
/// With fixed `fractionDigits` f in the format: exactly f digits, trailing zeros kept, except that a
/// value not shown exactly by f digits and left with fewer than two significant digits gets
/// 1 − e(v) digits ("0.71" with f = 0, "0.0012" with f = 2).
///
/// **Money** (currency style) with minor unit m (2; 0 for JPY, KRW and other currencies without a
/// minor unit; 3 for BHD, IQD, JOD, KWD, LYD, OMR, TND): when the y axis writes its own values
/// from a format, the summary shows the minor unit exactly when the axis does (so a summary and a
/// point's description agree); otherwise every value of the series shows its minor unit when some
/// value is not a whole number of the currency and every |value| < 1,000 (AAPL
/// "$25.94", JNJ "$0.71", "$7.00"), or when the range floor d_R > 0. A series with a value of
/// magnitude 10,000 or more never shows its minor unit, whatever the axis does (GDP per person
/// "$47,307", not "$47,307.00"; the point's own description keeps "$47,307.00"; a writer rounds
/// amounts this large to whole units). Otherwise values are written in
/// whole units ("$1,200", and "$1,451" for 1,450.50), except a value that rules 2–3 give digits to
/// ("$5.50", "$0.71"). Money gets 0 or at least m digits, never 1 … m − 1, and more than m only
/// where two significant digits need them ("$0.0031"). In a series without minor units a whole
/// amount stays whole even where it is derived ("Median: $1,200" next to "Mean: $1,250.17").
///
/// **Large numbers**. Number and currency values of magnitude ≥ 10⁶ take a scale word (in the
/// unit's language when the unit has no words in the summary's: "6,14 billion people", not
/// "6,14 Milliarden people"): "3.93
/// million", "203 million", "$1.25 billion". Three significant digits, or more where the range
/// floor at that scale, clamp(1 − ⌊log₁₀(R / scale)⌋, 0, …), asks for them (203.2 and 203.5
/// million in one series; ``distinctYs(_:unit:)`` adds more within a sentence), trailing zeros
/// trimmed; magnitudes ≥ 10¹⁵ stay in trillions ("1,500 trillion"). When more than three fraction
/// digits would be needed at the scale (1,000,001 next to 1,000,002) the number is written in full.
///
/// **Rounding**: half away from zero; "−0" never appears; grouping follows the locale except where
/// it groups with spaces. Non-finite values read "not a number", "infinity", "minus infinity".
struct SummaryFormatter {
  let context: FormattingContext
  let language: SummaryLanguage
  /// The y axis format (style, and unit in the summary's language); `nil` for plain numbers.
  var yFormat: ValueFormat?
  /// Whether the unit has no words in the summary's language (an English unit in a German
  /// summary): its scale word is then the unit's, English ("6,14 billion people"), since a scale
  /// word in one language before a unit in another ("6,14 Milliarden people") mixes the two.
  let unitIsUntranslated: Bool
  /// The y unit's opening multiplier, when it has one ("thousand people", "million therms",
  /// "thousands of jobs", "Millionen Euro", « milliers de personnes », "miles de personas"; see
  /// ``ScaledUnit``); `nil` otherwise.
  let unitMultiplier: ScaledUnit?
  /// The floor of fraction digits of y values: the format's fixed digits, or the range floor d_R.
  let digits: Int
  /// Whether `digits` was fixed by the y format (then derived values keep it too).
  let digitsAreFixed: Bool
  /// Whether every currency value shows its minor unit (see the money rule above); `false` for
  /// other styles.
  let showsMinorUnit: Bool
  /// max − min of the series' displayed values; 0 for fewer than two finite values.
  let displayedRange: Double
  /// The largest |displayed value| of the series; 0 without values.
  let displayedMagnitude: Double
  /// The fraction digits every displayed value of the series is written with, when all are
  /// written with few digits (`ValueFormat.writtenFractionDigits(for:)`); `nil` otherwise.
  let writtenDigits: Int?
  /// The app's own `valueDescriptionProvider` of the y axis, when the summary speaks values with
  /// it (`AppStrings.valueReading(of:values:)` read a number in its strings); `nil` otherwise.
  ///
  /// With it, a y value, a statistic and a change in y units are the closure's string for that
  /// number, "US$1,820.50" or "7%", not written by the rules above: the app's closure is its
  /// formatting, and Chart Details' points (the app's strings) then read alike. A negative
  /// number in it is said with the word (`LanguagePack.negativeNumbersInWords(_:)`); without the
  /// unit (``y(_:derived:unit:)`` with `unit: false`), the closure's unit after the number is
  /// left out. Changes of a percentage (percentage points), relative changes and rates stay the
  /// summary's: the closure writes values, not those.
  var appValueText: AppValueText?
  /// For money an app's closure writes (``appValueText``): the text it writes before and after
  /// the number ("US$", ""), so that a rate, which the closure does not write, names the
  /// currency as the closure does ("US$0.104 per day", not "$0.104" beside "US$30.04").
  var appCurrencyText: (prefix: String, suffix: String)?

  /// An app's `valueDescriptionProvider`, which is not `Sendable` (Apple's type), kept by a
  /// formatter that is: only the summary writers' formatters hold one (the general writer's and
  /// each chart kind's story's, made by `AxisValueWriting`), made and used within one
  /// `ChartSummarizer.summarize(_:)` call on the caller's thread, as the chart whose closure it
  /// is (`AXChartDescriptor` is not `Sendable` either).
  struct AppValueText: @unchecked Sendable {
    let text: (Double) -> String
  }

  /// - Parameter yValues: the values whose range and precision set the digits (the first
  ///   series' values, or all series' values); non-finite values are ignored.
  /// - Parameter axisShowsMinorUnit: for money, whether the y axis' own values (its point
  ///   descriptions) show the minor unit; when given, the summary does the same, so "$1,450.50" in
  ///   a point's description is never "$1,451" in the summary. `nil` (an app's closure, a chart
  ///   without a y axis) applies the money rule above.
  /// - Parameter appValueText: the y axis' app closure that writes the values (see
  ///   `appValueText`), or `nil` to write them by the rules above.
  init(
    context: FormattingContext, language: SummaryLanguage, yFormat: ValueFormat?, yValues: [Double],
    axisShowsMinorUnit: Bool? = nil, appValueText: ((Double) -> String)? = nil
  ) {
    self.context = context
    self.language = language
    self.appValueText = appValueText.map(AppValueText.init)
    // The unit in the summary's language, when the format gives it (`PluralForms.translations`);
    // a unit without words in that language is said as written, with no scale word around it.
    var spoken = yFormat
    spoken?.unit = yFormat?.unit?.localized(for: language.pack.identifier)
    self.yFormat = spoken
    let unitIsUntranslated = yFormat?.unit.map { !$0.hasWords(for: language.pack.identifier) } ?? false
    self.unitIsUntranslated = unitIsUntranslated
    let unitLanguage = unitIsUntranslated ? "en" : language.pack.identifier
    unitMultiplier = spoken?.unit.flatMap { ScaledUnit(unit: $0, language: unitLanguage) }
    let scale = yFormat?.style == .fraction ? 100.0 : 1
    var low = Double.infinity
    var high = -Double.infinity
    for value in yValues where value.isFinite {
      low = min(low, value * scale)
      high = max(high, value * scale)
    }
    displayedRange = low <= high ? high - low : 0
    displayedMagnitude = low <= high ? max(Swift.abs(low), Swift.abs(high)) : 0
    // The written precision is read from at most 65,536 evenly spaced values plus the extremes:
    // a million values take 0.2 s to read digit by digit, and a sample of this size finds the
    // data's precision as surely (every value of a series is usually written alike).
    let stride = max(1, yValues.count / 65_536)
    var sample: [Double] = []
    sample.reserveCapacity(yValues.count / stride + 2)
    var index = 0
    while index < yValues.count {
      if yValues[index].isFinite { sample.append(yValues[index] * scale) }
      index += stride
    }
    if low <= high { sample += [low, high] }
    let fractional = sample.contains { ValueFormat.writtenFractionDigits(of: $0 / scale, maximum: 0) == nil }
    writtenDigits = ValueFormat.writtenFractionDigits(for: sample)
    if let fixed = yFormat?.fractionDigits {
      digits = max(0, min(fixed, 15))
      digitsAreFixed = true
    } else {
      digits = ValueFormat.defaultFractionDigits(for: sample)
      digitsAreFixed = false
    }
    if let format = yFormat, case .currency = format.style, format.fractionDigits == nil {
      // Amounts from 10,000 are said in whole units whatever the axis shows, as a writer says
      // them: GDP per person "$47,307", not "$47,307.00" (the point's description keeps its cents).
      let magnitude = max(Swift.abs(low), Swift.abs(high))
      showsMinorUnit =
        magnitude < Self.wholeMoneyMagnitude
        && (axisShowsMinorUnit ?? ((fractional && magnitude < 1000) || digits > 0))
    } else {
      showsMinorUnit = false
    }
  }

  /// The displayed magnitude from which a series of money is said in whole units of its currency,
  /// even where the y axis shows the minor unit: 10,000.
  static let wholeMoneyMagnitude = 10_000.0

  // MARK: y values

  /// A y value with its unit: "120", "4.8%", "62 bpm", "$1,200", "$0.71", "0.000316 µg",
  /// "3.93 million". `derived` for computed values (mean, median, fitted level, half-width).
  func y(_ value: Double, derived: Bool = false, unit: Bool = true) -> String {
    number(value, role: derived ? .derived : .value, extra: 0, unit: unit)
  }

  /// A statistic of the data (a quartile, a median, a mean): as a derived ``y(_:derived:unit:)``,
  /// but never rounded where `ValueFormat.exactStatisticDigits(of:)` writes it exactly, so a
  /// quartile of whole numbers reads "136.75" as the table and braille write it.
  func statistic(_ value: Double) -> String {
    number(value, role: .statistic, extra: 0, unit: true)
  }

  /// The y values of one sentence, written so that no two different values read the same and equal
  /// values read the same: each value is first written as ``y(_:derived:unit:)`` writes it; then,
  /// as long as a text is shared by values that differ, those values get one more fraction digit
  /// (one more significant digit for "million" values), at most six more; values still alike
  /// after that (50 and 50 + 10⁻¹²) keep a shared text. Values of one text that are all equal
  /// keep it; NaNs count as equal.
  ///
  ///     distinctYs([9.04, 8.96])         // ["9.04", "8.96"] (as written)
  ///     distinctYs([203.21e6, 203.24e6]) // ["203.21 million", "203.24 million"]
  ///     distinctYs([5, 5, 7])            // ["5", "5", "7"]
  func distinctYs(_ values: [Double], unit: Bool = true) -> [String] {
    var extra = [Int](repeating: 0, count: values.count)
    var texts = values.map { y($0, unit: unit) }
    for _ in 0..<Self.maximumExtraDigits {
      var byText: [String: [Int]] = [:]
      for index in texts.indices { byText[texts[index], default: []].append(index) }
      var changed = false
      for indices in byText.values where indices.count > 1 {
        let first = values[indices[0]]
        guard indices.contains(where: { values[$0] != first && !(values[$0].isNaN && first.isNaN) }) else { continue }
        for index in indices {
          extra[index] += 1
          texts[index] = number(values[index], role: .value, extra: extra[index], unit: unit)
        }
        changed = true
      }
      if !changed { break }
    }
    return texts
  }

  /// How many digits ``distinctYs(_:unit:)`` may add to a value.
  static let maximumExtraDigits = 6

  // MARK: Changes

  /// A change or difference of y values as a magnitude with its unit, without a sign: "55 ppm",
  /// "$12.50", "1.2 degrees Celsius", "78". The digits follow the y value rules (range floor,
  /// the data's own digits, at least two significant digits), so a non-zero change never reads
  /// "0" (0.003 → "0.003"). When every value of the series is written with k fraction digits, a
  /// change within 10⁻¹² of the data's magnitude of a k-digit number is taken as that number
  /// (so 8.96 − 9.04 reads "0.08", not "0.080"). Percent and fraction styles give percentage points ("1.5 percentage
  /// points", see ``percentagePoints(_:)``). `derived` for computed widths such as the half-width
  /// of an interval (d_R + 1 digits instead of the data's own).
  func yChange(_ delta: Double, derived: Bool = false) -> String {
    if isPercentStyle { return percentagePoints(delta, derived: derived) }
    return number(Swift.abs(delta), role: derived ? .derived : .change, extra: 0, unit: true)
  }

  /// A change of a percentage, as the whole phrase: "1.5 percentage points", "1 percentage point",
  /// "0.08 percentage points". `delta` is in the y axis' units (a fraction such as 0.015 for the
  /// `fraction` style, a percentage such as 1.5 otherwise); the magnitude is written, without a
  /// sign, with the digits of ``yChange(_:derived:)``. "1 percentage point" only when the number
  /// reads exactly "1".
  func percentagePoints(_ delta: Double) -> String { percentagePoints(delta, derived: false) }

  func percentagePoints(_ delta: Double, derived: Bool) -> String {
    let shown = Swift.abs(delta) * displayScale
    let (fractionDigits, keepZeros) = self.fractionDigits(
      shown, role: derived ? .derived : .change, extra: 0, currency: false)
    let format = ValueFormat(style: .number, fractionDigits: keepZeros ? fractionDigits : nil)
    let number = ValueFormatter(format: format, context: context, defaults: .init(fractionDigits: fractionDigits))
      .string(for: shown)
    return language.percentagePoints(number, value: ValueFormatter.round(shown, fractionDigits: fractionDigits))
  }

  /// A change or difference of y values as a magnitude in y units without the unit (percent
  /// points are written without the percent sign): "78", "1.7". Same digits as ``yChange(_:derived:)``.
  func yDifference(_ value: Double) -> String {
    if isPercentStyle {
      let shown = Swift.abs(value) * displayScale
      let (fractionDigits, keepZeros) = self.fractionDigits(shown, role: .change, extra: 0, currency: false)
      return ValueFormatter(
        format: ValueFormat(fractionDigits: keepZeros ? fractionDigits : nil), context: context,
        defaults: .init(fractionDigits: fractionDigits)
      )
      .string(for: shown)
    }
    return number(Swift.abs(value), role: .change, extra: 0, unit: false)
  }

  /// Whether a change is too small to speak as a rise or fall, so that the caller says "about the
  /// same" (or leaves the change out) instead of "a decrease of 0.01 percentage points": `true`
  /// when `delta` is 0, or when |delta| is less than 1% of `range` (the visible range of the data,
  /// max − min, in the same units): a change no one can see on a chart drawn to that range. A
  /// non-finite `delta` is never negligible; with a range that is 0 or not finite only 0 is.
  func isNegligibleChange(_ delta: Double, relativeTo range: Double) -> Bool {
    Self.isNegligibleChange(delta, relativeTo: range)
  }

  static func isNegligibleChange(_ delta: Double, relativeTo range: Double) -> Bool {
    if delta == 0 { return true }
    guard delta.isFinite, range.isFinite, range > 0 else { return false }
    return Swift.abs(delta) < 0.01 * range
  }

  // MARK: Rates

  /// A rate of change with its y unit, per a unit of x chosen so the number is speakable: "15.5 per
  /// month", "1.38 ppm per year", "$1.20 per day", "0.5 percentage points per year". Never
  /// scientific notation.
  ///
  /// - Parameters:
  ///   - slope: y units per one `unit` of x (a Theil–Sen or least-squares slope).
  ///   - unit: the x unit in the singular: "day", "month", "year", "step", "unit of Height" (a
  ///     leading "per " is ignored). Its plural is formed by English rules ("unit of Height" →
  ///     "units of Height", "category" → "categories"); pass ``PluralForms`` to the other overload
  ///     for anything irregular.
  ///
  /// The number has three significant digits (words from a million: "71.9 million per year").
  /// While it is smaller than 0.1 in magnitude (three or more zeros read aloud), the rate moves
  /// up a ladder of larger x units, as far as the ladder goes:
  /// - time units: second → minute → hour → day → week → month → year → decade → century, from the
  ///   given unit up (a month is 1/12 of the mean Gregorian year of 365.2425 days; a quarter
  ///   starts at quarter → year → decade → century). 0.0111 °C per month → "0.133 degrees
  ///   Celsius per year"; 0.00000138 per year → "0.000138 per century".
  /// - other units: 1 → 10 → 100 → 1,000 → a million of them ("0.12 per 100 steps",
  ///   "0.5 per 1,000 dollars", "2.5 per million units of Income").
  /// A rate that is still small at the top of the ladder is written as a plain decimal with two
  /// or three significant digits ("0.000138 per century"). A slope of 0 reads "0 … per <unit>".
  func rate(_ slope: Double, per unit: String) -> String {
    var singular = unit
    if singular.hasPrefix("per ") { singular.removeFirst(4) }
    let name = singular.lowercased()
    if name == "quarter" || Self.timeUnits.contains(where: { $0.name == name }) {
      return rate(slope, per: RateUnit.time(name))
    }
    if name == "category" { return rate(slope, per: RateUnit.category) }
    if singular.hasPrefix("unit of ") { return rate(slope, per: RateUnit.unitOf(String(singular.dropFirst(8)))) }
    return rate(slope, per: PluralForms(one: singular, other: Self.englishPlural(singular)))
  }

  /// A rate as the other `rate(_:per:)` writes it, with the x unit's singular and plural forms given.
  func rate(_ slope: Double, per unit: PluralForms) -> String { rate(slope, per: RateUnit.words(unit)) }

  /// The x unit of a rate: a time unit (second … century, or quarter), a category, a unit of an
  /// axis ("unit of Height"), or words of the chart's own.
  enum RateUnit: Equatable {
    case time(String)
    case category
    case unitOf(String)
    case words(PluralForms)
  }

  /// A rate as ``rate(_:per:)`` writes it, per `unit` in the summary's language.
  func rate(_ slope: Double, per unit: RateUnit) -> String {
    let ladder = rateLadder(unit)
    var step = ladder[0]
    for next in ladder.dropFirst() {
      let current = slope * step.factor
      guard current.isFinite, current != 0, Swift.abs(current) * displayScale < 0.1 else { break }
      step = next
    }
    return rateNumber(slope * step.factor) + " " + step.phrase
  }

  /// One step of a rate ladder: the x unit's size in the given unit, and its words ("per decade").
  struct RateStep {
    var factor: Double
    var phrase: String
  }

  /// Mean Gregorian lengths in seconds (a year is 365.2425 days, a month 1/12 of it).
  static let timeUnits: [(name: String, seconds: Double)] = [
    ("second", 1), ("minute", 60), ("hour", 3600), ("day", 86_400), ("week", 604_800),
    ("month", 2_629_746), ("year", 31_556_952), ("decade", 315_569_520), ("century", 3_155_695_200),
  ]

  func rateLadder(_ unit: RateUnit) -> [RateStep] {
    let forms: (one: String, other: String)
    switch unit {
    case .time(let name):
      if name == "quarter" {
        return [RateStep(factor: 1, phrase: language.ratePhrase(timeUnit: "quarter"))]
          + [("year", 4.0), ("decade", 40), ("century", 400)].map {
            RateStep(factor: $0.1, phrase: language.ratePhrase(timeUnit: $0.0))
          }
      }
      if let start = Self.timeUnits.firstIndex(where: { $0.name == name }) {
        let base = Self.timeUnits[start].seconds
        return Self.timeUnits[start...].map {
          RateStep(factor: $0.seconds / base, phrase: language.ratePhrase(timeUnit: $0.name))
        }
      }
      forms = (name, Self.englishPlural(name))
    case .category: forms = language.category()
    case .unitOf(let title): forms = language.unitOf(title)
    case .words(let words): forms = (words.one, words.other)
    }
    return [1, 10, 100, 1000, 1_000_000].map { multiple in
      RateStep(
        factor: Double(multiple),
        phrase: language.ratePhrase(
          multiple: multiple, text: plain(Double(multiple), digits: 0), one: forms.one, other: forms.other))
    }
  }

  /// The English plural of a unit noun: "unit of X" → "units of X", "category" → "categories",
  /// "inch" → "inches", "day" → "days", "century" → "centuries".
  static func englishPlural(_ singular: String) -> String {
    if singular.hasPrefix("unit of ") { return "units of " + singular.dropFirst("unit of ".count) }
    let lower = singular.lowercased()
    if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
      return singular.dropLast() + "ies"
    }
    if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return singular + "es" }
    return singular + "s"
  }

  /// A rate's number with the y unit: three significant digits, a scale word from a million.
  private func rateNumber(_ value: Double) -> String {
    let shown = value * displayScale
    let magnitude = Swift.abs(shown)
    let significantDigits = magnitude > 0 && magnitude.isFinite ? max(0, 2 - log10Floor(magnitude)) : 0
    if isPercentStyle {
      let rounded = ValueFormatter.round(shown, fractionDigits: min(significantDigits, 15))
      let number = ValueFormatter(
        format: nil, context: context, defaults: .init(fractionDigits: min(significantDigits, 15))
      )
      .string(for: rounded)
      return language.percentagePoints(number, value: rounded)
    }
    if let large = largeNumber(shown, extra: 0, unit: true, useRange: false) { return large }
    if let scaled = scaledNumber(shown, extra: 0, unit: true, useRange: false) { return scaled }
    var format = yFormat ?? ValueFormat()
    var fractionDigits = min(significantDigits, 15)
    if let minor = minorUnit {
      let visible = Self.visibleFractionDigits(
        ValueFormatter.round(shown, fractionDigits: fractionDigits), maximum: fractionDigits)
      fractionDigits = visible == 0 ? 0 : max(minor, visible)
      format.fractionDigits = fractionDigits
    } else {
      format.fractionDigits = nil
    }
    if let (prefix, suffix) = appCurrencyText {
      let number = ValueFormatter(
        format: ValueFormat(), context: context, defaults: .init(fractionDigits: fractionDigits)
      )
      .string(for: Swift.abs(value))
      let text = (value < 0 ? "-" : "") + prefix + number + suffix
      return context.negativeNumbers == .word ? context.language.negativeNumbersInWords(text) : text
    }
    return ValueFormatter(format: format, context: context, defaults: .init(fractionDigits: fractionDigits)).string(
      for: value)
  }

  // MARK: Plain numbers and percentages

  /// A plain number with `digits` (trimmed) fraction digits, grouped by the locale.
  func plain(_ value: Double, digits: Int) -> String {
    ValueFormatter(format: ValueFormat(), context: context, defaults: .init(fractionDigits: digits))
      .string(for: value)
  }

  /// A plain number with three significant digits: "32,500", "12.4", "0.0333".
  func significant(_ value: Double) -> String {
    let magnitude = Swift.abs(value)
    guard magnitude > 0, magnitude.isFinite else { return plain(0, digits: 0) }
    let exponent = log10Floor(magnitude)
    guard exponent >= 3 else { return plain(value, digits: min(2 - exponent, 15)) }
    let scale = Foundation.pow(10, Double(exponent - 2))
    return plain((value / scale).rounded(.toNearestOrAwayFromZero) * scale, digits: 0)
  }

  /// A relative change (0.65 for 65%), as a magnitude: no decimals from 10% ("65%"), one decimal
  /// from 1% ("4.2%"), two significant digits below ("0.42%", "0.0042%"), so a non-zero change
  /// never reads "0%". 0 → "0%".
  func percent(_ fraction: Double) -> String {
    let shown = Swift.abs(fraction) * 100
    let fractionDigits: Int
    if ValueFormatter.round(shown, fractionDigits: 0) >= 10 || shown == 0 || !shown.isFinite {
      fractionDigits = 0
    } else if ValueFormatter.round(shown, fractionDigits: 1) >= 1 {
      fractionDigits = 1
    } else {
      fractionDigits = min(1 - log10Floor(shown), 15)
    }
    return ValueFormatter(
      format: ValueFormat(style: .percent, fractionDigits: nil), context: context,
      defaults: .init(fractionDigits: fractionDigits)
    ).string(for: shown)
  }

  // MARK: Rules

  /// What a number is, for the digit rules: a value of the data, a computed value, or a change.
  enum Role {
    case value, derived, change
    /// A statistic of the data (quartile, median, mean): derived, and written exactly where
    /// `ValueFormat.exactStatisticDigits(of:)` allows (136.75, not 136.8).
    case statistic
  }

  var isPercentStyle: Bool { yFormat?.isPercentage ?? false }

  /// 100 for the `fraction` style, else 1.
  var displayScale: Double { yFormat?.style == .fraction ? 100 : 1 }

  /// The minor unit digits of a currency y format, `nil` for other styles.
  var minorUnit: Int? {
    guard let format = yFormat, case .currency(let code) = format.style else { return nil }
    return Self.minorUnitDigits(code)
  }

  /// ISO 4217 minor unit digits: 0 for currencies without a minor unit, 3 for those with
  /// thousandths, else 2.
  static func minorUnitDigits(_ code: String) -> Int {
    switch code.uppercased() {
    case "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF",
      "XOF", "XPF":
      return 0
    case "BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND": return 3
    default: return 2
    }
  }

  /// `value` (in data units) in the y format, with the digits of `role` plus `extra`.
  private func number(_ value: Double, role: Role, extra: Int, unit: Bool) -> String {
    var format = yFormat ?? ValueFormat()
    if !unit { format.unit = nil }
    guard value.isFinite else { return ValueFormatter(format: format, context: context).string(for: value) }
    if let appValueText { return appText(appValueText.text(value), unit: unit) }
    let shown = value * displayScale
    if let large = largeNumber(shown, extra: extra, unit: unit, useRange: true) { return large }
    if let scaled = scaledNumber(shown, extra: extra, unit: unit, useRange: true) { return scaled }
    let (fractionDigits, keepZeros) = self.fractionDigits(shown, role: role, extra: extra, currency: minorUnit != nil)
    format.fractionDigits = keepZeros ? fractionDigits : nil
    return ValueFormatter(format: format, context: context, defaults: .init(fractionDigits: fractionDigits)).string(
      for: value)
  }

  /// `text`, an app closure's string for a value, as the summary says it: a negative number with
  /// the word; without `unit`, the unit after the number left out ("31 kilometers per hour" →
  /// "31"), a currency or percent sign kept.
  private func appText(_ text: String, unit: Bool) -> String {
    let text = unit ? text : yFormat?.unit.map { Self.removing($0, from: text) } ?? text
    return context.negativeNumbers == .word ? context.language.negativeNumbersInWords(text) : text
  }

  /// `text` without `unit` after its number: "31 kilometers per hour" → "31", "1 order" → "1";
  /// unchanged when it does not end with either form after a space.
  static func removing(_ unit: PluralForms, from text: String) -> String {
    for form in [unit.other, unit.one].sorted(by: { $0.count > $1.count }) where text.hasSuffix(" " + form) {
      return String(text.dropLast(form.count + 1))
    }
    return text
  }

  /// The fraction digits of a displayed value by the rules above, and whether trailing zeros are
  /// kept (fixed formats, money, and values that would otherwise show one significant digit).
  func fractionDigits(_ shown: Double, role: Role, extra: Int, currency: Bool) -> (digits: Int, keepZeros: Bool) {
    let cap = 15
    let minor = currency ? (minorUnit ?? 2) : 0
    var shown = shown
    if role == .change, let writtenDigits {
      // A difference of values written with k digits has k digits: drop the subtraction's
      // rounding noise (8.96 − 9.04 = −0.0799999999999983) before judging its digits.
      let snapped = ValueFormatter.round(shown, fractionDigits: writtenDigits)
      if Swift.abs(snapped - shown) <= 1e-12 * max(displayedMagnitude, Swift.abs(shown)) { shown = snapped }
    }
    guard shown != 0, shown.isFinite else {
      if digitsAreFixed { return (digits, true) }
      return currency ? (showsMinorUnit ? minor : 0, true) : (0, false)
    }
    let magnitude = Swift.abs(shown)
    let exponent = log10Floor(magnitude)
    let twoSignificant = max(0, 1 - exponent)
    if digitsAreFixed {
      var fixed = digits
      if !Self.isShownExactly(shown, fractionDigits: fixed), fixed + exponent + 1 < 2 { fixed = twoSignificant }
      return (min(fixed + extra, cap), true)
    }
    let isDerived = role == .derived || role == .statistic
    var fractionDigits = isDerived ? digits + 1 : digits
    if role == .statistic, let exact = ValueFormat.exactStatisticDigits(of: shown) {
      fractionDigits = max(fractionDigits, exact)
    }
    if !isDerived, let written = ValueFormat.writtenFractionDigits(of: shown, maximum: cap),
      written > fractionDigits, written + exponent + 1 <= 4
    {
      fractionDigits = written
    }
    if !Self.isShownExactly(shown, fractionDigits: fractionDigits) {
      fractionDigits = max(fractionDigits, twoSignificant)
    }
    fractionDigits = min(fractionDigits + extra, cap)
    let rounded = ValueFormatter.round(shown, fractionDigits: fractionDigits)
    let visible = Self.visibleFractionDigits(rounded, maximum: fractionDigits)
    if currency {
      if fractionDigits == 0 || (visible == 0 && !showsMinorUnit && rounded == shown) {
        return (showsMinorUnit ? minor : 0, true)
      }
      return (max(minor, visible), true)
    }
    // Trimming "3.0" to "3" would hide a digit of an inexact value: keep zeros up to two
    // significant digits.
    if rounded != shown, rounded != 0 {
      let roundedExponent = log10Floor(Swift.abs(rounded))
      if roundedExponent + 1 + visible < 2 {
        return (min(fractionDigits, max(visible, 1 - roundedExponent)), true)
      }
    }
    return (fractionDigits, false)
  }

  /// "3.93 million" for a displayed number or money value of magnitude ≥ 10⁶ (after rounding to
  /// whole units), or `nil` when the value is smaller, the style is not number or currency, or the
  /// scale would need more than three fraction digits.
  /// A value of 1,000 or more of the y unit's opening multiplier, at the next scale with the rest of
  /// the unit: 135,450 of "thousand jobs" → "135.5 million jobs", 3,812 of "million people" →
  /// "3.81 billion people", as a listener follows it; `nil` for a unit without a multiplier and
  /// for smaller values, which keep it ("944 thousand jobs", "898.9 million people"). The digits
  /// are ``largeNumber(_:extra:unit:useRange:scaledUnit:)``'s, on the range scaled alike.
  private func scaledNumber(_ shown: Double, extra: Int, unit: Bool, useRange: Bool) -> String? {
    guard let scaled = unitMultiplier, Swift.abs(shown) >= 1000 else { return nil }
    return largeNumber(shown * scaled.factor, extra: extra, unit: unit, useRange: useRange, scaledUnit: scaled)
  }

  private func largeNumber(
    _ shown: Double, extra: Int, unit: Bool, useRange: Bool, scaledUnit: ScaledUnit? = nil
  ) -> String? {
    var format = yFormat ?? ValueFormat()
    if let scaledUnit { format.unit = scaledUnit.rest }
    let displayedRange = displayedRange * (scaledUnit?.factor ?? 1)
    switch format.style {
    case .number, .currency: break
    default: return nil
    }
    var magnitude = Swift.abs(shown)
    guard magnitude.isFinite, magnitude >= 999_999.5 else { return nil }
    if magnitude >= ValueFormatter.powerOfTenThreshold / 1000 * 999.9995 {
      // "1.2 times 10 to the power of 15", not "1,200 trillion".
      let unitText = unit ? format.unit.map { " " + $0.other } ?? "" : ""
      var text = ValueFormatter(format: nil, context: context).powerOfTenText(shown)
      if case .currency(let code) = format.style { text += " " + code }
      return text + unitText
    }
    var scale = language.largeNumberScale(magnitude)
    var fractionDigits = 0
    var rounded = 0.0
    for _ in 0..<2 {
      let scaled = shown / scale
      fractionDigits = max(0, 2 - log10Floor(Swift.abs(scaled)))
      if useRange, displayedRange > 0 { fractionDigits = max(fractionDigits, 1 - log10Floor(displayedRange / scale)) }
      // Data counted in thousands keeps a fourth digit from 100 million: "135.5 million jobs",
      // so a change said beside two values (6.3% from 138.4 to 129.7 million) is seen in them.
      if scaledUnit != nil, Swift.abs(scaled) >= 99.95 { fractionDigits = max(fractionDigits, 1) }
      guard fractionDigits <= 3 else { return nil }
      fractionDigits = min(fractionDigits + extra, 15)
      rounded = ValueFormatter.round(scaled, fractionDigits: fractionDigits)
      // 999.9996 million rounds to 1,000 million: say "1 billion".
      guard Swift.abs(rounded) >= 1000, scale < 1e12 else { break }
      magnitude = Swift.abs(rounded) * scale
      scale = language.largeNumberScale(magnitude)
    }
    let visible = Self.visibleFractionDigits(rounded, maximum: fractionDigits)
    let unitText = unit ? format.unit.map { $0.other } : nil
    format.unit = nil
    format.fractionDigits = visible
    let text = ValueFormatter(format: format, context: context, defaults: .init(fractionDigits: visible)).string(
      for: rounded)
    // A unit without words in the summary's language keeps its scale word in its own language
    // ("6,14 billion people", as the caption check writes it), not "6,14 Milliarden people".
    let words = unitIsUntranslated ? SummaryLanguage(pack: .english) : language
    return words.largeNumber(text, value: rounded, scale: scale, unit: unitText)
  }

  /// Whether rounding to `fractionDigits` leaves `value` as it is (to 1e-14 of its magnitude).
  static func isShownExactly(_ value: Double, fractionDigits: Int) -> Bool {
    ValueFormat.writtenFractionDigits(of: value, maximum: fractionDigits) != nil
  }

  /// The fraction digits left after trimming trailing zeros from `rounded`.
  static func visibleFractionDigits(_ rounded: Double, maximum: Int) -> Int {
    var digits = maximum
    while digits > 0, ValueFormatter.round(rounded, fractionDigits: digits - 1) == rounded { digits -= 1 }
    return digits
  }
}

/// ⌊log₁₀ x⌋ for finite x > 0, exact at powers of ten; 0 for anything else (zero, negative,
/// infinite or NaN), so that no input can trap.
func log10Floor(_ x: Double) -> Int {
  guard x.isFinite, x > 0 else { return 0 }
  var exponent = Int(Foundation.log10(x).rounded(.down))
  if Foundation.pow(10, Double(exponent)) > x { exponent -= 1 }
  if Foundation.pow(10, Double(exponent + 1)) <= x { exponent += 1 }
  return exponent
}

// MARK: The unit once a sentence

extension SummaryFormatter {
  /// `sentence` with the y unit said after its first value only: "Bangladesh fell sharply by 68%
  /// to 2.12 children per woman; Brazil fell sharply by 71% to 1.78; …", as a writer says a unit
  /// once and lets the numbers after it carry it. A listener hears every value of a sentence in
  /// the unit of its first; eight "children per woman" in one sentence made it half unit.
  ///
  /// Only a unit written after a number is dropped (the text before its space ends in a digit, and
  /// the text after it does not go on with a letter or digit); a scale word's unit ("6.14 billion
  /// people", « 1,2 milliard d'habitants ») is kept, since the scale word needs it, and so is the
  /// sentence's first unit after a number. `sentence` is returned unchanged when the y format has no unit.
  ///
  /// A unit that opens with a multiplier word keeps it: "from 232 million sheep in 1961 to 456
  /// million in 2007", never "to 456", a million times too small (`laterForm(of:)`). One whose
  /// multiplier is not a plain opening word ("million miles", both words scales; "thousands of
  /// people") is said in full every time. Zero leaves out an opening multiplier: "a low of 0
  /// passengers", not "0 thousand passengers".
  func unitOnce(in sentence: String) -> String {
    guard let unit = yFormat?.unit else { return sentence }
    var later: [String: String] = [:]
    // A unit without words in the summary's language is most often English, but may be the
    // author's own language: both languages' scale words count.
    let unitLanguages = unitIsUntranslated ? [language.pack.identifier, "en"] : [language.pack.identifier]
    for form in [unit.one, unit.other] where !form.isEmpty {
      later[" " + form] = Self.laterForm(of: " " + form, languages: unitLanguages)
    }
    if let scaled = unitMultiplier {
      for (form, laterForm) in scaledForms(of: scaled) where later[form] == nil { later[form] = laterForm }
    }
    // The longer form first, so "children" is not taken for "child" + "ren".
    let forms = later.keys.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    guard !forms.isEmpty else { return sentence }
    var kept = false
    var result = ""
    var rest = Substring(sentence)
    while let (range, form) = Self.firstUnit(in: rest, forms: forms) {
      let before = rest[..<range.lowerBound]
      result += before
      // After a number, and not the first: dropped, the number is in the unit said before it. The
      // words of a name ("Website visits") are not the unit said.
      let afterNumber = result.last?.isNumber ?? false
      // Zero of a scaled unit is zero: "a low of 0 passengers", not "0 thousand passengers"; the
      // unit in full then waits for the next number.
      if afterNumber, Self.endsWithZero(result), let scale = later[form], scale != form, !scale.isEmpty {
        result += kept ? "" : " " + form.split(separator: " ").dropFirst().joined(separator: " ")
        rest = rest[range.upperBound...]
        continue
      }
      result += kept && afterNumber ? later[form] ?? "" : form
      if afterNumber { kept = true }
      rest = rest[range.upperBound...]
    }
    return result + rest
  }

  /// The forms of a unit with a multiplier at the larger scales ``scaledNumber`` writes, each with
  /// what stays of it after a later number: " million jobs" → " million", " billion people" →
  /// " billion", « millions de personnes » → « millions », so that "from 135.5 million jobs in
  /// 2006 to 143.1 million in 2015" says the unit once.
  private func scaledForms(of scaled: ScaledUnit) -> [(form: String, later: String)] {
    let words = unitIsUntranslated ? SummaryLanguage(pack: .english) : language
    var forms: [(form: String, later: String)] = []
    for scale in [1e6, 1e9, 1e12] {
      for value in [1.0, 2.0] {
        let form = words.largeNumber("0", value: value, scale: scale, unit: scaled.rest.other).dropFirst()
        let later = words.largeNumber("0", value: value, scale: scale, unit: nil).dropFirst()
        forms.append((String(form), String(later)))
      }
    }
    return forms
  }

  /// The sentences of a summary as its text, each sentence with the y unit said once
  /// (`unitOnce(in:)`): the one way every summary is joined, for lines, bars and pies as for the
  /// other chart kinds' stories. The elements at the indices in `kept` are joined as they are:
  /// another summary writer's whole text (a candlestick's close, a stack's total), several
  /// sentences that already say their unit once each; the orientation sentence; an app's
  /// template; a scatter's sentences, whose x values may share the y unit.
  func summaryText(_ sentences: [String], keeping kept: Set<Int> = []) -> String {
    sentences.indices.map { kept.contains($0) ? sentences[$0] : unitOnce(in: sentences[$0]) }.joined(separator: " ")
  }

  /// Whether `text` ends with the number zero written alone ("0", "0.0", "0,00"), after a space
  /// or at its start.
  static func endsWithZero(_ text: String) -> Bool {
    let token = text.split(separator: " ").last ?? ""
    return token.first == "0" && token.allSatisfy { $0 == "0" || $0 == "." || $0 == "," }
  }

  /// What stays of a unit form (with its leading space) after a later number: "" for a plain
  /// unit (" children per woman"), its opening multiplier word for a unit that opens with one
  /// and goes on with a word that is not a scale word (" million sheep" → " million",
  /// " Millionen Euro" → " Millionen"), and the whole form for any other unit with a multiplier
  /// (" million miles", " thousands of people", " milliers d'euros": said in full).
  ///
  /// The opening word is a scale word in any language (a unit's multiplier is never dropped,
  /// whatever language it is written in: "Tausend Einwohner" in an English summary keeps
  /// "Tausend"). A later word counts as another scale word only in the unit's possible
  /// `languages` (codes such as "en" or "de-AT"; any language's when none has a table, or none
  /// is given): "million miles" of an English unit opens with one scale word and is " million"
  /// after a later number; in Spanish "miles" is thousands, and the unit is said in full.
  static func laterForm(of form: String, languages: [String] = []) -> String {
    let words = form.split(separator: " ").map(String.init)
    let tables = languages.compactMap {
      multiplierWordsByLanguage[$0.split(separator: "-").first.map(String.init) ?? $0]
    }
    let laterScaleWords = tables.isEmpty ? multiplierWords : tables.reduce(into: Set<String>()) { $0.formUnion($1) }
    func isScale(_ word: String, at index: Int) -> Bool {
      (index == 0 ? multiplierWords : laterScaleWords).contains(word.lowercased().filter(\.isLetter))
    }
    let scaling = words.indices.filter { index in
      isScale(words[index], at: index) && (index == 0 || !perWords.contains(words[index - 1].lowercased()))
    }
    if scaling.isEmpty { return "" }
    let joins: Set<String> = ["of", "de", "del", "von", "der"]
    if scaling == [0], words.count >= 2, !joins.contains(words[1].lowercased()), !words[1].contains("'"),
      !words[1].contains("\u{2019}")
    {
      return " " + words[0]
    }
    return form
  }

  /// Words for "per" before a scale word, in English, German, French and Spanish: a scale word
  /// after one divides and does not scale ("parts per billion", "deaths per million", « pour
  /// mille », "por mil", "pro Million"), so such a unit is said once like any other.
  static let perWords: Set<String> = ["per", "pro", "je", "par", "pour", "por"]

  /// Scale words, matched lowercased as whole words in every language the summaries speak (so the
  /// English distance "miles", Spanish for thousands, counts as one: a unit said too often,
  /// never a number said wrong): English, German, French and Spanish.
  static let multiplierWords: Set<String> = multiplierWordsByLanguage.values.reduce(into: []) { $0.formUnion($1) }

  /// The scale words of each language, lowercased.
  static let multiplierWordsByLanguage: [String: Set<String>] = [
    "en": [
      "hundred", "hundreds", "thousand", "thousands", "million", "millions", "billion", "billions", "trillion",
      "trillions",
    ],
    "de": ["hundert", "tausend", "million", "millionen", "milliarde", "milliarden", "billion", "billionen"],
    "fr": [
      "cent", "centaine", "centaines", "mille", "milliers", "million", "millions", "milliard", "milliards",
      "billion", "billions",
    ],
    "es": ["cien", "cientos", "mil", "miles", "millón", "millones", "millardo", "millardos", "billón", "billones"],
  ]

  /// The first occurrence of any of `forms` in `text` that ends at a word boundary.
  private static func firstUnit(in text: Substring, forms: [String]) -> (Range<Substring.Index>, String)? {
    var best: (Range<Substring.Index>, String)?
    for form in forms {
      var searchStart = text.startIndex
      while let range = text.range(of: form, range: searchStart..<text.endIndex) {
        let next = range.upperBound < text.endIndex ? text[range.upperBound] : " "
        if !(next.isLetter || next.isNumber) {
          if best == nil || range.lowerBound < best!.0.lowerBound { best = (range, form) }
          break
        }
        searchStart = text.index(after: range.lowerBound)
      }
    }
    return best
  }
}
