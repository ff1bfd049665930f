extension GermanCatalog {
  /// Die Sätze gestapelter, normierter und gruppierter Balkendiagramme und gestapelter
  /// Flächendiagramme (`stack.*`, `grouped.*`), ihre Punktzeilen, Details, Tabellenköpfe und
  /// Erkundungszeilen.
  static let stack: [String: String] = [
    "audit.rule.stack-gaps": "Jede Schicht eines gestapelten Diagramms hat an jedem x einen Wert.",
    "audit.stackGaps":
      "{series} hat an {count} von {total} x-Werten keinen Wert; der Stapel zählt einen fehlenden Wert als 0, seine Summe dort verschweigt die Lücke",
    "audit.stackGaps.fix":
      "Geben Sie der Schicht an jedem x einen Wert (0, wo er null ist), oder nennen Sie in der Zusammenfassung den Grund",
  ]
}
