extension GermanCatalog {
  /// The explorer's positions, jumps, feedback and the help lines for them (`explore.*`).
  static let explore: [String: String] = [
    "explore.seriesLine":
      "{unit, select, group {Gruppe} row {Zeile} other {Reihe}} {number} von {total}{named, select, no {, } other {: {series}, }}{count, plural, one {# {unit, select, bar {Balken} bin {Klasse} group {Wert} period {Periode} slice {Segment} row {Zelle} other {Punkt}}} other {# {unit, select, bar {Balken} bin {Klassen} group {Werte} period {Perioden} slice {Segmente} row {Zellen} other {Punkte}}}}.",
    "explore.further":
      "{which, select, higher {Höher} other {Niedriger}} {direction, select, right {nach rechts} other {nach links}}:",
    "explore.noFurther":
      "{which, select, higher {Kein höherer Wert} other {Kein niedrigerer Wert}} {direction, select, right {rechts} other {links}} von hier.",
  ]
}
