extension SpanishCatalog {
  /// Las frases de los gráficos de barras apiladas, normalizadas o agrupadas y de áreas apiladas
  /// (`stack.*`, `grouped.*`), sus líneas de puntos, detalles, encabezados de tabla y líneas de
  /// exploración.
  static let stack: [String: String] = [
    "stack.layers":
      "{kind, select, groupedBar {{count, plural, one {# serie} other {# series}} en cada grupo} other {{count, plural, one {# capa} other {# capas}}, de abajo arriba}}: {list}.",
    "stack.total": "Total",
    "stack.shareItem": "{layer} {share}",
    "stack.othersItem": "{count, plural, one {# capa más} other {# capas más}} {share}",
    "stack.shares": "Partes del conjunto: {list}.",
    "stack.largest":
      "{layer} fue la mayor parte {all, select, yes {en {kind, select, stackedArea {cada punto} other {cada barra}}} other {en {count} de {total, plural, one {# {kind, select, stackedArea {punto} other {barra}}} other {# {kind, select, stackedArea {puntos} other {barras}}}}}}.",
    "stack.shift":
      "De {first} a {last}, {fell, select, none {la participación de {rose} subió del {roseFrom} al {roseTo}} other {la participación de {fell} bajó del {fellFrom} al {fellTo}{rose, select, none {} other {, mientras que la de {rose} subió del {roseFrom} al {roseTo}}}}}.",
    "stack.growth": "{layer} fue la que más creció, de {from} a {to}.",
    "stack.negative":
      "{list} {count, plural, one {baja} other {bajan}} de cero; los valores negativos se apilan hacia abajo desde cero y se restan del total.",
    "stack.gap": "{x}: sin valores.",
    "stack.point": "{x}: {list}{normalized, select, yes {, de {total}} other {; total {total}}}.",
    "grouped.leaders":
      "{series} fue la más alta {all, select, yes {en todas las categorías} other {en {count} de {total, plural, one {# categoría} other {# categorías}}}}{rest, select, none {} other {, {rest}}}.",
    "grouped.leaderItem": "{series} en {count}",
    "grouped.change": "a {series} {x}",
    "grouped.changes":
      "El primer puesto cambió {count, plural, one {una vez} other {# veces}}: {list}{more, select, yes {, y después más} other {}}.",
    "grouped.ledIn": "{series} fue la más alta en {list}.",
    "grouped.point": "{x}: {list}; la más alta, {series}.",
    "details.stack":
      "{name, select, sum {Suma} share {Parte del conjunto} firstShare {Parte al inicio} lastShare {Parte al final} highest {Valor más alto en} other {Mayor parte en}}",
    "details.stackLargestCount":
      "{count} de {total, plural, one {# {kind, select, groupedBar {categoría} stackedArea {punto} other {barra}}} other {# {kind, select, groupedBar {categorías} stackedArea {puntos} other {barras}}}}",
  ]
}
