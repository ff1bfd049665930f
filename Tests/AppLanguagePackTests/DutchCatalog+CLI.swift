/// The command-line tool's lines in Dutch.
let dutchCLI: [String: String] = [
  "cli.note": "{file}: opmerking: {note}",
  "cli.severalCharts":
    "het bestand bevat {count} grafieken (deelgrafieken, facetten of grafieken van een pagina); grafiek 1 wordt gelezen. Kies een andere met --subplot N.",
  "cli.rendered":
    "{file}: {seconds} seconden, {format}, {encoding, select, pcm16 {16-bit PCM} pcm24 {24-bit PCM} float32 {32-bit drijvende komma} other {Vorbis}}, {rate} hertz, {channels, select, mono {mono} other {stereo}}.",
  "cli.renderedMIDI": "{file}: {seconds} seconden, MIDI, {tracks, plural, one {# spoor} other {# sporen}}.",
  "cli.html":
    "{file}: HTML-{kind, select, figure {figuur} other {pagina}}, {seconds, select, none {zonder geluid.} other {audiografiek van {seconds} seconden ({audio}).}}",
  "cli.playing": "{title} speelt: {seconds} seconden.",
  "cli.complete": "Klaar.",
  "cli.timing.phrase":
    "{file}: {kind, select, title {titel} summary {samenvatting} axes {assen} series {reeks} other {einde}} van {start} tot {end} seconden: {text}",
  "cli.timing.section":
    "{file}: {title, select, none {grafiek} other {grafiek ({title})}} van {start} tot {end} seconden, gegevens van {dataStart} tot {dataEnd} seconden.",
]
