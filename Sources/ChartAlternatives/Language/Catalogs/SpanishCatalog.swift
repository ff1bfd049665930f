import ChartAccessibility

/// The Spanish messages. Series names are never the subject of a verb ("Ventas: fuerte aumento
/// de 65 %, …"), so nothing has to agree with a name's gender or number. x values take "en"
/// before months and years ("en enero de 2024"), "el" before days, "a las" before times.
enum SpanishCatalog {
  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences, candlestick, stack, explore, pageExplorer)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    "box.countNotGiven":
      "no indicado",
    // The HTML page, the data table and the braille line
    "page.summary": "Resumen",
    "page.axes": "Ejes y series",
    "page.audio": "Gráfico sonoro",
    "page.audioText":
      "El gráfico sonoro dura {seconds} segundos. El tiempo avanza por el eje X de izquierda a derecha y la altura del tono sigue al eje Y: los valores más altos suenan más agudos.",
    "page.noAudio":
      "El gráfico sonoro no se puede reproducir aquí; la tabla de datos de abajo tiene todos los valores.",
    "page.table": "Tabla de datos",
    "page.noData": "El gráfico no tiene datos.",
    "page.braille": "Braille",
    "page.noSeries": "El gráfico no tiene series.",
    "page.details": "Detalles del gráfico",
    "page.noDetails": "Sin características ni estadísticas.",
    "page.features": "Características",
    "page.statistics": "Estadísticas",
    "table.binRange": "{low} a {high}",
    "table.share": "Proporción",
    "table.series": "Serie",
    "table.caption": "{title}, tabla de datos, {rows, plural, one {# fila} other {# filas}}",
    "table.bound":
      "{series, select, none {{side, select, lower {Límite inferior} other {Límite superior}}} other {{series}, {side, select, lower {límite inferior} other {límite superior}}}}{level, select, none {} other { ({level})}}",
    "table.level": "{level}\u{00A0}%",
    "table.additionalAxis": "Eje adicional {number}",
    "table.label": "{series, select, none {Etiqueta} other {{series}, etiqueta}}",
    "table.noData": "Sin datos.",
    "table.pair": "{header}: {value}",
    "braille.noData": "{series}: sin datos.",
    "braille.thinned":
      "{series}: {count, plural, one {# valor} other {# valores}} de {start} a {end} en {width} celdas, cada una la media de los valores de su parte del eje X.",
    "braille.single": "{series}: {count, plural, one {# valor} other {# valores}} en {x}, una celda.",
    "braille.histogram":
      "{series}: {bins, plural, one {# intervalo} other {# intervalos}} de {low} a {high}, {thinned, select, yes {en {width} celdas, cada una tan alta como el recuento medio de sus intervalos} other {una celda por intervalo, tan alta como su recuento}}. Recuento mínimo {fewest}, máximo {most}.",
    "braille.each":
      "{series}: {count, plural, one {# valor} other {# valores}} de {first} a {last}, una celda cada uno.",
    "braille.box":
      "{series}: diagrama de caja de {min} a {max}, mediana {median}{outliers, plural, =0 {} one {, # valor inusual} other {, # valores inusuales}}. La escala, de {low} a {high}, es la misma para todos los grupos.",
    "braille.lowHigh": " Mínimo {low}, máximo {high}.",
    "braille.noValues": " Sin valores.",
    "braille.missing":
      " {count, plural, one {# valor faltante es una celda vacía} other {# valores faltantes son celdas vacías}}.",
    "explore.noPoints": "{series}: sin puntos.",
    "explore.noValues": "{series}: sin valores.",
    "explore.lastPoint": "Último punto.",
    "explore.firstPoint": "Primer punto.",
    "explore.lastSeries": "Es la última serie.",
    "explore.firstSeries": "Es la primera serie.",
    "explore.minimum": "Mínimo:",
    "explore.maximum": "Máximo:",
    "explore.fastest": "Velocidad máxima.",
    "explore.slowest": "Velocidad mínima.",
    "explore.speed":
      "Velocidad {speed, select, half {al 50\u{00A0}%} threeQuarters {al 75\u{00A0}%} normal {normal} oneAndAHalf {al 150\u{00A0}%} other {doble}}, {seconds} segundos.",
    "explore.cursor": "Cursor en la celda {cell} de {cells}.",
    "explore.notOnLine": "El punto actual no está en la línea.",
    "explore.completeAt": "Terminado. En {point}.",
    "explore.pausedAt": "En pausa en {point}.",
    "explore.playing": "Reproduciendo {series} desde {point}.",
  ]
}
