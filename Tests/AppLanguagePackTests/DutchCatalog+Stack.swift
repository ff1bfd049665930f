/// The sentences of stacked, normalized and grouped bars and stacked areas, their point lines,
/// Chart Details labels, table headers and explore lines.
let dutchStack: [String: String] = [
  "stack.layers":
    "{kind, select, groupedBar {{count, plural, one {# reeks} other {# reeksen}} per groep} other {{count, plural, one {# laag} other {# lagen}}, van onder naar boven}}: {list}.",
  "stack.total": "Totaal",
  "stack.shareItem": "{layer} {share}",
  "stack.othersItem": "{count, plural, one {# andere laag} other {# andere lagen}} {share}",
  "stack.shares": "Aandelen in het geheel: {list}.",
  "stack.largest":
    "Grootste deel: {layer}, {all, select, yes {in elke {kind, select, stackedArea {punt} other {staaf}}} other {in {count} van {total, plural, one {# {kind, select, stackedArea {punt} other {staaf}}} other {# {kind, select, stackedArea {punten} other {staven}}}}}}.",
  "stack.shift":
    "Van {first} tot {last}: {fell, select, none {aandeel {rose} steeg van {roseFrom} naar {roseTo}} other {aandeel {fell} daalde van {fellFrom} naar {fellTo}{rose, select, none {} other {, aandeel {rose} steeg van {roseFrom} naar {roseTo}}}}}.",
  "stack.growth": "Sterkste groei: {layer}, van {from} naar {to}.",
  "stack.negative":
    "Onder nul: {list}; waarden onder nul worden vanaf nul omlaag gestapeld en van het totaal afgetrokken.",
  "stack.gap": "{x}: geen waarden.",
  "stack.point": "{x}: {list}{normalized, select, yes {, van {total}} other {; totaal {total}}}.",
  "grouped.leaders":
    "Hoogste: {series}, {all, select, yes {in elke categorie} other {in {count} van {total, plural, one {# categorie} other {# categorieën}}}}{rest, select, none {} other {, {rest}}}.",
  "grouped.leaderItem": "{series} in {count}",
  "grouped.change": "naar {series} {x}",
  "grouped.changes":
    "De leiding wisselde {count, plural, one {één keer} other {# keer}}: {list}{more, select, yes {, en later nog} other {}}.",
  "grouped.ledIn": "Hoogste in {list}: {series}.",
  "grouped.point": "{x}: {list}; hoogste {series}.",
  "details.stack":
    "{name, select, sum {Som} share {Aandeel in het geheel} firstShare {Aandeel aan het begin} lastShare {Aandeel aan het eind} highest {Hoogst in} other {Grootste deel in}}",
  "details.stackLargestCount":
    "{count} van {total, plural, one {# {kind, select, groupedBar {categorie} stackedArea {punt} other {staaf}}} other {# {kind, select, groupedBar {categorieën} stackedArea {punten} other {staven}}}}",
  "table.layerShare": "Aandeel {layer}",
  "explore.stackLayer": "{layer}, {x}: {value}, {share} van {total}.",
  "explore.stackLayerMixed":
    "{layer}, {x}: {value}, {share} van de gezamenlijke grootte van de delen, {magnitude}, zonder tekens geteld; totaal {total}.",
  "explore.stackTotal": "Totaal, {x}: {value}.",
  "audit.rule.stack-gaps": "Elke laag van een gestapelde grafiek heeft een waarde bij elke x.",
  "audit.stackGaps":
    "{series} heeft geen waarde bij {count} van de {total} x-waarden; de stapel telt een ontbrekende waarde als 0, en het totaal daar zegt niets over het gat",
  "audit.stackGaps.fix":
    "geef de laag een waarde bij elke x (0 waar die nul is), of zeg in de samenvatting waarom die ontbreekt",
]
