extension GermanCatalog {
  /// Die Sätze gestapelter, normierter und gruppierter Balkendiagramme und gestapelter
  /// Flächendiagramme (`stack.*`, `grouped.*`), ihre Punktzeilen, Details, Tabellenköpfe und
  /// Erkundungszeilen.
  static let stack: [String: String] = [
    "explore.stackLayer": "{layer}, {x}: {value}, {share} von {total}.",
    "explore.stackLayerMixed":
      "{layer}, {x}: {value}, {share} der Gesamtgröße aller Teile von {magnitude}, ohne Vorzeichen gezählt; Summe {total}.",
    "explore.stackTotal": "Summe, {x}: {value}.",
  ]
}
