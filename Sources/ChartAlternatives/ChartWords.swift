import ChartAccessibility
import Foundation

/// The chart's own words, marked with their language inside a page written in another one.
///
/// A German page of an English chart quotes the chart's words as they are: "Die Werte von
/// Probe A stiegen …", a table headed "Reading (volts)". A screen reader speaks all of it with the
/// page's German voice unless the English words say they are English. When the chart says its
/// language (`AXChartDescriptor.language`) and it is not the page's, ``html(_:)`` writes each of
/// the chart's words found in a text as `<span lang="en">Probe A</span>`.
///
/// **The words**: the title, the author's summary, the axis titles, the units a page's language
/// has no words for (`PluralForms.hasWords(for:)`: a translated unit is in the page's language),
/// the nouns, the categories of every categorical axis, a heatmap's row and column labels and
/// titles, the series names, the points' labels and the reference lines' labels; each with at
/// least one letter (a number or a year is the same in every language) and without spaces at
/// its ends.
///
/// **Finding them**: a word is found where it starts and ends a word of the text (the characters
/// around it are not letters or digits), the longest first where two start at one place
/// ("New York City" before "New York"), left to right, never overlapping. The search looks words
/// up by their first run of letters and digits, so a text costs one pass over its characters
/// whatever the number of the chart's words; building the table costs one pass over the words.
///
/// Not marked: attribute values (`aria-label` has no `lang` of its own) and the keyboard
/// explorer's sentences, which the page's script writes as text.
struct ChartWords {
  /// The chart's language code, as `lang` takes it: "en", "pt-BR".
  let language: String
  /// The words by their first run of letters and digits, longest first.
  private let byFirstRun: [Substring: [String]]

  /// The chart's words when `chart.language` is set and its language subtag differs from
  /// `pageLanguage`'s ("en" against "de-DE"); `nil` when nothing needs marking.
  init?(chart: AXChartDescriptor, pageLanguage: String) {
    guard let language = chart.language, Self.subtag(language) != Self.subtag(pageLanguage) else { return nil }
    self.language = language
    var words: Set<String> = []
    func add(_ text: String?) {
      guard let text else { return }
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.contains(where: \.isLetter), Self.isWordCharacter(trimmed.first!) { words.insert(trimmed) }
    }
    func addUnit(_ unit: PluralForms?) {
      guard let unit, !unit.hasWords(for: pageLanguage) else { return }
      add(unit.one)
      add(unit.other)
    }
    add(chart.title)
    add(chart.summary)
    for axis in [chart.xAxis] + (chart.yAxis.map { [$0] } ?? []) + chart.additionalAxes {
      add(axis.title)
      if let categorical = axis as? AXCategoricalDataAxisDescriptor { categorical.categoryOrder.forEach(add) }
      if let numeric = axis as? AXNumericDataAxisDescriptor { addUnit(numeric.valueFormat?.unit) }
    }
    if let nouns = chart.nouns {
      add(nouns.point?.one)
      add(nouns.point?.other)
      add(nouns.value)
    }
    if let grid = chart.heatmap {
      add(grid.rowTitle)
      add(grid.columnTitle)
      grid.rowLabels.forEach(add)
      grid.columnLabels.forEach(add)
    }
    for series in chart.series {
      add(series.name)
      // Series kept as columns of numbers have no labels (nor categories beyond the axis').
      guard series.plainPointColumns == nil else { continue }
      for point in series.dataPoints {
        add(point.label)
        add(point.xValue.category)
      }
    }
    for line in chart.referenceLines { add(line.label) }

    var table: [Substring: [String]] = [:]
    for word in words { table[Self.firstRun(of: word[...]), default: []].append(word) }
    for key in table.keys { table[key]!.sort { $0.count != $1.count ? $0.count > $1.count : $0 < $1 } }
    byFirstRun = table
  }

  /// `text` escaped for HTML element content (`HTML.escape`), with each of the chart's words in
  /// it as `<span lang="LANGUAGE">WORD</span>`.
  func html(_ text: String) -> String {
    var result = ""
    var copied = text.startIndex  // the start of what is not written yet
    var index = text.startIndex
    var previousIsWord = false
    while index < text.endIndex {
      let isWord = Self.isWordCharacter(text[index])
      if isWord, !previousIsWord, let end = match(in: text, at: index) {
        result += HTML.escape(String(text[copied..<index]))
        result += "<span lang=\"\(HTML.escape(language))\">\(HTML.escape(String(text[index..<end])))</span>"
        copied = end
        index = end
        previousIsWord = Self.isWordCharacter(text[text.index(before: end)])
        continue
      }
      previousIsWord = isWord
      index = text.index(after: index)
    }
    result += HTML.escape(String(text[copied...]))
    return result
  }

  /// The end of the longest of the chart's words that starts at `start` and ends a word there.
  private func match(in text: String, at start: String.Index) -> String.Index? {
    guard let candidates = byFirstRun[Self.firstRun(of: text[start...])] else { return nil }
    for word in candidates {
      guard text[start...].hasPrefix(word) else { continue }
      let end = text.index(start, offsetBy: word.count)
      // A word ending in a letter or digit must end the text's word too ("Oslo" not in "Oslos").
      if end < text.endIndex, Self.isWordCharacter(word.last!), Self.isWordCharacter(text[end]) { continue }
      return end
    }
    return nil
  }

  private static func firstRun(of text: Substring) -> Substring {
    text.prefix { isWordCharacter($0) }
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  /// The language subtag, lowercased: "pt" for "pt-BR" or "pt_BR".
  private static func subtag(_ code: String) -> Substring {
    code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first?.lowercased()[...] ?? ""
  }
}
