extension FrenchCatalog {
  /// The explorer's positions, jumps, feedback and the help lines for them (`explore.*`).
  static let explore: [String: String] = [
    "explore.groupLineNoCount":
      "Groupe {number} sur {total}\u{00A0}: {series}, nombre de valeurs non indiqué.",
    "explore.at":
      "{line}, {unit, select, bar {barre} bin {classe} group {groupe} period {période} slice {part} other {point}} {number} sur {total}.",
    "explore.atCell":
      "{line}, ligne {row} sur {rows}, colonne {number} sur {total}.",
    "explore.unknownKey":
      "{key, select, none {Cette touche} other {{key}}} ne fait rien ici\u{00A0}; h pour l'aide.",
    "explore.gotoPrompt":
      "Aller à\u{00A0}: tapez une valeur de x ou une catégorie, puis Entrée\u{00A0}; Échap annule.",
    "explore.gotoNone":
      "Rien sur l'axe des x ne correspond à {text}.",
    "explore.gotoCancelled":
      "Aller à annulé.",
    "explore.notInBoxPlot":
      "Dans une boîte à moustaches, Gauche et Droite vont aux groupes, Haut et Bas parcourent les valeurs d'un groupe\u{00A0}; ce saut va de point en point.",
    "explore.tenth":
      "Dixième {number}\u{00A0}:",
    "explore.tenthEnd":
      "{end, select, first {Dans le premier dixième.} other {Dans le dernier dixième.}}",
    "explore.outlier":
      "Valeur inhabituelle {number} sur {count}, {side, select, high {haute} other {basse}}\u{00A0}:",
    "explore.noOutliers":
      "{series} n'a aucune valeur inhabituelle.",
    "explore.outlierEnd":
      "{end, select, first {Aucune valeur inhabituelle avant ce point.} other {Aucune valeur inhabituelle après ce point.}}",
    "explore.crossing":
      "Croise {others}, croisement {number} sur {count}\u{00A0}:",
    "explore.noCrossings":
      "{series} ne croise aucune autre série.",
    "explore.crossingEnd":
      "{end, select, first {Aucun croisement avant ce point.} other {Aucun croisement après ce point.}}",
    "explore.oneSeries":
      "Le graphique a une seule série\u{00A0}; rien à croiser.",
    "explore.help7":
      "Depuis un script, une commande par ligne\u{00A0}: right, left, home, end, up, down, next-series, previous-series, play, faster, slower, min, max, where, goto VALEUR, next-tenth, previous-tenth, next-higher, previous-higher, next-lower, previous-lower, next-outlier, previous-outlier, next-crossing, previous-crossing, chord, solo, mute, play-all, positions, messages, speech, settings, summary, details, braille, help, quit, ou les caractères des touches.",
    "explore.help9":
      "w dit où vous êtes\u{00A0}: la série et le point, chacun avec sa position.",
    "explore.help10":
      "g, puis une valeur et Entrée, va à ce x\u{00A0}: un nombre, une date comme 2024-07, une catégorie ou le début du x tel qu'il est dit\u{00A0}; Échap annule.",
    "explore.help11":
      "t et T vont au dixième suivant et précédent de la série.",
    "explore.help12":
      "u et v vont à la valeur plus haute et plus basse la plus proche à droite\u{00A0}; U et V cherchent à gauche.",
    "explore.help13":
      "o et O vont à la valeur inhabituelle suivante et précédente\u{00A0}; i et I au point suivant et précédent où cette série en croise une autre.",
    "explore.help14":
      "Chaque déplacement finit par sa position\u{00A0}; une touche qui ne fait rien ici le dit.",
    "explore.positions":
      "{state, select, on {Positions activées.} other {Positions désactivées.}}",
    "explore.speech":
      "{state, select, on {Parole activée\u{00A0}: chaque ligne est lue à voix haute.} other {Parole désactivée.}}",
    "explore.messages":
      "{state, select, brief {Messages brefs\u{00A0}: x et valeur d'un point.} other {Messages complets.}}",
    "explore.settings":
      "Vitesse {speed, select, half {moitié} threeQuarters {0,75 fois} normal {normale} oneAndAHalf {1,5 fois} other {double}}\u{00A0}; positions {state, select, on {activées} other {désactivées}}\u{00A0}; messages {messages, select, brief {brefs} other {complets}}\u{00A0}; parole {speech, select, on {activée, {rate}\u{00A0}mots par minute} other {désactivée}}\u{00A0}; plage de hauteurs {range}\u{00A0}; {file, select, none {réglages ni lus ni écrits (--no-settings)} other {gardés dans {file}}}.",
    "explore.help15":
      "p désactive et réactive la position à la fin de chaque déplacement\u{00A0}; l bascule la ligne d'un point entre complète et brève (seulement x et la valeur)\u{00A0}; r désactive et réactive la parole (l'outil lit chaque ligne à voix haute, après le son)\u{00A0}; P dit les réglages, gardés d'une session à l'autre.",
    "explore.chord":
      "Accord à {x}\u{00A0}: {parts}.",
    "explore.chordPart":
      "{series} {value}",
    "explore.chordOneSeries":
      "{kind, select, box {Les groupes d'une boîte à moustaches n'ont pas d'x commun\u{00A0}; un accord joue plusieurs séries à un même x.} other {Le graphique a une seule série\u{00A0}; un accord en demande plusieurs.}}",
    "explore.chordFirst":
      "On entend les {count} premières séries.",
    "explore.help17":
      "c joue ensemble toutes les séries à cet x, en accord, et dit leurs valeurs. a fait entendre cette série seule (solo) et n la coupe\u{00A0}; une seconde pression annule l'un et l'autre.",
    "explore.solo":
      "{state, select, on {Solo\u{00A0}: on n'entend que {series}.} other {Solo désactivé\u{00A0}: on entend toutes les séries qui ne sont pas coupées.}}",
    "explore.mute":
      "{state, select, on {{series} coupé.} other {{series} de nouveau audible.}}",
    "explore.silent":
      "{reason, select, muted {{series} est coupé.} other {{series} n'est pas audible\u{00A0}: {solo} joue en solo.}}",
    "explore.help18":
      "A joue tout le graphique depuis ce point\u{00A0}: ensemble, toutes les séries audibles (play-all depuis un script)\u{00A0}; le solo et la coupure les choisissent, et un graphique en lecture les suit.",
    "explore.playingChart":
      "Lecture du graphique à partir de {x}\u{00A0}: {series}.",
    "explore.notHeard":
      "Sans son\u{00A0}: {series}.",
    "explore.noneHeard":
      "Aucune série n'est audible\u{00A0}; n rétablit le son de la série courante, a la joue en solo.",
  ]
}
