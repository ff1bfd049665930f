import ChartAccessibility

/// The French messages. Series names are never the subject of a verb ("Ventes : forte hausse
/// de 65 %, …"), so nothing has to agree with a name's gender or number. A colon follows a
/// no-break space, as French typography asks. x values take "en" before months and years, "le"
/// before days, "à" before times.
enum FrenchCatalog {
  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences, candlestick, stack, explore, pageExplorer)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    "box.countNotGiven":
      "non indiqué",
    // The HTML page, the data table and the braille line
    "page.summary": "Résumé",
    "page.axes": "Axes et séries",
    "page.audio": "Graphique sonore",
    "page.audioText":
      "Le graphique sonore dure {seconds} secondes. Le temps suit l'axe X de gauche à droite et la hauteur du son suit y\u{00A0}: plus la valeur est élevée, plus le son est aigu.",
    "page.noAudio":
      "Le graphique sonore ne peut pas être lu ici\u{00A0}; le tableau de données ci-dessous contient toutes les valeurs.",
    "page.table": "Tableau de données",
    "page.noData": "Le graphique ne contient aucune donnée.",
    "page.braille": "Braille",
    "page.noSeries": "Le graphique n'a aucune série.",
    "page.details": "Détails du graphique",
    "page.noDetails": "Aucune caractéristique ni statistique.",
    "page.features": "Caractéristiques",
    "page.statistics": "Statistiques",
    "table.binRange": "{low} à {high}",
    "table.share": "Part",
    "table.series": "Série",
    "table.caption": "{title}, tableau de données, {rows, plural, one {# ligne} other {# lignes}}",
    "table.bound":
      "{series, select, none {{side, select, lower {Borne inférieure} other {Borne supérieure}}} other {{series}, {side, select, lower {borne inférieure} other {borne supérieure}}}}{level, select, none {} other { ({level})}}",
    "table.level": "{level}\u{00A0}%",
    "table.additionalAxis": "Axe supplémentaire {number}",
    "table.label": "{series, select, none {Étiquette} other {{series}, étiquette}}",
    "table.noData": "Aucune donnée.",
    "table.pair": "{header}\u{00A0}: {value}",
    "braille.noData": "{series}\u{00A0}: aucune donnée.",
    "braille.thinned":
      "{series}\u{00A0}: {count, plural, one {# valeur} other {# valeurs}} entre {start} et {end} en {width} cellules, chaque cellule donnant la moyenne des valeurs de sa portion de l'axe X.",
    "braille.single": "{series}\u{00A0}: {count, plural, one {# valeur} other {# valeurs}}, {x}, en une seule cellule.",
    "braille.histogram":
      "{series}\u{00A0}: {bins, plural, one {# classe} other {# classes}} de {low} à {high}, {thinned, select, yes {en {width} cellules, chacune aussi haute que l'effectif moyen de ses classes} other {une cellule par classe, aussi haute que son effectif}}. Plus petit effectif {fewest}, plus grand {most}.",
    "braille.each":
      "{series}\u{00A0}: {count, plural, one {# valeur} other {# valeurs}} entre {first} et {last}, une cellule par valeur.",
    "braille.box":
      "{series}\u{00A0}: boîte à moustaches de {min} à {max}, médiane {median}{outliers, plural, =0 {} one {, # valeur inhabituelle} other {, # valeurs inhabituelles}}. L’échelle, de {low} à {high}, est la même pour tous les groupes.",
    "braille.lowHigh": " Minimum {low}, maximum {high}.",
    "braille.noValues": " Aucune valeur.",
    "braille.missing":
      " {count, plural, one {# valeur manquante est une cellule vide} other {# valeurs manquantes sont des cellules vides}}.",
    "explore.noPoints": "{series}\u{00A0}: aucun point.",
    "explore.noValues": "{series}\u{00A0}: aucune valeur.",
    "explore.lastPoint": "Dernier point.",
    "explore.firstPoint": "Premier point.",
    "explore.lastSeries": "C'est la dernière série.",
    "explore.firstSeries": "C'est la première série.",
    "explore.minimum": "Minimum\u{00A0}:",
    "explore.maximum": "Maximum\u{00A0}:",
    "explore.fastest": "Vitesse maximale.",
    "explore.slowest": "Vitesse minimale.",
    "explore.speed":
      "{speed, select, half {Demi-vitesse} threeQuarters {Vitesse multipliée par 0,75} normal {Vitesse normale} oneAndAHalf {Vitesse multipliée par 1,5} other {Vitesse double}}, durée {seconds} secondes.",
    "explore.cursor": "Curseur sur la cellule {cell} sur {cells}.",
    "explore.notOnLine": "Le point courant n'est pas sur la ligne.",
    "explore.completeAt": "Terminé. Point courant\u{00A0}: {point}.",
    "explore.pausedAt": "En pause. Point courant\u{00A0}: {point}.",
    "explore.playing": "Lecture de la série {series} à partir du point\u{00A0}: {point}.",
  ]
}
