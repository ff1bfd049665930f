import ChartAccessibility

/// The German messages. Series names are never the grammatical subject of a verb ("Umsatz:
/// starker Anstieg um 65 %, …"), so a sentence reads right whatever the name's gender and
/// number. x values take "im" before months and years ("im Januar 2024", "im Jahr 2020"), "am"
/// before days, "um" before times.
enum GermanCatalog {
  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences, heatmap, candlestick, stack)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    "number.large":
      "{number} {scale, select, trillion {{number, plural, one {Billion} other {Billionen}}} billion {{number, plural, one {Milliarde} other {Milliarden}}} other {{number, plural, one {Million} other {Millionen}}}}{unit, select, none {} other { {unit}}}",
    "number.percentagePoints": "{number} {number, plural, one {Prozentpunkt} other {Prozentpunkte}}",
    "fallback.xValues": "x",
    "fallback.values": "die Werte",
    "template.trendVerb": "{direction, select, up {stieg} down {sank} other {blieb stabil}}",
    "template.point": "{count, plural, one {Punkt} other {Punkte}}",
    "template.otherLanguage":
      "Die Zusammenfassungsvorlage des Diagramms ist {language, select, en {englisch} de {deutsch} fr {französisch} es {spanisch} other {in der Sprache {code}}} geschrieben; die Zusammenfassung ist die erzeugte, auf Deutsch.",
    "count.dataPoints": "{count} {count, plural, one {Datenpunkt} other {Datenpunkte}}",

    "x.year": "im Jahr {x}",
    "x.negativeYear": "im Jahr {x}",
    "x.quarter": "im {x}",
    "x.month": "im {x}",
    "x.day": "am {x}",
    "x.dateTime": "am {x}",
    "x.time": "um {x}",
    "x.pointWord": "Punkt",
    "x.number": "bei {x}",
    "x.category": "bei {x}",
    "x.counted":
      "{preposition, select, on {{gender, select, none {bei {x}} other {an {x}}}} at {bei {x}} other {in {x}}}",
    "x.provided": "{preposition, select, on {am {x}} other {bei {x}}}",

    "orientation":
      "{kind, select, line {Liniendiagramm} bar {Balkendiagramm} scatter {Streudiagramm} histogram {Histogramm} boxPlot {Boxplot} candlestick {Kerzendiagramm} stackedBar {Gestapeltes Balkendiagramm} groupedBar {Gruppiertes Balkendiagramm} normalizedBar {Normiertes Balkendiagramm} stackedArea {Gestapeltes Flächendiagramm} other {Kreisdiagramm}}{title, select, none {} other { zu {title}}}, {count, plural, one {# {kind, select, bar {Balken} stackedBar {Balken} normalizedBar {Balken} groupedBar {Gruppe} pie {Segment} histogram {Klasse} boxPlot {Gruppe} candlestick {Periode} other {Punkt}}} other {# {kind, select, bar {Balken} stackedBar {Balken} normalizedBar {Balken} groupedBar {Gruppen} pie {Segmente} histogram {Klassen} boxPlot {Gruppen} candlestick {Perioden} other {Punkte}}}}{span, select, none {} other { {span}}}.",
    "distribution.center":
      "{series}: {count, plural, one {# Wert} other {# Werte}}, Median {median}.",
    "distribution.spread":
      "Die Hälfte der Werte liegt zwischen {q1} und {q3}, alle liegen zwischen {min} und {max}.",
    "distribution.shape":
      "{shape, select, symmetric {Die Verteilung ist annähernd symmetrisch.} skewedRight {Die Verteilung ist rechtsschief, mit einem langen Ausläufer hoher Werte.} skewedLeft {Die Verteilung ist linksschief, mit einem langen Ausläufer niedriger Werte.} other {Die Verteilung ist annähernd symmetrisch, hat aber breite Ränder: mehr extreme Werte als eine Glockenkurve.}}",
    "distribution.peaks":
      "Die Verteilung hat {count} Gipfel, bei etwa {peaks}.",
    "distribution.outliers":
      "{direction, select, up {{count, plural, one {Ein Wert ist ungewöhnlich hoch} other {# Werte sind ungewöhnlich hoch}}, über {fence}} other {{count, plural, one {Ein Wert ist ungewöhnlich niedrig} other {# Werte sind ungewöhnlich niedrig}}, unter {fence}}}.",
    "distribution.bin":
      "{low} bis {high}, {count, plural, one {# Wert} other {# Werte}}, {share}.",
    "box.group":
      "{group}: Median {median}, mittlere Hälfte {q1} bis {q3}.",
    "box.fiveNumbers":
      "{count, plural, one {# Wert} other {# Werte}}; Minimum {min}, erstes Quartil {q1}, Median {median}, drittes Quartil {q3}, Maximum {max}{outliers, select, none {} other {; ungewöhnliche Werte: {outliers}}}.",
    "box.highestLowest":
      "Den höchsten Median hat {highest}, den niedrigsten {lowest}.",
    "box.groupsRange":
      "{count} Gruppen, mit Medianen von {low} bei {lowest} bis {high} bei {highest}.",
    "box.comparison":
      "{verdict, select, differClearly {Die Gruppen unterscheiden sich deutlich.} differSlightly {Die Gruppen unterscheiden sich leicht und überlappen stark.} other {Die Gruppen überlappen sich, ohne klaren Unterschied.}}",
    "box.outliers":
      "Ungewöhnliche Werte: {list}.",
    "box.outliersIn":
      "{count} bei {group}",
    "box.countUnknown":
      "Die Daten geben nicht an, wie viele Werte jede Gruppe hat.",
    "box.fiveNumbersNoCount":
      "Anzahl der Werte nicht angegeben; Minimum {min}, erstes Quartil {q1}, Median {median}, drittes Quartil {q3}, Maximum {max}{outliers, select, none {} other {; ungewöhnliche Werte: {outliers}}}.",
    "details.distribution":
      "{name, select, q1 {Erstes Quartil} q3 {Drittes Quartil} iqr {Interquartilsabstand} sd {Standardabweichung} skewness {Schiefe} kurtosis {Exzess-Kurtosis} bins {Klassen} groups {Gruppen} peaks {Gipfel} test {Gruppenvergleich} other {Ungewöhnliche Werte}}",
    "details.test":
      "Kruskal-Wallis H {h}, p {p}, Effektstärke {effect}",

    "noData": "Es gibt keine Daten.",
    "singlePoint": "Es gibt nur einen Datenpunkt: {y} {x}.",
    "constant": "{series}: unverändert bei {y} {span}.",
    "fewPoints.unchanged": "{series}: zwischen {min} und {max}, mit {first} am Anfang und am Ende.",
    "fewPoints":
      "{series}: {direction, select, up {Anstieg} other {Rückgang}} von {first} {firstX} auf {last} {lastX}{after}.",
    "afterInterior": ", nach einem {kind, select, high {Höchstwert} other {Tiefstwert}} von {value} {x}",
    "trend":
      "{series}: {adverb, select, sharply {starker } steadily {stetiger } slightly {leichter } other {}}{direction, select, up {Anstieg} other {Rückgang}}{by, select, none { insgesamt} other { um {factor, select, yes {den Faktor {by}} other {{by}}}}}, von {first} {firstX} auf {last} {lastX}{beneath}.",
    "trend.cycleMeans":
      "{series}: {adverb, select, sharply {starker } other {}}{direction, select, up {Anstieg} other {Rückgang}} um {factor, select, yes {den Faktor {by}} other {{by}}}, von durchschnittlich {first} {unit, select, year {im ersten Jahr} month {im ersten Monat} week {in der ersten Woche} other {am ersten Tag}} auf {last} {unit, select, year {im letzten} month {im letzten} week {in der letzten} other {am letzten}}{beneath}.",
    "percentPointTrend":
      "{series}: {adverb, select, sharply {starker } steadily {stetiger } slightly {leichter } other {}}{direction, select, up {Anstieg} other {Rückgang}} von {first} {firstX} auf {last} {lastX}, {direction, select, up {eine Zunahme} other {eine Abnahme}} um {points}{beneath}.",
    "withFluctuations": ", mit Schwankungen",
    "withCycle": ", bei {cycle}",
    "mostOfIt":
      ", der größte Teil davon {when, select, after {nach} other {vor}} {role, select, quarter {dem {x}} day {dem {x}} dateTime {dem {x}} other {{x}}}",
    "cycle.named":
      "einem {period, select, yearly {jährlichen} monthly {monatlichen} weekly {wöchentlichen} other {täglichen}} Zyklus mit Schwankungen von etwa {swing}",
    "cycle.about":
      "einem Zyklus von etwa {amount} {unit, select, year {{amount, plural, one {Jahr} other {Jahren}}} quarter {{amount, plural, one {Quartal} other {Quartalen}}} month {{amount, plural, one {Monat} other {Monaten}}} week {{amount, plural, one {Woche} other {Wochen}}} day {{amount, plural, one {Tag} other {Tagen}}} hour {{amount, plural, one {Stunde} other {Stunden}}} minute {{amount, plural, one {Minute} other {Minuten}}} other {{amount, plural, one {Sekunde} other {Sekunden}}}} mit Schwankungen von etwa {swing}",
    "cycle.axis": "einem Zyklus von etwa {amount} auf der Achse {axis} mit Schwankungen von etwa {swing}",
    "every.named": "{unit, select, year {jedes Jahr} month {jeden Monat} week {jede Woche} other {jeden Tag}}",
    "every.about":
      "etwa alle {amount} {unit, select, year {{amount, plural, one {Jahr} other {Jahre}}} quarter {{amount, plural, one {Quartal} other {Quartale}}} month {{amount, plural, one {Monat} other {Monate}}} week {{amount, plural, one {Woche} other {Wochen}}} day {{amount, plural, one {Tag} other {Tage}}} hour {{amount, plural, one {Stunde} other {Stunden}}} minute {{amount, plural, one {Minute} other {Minuten}}} other {{amount, plural, one {Sekunde} other {Sekunden}}}}",
    "every.axis": "etwa alle {amount} auf der Achse {axis}",
    "cyclic":
      "{series}: Auf und Ab in {cycle},{trend, select, none { ohne klaren Trend,} other {}} zwischen einem Tiefstwert von {min} {minX} und einem Höchstwert von {max} {maxX}.",
    "cycle.move":
      "Der {unit, select, year {Jahres} month {Monats} week {Wochen} other {Tages}}durchschnitt {direction, select, up {stieg} other {sank}} von {from} {fromX} auf {to} {toX}.",
    "cycle.turn":
      "Der {unit, select, year {Jahres} month {Monats} week {Wochen} other {Tages}}durchschnitt erreichte {when} {direction, select, up {seinen Höchststand} other {seinen Tiefststand}} mit {value}.",
    "cycle.beneath":
      "Über die {unit, select, year {Jahre} month {Monate} week {Wochen} other {Tage}} hinweg {direction, select, up {stieg} other {sank}} das Niveau um {by}, von durchschnittlich {first} {unit, select, year {im ersten Jahr} month {im ersten Monat} week {in der ersten Woche} other {am ersten Tag}} auf {last} {unit, select, year {im letzten} month {im letzten} week {in der letzten} other {am letzten}}.",
    "levelShift": "Das Niveau {direction, select, up {sprang} other {fiel}} {x} von etwa {before} auf etwa {after}.",
    "flat": "{series}: nahezu unverändert bei etwa {median} {span}, mit Werten von {min} bis {max}.",
    "path.only": "{series}: {first} {firstX}.",
    "path.start":
      "{series}: {direction, select, up {Anstieg} other {Rückgang}}{amount, select, none {} other { um {factor, select, yes {den Faktor {amount}} other {{amount}}}}} von {first} {firstX} auf {label, select, peak {einen Höchststand von } low {einen Tiefststand von } high {einen Höchstwert von } other {}}{value} {x}",
    "path.then":
      ", dann {direction, select, up {Anstieg} other {Rückgang}}{amount, select, none {} other { um {factor, select, yes {den Faktor {amount}} other {{amount}}}}} auf {label, select, peak {einen Höchststand von } low {einen Tiefststand von } high {einen Höchstwert von } other {}}{value} {x}",
    "path.staysNear": ", danach nahezu unverändert bei {value}",
    "path.held": ", dort {duration} lang",
    "path.ended": ", zuletzt {value} {x}",
    "path.end":
      "{recovery, select, past {, über {earlier, select, peak {den früheren Höchststand} other {den früheren Höchstwert}} hinaus} short {, noch unter {earlier, select, peak {dem früheren Höchststand} other {dem früheren Höchstwert}}} other {}}{overall, select, none {} other {, {overall}}}.",
    "overallChange":
      "insgesamt {direction, select, up {ein Anstieg} other {ein Rückgang}} um {factor, select, yes {den Faktor {amount}} other {{amount}}}",
    "fluctuating":
      "{series}: Schwankungen zwischen {min} und {max} ohne klaren Trend, von {first} {firstX} bis {last} {lastX}.",

    "peaked": "Der Höchststand von {value} wurde {x} erreicht.",
    "dipped": "Der Tiefststand von {value} wurde {x} erreicht.",
    "excursion":
      "Zwischenzeitlich {direction, select, up {stieg} other {fiel}} der Wert um {factor, select, yes {den Faktor {amount}} other {{amount}}} von {extreme, select, yes {{direction, select, up {einem Tiefststand von } other {einem Höchststand von }}} other {}}{approximate, select, yes {etwa } other {}}{from} {fromX} auf {approximate, select, yes {etwa } other {}}{to} {toX}.",
    "excursionClause":
      ", mit einem {direction, select, up {Anstieg} other {Rückgang}} um {factor, select, yes {den Faktor {amount}} other {{amount}}} von {approximate, select, yes {etwa } other {}}{from} {fromX} auf {approximate, select, yes {etwa } other {}}{to} {toX}",
    "excursion.then":
      ", danach {direction, select, up {stieg} other {fiel}} er um {factor, select, yes {den Faktor {amount}} other {{amount}}} auf {approximate, select, yes {etwa } other {}}{to} {toX}{recovery, select, past {, über das frühere Hoch hinaus} short {, noch unter dem früheren Hoch} other {}}.",
    "missingValuesAt": "{missing} von {total} Werten {missing, plural, one {fehlt} other {fehlen}}: {list}.",
    "missingValues": "{missing} von {total} Werten {missing, plural, one {fehlt} other {fehlen}}.",
    "unusualValues":
      "{count, plural, one {Ein ungewöhnlicher Wert: {firstY} {firstX}.} other {Zwei ungewöhnliche Werte: {firstY} {firstX} und {secondY} {secondX}.}}",
    "noise":
      "{series}: kein Trend, die Werte streuen um einen Mittelwert von {mean}; die meisten liegen zwischen {low} und {high}.",
    "noise.leavingOut":
      "{series}: kein Trend; ohne einen einzelnen Wert weit abseits der übrigen streuen die Werte um einen Mittelwert von {mean}, und die meisten liegen zwischen {low} und {high}.",
    "spike":
      "{extreme, select, high {Der Höchstwert ist ein einzelner Wert weit über} low {Der Tiefstwert ist ein einzelner Wert weit unter} other {Ein einzelner Wert, {value} {x}, liegt weit {direction, select, up {über} other {unter}}}} den Werten um ihn herum, etwa {around}.",
    "logGrowth":
      "{since, select, none {Auf der logarithmischen Skala} other {Seit {since} auf der logarithmischen Skala}}: {direction, select, up {ein Wachstum} other {ein Rückgang}} von etwa {rate} pro Jahr, {direction, select, up {eine Verdopplung} other {eine Halbierung}} etwa alle {years} Jahre.",
    "powerLaw":
      "Auf den logarithmischen Skalen {direction, select, up {steigt} other {fällt}} {y} etwa wie {x} hoch {direction, select, up {} other {minus }}{exponent}: zehnmal so viel {x} geht mit etwa {factor} mal so viel {y} einher.",
    "extremes": "Der Höchstwert von {max} wurde {maxX} erreicht, der Tiefstwert von {min} {minX}.",

    "highestLowest":
      "{highest} {highestCount, plural, one {ist} other {sind}} mit {highestValue} am höchsten, {lowest} {lowestCount, plural, one {ist} other {sind}} mit {lowestValue} am niedrigsten.",
    "names.more": "{names} und {count} weitere",
    "allEqual": "{series}: Jede Kategorie liegt bei {value}.",
    "categoryValue": "{category}: {value}",
    "pie.slices":
      "{largest} {largestCount, plural, one {ist mit {share} das größte von {count} Segmenten} other {sind mit je {share} die größten von {count} Segmenten}}{rest, select, none {} other {, danach folgen {rest}}}.",
    "pie.slice": "{name} mit {share}",
    "inSeries": "{series}: {sentence}",
    "sentence.end": ".",

    "relationship":
      "Zwischen {x} und {y} besteht ein {strength, select, weak {schwacher} moderate {mäßiger} other {starker}} {direction, select, up {positiver} other {negativer}} Zusammenhang: Je größer {x}, desto {direction, select, up {größer} other {kleiner}} ist tendenziell {y}.",
    "relationship.none": "Zwischen {x} und {y} besteht kein klarer Zusammenhang.",
    "relationship.everywhere":
      "Zwischen {x} und {y} besteht über alle Punkte und innerhalb jeder Reihe ({groups}) ein {strength, select, weak {schwacher} moderate {mäßiger} other {starker}} {direction, select, up {positiver} other {negativer}} Zusammenhang: Je größer {x}, desto {direction, select, up {größer} other {kleiner}} ist tendenziell {y}.",
    "relationship.everywhere.none":
      "Zwischen {x} und {y} besteht kein klarer Zusammenhang, weder über alle Punkte noch innerhalb einer der Reihen ({groups}).",
    "relationship.acrossAll":
      "Über alle {count} Punkte besteht zwischen {x} und {y} {strength, select, none {kein klarer Zusammenhang} other {ein {strength, select, weak {schwacher} moderate {mäßiger} other {starker}} {direction, select, up {positiver} other {negativer}} Zusammenhang}}{within, select, up {, innerhalb jeder Reihe jedoch ein positiver} down {, innerhalb jeder Reihe jedoch ein negativer} other {}}.",
    "relationship.group":
      "{strength, select, none {kein klarer Zusammenhang} other {{strength, select, weak {schwach} moderate {mäßig} other {stark}} {direction, select, up {positiv} other {negativ}}}} für {name}",
    "relationship.groups": "Innerhalb jeder Reihe: {groups}.",
    "relationship.counts": "Von den {total} Reihen: {parts}.",
    "relationship.counts.positive": "{count} mit positivem Zusammenhang",
    "relationship.counts.negative": "{count} mit negativem Zusammenhang",
    "relationship.counts.none": "{count} ohne klaren Zusammenhang",

    "series.clauses": "{clauses}.",
    "series.clauses.span": "{span} – {clauses}.",
    "series.separator": "; ",
    "series.startsLater": "{series} (ab {start})",
    "series.noData": "{series}: keine Daten",
    "series.single": "{series}: nur ein Wert, {value} {x}",
    "series.constant": "{series}: unverändert bei {value}",
    "series.unchanged": "{series}: am Anfang und am Ende {to}",
    "series.moved":
      "{series}: {adverb, select, sharply {starker } steadily {stetiger } slightly {leichter } other {}}{direction, select, up {Anstieg} other {Rückgang}}{by, select, none {{from, select, none { insgesamt} other {}}} other { um {factor, select, yes {den Faktor {by}} other {{by}}}}}{from, select, none {} other { von {from}}} auf {to}",
    "series.flat": "{series}: nahezu unverändert bei {value}",
    "series.peak": "{series}: Höchststand von {value} {x}, zuletzt {end}",
    "series.trough": "{series}: Tiefststand von {value} {x}, zuletzt {end}",
    "series.cyclic": "{series}: Auf und Ab in {cycle}, bis zu {high} {x}",
    "series.noise": "{series}: kein Trend, Werte um {mean} gestreut",
    "series.fluctuated": "{series}: Schwankungen zwischen {low} und {high}",
    "allLines": "Alle {count} Linien {direction, select, up {stiegen} other {fielen}}.",
    "sharedExcursion":
      "{count, plural, =2 {Beide Linien} other {Alle {count} Linien}} {direction, select, up {stiegen} other {fielen}} {span}: {parts}.",
    "sharedExcursion.part": "{series} um {factor, select, yes {den Faktor {amount}} other {{amount}}}",
    "lineCounts": "Von den {total} Linien: {parts}.",
    "lineCounts.rose": "{count} {count, plural, one {stieg} other {stiegen}}",
    "lineCounts.fell": "{count} {count, plural, one {fiel} other {fielen}}",
    "lineCounts.other": "{count} ohne klaren Trend",
    "changedMost":
      "Stärkster {direction, select, up {Anstieg} other {Rückgang}}: {series} mit {factor, select, yes {dem Faktor {by}} other {{by}}}.",
    "endedHighest": "Höchster Endwert: {series} mit {value}.",
    "changedMostTied":
      "{all, select, yes {{series} {direction, select, up {stiegen} other {fielen}} jeweils um {factor, select, yes {den Faktor {by}} other {{by}}}.} other {Stärkster {direction, select, up {Anstieg} other {Rückgang}}, gleichauf: {series}, jeweils um {factor, select, yes {den Faktor {by}} other {{by}}}.}}",
    "endedHighestAndLowest": "Am höchsten endete {highest} mit {high}, am niedrigsten {lowest} mit {low}.",
    "overtook": "Die Führung ging {x} von {follower} an {leader} über.",
    "aboveThroughout": "Die Linie {leader} liegt durchgehend über der Linie {follower}.",
    "crossRepeatedly":
      "{first} und {second} kreuzen sich immer wieder, {count} Mal; {leader} liegt {share} der Zeit höher.",
    "endedWithinUncertainty":
      "Am Ende liegt {leader} über {follower}, doch die Intervalle überschneiden sich dort: Der Unterschied liegt innerhalb der Unsicherheit.",
    "gap":
      "Der Abstand zwischen {first} und {second} {direction, select, up {wuchs} other {schrumpfte}} von {from} auf {to}.",
    "moreSeries":
      "{count, plural, one {Eine weitere Reihe wird} other {# weitere Reihen werden}} hier nicht beschrieben.",

    "interval.width":
      "Das {level, select, none {Unsicherheitsintervall} other {Konfidenzintervall ({level})}} wird {direction, select, up {breiter} other {schmaler}}, von {from} {fromX} auf {to} {toX}.",
    "interval.everyLine":
      "Die {level, select, none {Unsicherheitsintervalle} other {Konfidenzintervalle ({level})}} aller Linien werden vom Anfang bis zum Ende {direction, select, up {breiter} other {schmaler}}.",
    "interval.steady":
      "Das {level, select, none {Unsicherheitsintervall} other {Konfidenzintervall ({level})}} bleibt bei etwa {width}.",
    "interval.plusOrMinus": "plus minus {value}",
    "interval.between": "zwischen {lower} und {upper}",
    "interval.pair.x": "{firstX} und {secondX}",
    "interval.pair.categories": "von {first} und {second}",
    "interval.noOverlap":
      "Die {level, select, none {Unsicherheitsintervalle} other {Konfidenzintervalle ({level})}} {pair} überschneiden sich nicht.",
    "interval.slightOverlap":
      "Die {level, select, none {Unsicherheitsintervalle} other {Konfidenzintervalle ({level})}} {pair} überschneiden sich leicht, doch die Änderung ist größer als ihre gemeinsame Unsicherheit.",
    "interval.overlap":
      "Die {level, select, none {Unsicherheitsintervalle} other {Konfidenzintervalle ({level})}} {pair} überschneiden sich, die Änderung liegt also innerhalb der Unsicherheit.",

    "details.trend": "{direction, select, up {steigend} other {fallend}}",
    "details.noTrend":
      "{reason, select, small {keiner, denn die angepasste Änderung von {change} ist klein gegenüber der Spannweite von {range}, obwohl der Mann-Kendall-Test eine {direction, select, up {steigende} other {fallende}} Ordnung findet} other {keiner}}",
    "details.confidence":
      "{level, select, veryStrong {sehr hoch} strong {hoch} moderate {mäßig} weak {gering} other {keine}}",
    "details.model":
      "{kind, select, linear {linear} exponential {exponentiell} logarithmic {logarithmisch} power {Potenzfunktion} other {sinusförmig}}, {equation}{meaning, select, none {} other {, {meaning}}}",
    "details.xYearsSince": "wobei x die Jahre seit {origin} zählt",
    "details.xMinus": "wobei x gleich {title} minus {origin} ist",
    "details.xSince":
      "wobei x die {units} seit {role, select, quarter {dem } day {dem } dateTime {dem } other {}}{origin} zählt",
    "details.xPosition": "wobei x die Position der Kategorie ist, 0 für {first}",
    "details.xIs": "wobei x {title} ist",
    "details.none": "keine",
    "details.lessThan": "kleiner als {value}",
    "details.outliersMany": "{count} Werte, die {shown} extremsten: {list}",
    "details.changePoint": "Das Niveau verschob sich {x} von etwa {before} auf etwa {after}",
    "details.periodicity": "{every}, mit Schwankungen von etwa {swing}",
    "details.change":
      "{direction, select, up {Anstieg} other {Rückgang}} um {amount}{relative, select, none {} other { ({factor, select, yes {Faktor {relative}} other {{relative}}})}}",
    "details.feature":
      "{kind, select, trend {Trend} model {Bestes Modell} confidence {Anpassungsgüte} outliers {Ausreißer} peak {Höchstwert} trough {Tiefstwert} values {Werte} periodicity {Periodizität} other {{kind, select, changePoint {Strukturbruch} other {Richtungswechsel}}}}",
    "details.statistic":
      "{name, select, minimum {Minimum} maximum {Maximum} mean {Mittelwert} median {Median} count {Anzahl} missing {Fehlende Werte} first {Erster Wert} last {Letzter Wert} change {Änderung} slope {Steigung} rSquared {R-Quadrat} correlation {Korrelation} kendallTau {Kendalls Tau} pValue {p-Wert nach Mann-Kendall} other {Korrelation über alle Punkte}}",
    "details.line": "{series}, {label}: {value}",
    "details.line.chart": "{label}: {value}",
    "details.categoryValue": "{value} für {category}",

    "rate.time":
      "pro {unit, select, second {Sekunde} minute {Minute} hour {Stunde} day {Tag} week {Woche} month {Monat} year {Jahr} decade {Jahrzehnt} century {Jahrhundert} other {Quartal}}",
    "rate.unit": "pro {multiple, plural, =1 {{one}} =1000000 {Million {other}} other {# {other}}}",
    "rate.unitOf": "{count, plural, one {Einheit} other {Einheiten}}{title, select, none {} other { von {title}}}",
    "rate.category": "{count, plural, one {Kategorie} other {Kategorien}}",
    "unit.time":
      "{unit, select, year {{count, plural, one {Jahr} other {Jahre}}} quarter {{count, plural, one {Quartal} other {Quartale}}} month {{count, plural, one {Monat} other {Monate}}} week {{count, plural, one {Woche} other {Wochen}}} day {{count, plural, one {Tag} other {Tage}}} hour {{count, plural, one {Stunde} other {Stunden}}} minute {{count, plural, one {Minute} other {Minuten}}} other {{count, plural, one {Sekunde} other {Sekunden}}}}",

    "equation.linear": "y gleich {a} mal x{b}",
    "equation.exponential": "y gleich {a} mal e hoch {b} mal x",
    "equation.logarithmic": "y gleich {a} mal natürlicher Logarithmus von x{b}",
    "equation.power": "y gleich {a} mal x hoch {b}",
    "equation.sinusoidal": "y gleich {a} mal Sinus von {b} mal x{c}{d}",
    "equation.term": "{comma, select, yes {,} other {}} {sign, select, minus {minus} other {plus}} {value}",
    "x.span":
      "{role, select, day {vom {from} bis zum {to}} dateTime {vom {from} bis zum {to}} quarter {vom {from} bis zum {to}} other {von {from} bis {to}}}",
    "x.spanStart":
      "{role, select, day {Vom {from} bis zum {to}} dateTime {Vom {from} bis zum {to}} quarter {Vom {from} bis zum {to}} other {Von {from} bis {to}}}",
  ]
}
