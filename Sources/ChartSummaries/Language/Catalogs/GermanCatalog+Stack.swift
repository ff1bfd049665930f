extension GermanCatalog {
  /// Die Sätze gestapelter, normierter und gruppierter Balkendiagramme und gestapelter
  /// Flächendiagramme (`stack.*`, `grouped.*`), ihre Punktzeilen, Details, Tabellenköpfe und
  /// Erkundungszeilen.
  static let stack: [String: String] = [
    "stack.layers":
      "{kind, select, groupedBar {{count, plural, one {# Reihe} other {# Reihen}} je Gruppe} other {{count, plural, one {# Schicht} other {# Schichten}}, von unten nach oben}}: {list}.",
    "stack.total": "Summe",
    "stack.shareItem": "{layer} {share}",
    "stack.othersItem": "{count, plural, one {# weitere Schicht} other {# weitere Schichten}} {share}",
    "stack.shares": "Anteile am Ganzen: {list}.",
    "stack.largest":
      "{layer} war der größte Teil {all, select, yes {in jedem {kind, select, stackedArea {Punkt} other {Balken}}} other {in {count} von {total, plural, one {# {kind, select, stackedArea {Punkt} other {Balken}}} other {# {kind, select, stackedArea {Punkten} other {Balken}}}}}}.",
    "stack.shift":
      "Von {first} bis {last} {fell, select, none {stieg der Anteil von {rose} von {roseFrom} auf {roseTo}} other {fiel der Anteil von {fell} von {fellFrom} auf {fellTo}{rose, select, none {} other {, während der von {rose} von {roseFrom} auf {roseTo} stieg}}}}.",
    "stack.growth": "{layer} wuchs am stärksten, von {from} auf {to}.",
    "stack.negative":
      "{list} {count, plural, one {liegt} other {liegen}} teils unter null; Werte unter null werden von null aus nach unten gestapelt und von der Summe abgezogen.",
    "stack.gap": "{x}: keine Werte.",
    "stack.point": "{x}: {list}{normalized, select, yes {, von {total}} other {; Summe {total}}}.",
    "grouped.leaders":
      "{series} lag {all, select, yes {in jeder Kategorie} other {in {count} von {total, plural, one {# Kategorie} other {# Kategorien}}}} vorn{rest, select, none {} other {, {rest}}}.",
    "grouped.leaderItem": "{series} in {count}",
    "grouped.change": "zu {series} {x}",
    "grouped.changes":
      "Die Führung wechselte {count, plural, one {einmal} other {#-mal}}: {list}{more, select, yes {, und später weiter} other {}}.",
    "grouped.ledIn": "{series} lag vorn in {list}.",
    "grouped.point": "{x}: {list}; am höchsten {series}.",
    "details.stack":
      "{name, select, sum {Summe} share {Anteil am Ganzen} firstShare {Anteil am Anfang} lastShare {Anteil am Ende} highest {Am höchsten in} other {Größter Teil in}}",
    "details.stackLargestCount":
      "{count} von {total, plural, one {# {kind, select, groupedBar {Kategorie} stackedArea {Punkt} other {Balken}}} other {# {kind, select, groupedBar {Kategorien} stackedArea {Punkten} other {Balken}}}}",
  ]
}
