extension SpanishCatalog {
  /// The explorer's positions, jumps, feedback and the help lines for them (`explore.*`).
  static let explore: [String: String] = [
    "explore.groupLineNoCount":
      "Grupo {number} de {total}: {series}, número de valores no indicado.",
    "explore.at":
      "{line}, {unit, select, bar {barra} bin {intervalo} group {grupo} period {periodo} slice {sector} other {punto}} {number} de {total}.",
    "explore.atCell":
      "{line}, fila {row} de {rows}, columna {number} de {total}.",
    "explore.unknownKey":
      "{key, select, none {Esa tecla} other {{key}}} no hace nada aquí; h para la ayuda.",
    "explore.gotoPrompt":
      "Ir a: escriba un valor de x o una categoría y pulse Intro; Escape cancela.",
    "explore.gotoNone":
      "Nada en el eje x coincide con {text}.",
    "explore.gotoCancelled":
      "Ir a cancelado.",
    "explore.notInBoxPlot":
      "En un diagrama de caja, Izquierda y Derecha van a los grupos y Arriba y Abajo recorren los valores de un grupo; este salto va de punto en punto.",
    "explore.tenth":
      "Décimo {number}:",
    "explore.tenthEnd":
      "{end, select, first {En el primer décimo.} other {En el último décimo.}}",
    "explore.outlier":
      "Valor inusual {number} de {count}, {side, select, high {alto} other {bajo}}:",
    "explore.noOutliers":
      "{series} no tiene valores inusuales.",
    "explore.outlierEnd":
      "{end, select, first {Ningún valor inusual antes de este punto.} other {Ningún valor inusual después de este punto.}}",
    "explore.crossing":
      "Cruza {others}, cruce {number} de {count}:",
    "explore.noCrossings":
      "{series} no cruza ninguna otra serie.",
    "explore.crossingEnd":
      "{end, select, first {Ningún cruce antes de este punto.} other {Ningún cruce después de este punto.}}",
    "explore.oneSeries":
      "El gráfico tiene una sola serie; no hay nada que cruzar.",
    "explore.help7":
      "Desde un script, una orden por línea: right, left, home, end, up, down, next-series, previous-series, play, faster, slower, min, max, where, goto VALOR, next-tenth, previous-tenth, next-higher, previous-higher, next-lower, previous-lower, next-outlier, previous-outlier, next-crossing, previous-crossing, chord, solo, mute, play-all, positions, messages, speech, settings, summary, details, braille, help, quit, o los caracteres de las teclas.",
    "explore.help9":
      "w dice dónde está: la serie y el punto, cada uno con su posición.",
    "explore.help10":
      "g, luego un valor e Intro, va a esa x: un número, una fecha como 2024-07, una categoría o el comienzo de la x tal como se dice; Escape cancela.",
    "explore.help11":
      "t y T van al décimo siguiente y al anterior de la serie.",
    "explore.help12":
      "u y v van al valor más alto y más bajo más cercano a la derecha; U y V buscan a la izquierda.",
    "explore.help13":
      "o y O van al valor inusual siguiente y al anterior; i e I al punto siguiente y al anterior donde esta serie cruza otra.",
    "explore.help14":
      "Cada movimiento termina con su posición; una tecla que aquí no hace nada lo dice.",
    "explore.positions":
      "{state, select, on {Posiciones activadas.} other {Posiciones desactivadas.}}",
    "explore.speech":
      "{state, select, on {Voz activada: cada línea se lee en voz alta.} other {Voz desactivada.}}",
    "explore.messages":
      "{state, select, brief {Mensajes breves: la x y el valor de un punto.} other {Mensajes completos.}}",
    "explore.settings":
      "Velocidad {speed, select, half {mitad} threeQuarters {0,75 veces} normal {normal} oneAndAHalf {1,5 veces} other {doble}}; posiciones {state, select, on {activadas} other {desactivadas}}; mensajes {messages, select, brief {breves} other {completos}}; voz {speech, select, on {activada, {rate} palabras por minuto} other {desactivada}}; rango de tonos {range}; {file, select, none {ajustes ni leídos ni escritos (--no-settings)} other {guardados en {file}}}.",
    "explore.help15":
      "p desactiva y activa la posición al final de cada movimiento; l cambia la línea de un punto entre completa y breve (solo la x y el valor); r desactiva y activa la voz (la herramienta lee cada línea en voz alta, después del tono); P dice los ajustes, que se guardan de una sesión a otra.",
    "explore.chord":
      "Acorde en {x}: {parts}.",
    "explore.chordPart":
      "{series} {value}",
    "explore.chordOneSeries":
      "{kind, select, box {Los grupos de un diagrama de caja no tienen un x común; un acorde toca varias series en un mismo x.} other {El gráfico tiene una sola serie; un acorde necesita varias.}}",
    "explore.chordFirst":
      "Se oyen las primeras {count} series.",
    "explore.help17":
      "c toca a la vez todas las series en este x, como un acorde, y dice sus valores. a hace oír solo esta serie (solo) y n la silencia; al pulsar de nuevo, se deshace.",
    "explore.solo":
      "{state, select, on {Solo: solo se oye {series}.} other {Solo desactivado: se oyen todas las series que no están silenciadas.}}",
    "explore.mute":
      "{state, select, on {Se silencia {series}.} other {Se vuelve a oír {series}.}}",
    "explore.silent":
      "{reason, select, muted {{series} está en silencio.} other {{series} no se oye: {solo} suena en solo.}}",
    "explore.help18":
      "A reproduce todo el gráfico desde este punto: a la vez, todas las series que se oyen (play-all desde un script); el solo y el silencio las eligen, y un gráfico en reproducción los sigue.",
    "explore.playingChart":
      "Reproduciendo el gráfico desde {x}: {series}.",
    "explore.notHeard":
      "Sin sonido: {series}.",
    "explore.noneHeard":
      "No se oye ninguna serie; n quita el silencio de la serie actual, a la hace sonar en solo.",
  ]
}
