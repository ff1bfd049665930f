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
  ]
}
