/// The Spanish messages. Series names are never the subject of a verb ("Ventas: fuerte aumento
/// de 65 %, …"), so nothing has to agree with a name's gender or number. x values take "en"
/// before months and years ("en enero de 2024"), "el" before days, "a las" before times.
enum SpanishCatalog {
  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    "number.powerOfTen": "{mantissa} por 10 elevado a {exponent}",
    "value.notANumber": "no es un número",
    "value.infinity": "infinito",
    "value.minusInfinity": "menos infinito",
    "value.missing": "sin valor",
    "fallback.seriesName": "Los valores",

    // Distributions: histograms and box plots
    "axis.count":
      "Frecuencia",
    "list.separator": ", ",
    "list.last": " y ",
    "csv.valueAxis": "Valor",
    "value.negative": "menos {value}",
    "date.atTime": "{date} {hour, plural, one {a la} other {a las}} {time}",
    "date.quarter": "{quarter, select, 1 {primer} 2 {segundo} 3 {tercer} other {cuarto}} trimestre de {year}",
    "date.quarterAlone": "{quarter, select, 1 {primer} 2 {segundo} 3 {tercer} other {cuarto}} trimestre",

    "describe.untitled": "Gráfico sin título",
    "describe.untitledAxis": "sin título",
    "describe.xAxis": "{heatmap, select, yes {Columnas} other {Eje X}}: {axis}",
    "describe.yAxis": "{heatmap, select, yes {Valores de las celdas} other {Eje Y}}: {axis}",
    "describe.additionalAxis": "Eje adicional {number}: {axis}",
    "describe.referenceLine": "Línea de referencia en el eje {axis, select, x {X} other {Y}}: {label}, en {value}.",
    "describe.noCategories": "Sin categorías.",
    "describe.categories": "{count, plural, one {# categoría} other {# categorías}}: {list}",
    "describe.categoriesRange": "{count, plural, one {# categoría} other {# categorías}}, de {first} a {last}",
    "describe.noData": "Todavía no hay datos.",
    "describe.single": "{kind, select, date {Una sola fecha} year {Un solo año} other {Un solo valor}}, {value}",
    "point.inSeries": "{series}: {point}",
    "describe.range":
      "{kind, select, date {Fechas} year {Años} other {Valores}} {role, select, day {del {lower} al {upper}} percent {del {lower} al {upper}} other {de {lower} a {upper}}}",
    "describe.log10": "Escala logarítmica de base 10.",
    "describe.ln": "Escala logarítmica natural.",
    "describe.seriesHeader":
      "{several, select, yes {Serie {number} de {total}{named, select, no {. } other {: }}} other {Serie: }}",
    "describe.heatmapRow":
      "{total, plural, one {Fila} other {Fila {number} de {total}}}: {name}, {count, plural, =0 {ninguna celda} one {# celda} other {# celdas}}{empty, plural, =0 {} one {, # vacía} other {, # vacías}}.",
    "describe.group":
      "{several, select, yes {Grupo {number} de {total}} other {Grupo}}{named, select, no {, } other {: {name}, }}{known, select, no {número de valores no indicado} other {{count, plural, one {# valor} other {# valores}}}}.",
    "describe.bins":
      "{bins, plural, =0 {ningún intervalo} one {# intervalo} other {# intervalos}}, {count, plural, one {# valor} other {# valores}}",
    "describe.pieSlices": "Gráfico circular, {count, plural, one {# sector} other {# sectores}}",
    "describe.seriesKind": "{continuous, select, yes {Línea} other {Puntos separados}}",
    "describe.dataPoints":
      "{count, plural, =0 {ningún punto de datos} one {# punto de datos} other {# puntos de datos}}",
    "describe.missing": "{count, plural, one {# valor faltante} other {# valores faltantes}}",
    "describe.intervals":
      "{all, select, yes {todos} other {{count}}} con {level, select, none {intervalo de incertidumbre} other {intervalo de confianza del {level}}}",
    "describe.seriesName": "Serie {number}",
    "point.interval": ". Intervalo de confianza: {lower} a {upper}",
  ]
}
