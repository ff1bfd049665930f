/// The accessibility audit's messages in Dutch.
let dutchAudit: [String: String] = [
  "audit.place.topLevel": "bovenste niveau",
  "audit.severity": "{severity, select, error {fout} warning {waarschuwing} other {opmerking}}",
  "audit.ruleCriterion": "{rule}, WCAG {criterion} niveau {level}",
  "audit.finding": "{file}: {place}: {severity}: {rule}: {message} Oplossing: {fix}",
  "audit.counts":
    "{file}: {errors, plural, one {# fout} other {# fouten}}, {warnings, plural, one {# waarschuwing} other {# waarschuwingen}}, {notes, plural, one {# opmerking} other {# opmerkingen}}.",
  "audit.noFindings": "{file}: geen bevindingen.",
  "audit.sarifMessage": "{message} Oplossing: {fix}",

  "audit.rule.text-contrast":
    "Tekst heeft een contrast van ten minste 4,5:1 met de achtergrond (3:1 voor grote tekst).",
  "audit.rule.text-contrast-enhanced":
    "Tekst heeft een contrast van ten minste 7:1 met de achtergrond (4,5:1 voor grote tekst).",
  "audit.rule.series-contrast": "De kleur van elke reeks heeft een contrast van ten minste 3:1 met de achtergrond.",
  "audit.rule.series-colors-distinct":
    "De kleuren van de reeksen verschillen ten minste {difference} CIEDE2000 bij normaal kleurenzien en bij protanopie, deuteranopie en tritanopie, of de reeksen verschillen op een andere manier.",
  "audit.rule.chart-title": "De grafiek heeft een titel.",
  "audit.rule.axis-title": "Elke as heeft een titel.",
  "audit.rule.axis-unit": "Elke numerieke as noemt haar eenheid of opmaak.",
  "audit.rule.series-name": "In een grafiek met meerdere reeksen heeft elke reeks een naam.",
  "audit.rule.summary-missing": "De grafiek heeft een samenvatting van de auteur.",
  "audit.rule.summary-contradicts-data":
    "De samenvatting van de auteur klopt met de gegevens (richting, aantallen, eerste en laatste waarden).",
  "audit.rule.too-many-series": "Er zijn niet meer reeksen dan verschillende klankkleuren ({timbres}).",
  "audit.rule.too-many-categories":
    "Elke categorie duurt in de standaard-audiografiek ten minste {seconds} seconden (ten hoogste {maximum} categorieën).",
  "audit.rule.flat-y-range":
    "De gegevens beslaan meer dan {share}% van het bereik van de Y-as, zodat hun toonhoogte hoorbaar verandert.",
  "audit.rule.long-point-label": "Puntlabels hebben ten hoogste {maximum} tekens, kort genoeg om te beluisteren.",
  "audit.rule.not-sonified": "Alles wat de grafiek bevat, is te horen in haar audiografiek.",
  "audit.rule.interval-as-values":
    "Een betrouwbaarheidsinterval staat als interval van elk punt, niet als twee extra assen of reeksen.",
  "audit.intervalAsValues":
    "de {kind, select, axes {extra assen} other {reeksen}} \"{lower}\" en \"{upper}\" lijken de onder- en bovengrens van een betrouwbaarheidsinterval; AudioGraph leest ze als andere waarden, dus het interval is niet te horen en wordt niet genoemd",
  "audit.intervalAsValues.fix":
    "geef elk punt zijn interval, {example} in het grafiekbestand of {code} in code, en verwijder de {kind, select, axes {twee assen} other {twee reeksen}}",

  "audit.background": "de achtergrond {color}",
  "audit.background.assumed": "de achtergrond {color} (aangenomen: het bestand geeft geen achtergrond in {key})",
  "audit.textContrast":
    "de tekstkleur {color} op {background}{dark, select, yes { in donkere modus} other {}} heeft een contrast van {ratio}, minder dan de {minimum} die WCAG {criterion} vraagt voor {large, select, yes {grote tekst} other {tekst}}",
  "audit.seriesContrast":
    "{series} is getekend in {color} op {background}{dark, select, yes { in donkere modus} other {}}: een contrast van {ratio}, minder dan de {minimum} die WCAG 1.4.11 vraagt voor grafische objecten",
  "audit.ratio": "{ratio}:1",
  "audit.fix.noColor":
    "geen {what, select, text {tekstkleur} other {reekskleur}} haalt {minimum} op deze achtergrond; verander de achtergrond",
  "audit.fix.color":
    "gebruik {color} of {darker, select, yes {donkerder} other {lichter}} als {what, select, text {tekstkleur} other {reekskleur}} ({ratio}), of een {darker, select, yes {lichtere} other {donkerdere}} achtergrond",
  "audit.series": "reeks {number}{details, select, none {} other { ({details})}}",
  "audit.reader":
    "{difference} voor een lezer {vision, select, normal {met normaal kleurenzien} protanopia {met protanopie (roodblind)} deuteranopia {met deuteranopie (groenblind)} other {met tritanopie (blauwblind)}}",
  "audit.colorsDistinct":
    "{first} en {second}{dark, select, yes { in donkere modus} other {}} verschillen maar {readers} in CIEDE2000, minder dan {threshold}; {otherCue, select, yes {de reeksen verschillen ook in soort ({firstKind, select, line {een lijn} other {losse punten}} en {secondKind, select, line {een lijn} other {losse punten}}), dus kleur is niet het enige kenmerk} other {het grafiekbestand noemt geen ander kenmerk (beide zijn {firstKind, select, line {lijnen} other {losse punten}}), dus alleen de kleur onderscheidt ze}}",
  "audit.colorsDistinct.fix":
    "kies kleuren die ook in helderheid verschillen (een donkere, een lichte), of geef de reeksen verschillende markeringen of lijnstijlen, of label ze direct",

  "audit.title": "de grafiek heeft geen titel",
  "audit.title.fix":
    "voeg een \"title\" toe die zegt wat de grafiek toont, zoals ‘Websitebezoeken, eerste helft van 2024’",
  "audit.axisTitle": "{axis, select, x {de X-as} y {de Y-as} other {extra as {number}}} heeft geen titel",
  "audit.axisTitle.fix":
    "voeg een \"title\" toe die zegt wat {axis, select, x {de X-as} y {de Y-as} other {extra as {number}}} meet",
  "audit.axisUnit":
    "{axis, select, x {de X-as} y {de Y-as} other {extra as {number}}}{title, select, none {} other { ({title})}} heeft geen eenheid of opmaak, dus haar waarden worden als kale getallen gelezen",
  "audit.axisUnit.fix":
    "voeg een \"format\" met een eenheid toe, zoals {example}, of een stijl (percent, currency), of geef de eenheid tussen haakjes in de titel",
  "audit.axisUnit.example": "bezoeken",
  "audit.groupName":
    "groep {number} van {count} van de boxplot heeft geen naam, dus een luisteraar weet niet welke box het is",
  "audit.groupName.fix":
    "geef elke groep een naam: geef haar reeks een \"name\", de categorie waar haar box voor staat",
  "audit.seriesName": "reeks {number} van {count} heeft geen naam, dus een luisteraar weet niet welke het is",
  "audit.seriesName.fix": "voeg een \"name\" toe zoals de legenda hem toont",
  "audit.summaryMissing": "de grafiek heeft geen samenvatting; AudioGraph zou deze maken: ‘{generated}’",
  "audit.summaryMissing.fix":
    "voeg een \"summary\" toe met de kernboodschap van de grafiek (de gemaakte is een beginpunt)",
  "audit.summaryContradicts.fix": "verbeter de samenvatting zodat ze zegt wat de gegevens tonen",

  "audit.tooManySeries":
    "de grafiek heeft {count} reeksen maar de audiografiek heeft {timbres} verschillende klankkleuren, dus reeks {next} en verder klinken als eerdere als alle samen spelen",
  "audit.tooManySeries.fix": "splits de grafiek, of voeg reeksen samen, zodat ze er ten hoogste {timbres} heeft",
  "audit.tooManyCategories":
    "de X-as heeft {count} categorieën; in de standaard-audiografiek van 10 seconden duurt elke {seconds} seconden, minder dan de {minimum} seconden waarbij tonen te onderscheiden zijn",
  "audit.tooManyCategories.fix": "groepeer de categorieën tot ten hoogste {maximum}, of splits de grafiek",
  "audit.flatRange":
    "de gegevens beslaan {share}% van het bereik van de Y-as ({low} tot {high}), dus de audiografiek is één vlakke toon",
  "audit.flatRange.fix":
    "versmal het bereik van de Y-as tot de gegevens, of laat \"range\" weg zodat het de gegevens volgt",
  "audit.longLabels":
    "{count, plural, one {# puntlabel} other {# puntlabels}} van {series} {count, plural, one {is} other {zijn}} langer dan {maximum} tekens (het langste heeft er {longest}), te lang om te beluisteren tijdens het verkennen",
  "audit.longLabels.fix": "kort de labels in tot een paar woorden en zet details in de samenvatting",
  "audit.notSonified": "de audiografiek laat iets weg: {note}",
  "audit.notSonified.fix": "als luisteraars het nodig hebben, zeg het dan in de samenvatting of in puntlabels",
]
