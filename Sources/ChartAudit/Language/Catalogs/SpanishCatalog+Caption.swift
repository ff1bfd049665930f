extension SpanishCatalog {
  /// The caption fact-checker's lines and facts (`caption.*`; see the English catalog).
  static let caption: [String: String] = [
    "caption.claim":
      "Frase {sentence}, «{claim}»: {verdict, select, supported {confirmada} contradicted {contradicha, {error, select, value {valor erróneo} label {etiqueta errónea} trend {tendencia errónea} comparison {comparación errónea} other {recuento erróneo}}} other {no verificable}}{fact, select, none {} other {; en los datos, {fact}}}.",
    "caption.line": "{source}: {claim}",
    "caption.counts":
      "{source}: {claims, plural, one {# afirmación} other {# afirmaciones}}; {supported, plural, one {# confirmada} other {# confirmadas}}, {contradicted, plural, one {# contradicha} other {# contradichas}}, {unchecked, plural, one {# no verificable} other {# no verificables}}.",
    "caption.rule":
      "{error, select, value {Un número que los datos no tienen} label {Una serie, categoría o fecha que no corresponde al valor} trend {Una dirección que los datos no siguen} comparison {Un orden que los datos no tienen} other {Un recuento que los datos no tienen}}",
    "caption.fact.point": "{label} vale {value}{series, select, none {} other { en {series}}}",
    "caption.fact.extreme":
      "{extreme, select, highest {el valor más alto} other {el valor más bajo}}{series, select, none {} other { de {series}}} es {value}, {role, select, day {el {label}} month {en {label}} quarter {en el {label}} year {en {label}} other {en {label}}}",
    "caption.fact.statistic":
      "{statistic, select, mean {la media} other {la mediana}}{series, select, none {} other { de {series}}} es {value}",
    "caption.fact.change": "de {from} a {to}, el cambio es {change}",
    "caption.fact.nearest":
      "ningún valor es {number}; el más cercano es {value}, {role, select, day {el {label}} month {en {label}} quarter {en el {label}} year {en {label}} other {en {label}}}",
    "caption.fact.trend":
      "{series, select, none {la serie} other {{series}}} {direction, select, up {sube, una tendencia significativa} down {baja, una tendencia significativa} other {no tiene una tendencia significativa}}{first, select, none {} other {, de {first} a {last}}}",
    "caption.fact.direction": "de {first} a {last} hay {direction, select, up {una subida} other {una bajada}}",
    "caption.fact.comparison": "{first} vale {firstValue}, {second} vale {secondValue}",
    "caption.fact.ranking":
      "{extreme, select, highest {el valor más alto es el de} other {el valor más bajo es el de}} {label}, {value}",
    "caption.fact.count":
      "{pointCount, plural, one {# punto} other {# puntos}}{seriesCount, plural, =1 {} other { en {seriesCount} series}}{categoryCount, select, none {} other {, {categoryCount} categorías}}",
  ]
}
