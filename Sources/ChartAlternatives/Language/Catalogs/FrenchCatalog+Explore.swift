extension FrenchCatalog {
  /// The explorer's positions, jumps, feedback and the help lines for them (`explore.*`).
  static let explore: [String: String] = [
    "explore.seriesLine":
      "{unit, select, group {Groupe} row {Ligne} other {Série}} {number} sur {total}{named, select, no {, } other {\u{00A0}: {series}, }}{count, plural, one {# {unit, select, bar {barre} bin {classe} group {valeur} period {période} slice {part} row {cellule} other {point}}} other {# {unit, select, bar {barres} bin {classes} group {valeurs} period {périodes} slice {parts} row {cellules} other {points}}}}.",
    "explore.further":
      "{which, select, higher {Plus haut} other {Plus bas}} {direction, select, right {à droite} other {à gauche}}\u{00A0}:",
    "explore.noFurther":
      "{which, select, higher {Aucune valeur plus haute} other {Aucune valeur plus basse}} {direction, select, right {à droite} other {à gauche}}.",
  ]
}
