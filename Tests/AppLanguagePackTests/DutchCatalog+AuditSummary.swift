/// The audit's messages about an author's summary that contradicts the data, in Dutch.
let dutchAuditSummary: [String: String] = [
  "audit.summary.direction":
    "de samenvatting zegt ‘{word}’, maar de gegevens van {named, select, yes {{series}} other {de reeks}} tonen een significante {direction, select, up {stijgende} other {dalende}} trend{first, select, none {} other {, van {first} naar {last}}}",
  "audit.summary.value": "de samenvatting zegt ‘{phrase}’, maar geen waarde in de gegevens is {number}",
  "audit.summary.count":
    "de samenvatting zegt ‘{phrase}’, maar de gegevens hebben {pointCount, plural, one {# punt} other {# punten}}{seriesCount, plural, =1 {} other { in {seriesCount} reeksen}}",
]
