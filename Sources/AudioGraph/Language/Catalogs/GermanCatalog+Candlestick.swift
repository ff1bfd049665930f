extension GermanCatalog {
  /// Die Sätze eines Kerzendiagramms (`candlestick.*`), seine Periodenzeilen und Details.
  static let candlestick: [String: String] = [
    "explore.price": "{field}: {value}, {x}.",
    "explore.priceEnd":
      "{end, select, first {Beim Eröffnungskurs, dem ersten Kurs.} other {Beim Schlusskurs, dem letzten Kurs.}}",
    "explore.noPrices":
      "Auf und ab wechseln zwischen Eröffnung, Hoch, Tief und Schluss eines Kerzendiagramms; dieses Diagramm hat einen Wert je Punkt.",
  ]
}
