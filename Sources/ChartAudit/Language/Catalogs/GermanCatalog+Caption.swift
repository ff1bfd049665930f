extension GermanCatalog {
  /// The caption fact-checker's lines and facts (`caption.*`; see the English catalog).
  static let caption: [String: String] = [
    "caption.claim":
      "Satz {sentence}, „{claim}“, {verdict, select, supported {bestätigt} contradicted {widerlegt, {error, select, value {falscher Wert} label {falsche Zuordnung} trend {falscher Trend} comparison {falscher Vergleich} other {falsche Anzahl}}} other {nicht prüfbar}}{fact, select, none {} other {; die Daten: {fact}}}.",
    "caption.line": "{source}: {claim}",
    "caption.counts":
      "{source}: {claims, plural, one {# Aussage} other {# Aussagen}}; {supported} bestätigt, {contradicted} widerlegt, {unchecked} nicht prüfbar.",
    "caption.rule":
      "{error, select, value {Eine Zahl, die die Daten nicht haben} label {Eine Reihe, Kategorie oder ein Datum, die nicht zum Wert passen} trend {Eine Richtung, die die Daten nicht nehmen} comparison {Eine Reihenfolge, die die Daten nicht haben} other {Eine Anzahl, die die Daten nicht haben}}",
    "caption.fact.point": "{label} hat {value}{series, select, none {} other { in {series}}}",
    "caption.fact.extreme":
      "{extreme, select, highest {der höchste Wert} other {der niedrigste Wert}}{series, select, none {} other { von {series}}} ist {value}, {role, select, day {am {label}} month {im {label}} quarter {im {label}} year {im Jahr {label}} other {bei {label}}}",
    "caption.fact.statistic":
      "{statistic, select, mean {der Mittelwert} other {der Median}}{series, select, none {} other { von {series}}} ist {value}",
    "caption.fact.change": "von {from} bis {to} beträgt die Änderung {change}",
    "caption.fact.nearest":
      "kein Wert ist {number}; am nächsten liegt {value}, {role, select, day {am {label}} month {im {label}} quarter {im {label}} year {im Jahr {label}} other {bei {label}}}",
    "caption.fact.trend":
      "{series, select, none {die Reihe} other {{series}}} {direction, select, up {steigt, ein signifikanter Trend} down {fällt, ein signifikanter Trend} other {hat keinen signifikanten Trend}}{first, select, none {} other {, von {first} auf {last}}}",
    "caption.fact.direction": "von {first} auf {last} ist {direction, select, up {ein Anstieg} other {ein Rückgang}}",
    "caption.fact.comparison": "{first} hat {firstValue}, {second} hat {secondValue}",
    "caption.fact.ranking":
      "{extreme, select, highest {den höchsten Wert hat} other {den niedrigsten Wert hat}} {label}, {value}",
    "caption.fact.count":
      "{pointCount, plural, one {# Punkt} other {# Punkte}}{seriesCount, plural, =1 {} other { in {seriesCount} Reihen}}{categoryCount, select, none {} other {, {categoryCount} Kategorien}}",
  ]
}
