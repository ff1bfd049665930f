/// Locale-independent number spelling used in equation strings.
public enum NumberText {
    /// `value` rounded to `digits` significant digits (round half away from zero), trailing zeros
    /// trimmed, "-0" → "0", ASCII digits and "." decimal point; U+2212 MINUS SIGN for negatives
    /// (screen readers say "minus", whereas "-" is sometimes read as "dash"/"hyphen").
    /// Plain notation for 1e−6 ≤ |v| < 1e15, otherwise "1.235 × 10^-7" style. Non-finite → "∞"/"−∞"/"NaN".
    public static func significant(_ value: Double, digits: Int = 4) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value > 0 ? "∞" : "\u{2212}∞" }
        if value == 0 { return "0" }
        let d = max(1, min(digits, 17))
        var mag = abs(value)
        var e = Int(_log10(mag).rounded(.down))
        // integer mantissa with d digits
        var scaled = (mag * _pow(10, Double(d - 1 - e))).rounded(.toNearestOrAwayFromZero)
        let top = _pow(10, Double(d))
        if scaled >= top { scaled = (scaled / 10).rounded(.toNearestOrAwayFromZero); e += 1 }
        if scaled < top / 10 { scaled *= 10; e -= 1 }
        mag = scaled
        var digitsStr = String(UInt64(scaled))
        while digitsStr.count < d { digitsStr = "0" + digitsStr }
        let sign = value < 0 ? "\u{2212}" : ""
        func trim(_ s: String) -> String {
            guard s.contains(".") else { return s }
            var t = s
            while t.hasSuffix("0") { t.removeLast() }
            if t.hasSuffix(".") { t.removeLast() }
            return t
        }
        if e < -6 || e >= 15 {
            let mant = trim(String(digitsStr.prefix(1)) + "." + String(digitsStr.dropFirst()))
            let exp = e < 0 ? "-\(-e)" : "\(e)"
            return sign + mant + " × 10^" + exp
        }
        let intDigits = e + 1
        var body: String
        if intDigits <= 0 {
            body = "0." + String(repeating: "0", count: -intDigits) + digitsStr
        } else if intDigits >= d {
            body = digitsStr + String(repeating: "0", count: intDigits - d)
        } else {
            body = String(digitsStr.prefix(intDigits)) + "." + String(digitsStr.dropFirst(intDigits))
        }
        body = trim(body)
        return body == "0" ? "0" : sign + body
    }
}
