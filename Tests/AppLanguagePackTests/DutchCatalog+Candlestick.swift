/// A candlestick chart's sentences, period lines and Chart Details labels.
let dutchCandlestick: [String: String] = [
  "candlestick.range": "Hoogste koers: {high} {highX}; laagste koers: {low} {lowX}.",
  "candlestick.upDown":
    "{up} van de {count, plural, one {# periode} other {# periodes}} sloten boven de opening en {down} eronder{unchanged, plural, =0 {} one {; één sloot onveranderd} other {; # sloten onveranderd}}.",
  "candlestick.largestMove":
    "{direction, select, up {Grootste stijging in één periode: {change}, {x}} other {Grootste daling in één periode: {change}, {x}}}.",
  "candlestick.volatility":
    "{period, select, day {De dagelijkse} week {De wekelijkse} month {De maandelijkse} year {De jaarlijkse} other {De}} spreiding tussen laag en hoog was gemiddeld {average} van de slotkoers{most, select, none {} other {{single, select, yes {; het grootst {mostAverage}, {most}} other {, het hoogst {most} ({mostAverage} gemiddeld)}}}}.",
  "candlestick.point":
    "{x}: open {open}, hoog {high}, laag {low}, slot {close}{direction, select, up {, gestegen} down {, gedaald} other {, onveranderd}}{volume, select, none {} other {, volume {volume}}}.",
  "table.ohlc": "{field, select, open {Open} high {Hoog} low {Laag} close {Slot} other {Volume}}",
  "braille.upDown":
    "{series}, omhoog en omlaag: een stijgende diagonaal waar de periodes van een cel boven de opening sloten ({up, plural, one {# cel} other {# cellen}}), een dalende waar eronder ({down}).",
  "explore.price": "{field}: {value}, {x}.",
  "explore.priceEnd": "{end, select, first {Bij de opening, de eerste koers.} other {Bij het slot, de laatste koers.}}",
  "explore.noPrices":
    "Omhoog en omlaag lopen langs open, hoog, laag en slot van een kandelaardiagram; deze grafiek heeft één waarde per punt.",
  "candlestick.gap": "{x}: geen koersen.",
  "details.candlestick":
    "{name, select, periods {Periodes} up {Periodes omhoog} down {Periodes omlaag} highestHigh {Hoogste koers} lowestLow {Laagste koers} rise {Grootste stijging} fall {Grootste daling} range {Gemiddelde spreiding} other {Grootste spreiding}}",
]
