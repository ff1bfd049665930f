/// The keyboard explorer of `audiograph html --interactive`.
let dutchPageExplorer: [String: String] = [
  "page.audioLabel": "Audiografiek van {title}",
  "page.explore.heading": "Met het toetsenbord verkennen",
  "page.explore.keys":
    "Tab naar de grafiekverkenner hieronder. Links en Rechts gaan van punt naar punt, elk met zijn toon; Omhoog en Omlaag, of [ en ], gaan naar de vorige en volgende reeks; Home en End gaan naar het eerste en laatste punt; m gaat naar het minimum en M naar het maximum; u en v gaan naar de dichtstbijzijnde hogere en lagere waarde rechts, U en V links; Spatie speelt de audiografiek vanaf het huidige punt en pauzeert; + en - veranderen de snelheid; w zegt waar u bent; b zegt de braillecursor; h zegt deze toetsen. De verkenner neemt de toetsen zolang hij de focus heeft (een schermlezer schakelt daar naar de focusmodus); Tab verlaat hem.",
  "page.explore.label": "Grafiekverkenner, {title}",
  "page.explore.where": "{series}, punt {number} van {total}.",
  "page.explore.noAudio": "Deze pagina heeft geen audiografiek om af te spelen.",
]
