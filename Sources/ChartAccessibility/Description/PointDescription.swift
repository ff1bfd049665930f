extension AXChartDescriptor {
  /// What VoiceOver speaks when a user lands on `point`: its label, x, y and additional values,
  /// each written by its axis, joined with ", ", then the confidence interval sentence when the
  /// point has one.
  ///
  ///     "Test on Dec 5, 2025, December 5, 2025, 105 IQ points. Confidence interval: 98 to 112"
  ///
  /// - Numeric and date values go through the axis' `valueDescriptionProvider`; categories are
  ///   spoken as they are.
  /// - A missing y value is spoken as "no value" (Apple's VoiceOver says nothing for it; a
  ///   listener should know a value is missing).
  /// - A negative value is said with the word, "minus 4.3 degrees Celsius", whoever wrote it
  ///   (``LanguagePack/negativeNumbersInWords(_:)``): the description is heard. The
  ///   ``pointValueTexts(_:context:)`` of a table keep the sign.
  /// - Unlike Apple, which voices only the first numeric and the first categorical additional
  ///   value, every additional value is spoken, in the order of ``additionalAxes``.
  /// - The interval bounds are written with the y axis' format without its unit, or with its
  ///   provider when the axis has no ``ValueFormat``.
  public func pointDescription(_ point: AXDataPoint) -> String {
    pointDescription(point, context: nil)
  }

  /// The point's description with the words around its values ("Confidence interval", "no
  /// value") in `language`; the values are written by the axes' own providers.
  public func pointDescription(_ point: AXDataPoint, language: LanguagePack) -> String {
    describe(pointValueTexts(point, context: nil, language: language, heard: true), language: language)
  }

  /// The point's description written in `context`: the same text as ``pointDescription(_:)``,
  /// but every value an axis writes from its ``ValueFormat`` is written in `context`'s locale and
  /// time zone (calendar days stay the same day), whatever context the axis was built in, so a
  /// summary in one locale never quotes a point in another. An app's own closures are called as
  /// they are, and a negative number in their text is said with the word of `context`'s language.
  public func pointDescription(_ point: AXDataPoint, context: FormattingContext?) -> String {
    let language = context?.language ?? .english
    return describe(pointValueTexts(point, context: context, language: language, heard: true), language: language)
  }

  /// The end of a point's description that says its confidence interval, as
  /// ``pointDescription(_:context:)`` writes it (". Confidence interval: 48 to 52"); `nil` for a
  /// point without one. For a text that says the point's value in its own way and keeps its
  /// interval (Chart Details' minimum and maximum).
  public func intervalDescription(_ point: AXDataPoint, context: FormattingContext?) -> String? {
    let language = context?.language ?? .english
    let texts = pointValueTexts(point, context: context, language: language, heard: true)
    guard let lower = texts.intervalLower, let upper = texts.intervalUpper else { return nil }
    return language.text("point.interval", ["lower": .text(lower), "upper": .text(upper)])
  }

  /// A point said briefly, for a listener who moves fast (the brief messages of `audiograph
  /// explore`, as MAIDR's terse mode): its x and its y value without the y axis' unit, "Dec 15,
  /// 112"; "no value" for a missing y. Its label, additional values and confidence interval are
  /// left out (the full description, ``pointDescription(_:language:)``, says them). A negative
  /// number is said with the word.
  public func briefPointDescription(_ point: AXDataPoint, language: LanguagePack) -> String {
    var x = spokenValue(point.x, on: xAxis, context: nil)
    if point.x.number != nil { x = language.negativeNumbersInWords(x) }
    let y: String
    if let value = point.y {
      y = language.negativeNumbersInWords(
        yAxis.map { numberText(value, on: $0, context: nil, unit: false) }
          ?? ValueFormatter(format: nil).string(for: value))
    } else {
      y = language.text("value.missing")
    }
    return [x, y].filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// `description`, a point's description that starts a line or a sentence, with its first letter
  /// upper-cased when it starts with a date the x axis wrote: French and Spanish write month
  /// names in lower case inside a sentence ("décembre 2020"), but a line starts with a capital
  /// ("Décembre 2020, 4,5 degrés"). A point with a label, and a chart whose x axis is not a date
  /// axis, keep their text as it is: a label or category name keeps its author's case ("iPhone").
  public func lineStart(_ description: String, of point: AXDataPoint) -> String {
    guard (point.label ?? "").isEmpty, (xAxis as? AXNumericDataAxisDescriptor)?.valueKind == .date,
      let first = description.first, first.isLowercase
    else { return description }
    return first.uppercased() + description.dropFirst()
  }

  private func describe(_ texts: PointValueTexts, language: LanguagePack) -> String {
    var parts: [String] = []
    if let label = texts.label { parts.append(label) }
    parts += [texts.x, texts.y] + texts.additional
    var description = parts.filter { !$0.isEmpty }.joined(separator: ", ")
    if let lower = texts.intervalLower, let upper = texts.intervalUpper {
      description += language.text("point.interval", ["lower": .text(lower), "upper": .text(upper)])
    }
    return description
  }

  /// The texts of one point's values as ``pointDescription(_:context:)`` writes them (that
  /// description is these texts joined), for views that show the values apart, such as a data
  /// table: a table cell and the spoken point then never disagree, except that a cell writes a
  /// negative number with its sign ("-4.3") where the description says the word ("minus 4.3").
  ///
  /// - Parameters:
  ///   - point: a point of one of this chart's series.
  ///   - context: `nil` for the axes' own providers (what `describe --points` and VoiceOver
  ///     say); otherwise as in ``pointDescription(_:context:)``.
  public func pointValueTexts(_ point: AXDataPoint, context: FormattingContext? = nil) -> PointValueTexts {
    pointValueTexts(point, context: context, language: context?.language ?? .english)
  }

  /// The texts of one point's values as ``pointDescription(_:language:)`` writes them: the axes'
  /// own providers (what `describe --points` says, negative numbers aside: the texts keep the
  /// sign), with "no value" for a missing y value in `language`, so a table cell and the spoken
  /// point agree in every language.
  ///
  /// With `units` false, the numbers are written without their axes' unit words ("105" for "105
  /// IQ points"; a currency keeps its symbol, a date is unchanged): for a table whose column
  /// headers say the unit once.
  public func pointValueTexts(_ point: AXDataPoint, language: LanguagePack, units: Bool = true) -> PointValueTexts {
    pointValueTexts(point, context: nil, language: language, units: units)
  }

  /// The texts of `point`'s values; with `heard`, each value's text says a negative number with
  /// `language`'s word (``LanguagePack/negativeNumbersInWords(_:)``; a label and a category are
  /// the author's and stay as they are).
  private func pointValueTexts(
    _ point: AXDataPoint, context: FormattingContext?, language: LanguagePack, heard: Bool = false,
    units: Bool = true
  ) -> PointValueTexts {
    func said(_ text: String) -> String { heard ? language.negativeNumbersInWords(text) : text }
    func said(_ value: AXDataPoint.Value, on axis: any AXDataAxisDescriptor) -> String {
      let text = spokenValue(value, on: axis, context: context, unit: units)
      return value.number == nil ? text : said(text)
    }
    let label = point.label.flatMap { $0.isEmpty ? nil : $0 }
    let x = said(point.x, on: xAxis)
    let y: String
    if let value = point.y {
      y = said(
        yAxis.map { numberText(value, on: $0, context: context, unit: units) }
          ?? ValueFormatter(format: nil).string(for: value))
    } else {
      y = language.text("value.missing")
    }
    let additional = zip(point.additionalValues, additionalAxes).map { said($0, on: $1) }
    let interval = point.confidenceInterval
    return PointValueTexts(
      label: label, x: x, y: y, additional: additional,
      intervalLower: interval.map { said(intervalBound($0.lowerBound, context: context)) },
      intervalUpper: interval.map { said(intervalBound($0.upperBound, context: context)) })
  }

  private func spokenValue(
    _ value: AXDataPoint.Value, on axis: any AXDataAxisDescriptor, context: FormattingContext?, unit: Bool = true
  ) -> String {
    switch value {
    case .category(let category): category
    case .number(let number):
      (axis as? AXNumericDataAxisDescriptor).map { numberText(number, on: $0, context: context, unit: unit) }
        ?? ValueFormatter(format: nil).string(for: number)
    }
  }

  private func numberText(
    _ value: Double, on axis: AXNumericDataAxisDescriptor, context: FormattingContext?, unit: Bool
  ) -> String {
    if let context, let formatter = axis.formatter(in: context) {
      return unit ? formatter.string(for: value) : formatter.stringWithoutUnit(for: value)
    }
    return (unit ? axis.valueDescriptionProvider : axis.unitlessDescriptionProvider ?? axis.valueDescriptionProvider)(
      value)
  }

  private func intervalBound(_ value: Double, context: FormattingContext?) -> String {
    guard let yAxis else { return ValueFormatter(format: nil).string(for: value) }
    return numberText(value, on: yAxis, context: context, unit: false)
  }
}

/// The texts of one data point's values as a screen reader hears them
/// (``AXChartDescriptor/pointValueTexts(_:context:)``).
public struct PointValueTexts: Sendable, Hashable {
  /// The point's label; `nil` when it has none or an empty one.
  public var label: String?
  /// The x value, written by the x axis ("December 5, 2025", or the category).
  public var x: String
  /// The y value with its unit ("105 IQ points"), or "no value" for a missing value.
  public var y: String
  /// The additional values, each written by its axis, in the order of
  /// ``AXChartDescriptor/additionalAxes`` (a point with fewer values than axes has fewer texts).
  public var additional: [String]
  /// The interval's bounds without the unit ("98"), both `nil` when the point has no interval.
  public var intervalLower: String?
  public var intervalUpper: String?

  public init(
    label: String?, x: String, y: String, additional: [String], intervalLower: String?, intervalUpper: String?
  ) {
    self.label = label
    self.x = x
    self.y = y
    self.additional = additional
    self.intervalLower = intervalLower
    self.intervalUpper = intervalUpper
  }
}
