extension SpanishCatalog {
  /// The keyboard explorer of `audiograph html --interactive` (`page.explore.*`), and the
  /// accessible name of the page's audio player (`page.audioLabel`).
  static let pageExplorer: [String: String] = [
    "soundKey.time":
      "El tiempo recorre el eje x ({axis}){pan, select, yes {, y el sonido va de izquierda a derecha} other {}}.",
    "soundKey.pitch":
      "La altura del tono da el eje y ({axis}): {inverted, select, yes {cuanto más alto el valor, más grave el tono} other {cuanto más alto el valor, más agudo el tono}}.",
    "soundKey.startEnd": "Un soplo de ruido ascendente abre el gráfico sonoro y uno descendente lo cierra.",
    "soundKey.missing": "Un breve traqueteo de ruido marca un valor que falta.",
    "soundKey.referenceLines": "Un susurro agudo de ruido suena donde los datos cruzan una línea de referencia.",
    "soundKey.gridlines": "Un tic suave suena en cada línea de cuadrícula del eje x.",
    "soundKey.extrema": "Dos golpes sordos marcan el valor más bajo de cada serie, dos toques agudos el más alto.",
    "soundKey.intervalBounds":
      "Dos voces más suaves tocan el límite inferior y superior de cada intervalo de confianza: un intervalo estrecho suena casi como una nota, uno ancho como un acorde.",
    "soundKey.intervalVibrato": "Un vibrato tan ancho como su intervalo de confianza hace temblar el tono.",
    "soundKey.seriesTimbre":
      "{series}: la voz {timbre, select, sine {sinusoidal} soft {suave} bright {brillante} hollow {hueca} mellow {aterciopelada} organ {de órgano} other {nasal}}.",
    "soundKey.axis":
      "{axis}: {mapping, select, volume {cuanto más alto el valor, más fuerte el tono} toneLength {cuanto más alto el valor, más largo el tono} volumeAndToneLength {cuanto más alto el valor, más fuerte y largo el tono} brightness {cuanto más alto el valor, más brillante la voz} tremolo {cuanto más alto el valor, más profundo el trémolo} other {cada categoría con su propia voz}}.",
  ]
}
