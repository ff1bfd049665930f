extension GermanCatalog {
  /// Die Sätze eines Kerzendiagramms (`candlestick.*`), seine Periodenzeilen und Details.
  static let candlestick: [String: String] = [
    "candlestick.range": "Das höchste Hoch war {high} {highX}, das tiefste Tief {low} {lowX}.",
    "candlestick.upDown":
      "{up} der {count, plural, one {# Periode} other {# Perioden}} schlossen über ihrem Eröffnungskurs und {down} darunter{unchanged, plural, =0 {} one {; eine schloss unverändert} other {; # schlossen unverändert}}.",
    "candlestick.largestMove":
      "{direction, select, up {Der größte Anstieg in einer Periode betrug {change}, {x}} other {Der größte Rückgang in einer Periode betrug {change}, {x}}}.",
    "candlestick.volatility":
      "{period, select, day {Die Tagesspanne} week {Die Wochenspanne} month {Die Monatsspanne} year {Die Jahresspanne} other {Die Spanne einer Periode}} zwischen Tief und Hoch betrug im Mittel {average} des Schlusskurses{most, select, none {} other {{single, select, yes {; am größten war sie mit {mostAverage} {most}} other {, am höchsten {most} ({mostAverage} im Mittel)}}}}.",
    "candlestick.point":
      "{x}: Eröffnung {open}, Hoch {high}, Tief {low}, Schluss {close}{direction, select, up {, gestiegen} down {, gefallen} other {, unverändert}}{volume, select, none {} other {, Volumen {volume}}}.",
    "candlestick.gap": "{x}: keine Kurse.",
    "details.candlestick":
      "{name, select, periods {Perioden} up {Perioden mit Anstieg} down {Perioden mit Rückgang} highestHigh {Höchstes Hoch} lowestLow {Tiefstes Tief} rise {Größter Anstieg in einer Periode} fall {Größter Rückgang in einer Periode} range {Mittlere Spanne} other {Größte Spanne}}",
  ]
}
