import ChartAccessibility

/// The French messages. Series names are never the subject of a verb ("Ventes : forte hausse
/// de 65 %, …"), so nothing has to agree with a name's gender or number. A colon follows a
/// no-break space, as French typography asks. x values take "en" before months and years, "le"
/// before days, "à" before times.
enum FrenchCatalog {
  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences, heatmap, candlestick, stack)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    "number.large":
      "{number} {scale, select, trillion {{number, plural, one {billion} other {billions}}} billion {{number, plural, one {milliard} other {milliards}}} other {{number, plural, one {million} other {millions}}}}{unit, select, none {} other { {vowel, select, yes {d'} other {de }}{unit}}}",
    "number.percentagePoints": "{number} {number, plural, one {point de pourcentage} other {points de pourcentage}}",
    "fallback.xValues": "x",
    "fallback.values": "les valeurs",
    "template.trendVerb": "{direction, select, up {a augmenté} down {a diminué} other {est resté stable}}",
    "template.point": "{count, plural, one {point} other {points}}",
    "template.otherLanguage":
      "Le modèle de résumé du graphique est écrit en {language, select, en {anglais} de {allemand} fr {français} es {espagnol} other {langue {code}}}\u{00A0}; le résumé est celui produit par AudioGraph, en français.",
    "count.dataPoints": "{count} {count, plural, one {point de données} other {points de données}}",

    "x.year": "en {x}",
    "x.negativeYear": "en l'an {x}",
    "x.quarter": "au {x}",
    "x.month": "en {x}",
    "x.day": "le {x}",
    "x.dateTime": "le {x}",
    "x.time": "à {x}",
    "x.pointWord": "point",
    "x.number": "pour {x}",
    "x.category": "pour {x}",
    "x.counted": "{gender, select, feminine {à la {x}} elided {à l'{x}} none {pour {x}} other {au {x}}}",
    "x.provided": "{preposition, select, on {le {x}} at {à {x}} other {en {x}}}",

    "orientation":
      "{kind, select, line {Graphique linéaire} bar {Diagramme en barres} scatter {Nuage de points} histogram {Histogramme} boxPlot {Diagramme en boîte} candlestick {Graphique en chandeliers} stackedBar {Diagramme en barres empilées} groupedBar {Diagramme en barres groupées} normalizedBar {Diagramme en barres normalisées} stackedArea {Graphique en aires empilées} other {Diagramme circulaire}}{title, select, none {} other {, {title}}}, {count, plural, one {# {kind, select, bar {barre} stackedBar {barre} normalizedBar {barre} groupedBar {groupe} pie {secteur} histogram {classe} boxPlot {groupe} candlestick {période} other {point}}} other {# {kind, select, bar {barres} stackedBar {barres} normalizedBar {barres} groupedBar {groupes} pie {secteurs} histogram {classes} boxPlot {groupes} candlestick {périodes} other {points}}}}{span, select, none {} other { {span}}}.",
    "distribution.center":
      "{series}\u{00A0}: {count, plural, one {# valeur} other {# valeurs}}, médiane {median}.",
    "distribution.spread":
      "La moitié des valeurs se situe entre {q1} et {q3}, toutes entre {min} et {max}.",
    "distribution.shape":
      "{shape, select, symmetric {La distribution est à peu près symétrique.} skewedRight {La distribution est asymétrique à droite, avec une longue traîne de valeurs élevées.} skewedLeft {La distribution est asymétrique à gauche, avec une longue traîne de valeurs basses.} other {La distribution est à peu près symétrique, mais à queues épaisses\u{00A0}: plus de valeurs extrêmes qu'une courbe en cloche.}}",
    "distribution.peaks":
      "La distribution a {count} pics, vers {peaks}.",
    "distribution.outliers":
      "{direction, select, up {{count, plural, one {Une valeur est inhabituellement élevée} other {# valeurs sont inhabituellement élevées}}, au-dessus de {fence}} other {{count, plural, one {Une valeur est inhabituellement basse} other {# valeurs sont inhabituellement basses}}, en dessous de {fence}}}.",
    "distribution.bin":
      "De {low} à {high}, {count, plural, one {# valeur} other {# valeurs}}, {share}.",
    "box.group":
      "{group}\u{00A0}: médiane {median}, moitié centrale de {q1} à {q3}.",
    "box.fiveNumbers":
      "{count, plural, one {# valeur} other {# valeurs}}\u{00A0}; minimum {min}, premier quartile {q1}, médiane {median}, troisième quartile {q3}, maximum {max}{outliers, select, none {} other {\u{00A0}; valeurs inhabituelles\u{00A0}: {outliers}}}.",
    "box.highestLowest":
      "{highest} a la médiane la plus élevée, {lowest} la plus basse.",
    "box.groupsRange":
      "{count} groupes, avec des médianes de {low} pour {lowest} à {high} pour {highest}.",
    "box.comparison":
      "{verdict, select, differClearly {Les groupes diffèrent nettement.} differSlightly {Les groupes diffèrent légèrement et se recouvrent beaucoup.} other {Les groupes se recouvrent, sans différence nette.}}",
    "box.outliers":
      "Valeurs inhabituelles\u{00A0}: {list}.",
    "box.outliersIn":
      "{count} pour {group}",
    "box.countUnknown":
      "Les données n'indiquent pas combien de valeurs compte chaque groupe.",
    "box.fiveNumbersNoCount":
      "nombre de valeurs non indiqué\u{00A0}; minimum {min}, premier quartile {q1}, médiane {median}, troisième quartile {q3}, maximum {max}{outliers, select, none {} other {\u{00A0}; valeurs inhabituelles\u{00A0}: {outliers}}}.",
    "details.distribution":
      "{name, select, q1 {Premier quartile} q3 {Troisième quartile} iqr {Écart interquartile} sd {Écart type} skewness {Asymétrie} kurtosis {Kurtosis excédentaire} bins {Classes} groups {Groupes} peaks {Pics} test {Comparaison des groupes} other {Valeurs inhabituelles}}",
    "details.test":
      "H de Kruskal-Wallis {h}, p {p}, taille d'effet {effect}",

    "noData": "Il n'y a aucune donnée.",
    "singlePoint": "Il n'y a qu'un seul point de données\u{00A0}: {y} {x}.",
    "constant": "{series}\u{00A0}: stable à {y} {span}.",
    "fewPoints.unchanged": "{series}\u{00A0}: entre {min} et {max}, avec {first} au début et à la fin.",
    "fewPoints":
      "{series}\u{00A0}: {direction, select, up {hausse} other {baisse}}, de {first} {firstX} à {last} {lastX}{after}.",
    "afterInterior": ", en passant par un {kind, select, high {maximum} other {minimum}} de {value} {x}",
    "trend":
      "{series}\u{00A0}: {adverb, select, sharply {forte {direction, select, up {hausse} other {baisse}}} steadily {{direction, select, up {hausse} other {baisse}} régulière} slightly {légère {direction, select, up {hausse} other {baisse}}} other {{direction, select, up {hausse} other {baisse}}}}{by, select, none { globale} other { {factor, select, yes {({direction, select, up {multiplication} other {division}} par {by})} other {de {by}}}}}, de {first} {firstX} à {last} {lastX}{beneath}.",
    "trend.cycleMeans":
      "{series}\u{00A0}: {adverb, select, sharply {forte {direction, select, up {hausse} other {baisse}}} other {{direction, select, up {hausse} other {baisse}}}} {factor, select, yes {({direction, select, up {multiplication} other {division}} par {by})} other {de {by}}}, d'une moyenne de {first} sur {unit, select, year {la première année} month {le premier mois} week {la première semaine} other {le premier jour}} à {last} sur {unit, select, year {la dernière} month {le dernier} week {la dernière} other {le dernier}}{beneath}.",
    "percentPointTrend":
      "{series}\u{00A0}: {adverb, select, sharply {forte {direction, select, up {hausse} other {baisse}}} steadily {{direction, select, up {hausse} other {baisse}} régulière} slightly {légère {direction, select, up {hausse} other {baisse}}} other {{direction, select, up {hausse} other {baisse}}}}, de {first} {firstX} à {last} {lastX}, soit {direction, select, up {une augmentation} other {une diminution}} de {points}{beneath}.",
    "withFluctuations": ", avec des fluctuations",
    "withCycle": ", avec {cycle}",
    "mostOfIt":
      ", en majeure partie {when, select, after {après} other {avant}} {role, select, quarter {le {x}} day {le {x}} dateTime {le {x}} counted {{gender, select, feminine {la {x}} elided {l'{x}} other {le {x}}}} other {{x}}}",
    "cycle.named":
      "un cycle {period, select, yearly {annuel} monthly {mensuel} weekly {hebdomadaire} other {quotidien}} d'une amplitude d'environ {swing}",
    "cycle.about":
      "un cycle d'environ {amount} {unit, select, year {{amount, plural, one {an} other {ans}}} quarter {{amount, plural, one {trimestre} other {trimestres}}} month {mois} week {{amount, plural, one {semaine} other {semaines}}} day {{amount, plural, one {jour} other {jours}}} hour {{amount, plural, one {heure} other {heures}}} minute {{amount, plural, one {minute} other {minutes}}} other {{amount, plural, one {seconde} other {secondes}}}}, d'une amplitude d'environ {swing}",
    "cycle.axis": "un cycle d'environ {amount} sur l'axe {axis}, d'une amplitude d'environ {swing}",
    "every.named": "{unit, select, year {chaque année} month {chaque mois} week {chaque semaine} other {chaque jour}}",
    "every.about":
      "environ {unit, select, year {tous les {amount} {amount, plural, one {an} other {ans}}} quarter {tous les {amount} {amount, plural, one {trimestre} other {trimestres}}} month {tous les {amount} mois} week {toutes les {amount} {amount, plural, one {semaine} other {semaines}}} day {tous les {amount} {amount, plural, one {jour} other {jours}}} hour {toutes les {amount} {amount, plural, one {heure} other {heures}}} minute {toutes les {amount} {amount, plural, one {minute} other {minutes}}} other {toutes les {amount} {amount, plural, one {seconde} other {secondes}}}}",
    "every.axis": "environ tous les {amount} sur l'axe {axis}",
    "cyclic":
      "{series}\u{00A0}: hausses et baisses selon {cycle},{trend, select, none { sans tendance nette,} other {}} entre un minimum de {min} {minX} et un maximum de {max} {maxX}.",
    "cycle.move":
      "Le niveau moyen {unit, select, year {annuel} month {mensuel} week {hebdomadaire} other {journalier}} est {direction, select, up {monté} other {descendu}} de {from} {fromX} à {to} {toX}.",
    "cycle.turn":
      "Le niveau moyen {unit, select, year {annuel} month {mensuel} week {hebdomadaire} other {journalier}} a {direction, select, up {culminé} other {touché son plus bas}} à {value} {when}.",
    "cycle.beneath":
      "D'{unit, select, year {une année} month {un mois} week {une semaine} other {un jour}} à l'autre, le niveau a {direction, select, up {augmenté} other {baissé}} de {by}, d'une moyenne de {first} sur {unit, select, year {la première année} month {le premier mois} week {la première semaine} other {le premier jour}} à {last} sur {unit, select, year {la dernière} month {le dernier} week {la dernière} other {le dernier}}.",
    "levelShift":
      "Le niveau a {direction, select, up {bondi} other {chuté}}, passant d'environ {before} à environ {after} {x}.",
    "flat":
      "{series}\u{00A0}: à peu près stable, autour de {median} {span}, avec des valeurs de {min} à {max}.",
    "path.only": "{series}\u{00A0}: {first} {firstX}.",
    "path.start":
      "{series}\u{00A0}: {direction, select, up {hausse} other {baisse}}{amount, select, none {} other { {factor, select, yes {({direction, select, up {multiplication} other {division}} par {amount})} other {de {amount}}}}}, de {first} {firstX} à {label, select, peak {un pic de } low {un creux de } high {un maximum de } other {}}{value} {x}",
    "path.then":
      ", puis {direction, select, up {hausse} other {baisse}}{amount, select, none {} other { {factor, select, yes {({direction, select, up {multiplication} other {division}} par {amount})} other {de {amount}}}}} jusqu'à {label, select, peak {un pic de } low {un creux de } high {un maximum de } other {}}{value} {x}",
    "path.staysNear": ", puis stable autour de {value}",
    "path.held": ", maintenu pendant {duration}",
    "path.ended": ", pour finir à {value} {x}",
    "path.end":
      "{recovery, select, past {, au-delà de son {earlier, select, peak {pic} other {maximum}} précédent} short {, encore sous son {earlier, select, peak {pic} other {maximum}} précédent} other {}}{overall, select, none {} other {, {overall}}}.",
    "overallChange":
      "soit {factor, select, yes {une {direction, select, up {multiplication} other {division}} globale par {amount}} other {{direction, select, up {une hausse} other {une baisse}} globale de {amount}}}",
    "fluctuating":
      "{series}\u{00A0}: fluctuations entre {min} et {max} sans tendance nette, de {first} {firstX} à {last} {lastX}.",

    "peaked": "La valeur a culminé à {value} {x}.",
    "dipped": "La valeur est tombée à {value} {x}.",
    "excursion":
      "Entre-temps, la valeur a {factor, select, yes {été {direction, select, up {multipliée} other {divisée}} par {amount}} other {{direction, select, up {augmenté} other {baissé}} de {amount}}}, passant {extreme, select, yes {{direction, select, up {d'un creux de } other {d'un pic de }}} other {{approximate, select, yes {d'environ } other {de }}}}{from} {fromX} à {approximate, select, yes {environ } other {}}{to} {toX}.",
    "excursionClause":
      ", avec {direction, select, up {une hausse} other {une baisse}} {factor, select, yes {({direction, select, up {multiplication} other {division}} par {amount})} other {de {amount}}}, {approximate, select, yes {d'environ } other {de }}{from} {fromX} à {approximate, select, yes {environ } other {}}{to} {toX}",
    "excursion.then":
      ", puis a {factor, select, yes {été {direction, select, up {multipliée} other {divisée}} par {amount}} other {{direction, select, up {augmenté} other {baissé}} de {amount}}} jusqu'à {approximate, select, yes {environ } other {}}{to} {toX}{recovery, select, past {, au-delà de son précédent sommet} short {, encore sous son précédent sommet} other {}}.",
    "missingValuesAt":
      "Il manque {missing, plural, one {# valeur} other {# valeurs}} sur {total}\u{00A0}: {list}.",
    "missingValues":
      "Il manque {missing, plural, one {# valeur} other {# valeurs}} sur {total}.",
    "unusualValues":
      "{count, plural, one {Une valeur inhabituelle\u{00A0}: {firstY} {firstX}.} other {Deux valeurs inhabituelles\u{00A0}: {firstY} {firstX} et {secondY} {secondX}.}}",
    "noise":
      "{series}\u{00A0}: aucune tendance, les valeurs oscillent autour d'une moyenne de {mean}\u{00A0}; la plupart sont comprises entre {low} et {high}.",
    "noise.leavingOut":
      "{series}\u{00A0}: aucune tendance\u{00A0}; sans une valeur isolée très éloignée des autres, les valeurs oscillent autour d'une moyenne de {mean}, et la plupart sont comprises entre {low} et {high}.",
    "spike":
      "{extreme, select, high {Le maximum est une valeur isolée, très au-dessus} low {Le minimum est une valeur isolée, très en dessous} other {Une seule valeur, {value} {x}, se situe très {direction, select, up {au-dessus} other {en dessous}}}} des valeurs voisines, environ {around}.",
    "logGrowth":
      "{since, select, none {Sur l'échelle logarithmique} other {Depuis {since}, sur l'échelle logarithmique}}\u{00A0}: {direction, select, up {une croissance} other {une baisse}} d'environ {rate} par an, soit {direction, select, up {un doublement} other {une division par deux}} environ tous les {years} ans.",
    "powerLaw":
      "Sur les échelles logarithmiques, {y} {direction, select, up {croît} other {décroît}} à peu près comme {x} à la puissance {direction, select, up {} other {moins }}{exponent}\u{00A0}: dix fois plus de {x} va de pair avec environ {factor} fois plus de {y}.",
    "extremes": "Le maximum de {max} a été atteint {maxX} et le minimum de {min} {minX}.",

    "highestLowest":
      "{highest} {highestCount, plural, one {a} other {ont}} la valeur la plus élevée ({highestValue}) et {lowest} {lowestCount, plural, one {a} other {ont}} la plus basse ({lowestValue}).",
    "names.more": "{names} et {count} autres",
    "allEqual": "{series}\u{00A0}: toutes les catégories sont à {value}.",
    "categoryValue": "{category}\u{00A0}: {value}",
    "pie.slices":
      "{largest} {largestCount, plural, one {est le plus grand des {count} secteurs, avec {share}} other {sont les plus grands des {count} secteurs, avec {share} chacun}}{rest, select, none {} other {, puis {rest}}}.",
    "pie.slice": "{name} avec {share}",
    "inSeries": "{series}\u{00A0}: {lowered}",
    "sentence.end": ".",

    "relationship":
      "Il existe une relation {direction, select, up {positive} other {négative}} {strength, select, weak {faible} moderate {modérée} other {forte}} entre {x} et {y}\u{00A0}: quand les valeurs {xVowel, select, yes {d'{x}} other {de {x}}} augmentent, celles {yVowel, select, yes {d'{y}} other {de {y}}} tendent à {direction, select, up {augmenter} other {diminuer}}.",
    "relationship.none": "Il n'y a pas de relation nette entre {x} et {y}.",
    "relationship.everywhere":
      "Il existe une relation {direction, select, up {positive} other {négative}} {strength, select, weak {faible} moderate {modérée} other {forte}} entre {x} et {y} sur l'ensemble des points et au sein de chaque série ({groups})\u{00A0}: quand les valeurs {xVowel, select, yes {d'{x}} other {de {x}}} augmentent, celles {yVowel, select, yes {d'{y}} other {de {y}}} tendent à {direction, select, up {augmenter} other {diminuer}}.",
    "relationship.everywhere.none":
      "Il n'y a pas de relation nette entre {x} et {y}, ni sur l'ensemble des points, ni au sein des séries ({groups}).",
    "relationship.acrossAll":
      "Sur l'ensemble des {count} points, {strength, select, none {il n'y a pas de relation nette} other {il existe une relation {direction, select, up {positive} other {négative}} {strength, select, weak {faible} moderate {modérée} other {forte}}}} entre {x} et {y}{within, select, up {, mais au sein de chaque série elle est positive} down {, mais au sein de chaque série elle est négative} other {}}.",
    "relationship.group":
      "{strength, select, none {pas de relation nette} other {relation {direction, select, up {positive} other {négative}} {strength, select, weak {faible} moderate {modérée} other {forte}}}} pour {name}",
    "relationship.groups": "Au sein de chaque série\u{00A0}: {groups}.",
    "relationship.counts": "Sur les {total} séries\u{00A0}: {parts}.",
    "relationship.counts.positive": "{count} avec une relation positive",
    "relationship.counts.negative": "{count} avec une relation négative",
    "relationship.counts.none": "{count} sans relation nette",

    "series.clauses": "{clauses}.",
    "series.clauses.span": "{span}, {clauses}.",
    "series.separator": "\u{00A0}; ",
    "series.startsLater": "{series} (à partir {vowel, select, yes {d'{start}} other {de {start}}})",
    "series.noData": "{series}\u{00A0}: aucune donnée",
    "series.single": "{series}\u{00A0}: une seule valeur, {value} {x}",
    "series.constant": "{series}\u{00A0}: stable à {value}",
    "series.unchanged": "{series}\u{00A0}: {to} au début et à la fin",
    "series.moved":
      "{series}\u{00A0}: {adverb, select, sharply {forte {direction, select, up {hausse} other {baisse}}} steadily {{direction, select, up {hausse} other {baisse}} régulière} slightly {légère {direction, select, up {hausse} other {baisse}}} other {{direction, select, up {hausse} other {baisse}}}}{by, select, none {{from, select, none { globale} other {}}} other { {factor, select, yes {({direction, select, up {multiplication} other {division}} par {by})} other {de {by}}}}}{from, select, none { jusqu'à {to}} other {, de {from} à {to}}}",
    "series.flat": "{series}\u{00A0}: stable autour de {value}",
    "series.peak": "{series}\u{00A0}: pic de {value} {x}, pour finir à {end}",
    "series.trough": "{series}\u{00A0}: creux de {value} {x}, pour finir à {end}",
    "series.cyclic": "{series}\u{00A0}: hausses et baisses selon {cycle}, jusqu'à {high} {x}",
    "series.noise": "{series}\u{00A0}: aucune tendance, valeurs dispersées autour de {mean}",
    "series.fluctuated": "{series}\u{00A0}: fluctuations entre {low} et {high}",
    "allLines":
      "{count, plural, =2 {Les deux courbes ont} other {Les # courbes ont toutes}} {direction, select, up {augmenté} other {baissé}}.",
    "sharedExcursion":
      "{count, plural, =2 {Les deux courbes ont} other {Les {count} courbes ont toutes}} {direction, select, up {augmenté} other {baissé}} {span}\u{00A0}: {parts}.",
    "sharedExcursion.part":
      "{series} {factor, select, yes {({direction, select, up {multiplication} other {division}} par {amount})} other {de {amount}}}",
    "lineCounts": "Sur {total} courbes\u{00A0}: {parts}.",
    "lineCounts.rose": "{count} en hausse",
    "lineCounts.fell": "{count} en baisse",
    "lineCounts.other": "{count} sans tendance nette",
    "changedMost":
      "Plus forte {direction, select, up {hausse} other {baisse}}\u{00A0}: {series}, {factor, select, yes {{direction, select, up {multiplication} other {division}} par {by}} other {{by}}}.",
    "endedHighest": "Valeur finale la plus élevée\u{00A0}: {series}, {value}.",
    "changedMostTied":
      "{all, select, yes {{series} ont chacune {factor, select, yes {été {direction, select, up {multipliées} other {divisées}} par {by}} other {{direction, select, up {augmenté} other {diminué}} de {by}}}.} other {Plus forte {direction, select, up {hausse} other {baisse}}, à égalité\u{00A0}: {series}, {factor, select, yes {{direction, select, up {multiplication} other {division}} par {by}} other {{by}}} chacune.}}",
    "endedHighestAndLowest":
      "{highest} termine au plus haut, à {high}, et {lowest} au plus bas, à {low}.",
    "overtook": "Croisement des courbes {x}\u{00A0}: {leader} désormais devant {follower}.",
    "aboveThroughout": "Aucun croisement des courbes\u{00A0}: {leader} toujours devant {follower}.",
    "crossRepeatedly":
      "{first} et {second} se croisent à plusieurs reprises, {count} fois\u{00A0}; {leader} est au-dessus pendant {share} du temps.",
    "endedWithinUncertainty":
      "{leader} termine au-dessus de {follower}, mais leurs intervalles s'y chevauchent\u{00A0}: la différence reste dans la marge d'incertitude.",
    "gap":
      "L'écart entre {first} et {second} s'est {direction, select, up {creusé} other {réduit}}, passant de {from} à {to}.",
    "moreSeries":
      "{count, plural, one {# autre série n'est pas décrite} other {# autres séries ne sont pas décrites}} ici.",

    "interval.width":
      "L'{level, select, none {intervalle d'incertitude} other {intervalle de confiance à {level}}} {direction, select, up {s'élargit} other {se resserre}}, passant de {from} {fromX} à {to} {toX}.",
    "interval.everyLine":
      "Les {level, select, none {intervalles d'incertitude} other {intervalles de confiance à {level}}} de chaque ligne {direction, select, up {s'élargissent} other {se resserrent}} du début à la fin.",
    "interval.steady":
      "L'{level, select, none {intervalle d'incertitude} other {intervalle de confiance à {level}}} reste à peu près constant\u{00A0}: {width}.",
    "interval.plusOrMinus": "plus ou moins {value}",
    "interval.between": "entre {lower} et {upper}",
    "interval.pair.x": "{firstX} et {secondX}",
    "interval.pair.categories": "de {first} et de {second}",
    "interval.noOverlap":
      "Les {level, select, none {intervalles d'incertitude} other {intervalles de confiance à {level}}} {pair} ne se chevauchent pas.",
    "interval.slightOverlap":
      "Les {level, select, none {intervalles d'incertitude} other {intervalles de confiance à {level}}} {pair} se chevauchent légèrement, mais l'écart dépasse leur incertitude combinée.",
    "interval.overlap":
      "Les {level, select, none {intervalles d'incertitude} other {intervalles de confiance à {level}}} {pair} se chevauchent\u{00A0}: l'écart reste dans les limites de l'incertitude.",

    "details.trend": "{direction, select, up {croissante} other {décroissante}}",
    "details.noTrend":
      "{reason, select, small {aucune, car la variation ajustée de {change} est faible au regard de l'étendue de {range}, bien que le test de Mann-Kendall trouve un ordre {direction, select, up {croissant} other {décroissant}}} other {aucune}}",
    "details.confidence":
      "{level, select, veryStrong {très forte} strong {forte} moderate {modérée} weak {faible} other {aucune}}",
    "details.model":
      "{kind, select, linear {linéaire} exponential {exponentiel} logarithmic {logarithmique} power {puissance} other {sinusoïdal}}, {equation}{meaning, select, none {} other {, {meaning}}}",
    "details.xYearsSince": "où x est le nombre d'années depuis {origin}",
    "details.xMinus": "où x vaut {title} moins {origin}",
    "details.xSince":
      "où x {role, select, year {est le nombre d'années} other {compte les {units}}} depuis {role, select, quarter {le } day {le } dateTime {le } other {}}{origin}",
    "details.xPosition": "où x est la position de la catégorie, 0 pour {first}",
    "details.xIs": "où x est {title}",
    "details.none": "aucune",
    "details.lessThan": "inférieure à {value}",
    "details.outliersMany": "{count} valeurs, dont les {shown} plus extrêmes\u{00A0}: {list}",
    "details.changePoint": "passage d'environ {before} à environ {after} {x}",
    "details.periodicity": "{every}, avec une amplitude d'environ {swing}",
    "details.change":
      "{direction, select, up {hausse} other {baisse}} de {amount}{relative, select, none {} other { ({factor, select, yes {{direction, select, up {multiplication} other {division}} par {relative}} other {{relative}}})}}",
    "details.feature":
      "{kind, select, trend {Tendance} model {Meilleur modèle} confidence {Fiabilité de l'ajustement} outliers {Valeurs aberrantes} peak {Pic} trough {Creux} values {Valeurs} periodicity {Périodicité} other {{kind, select, changePoint {Rupture de niveau} other {Changements de direction}}}}",
    "details.statistic":
      "{name, select, minimum {Minimum} maximum {Maximum} mean {Moyenne} median {Médiane} count {Nombre} missing {Valeurs manquantes} first {Première valeur} last {Dernière valeur} change {Variation} slope {Pente} rSquared {R au carré} correlation {Corrélation} kendallTau {Tau de Kendall} pValue {Valeur p de Mann-Kendall} other {Corrélation sur l'ensemble des points}}",
    "details.line": "{series}, {label}\u{00A0}: {value}",
    "details.line.chart": "{label}\u{00A0}: {value}",
    "details.categoryValue": "{value} pour {category}",

    "rate.time":
      "par {unit, select, second {seconde} minute {minute} hour {heure} day {jour} week {semaine} month {mois} year {an} decade {décennie} century {siècle} other {trimestre}}",
    "rate.unit": "{multiple, plural, =1 {par {one}} other {pour # {other}}}",
    "rate.unitOf": "{count, plural, one {unité} other {unités}}{title, select, none {} other { de {title}}}",
    "rate.category": "{count, plural, one {catégorie} other {catégories}}",
    "unit.time":
      "{unit, select, year {{count, plural, one {an} other {ans}}} quarter {{count, plural, one {trimestre} other {trimestres}}} month {mois} week {{count, plural, one {semaine} other {semaines}}} day {{count, plural, one {jour} other {jours}}} hour {{count, plural, one {heure} other {heures}}} minute {{count, plural, one {minute} other {minutes}}} other {{count, plural, one {seconde} other {secondes}}}}",

    "equation.linear": "y égale {a} fois x{b}",
    "equation.exponential": "y égale {a} fois e puissance {b} fois x",
    "equation.logarithmic": "y égale {a} fois le logarithme népérien de x{b}",
    "equation.power": "y égale {a} fois x puissance {b}",
    "equation.sinusoidal": "y égale {a} fois le sinus de {b} fois x{c}{d}",
    "equation.term": "{comma, select, yes {,} other {}} {sign, select, minus {moins} other {plus}} {value}",
    "x.span":
      "{role, select, day {du {from} au {to}} dateTime {du {from} au {to}} quarter {du {from} au {to}} other {{vowel, select, yes {d'} other {de }}{from} à {to}}}",
    "x.spanStart":
      "{role, select, day {Du {from} au {to}} dateTime {Du {from} au {to}} quarter {Du {from} au {to}} other {{vowel, select, yes {D'} other {De }}{from} à {to}}}",
  ]
}
