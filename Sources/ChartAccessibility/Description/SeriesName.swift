import Foundation

extension AXChartDescriptor {
  /// The name every output gives series `index`: the summary, Chart Details, `describe`, the data
  /// table, braille, narration, the explorer and the sound notes all call this, so one series is
  /// never "unnamed" in one place, "Series 2" in another and "Reading (volts)" in a third.
  ///
  /// - The series' own name, when it is not empty.
  /// - Else, for a chart with one series, the y axis title ("Resting heart rate stayed roughly
  ///   flat …"), or "The values" when that is empty too (`fallback.seriesName`).
  /// - Else, among several series, its position: "Series 2" (`describe.seriesName`). The y axis
  ///   title is shared by every series, so it cannot name one of several.
  ///
  /// - Parameters:
  ///   - index: the series' index in ``series`` (0-based; "Series 2" for index 1). Must be valid.
  ///   - language: the language of the fallback names.
  public func seriesName(at index: Int, language: LanguagePack) -> String {
    if let name = series[index].name, !name.isEmpty { return name }
    if series.count == 1 {
      if let title = yAxis?.title, !title.isEmpty { return title }
      return language.text("fallback.seriesName")
    }
    return language.text("describe.seriesName", ["number": .count(index + 1)])
  }
}
