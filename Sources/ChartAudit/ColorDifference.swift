import Foundation

/// A colour in CIE L\*a\*b\* (D65 white), the space CIEDE2000 differences are measured in.
public struct CIELab: Hashable, Sendable {
  /// Lightness, 0 (black) ... 100 (white).
  public var l: Double
  /// Green (negative) to red (positive).
  public var a: Double
  /// Blue (negative) to yellow (positive).
  public var b: Double

  public init(l: Double, a: Double, b: Double) {
    self.l = l
    self.a = a
    self.b = b
  }

  /// An sRGB colour in L\*a\*b\*: linear sRGB → CIE XYZ (IEC 61966-2-1 matrix, D65) → L\*a\*b\*
  /// relative to the D65 white point (0.95047, 1, 1.08883).
  public init(_ color: RGBColor) {
    let (r, g, b) = color.linear
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    func f(_ t: Double) -> Double {
      t > 216.0 / 24389 ? Foundation.cbrt(t) : (24389.0 / 27 * t + 16) / 116
    }
    self.init(l: 116 * f(y) - 16, a: 500 * (f(x) - f(y)), b: 200 * (f(y) - f(z)))
  }

  /// The CIEDE2000 colour difference ΔE₀₀ between two colours (CIE 142-2001, with parametric
  /// factors kL = kC = kH = 1), as Sharma, Wu and Dalal (2005) spell out its computation,
  /// including their notes on hue angles and the mean hue. 0 for equal colours; about 1 is a
  /// just-noticeable difference between large patches side by side; 100 is black to white.
  public static func ciede2000(_ lab1: CIELab, _ lab2: CIELab) -> Double {
    let c1 = hypot(lab1.a, lab1.b)
    let c2 = hypot(lab2.a, lab2.b)
    let meanC = (c1 + c2) / 2
    let meanC7 = Foundation.pow(meanC, 7)
    let g = 0.5 * (1 - (meanC7 / (meanC7 + Foundation.pow(25, 7))).squareRoot())
    let a1 = (1 + g) * lab1.a
    let a2 = (1 + g) * lab2.a
    let cp1 = hypot(a1, lab1.b)
    let cp2 = hypot(a2, lab2.b)
    func hue(_ b: Double, _ a: Double) -> Double {
      if a == 0 && b == 0 { return 0 }
      let degrees = atan2(b, a) * 180 / .pi
      return degrees < 0 ? degrees + 360 : degrees
    }
    let hp1 = hue(lab1.b, a1)
    let hp2 = hue(lab2.b, a2)

    let deltaL = lab2.l - lab1.l
    let deltaC = cp2 - cp1
    var deltaH = 0.0
    if cp1 * cp2 != 0 {
      deltaH = hp2 - hp1
      if deltaH > 180 { deltaH -= 360 } else if deltaH < -180 { deltaH += 360 }
    }
    let deltaBigH = 2 * (cp1 * cp2).squareRoot() * sin(deltaH / 2 * .pi / 180)

    let meanL = (lab1.l + lab2.l) / 2
    let meanCp = (cp1 + cp2) / 2
    var meanH = hp1 + hp2
    if cp1 * cp2 != 0 {
      if abs(hp1 - hp2) <= 180 {
        meanH = (hp1 + hp2) / 2
      } else if hp1 + hp2 < 360 {
        meanH = (hp1 + hp2 + 360) / 2
      } else {
        meanH = (hp1 + hp2 - 360) / 2
      }
    }
    func cosd(_ degrees: Double) -> Double { cos(degrees * .pi / 180) }
    let t =
      1 - 0.17 * cosd(meanH - 30) + 0.24 * cosd(2 * meanH) + 0.32 * cosd(3 * meanH + 6)
      - 0.20 * cosd(4 * meanH - 63)
    let deltaTheta = 30 * exp(-Foundation.pow((meanH - 275) / 25, 2))
    let meanCp7 = Foundation.pow(meanCp, 7)
    let rc = 2 * (meanCp7 / (meanCp7 + Foundation.pow(25, 7))).squareRoot()
    let lOffset = Foundation.pow(meanL - 50, 2)
    let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
    let sc = 1 + 0.045 * meanCp
    let sh = 1 + 0.015 * meanCp * t
    let rt = -sin(2 * deltaTheta * .pi / 180) * rc
    let termL = deltaL / sl
    let termC = deltaC / sc
    let termH = deltaBigH / sh
    return (termL * termL + termC * termC + termH * termH + rt * termC * termH).squareRoot()
  }
}

/// How a reader sees colours: normal colour vision, or one of the three dichromacies, simulated
/// with the model of Machado, Oliveira and Fernandes, "A Physiologically-based Model for
/// Simulation of Color Vision Deficiency" (IEEE Transactions on Visualization and Computer
/// Graphics 15(6), 2009), at severity 1.0.
///
/// The model is a 3 × 3 matrix for each deficiency, applied to linear-light sRGB (the colour is
/// linearized, multiplied, clamped to `0...1` and encoded again). The matrices are the paper's
/// published severity-1.0 matrices.
public enum ColorVision: String, Hashable, Sendable, CaseIterable {
  /// Normal trichromatic vision: colours unchanged.
  case normal
  /// No long-wavelength (red) cones: about 1% of men.
  case protanopia
  /// No medium-wavelength (green) cones: about 1% of men.
  case deuteranopia
  /// No short-wavelength (blue) cones: rare.
  case tritanopia

  /// How the reader is named in a sentence: "with protanopia (no red cones)".
  public var phrase: String {
    switch self {
    case .normal: "with normal colour vision"
    case .protanopia: "with protanopia (red-blind)"
    case .deuteranopia: "with deuteranopia (green-blind)"
    case .tritanopia: "with tritanopia (blue-blind)"
    }
  }

  /// Machado et al.'s severity-1.0 matrix, by rows; `nil` for normal vision.
  public var matrix: [[Double]]? {
    switch self {
    case .normal:
      nil
    case .protanopia:
      [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]
    case .deuteranopia:
      [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]
    case .tritanopia:
      [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]
    }
  }

  /// `color` as this reader sees it.
  public func simulate(_ color: RGBColor) -> RGBColor {
    guard let m = matrix else { return color }
    let (r, g, b) = color.linear
    return RGBColor(
      linearRed: m[0][0] * r + m[0][1] * g + m[0][2] * b,
      green: m[1][0] * r + m[1][1] * g + m[1][2] * b,
      blue: m[2][0] * r + m[2][1] * g + m[2][2] * b)
  }
}
