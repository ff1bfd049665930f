extension SpanishCatalog {
  /// Los niveles de la exploración: el gráfico, sus series, grupos a lo largo de x, los puntos.
  static let levels: [String: String] = [
    "explore.levelChart":
      "Gráfico{title, select, none {} other {: {title}}}, {count, plural, one {# {unit, select, group {grupo} row {fila} other {serie}}} other {# {unit, select, group {grupos} row {filas} other {series}}}}; Intro baja a ellas.",
    "explore.levelTop":
      "Este es el nivel más alto, el gráfico entero.",
    "explore.levelBottom":
      "Este es el nivel más bajo, los puntos; Retroceso sube.",
    "explore.levelChartOnly":
      "El gráfico es lo único en este nivel; Intro baja.",
    "explore.levelEnd":
      "{unit, select, year {{end, select, first {Primer} other {Último}} año} month {{end, select, first {Primer} other {Último}} mes} day {{end, select, first {Primer} other {Último}} día} hour {{end, select, first {Primera} other {Última}} hora} range {{end, select, first {Primer} other {Último}} intervalo} group {{end, select, first {Primer} other {Último}} grupo} row {{end, select, first {Primera} other {Última}} fila} layer {{end, select, first {Primera} other {Última}} capa} part {{end, select, first {Primera} other {Última}} parte} other {{end, select, first {Primera} other {Última}} serie}}.",
    "explore.partLine":
      "{line} Parte {number} de {total}.",
    "explore.partsAfter":
      "Después de {unit, select, group {los grupos} row {las filas} other {las series}}: los ejes{references, plural, =0 {} one {, # línea de referencia} other {, # líneas de referencia}}{legend, select, yes { y la leyenda} other {}}.",
    "explore.partBottom":
      "No hay nada debajo de esta parte; Retroceso sube.",
    "explore.legend":
      "Leyenda: {lines}",
    "explore.group":
      "{label}: {count, plural, one {# {unit, select, bar {barra} bin {clase} period {período} slice {sector} other {punto}}} other {# {unit, select, bar {barras} bin {clases} period {períodos} slice {sectores} other {puntos}}}}{change, select, none {} other {, {change}}}",
    "explore.atGroup":
      "{line}, {unit, select, year {año} month {mes} day {día} hour {hora} other {intervalo}} {number} de {total}.",
    "explore.range":
      "de {from} a {to}",
    "explore.unchanged":
      "sin cambios",
    "explore.help16":
      "Intro baja un nivel y Retroceso sube (level-down y level-up desde un script): el gráfico, una serie (después de las series, los ejes, las líneas de referencia y la leyenda), sus años, meses, días u horas (intervalos de decenas en un eje numérico), los puntos; Izquierda, Derecha, Inicio y Fin se mueven dentro de un nivel, y cada parte suena.",
  ]
}
