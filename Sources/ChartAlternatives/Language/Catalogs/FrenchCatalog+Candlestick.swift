extension FrenchCatalog {
  /// Les phrases d'un graphique en chandeliers (`candlestick.*`), ses lignes par période et ses détails.
  static let candlestick: [String: String] = [
    "table.ohlc": "{field, select, open {Ouverture} high {Plus haut} low {Plus bas} close {Clôture} other {Volume}}",
    "braille.upDown":
      "{series}, hausse et baisse\u{00A0}: une diagonale montante là où les périodes d'une cellule ont clôturé au-dessus de leur ouverture ({up, plural, one {# cellule} other {# cellules}}), descendante en dessous ({down}).",
  ]
}
