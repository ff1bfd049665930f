extension SpanishCatalog {
  /// The explorer's positions, jumps, feedback and the help lines for them (`explore.*`).
  static let explore: [String: String] = [
    "explore.seriesLine":
      "{unit, select, group {Grupo} row {Fila} other {Serie}} {number} de {total}{named, select, no {, } other {: {series}, }}{count, plural, one {# {unit, select, bar {barra} bin {intervalo} group {valor} period {periodo} slice {sector} row {celda} other {punto}}} other {# {unit, select, bar {barras} bin {intervalos} group {valores} period {periodos} slice {sectores} row {celdas} other {puntos}}}}.",
    "explore.further":
      "{which, select, higher {Más alto} other {Más bajo}} {direction, select, right {a la derecha} other {a la izquierda}}:",
    "explore.noFurther":
      "{which, select, higher {Ningún valor más alto} other {Ningún valor más bajo}} {direction, select, right {a la derecha} other {a la izquierda}}.",
  ]
}
