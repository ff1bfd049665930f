extension LanguagePack {
  /// `text` with every negative number in it said with this language's word instead of its minus
  /// sign: "-4.3 degrees Celsius" → "minus 4.3 degrees Celsius", "-$5.00" → "minus $5.00",
  /// "−4,8 %" → "moins 4,8 %" (message `value.negative`, the word
  /// ``FormattingContext/NegativeNumbers/word`` writes).
  ///
  /// Text meant to be heard goes through this when its numbers were written by someone else: an
  /// app's `valueDescriptionProvider` closure, or an axis' provider built for the sign
  /// (``AXChartDescriptor/pointDescription(_:)``, ``AXChartDescriptor/describeChartLines(summary:language:locale:)``,
  /// every line `audiograph explore` says). A screen reader at a low punctuation level drops
  /// "-", and "4.3" is then heard for −4.3. Text meant to be read or copied (tables, braille,
  /// CSV and JSON, the `check` report, which quotes values as the chart's author wrote them)
  /// keeps the sign.
  ///
  /// A sign is "-" (U+002D) or "−" (U+2212) that starts a number: it is not preceded by a
  /// letter, a digit or another sign, and it is followed by a digit, or by a currency symbol
  /// (with up to three capital letters: "-US$5") and then a digit. The word's `{value}` is the
  /// number without its sign, with a currency symbol before it and a percent sign or currency
  /// symbol after it: "-5,00 $" → "minus 5,00 $". Hyphens inside words and dates
  /// ("Mann-Kendall", "2024-03-01"), ranges ("10-20") and a lone "-" are left as they are.
  /// Text without a negative number is returned unchanged, so applying this twice is the same
  /// as once.
  public func negativeNumbersInWords(_ text: String) -> String {
    guard text.contains(where: { $0 == "-" || $0 == "\u{2212}" }) else { return text }
    let characters = Array(text)
    var result = ""
    var index = 0
    while index < characters.count {
      if let end = Self.negativeNumberEnd(in: characters, sign: index) {
        let magnitude = String(characters[(index + 1)..<end])
        result += self.text("value.negative", ["value": .text(magnitude)])
        index = end
      } else {
        result.append(characters[index])
        index += 1
      }
    }
    return result
  }

  /// The index after the negative number whose sign is at `sign`, or `nil` when no negative
  /// number starts there (the rule of ``negativeNumbersInWords(_:)``).
  private static func negativeNumberEnd(in characters: [Character], sign: Int) -> Int? {
    func isSign(_ character: Character) -> Bool { character == "-" || character == "\u{2212}" }
    func isCurrency(_ character: Character) -> Bool {
      character.unicodeScalars.first?.properties.generalCategory == .currencySymbol
    }
    func isDigit(_ at: Int) -> Bool { at < characters.count && characters[at].isASCII && characters[at].isNumber }
    guard isSign(characters[sign]) else { return nil }
    if sign > 0 {
      let before = characters[sign - 1]
      if before.isLetter || before.isNumber || isSign(before) { return nil }
    }
    // A currency symbol before the digits, with up to three capital letters: "$", "US$", "€".
    var index = sign + 1
    var prefix = 0
    while index < characters.count, prefix < 4, isCurrency(characters[index]) || characters[index].isUppercase {
      index += 1
      prefix += 1
    }
    if prefix > 0, !characters[(sign + 1)..<index].contains(where: isCurrency) { return nil }
    guard isDigit(index) else { return nil }
    // The digits, with separators between them: "1,234.5", "1.234,5", "1 234,5".
    while index < characters.count {
      if isDigit(index) {
        index += 1
      } else if ",.'\u{00A0}\u{202F}".contains(characters[index]), isDigit(index + 1) {
        index += 1
      } else {
        break
      }
    }
    // A percent sign or a currency symbol after the number, directly or after a space: "4,8 %",
    // "5,00 $", "5,00 $US".
    var after = index
    if after < characters.count, [" ", "\u{00A0}", "\u{202F}"].contains(characters[after]) { after += 1 }
    if after < characters.count, characters[after] == "%" || isCurrency(characters[after]) {
      after += 1
      while after < characters.count, characters[after].isUppercase || isCurrency(characters[after]) { after += 1 }
      if after == characters.count || !characters[after].isLetter { index = after }
    }
    return index
  }
}
