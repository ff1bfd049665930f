public import ChartAccessibility

/// The change over a part of a series, in the words of a summary's details ("Change: up 78,
/// 65%"): "up 4.2 degrees Fahrenheit", "down 1.5 percentage points", "up 78, 65%", "up 3,200, a
/// factor of 14". `audiograph explore` says it for a group of points (a year, a month, a range of
/// x).
///
/// The amount is written as the summary writes changes of the series' values (its digits, unit
/// and scale words); the relative change is added where the summary would give one: the y axis
/// has a meaningful zero (not a temperature, an elevation or a rate; see the summarizer's
/// rules), both ends have the same sign, and the change does not round to 0%; ten times or more
/// reads as a factor.
public struct ChangeWords: Sendable {
  private let formatter: SummaryFormatter
  private let language: SummaryLanguage
  private let speaksPercent: Bool

  /// Words for changes of `values` (a series' y values, which decide the digits) on `chart`'s y
  /// axis, in `context`'s language and locale. O(n) in the values (at most 65,536 of them are
  /// read for their written digits).
  public init(chart: AXChartDescriptor, values: [Double], context: FormattingContext) {
    // The format the summary follows (the axis', or the one an app's closure writes); a change
    // is not a value, so the closure's own strings are not needed (nor kept: this is Sendable).
    let writing = AxisValueWriting(axis: chart.yAxis, values: { values })
    let format = writing.format
    language = SummaryLanguage(pack: context.language)
    formatter = SummaryFormatter(
      context: context, language: language, yFormat: format, yValues: values,
      axisShowsMinorUnit: writing.axisShowsMinorUnit)
    let isRate = format?.isPercentage ?? false
    speaksPercent = !isRate && SummaryWriter.yHasMeaningfulZero(chart.yAxis, format: format)
  }

  /// The change from `first` to `last`: "up 78, 65%"; `nil` when there is none (equal ends) or
  /// either end is not finite.
  public func phrase(from first: Double, to last: Double) -> String? {
    let delta = last - first
    guard first.isFinite, last.isFinite, delta != 0 else { return nil }
    var relative: Amount?
    if speaksPercent, first != 0, (first > 0) == (last > 0) {
      let fraction = delta / Swift.abs(first)
      if Swift.abs(fraction) >= 0.005 {
        let ratio = last / first
        relative = ratio >= 10 ? .factor(formatter.significant(ratio)) : .plain(formatter.percent(fraction))
      }
    }
    return language.change(up: delta > 0, amount: formatter.yChange(delta), relative: relative)
  }
}
