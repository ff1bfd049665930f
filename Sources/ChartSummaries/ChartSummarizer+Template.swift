public import ChartAccessibility

extension ChartSummarizer {
  /// The template the summary is written from, or `nil` for the generated wording:
  /// ``SummaryOptions/template`` (taken to be written in the summary's language, as the caller
  /// chose both), else the chart's `summaryTemplate` when it parses and is written in the
  /// summary's language (`summaryTemplateLanguage`, else the chart's `language`, else English). A template in another
  /// language is set aside rather than filled with words of the summary's language ("Your scores
  /// stieg from 105 to 125"): a text never mixes two languages.
  static func template(for chart: AXChartDescriptor, options: SummaryOptions) -> SummaryTemplate? {
    if let template = options.template { return template }
    guard let source = chart.summaryTemplate, templateLanguageSetAside(of: chart, options: options) == nil
    else { return nil }
    return try? SummaryTemplate(parsing: source)
  }

  /// The language code of the chart's `summaryTemplate` when the summary does not use it because
  /// it is written in another language than the summary's (compared by the language subtag:
  /// `pt-BR` matches `pt`); `nil` when the chart has no template, when it is in the summary's
  /// language, or when ``SummaryOptions/template`` replaces it.
  static func templateLanguageSetAside(of chart: AXChartDescriptor, options: SummaryOptions) -> String? {
    guard options.template == nil, chart.summaryTemplate != nil else { return nil }
    let code = chart.summaryTemplateLanguage ?? chart.language ?? "en"
    func subtag(_ identifier: String) -> Substring {
      identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).first?.lowercased()[...] ?? ""
    }
    return subtag(code) == subtag(options.context.language.identifier) ? nil : code
  }

  /// The note to show beside a summary of `chart` that set the chart's template aside because it
  /// is written in another language (`template.otherLanguage`), in the summary's language: "The
  /// chart's summary template is written in English; the summary is the generated one, in
  /// German." `nil` when the template is used or there is none.
  public func templateNote(for chart: AXChartDescriptor) -> String? {
    guard let code = Self.templateLanguageSetAside(of: chart, options: options) else { return nil }
    let language = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? code
    return options.context.language.text(
      "template.otherLanguage", ["language": .text(language), "code": .text(code)])
  }
}
