extension SpanishCatalog {
  /// The keyboard explorer of `audiograph html --interactive` (`page.explore.*`), and the
  /// accessible name of the page's audio player (`page.audioLabel`).
  static let pageExplorer: [String: String] = [
    "page.audioLabel": "Gráfico sonoro de {title}",
    "page.explore.heading": "Explorar con el teclado",
    "page.explore.keys":
      "Tab lleva al explorador del gráfico de abajo. Izquierda y Derecha pasan de punto en punto, cada uno con su tono; Arriba y Abajo, o [ y ], van a la serie anterior y siguiente; Inicio y Fin van al primer y al último punto; m va al mínimo y M al máximo; u y v van al valor más alto y más bajo más cercano a la derecha, U y V a la izquierda; Espacio reproduce el gráfico sonoro desde el punto actual y lo pausa; + y - cambian la velocidad; w dice dónde está; b dice el cursor braille; h dice estas teclas. El explorador recibe las teclas mientras tiene el foco (un lector de pantalla pasa allí al modo de foco); Tab lo deja.",
    "page.explore.label": "Explorador del gráfico, {title}",
    "page.explore.where": "{series}, punto {number} de {total}.",
    "page.explore.noAudio": "Esta página no tiene gráfico sonoro que reproducir.",
    "page.tableFirstRows": "La tabla muestra las primeras {shown} de {rows} filas; el archivo CSV las tiene todas.",
    "page.tableCaptionFirstRows": "{title}, tabla de datos, primeras {shown} de {rows} filas",
    "page.downloadCSV": "Descargar los datos como archivo CSV ({rows, plural, one {# fila} other {# filas}})",
    "page.downloadZIP":
      "Descargar los datos como archivo CSV en un archivo ZIP ({rows, plural, one {# fila} other {# filas}})",
    "page.soundKey": "Qué significan los sonidos:",
    "page.seriesAudio": "Cada serie sola:",
    "page.seriesAudioLabel": "Gráfico sonoro de {series} en {title}",
    "page.soundNotes": "Notas sobre el gráfico sonoro:",
    "page.brailleIntro":
      "Para una línea braille: cada serie como una línea de celdas braille, de izquierda a derecha a lo largo del eje x; la frase antes de cada línea dice lo que muestran sus celdas.",
    "page.brailleSummary": "{lines, plural, one {Línea braille} other {Líneas braille}} ({lines})",
    "page.brailleLabel": "Línea braille de {series}",
  ]
}
