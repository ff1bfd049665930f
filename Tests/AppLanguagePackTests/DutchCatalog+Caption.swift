/// The caption fact-checker's lines and facts, in Dutch.
let dutchCaption: [String: String] = [
  "caption.claim":
    "Zin {sentence}, ‘{claim}’: {verdict, select, supported {bevestigd} contradicted {weerlegd, {error, select, value {verkeerde waarde} label {verkeerd label} trend {verkeerde trend} comparison {verkeerde vergelijking} other {verkeerd aantal}}} other {niet controleerbaar}}{fact, select, none {} other {; de gegevens: {fact}}}.",
  "caption.line": "{source}: {claim}",
  "caption.counts":
    "{source}: {claims, plural, one {# bewering} other {# beweringen}}: {supported} bevestigd, {contradicted} weerlegd, {unchecked} niet controleerbaar.",
  "caption.rule":
    "{error, select, value {Een getal dat niet in de gegevens staat} label {Een reeks, categorie of datum die niet bij de waarde past} trend {Een richting die de gegevens niet volgen} comparison {Een volgorde die de gegevens niet hebben} other {Een aantal dat de gegevens niet hebben}}",
  "caption.fact.point": "{series, select, none {} other {{series}, }}{label}: {value}",
  "caption.fact.extreme":
    "{extreme, select, highest {de hoogste waarde} other {de laagste waarde}}{series, select, none {} other { van {series}}} is {value}, bij {label}",
  "caption.fact.statistic":
    "{statistic, select, mean {het gemiddelde} other {de mediaan}}{series, select, none {} other { van {series}}} is {value}",
  "caption.fact.change": "van {from} tot {to} is de verandering {change}",
  "caption.fact.nearest": "geen waarde is {number}; het dichtst bij ligt {value}, bij {label}",
  "caption.fact.trend":
    "{series, select, none {de reeks} other {{series}}} {direction, select, up {stijgt, een significante trend} down {daalt, een significante trend} other {heeft geen significante trend}}{first, select, none {} other {, van {first} naar {last}}}",
  "caption.fact.direction": "van {first} naar {last} is {direction, select, up {een stijging} other {een daling}}",
  "caption.fact.comparison": "{first}: {firstValue}, {second}: {secondValue}",
  "caption.fact.ranking": "{extreme, select, highest {de hoogste is} other {de laagste is}} {label}, {value}",
  "caption.fact.count":
    "{pointCount, plural, one {# punt} other {# punten}}{seriesCount, plural, =1 {} other { in {seriesCount} reeksen}}{categoryCount, select, none {} other {, {categoryCount} categorieën}}",
]
