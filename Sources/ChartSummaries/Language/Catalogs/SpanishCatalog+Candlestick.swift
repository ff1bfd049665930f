extension SpanishCatalog {
  /// Las frases de un gráfico de velas (`candlestick.*`), sus líneas por período y sus detalles.
  static let candlestick: [String: String] = [
    "candlestick.range": "El máximo más alto fue {high} {highX}; el mínimo más bajo, {low} {lowX}.",
    "candlestick.upDown":
      "{up} de {count, plural, one {# período} other {los # períodos}} cerraron por encima de su apertura y {down} por debajo{unchanged, plural, =0 {} one {; uno cerró sin cambios} other {; # cerraron sin cambios}}.",
    "candlestick.largestMove":
      "{direction, select, up {La mayor subida en un período fue del {change}, {x}} other {La mayor caída en un período fue del {change}, {x}}}.",
    "candlestick.volatility":
      "{period, select, day {El rango diario} week {El rango semanal} month {El rango mensual} year {El rango anual} other {El rango de un período}} entre mínimo y máximo fue en promedio del {average} del cierre{most, select, none {} other {{single, select, yes {; el más amplio fue del {mostAverage}, {most}} other {, con el más alto {most} ({mostAverage} en promedio)}}}}.",
    "candlestick.point":
      "{x}: apertura {open}, máximo {high}, mínimo {low}, cierre {close}{direction, select, up {, al alza} down {, a la baja} other {, sin cambios}}{volume, select, none {} other {, volumen {volume}}}.",
    "candlestick.gap": "{x}: sin cotizaciones.",
    "details.candlestick":
      "{name, select, periods {Períodos} up {Períodos al alza} down {Períodos a la baja} highestHigh {Máximo más alto} lowestLow {Mínimo más bajo} rise {Mayor subida en un período} fall {Mayor caída en un período} range {Rango medio} other {Rango más amplio}}",
  ]
}
