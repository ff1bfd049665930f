extension FrenchCatalog {
  /// Les phrases d'un graphique en chandeliers (`candlestick.*`), ses lignes par période et ses détails.
  static let candlestick: [String: String] = [
    "candlestick.range": "Le plus haut a été de {high} {highX}, le plus bas de {low} {lowX}.",
    "candlestick.upDown":
      "{up} des {count, plural, one {# période} other {# périodes}} ont clôturé au-dessus de leur ouverture et {down} en dessous{unchanged, plural, =0 {} one {\u{00A0}; une a clôturé inchangée} other {\u{00A0}; # ont clôturé inchangées}}.",
    "candlestick.largestMove":
      "{direction, select, up {La plus forte hausse sur une période a été de {change}, {x}} other {La plus forte baisse sur une période a été de {change}, {x}}}.",
    "candlestick.volatility":
      "{period, select, day {L'écart quotidien} week {L'écart hebdomadaire} month {L'écart mensuel} year {L'écart annuel} other {L'écart d'une période}} entre plus bas et plus haut a été en moyenne de {average} de la clôture{most, select, none {} other {{single, select, yes {\u{00A0}; le plus large a été de {mostAverage}, {most}} other {, au plus haut {most} ({mostAverage} en moyenne)}}}}.",
    "candlestick.point":
      "{x}\u{00A0}: ouverture {open}, plus haut {high}, plus bas {low}, clôture {close}{direction, select, up {, en hausse} down {, en baisse} other {, inchangée}}{volume, select, none {} other {, volume {volume}}}.",
    "candlestick.gap": "{x}\u{00A0}: aucun cours.",
    "details.candlestick":
      "{name, select, periods {Périodes} up {Périodes en hausse} down {Périodes en baisse} highestHigh {Plus haut} lowestLow {Plus bas} rise {Plus forte hausse sur une période} fall {Plus forte baisse sur une période} range {Écart moyen} other {Écart le plus large}}",
  ]
}
