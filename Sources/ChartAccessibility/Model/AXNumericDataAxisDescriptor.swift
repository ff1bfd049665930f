public import Foundation

/// A numeric axis: a range of values, gridlines, a scale and how values are spoken.
///
/// Source compatible with Apple's `AXNumericDataAxisDescriptor`: the same initializers (no
/// default arguments), properties and nested `ScaleType`. AudioGraph adds ``valueFormat`` (a
/// declarative format that also builds the ``valueDescriptionProvider``), ``valueKind`` (numbers,
/// dates or years, dates being seconds since 1970-01-01T00:00:00Z) and ``dateValues`` (whether
/// dates are calendar days or instants).
///
/// `final`, as Apple's is: Apple marks it as not subclassable.
public final class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
  /// The scale the chart draws this axis with. It should match the visual representation.
  public enum ScaleType: Int, Equatable, Hashable, Sendable {
    /// A linear scale.
    case linear = 0
    /// A log scale (base 10).
    case log10 = 1
    /// A natural log scale.
    case ln = 2
  }

  /// What the numbers on a numeric axis stand for. An AudioGraph addition.
  public enum ValueKind: String, Equatable, Hashable, Sendable {
    /// Plain numbers.
    case number
    /// Instants in time, as seconds since 1970-01-01T00:00:00Z (`Date.timeIntervalSince1970`).
    /// ``AXNumericDataAxisDescriptor/dateValues`` says whether they name calendar days or
    /// moments.
    case date
    /// Calendar years written as plain numbers (1810, 2024): spoken without digit grouping in
    /// every locale ("1810", never "1,810" or "1.810") and with the preposition "in". Sonified
    /// like any number. See ``AXNumericDataAxisDescriptor/isYearAxis(values:)`` for the axes
    /// that are read as years without saying so.
    case year
  }

  /// What the dates on a date axis stand for. An AudioGraph addition.
  ///
  /// A date written without a time of day (`2000`, `2000-01`, `2000-01-01`) names a calendar
  /// year, month or day: it is the same day in every time zone and is never spoken with a time.
  /// Its value is midnight UTC at the start of that day. A timestamp with a time of day
  /// (`2010-07-28T16:00:00Z`) is an instant: it is shown in the display time zone.
  public enum DateValues: String, Equatable, Hashable, Sendable {
    /// Calendar days (or months, or years): each value is midnight UTC of the day it names, and
    /// is written in UTC whatever the display time zone, so "2000-01-01" reads "January 1, 2000"
    /// in New York and in Tokyo.
    case calendarDays
    /// Moments in time, written in the display time zone: "2010-07-28T16:00:00Z" reads
    /// "July 28, 2010 at 12:00 PM" in America/New_York.
    case instants
  }

  public var attributedTitle: NSAttributedString
  public var title: String {
    get { attributedTitle.string }
    set { attributedTitle = plainAttributedString(newValue) }
  }

  /// The values spanned by the axis. `lowerBound == upperBound` is allowed (a degenerate axis:
  /// every value maps to the middle of the pitch range).
  public var range: ClosedRange<Double>
  /// Positions of the gridlines, in axis values.
  public var gridlinePositions: [Double]
  /// Turns a value into the text VoiceOver speaks for it. A closure set here is the app's own
  /// (``providerFollowsFormat`` becomes `false`), even on an axis whose provider AudioGraph
  /// wrote from a ``valueFormat``: the summaries then read and speak its strings.
  public var valueDescriptionProvider: (Double) -> String {
    didSet {
      unitlessDescriptionProvider = nil
      providerFormatter = nil
    }
  }
  /// The axis scale. Default `.linear`.
  public var scaleType: ScaleType = .linear

  /// How values on this axis are written; `nil` when the app supplied only a closure.
  /// Setting it does not replace ``valueDescriptionProvider``; use
  /// ``init(title:range:gridlinePositions:scaleType:valueKind:format:context:defaultFractionDigits:dateValues:)``
  /// or the chart file reader to get a provider that follows the format.
  public var valueFormat: ValueFormat?
  /// Whether the values are plain numbers, dates or years. Default `.number`.
  public var valueKind: ValueKind = .number
  /// On a date axis, whether the dates are calendar days or instants; `nil` (the default) when
  /// not said, and then inferred from the values where they are written (see
  /// ``resolvedDateValues(for:)``). The chart file and CSV readers always set it on date axes
  /// with values, from how the dates are written. Ignored on other axes.
  ///
  /// Like ``valueFormat``, setting it does not rebuild ``valueDescriptionProvider``.
  public var dateValues: DateValues?

  /// Set by the chart file reader when it read a numeric axis as years by the rule of
  /// ``isYearAxis(values:)``; the writer then writes the axis as numeric again.
  var valueKindIsInferred = false

  /// Set by the chart file reader when the file gave no range and the range was taken from the
  /// data; the writer then leaves the range out again if it still equals the data's.
  var rangeIsDerivedFromData = false

  /// The provider without the format's unit, for confidence interval bounds ("98 to 112").
  /// Set together with a provider built from ``valueFormat``; `nil` for app-supplied closures.
  var unitlessDescriptionProvider: ((Double) -> String)?

  /// Whether dates on this axis are calendar days or instants.
  ///
  /// ``dateValues`` when set. Otherwise inferred: calendar days when every finite value in
  /// `values` (the dates of the data on this axis) is exactly midnight UTC, and, when `values`
  /// has no finite value, when both range bounds and every gridline are; instants otherwise.
  /// Only the data counts when there is data, so a range padded by a few hours does not make
  /// daily data instants. O(n); allocates only for the range-and-gridlines fallback.
  public func resolvedDateValues(for values: some Sequence<Double>) -> DateValues {
    if let dateValues { return dateValues }
    var sawValue = false
    for value in values where value.isFinite {
      sawValue = true
      if !Self.isUTCMidnight(value) { return .instants }
    }
    if sawValue { return .calendarDays }
    let bounds = [range.lowerBound, range.upperBound] + gridlinePositions
    return bounds.allSatisfy(Self.isUTCMidnight) ? .calendarDays : .instants
  }

  /// Whether `seconds` since 1970 is exactly midnight UTC.
  static func isUTCMidnight(_ seconds: Double) -> Bool {
    seconds.isFinite && (seconds / 86_400).rounded(.down) * 86_400 == seconds
  }

  /// Whether this axis' values are calendar years, spoken "in 1810" without digit grouping.
  ///
  /// True when ``valueKind`` is ``ValueKind/year``. A ``ValueKind/number`` axis is also read as
  /// years when all of these hold:
  /// - its title names years: one of its words (split at anything but letters) is "year",
  ///   "years", "yr" or "yrs", in any case ("Year", "Birth year", "YEAR (CE)");
  /// - it has no ``valueFormat`` other than a plain number without a unit (an axis of "years"
  ///   with a unit or in money is a quantity);
  /// - `values` (the data on the axis) has at least one finite value, and every finite value is
  ///   a whole number from 1000 to 2999, or, for years before the common era, every finite value
  ///   is a whole number up to 2999 and at least one is −1000 or below (tree rings from −6000 to
  ///   1979).
  ///
  /// A title "Year" with values 1 to 10 is not a year axis: it counts years ("Year 3"); nor is
  /// one with values from −5 to 5 (years before and after an event).
  public func isYearAxis(values: some Sequence<Double>) -> Bool {
    switch valueKind {
    case .year: return true
    case .date: return false
    case .number: break
    }
    if let format = valueFormat, format.style != .number || format.unit != nil { return false }
    return Self.titleNamesYears(title) && Self.valuesArePlausibleYears(values)
  }

  /// Whether one of the title's words is "year", "years", "yr" or "yrs" (any case).
  static func titleNamesYears(_ title: String) -> Bool {
    title.lowercased().split(whereSeparator: { !$0.isLetter }).contains {
      ["year", "years", "yr", "yrs"].contains($0)
    }
  }

  /// At least one finite value, and every finite value a whole number in 1000…2999; or every
  /// finite value a whole number up to 2999 and one of them −1000 or below (years before the
  /// common era, written as negative numbers).
  static func valuesArePlausibleYears(_ values: some Sequence<Double>) -> Bool {
    var any = false
    var commonEra = true
    var longBefore = false
    for value in values where value.isFinite {
      guard value.rounded() == value, value <= 2999 else { return false }
      if value < 1000 { commonEra = false }
      if value <= -1000 { longBefore = true }
      any = true
    }
    return any && (commonEra || longBefore)
  }

  /// Whether ``valueDescriptionProvider`` was written by AudioGraph from a ``ValueFormat`` (the
  /// chart file reader and the `format:` initializer), rather than supplied by the app as a
  /// closure. The summarizer speaks an app's own strings where they were supplied.
  public var providerFollowsFormat: Bool { unitlessDescriptionProvider != nil }

  /// Installs ``valueFormat`` and a provider (with and without unit) that follows it.
  func useFormatter(_ formatter: ValueFormatter) {
    valueFormat = formatter.format
    valueKind = formatter.valueKind
    valueDescriptionProvider = { formatter.string(for: $0) }
    unitlessDescriptionProvider = { formatter.stringWithoutUnit(for: $0) }
    providerFormatter = formatter
  }

  /// The formatter behind a provider that follows the format (``providerFollowsFormat``).
  var providerFormatter: ValueFormatter?

  /// The digits and date style the axis' own provider writes with when its format leaves them
  /// open; `nil` for an app-supplied closure. (Money shows its minor unit when the digits are
  /// above zero.)
  public var providerDefaults: ValueFormatter.Defaults? { providerFormatter?.defaults }

  /// The provider's formatter moved to another locale and display time zone (calendar days stay in
  /// UTC), so one text can be written in one context whatever context the axis was built in;
  /// `nil` for an app-supplied closure.
  /// `value` written in `context` as ``AXChartDescriptor/pointDescription(_:context:)`` writes a
  /// point's value on this axis: from the axis' ``ValueFormat`` in `context`'s locale, time zone
  /// and wording, or by the app's own ``valueDescriptionProvider`` when it set one.
  public func valueDescription(_ value: Double, in context: FormattingContext) -> String {
    formatter(in: context)?.string(for: value) ?? valueDescriptionProvider(value)
  }

  func formatter(in context: FormattingContext) -> ValueFormatter? {
    guard var formatter = providerFormatter else { return nil }
    // Calendar days as the provider took them: the axis' own setting, else its range and
    // gridlines (all the provider could see when it was built).
    let calendarDays = valueKind == .date && (dateValues ?? resolvedDateValues(for: [])) == .calendarDays
    formatter.context = calendarDays ? context.forDates(.calendarDays) : context
    return formatter
  }

  /// Creates an axis. Apple's initializer.
  public init(
    title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
    valueDescriptionProvider: @escaping (Double) -> String
  ) {
    self.attributedTitle = plainAttributedString(title)
    self.range = range
    self.gridlinePositions = gridlinePositions
    self.valueDescriptionProvider = valueDescriptionProvider
  }

  /// Creates an axis with an attributed title. Apple's initializer.
  public init(
    attributedTitle: NSAttributedString, range: ClosedRange<Double>, gridlinePositions: [Double],
    valueDescriptionProvider: @escaping (Double) -> String
  ) {
    self.attributedTitle = attributedTitle.copy() as! NSAttributedString
    self.range = range
    self.gridlinePositions = gridlinePositions
    self.valueDescriptionProvider = valueDescriptionProvider
  }

  /// Creates an axis whose values are spoken with `format`. An AudioGraph addition.
  ///
  /// - Parameters:
  ///   - title: the axis title, as spoken.
  ///   - range: the lowest and highest value the axis shows, in axis units (for a date axis,
  ///     seconds since 1970-01-01T00:00:00Z).
  ///   - gridlinePositions: the values at which gridlines are drawn, in axis units.
  ///   - scaleType: linear, log10 or ln; stored in ``scaleType``.
  ///   - valueKind: numbers, dates or years; stored in ``valueKind``.
  ///   - format: how values are written; also stored in ``valueFormat``.
  ///   - context: the locale, calendar and time zone the provider formats with. On a date axis
  ///     of calendar days the provider writes in UTC instead (see ``DateValues``).
  ///   - defaultFractionDigits: digits after the decimal separator when `format` has no
  ///     `fractionDigits`; see ``ValueFormat/defaultFractionDigits(for:)``.
  ///   - dateValues: stored in ``dateValues``. When `nil` on a date axis, the provider (which
  ///     cannot see the data) treats the dates as calendar days when `format` writes no time of
  ///     day and both range bounds and every gridline are midnight UTC, and as instants
  ///     otherwise; pass it to be sure.
  public convenience init(
    title: String, range: ClosedRange<Double>, gridlinePositions: [Double] = [],
    scaleType: ScaleType = .linear, valueKind: ValueKind = .number, format: ValueFormat,
    context: FormattingContext = .default, defaultFractionDigits: Int = 2,
    dateValues: DateValues? = nil
  ) {
    self.init(
      title: title, range: range, gridlinePositions: gridlinePositions,
      valueDescriptionProvider: { _ in "" })
    self.scaleType = scaleType
    self.dateValues = dateValues
    var providerContext = context
    if valueKind == .date {
      var resolved = resolvedDateValues(for: [])
      if dateValues == nil, case .date(let style) = format.style, style.showsTimeOfDay { resolved = .instants }
      providerContext = context.forDates(resolved)
    }
    useFormatter(
      ValueFormatter(
        format: format, valueKind: valueKind, context: providerContext,
        defaultFractionDigits: defaultFractionDigits))
  }

  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = AXNumericDataAxisDescriptor(
      attributedTitle: attributedTitle, range: range, gridlinePositions: gridlinePositions,
      valueDescriptionProvider: valueDescriptionProvider)
    copy.scaleType = scaleType
    copy.valueFormat = valueFormat
    copy.valueKind = valueKind
    copy.dateValues = dateValues
    copy.valueKindIsInferred = valueKindIsInferred
    copy.rangeIsDerivedFromData = rangeIsDerivedFromData
    copy.unitlessDescriptionProvider = unitlessDescriptionProvider
    copy.providerFormatter = providerFormatter
    return copy
  }

  /// Equal when title, range, gridlines, scale, format, kind and date values are equal. The
  /// provider closure cannot be compared and is ignored.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? AXNumericDataAxisDescriptor else { return false }
    return title == other.title && range == other.range
      && gridlinePositions == other.gridlinePositions && scaleType == other.scaleType
      && valueFormat == other.valueFormat && valueKind == other.valueKind
      && dateValues == other.dateValues
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(title)
    hasher.combine(range.lowerBound)
    hasher.combine(range.upperBound)
    return hasher.finalize()
  }

  public override var description: String {
    "<AXNumericDataAxisDescriptor title=\(title) range=\(range.lowerBound)...\(range.upperBound)"
      + " gridlines=\(gridlinePositions) scale=\(scaleType)>"
  }
}
