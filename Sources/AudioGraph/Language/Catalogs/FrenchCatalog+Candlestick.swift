extension FrenchCatalog {
  /// Les phrases d'un graphique en chandeliers (`candlestick.*`), ses lignes par période et ses détails.
  static let candlestick: [String: String] = [
    "explore.price": "{field}\u{00A0}: {value}, {x}.",
    "explore.priceEnd":
      "{end, select, first {À l'ouverture, le premier cours.} other {À la clôture, le dernier cours.}}",
    "explore.noPrices":
      "Haut et bas passent par l'ouverture, le plus haut, le plus bas et la clôture d'un graphique en chandeliers\u{00A0}; ce graphique a une valeur par point.",
  ]
}
