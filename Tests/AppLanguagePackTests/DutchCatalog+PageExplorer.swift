/// The keyboard explorer of `audiograph html --interactive`.
let dutchPageExplorer: [String: String] = [
  "page.audioLabel": "Audiografiek van {title}",
  "page.explore.heading": "Met het toetsenbord verkennen",
  "page.explore.keys":
    "Tab naar de grafiekverkenner hieronder. Links en Rechts gaan van punt naar punt, elk met zijn toon; Omhoog en Omlaag, of [ en ], gaan naar de vorige en volgende reeks; Home en End gaan naar het eerste en laatste punt; m gaat naar het minimum en M naar het maximum; u en v gaan naar de dichtstbijzijnde hogere en lagere waarde rechts, U en V links; Spatie speelt de audiografiek vanaf het huidige punt en pauzeert; + en - veranderen de snelheid; w zegt waar u bent; b zegt de braillecursor; h zegt deze toetsen. De verkenner neemt de toetsen zolang hij de focus heeft (een schermlezer schakelt daar naar de focusmodus); Tab verlaat hem.",
  "page.explore.label": "Grafiekverkenner, {title}",
  "page.explore.where": "{series}, punt {number} van {total}.",
  "page.explore.noAudio": "Deze pagina heeft geen audiografiek om af te spelen.",
  "page.tableFirstRows": "De tabel toont de eerste {shown} van {rows} rijen; het CSV-bestand bevat ze allemaal.",
  "page.tableCaptionFirstRows": "{title}, gegevenstabel, eerste {shown} van {rows} rijen",
  "page.downloadCSV": "De gegevens downloaden als CSV-bestand ({rows, plural, one {# rij} other {# rijen}})",
  "page.downloadZIP":
    "De gegevens downloaden als CSV-bestand in een ZIP-archief ({rows, plural, one {# rij} other {# rijen}})",
  "page.soundKey": "Wat de klanken betekenen:",
  "soundKey.time":
    "De tijd loopt langs de x-as ({axis}){pan, select, yes {, en de klank gaat van links naar rechts} other {}}.",
  "soundKey.pitch":
    "De toonhoogte geeft de y-as ({axis}): {inverted, select, yes {hoe hoger de waarde, hoe lager de toon} other {hoe hoger de waarde, hoe hoger de toon}}.",
  "soundKey.startEnd": "Een stijgende gong opent de audiografiek en een dalende gong sluit hem af.",
  "soundKey.missing": "Een laag gezoem markeert een ontbrekende waarde.",
  "soundKey.referenceLines": "Een belachtige ping klinkt waar de gegevens een referentielijn kruisen.",
  "soundKey.gridlines": "Een zacht tikje klinkt bij elke rasterlijn van de x-as.",
  "soundKey.extrema": "Twee lage piepjes markeren de laagste waarde van elke reeks, twee hoge de hoogste.",
  "soundKey.intervalBounds":
    "Twee zachtere stemmen spelen de onder- en bovengrens van elk betrouwbaarheidsinterval: een smal interval klinkt bijna als één noot, een breed als een akkoord.",
  "soundKey.intervalVibrato": "Een vibrato zo breed als het betrouwbaarheidsinterval laat een toon trillen.",
  "soundKey.seriesTimbre":
    "{series}: klankkleur {timbre, select, sine {sinus} soft {zacht} bright {helder} hollow {hol} mellow {mild} organ {orgel} other {nasaal}}.",
  "soundKey.axis":
    "{axis}: {mapping, select, volume {hoe hoger de waarde, hoe luider de toon} toneLength {hoe hoger de waarde, hoe langer de toon} volumeAndToneLength {hoe hoger de waarde, hoe luider en langer de toon} brightness {hoe hoger de waarde, hoe helderder de stem} tremolo {hoe hoger de waarde, hoe dieper het tremolo} other {elke categorie met een eigen stem}}.",
  "page.seriesAudio": "Elke reeks apart:",
  "page.seriesAudioLabel": "Audiografiek van {series} in {title}",
  "page.soundNotes": "Opmerkingen over de audiografiek:",
  "page.brailleIntro":
    "Voor een brailleleesregel: elke reeks als één regel braillecellen, van links naar rechts langs de x-as; de zin voor elke regel zegt wat de cellen tonen.",
  "page.brailleSummary": "{lines, plural, one {Brailleregel} other {Brailleregels}} ({lines})",
  "page.brailleLabel": "Brailleregel van {series}",
]
