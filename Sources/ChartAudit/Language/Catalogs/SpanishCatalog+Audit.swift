extension SpanishCatalog {
  /// The accessibility audit's findings and report (`audit.*`). A series is "la serie 2
  /// (Pérdidas)", and adjectives agree with "serie" (feminine).
  static let audit: [String: String] = [
    // The report
    "audit.place.topLevel": "nivel superior",
    "audit.severity": "{severity, select, error {error} warning {advertencia} other {nota}}",
    "audit.ruleCriterion": "{rule}, WCAG {criterion} nivel {level}",
    "audit.finding": "{file}: {place}: {severity}: {rule}: {message} Solución: {fix}",
    "audit.counts":
      "{file}: {errors, plural, one {# error} other {# errores}}, {warnings, plural, one {# advertencia} other {# advertencias}}, {notes, plural, one {# nota} other {# notas}}.",
    "audit.noFindings": "{file}: sin hallazgos.",
    "audit.sarifMessage": "{message} Solución: {fix}",

    // What each rule checks
    "audit.rule.text-contrast":
      "El texto tiene una relación de contraste de al menos 4,5:1 con el fondo (3:1 para texto grande).",
    "audit.rule.text-contrast-enhanced":
      "El texto tiene una relación de contraste de al menos 7:1 con el fondo (4,5:1 para texto grande).",
    "audit.rule.series-contrast":
      "El color de cada serie tiene una relación de contraste de al menos 3:1 con el fondo.",
    "audit.rule.series-colors-distinct":
      "Los colores de las series difieren en al menos {difference} CIEDE2000 con visión normal y con protanopía, deuteranopía y tritanopía, o las series difieren de otra manera.",
    "audit.rule.chart-title": "El gráfico tiene un título.",
    "audit.rule.axis-title": "Cada eje tiene un título.",
    "audit.rule.axis-unit": "Cada eje numérico indica su unidad o su formato.",
    "audit.rule.series-name": "En un gráfico con varias series, cada serie tiene un nombre.",
    "audit.rule.summary-missing": "El gráfico tiene un resumen de su autor.",
    "audit.rule.summary-contradicts-data":
      "El resumen del autor concuerda con los datos (dirección, recuentos, primeros y últimos valores).",
    "audit.rule.too-many-series": "No hay más series que timbres distintos ({timbres}).",
    "audit.rule.too-many-categories":
      "Cada categoría dura al menos {seconds} segundos en el gráfico sonoro predeterminado (como máximo {maximum} categorías).",
    "audit.rule.flat-y-range":
      "Los datos abarcan más del {share}\u{00A0}% del rango del eje Y, de modo que su tono cambia de forma audible.",
    "audit.rule.long-point-label":
      "Las etiquetas de los puntos tienen como máximo {maximum} caracteres, lo bastante cortas para escucharlas.",
    "audit.rule.not-sonified": "Todo lo que contiene el gráfico se oye en su gráfico sonoro.",
    "audit.rule.interval-as-values":
      "Un intervalo de confianza se da como intervalo de cada punto, no como dos ejes o series más.",
    "audit.intervalAsValues":
      "los {kind, select, axes {ejes adicionales} other {series}} «{lower}» y «{upper}» parecen los límites inferior y superior de un intervalo de confianza; AudioGraph los lee como otros valores, así que el intervalo ni se oye ni se dice",
    "audit.intervalAsValues.fix":
      "dé a cada punto su intervalo, {example} en el archivo del gráfico o {code} en el código, y quite {kind, select, axes {los dos ejes} other {las dos series}}",

    // Contrast
    "audit.background": "el fondo {color}",
    "audit.background.assumed": "el fondo {color} (supuesto: el archivo no da ningún fondo en {key})",
    "audit.textContrast":
      "el color de texto {color} sobre {background}{dark, select, yes { en modo oscuro} other {}} tiene una relación de contraste de {ratio}, inferior al mínimo de {minimum} que exige el criterio WCAG {criterion} para {large, select, yes {el texto grande} other {el texto}}",
    "audit.seriesContrast":
      "{series} está dibujada en {color} sobre {background}{dark, select, yes { en modo oscuro} other {}}, con una relación de contraste de {ratio}, inferior al mínimo de {minimum} que exige el criterio WCAG 1.4.11 para los objetos gráficos",
    "audit.ratio": "{ratio} a 1",
    "audit.fix.noColor":
      "ningún color {what, select, text {de texto} other {de serie}} alcanza {minimum} sobre este fondo; cambie el fondo",
    "audit.fix.color":
      "use {color} o uno más {darker, select, yes {oscuro} other {claro}} como color {what, select, text {del texto} other {de la serie}} ({ratio}), o un fondo más {darker, select, yes {claro} other {oscuro}}",
    "audit.series": "la serie {number}{details, select, none {} other { ({details})}}",
    "audit.reader":
      "{difference} para una persona {vision, select, normal {con visión normal de los colores} protanopia {con protanopía (ceguera al rojo)} deuteranopia {con deuteranopía (ceguera al verde)} other {con tritanopía (ceguera al azul)}}",
    "audit.colorsDistinct":
      "{first} y {second}{dark, select, yes { en modo oscuro} other {}} tienen una diferencia CIEDE2000 de solo {readers}, inferior a {threshold}; {otherCue, select, yes {las series también difieren en su tipo ({firstKind, select, line {una línea} other {puntos separados}} y {secondKind, select, line {una línea} other {puntos separados}}), así que el color no es la única pista} other {el archivo del gráfico no indica ninguna otra pista (las dos son {firstKind, select, line {líneas} other {puntos separados}}), así que solo el color permite distinguirlas}}",
    "audit.colorsDistinct.fix":
      "elija colores que también difieran en luminosidad (uno oscuro y otro claro), o dé a las series marcadores o estilos de línea distintos, o rotúlelas directamente",

    // Text alternatives
    "audit.title": "el gráfico no tiene título",
    "audit.title.fix":
      "añada un «title» que diga lo que muestra el gráfico, por ejemplo «Visitas al sitio web, primer semestre de 2024»",
    "audit.axisTitle":
      "{axis, select, x {el eje X} y {el eje Y} other {el eje adicional {number}}} no tiene título",
    "audit.axisTitle.fix":
      "añada un «title» que diga lo que mide {axis, select, x {el eje X} y {el eje Y} other {el eje adicional {number}}}",
    "audit.axisUnit":
      "{axis, select, x {el eje X} y {el eje Y} other {el eje adicional {number}}}{title, select, none {} other { ({title})}} no tiene unidad ni formato, así que sus valores se leen como simples números",
    "audit.axisUnit.fix":
      "añada un «format» con una unidad, por ejemplo {example}, o un estilo (percent, currency), o indique la unidad entre paréntesis en el título",
    "audit.axisUnit.example": "visitas",
    "audit.groupName":
      "el grupo {number} de {count} del diagrama de caja no tiene nombre, así que quien escucha no puede saber qué caja es",
    "audit.groupName.fix":
      "nombre cada grupo: dé a su serie un «name», la categoría que representa su caja",
    "audit.seriesName":
      "la serie {number} de {count} no tiene nombre, así que quien escucha no puede saber cuál es",
    "audit.seriesName.fix": "añada un «name» tal como lo muestra la leyenda",
    "audit.summaryMissing": "el gráfico no tiene resumen; AudioGraph generaría «{generated}»",
    "audit.summaryMissing.fix":
      "añada un «summary» que exprese el mensaje principal del gráfico (el generado es un punto de partida)",
    "audit.summaryContradicts.fix": "corrija el resumen para que diga lo que muestran los datos",

    // Sonifiability
    "audit.tooManySeries":
      "el gráfico tiene {count} series, pero el gráfico sonoro solo tiene {timbres} timbres distintos, así que, a partir de la serie {next}, las series repiten los timbres de las anteriores cuando suenan todas a la vez",
    "audit.tooManySeries.fix": "divida el gráfico o combine series para que tenga como máximo {timbres} series",
    "audit.tooManyCategories":
      "el eje X tiene {count} categorías; en el gráfico sonoro predeterminado, de 10 segundos, cada una dura {seconds} segundos, menos de los {minimum} segundos necesarios para distinguir los tonos",
    "audit.tooManyCategories.fix": "agrupe las categorías en {maximum} como máximo, o divida el gráfico",
    "audit.flatRange":
      "los datos solo abarcan el {share}\u{00A0}% del rango del eje Y (de {low} a {high}), así que el gráfico sonoro es un único tono casi invariable",
    "audit.flatRange.fix":
      "ajuste el rango del eje Y a los datos, u omita «range» para que se ajuste automáticamente a los datos",
    "audit.longLabels":
      "{count, plural, one {# etiqueta de punto} other {# etiquetas de punto}} de {series} {count, plural, one {supera los {maximum} caracteres (tiene {longest}), demasiado larga para escucharla} other {superan los {maximum} caracteres (la más larga tiene {longest}), demasiado largas para escucharlas}} al explorar",
    "audit.longLabels.fix": "acorte las etiquetas a unas pocas palabras y ponga los detalles en el resumen",
    "audit.notSonified": "el gráfico sonoro omite algo. {note}",
    "audit.notSonified.fix": "si quien escucha lo necesita, dígalo en el resumen o en las etiquetas de los puntos",
  ]
}
