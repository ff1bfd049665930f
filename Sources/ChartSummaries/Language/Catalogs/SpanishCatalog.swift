import ChartAccessibility

/// The Spanish messages. Series names are never the subject of a verb ("Ventas: fuerte aumento
/// de 65 %, …"), so nothing has to agree with a name's gender or number. x values take "en"
/// before months and years ("en enero de 2024"), "el" before days, "a las" before times.
enum SpanishCatalog {
  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences, heatmap, candlestick, stack)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    "number.large":
      "{number} {scale, select, trillion {{number, plural, one {billón} other {billones}}} billion {mil millones} other {{number, plural, one {millón} other {millones}}}}{unit, select, none {} other { de {unit}}}",
    "number.percentagePoints": "{number} {number, plural, one {punto porcentual} other {puntos porcentuales}}",
    "fallback.xValues": "x",
    "fallback.values": "los valores",
    "template.trendVerb": "{direction, select, up {aumentó} down {disminuyó} other {se mantuvo estable}}",
    "template.point": "{count, plural, one {punto} other {puntos}}",
    "template.otherLanguage":
      "La plantilla de resumen del gráfico está escrita en {language, select, en {inglés} de {alemán} fr {francés} es {español} other {el idioma {code}}}; el resumen es el generado, en español.",
    "count.dataPoints": "{count} {count, plural, one {punto de datos} other {puntos de datos}}",

    "x.year": "en {x}",
    "x.negativeYear": "en el año {x}",
    "x.quarter": "en el {x}",
    "x.month": "en {x}",
    "x.day": "el {x}",
    "x.dateTime": "el {x}",
    "x.time": "a las {x}",
    "x.pointWord": "punto",
    "x.number": "{variable, select, yes {para {x}} other {en {x}}}",
    "x.category": "en {x}",
    "x.counted":
      "{gender, select, none {en {x}} other {{preposition, select, on {{gender, select, feminine {la {x}} other {el {x}}}} other {{gender, select, feminine {en la {x}} other {en el {x}}}}}}}",
    "x.provided": "{preposition, select, on {el {x}} other {en {x}}}",

    "orientation":
      "{kind, select, line {Gráfico de líneas} bar {Gráfico de barras} scatter {Diagrama de dispersión} histogram {Histograma} boxPlot {Diagrama de caja} candlestick {Gráfico de velas} stackedBar {Gráfico de barras apiladas} groupedBar {Gráfico de barras agrupadas} normalizedBar {Gráfico de barras normalizadas} stackedArea {Gráfico de áreas apiladas} other {Gráfico circular}}{title, select, none {} other {, {title}}}, {count, plural, one {# {kind, select, bar {barra} stackedBar {barra} normalizedBar {barra} groupedBar {grupo} pie {sector} histogram {intervalo} boxPlot {grupo} candlestick {período} other {punto}}} other {# {kind, select, bar {barras} stackedBar {barras} normalizedBar {barras} groupedBar {grupos} pie {sectores} histogram {intervalos} boxPlot {grupos} candlestick {períodos} other {puntos}}}}{span, select, none {} other { {span}}}.",
    "distribution.center":
      "{series}: {count, plural, one {# valor} other {# valores}}, mediana {median}.",
    "distribution.spread":
      "La mitad de los valores está entre {q1} y {q3}; todos, entre {min} y {max}.",
    "distribution.shape":
      "{shape, select, symmetric {La distribución es aproximadamente simétrica.} skewedRight {La distribución es asimétrica a la derecha, con una cola larga de valores altos.} skewedLeft {La distribución es asimétrica a la izquierda, con una cola larga de valores bajos.} other {La distribución es aproximadamente simétrica, pero con colas pesadas: más valores extremos que una campana de Gauss.}}",
    "distribution.peaks":
      "La distribución tiene {count} picos, cerca de {peaks}.",
    "distribution.outliers":
      "{direction, select, up {{count, plural, one {Un valor es inusualmente alto} other {# valores son inusualmente altos}}, por encima de {fence}} other {{count, plural, one {Un valor es inusualmente bajo} other {# valores son inusualmente bajos}}, por debajo de {fence}}}.",
    "distribution.bin":
      "De {low} a {high}, {count, plural, one {# valor} other {# valores}}, {share}.",
    "box.group":
      "{group}: mediana {median}, mitad central de {q1} a {q3}.",
    "box.fiveNumbers":
      "{count, plural, one {# valor} other {# valores}}; mínimo {min}, primer cuartil {q1}, mediana {median}, tercer cuartil {q3}, máximo {max}{outliers, select, none {} other {; valores inusuales: {outliers}}}.",
    "box.highestLowest":
      "{highest} tiene la mediana más alta y {lowest}, la más baja.",
    "box.groupsRange":
      "{count} grupos, con medianas desde {low} en {lowest} hasta {high} en {highest}.",
    "box.comparison":
      "{verdict, select, differClearly {Los grupos difieren claramente.} differSlightly {Los grupos difieren ligeramente y se solapan mucho.} other {Los grupos se solapan, sin una diferencia clara.}}",
    "box.outliers":
      "Valores inusuales: {list}.",
    "box.outliersIn":
      "{count} en {group}",
    "box.countUnknown":
      "Los datos no indican cuántos valores tiene cada grupo.",
    "box.fiveNumbersNoCount":
      "número de valores no indicado; mínimo {min}, primer cuartil {q1}, mediana {median}, tercer cuartil {q3}, máximo {max}{outliers, select, none {} other {; valores inusuales: {outliers}}}.",
    "details.distribution":
      "{name, select, q1 {Primer cuartil} q3 {Tercer cuartil} iqr {Rango intercuartílico} sd {Desviación estándar} skewness {Asimetría} kurtosis {Curtosis en exceso} bins {Intervalos} groups {Grupos} peaks {Picos} test {Comparación de grupos} other {Valores inusuales}}",
    "details.test":
      "H de Kruskal-Wallis {h}, p {p}, tamaño del efecto {effect}",

    "noData": "No hay datos.",
    "singlePoint": "Solo hay un punto de datos: {y} {x}.",
    "constant": "{series}: estable en {y} {span}.",
    "fewPoints.unchanged": "{series}: entre {min} y {max}, con {first} al principio y al final.",
    "fewPoints":
      "{series}: {direction, select, up {aumento} other {descenso}} de {first} {firstX} a {last} {lastX}{after}.",
    "afterInterior": ", tras {kind, select, high {alcanzar un máximo} other {caer a un mínimo}} de {value} {x}",
    "trend":
      "{series}: {adverb, select, sharply {fuerte {direction, select, up {aumento} other {descenso}}} steadily {{direction, select, up {aumento} other {descenso}} constante} slightly {ligero {direction, select, up {aumento} other {descenso}}} other {{direction, select, up {aumento} other {descenso}}}}{by, select, none { general} other { {factor, select, yes {({direction, select, up {multiplicación} other {división}} por {by})} percent {del {by}} other {de {by}}}}}, de {first} {firstX} a {last} {lastX}{beneath}.",
    "trend.cycleMeans":
      "{series}: {adverb, select, sharply {fuerte {direction, select, up {aumento} other {descenso}}} other {{direction, select, up {aumento} other {descenso}}}} {factor, select, yes {({direction, select, up {multiplicación} other {división}} por {by})} percent {del {by}} other {de {by}}}, de una media de {first} en {unit, select, year {el primer año} month {el primer mes} week {la primera semana} other {el primer día}} a {last} en {unit, select, year {el último} month {el último} week {la última} other {el último}}{beneath}.",
    "percentPointTrend":
      "{series}: {adverb, select, sharply {fuerte {direction, select, up {aumento} other {descenso}}} steadily {{direction, select, up {aumento} other {descenso}} constante} slightly {ligero {direction, select, up {aumento} other {descenso}}} other {{direction, select, up {aumento} other {descenso}}}} del {first} {firstX} al {last} {lastX}, {direction, select, up {un incremento} other {una disminución}} de {points}{beneath}.",
    "withFluctuations": ", con fluctuaciones",
    "withCycle": ", con {cycle}",
    "mostOfIt":
      ", la mayor parte {when, select, after {después} other {antes}} {role, select, quarter {del {x}} day {del {x}} dateTime {del {x}} counted {{gender, select, feminine {de la {x}} other {del {x}}}} time {de las {x}} other {de {x}}}",
    "cycle.named":
      "un ciclo {period, select, yearly {anual} monthly {mensual} weekly {semanal} other {diario}} de unos {swing} de amplitud",
    "cycle.about":
      "un ciclo de {unit, select, week {unas} hour {unas} other {unos}} {amount} {unit, select, year {{amount, plural, one {año} other {años}}} quarter {{amount, plural, one {trimestre} other {trimestres}}} month {{amount, plural, one {mes} other {meses}}} week {{amount, plural, one {semana} other {semanas}}} day {{amount, plural, one {día} other {días}}} hour {{amount, plural, one {hora} other {horas}}} minute {{amount, plural, one {minuto} other {minutos}}} other {{amount, plural, one {segundo} other {segundos}}}}, con una amplitud de unos {swing}",
    "cycle.axis": "un ciclo de unos {amount} en el eje {axis}, con una amplitud de unos {swing}",
    "every.named": "{unit, select, year {cada año} month {cada mes} week {cada semana} other {cada día}}",
    "every.about":
      "aproximadamente cada {amount} {unit, select, year {{amount, plural, one {año} other {años}}} quarter {{amount, plural, one {trimestre} other {trimestres}}} month {{amount, plural, one {mes} other {meses}}} week {{amount, plural, one {semana} other {semanas}}} day {{amount, plural, one {día} other {días}}} hour {{amount, plural, one {hora} other {horas}}} minute {{amount, plural, one {minuto} other {minutos}}} other {{amount, plural, one {segundo} other {segundos}}}}",
    "every.axis": "aproximadamente cada {amount} en el eje {axis}",
    "cyclic":
      "{series}: subidas y bajadas en {cycle},{trend, select, none { sin tendencia clara,} other {}} entre un mínimo de {min} {minX} y un máximo de {max} {maxX}.",
    "cycle.move":
      "El nivel medio {unit, select, year {anual} month {mensual} week {semanal} other {diario}} {direction, select, up {subió} other {bajó}} de {from} {fromX} a {to} {toX}.",
    "cycle.turn":
      "El nivel medio {unit, select, year {anual} month {mensual} week {semanal} other {diario}} llegó a {value} {when}, su {direction, select, up {punto más alto} other {punto más bajo}}.",
    "cycle.beneath":
      "De {unit, select, year {un año} month {un mes} week {una semana} other {un día}} a otro, el nivel {direction, select, up {subió} other {bajó}} {factor, select, percent {un {by}} other {en {by}}}, de una media de {first} en {unit, select, year {el primer año} month {el primer mes} week {la primera semana} other {el primer día}} a {last} en {unit, select, year {el último} month {el último} week {la última} other {el último}}.",
    "levelShift": "El nivel {direction, select, up {saltó} other {cayó}} de unos {before} a unos {after} {x}.",
    "flat":
      "{series}: casi estable, en torno {percent, select, yes {al {median} {span}, con valores del {min} al {max}} other {a {median} {span}, con valores de {min} a {max}}}.",
    "path.only": "{series}: {first} {firstX}.",
    "path.start":
      "{series}: {direction, select, up {aumento} other {descenso}}{amount, select, none {} other { {factor, select, yes {({direction, select, up {multiplicación} other {división}} por {amount})} percent {del {amount}} other {de {amount}}}}} desde {first} {firstX} hasta {label, select, peak {un máximo de } low {un mínimo de } high {un máximo de } other {}}{value} {x}",
    "path.then":
      ", luego {direction, select, up {aumento} other {descenso}}{amount, select, none {} other { {factor, select, yes {({direction, select, up {multiplicación} other {división}} por {amount})} percent {del {amount}} other {de {amount}}}}} hasta {label, select, peak {un máximo de } low {un mínimo de } high {un máximo de } other {}}{value} {x}",
    "path.staysNear": ", y luego estable en torno a {value}",
    "path.held": ", donde se mantuvo durante {duration}",
    "path.ended": ", y al final {value} {x}",
    "path.end":
      "{recovery, select, past {, por encima de su máximo anterior} short {, aún por debajo de su máximo anterior} other {}}{overall, select, none {} other {, {overall}}}.",
    "overallChange":
      "{factor, select, yes {una {direction, select, up {multiplicación} other {división}} total por {amount}} percent {{direction, select, up {un aumento} other {un descenso}} total del {amount}} other {{direction, select, up {un aumento} other {un descenso}} total de {amount}}}",
    "fluctuating":
      "{series}: fluctuaciones entre {percent, select, yes {el {min} y el {max}} other {{min} y {max}}} sin tendencia clara, {percent, select, yes {del {first} {firstX} al {last} {lastX}} other {de {first} {firstX} a {last} {lastX}}}.",

    "peaked": "El valor máximo fue de {value} {x}.",
    "dipped": "El valor mínimo fue de {value} {x}.",
    "excursion":
      "Entretanto, el valor {factor, select, yes {{direction, select, up {se multiplicó por {amount}} other {se dividió entre {amount}}}} percent {{direction, select, up {subió} other {bajó}} un {amount}} other {{direction, select, up {subió} other {bajó}} {amount}}}, de {extreme, select, yes {{direction, select, up {un mínimo de } other {un máximo de }}} other {}}{approximate, select, yes {aproximadamente } other {}}{from} {fromX} a {approximate, select, yes {aproximadamente } other {}}{to} {toX}.",
    "excursionClause":
      ", con {direction, select, up {un aumento} other {un descenso}} {factor, select, yes {({direction, select, up {multiplicación} other {división}} por {amount})} percent {del {amount}} other {de {amount}}} desde {approximate, select, yes {aproximadamente } other {}}{from} {fromX} hasta {approximate, select, yes {aproximadamente } other {}}{to} {toX}",
    "excursion.then":
      ", y luego {factor, select, yes {{direction, select, up {se multiplicó por {amount}} other {se dividió entre {amount}}}} percent {{direction, select, up {subió} other {bajó}} un {amount}} other {{direction, select, up {subió} other {bajó}} {amount}}} hasta {approximate, select, yes {aproximadamente } other {}}{to} {toX}{recovery, select, past {, por encima de su máximo anterior} short {, aún por debajo de su máximo anterior} other {}}.",
    "missingValuesAt": "{missing, plural, one {Falta} other {Faltan}} {missing} de {total} valores: {list}.",
    "missingValues": "{missing, plural, one {Falta} other {Faltan}} {missing} de {total} valores.",
    "unusualValues":
      "{count, plural, one {Un valor inusual: {firstY} {firstX}.} other {Dos valores inusuales: {firstY} {firstX} y {secondY} {secondX}.}}",
    "noise":
      "{series}: sin tendencia, los valores oscilan en torno a una media de {mean}; la mayoría están entre {low} y {high}.",
    "noise.leavingOut":
      "{series}: sin tendencia; sin contar un valor aislado muy alejado de los demás, los valores oscilan en torno a una media de {mean}, y la mayoría están entre {low} y {high}.",
    "spike":
      "{extreme, select, high {El máximo es un valor aislado, muy por encima} low {El mínimo es un valor aislado, muy por debajo} other {Un solo valor, {value} {x}, queda muy {direction, select, up {por encima} other {por debajo}}}} de los valores cercanos, unos {around}.",
    "logGrowth":
      "{since, select, none {En la escala logarítmica} other {Desde {since}, en la escala logarítmica}}: {direction, select, up {un crecimiento} other {una caída}} de alrededor del {rate} al año, {direction, select, up {es decir, se duplica} other {es decir, se reduce a la mitad}} aproximadamente cada {years} años.",
    "powerLaw":
      "En las escalas logarítmicas, {y} {direction, select, up {crece} other {decrece}} aproximadamente como {x} elevado a {direction, select, up {} other {menos }}{exponent}: diez veces más {x} van de la mano de unas {factor} veces más {y}.",
    "extremes":
      "El máximo {percent, select, yes {del {max}} other {de {max}}} se alcanzó {maxX} y el mínimo {percent, select, yes {del {min}} other {de {min}}} {minX}.",

    "highestLowest":
      "El valor más alto, {highestValue}, corresponde a {highest}, y el más bajo, {lowestValue}, a {lowest}.",
    "names.more": "{names} y {count} más",
    "allEqual": "{series}: todas las categorías están en {value}.",
    "categoryValue": "{category}: {value}",
    "pie.slices":
      "{largest} {largestCount, plural, one {es el mayor de los {count} sectores, con un {share}} other {son los mayores de los {count} sectores, con un {share} cada uno}}{rest, select, none {} other {; le siguen {rest}}}.",
    "pie.slice": "{name} con un {share}",
    "inSeries": "{series}: {lowered}",
    "sentence.end": ".",

    "relationship":
      "Existe una relación {direction, select, up {positiva} other {negativa}} {strength, select, weak {débil} moderate {moderada} other {fuerte}} entre {x} y {y}: cuando {x} aumenta, {y} tiende a {direction, select, up {aumentar} other {disminuir}}.",
    "relationship.none": "No hay una relación clara entre {x} y {y}.",
    "relationship.everywhere":
      "Existe una relación {direction, select, up {positiva} other {negativa}} {strength, select, weak {débil} moderate {moderada} other {fuerte}} entre {x} y {y} en el conjunto de los puntos y dentro de cada serie ({groups}): cuando {x} aumenta, {y} tiende a {direction, select, up {aumentar} other {disminuir}}.",
    "relationship.everywhere.none":
      "No hay una relación clara entre {x} y {y}, ni en el conjunto de los puntos ni dentro de las series ({groups}).",
    "relationship.acrossAll":
      "En el conjunto de los {count} puntos, {strength, select, none {no hay una relación clara} other {existe una relación {direction, select, up {positiva} other {negativa}} {strength, select, weak {débil} moderate {moderada} other {fuerte}}}} entre {x} y {y}{within, select, up {, pero dentro de cada serie es positiva} down {, pero dentro de cada serie es negativa} other {}}.",
    "relationship.group":
      "{strength, select, none {sin relación clara} other {relación {direction, select, up {positiva} other {negativa}} {strength, select, weak {débil} moderate {moderada} other {fuerte}}}} para {name}",
    "relationship.groups": "Dentro de cada serie: {groups}.",
    "relationship.counts": "De las {total} series: {parts}.",
    "relationship.counts.positive": "{count} con una relación positiva",
    "relationship.counts.negative": "{count} con una relación negativa",
    "relationship.counts.none": "{count} sin relación clara",

    "series.clauses": "{clauses}.",
    "series.clauses.span": "{span}, {clauses}.",
    "series.separator": "; ",
    "series.startsLater": "{series} (desde {start})",
    "series.noData": "{series}: sin datos",
    "series.single": "{series}: un solo valor, {value} {x}",
    "series.constant": "{series}: estable en {value}",
    "series.unchanged": "{series}: {to} al principio y al final",
    "series.moved":
      "{series}: {adverb, select, sharply {fuerte {direction, select, up {aumento} other {descenso}}} steadily {{direction, select, up {aumento} other {descenso}} constante} slightly {ligero {direction, select, up {aumento} other {descenso}}} other {{direction, select, up {aumento} other {descenso}}}}{by, select, none {{from, select, none { general} other {}}} other { {factor, select, yes {({direction, select, up {multiplicación} other {división}} por {by})} percent {del {by}} other {de {by}}}}}{from, select, none { hasta {to}} other {{by, select, none {} other {,}} de {from} a {to}}}",
    "series.flat": "{series}: estable en torno {percent, select, yes {al} other {a}} {value}",
    "series.peak": "{series}: máximo de {value} {x}, para terminar en {end}",
    "series.trough": "{series}: mínimo de {value} {x}, para terminar en {end}",
    "series.cyclic": "{series}: subidas y bajadas en {cycle}, hasta {high} {x}",
    "series.noise": "{series}: sin tendencia, valores dispersos en torno {percent, select, yes {al} other {a}} {mean}",
    "series.fluctuated": "{series}: fluctuaciones entre {low} y {high}",
    "allLines": "Las {count} líneas {direction, select, up {subieron} other {bajaron}}.",
    "sharedExcursion":
      "{count, plural, =2 {Ambas líneas} other {Las {count} líneas}} {direction, select, up {subieron} other {bajaron}} {span}: {parts}.",
    "sharedExcursion.part":
      "{series} {factor, select, yes {({direction, select, up {multiplicación} other {división}} por {amount})} percent {un {amount}} other {{amount}}}",
    "lineCounts": "De las {total} líneas: {parts}.",
    "lineCounts.rose": "{count} {count, plural, one {subió} other {subieron}}",
    "lineCounts.fell": "{count} {count, plural, one {bajó} other {bajaron}}",
    "lineCounts.other": "{count} sin tendencia clara",
    "changedMost":
      "{series} tuvo el mayor {direction, select, up {aumento} other {descenso}}{factor, select, yes {: se {direction, select, up {multiplicó} other {dividió}} por {by}} percent {, un {by}} other {, {by}}}.",
    "endedHighest": "{series} terminó con el valor más alto, {value}.",
    "changedMostTied":
      "{all, select, yes {{series} {factor, select, yes {se {direction, select, up {multiplicaron} other {dividieron}} cada una por {by}} percent {{direction, select, up {aumentaron} other {descendieron}} cada una un {by}} other {{direction, select, up {aumentaron} other {descendieron}} cada una {by}}}.} other {{direction, select, up {El mayor aumento} other {El mayor descenso}}, empatado, es el de {series}, {factor, select, yes {{direction, select, up {multiplicación} other {división}} por {by}} percent {un {by}} other {{by}}} cada una.}}",
    "endedHighestAndLowest":
      "El valor final más alto, {high}, corresponde a {highest}, y el más bajo, {low}, a {lowest}.",
    "overtook": "Cruce de líneas {x}: desde entonces, {leader} por encima de {follower}.",
    "aboveThroughout": "Sin cruce de líneas: {leader} siempre por encima de {follower}.",
    "crossRepeatedly":
      "{first} y {second} se cruzan repetidamente, {count} veces; {leader} está por encima el {share} del tiempo.",
    "endedWithinUncertainty":
      "{leader} termina por encima de {follower}, pero sus intervalos se solapan allí, así que la diferencia está dentro de la incertidumbre.",
    "gap":
      "La diferencia entre {first} y {second} {direction, select, up {aumentó} other {se redujo}} de {from} a {to}.",
    "moreSeries":
      "{count, plural, one {Otra serie no se describe} other {Otras # series no se describen}} aquí.",

    "interval.width":
      "El {level, select, none {intervalo de incertidumbre} other {intervalo de confianza del {level}}} se {direction, select, up {ensancha} other {estrecha}}, de {from} {fromX} a {to} {toX}.",
    "interval.everyLine":
      "Los {level, select, none {intervalos de incertidumbre} other {intervalos de confianza del {level}}} de cada línea se {direction, select, up {ensanchan} other {estrechan}} del principio al final.",
    "interval.steady":
      "El {level, select, none {intervalo de incertidumbre} other {intervalo de confianza del {level}}} se mantiene aproximadamente en {width}.",
    "interval.plusOrMinus": "más menos {value}",
    "interval.between": "entre {lower} y {upper}",
    "interval.pair.x": "de los valores registrados {firstX} y {secondX}",
    "interval.pair.categories": "de {first} y de {second}",
    "interval.noOverlap":
      "Los {level, select, none {intervalos de incertidumbre} other {intervalos de confianza del {level}}} {pair} no se solapan.",
    "interval.slightOverlap":
      "Los {level, select, none {intervalos de incertidumbre} other {intervalos de confianza del {level}}} {pair} se solapan ligeramente, pero el cambio es mayor que su incertidumbre combinada.",
    "interval.overlap":
      "Los {level, select, none {intervalos de incertidumbre} other {intervalos de confianza del {level}}} {pair} se solapan, así que el cambio está dentro de la incertidumbre.",

    "details.trend": "{direction, select, up {creciente} other {decreciente}}",
    "details.noTrend":
      "{reason, select, small {ninguna, porque el cambio ajustado de {change} es pequeño frente al rango de {range}, aunque la prueba de Mann-Kendall encuentra un orden {direction, select, up {creciente} other {decreciente}}} other {ninguna}}",
    "details.confidence":
      "{level, select, veryStrong {muy alta} strong {alta} moderate {moderada} weak {baja} other {nula}}",
    "details.model":
      "{kind, select, linear {lineal} exponential {exponencial} logarithmic {logarítmico} power {potencial} other {sinusoidal}}, {equation}{meaning, select, none {} other {, {meaning}}}",
    "details.xYearsSince": "donde x es el número de años desde {origin}",
    "details.xMinus": "donde x es {title} menos {origin}",
    "details.xSince":
      "donde x es el número de {units} desde {role, select, quarter {el } day {el } dateTime {el } time {las } other {}}{origin}",
    "details.xPosition": "donde x es la posición de la categoría, 0 para {first}",
    "details.xIs": "donde x es {title}",
    "details.none": "ninguno",
    "details.lessThan": "inferior a {value}",
    "details.outliersMany": "{count} valores; los {shown} más extremos: {list}",
    "details.changePoint": "paso de unos {before} a unos {after} {x}",
    "details.periodicity": "{every}, con una amplitud de unos {swing}",
    "details.change":
      "{direction, select, up {aumento} other {descenso}} de {amount}{relative, select, none {} other { ({factor, select, yes {{direction, select, up {multiplicación} other {división}} por {relative}} other {{relative}}})}}",
    "details.feature":
      "{kind, select, trend {Tendencia} model {Mejor modelo} confidence {Calidad del ajuste} outliers {Valores atípicos} peak {Pico} trough {Punto más bajo} values {Valores} periodicity {Periodicidad} other {{kind, select, changePoint {Cambio de nivel} other {Cambios de dirección}}}}",
    "details.statistic":
      "{name, select, minimum {Mínimo} maximum {Máximo} mean {Media} median {Mediana} count {Recuento} missing {Valores faltantes} first {Primer valor} last {Último valor} change {Cambio} slope {Pendiente} rSquared {R cuadrado} correlation {Correlación} kendallTau {Tau de Kendall} pValue {Valor p de Mann-Kendall} other {Correlación de todos los puntos}}",
    "details.line": "{series}, {label}: {value}",
    "details.line.chart": "{label}: {value}",
    "details.categoryValue": "{value} para {category}",

    "rate.time":
      "por {unit, select, second {segundo} minute {minuto} hour {hora} day {día} week {semana} month {mes} year {año} decade {década} century {siglo} other {trimestre}}",
    "rate.unit": "{multiple, plural, =1 {por {one}} =1000000 {por millón de {other}} other {por cada # {other}}}",
    "rate.unitOf": "{count, plural, one {unidad} other {unidades}}{title, select, none {} other { de {title}}}",
    "rate.category": "{count, plural, one {categoría} other {categorías}}",
    "unit.time":
      "{unit, select, year {{count, plural, one {año} other {años}}} quarter {{count, plural, one {trimestre} other {trimestres}}} month {{count, plural, one {mes} other {meses}}} week {{count, plural, one {semana} other {semanas}}} day {{count, plural, one {día} other {días}}} hour {{count, plural, one {hora} other {horas}}} minute {{count, plural, one {minuto} other {minutos}}} other {{count, plural, one {segundo} other {segundos}}}}",

    "equation.linear": "y igual a {a} por x{b}",
    "equation.exponential": "y igual a {a} por e elevado a {b} por x",
    "equation.logarithmic": "y igual a {a} por el logaritmo natural de x{b}",
    "equation.power": "y igual a {a} por x elevado a {b}",
    "equation.sinusoidal": "y igual a {a} por el seno de {b} por x{c}{d}",
    "equation.term": "{comma, select, yes {,} other {}} {sign, select, minus {menos} other {más}} {value}",
    "x.span":
      "{role, select, day {del {from} al {to}} dateTime {del {from} al {to}} quarter {del {from} al {to}} time {de las {from} a las {to}} other {de {from} a {to}}}",
    "x.spanStart":
      "{role, select, day {Del {from} al {to}} dateTime {Del {from} al {to}} quarter {Del {from} al {to}} time {De las {from} a las {to}} other {De {from} a {to}}}",
  ]
}
