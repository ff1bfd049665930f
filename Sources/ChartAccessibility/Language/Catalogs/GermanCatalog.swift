/// The German messages. Series names are never the grammatical subject of a verb ("Umsatz:
/// starker Anstieg um 65 %, …"), so a sentence reads right whatever the name's gender and
/// number. x values take "im" before months and years ("im Januar 2024", "im Jahr 2020"), "am"
/// before days, "um" before times.
enum GermanCatalog {
  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    "number.powerOfTen": "{mantissa} mal 10 hoch {exponent}",
    "value.notANumber": "keine Zahl",
    "value.infinity": "unendlich",
    "value.minusInfinity": "minus unendlich",
    "value.missing": "kein Wert",
    "fallback.seriesName": "Die Werte",

    // Distributions: histograms and box plots
    "axis.count":
      "Anzahl",
    "list.separator": ", ",
    "list.last": " und ",
    "csv.valueAxis": "Wert",
    "value.negative": "minus {value}",
    "date.atTime": "{date} um {time}",
    "date.quarter": "{quarter, select, 1 {ersten} 2 {zweiten} 3 {dritten} other {vierten}} Quartal {year}",
    "date.quarterAlone": "{quarter, select, 1 {ersten} 2 {zweiten} 3 {dritten} other {vierten}} Quartal",

    "describe.untitled": "Diagramm ohne Titel",
    "describe.untitledAxis": "ohne Titel",
    "describe.xAxis": "{heatmap, select, yes {Spalten} other {X-Achse}}: {axis}",
    "describe.yAxis": "{heatmap, select, yes {Zellwerte} other {Y-Achse}}: {axis}",
    "describe.additionalAxis": "Zusätzliche Achse {number}: {axis}",
    "describe.referenceLine":
      "Referenzlinie auf der {axis, select, x {X-Achse} other {Y-Achse}}: {label}, bei {value}.",
    "describe.noCategories": "Keine Kategorien.",
    "describe.categories": "{count, plural, one {# Kategorie} other {# Kategorien}}: {list}",
    "describe.categoriesRange": "{count, plural, one {# Kategorie} other {# Kategorien}}, von {first} bis {last}",
    "describe.noData": "Noch keine Daten.",
    "describe.single":
      "{kind, select, date {Ein einzelnes Datum} year {Ein einzelnes Jahr} other {Ein einzelner Wert}}, {value}",
    "point.inSeries": "{series}: {point}",
    "describe.range":
      "{kind, select, date {Zeitraum {role, select, day {vom {lower} bis zum {upper}} other {von {lower} bis {upper}}}} year {Jahre von {lower} bis {upper}} other {Werte von {lower} bis {upper}}}",
    "describe.log10": "Logarithmische Skala zur Basis 10.",
    "describe.ln": "Natürliche logarithmische Skala.",
    "describe.seriesHeader":
      "{several, select, yes {Reihe {number} von {total}{named, select, no {. } other {: }}} other {Reihe: }}",
    "describe.heatmapRow":
      "{total, plural, one {Zeile} other {Zeile {number} von {total}}}: {name}, {count, plural, =0 {keine Zellen} one {# Zelle} other {# Zellen}}{empty, plural, =0 {} other {, # leer}}.",
    "describe.group":
      "{several, select, yes {Gruppe {number} von {total}} other {Gruppe}}{named, select, no {, } other {: {name}, }}{known, select, no {Anzahl der Werte nicht angegeben} other {{count, plural, one {# Wert} other {# Werte}}}}.",
    "describe.bins":
      "{bins, plural, =0 {keine Klassen} one {# Klasse} other {# Klassen}}, {count, plural, one {# Wert} other {# Werte}}",
    "describe.pieSlices": "Kreisdiagramm, {count, plural, one {# Segment} other {# Segmente}}",
    "describe.seriesKind": "{continuous, select, yes {Linie} other {Einzelne Punkte}}",
    "describe.dataPoints": "{count, plural, =0 {keine Datenpunkte} one {# Datenpunkt} other {# Datenpunkte}}",
    "describe.missing": "{count, plural, one {# fehlender Wert} other {# fehlende Werte}}",
    "describe.intervals":
      "{all, select, yes {alle} other {{count}}} mit {level, select, none {Unsicherheitsintervall} other {Konfidenzintervall ({level})}}",
    "describe.seriesName": "Reihe {number}",
    "point.interval": ". Konfidenzintervall: {lower} bis {upper}",
  ]
}
