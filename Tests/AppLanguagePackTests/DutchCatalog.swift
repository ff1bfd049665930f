// A language pack an app adds on its own: Dutch, through the public API alone (this target
// imports ChartAccessibility, ChartSummaries and ChartAudit without @testable and changes nothing in
// them).

/// The Dutch messages, key for key those of the audit's catalog and the catalogs it requires (every
/// message of the library; the command-line tool's are not a library's), with series names first
/// ("Omzet: sterke stijging met 65%, …") so nothing has to agree with a name.
let dutchMessages = dutchSentences.merging(dutchAudit) { a, _ in a }.merging(dutchAuditSummary) { a, _ in a }
  .merging(dutchHeatmap) { a, _ in a }
  .merging(dutchCandlestick) { a, _ in a }.merging(dutchStack) { a, _ in a }.merging(dutchExplore) { a, _ in a }
  .merging(dutchLevels) { a, _ in a }
  .merging(dutchCaption) { a, _ in a }
  .merging(dutchPageExplorer) { a, _ in a }

/// The chart's sentences.
let dutchSentences: [String: String] = [
  "number.large":
    "{number} {scale, select, trillion {biljoen} billion {miljard} other {miljoen}}{unit, select, none {} other { {unit}}}",
  "number.percentagePoints": "{number} {number, plural, one {procentpunt} other {procentpunten}}",
  "number.powerOfTen": "{mantissa} maal 10 tot de macht {exponent}",
  "value.notANumber": "geen getal",
  "value.infinity": "oneindig",
  "value.minusInfinity": "min oneindig",
  "value.missing": "geen waarde",
  "fallback.seriesName": "De waarden",
  "fallback.xValues": "x",
  "fallback.values": "de waarden",
  "template.trendVerb": "{direction, select, up {steeg} down {daalde} other {bleef gelijk}}",
  "template.point": "{count, plural, one {punt} other {punten}}",
  "template.otherLanguage":
    "Het samenvattingssjabloon van de grafiek is geschreven in het {language, select, en {Engels} de {Duits} fr {Frans} es {Spaans} other {{code}}}; de samenvatting is de gegenereerde, in het Nederlands.",
  "count.dataPoints": "{count} {count, plural, one {datapunt} other {datapunten}}",
  "csv.valueAxis": "Waarde",

  "x.year": "in {x}",
  "x.negativeYear": "in het jaar {x}",
  "x.quarter": "in het {x}",
  "x.month": "in {x}",
  "x.day": "op {x}",
  "x.dateTime": "op {x}",
  "x.time": "om {x}",
  "x.pointWord": "punt",
  "x.number": "bij {x}",
  "x.category": "bij {x}",
  "x.counted": "in {x}",
  "x.provided": "{preposition, select, on {op {x}} other {bij {x}}}",

  "orientation":
    "{kind, select, line {Lijndiagram} bar {Staafdiagram} scatter {Spreidingsdiagram} histogram {Histogram} boxPlot {Boxplot} candlestick {Kandelaardiagram} stackedBar {Gestapeld staafdiagram} groupedBar {Gegroepeerd staafdiagram} normalizedBar {Genormaliseerd staafdiagram} stackedArea {Gestapeld vlakdiagram} other {Cirkeldiagram}}{title, select, none {} other { van {title}}}, {count, plural, one {# {kind, select, bar {staaf} stackedBar {staaf} normalizedBar {staaf} groupedBar {groep} pie {segment} candlestick {periode} other {punt}}} other {# {kind, select, bar {staven} stackedBar {staven} normalizedBar {staven} groupedBar {groepen} pie {segmenten} candlestick {periodes} other {punten}}}}{span, select, none {} other { {span}}}.",

  "noData": "Er zijn geen gegevens.",
  "singlePoint": "Er is maar één datapunt: {y} {x}.",
  "constant": "{series}: onveranderd op {y} {span}.",
  "fewPoints.unchanged": "{series}: tussen {min} en {max}, met {first} aan het begin en aan het eind.",
  "fewPoints":
    "{series}: {direction, select, up {stijging} other {daling}} van {first} {firstX} tot {last} {lastX}{after}.",
  "afterInterior": ", na een {kind, select, high {hoogste waarde} other {laagste waarde}} van {value} {x}",
  "trend":
    "{series}: {adverb, select, sharply {sterke } steadily {gestage } slightly {lichte } other {}}{direction, select, up {stijging} other {daling}}{by, select, none { in totaal} other { met {factor, select, yes {een factor {by}} other {{by}}}}}, van {first} {firstX} tot {last} {lastX}{beneath}.",
  "trend.cycleMeans":
    "{series}: {adverb, select, sharply {sterke } other {}}{direction, select, up {stijging} other {daling}} met {factor, select, yes {een factor {by}} other {{by}}}, van gemiddeld {first} {unit, select, year {in het eerste jaar} month {in de eerste maand} week {in de eerste week} other {op de eerste dag}} naar {last} {unit, select, year {in het laatste} month {in de laatste} week {in de laatste} other {op de laatste}}{beneath}.",
  "percentPointTrend":
    "{series}: {adverb, select, sharply {sterke } steadily {gestage } slightly {lichte } other {}}{direction, select, up {stijging} other {daling}} van {first} {firstX} tot {last} {lastX}, {direction, select, up {een toename} other {een afname}} met {points}{beneath}.",
  "withFluctuations": ", met schommelingen",
  "withCycle": ", met {cycle}",
  "mostOfIt": ", het grootste deel {when, select, after {na} other {voor}} {x}",
  "cycle.named":
    "een {period, select, yearly {jaarlijkse} monthly {maandelijkse} weekly {wekelijkse} other {dagelijkse}} cyclus van ongeveer {swing}",
  "cycle.about":
    "een cyclus van ongeveer {amount} {unit, select, year {jaar} quarter {{amount, plural, one {kwartaal} other {kwartalen}}} month {{amount, plural, one {maand} other {maanden}}} week {{amount, plural, one {week} other {weken}}} day {{amount, plural, one {dag} other {dagen}}} hour {uur} minute {{amount, plural, one {minuut} other {minuten}}} other {{amount, plural, one {seconde} other {seconden}}}} die ongeveer {swing} schommelt",
  "cycle.axis": "een cyclus van ongeveer {amount} op de as {axis} die ongeveer {swing} schommelt",
  "every.named": "{unit, select, year {elk jaar} month {elke maand} week {elke week} other {elke dag}}",
  "every.about":
    "ongeveer elke {amount} {unit, select, year {jaar} quarter {{amount, plural, one {kwartaal} other {kwartalen}}} month {{amount, plural, one {maand} other {maanden}}} week {{amount, plural, one {week} other {weken}}} day {{amount, plural, one {dag} other {dagen}}} hour {uur} minute {{amount, plural, one {minuut} other {minuten}}} other {{amount, plural, one {seconde} other {seconden}}}}",
  "every.axis": "ongeveer elke {amount} op de as {axis}",
  "cyclic":
    "{series}: op en neer in {cycle},{trend, select, none { zonder duidelijke trend,} other {}} tussen een laagste waarde van {min} {minX} en een hoogste waarde van {max} {maxX}.",
  "cycle.move":
    "Het {unit, select, year {jaar} month {maand} week {week} other {dag}}gemiddelde {direction, select, up {steeg} other {daalde}} van {from} {fromX} naar {to} {toX}.",
  "cycle.turn":
    "Het {unit, select, year {jaar} month {maand} week {week} other {dag}}gemiddelde bereikte {when} {direction, select, up {zijn hoogste punt} other {zijn laagste punt}} met {value}.",
  "cycle.beneath":
    "Over de {unit, select, year {jaren} month {maanden} week {weken} other {dagen}} heen {direction, select, up {steeg} other {daalde}} het niveau met {by}, van gemiddeld {first} {unit, select, year {in het eerste jaar} month {in de eerste maand} week {in de eerste week} other {op de eerste dag}} naar {last} {unit, select, year {in het laatste} month {in de laatste} week {in de laatste} other {op de laatste}}.",
  "levelShift":
    "Het niveau {direction, select, up {sprong} other {zakte}} {x} van ongeveer {before} naar ongeveer {after}.",
  "flat": "{series}: vrijwel onveranderd rond {median} {span}, met waarden van {min} tot {max}.",
  "path.only": "{series}: {first} {firstX}.",
  "path.start":
    "{series}: {direction, select, up {stijging} other {daling}}{amount, select, none {} other { met {factor, select, yes {een factor {amount}} other {{amount}}}}} van {first} {firstX} tot {label, select, peak {een piek van } low {een dal van } high {een hoogste waarde van } other {}}{value} {x}",
  "path.then":
    ", daarna {direction, select, up {stijging} other {daling}}{amount, select, none {} other { met {factor, select, yes {een factor {amount}} other {{amount}}}}} tot {label, select, peak {een piek van } low {een dal van } high {een hoogste waarde van } other {}}{value} {x}",
  "path.staysNear": ", daarna vrijwel onveranderd rond {value}",
  "path.held": ", waar ze {duration} bleef",
  "path.ended": ", ten slotte {value} {x}",
  "path.end":
    "{recovery, select, past {, voorbij de eerdere piek} short {, nog onder de eerdere piek} other {}}{overall, select, none {} other {, {overall}}}.",
  "overallChange":
    "in totaal {direction, select, up {een stijging} other {een daling}} met {factor, select, yes {een factor {amount}} other {{amount}}}",
  "fluctuating":
    "{series}: schommelingen tussen {min} en {max} zonder duidelijke trend, van {first} {firstX} tot {last} {lastX}.",

  "peaked": "De piek lag op {value} {x}.",
  "dipped": "Het dal lag op {value} {x}.",
  "excursion":
    "Tussendoor {direction, select, up {steeg} other {daalde}} de waarde met {factor, select, yes {een factor {amount}} other {{amount}}}, van {extreme, select, yes {{direction, select, up {een dal van } other {een piek van }}} other {}}{approximate, select, yes {ongeveer } other {}}{from} {fromX} tot {approximate, select, yes {ongeveer } other {}}{to} {toX}.",
  "excursionClause":
    ", met een {direction, select, up {stijging} other {daling}} met {factor, select, yes {een factor {amount}} other {{amount}}} van {approximate, select, yes {ongeveer } other {}}{from} {fromX} tot {approximate, select, yes {ongeveer } other {}}{to} {toX}",
  "excursion.then":
    ", daarna {direction, select, up {steeg} other {daalde}} ze met {factor, select, yes {een factor {amount}} other {{amount}}} tot {approximate, select, yes {ongeveer } other {}}{to} {toX}.",
  "missingValuesAt": "{missing} van de {total} waarden {missing, plural, one {ontbreekt} other {ontbreken}}: {list}.",
  "missingValues": "{missing} van de {total} waarden {missing, plural, one {ontbreekt} other {ontbreken}}.",
  "unusualValues":
    "{count, plural, one {Eén ongewone waarde: {firstY} {firstX}.} other {Twee ongewone waarden: {firstY} {firstX} en {secondY} {secondX}.}}",
  "extremes": "De hoogste waarde van {max} lag {maxX}, de laagste van {min} {minX}.",

  "highestLowest": "Hoogste waarde: {highest}, {highestValue}; laagste: {lowest}, {lowestValue}.",
  "names.more": "{names} en {count} andere",
  "allEqual": "{series}: elke categorie staat op {value}.",
  "categoryValue": "{category}: {value}",
  "pie.slices":
    "{largest} {largestCount, plural, one {is met {share} het grootste van {count} segmenten} other {zijn met elk {share} de grootste van {count} segmenten}}{rest, select, none {} other {, gevolgd door {rest}}}.",
  "pie.slice": "{name} met {share}",
  "inSeries": "{series}: {sentence}",
  "sentence.end": ".",
  "list.separator": ", ",
  "list.last": " en ",

  "relationship":
    "Er is een {strength, select, weak {zwak} moderate {matig} other {sterk}} {direction, select, up {positief} other {negatief}} verband tussen {x} en {y}: hoe groter {x}, hoe {direction, select, up {groter} other {kleiner}} {y} doorgaans is.",
  "relationship.none": "Er is geen duidelijk verband tussen {x} en {y}.",
  "relationship.everywhere":
    "Er is een {strength, select, weak {zwak} moderate {matig} other {sterk}} {direction, select, up {positief} other {negatief}} verband tussen {x} en {y}, over alle punten en binnen elke reeks ({groups}): hoe groter {x}, hoe {direction, select, up {groter} other {kleiner}} {y} doorgaans is.",
  "relationship.everywhere.none":
    "Er is geen duidelijk verband tussen {x} en {y}, niet over alle punten en niet binnen de reeksen ({groups}).",
  "relationship.acrossAll":
    "Over alle {count} punten is er {strength, select, none {geen duidelijk verband} other {een {strength, select, weak {zwak} moderate {matig} other {sterk}} {direction, select, up {positief} other {negatief}} verband}} tussen {x} en {y}{within, select, up {, maar binnen elke reeks is het positief} down {, maar binnen elke reeks is het negatief} other {}}.",
  "relationship.group":
    "{strength, select, none {geen duidelijk verband} other {{strength, select, weak {zwak} moderate {matig} other {sterk}} {direction, select, up {positief} other {negatief}}}} voor {name}",
  "relationship.groups": "Binnen elke reeks: {groups}.",
  "relationship.counts": "Van de {total} reeksen: {parts}.",
  "relationship.counts.positive": "{count} met een positief verband",
  "relationship.counts.negative": "{count} met een negatief verband",
  "relationship.counts.none": "{count} zonder duidelijk verband",

  "series.clauses": "{clauses}.",
  "series.clauses.span": "{span}: {clauses}.",
  "series.separator": "; ",
  "series.startsLater": "{series} (vanaf {start})",
  "series.noData": "{series}: geen gegevens",
  "series.single": "{series}: één waarde, {value} {x}",
  "series.constant": "{series}: onveranderd op {value}",
  "series.unchanged": "{series}: {to} aan het begin en aan het eind",
  "series.moved":
    "{series}: {adverb, select, sharply {sterke } steadily {gestage } slightly {lichte } other {}}{direction, select, up {stijging} other {daling}}{by, select, none {{from, select, none { in totaal} other {}}} other { met {factor, select, yes {een factor {by}} other {{by}}}}}{from, select, none {} other { van {from}}} tot {to}",
  "series.flat": "{series}: vrijwel onveranderd rond {value}",
  "series.peak": "{series}: piek van {value} {x}, ten slotte {end}",
  "series.trough": "{series}: dal van {value} {x}, ten slotte {end}",
  "series.cyclic": "{series}: op en neer in {cycle}, tot {high} {x}",
  "series.noise": "{series}: geen trend, waarden verspreid rond {mean}",
  "series.fluctuated": "{series}: schommelingen tussen {low} en {high}",
  "allLines": "Alle {count} lijnen {direction, select, up {stegen} other {daalden}}.",
  "sharedExcursion":
    "{count, plural, =2 {Beide lijnen} other {Alle {count} lijnen}} {direction, select, up {stegen} other {daalden}} {span}: {parts}.",
  "sharedExcursion.part": "{series} met {factor, select, yes {een factor {amount}} other {{amount}}}",
  "lineCounts": "Van {total} lijnen: {parts}.",
  "lineCounts.rose": "{count} {count, plural, one {steeg} other {stegen}}",
  "lineCounts.fell": "{count} {count, plural, one {daalde} other {daalden}}",
  "lineCounts.other": "{count} zonder duidelijke trend",
  "changedMost":
    "Grootste {direction, select, up {stijging} other {daling}}: {series}, {factor, select, yes {een factor {by}} other {{by}}}.",
  "endedHighest": "Hoogste eindwaarde: {series}, {value}.",
  "changedMostTied":
    "{all, select, yes {{series} {direction, select, up {stegen} other {daalden}} elk {factor, select, yes {een factor {by}} other {{by}}}.} other {Grootste {direction, select, up {stijging} other {daling}}, gelijk: {series}, elk {factor, select, yes {een factor {by}} other {{by}}}.}}",
  "endedHighestAndLowest": "Hoogste eindwaarde: {highest}, {high}; laagste: {lowest}, {low}.",
  "overtook": "{leader} haalde {follower} in {x}.",
  "aboveThroughout": "De lijn {leader} ligt overal boven de lijn {follower}.",
  "crossRepeatedly":
    "{first} en {second} kruisen elkaar steeds weer, {count} keer; {leader} ligt {share} van de tijd hoger.",
  "endedWithinUncertainty":
    "Aan het eind ligt {leader} boven {follower}, maar hun intervallen overlappen daar, dus het verschil valt binnen de onzekerheid.",
  "noise":
    "{series}: geen trend, de waarden schommelen rond een gemiddelde van {mean}; de meeste liggen tussen {low} en {high}.",
  "noise.leavingOut":
    "{series}: geen trend; zonder één meting ver van de rest schommelen de waarden rond een gemiddelde van {mean}, en de meeste liggen tussen {low} en {high}.",
  "spike":
    "{extreme, select, high {Het hoogste punt is één meting ver boven} low {Het laagste punt is één meting ver onder} other {Eén meting, {value} {x}, ligt ver {direction, select, up {boven} other {onder}}}} de waarden eromheen, ongeveer {around}.",
  "logGrowth":
    "{since, select, none {Op de logaritmische schaal} other {Vanaf {since} op de logaritmische schaal}} {direction, select, up {groeide het} other {kromp het}} ongeveer {rate} per jaar, {direction, select, up {een verdubbeling} other {een halvering}} ongeveer elke {years} jaar.",
  "powerLaw":
    "Op de logaritmische schalen {direction, select, up {stijgt} other {daalt}} {y} ongeveer als {x} tot de macht {direction, select, up {} other {min }}{exponent}: tien keer zoveel {x} gaat samen met ongeveer {factor} keer zoveel {y}.",
  "gap": "Het verschil tussen {first} en {second} {direction, select, up {groeide} other {kromp}} van {from} tot {to}.",
  "moreSeries": "{count, plural, one {Nog één reeks wordt} other {Nog # reeksen worden}} hier niet beschreven.",

  "interval.width":
    "Het {level, select, none {onzekerheidsinterval} other {betrouwbaarheidsinterval ({level})}} wordt {direction, select, up {breder} other {smaller}}, van {from} {fromX} tot {to} {toX}.",
  "interval.everyLine":
    "De {level, select, none {onzekerheidsintervallen} other {betrouwbaarheidsintervallen ({level})}} van elke lijn worden van begin tot eind {direction, select, up {breder} other {smaller}}.",
  "interval.steady":
    "Het {level, select, none {onzekerheidsinterval} other {betrouwbaarheidsinterval ({level})}} blijft ongeveer {width}.",
  "interval.plusOrMinus": "plus of min {value}",
  "interval.between": "tussen {lower} en {upper}",
  "interval.pair.x": "{firstX} en {secondX}",
  "interval.pair.categories": "van {first} en {second}",
  "interval.noOverlap":
    "De {level, select, none {onzekerheidsintervallen} other {betrouwbaarheidsintervallen ({level})}} {pair} overlappen niet.",
  "interval.slightOverlap":
    "De {level, select, none {onzekerheidsintervallen} other {betrouwbaarheidsintervallen ({level})}} {pair} overlappen een beetje, maar de verandering is groter dan hun gezamenlijke onzekerheid.",
  "interval.overlap":
    "De {level, select, none {onzekerheidsintervallen} other {betrouwbaarheidsintervallen ({level})}} {pair} overlappen, dus de verandering valt binnen de onzekerheid.",

  "details.trend": "{direction, select, up {stijgend} other {dalend}}",
  "details.noTrend":
    "{reason, select, small {geen, want de aangepaste verandering van {change} is klein tegenover het bereik van {range}, hoewel de Mann-Kendall-toets een {direction, select, up {stijgende} other {dalende}} volgorde vindt} other {geen}}",
  "details.confidence":
    "{level, select, veryStrong {zeer sterk} strong {sterk} moderate {matig} weak {zwak} other {geen}}",
  "details.model":
    "{kind, select, linear {lineair} exponential {exponentieel} logarithmic {logaritmisch} power {machtsfunctie} other {sinusvormig}}, {equation}{meaning, select, none {} other {, {meaning}}}",
  "details.xYearsSince": "waarbij x het aantal jaren sinds {origin} is",
  "details.xMinus": "waarbij x gelijk is aan {title} min {origin}",
  "details.xSince": "waarbij x het aantal {units} sinds {origin} is",
  "details.xPosition": "waarbij x de positie van de categorie is, 0 voor {first}",
  "details.xIs": "waarbij x {title} is",
  "details.none": "geen",
  "details.lessThan": "minder dan {value}",
  "details.outliersMany": "{count} waarden, de {shown} meest extreme: {list}",
  "details.changePoint": "het niveau verschoof {x} van ongeveer {before} naar ongeveer {after}",
  "details.periodicity": "{every}, met een schommeling van ongeveer {swing}",
  "details.change":
    "{direction, select, up {plus} other {min}} {amount}{relative, select, none {} other {, {factor, select, yes {een factor {relative}} other {{relative}}}}}",
  "details.feature":
    "{kind, select, trend {Trend} model {Beste model} confidence {Betrouwbaarheid van de fit} outliers {Uitschieters} peak {Piek} trough {Dal} values {Waarden} periodicity {Periodiciteit} other {{kind, select, changePoint {Niveausprong} other {Richtingswisselingen}}}}",
  "details.statistic":
    "{name, select, minimum {Minimum} maximum {Maximum} mean {Gemiddelde} median {Mediaan} count {Aantal} missing {Ontbrekende waarden} first {Eerste waarde} last {Laatste waarde} change {Verandering} slope {Helling} rSquared {R-kwadraat} correlation {Correlatie} kendallTau {Kendalls tau} pValue {p-waarde volgens Mann-Kendall} other {Correlatie over alle punten}}",
  "details.line": "{series}, {label}: {value}",
  "details.line.chart": "{label}: {value}",
  "details.categoryValue": "{value} voor {category}",

  "rate.time":
    "per {unit, select, second {seconde} minute {minuut} hour {uur} day {dag} week {week} month {maand} year {jaar} decade {decennium} century {eeuw} other {kwartaal}}",
  "rate.unit": "per {multiple, plural, =1 {{one}} =1000000 {miljoen {other}} other {# {other}}}",
  "rate.unitOf": "{count, plural, one {eenheid} other {eenheden}}{title, select, none {} other { {title}}}",
  "rate.category": "{count, plural, one {categorie} other {categorieën}}",
  "unit.time":
    "{unit, select, year {jaar} quarter {{count, plural, one {kwartaal} other {kwartalen}}} month {{count, plural, one {maand} other {maanden}}} week {{count, plural, one {week} other {weken}}} day {{count, plural, one {dag} other {dagen}}} hour {uur} minute {{count, plural, one {minuut} other {minuten}}} other {{count, plural, one {seconde} other {seconden}}}}",

  "equation.linear": "y is gelijk aan {a} maal x{b}",
  "equation.exponential": "y is gelijk aan {a} maal e tot de macht {b} maal x",
  "equation.logarithmic": "y is gelijk aan {a} maal de natuurlijke logaritme van x{b}",
  "equation.power": "y is gelijk aan {a} maal x tot de macht {b}",
  "equation.sinusoidal": "y is gelijk aan {a} maal de sinus van {b} maal x{c}{d}",
  "equation.term": "{comma, select, yes {,} other {}} {sign, select, minus {min} other {plus}} {value}",
  "value.negative": "min {value}",
  "date.atTime": "{date} om {time}",
  "date.quarter": "{quarter}e kwartaal {year}",
  "date.quarterAlone": "{quarter}e kwartaal",

  "describe.untitled": "Diagram zonder titel",
  "describe.untitledAxis": "zonder titel",
  "describe.xAxis": "{heatmap, select, yes {Kolommen} other {X-as}}: {axis}",
  "describe.yAxis": "{heatmap, select, yes {Celwaarden} other {Y-as}}: {axis}",
  "describe.additionalAxis": "Extra as {number}: {axis}",
  "describe.referenceLine": "Referentielijn op de {axis, select, x {X-as} other {Y-as}}: {label}, bij {value}.",
  "describe.noCategories": "Geen categorieën.",
  "describe.categories": "{count, plural, one {# categorie} other {# categorieën}}: {list}",
  "describe.categoriesRange": "{count, plural, one {# categorie} other {# categorieën}}, van {first} tot {last}",
  "describe.noData": "Nog geen gegevens.",
  "describe.single": "{kind, select, date {Eén datum} year {Eén jaar} other {Eén waarde}}, {value}",
  "point.inSeries": "{series}: {point}",
  "describe.range": "{kind, select, date {Datums} year {Jaren} other {Waarden}} van {lower} tot {upper}",
  "describe.log10": "Logaritmische schaal met grondtal 10.",
  "describe.ln": "Natuurlijke logaritmische schaal.",
  "describe.seriesHeader":
    "{several, select, yes {Reeks {number} van {total}{named, select, no {. } other {: }}} other {Reeks: }}",
  "describe.heatmapRow":
    "{total, plural, one {Rij} other {Rij {number} van {total}}}: {name}, {count, plural, =0 {geen cellen} one {# cel} other {# cellen}}{empty, plural, =0 {} other {, # leeg}}.",
  "describe.group":
    "{several, select, yes {Groep {number} van {total}} other {Groep}}{named, select, no {, } other {: {name}, }}{known, select, no {aantal waarden niet gegeven} other {{count, plural, one {# waarde} other {# waarden}}}}.",
  "describe.bins":
    "{bins, plural, =0 {geen klassen} one {# klasse} other {# klassen}}, {count, plural, one {# waarde} other {# waarden}}",
  "describe.pieSlices": "Cirkeldiagram, {count, plural, one {# segment} other {# segmenten}}",
  "describe.seriesKind": "{continuous, select, yes {Lijn} other {Losse punten}}",
  "describe.dataPoints": "{count, plural, =0 {geen datapunten} one {# datapunt} other {# datapunten}}",
  "describe.missing": "{count, plural, one {# ontbrekende waarde} other {# ontbrekende waarden}}",
  "describe.intervals":
    "{all, select, yes {alle} other {{count}}} met {level, select, none {onzekerheidsinterval} other {betrouwbaarheidsinterval ({level})}}",
  "describe.seriesName": "Reeks {number}",
  "point.interval": ". Betrouwbaarheidsinterval: {lower} tot {upper}",
  // The HTML page, the data table and the braille line
  "page.summary": "Samenvatting",
  "page.axes": "Assen en reeksen",
  "page.audio": "Audiografiek",
  "page.audioText":
    "De audiografiek duurt {seconds} seconden. De tijd loopt langs de X-as van links naar rechts en de toonhoogte volgt y: hogere waarden klinken hoger.",
  "page.noAudio": "De audiografiek kan hier niet worden afgespeeld; de gegevenstabel hieronder bevat elke waarde.",
  "page.table": "Gegevenstabel",
  "page.noData": "Het diagram bevat geen gegevens.",
  "page.braille": "Braille",
  "page.noSeries": "Het diagram heeft geen reeksen.",
  "page.details": "Diagramdetails",
  "page.noDetails": "Geen kenmerken of statistieken.",
  "page.features": "Kenmerken",
  "page.statistics": "Statistieken",
  "axis.count":
    "Aantal",
  "distribution.center":
    "{series}: {count, plural, one {# waarde} other {# waarden}}, mediaan {median}.",
  "distribution.spread":
    "De helft van de waarden ligt tussen {q1} en {q3}, alle tussen {min} en {max}.",
  "distribution.shape":
    "{shape, select, symmetric {De verdeling is ongeveer symmetrisch.} skewedRight {De verdeling is rechtsscheef, met een lange staart van hoge waarden.} skewedLeft {De verdeling is linksscheef, met een lange staart van lage waarden.} other {De verdeling is ongeveer symmetrisch maar heeft zware staarten: meer extreme waarden dan een klokkromme.}}",
  "distribution.peaks":
    "De verdeling heeft {count} toppen, bij ongeveer {peaks}.",
  "distribution.outliers":
    "{direction, select, up {{count, plural, one {Eén waarde is ongewoon hoog} other {# waarden zijn ongewoon hoog}}, boven {fence}} other {{count, plural, one {Eén waarde is ongewoon laag} other {# waarden zijn ongewoon laag}}, onder {fence}}}.",
  "distribution.bin":
    "{low} tot {high}: {count, plural, one {# waarde} other {# waarden}}, {share}.",
  "box.group":
    "{group}: mediaan {median}, middelste helft {q1} tot {q3}.",
  "box.fiveNumbers":
    "{count, plural, one {# waarde} other {# waarden}}; minimum {min}, eerste kwartiel {q1}, mediaan {median}, derde kwartiel {q3}, maximum {max}{outliers, select, none {} other {; ongewone waarden: {outliers}}}.",
  "box.highestLowest":
    "De hoogste mediaan: {highest}, de laagste: {lowest}.",
  "box.groupsRange":
    "{count} groepen, met medianen van {low} bij {lowest} tot {high} bij {highest}.",
  "box.comparison":
    "{verdict, select, differClearly {De groepen verschillen duidelijk.} differSlightly {De groepen verschillen licht en overlappen sterk.} other {De groepen overlappen, zonder duidelijk verschil.}}",
  "box.outliers":
    "Ongewone waarden: {list}.",
  "box.outliersIn":
    "{count} bij {group}",
  "box.countUnknown":
    "De gegevens zeggen niet hoeveel waarden elke groep heeft.",
  "box.fiveNumbersNoCount":
    "aantal waarden niet gegeven; minimum {min}, eerste kwartiel {q1}, mediaan {median}, derde kwartiel {q3}, maximum {max}{outliers, select, none {} other {; ongewone waarden: {outliers}}}.",
  "box.countNotGiven":
    "niet gegeven",
  "details.distribution":
    "{name, select, q1 {Eerste kwartiel} q3 {Derde kwartiel} iqr {Interkwartielafstand} sd {Standaardafwijking} skewness {Scheefheid} kurtosis {Exces-kurtosis} bins {Klassen} groups {Groepen} peaks {Toppen} test {Groepsvergelijking} other {Ongewone waarden}}",
  "details.test":
    "Kruskal-Wallis H {h}, p {p}, effectgrootte {effect}",
  "table.binRange":
    "{low} tot {high}",
  "table.share":
    "Aandeel",
  "table.series":
    "Reeks",
  "table.caption": "{title}, gegevenstabel, {rows, plural, one {# rij} other {# rijen}}",
  "table.bound":
    "{series, select, none {{side, select, lower {Ondergrens} other {Bovengrens}}} other {{series}, {side, select, lower {ondergrens} other {bovengrens}}}}{level, select, none {} other { ({level})}}",
  "table.level": "{level}%",
  "table.additionalAxis": "Extra as {number}",
  "table.label": "{series, select, none {Label} other {{series}, label}}",
  "table.noData": "Geen gegevens.",
  "table.pair": "{header}: {value}",
  "braille.noData": "{series}: geen gegevens.",
  "braille.thinned":
    "{series}: {count, plural, one {# waarde} other {# waarden}} van {start} tot {end} in {width} cellen, elk het gemiddelde van de waarden in zijn deel van de X-as.",
  "braille.single": "{series}: {count, plural, one {# waarde} other {# waarden}} bij {x}, één cel.",
  "braille.histogram":
    "{series}: {bins, plural, one {# klasse} other {# klassen}} van {low} tot {high}, {thinned, select, yes {in {width} cellen, elk zo hoog als het gemiddelde aantal van zijn klassen} other {één cel per klasse, zo hoog als het aantal}}. Kleinste aantal {fewest}, grootste {most}.",
  "braille.each":
    "{series}: {count, plural, one {# waarde} other {# waarden}} van {first} tot {last}, één cel per waarde.",
  "braille.box":
    "{series}: boxplot van {min} tot {max}, mediaan {median}{outliers, plural, =0 {} one {, # ongewone waarde} other {, # ongewone waarden}}. De schaal, van {low} tot {high}, is voor elke groep gelijk.",
  "braille.lowHigh": " Laagste {low}, hoogste {high}.",
  "braille.noValues": " Geen waarden.",
  "braille.missing":
    " {count, plural, one {# ontbrekende waarde is een lege cel} other {# ontbrekende waarden zijn lege cellen}}.",
  "narration.end": "Einde van het diagram.",
  // Notes about what an audio graph does not let a listener hear
  "sound.emptySeries": "Reeks {number} ({series}) heeft geen waarden: er is niets van te horen.",
  "sound.onlyMissing":
    "Reeks {number} ({series}) heeft alleen ontbrekende waarden: {markers, select, yes {alleen hun markeringen zijn te horen} other {er is niets van te horen}}.",
  "sound.singleValue":
    "Reeks {number} ({series}) heeft één waarde: één toon, {seconds} seconden na het begin{flat, select, yes { (midden in de gegevens, omdat alle punten dezelfde x hebben)} other {}}.",
  "sound.merged":
    "Reeks {number} ({series}) heeft meer punten dan er een voor een te horen zijn: de {count} punten klinken als {items} {continuous, select, yes {steunpunten} other {tonen}}, elk het gemiddelde van de punten in {milliseconds} milliseconden.",
  "sound.missingMerged":
    "Reeks {number} ({series}) heeft {count, plural, one {# ontbrekende waarde} other {# ontbrekende waarden}} in tijdvakken die ook waarden bevatten{markers, select, yes {; elk zo'n tijdvak speelt het geluid voor ontbrekende waarden} other {}}.",
  "sound.missingMergedGaps":
    "{slots, plural, one {# tijdvak, minstens half ontbrekend, klinkt als ontbrekend} other {# tijdvakken, minstens half ontbrekend, klinken als ontbrekend}}.",
  "sound.missingMergedMeans":
    "{slots, plural, one {# tijdvak, vooral met waarden, speelt het gemiddelde van zijn waarden} other {# tijdvakken, vooral met waarden, spelen het gemiddelde van hun waarden}}.",
  "sound.additionalAxis":
    "Extra as {number} ({axis}) wordt niet hoorbaar gemaakt; ze kan {numeric, select, yes {het volume, de toonlengte, de helderheid of de tremolo} other {de klankkleur}} sturen.",
  "sound.toneLength":
    "De toonlengte geldt alleen voor reeksen van losse punten; doorlopende reeksen houden hun lengte.",
  "sound.yGridlines": "Rasterlijnen van de Y-as worden niet hoorbaar gemaakt; de toonhoogte geeft de y-waarde.",
  "sound.intervalsOff": "Betrouwbaarheidsintervallen worden niet hoorbaar gemaakt (intervallen staan uit).",
  "sound.xReferenceLines": "Referentielijnen van de X-as worden niet hoorbaar gemaakt (hun signalen staan uit).",
  "sound.yReferenceLines":
    "Referentielijnen van de Y-as worden niet hoorbaar gemaakt (hun signalen en aanhoudende tonen staan uit).",
  "sound.xGridlines": "Rasterlijnen van de X-as worden niet hoorbaar gemaakt (hun signalen staan uit).",
  "sound.missingSilent": "Ontbrekende waarden zijn stille gaten zonder markering (hun signalen staan uit).",
  "sound.onlySeries":
    "Alleen reeks {number} ({series}) is te horen; {others, plural, one {de andere reeks niet} other {de # andere reeksen niet}}.",
  "sound.unknownCategories":
    "{count, plural, one {# punt van reeks {number} ({series}) heeft een categorie die niet op de X-as staat en is niet te horen} other {# punten van reeks {number} ({series}) hebben een categorie die niet op de X-as staat en zijn niet te horen}}.",
  // explore
  "explore.help1": "Toetsen: Links en Rechts lopen door de punten; Home en End gaan naar het eerste en laatste punt.",
  "explore.help2": "Page Up en Page Down, of [ en ], gaan naar de vorige en volgende reeks.",
  "explore.help3":
    "Spatie speelt de grafiek van deze reeks vanaf het huidige punt en pauzeert hem; + en - veranderen de snelheid.",
  "explore.help4":
    "m gaat naar het minimum en M naar het maximum; s zegt de samenvatting, d de kenmerken en statistieken.",
  "explore.help5": "b toont de brailleregel van deze reeks en de cel van het huidige punt.",
  "explore.help6": "h zegt deze hulp; q stopt.",
  "explore.help8":
    "In een boxplot gaan Links en Rechts naar de vorige en volgende groep; Omhoog en Omlaag (up en down vanuit een script) lopen door haar waarden, van de laagste ongewone waarde via minimum, kwartielen en mediaan tot de hoogste.",
  "explore.boxPart":
    "{series}, {part, select, minimum {minimum} q1 {eerste kwartiel} median {mediaan} q3 {derde kwartiel} maximum {maximum} other {ongewone waarde {number} van {count}}}: {value}.",
  "explore.highestPart":
    "Hoogste waarde.",
  "explore.lowestPart":
    "Laagste waarde.",
  "explore.lastGroup":
    "Dit is de laatste groep.",
  "explore.firstGroup":
    "Dit is de eerste groep.",
  "explore.start": "Verkennen: {title, select, none {een diagram} other {{title}}}. h voor hulp, q om te stoppen.",
  "explore.noSeries": "Het diagram heeft geen reeksen.",
  "explore.noPoints": "{series}: geen punten.",
  "explore.noValues": "{series}: geen waarden.",
  "explore.lastPoint": "Laatste punt.",
  "explore.firstPoint": "Eerste punt.",
  "explore.lastSeries": "Dit is de laatste reeks.",
  "explore.firstSeries": "Dit is de eerste reeks.",
  "explore.minimum": "Minimum:",
  "explore.maximum": "Maximum:",
  "explore.paused": "Gepauzeerd.",
  "explore.fastest": "Hoogste snelheid.",
  "explore.slowest": "Laagste snelheid.",
  "explore.speed":
    "Snelheid {speed, select, half {half} threeQuarters {0,75 keer} normal {normaal} oneAndAHalf {1,5 keer} other {dubbel}}, {seconds} seconden.",
  "explore.cursor": "Cursor op cel {cell} van {cells}.",
  "explore.notOnLine": "Het huidige punt staat niet op de regel.",
  "explore.complete": "Klaar.",
  "explore.completeAt": "Klaar. Bij {point}.",
  "explore.pausedAt": "Gepauzeerd bij {point}.",
  "explore.playing": "{series} speelt vanaf {point}.",
  "x.span": "van {from} tot {to}",
  "x.spanStart": "Van {from} tot {to}",
]
