extension FrenchCatalog {
  /// The accessibility audit's findings and report (`audit.*`). A no-break space precedes the
  /// colon and semicolon inside sentences and pads the guillemets; the report's own separators
  /// ("fichier: pointeur: gravité:") stay as in every language, for tools that read them.
  static let audit: [String: String] = [
    // The report
    "audit.place.topLevel": "niveau supérieur",
    "audit.severity": "{severity, select, error {erreur} warning {avertissement} other {remarque}}",
    "audit.ruleCriterion": "{rule}, WCAG {criterion} niveau {level}",
    "audit.finding":
      "{file}\u{00A0}: {place}\u{00A0}: {severity}\u{00A0}: {rule}\u{00A0}: {message} Correction\u{00A0}: {fix}",
    "audit.counts":
      "{file}\u{00A0}: {errors, plural, one {# erreur} other {# erreurs}}, {warnings, plural, one {# avertissement} other {# avertissements}}, {notes, plural, one {# remarque} other {# remarques}}.",
    "audit.noFindings": "{file}\u{00A0}: aucun constat.",
    "audit.sarifMessage": "{message} Correction\u{00A0}: {fix}",

    // What each rule checks
    "audit.rule.text-contrast":
      "Le texte a un rapport de contraste d'au moins 4,5:1 avec l'arrière-plan (3:1 pour le texte en grands caractères).",
    "audit.rule.text-contrast-enhanced":
      "Le texte a un rapport de contraste d'au moins 7:1 avec l'arrière-plan (4,5:1 pour le texte en grands caractères).",
    "audit.rule.series-contrast":
      "La couleur de chaque série a un rapport de contraste d'au moins 3:1 avec l'arrière-plan.",
    "audit.rule.series-colors-distinct":
      "Les couleurs des séries diffèrent d'au moins {difference} CIEDE2000 en vision normale et en protanopie, deutéranopie et tritanopie, ou les séries diffèrent autrement.",
    "audit.rule.chart-title": "Le graphique a un titre.",
    "audit.rule.axis-title": "Chaque axe a un titre.",
    "audit.rule.axis-unit": "Chaque axe numérique indique son unité ou son format.",
    "audit.rule.series-name": "Dans un graphique à plusieurs séries, chaque série a un nom.",
    "audit.rule.summary-missing": "Le graphique a un résumé écrit par son auteur.",
    "audit.rule.summary-contradicts-data":
      "Le résumé de l'auteur concorde avec les données (sens, effectifs, premières et dernières valeurs).",
    "audit.rule.too-many-series": "Il n'y a pas plus de séries que de timbres distincts ({timbres}).",
    "audit.rule.too-many-categories":
      "Chaque catégorie dure au moins {seconds, plural, one {#\u{00A0}seconde} other {#\u{00A0}secondes}} dans le graphique sonore par défaut ({maximum} catégories au plus).",
    "audit.rule.flat-y-range":
      "Les données couvrent plus de {share}\u{00A0}% de la plage de l'axe Y, de sorte que leur hauteur varie de façon audible.",
    "audit.rule.long-point-label":
      "Les étiquettes des points ont au plus {maximum} caractères, assez courtes pour être écoutées.",
    "audit.rule.not-sonified": "Tout ce que contient le graphique s'entend dans son graphique sonore.",
    "audit.rule.interval-as-values":
      "Un intervalle de confiance est donné comme intervalle de chaque point, non comme deux axes ou séries de plus.",
    "audit.intervalAsValues":
      "les {kind, select, axes {axes supplémentaires} other {séries}} «\u{00A0}{lower}\u{00A0}» et «\u{00A0}{upper}\u{00A0}» ressemblent aux bornes inférieure et supérieure d'un intervalle de confiance\u{00A0}; AudioGraph les lit comme d'autres valeurs, et l'intervalle n'est ni entendu ni dit",
    "audit.intervalAsValues.fix":
      "donnez à chaque point son intervalle, {example} dans le fichier du graphique ou {code} dans le code, et retirez les {kind, select, axes {deux axes} other {deux séries}}",

    // Contrast
    "audit.background": "l'arrière-plan {color}",
    "audit.background.assumed":
      "l'arrière-plan {color} (supposé, le fichier ne donne pas d'arrière-plan dans {key})",
    "audit.textContrast":
      "la couleur du texte {color} sur {background}{dark, select, yes { en mode sombre} other {}} a un rapport de contraste de {ratio}, inférieur aux {minimum} que le critère WCAG {criterion} exige pour {large, select, yes {le texte en grands caractères} other {le texte}}",
    "audit.seriesContrast":
      "{series} est dessinée en {color} sur {background}{dark, select, yes { en mode sombre} other {}}\u{00A0}: un rapport de contraste de {ratio}, inférieur aux {minimum} que le critère WCAG 1.4.11 exige pour les objets graphiques",
    "audit.ratio": "{ratio} pour 1",
    "audit.fix.noColor":
      "aucune couleur {what, select, text {de texte} other {de série}} n'atteint {minimum} sur cet arrière-plan\u{00A0}; changez l'arrière-plan",
    "audit.fix.color":
      "utilisez {color} ou plus {darker, select, yes {foncé} other {clair}} comme couleur {what, select, text {du texte} other {de la série}} ({ratio}), ou un arrière-plan plus {darker, select, yes {clair} other {foncé}}",
    "audit.series": "la série {number}{details, select, none {} other { ({details})}}",
    "audit.reader":
      "{difference} pour un lecteur {vision, select, normal {à la vision des couleurs normale} protanopia {atteint de protanopie (insensible au rouge)} deuteranopia {atteint de deutéranopie (insensible au vert)} other {atteint de tritanopie (insensible au bleu)}}",
    "audit.colorsDistinct":
      "{first} et {second}{dark, select, yes { en mode sombre} other {}} ne diffèrent, en CIEDE2000, que de {readers}, sous le seuil de {threshold}\u{00A0}; {otherCue, select, yes {les séries diffèrent aussi par leur nature ({firstKind, select, line {une courbe} other {des points séparés}} et {secondKind, select, line {une courbe} other {des points séparés}}), la couleur n'est donc pas le seul indice} other {le fichier du graphique ne donne aucun autre indice (ce sont {firstKind, select, line {deux courbes} other {deux séries de points séparés}}), seule la couleur permet donc de les distinguer}}",
    "audit.colorsDistinct.fix":
      "choisissez des couleurs qui diffèrent aussi en luminosité (une foncée, une claire), ou donnez aux séries des marqueurs ou des styles de ligne différents, ou étiquetez-les directement",

    // Text alternatives
    "audit.title": "le graphique n'a pas de titre",
    "audit.title.fix":
      "ajoutez un «\u{00A0}title\u{00A0}» qui dit ce que montre le graphique, par exemple «\u{00A0}Visites du site, premier semestre 2024\u{00A0}»",
    "audit.axisTitle":
      "{axis, select, x {l'axe X} y {l'axe Y} other {l'axe supplémentaire {number}}} n'a pas de titre",
    "audit.axisTitle.fix":
      "ajoutez un «\u{00A0}title\u{00A0}» qui dit ce que mesure {axis, select, x {l'axe X} y {l'axe Y} other {l'axe supplémentaire {number}}}",
    "audit.axisUnit":
      "{axis, select, x {l'axe X} y {l'axe Y} other {l'axe supplémentaire {number}}}{title, select, none {} other { ({title})}} n'a ni unité ni format, ses valeurs sont donc lues comme de simples nombres",
    "audit.axisUnit.fix":
      "ajoutez un «\u{00A0}format\u{00A0}» avec une unité, par exemple {example}, ou un style (percent, currency), ou indiquez l'unité entre parenthèses dans le titre",
    "audit.axisUnit.example": "visites",
    "audit.groupName":
      "le groupe {number} sur {count} de la boîte à moustaches n'a pas de nom, un auditeur ne peut donc pas savoir de quelle boîte il s'agit",
    "audit.groupName.fix":
      "nommez chaque groupe\u{00A0}: donnez à sa série un «\u{00A0}name\u{00A0}», la catégorie que représente sa boîte",
    "audit.seriesName":
      "la série {number} sur {count} n'a pas de nom, un auditeur ne peut donc pas savoir de quelle série il s'agit",
    "audit.seriesName.fix": "ajoutez un «\u{00A0}name\u{00A0}» tel que le montre la légende",
    "audit.summaryMissing":
      "le graphique n'a pas de résumé\u{00A0}; AudioGraph produirait «\u{00A0}{generated}\u{00A0}»",
    "audit.summaryMissing.fix":
      "ajoutez un «\u{00A0}summary\u{00A0}» qui énonce le message principal du graphique (le résumé produit est un point de départ)",
    "audit.summaryContradicts.fix": "corrigez le résumé pour qu'il dise ce que montrent les données",

    // Sonifiability
    "audit.tooManySeries":
      "le graphique a {count} séries mais le graphique sonore n'a que {timbres} timbres distincts, si bien qu'à partir de la série {next}, les séries ont le même timbre que les précédentes quand elles jouent toutes ensemble",
    "audit.tooManySeries.fix": "divisez le graphique ou regroupez des séries pour qu'il en ait au plus {timbres}",
    "audit.tooManyCategories":
      "l'axe X a {count} catégories\u{00A0}; dans le graphique sonore par défaut de 10 secondes, chacune dure {seconds, plural, one {#\u{00A0}seconde} other {#\u{00A0}secondes}}, moins que la durée minimale de {minimum, plural, one {#\u{00A0}seconde} other {#\u{00A0}secondes}} qui permet de distinguer les sons",
    "audit.tooManyCategories.fix": "regroupez les catégories en {maximum} au plus, ou divisez le graphique",
    "audit.flatRange":
      "les données couvrent {share}\u{00A0}% de la plage de l'axe Y (de {low} à {high}), le graphique sonore ne fait donc entendre qu'une seule hauteur constante",
    "audit.flatRange.fix":
      "réduisez la plage de l'axe Y aux données, ou omettez «\u{00A0}range\u{00A0}» pour qu'elle suive les données",
    "audit.longLabels":
      "{count, plural, one {# étiquette de point} other {# étiquettes de point}} de {series} {count, plural, one {dépasse} other {dépassent}} {maximum} caractères ({count, plural, one {elle en a {longest}} other {la plus longue en a {longest}}}), {count, plural, one {trop longue pour être écoutée} other {trop longues pour être écoutées}} pendant l'exploration",
    "audit.longLabels.fix": "raccourcissez les étiquettes à quelques mots et mettez les détails dans le résumé",
    "audit.notSonified": "le graphique sonore ne restitue pas tout. {note}",
    "audit.notSonified.fix":
      "si les auditeurs en ont besoin, dites-le dans le résumé ou dans les étiquettes des points",
  ]
}
