extension FrenchCatalog {
  /// The caption fact-checker's lines and facts (`caption.*`; see the English catalog).
  static let caption: [String: String] = [
    "caption.claim":
      "Phrase {sentence}, «\u{00A0}{claim}\u{00A0}»\u{00A0}: {verdict, select, supported {confirmé} contradicted {contredit, {error, select, value {valeur fausse} label {étiquette fausse} trend {tendance fausse} comparison {comparaison fausse} other {nombre faux}}} other {non vérifiable}}{fact, select, none {} other {\u{00A0}; dans les données, {fact}}}.",
    "caption.line": "{source}\u{00A0}: {claim}",
    "caption.counts":
      "{source}\u{00A0}: {claims, plural, one {# affirmation} other {# affirmations}}\u{00A0}; {supported, plural, one {# confirmée} other {# confirmées}}, {contradicted, plural, one {# contredite} other {# contredites}}, {unchecked, plural, one {# non vérifiable} other {# non vérifiables}}.",
    "caption.rule":
      "{error, select, value {Un nombre absent des données} label {Une série, une catégorie ou une date qui ne correspond pas à la valeur} trend {Une direction que les données ne prennent pas} comparison {Un ordre que les données n'ont pas} other {Un nombre d'éléments que les données n'ont pas}}",
    "caption.fact.point": "{label} vaut {value}{series, select, none {} other { dans {series}}}",
    "caption.fact.extreme":
      "{extreme, select, highest {la valeur la plus haute} other {la valeur la plus basse}}{series, select, none {} other { de {series}}} est {value}, {role, select, day {le {label}} month {en {label}} quarter {au {label}} year {en {label}} other {pour {label}}}",
    "caption.fact.statistic":
      "{statistic, select, mean {la moyenne} other {la médiane}}{series, select, none {} other { de {series}}} est {value}",
    "caption.fact.change": "de {from} à {to}, la variation est de {change}",
    "caption.fact.nearest":
      "aucune valeur n'est {number}\u{00A0}; la plus proche est {value}, {role, select, day {le {label}} month {en {label}} quarter {au {label}} year {en {label}} other {pour {label}}}",
    "caption.fact.trend":
      "{series, select, none {la série} other {{series}}} {direction, select, up {augmente, une tendance significative} down {diminue, une tendance significative} other {n'a pas de tendance significative}}{first, select, none {} other {, de {first} à {last}}}",
    "caption.fact.direction": "de {first} à {last}, c'est {direction, select, up {une hausse} other {une baisse}}",
    "caption.fact.comparison": "{first} vaut {firstValue}, {second} vaut {secondValue}",
    "caption.fact.ranking":
      "{extreme, select, highest {la valeur la plus haute est celle de} other {la valeur la plus basse est celle de}} {label}, {value}",
    "caption.fact.count":
      "{pointCount, plural, one {# point} other {# points}}{seriesCount, plural, =1 {} other { dans {seriesCount} séries}}{categoryCount, select, none {} other {, {categoryCount} catégories}}",
  ]
}
