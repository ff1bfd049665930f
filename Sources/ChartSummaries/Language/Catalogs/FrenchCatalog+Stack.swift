extension FrenchCatalog {
  /// Les phrases des diagrammes en barres empilées, normalisées ou groupées et des aires empilées
  /// (`stack.*`, `grouped.*`), leurs lignes de points, détails, en-têtes de tableau et lignes
  /// d'exploration.
  static let stack: [String: String] = [
    "stack.layers":
      "{kind, select, groupedBar {{count, plural, one {# série} other {# séries}} par groupe} other {{count, plural, one {# couche} other {# couches}}, de bas en haut}}\u{00A0}: {list}.",
    "stack.total": "Total",
    "stack.shareItem": "{layer} {share}",
    "stack.othersItem": "{count, plural, one {# autre couche} other {# autres couches}} {share}",
    "stack.shares": "Parts de l'ensemble\u{00A0}: {list}.",
    "stack.largest":
      "{layer} était la plus grande part {all, select, yes {{kind, select, stackedArea {en chaque point} other {dans chaque barre}}} other {dans {count} {kind, select, stackedArea {points} other {barres}} sur {total}}}.",
    "stack.shift":
      "De {first} à {last}, {fell, select, none {la part de {rose} est passée de {roseFrom} à {roseTo}} other {la part de {fell} est tombée de {fellFrom} à {fellTo}{rose, select, none {} other {, tandis que celle de {rose} est montée de {roseFrom} à {roseTo}}}}}.",
    "stack.growth": "{layer} a le plus augmenté, de {from} à {to}.",
    "stack.negative":
      "{list} {count, plural, one {passe} other {passent}} sous zéro\u{00A0}; les valeurs négatives s'empilent vers le bas à partir de zéro et se soustraient du total.",
    "stack.gap": "{x}\u{00A0}: aucune valeur.",
    "stack.point": "{x}\u{00A0}: {list}{normalized, select, yes {, sur {total}} other {\u{00A0}; total {total}}}.",
    "grouped.leaders":
      "{series} était en tête {all, select, yes {dans chaque catégorie} other {dans {count} {total, plural, one {catégorie} other {catégories}} sur {total}}}{rest, select, none {} other {, {rest}}}.",
    "grouped.leaderItem": "{series} dans {count}",
    "grouped.change": "à {series} {x}",
    "grouped.changes":
      "La tête a changé {count, plural, one {une fois} other {# fois}}\u{00A0}: {list}{more, select, yes {, et ensuite encore} other {}}.",
    "grouped.ledIn": "{series} était en tête pour {list}.",
    "grouped.point": "{x}\u{00A0}: {list}\u{00A0}; en tête {series}.",
    "details.stack":
      "{name, select, sum {Somme} share {Part de l'ensemble} firstShare {Part au début} lastShare {Part à la fin} highest {Valeur la plus élevée dans} other {Plus grande part dans}}",
    "details.stackLargestCount":
      "{count} sur {total, plural, one {# {kind, select, groupedBar {catégorie} stackedArea {point} other {barre}}} other {# {kind, select, groupedBar {catégories} stackedArea {points} other {barres}}}}",
  ]
}
