import AudioGraphTestSupport
import Foundation
import Testing

@testable import ChartAccessibility

/// The display time zones every calendar-day test reads the same in: UTC, five hours behind,
/// nine ahead, and fourteen ahead (Kiritimati, where the day starts first).
let displayZones = ["UTC", "America/New_York", "Asia/Tokyo", "Pacific/Kiritimati"]

func context(_ zone: String, locale: String = "en_US") -> FormattingContext {
  FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: zone)!)
}

/// A chart file with one series on a date x axis, its points at `dates`.
func dateChart(_ dates: [String], extra: String = "") -> [UInt8] {
  let points = dates.enumerated().map { #"{ "x": "\#($1)", "y": \#($0 + 1) }"# }.joined(separator: ", ")
  return Array(
    #"""
    { "xAxis": { "kind": "date", "title": "Date" \#(extra) }, "yAxis": { "kind": "numeric", "title": "Price" },
      "series": [{ "name": "Price", "isContinuous": true, "points": [\#(points)] }] }
    """#.utf8)
}

@Suite struct CalendarDayTests {
  @Test func isoDatesTellWhetherTheyHaveATimeOfDay() throws {
    #expect(ISO8601Date.parse("2000")! == (946_684_800, false))
    #expect(ISO8601Date.parse("2000-01")! == (946_684_800, false))
    #expect(ISO8601Date.parse("2000-01-01")! == (946_684_800, false))
    #expect(ISO8601Date.parse("2000-01-01T00:00")! == (946_684_800, true))
    #expect(ISO8601Date.parse("2000-01-01T05:00:00+05:00")! == (946_684_800, true))
    #expect(ISO8601Date.string(from: 946_684_800) == "2000-01-01")
    #expect(ISO8601Date.string(from: 946_684_800, alwaysWithTime: true) == "2000-01-01T00:00:00Z")
  }

  @Test func theReaderSetsDateValuesFromHowDatesAreWritten() throws {
    func dateValues(_ bytes: [UInt8]) throws -> AXNumericDataAxisDescriptor.DateValues? {
      try #require(ChartFile.decode(bytes).xAxis as? AXNumericDataAxisDescriptor).dateValues
    }
    #expect(try dateValues(dateChart(["2000-01", "2000-02"])) == .calendarDays)
    #expect(try dateValues(dateChart(["2000", "2001-06-15"])) == .calendarDays)
    #expect(try dateValues(dateChart(["2000-01-01T00:00:00Z", "2000-01-02T00:00:00Z"])) == .instants)
    #expect(try dateValues(dateChart(["2000-01-01", "2000-01-02T12:00:00Z"])) == .instants)
    // Range bounds and gridlines count too.
    #expect(
      try dateValues(
        dateChart(["2000-01-01", "2000-01-02"], extra: #", "range": ["2000-01-01", "2000-01-02T06:00Z"]"#)) == .instants
    )
    #expect(
      try dateValues(dateChart(["2000-01-01", "2000-01-02"], extra: #", "gridlines": ["2000-01-01T12:00Z"]"#))
        == .instants)
    #expect(
      try dateValues(dateChart(["2000-01-01", "2000-01-02"], extra: #", "range": ["1999-12-01", "2000-02"]"#))
        == .calendarDays)
    // Seconds since 1970: calendar days only at midnight UTC.
    let seconds =
      #"{ "xAxis": { "kind": "date", "title": "T" }, "series": [{ "name": "", "points": [{ "x": 946684800, "y": 1 }, { "x": XX, "y": 2 }] }] }"#
    #expect(try dateValues(Array(seconds.replacingOccurrences(of: "XX", with: "946771200").utf8)) == .calendarDays)
    #expect(try dateValues(Array(seconds.replacingOccurrences(of: "XX", with: "946771201").utf8)) == .instants)
  }

  @Test func aReferenceLineWithATimeMakesTheXAxisInstants() throws {
    let bytes = Array(
      #"""
      { "xAxis": { "kind": "date", "title": "Date" }, "referenceLines": [{ "axis": "x", "value": "2000-01-01T09:30Z", "label": "Open" }],
        "series": [{ "name": "", "points": [{ "x": "2000-01-01", "y": 1 }, { "x": "2000-01-02", "y": 2 }] }] }
      """#.utf8)
    #expect((try ChartFile.decode(bytes).xAxis as? AXNumericDataAxisDescriptor)?.dateValues == .instants)
  }

  @Test(arguments: displayZones)
  func calendarDaysReadTheSameInEveryTimeZone(zone: String) throws {
    let chart = try ChartFile.decode(dateChart(["2000-01-01", "2000-02-01", "2000-03-01"]), context: context(zone))
    #expect(chart.pointDescription(chart.series[0].dataPoints[0]) == "January 2000, 1")
    #expect(chart.describeChartLines()[1] == "X axis: Date. Dates from January to March 2000.")
    let days = try ChartFile.decode(dateChart(["2000-01-01", "2000-01-02"]), context: context(zone))
    #expect(days.pointDescription(days.series[0].dataPoints[0]) == "January 1, 2000, 1")
  }

  @Test func instantsShiftWithTheTimeZone() throws {
    let bytes = dateChart(["2010-07-28T16:00:00Z", "2010-07-28T17:00:00Z"])
    let expected = [
      "UTC": "July 28, 2010 at 4:00 PM, 1", "America/New_York": "July 28, 2010 at 12:00 PM, 1",
      "Asia/Tokyo": "July 29, 2010 at 1:00 AM, 1", "Pacific/Kiritimati": "July 29, 2010 at 6:00 AM, 1",
    ]
    for zone in displayZones {
      let chart = try ChartFile.decode(bytes, context: context(zone))
      #expect(chart.pointDescription(chart.series[0].dataPoints[0]) == expected[zone], "\(zone)")
    }
  }

  @Test func anExplicitFormatOnCalendarDaysStillReadsTheDay() throws {
    let bytes = dateChart(["2025-12-05", "2026-01-04"], extra: #", "format": { "style": "date", "date": "monthDay" }"#)
    let chart = try ChartFile.decode(bytes, context: context("America/Los_Angeles"))
    #expect(chart.pointDescription(chart.series[0].dataPoints[0]) == "Dec 5, 1")
  }

  @Test(arguments: displayZones)
  func csvDatesWithoutATimeAreCalendarDays(zone: String) throws {
    let csv = Array("date,price\n2000-01-01,25.94\n2000-02-01,28.66\n2000-03-01,33.95\n".utf8)
    let chart = try CSVChart.decode(csv, context: context(zone))
    let axis = try #require(chart.xAxis as? AXNumericDataAxisDescriptor)
    #expect(axis.valueKind == .date && axis.dateValues == .calendarDays)
    #expect(chart.pointDescriptionLines() == ["January 2000, 25.94.", "February 2000, 28.66.", "March 2000, 33.95."])
    let hourly = try CSVChart.decode(
      Array("t,v\n2010-07-28T16:00Z,1\n2010-07-28T17:00Z,2\n".utf8), context: context(zone))
    #expect((hourly.xAxis as? AXNumericDataAxisDescriptor)?.dateValues == .instants)
  }

  @Test func roundTripsKeepCalendarDaysAndInstantsApart() throws {
    for dates in [["2000-01-01", "2000-01-02"], ["2000-01-01T00:00:00Z", "2000-01-02T00:00:00Z"]] {
      let chart = try ChartFile.decode(dateChart(dates))
      let written = try ChartFile.encode(chart)
      for date in dates { #expect(written.contains("\"\(date)\""), "\(written)") }
      let reread = try ChartFile.decode(Array(written.utf8))
      #expect(reread == chart)
      #expect(
        (reread.xAxis as? AXNumericDataAxisDescriptor)?.dateValues
          == (chart.xAxis as? AXNumericDataAxisDescriptor)?.dateValues)
    }
    // A descriptor built in code that says nothing writes midnights as days, which read back as days.
    let axis = AXNumericDataAxisDescriptor(
      title: "Day", range: 0...86_400, gridlinePositions: [], valueDescriptionProvider: { "\($0)" })
    axis.valueKind = .date
    let chart = AXChartDescriptor(
      title: nil, summary: nil, xAxis: axis, yAxis: nil, additionalAxes: [],
      series: [
        AXDataSeriesDescriptor(
          name: "A", isContinuous: true, dataPoints: [AXDataPoint(x: 0, y: 1), AXDataPoint(x: 86_400, y: 2)])
      ])
    let written = try ChartFile.encode(chart)
    #expect(written.contains("\"1970-01-02\""))
    #expect(
      (try ChartFile.decode(Array(written.utf8)).xAxis as? AXNumericDataAxisDescriptor)?.dateValues == .calendarDays)
  }

  @Test func copiesAndEqualityIncludeDateValues() {
    let axis = AXNumericDataAxisDescriptor(
      title: "Day", range: 0...1, gridlinePositions: [], valueDescriptionProvider: { _ in "" })
    axis.valueKind = .date
    axis.dateValues = .calendarDays
    let copy = axis.copy() as! AXNumericDataAxisDescriptor
    #expect(copy.dateValues == .calendarDays)
    #expect(copy == axis)
    copy.dateValues = .instants
    #expect(copy != axis)
  }

  @Test func inferenceLooksAtTheDataThenTheRangeAndGridlines() {
    let axis = AXNumericDataAxisDescriptor(
      title: "Day", range: 3600...90_000, gridlinePositions: [], valueDescriptionProvider: { _ in "" })
    axis.valueKind = .date
    // The data decides when there is data: a padded range does not matter.
    #expect(axis.resolvedDateValues(for: [0, 86_400, .nan]) == .calendarDays)
    #expect(axis.resolvedDateValues(for: [0, 86_401]) == .instants)
    #expect(axis.resolvedDateValues(for: [-86_400]) == .calendarDays)
    // Without data, the range bounds and gridlines.
    #expect(axis.resolvedDateValues(for: []) == .instants)
    axis.range = 0...86_400
    axis.gridlinePositions = [43_200]
    #expect(axis.resolvedDateValues(for: []) == .instants)
    axis.gridlinePositions = [172_800]
    #expect(axis.resolvedDateValues(for: []) == .calendarDays)
    // What is set wins.
    axis.dateValues = .instants
    #expect(axis.resolvedDateValues(for: [0]) == .instants)
  }

  @Test func contextsForCalendarDaysAreUTCInTheSameLocale() {
    let newYork = context("America/New_York", locale: "de_DE")
    let days = newYork.forDates(.calendarDays)
    let utc = TimeZone(identifier: "UTC")!
    #expect(days.timeZone == utc && days.calendar.timeZone == utc)
    #expect(days.locale.identifier == "de_DE")
    #expect(newYork.forDates(.instants) == newYork)
    let numeric = AXNumericDataAxisDescriptor(
      title: "N", range: 0...1, gridlinePositions: [], valueDescriptionProvider: { _ in "" })
    #expect(newYork.forDates(of: numeric, values: [0]) == newYork)
    numeric.valueKind = .date
    #expect(newYork.forDates(of: numeric, values: [0]).timeZone == utc)
    #expect(newYork.forDates(of: numeric, values: [1]) == newYork)
    // The granularity of monthly calendar days is months only in the adjusted context.
    let months: [Double] = [946_684_800, 949_363_200, 951_868_800]
    #expect(DateGranularity(of: months, in: newYork) == .hour)
    #expect(DateGranularity(of: months, in: newYork.forDates(of: numeric, values: months)) == .month)
  }

  @Test func theConvenienceInitializerInfersFromTheRangeAndTheStyle() {
    let newYork = context("America/New_York")
    let days = AXNumericDataAxisDescriptor(
      title: "Day", range: 946_684_800...946_771_200, valueKind: .date, format: ValueFormat(style: .date(.long)),
      context: newYork)
    #expect(days.dateValues == nil)
    #expect(days.valueDescriptionProvider(946_684_800) == "January 1, 2000")
    // A style with a time of day means instants.
    let times = AXNumericDataAxisDescriptor(
      title: "Time", range: 946_684_800...946_771_200, valueKind: .date, format: ValueFormat(style: .date(.dateTime)),
      context: newYork)
    #expect(times.valueDescriptionProvider(946_684_800) == "December 31, 1999 at 7:00 PM")
    // Said explicitly.
    let instants = AXNumericDataAxisDescriptor(
      title: "Day", range: 946_684_800...946_771_200, valueKind: .date, format: ValueFormat(style: .date(.long)),
      context: newYork,
      dateValues: .instants)
    #expect(instants.dateValues == .instants)
    #expect(instants.valueDescriptionProvider(946_684_800) == "December 31, 1999")
  }
}

@Suite struct QuarterTests {
  /// Midnight UTC on the first of each month, counted from January 1980.
  static func months(_ offsets: [Int]) -> [Double] {
    offsets.map { Double(ISO8601Date.daysSinceEpoch(year: 1980 + $0 / 12, month: $0 % 12 + 1, day: 1) * 86_400) }
  }

  @Test func quarterlyDatesHaveTheQuarterGranularity() {
    let utc = FormattingContext.default
    #expect(DateGranularity(of: Self.months([0, 3, 6, 9, 12]), in: utc) == .quarter)
    #expect(DateGranularity(of: Self.months([3, 6, 12]), in: utc) == .quarter)  // a missing quarter
    #expect(DateGranularity(of: Self.months([0, 3]), in: utc) == .month)  // fewer than 3 dates
    #expect(DateGranularity(of: Self.months([0, 6, 12, 18]), in: utc) == .month)  // half years
    #expect(DateGranularity(of: Self.months([0, 12, 24]), in: utc) == .year)
    #expect(DateGranularity(of: Self.months([0, 1, 3, 6]), in: utc) == .month)  // February
    #expect(DateGranularity(of: Self.months([0, 3, 6]) + [Self.months([9])[0] + 86_400], in: utc) == .day)
    #expect(DateGranularity.quarter.dateStyle == .quarter)
    #expect(DateGranularity.month < .quarter && DateGranularity.quarter < .year)
  }

  @Test func quartersAreWrittenWithTheirYear() {
    let q2 = Self.months([3])[0]
    #expect(ValueFormatter(format: ValueFormat(style: .date(.quarter)), valueKind: .date).string(for: q2) == "Q2 1980")
    #expect(
      ValueFormatter(
        format: ValueFormat(style: .date(.quarter)), valueKind: .date, context: context("UTC", locale: "fr_FR")
      ).string(for: q2) == "T2 1980")
  }

  @Test(arguments: displayZones)
  func aQuarterlyChartReadsInQuartersEverywhere(zone: String) throws {
    let chart = try ChartFile.decode(
      dateChart(["1980-01-01", "1980-04-01", "1980-07-01", "1980-10-01"]), context: context(zone))
    #expect(chart.pointDescription(chart.series[0].dataPoints[1]) == "Q2 1980, 2")
    #expect(chart.describeChartLines()[1] == "X axis: Date. Dates from Q1 to Q4 1980.")
  }

  @Test func theChartFileAcceptsTheQuarterStyle() throws {
    let chart = try ChartFile.decode(
      dateChart(["1980-04-01", "1980-05-01"], extra: #", "format": { "style": "date", "date": "quarter" }"#))
    #expect(chart.pointDescription(chart.series[0].dataPoints[1]) == "Q2 1980, 2")
    #expect(try ChartFile.encode(chart).contains(#""date": "quarter""#))
  }
}

@Suite struct YearTests {
  func axis(_ title: String, format: ValueFormat? = nil) -> AXNumericDataAxisDescriptor {
    let axis = AXNumericDataAxisDescriptor(
      title: title, range: 0...1, gridlinePositions: [], valueDescriptionProvider: { _ in "" })
    axis.valueFormat = format
    return axis
  }

  @Test func recognizesAYearAxisByTitleAndValues() {
    let years: [Double] = [1565, 1810, 1821]
    #expect(axis("Year").isYearAxis(values: years))
    #expect(axis("year").isYearAxis(values: years))
    #expect(axis("Birth year").isYearAxis(values: years))
    #expect(axis("YEARS (CE)").isYearAxis(values: years))
    #expect(axis("Yr").isYearAxis(values: [2001, 2002]))
    #expect(axis("Year").isYearAxis(values: [1000, 2999]))
    #expect(!axis("Year").isYearAxis(values: [999, 2000]))
    #expect(!axis("Year").isYearAxis(values: [2000, 3000]))
    #expect(!axis("Year").isYearAxis(values: [1, 2, 3]))  // counted years: "Year 3"
    #expect(!axis("Year").isYearAxis(values: [1810.5, 1811]))
    #expect(!axis("Year").isYearAxis(values: []))
    #expect(!axis("Yearly income").isYearAxis(values: years))
    #expect(!axis("Date").isYearAxis(values: years))
    #expect(!axis("Year", format: ValueFormat(unit: PluralForms("years"))).isYearAxis(values: years))
    #expect(!axis("Year", format: ValueFormat(style: .currency(code: "USD"))).isYearAxis(values: years))
    #expect(axis("Year", format: ValueFormat(fractionDigits: 0)).isYearAxis(values: years))
    let explicit = axis("Harvest")
    explicit.valueKind = .year
    #expect(explicit.isYearAxis(values: [3, 4]))
  }

  @Test(arguments: ["en_US", "de_DE", "fr_FR", "hi_IN"])
  func yearsAreNeverGrouped(locale: String) {
    let formatter = ValueFormatter(
      format: nil, valueKind: .year, context: context("UTC", locale: locale), defaults: .init(fractionDigits: 0))
    #expect(formatter.string(for: 1810) == "1810")
    #expect(formatter.string(for: 12_024) == "12024")
    #expect(
      ValueFormatter(format: ValueFormat(style: .currency(code: "USD")), valueKind: .year).string(for: 1810) == "1810")
  }

  @Test func theChartFileReadsAndWritesTheYearKind() throws {
    let bytes = Array(
      #"""
      { "version": 1, "xAxis": { "kind": "year", "title": "Harvest" }, "additionalAxes": [{ "kind": "year", "title": "Founded" }],
        "series": [{ "name": "Wheat", "isContinuous": true, "points": [{ "x": 1565, "y": 41, "additional": [1200] }, { "x": 1810, "y": 99, "additional": [1300] }] }] }
      """#.utf8)
    let chart = try ChartFile.decode(bytes, context: context("UTC", locale: "de_DE"))
    #expect((chart.xAxis as? AXNumericDataAxisDescriptor)?.valueKind == .year)
    #expect((chart.additionalAxes[0] as? AXNumericDataAxisDescriptor)?.valueKind == .year)
    #expect(chart.pointDescription(chart.series[0].dataPoints[1]) == "1810, 99, 1300")
    #expect(chart.describeChartLines()[1] == "X axis: Harvest. Years from 1565 to 1810.")
    let written = try ChartFile.encode(chart)
    #expect(written.contains(#"{ "kind": "year", "title": "Harvest" }"#), "\(written)")
    #expect(try JSONParser.parse(Array(written.utf8)) == JSONParser.parse(bytes))
  }

  @Test func aNumericAxisTitledYearIsReadAsYearsAndWrittenAsNumeric() throws {
    let bytes = Array(
      #"""
      { "version": 1, "xAxis": { "kind": "numeric", "title": "Year" }, "yAxis": { "kind": "numeric", "title": "Price" },
        "series": [{ "name": "Wheat", "isContinuous": true, "points": [{ "x": 1959, "y": 1200 }, { "x": 2001, "y": 1810 }] }] }
      """#.utf8)
    let chart = try ChartFile.decode(bytes, context: context("UTC", locale: "de_DE"))
    let axis = try #require(chart.xAxis as? AXNumericDataAxisDescriptor)
    #expect(axis.valueKind == .year)
    #expect(chart.yAxis?.valueKind == .number)
    #expect(chart.describeChartLines()[1] == "X axis: Year. Years from 1959 to 2001.")
    #expect(chart.describeChartLines()[2] == "Y axis: Price. Values from 1.200 to 1.810.")
    #expect(chart.pointDescription(chart.series[0].dataPoints[1]) == "2001, 1.810")
    let written = try ChartFile.encode(chart)
    #expect(try JSONParser.parse(Array(written.utf8)) == JSONParser.parse(bytes))
    let copy = try #require(chart.copy() as? AXChartDescriptor)
    #expect(try ChartFile.encode(copy) == written)
  }

  @Test func aCSVYearColumnIsAYearAxis() throws {
    let csv = Array("Year,Wheat\n1565,41\n1810,99\n1821,54\n".utf8)
    let chart = try CSVChart.decode(csv, context: context("UTC", locale: "de_DE"))
    #expect((chart.xAxis as? AXNumericDataAxisDescriptor)?.valueKind == .year)
    #expect(chart.pointDescriptionLines()[1] == "1810, 99.")
    // Said explicitly, whatever the header.
    let t = try CSVChart.decode(Array("t,v\n1959,1\n2001,2\n".utf8), options: .init(xKind: .year))
    #expect((t.xAxis as? AXNumericDataAxisDescriptor)?.valueKind == .year)
    #expect(try ChartFile.encode(t).contains(#""kind": "year""#))
    // Small counted years stay numbers.
    let counted = try CSVChart.decode(Array("Year,v\n1,1\n2,2\n".utf8))
    #expect((counted.xAxis as? AXNumericDataAxisDescriptor)?.valueKind == .number)
  }
}

/// ISO 8601 dates are proleptic Gregorian: dates before the 1582 reform keep the day they name.
@Suite struct ProlepticGregorianTests {
  @Test(arguments: [
    ("0001-01-01", "en_US", "January 1, 1"), ("1066-10-14", "en_US", "October 14, 1066"),
    ("1582-10-10", "en_US", "October 10, 1582"), ("1600-02-29", "en_US", "February 29, 1600"),
    ("1066-10-14", "de_DE", "14. Oktober 1066"), ("0400-03-01", "fr_FR", "1er mars 400"),
  ])
  func datesBeforeTheReformReadAsWritten(iso: String, locale: String, spoken: String) throws {
    let seconds = try #require(ISO8601Date.seconds(from: iso))
    let context = FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!)
    let formatter = ValueFormatter(format: nil, valueKind: .date, context: context)
    #expect(formatter.string(for: seconds) == spoken)
    #expect(
      ValueFormatter(format: ValueFormat(style: .date(.iso)), valueKind: .date, context: context).string(for: seconds)
        == iso)
  }
}
