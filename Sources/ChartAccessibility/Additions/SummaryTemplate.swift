/// An app-defined summary with placeholders in braces, such as
///
///     Showing {count} {pointNoun} from {xFirst} to {xLast}. Your {valueNoun} {trendVerb} from
///     {yFirst} to {yLast}, with {valueNoun} ranging from {yMin} to {yMax} and an average of {yMean}.
///
/// A template naming an unknown placeholder is refused when it is parsed (and so when a chart
/// file holding it is read), never filled with a silent blank. `{{` and `}}` write literal braces.
public struct SummaryTemplate: Hashable, Sendable {
  /// The placeholders a template may use. The summarizer fills each one from the chart's first
  /// series (numbers and dates written with the axes' formats, y values without their unit).
  public enum Placeholder: String, CaseIterable, Sendable {
    /// The chart title.
    case title
    /// The series name (or the y axis title when the series has none).
    case seriesName
    /// The number of points with a value.
    case count
    /// The chart's noun for a point, singular or plural by `count` ("test result", "points").
    case pointNoun
    /// The chart's noun for its values ("scores"; default: the y axis title).
    case valueNoun
    /// x of the first and last point, the smallest and largest x, the mean and median x.
    case xFirst, xLast, xMin, xMax, xMean, xMedian
    /// x of the point holding the lowest and the highest y.
    case xOfMin, xOfMax
    /// y of the first and last point, the lowest, highest, mean and median y.
    case yFirst, yLast, yMin, yMax, yMean, yMedian
    /// The unit of the y values, in the form the last value takes ("IQ points"), or empty.
    case yUnit
    /// "increased", "decreased" or "remained stable", by the last value against the first.
    case trendVerb
    /// The change from first to last as a percent of the first ("65%"), or empty when the first
    /// is zero or the series crosses zero.
    case percentChange
    /// The confidence level of the intervals ("95%"), or empty.
    case intervalLevel
    /// The sentences about the confidence intervals, or empty.
    case ciSentence
    /// The distribution's number of values: of the first histogram or box-plot series with a
    /// distribution, else of the first series' y values.
    case observations
    /// The distribution's median, first and third quartile (NumPy's linear quantiles; a
    /// histogram that came as bins: interpolated within its bins), and the interquartile range
    /// Q3 − Q1, written as the value axis writes values, without the unit.
    case median, q1, q3, iqr
    /// The ends of the whiskers: the lowest and highest value inside Tukey's fences.
    case lowerWhisker, upperWhisker
    /// The number of unusual values beyond Tukey's fences (Q1 − 1.5 IQR, Q3 + 1.5 IQR); 0 for
    /// a histogram that came as bins.
    case outlierCount
  }

  /// A piece of a parsed template.
  public enum Part: Hashable, Sendable {
    case text(String)
    case placeholder(Placeholder)
  }

  /// Why a template cannot be used.
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    public init(message: String) { self.message = message }
  }

  /// The template as written.
  public let source: String
  /// Literal text and placeholders, in order.
  public let parts: [Part]

  /// Parses `source`, refusing unknown placeholders and unbalanced braces.
  public init(parsing source: String) throws(ParseError) {
    var parts: [Part] = []
    var text = ""
    var index = source.startIndex
    while index < source.endIndex {
      let character = source[index]
      let next = source.index(after: index)
      if character == "{", next < source.endIndex, source[next] == "{" {
        text.append("{")
        index = source.index(after: next)
      } else if character == "}", next < source.endIndex, source[next] == "}" {
        text.append("}")
        index = source.index(after: next)
      } else if character == "{" {
        guard let close = source[next...].firstIndex(of: "}") else {
          throw ParseError(message: "a { in the summary template is not closed; write {{ for a literal brace")
        }
        let name = String(source[next..<close])
        guard let placeholder = Placeholder(rawValue: name) else {
          let names = Placeholder.allCases.map(\.rawValue)
          let hint =
            closestMatch(to: name, in: names).map { "did you mean {\($0)}?" }
            ?? "known placeholders are " + names.map { "{\($0)}" }.joined(separator: ", ")
          throw ParseError(message: "unknown placeholder {\(name)} in the summary template; \(hint)")
        }
        if !text.isEmpty { parts.append(.text(text)) }
        text = ""
        parts.append(.placeholder(placeholder))
        index = source.index(after: close)
      } else if character == "}" {
        throw ParseError(message: "a } in the summary template has no matching {; write }} for a literal brace")
      } else {
        text.append(character)
        index = next
      }
    }
    if !text.isEmpty { parts.append(.text(text)) }
    self.source = source
    self.parts = parts
  }

  /// The template with each placeholder replaced by `value(placeholder)`, spaces around an
  /// empty value collapsed, and the result trimmed. A value ending in a period (an abbreviation,
  /// "4. Jan.") before the template's own period gives one period, not two.
  public func render(_ value: (Placeholder) -> String) -> String {
    var output = ""
    var afterValue = false
    for part in parts {
      switch part {
      case .text(let text):
        output += afterValue && output.hasSuffix(".") && text.hasPrefix(".") ? String(text.dropFirst()) : text
        afterValue = false
      case .placeholder(let placeholder):
        output += value(placeholder)
        afterValue = true
      }
    }
    var collapsed = ""
    for character in output {
      if character == " ", collapsed.last == " " || collapsed.isEmpty { continue }
      if character == "." || character == ",", collapsed.last == " " { collapsed.removeLast() }
      collapsed.append(character)
    }
    while collapsed.last == " " { collapsed.removeLast() }
    return collapsed
  }
}
