import ChartAccessibility

/// The Spanish messages. Series names are never the subject of a verb ("Ventas: fuerte aumento
/// de 65 %, …"), so nothing has to agree with a name's gender or number. x values take "en"
/// before months and years ("en enero de 2024"), "el" before days, "a las" before times.
enum SpanishCatalog {
  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences, heatmap, candlestick, stack, explore, levels, pageExplorer)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    "narration.end": "Fin del gráfico.",
    // Notes about what an audio graph does not let a listener hear
    "sound.emptySeries": "La serie {number} ({series}) no tiene valores, así que no se oye nada de ella.",
    "sound.onlyMissing":
      "La serie {number} ({series}) solo tiene valores faltantes: {markers, select, yes {solo se oyen sus marcas} other {no se oye nada de ella}}.",
    "sound.singleValue":
      "La serie {number} ({series}) tiene un solo valor: un tono, {seconds} segundos después del inicio del gráfico{flat, select, yes { (en el centro de los datos, porque todos los puntos tienen la misma x)} other {}}.",
    "sound.merged":
      "La serie {number} ({series}) tiene más puntos de los que se pueden oír uno a uno: sus {count} puntos suenan como {items} {continuous, select, yes {puntos clave} other {tonos}}, cada uno la media de los puntos de un intervalo de {milliseconds} milisegundos.",
    "sound.missingMerged":
      "La serie {number} ({series}) tiene {count, plural, one {# valor faltante} other {# valores faltantes}} en intervalos de tiempo que también contienen valores{markers, select, yes {; cada uno de esos intervalos reproduce el sonido de valor faltante} other {}}.",
    "sound.missingMergedGaps":
      "{slots, plural, one {# intervalo, faltante al menos en la mitad, se oye como faltante} other {# intervalos, faltantes al menos en la mitad, se oyen como faltantes}}.",
    "sound.missingMergedMeans":
      "{slots, plural, one {# intervalo, con mayoría de valores, reproduce la media de sus valores} other {# intervalos, con mayoría de valores, reproducen la media de sus valores}}.",
    "sound.additionalAxis":
      "El eje adicional {number} ({axis}) no se sonifica; puede asignarse {numeric, select, yes {al volumen, a la duración del tono, al brillo o al trémolo} other {al timbre}}.",
    "sound.toneLength":
      "La duración del tono solo se aplica a series de puntos separados; las series continuas mantienen su duración.",
    "sound.yGridlines": "Las líneas de cuadrícula del eje Y no se sonifican; el tono indica el valor de y.",
    "sound.intervalsOff": "Los intervalos de confianza no se sonifican (los intervalos están desactivados).",
    "sound.xReferenceLines": "Las líneas de referencia del eje X no se sonifican (sus señales están desactivadas).",
    "sound.yReferenceLines":
      "Las líneas de referencia del eje Y no se sonifican (sus señales y tonos sostenidos están desactivados).",
    "sound.xGridlines": "Las líneas de cuadrícula del eje X no se sonifican (sus señales están desactivadas).",
    "sound.missingSilent": "Los valores faltantes son silencios sin marca (sus señales están desactivadas).",
    "sound.onlySeries":
      "Solo se oye la serie {number} ({series}); {others, plural, one {la otra serie no} other {las otras # series no}}.",
    "sound.unknownCategories":
      "{count, plural, one {# punto de la serie {number} ({series}) tiene una categoría que no está en el eje X y no se oye} other {# puntos de la serie {number} ({series}) tienen una categoría que no está en el eje X y no se oyen}}.",
    // explore
    "explore.help1": "Teclas: Izquierda y Derecha recorren los puntos; Inicio y Fin van al primer y al último punto.",
    "explore.help2": "Re Pág y Av Pág, o [ y ], van a la serie anterior y a la siguiente.",
    "explore.help3":
      "Espacio reproduce o pausa el gráfico de esta serie desde el punto actual; + y - cambian la velocidad.",
    "explore.help4": "m va al mínimo y M al máximo; s dice el resumen, d las características y estadísticas.",
    "explore.help5": "b muestra la línea braille de esta serie y la celda del punto actual.",
    "explore.help6": "h dice esta ayuda; q sale.",
    "explore.help8":
      "En un diagrama de caja, Izquierda y Derecha van al grupo anterior y al siguiente; Arriba y Abajo (up y down desde un script) recorren sus valores, del valor inusual más bajo al mínimo, los cuartiles, la mediana y hasta el más alto.",
    "explore.boxPart":
      "{series}, {part, select, minimum {mínimo} q1 {primer cuartil} median {mediana} q3 {tercer cuartil} maximum {máximo} other {valor inusual {number} de {count}}}: {value}.",
    "explore.highestPart":
      "Valor más alto.",
    "explore.lowestPart":
      "Valor más bajo.",
    "explore.lastGroup":
      "Es el último grupo.",
    "explore.firstGroup":
      "Es el primer grupo.",
    "explore.start":
      "Explorando {title, select, none {un gráfico} other {{title}}}. Pulse h para la ayuda, q para salir.",
    "explore.noSeries": "El gráfico no tiene series.",
    "explore.paused": "En pausa.",
    "explore.complete": "Terminado.",
  ]
}
