import AudioGraphTestSupport
import Foundation

@testable import ChartAccessibility
@testable import ChartSummaries

/// The summary of a chart of `Fixtures/corpus/` (the real-data corpus; truth in `truth.json`),
/// written for `locale` in UTC at `verbosity`: the one way the corpus suites read a chart.
func corpusSummary(_ file: String, locale: String = "en_US", verbosity: SummaryOptions.Verbosity = .standard)
  throws -> ChartSummary
{
  let context = FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!)
  let chart = try ChartFile.read(path: fixtureURL("corpus/\(file)").path, context: context)
  return ChartSummarizer(options: SummaryOptions(context: context, verbosity: verbosity)).summarize(chart)
}

/// The text of ``corpusSummary(_:locale:verbosity:)``.
func corpusSummaryText(_ file: String, locale: String = "en_US", verbosity: SummaryOptions.Verbosity = .standard)
  throws -> String
{
  try corpusSummary(file, locale: locale, verbosity: verbosity).summary
}
