/// The French messages. Series names are never the subject of a verb ("Ventes : forte hausse
/// de 65 %, …"), so nothing has to agree with a name's gender or number. A colon follows a
/// no-break space, as French typography asks. x values take "en" before months and years, "le"
/// before days, "à" before times.
enum FrenchCatalog {
  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    "number.powerOfTen": "{mantissa} fois 10 puissance {exponent}",
    "value.notANumber": "pas un nombre",
    "value.infinity": "infini",
    "value.minusInfinity": "moins infini",
    "value.missing": "aucune valeur",
    "fallback.seriesName": "Les valeurs",

    // Distributions: histograms and box plots
    "axis.count":
      "Nombre",
    "list.separator": ", ",
    "list.last": " et ",
    "csv.valueAxis": "Valeur",
    "value.negative": "moins {value}",
    "date.atTime": "{date} à {time}",
    "date.quarter": "{quarter, select, 1 {premier} 2 {deuxième} 3 {troisième} other {quatrième}} trimestre {year}",
    "date.quarterAlone": "{quarter, select, 1 {premier} 2 {deuxième} 3 {troisième} other {quatrième}} trimestre",

    "describe.untitled": "Graphique sans titre",
    "describe.untitledAxis": "sans titre",
    "describe.xAxis": "{heatmap, select, yes {Colonnes} other {Axe X}}\u{00A0}: {axis}",
    "describe.yAxis": "{heatmap, select, yes {Valeurs des cellules} other {Axe Y}}\u{00A0}: {axis}",
    "describe.additionalAxis": "Axe supplémentaire {number}\u{00A0}: {axis}",
    "describe.referenceLine":
      "Ligne de référence sur l'axe {axis, select, x {X} other {Y}}\u{00A0}: {label}, à {value}.",
    "describe.noCategories": "Aucune catégorie.",
    "describe.categories": "{count, plural, one {# catégorie} other {# catégories}}\u{00A0}: {list}",
    "describe.categoriesRange":
      "{count, plural, one {# catégorie} other {# catégories}}, la première {first}, la dernière {last}",
    "describe.noData": "Pas encore de données.",
    "describe.single":
      "{kind, select, date {Une seule date} year {Une seule année} other {Une seule valeur}}, {value}",
    "point.inSeries": "{series}\u{00A0}: {point}",
    "describe.range":
      "{kind, select, date {Dates} year {Années} other {Valeurs}} comprises entre {role, select, day {le {lower} et le {upper}} other {{lower} et {upper}}}",
    "describe.log10": "Échelle logarithmique de base 10.",
    "describe.ln": "Échelle logarithmique naturelle.",
    "describe.seriesHeader":
      "{several, select, yes {Série {number} sur {total}{named, select, no {. } other {\u{00A0}: }}} other {Série\u{00A0}: }}",
    "describe.heatmapRow":
      "{total, plural, one {Ligne} other {Ligne {number} sur {total}}}\u{00A0}: {name}, {count, plural, =0 {aucune cellule} one {# cellule} other {# cellules}}{empty, plural, =0 {} one {, # vide} other {, # vides}}.",
    "describe.group":
      "{several, select, yes {Groupe {number} sur {total}} other {Groupe}}{named, select, no {, } other {\u{00A0}: {name}, }}{known, select, no {nombre de valeurs non indiqué} other {{count, plural, one {# valeur} other {# valeurs}}}}.",
    "describe.bins":
      "{bins, plural, =0 {aucune classe} one {# classe} other {# classes}}, {count, plural, one {# valeur} other {# valeurs}}",
    "describe.pieSlices": "Diagramme circulaire, {count, plural, one {# secteur} other {# secteurs}}",
    "describe.seriesKind": "{continuous, select, yes {Courbe} other {Points séparés}}",
    "describe.dataPoints":
      "{count, plural, =0 {aucun point de données} one {# point de données} other {# points de données}}",
    "describe.missing": "{count, plural, one {# valeur manquante} other {# valeurs manquantes}}",
    "describe.intervals":
      "{all, select, yes {tous} other {{count}}} avec {level, select, none {intervalle d'incertitude} other {intervalle de confiance à {level}}}",
    "describe.seriesName": "Série {number}",
    "point.interval": ". Intervalle de confiance\u{00A0}: {lower} à {upper}",
  ]
}
