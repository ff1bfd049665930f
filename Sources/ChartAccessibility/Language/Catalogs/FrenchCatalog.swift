/// The French messages. Series names are never the subject of a verb ("Ventes : forte hausse
/// de 65 %, …"), so nothing has to agree with a name's gender or number. A colon follows a
/// no-break space, as French typography asks. x values take "en" before months and years, "le"
/// before days, "à" before times.
enum FrenchCatalog {
  /// Every message: the chart sentences below, the audit's (`audit.*`) and the audit's reading
  /// of an author's summary (`audit.summary.*`) and the command-line tool's lines (`cli.*`).
  static let messages = LanguageCatalog.merged(
    sentences, audit, auditSummary, cli, heatmap, candlestick, stack, explore, levels, caption, pageExplorer)

  /// The chart's sentences: summaries, Chart Details, descriptions, alternatives, sound notes.
  static let sentences: [String: String] = [
    "number.large":
      "{number} {scale, select, trillion {{number, plural, one {billion} other {billions}}} billion {{number, plural, one {milliard} other {milliards}}} other {{number, plural, one {million} other {millions}}}}{unit, select, none {} other { {vowel, select, yes {d'} other {de }}{unit}}}",
    "number.percentagePoints": "{number} {number, plural, one {point de pourcentage} other {points de pourcentage}}",
    "number.powerOfTen": "{mantissa} fois 10 puissance {exponent}",
    "value.notANumber": "pas un nombre",
    "value.infinity": "infini",
    "value.minusInfinity": "moins infini",
    "value.missing": "aucune valeur",
    "fallback.seriesName": "Les valeurs",
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

    // Distributions: histograms and box plots
    "axis.count":
      "Nombre",
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
    "box.countNotGiven":
      "non indiqué",
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
    "list.separator": ", ",
    "list.last": " et ",

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
    "csv.valueAxis": "Valeur",
    "rate.category": "{count, plural, one {catégorie} other {catégories}}",
    "unit.time":
      "{unit, select, year {{count, plural, one {an} other {ans}}} quarter {{count, plural, one {trimestre} other {trimestres}}} month {mois} week {{count, plural, one {semaine} other {semaines}}} day {{count, plural, one {jour} other {jours}}} hour {{count, plural, one {heure} other {heures}}} minute {{count, plural, one {minute} other {minutes}}} other {{count, plural, one {seconde} other {secondes}}}}",

    "equation.linear": "y égale {a} fois x{b}",
    "equation.exponential": "y égale {a} fois e puissance {b} fois x",
    "equation.logarithmic": "y égale {a} fois le logarithme népérien de x{b}",
    "equation.power": "y égale {a} fois x puissance {b}",
    "equation.sinusoidal": "y égale {a} fois le sinus de {b} fois x{c}{d}",
    "equation.term": "{comma, select, yes {,} other {}} {sign, select, minus {moins} other {plus}} {value}",
    "value.negative": "moins {value}",
    "date.atTime": "{date} à {time}",
    "date.quarter": "{quarter, select, 1 {premier} 2 {deuxième} 3 {troisième} other {quatrième}} trimestre {year}",

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
    "describe.unnamed": "sans nom",
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
    "narration.end": "Fin du graphique.",
    // Notes about what an audio graph does not let a listener hear
    "sound.emptySeries": "La série {number} ({series}) n'a aucune valeur, on n'en entend donc rien.",
    "sound.onlyMissing":
      "La série {number} ({series}) n'a que des valeurs manquantes\u{00A0}: {markers, select, yes {on n'entend que leurs repères} other {on n'en entend rien}}.",
    "sound.singleValue":
      "La série {number} ({series}) n'a qu'une valeur\u{00A0}: un son, {seconds} secondes après le début du graphique{flat, select, yes { (au milieu des données, car tous les points ont le même x)} other {}}.",
    "sound.merged":
      "La série {number} ({series}) a plus de points qu'on ne peut en entendre un à un\u{00A0}: ses {count} points sont joués sous forme de {items} {continuous, select, yes {points clés} other {sons}}, chacun faisant la moyenne des points sur {milliseconds} millisecondes.",
    "sound.missingMerged":
      "La série {number} ({series}) a {count, plural, one {# valeur manquante} other {# valeurs manquantes}} dans des intervalles de temps qui contiennent aussi des valeurs{markers, select, yes {\u{00A0}; chacun de ces intervalles joue le son des valeurs manquantes} other {}}.",
    "sound.missingMergedGaps":
      "{slots, plural, one {# intervalle, manquant au moins pour moitié, s'entend comme une valeur manquante} other {# intervalles, manquants au moins pour moitié, s'entendent comme des valeurs manquantes}}.",
    "sound.missingMergedMeans":
      "{slots, plural, one {# intervalle, surtout fait de valeurs, joue la moyenne de ses valeurs} other {# intervalles, surtout faits de valeurs, jouent la moyenne de leurs valeurs}}.",
    "sound.additionalAxis":
      "L'axe supplémentaire {number} ({axis}) n'est pas sonifié\u{00A0}; on peut l'associer {numeric, select, yes {au volume, à la durée des sons, à la brillance ou au trémolo} other {au timbre}}.",
    "sound.toneLength":
      "La durée des sons ne s'applique qu'aux séries de points séparés\u{00A0}; les séries continues gardent leur durée.",
    "sound.yGridlines":
      "Les lignes de grille de l'axe Y ne sont pas sonifiées\u{00A0}; la hauteur du son donne la valeur de y.",
    "sound.intervalsOff": "Les intervalles de confiance ne sont pas sonifiés (les intervalles sont désactivés).",
    "sound.xReferenceLines":
      "Les lignes de référence de l'axe X ne sont pas sonifiées (leurs signaux sont désactivés).",
    "sound.yReferenceLines":
      "Les lignes de référence de l'axe Y ne sont pas sonifiées (leurs signaux et sons tenus sont désactivés).",
    "sound.xGridlines": "Les lignes de grille de l'axe X ne sont pas sonifiées (leurs signaux sont désactivés).",
    "sound.missingSilent": "Les valeurs manquantes sont des silences sans repère (leurs signaux sont désactivés).",
    "sound.onlySeries":
      "Seule la série {number} ({series}) est audible\u{00A0}; {others, plural, one {l'autre série ne l'est pas} other {les # autres séries ne le sont pas}}.",
    "sound.unknownCategories":
      "{count, plural, one {# point de la série {number} ({series}) a une catégorie absente de l'axe X et n'est pas audible} other {# points de la série {number} ({series}) ont une catégorie absente de l'axe X et ne sont pas audibles}}.",
    // explore
    "explore.help1":
      "Touches\u{00A0}: Gauche et Droite parcourent les points\u{00A0}; Début et Fin vont au premier et au dernier point.",
    "explore.help2": "Page précédente et Page suivante, ou [ et ], vont à la série précédente et suivante.",
    "explore.help3":
      "Espace lance la lecture de cette série depuis le point courant, ou la met en pause\u{00A0}; + et - changent la vitesse.",
    "explore.help4":
      "m va au minimum et M au maximum\u{00A0}; s dit le résumé, d les caractéristiques et statistiques.",
    "explore.help5": "b affiche la ligne braille de cette série et la cellule du point courant.",
    "explore.help6": "h dit cette aide\u{00A0}; q quitte.",
    "explore.help8":
      "Dans une boîte à moustaches, Gauche et Droite vont au groupe précédent et suivant\u{00A0}; Haut et Bas (up et down depuis un script) parcourent ses valeurs, de la plus basse valeur inhabituelle au minimum, aux quartiles, à la médiane et jusqu'à la plus haute.",
    "explore.boxPart":
      "{series}, {part, select, minimum {minimum} q1 {premier quartile} median {médiane} q3 {troisième quartile} maximum {maximum} other {valeur inhabituelle {number} sur {count}}}\u{00A0}: {value}.",
    "explore.highestPart":
      "Valeur la plus haute.",
    "explore.lowestPart":
      "Valeur la plus basse.",
    "explore.lastGroup":
      "C'est le dernier groupe.",
    "explore.firstGroup":
      "C'est le premier groupe.",
    "explore.start":
      "Exploration\u{00A0}: {title, select, none {un graphique} other {{title}}}. h pour l'aide, q pour quitter.",
    "explore.noSeries": "Le graphique n'a aucune série.",
    "explore.noPoints": "{series}\u{00A0}: aucun point.",
    "explore.noValues": "{series}\u{00A0}: aucune valeur.",
    "explore.lastPoint": "Dernier point.",
    "explore.firstPoint": "Premier point.",
    "explore.lastSeries": "C'est la dernière série.",
    "explore.firstSeries": "C'est la première série.",
    "explore.minimum": "Minimum\u{00A0}:",
    "explore.maximum": "Maximum\u{00A0}:",
    "explore.paused": "En pause.",
    "explore.fastest": "Vitesse maximale.",
    "explore.slowest": "Vitesse minimale.",
    "explore.speed":
      "{speed, select, half {Demi-vitesse} threeQuarters {Vitesse multipliée par 0,75} normal {Vitesse normale} oneAndAHalf {Vitesse multipliée par 1,5} other {Vitesse double}}, durée {seconds} secondes.",
    "explore.cursor": "Curseur sur la cellule {cell} sur {cells}.",
    "explore.notOnLine": "Le point courant n'est pas sur la ligne.",
    "explore.complete": "Terminé.",
    "explore.completeAt": "Terminé. Point courant\u{00A0}: {point}.",
    "explore.pausedAt": "En pause. Point courant\u{00A0}: {point}.",
    "explore.playing": "Lecture de la série {series} à partir du point\u{00A0}: {point}.",
    "x.span":
      "{role, select, day {du {from} au {to}} dateTime {du {from} au {to}} quarter {du {from} au {to}} other {{vowel, select, yes {d'} other {de }}{from} à {to}}}",
    "x.spanStart":
      "{role, select, day {Du {from} au {to}} dateTime {Du {from} au {to}} quarter {Du {from} au {to}} other {{vowel, select, yes {D'} other {De }}{from} à {to}}}",
  ]
}
