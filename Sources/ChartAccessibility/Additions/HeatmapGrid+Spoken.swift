import Foundation

extension HeatmapLabelOrder {
  /// `labels` as a listener of the language `identifier` ("de", "fr", "es") hears them: when
  /// they are all month names or all weekday names (English, full or three letters, as
  /// ``of(_:)`` reads them), each becomes that language's full name, as its calendar writes
  /// it standing alone ("Jul" → "Juli", "juillet", "julio"; "Mon" → "Montag", "lundi",
  /// "lunes"). Other labels (numbers, dates, names), and every label in English, stay as the
  /// author wrote them. The labels' order and count are kept. O(labels).
  public static func spoken(_ labels: [String], language identifier: String) -> [String] {
    guard !identifier.lowercased().hasPrefix("en"), let order = of(labels),
      order == .months || order == .weekdays
    else { return labels }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: identifier)
    if order == .months {
      let names = formatter.standaloneMonthSymbols ?? []
      guard names.count == 12 else { return labels }
      return labels.map { names[monthIndex($0)!] }
    }
    // The calendar's weekdays start on Sunday; ``weekdayIndex(_:)`` counts from Monday.
    let names = formatter.standaloneWeekdaySymbols ?? []
    guard names.count == 7 else { return labels }
    return labels.map { names[(weekdayIndex($0)! + 1) % 7] }
  }
}

extension HeatmapGrid {
  /// The row labels as said in the language `identifier`
  /// (``HeatmapLabelOrder/spoken(_:language:)``: month and weekday names in that language).
  public func spokenRowLabels(language identifier: String) -> [String] {
    HeatmapLabelOrder.spoken(rowLabels, language: identifier)
  }

  /// The column labels as said in the language `identifier`
  /// (``HeatmapLabelOrder/spoken(_:language:)``: month and weekday names in that language).
  public func spokenColumnLabels(language identifier: String) -> [String] {
    HeatmapLabelOrder.spoken(columnLabels, language: identifier)
  }
}
