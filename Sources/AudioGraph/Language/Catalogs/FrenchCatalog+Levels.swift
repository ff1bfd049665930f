extension FrenchCatalog {
  /// Les niveaux de l'exploration : le graphique, ses séries, des groupes le long de x, les points.
  static let levels: [String: String] = [
    "explore.levelChart":
      "Graphique{title, select, none {} other {\u{00A0}: {title}}}, {count, plural, one {# {unit, select, group {groupe} row {ligne} other {série}}} other {# {unit, select, group {groupes} row {lignes} other {séries}}}}\u{00A0}; Entrée y descend.",
    "explore.levelTop":
      "C'est le niveau le plus haut, le graphique entier.",
    "explore.levelBottom":
      "C'est le niveau le plus bas, les points\u{00A0}; Retour arrière remonte.",
    "explore.levelChartOnly":
      "Le graphique est seul à ce niveau\u{00A0}; Entrée descend.",
    "explore.levelEnd":
      "{unit, select, year {{end, select, first {Première} other {Dernière}} année} month {{end, select, first {Premier} other {Dernier}} mois} day {{end, select, first {Premier} other {Dernier}} jour} hour {{end, select, first {Première} other {Dernière}} heure} range {{end, select, first {Premier} other {Dernier}} intervalle} group {{end, select, first {Premier} other {Dernier}} groupe} row {{end, select, first {Première} other {Dernière}} ligne} layer {{end, select, first {Première} other {Dernière}} couche} part {{end, select, first {Première} other {Dernière}} partie} other {{end, select, first {Première} other {Dernière}} série}}.",
    "explore.partLine":
      "{line} Partie {number} sur {total}.",
    "explore.partsAfter":
      "Après les {unit, select, group {groupes} row {lignes} other {séries}}\u{00A0}: les axes{references, plural, =0 {} one {, # ligne de référence} other {, # lignes de référence}}{legend, select, yes { et la légende} other {}}.",
    "explore.partBottom":
      "Rien n'est sous cette partie\u{00A0}; Retour arrière remonte.",
    "explore.legend":
      "Légende\u{00A0}: {lines}",
    "explore.group":
      "{label}\u{00A0}: {count, plural, one {# {unit, select, bar {barre} bin {classe} period {période} slice {part} other {point}}} other {# {unit, select, bar {barres} bin {classes} period {périodes} slice {parts} other {points}}}}{change, select, none {} other {, {change}}}",
    "explore.atGroup":
      "{line}, {unit, select, year {année} month {mois} day {jour} hour {heure} other {intervalle}} {number} sur {total}.",
    "explore.range":
      "de {from} à {to}",
    "explore.unchanged":
      "inchangé",
    "explore.help16":
      "Entrée descend d'un niveau et Retour arrière remonte (level-down et level-up dans un script)\u{00A0}: le graphique, une série (après les séries, les axes, les lignes de référence et la légende), ses années, mois, jours ou heures (intervalles de dizaines sur un axe numérique), les points\u{00A0}; Gauche, Droite, Début et Fin se déplacent dans un niveau, et chaque partie est jouée.",
  ]
}
