import AudioGraphTestSupport
import RealModule
import SonificationCore
import Testing

/// The default timbres differ clearly in spectrum: the spectral centroid of each, measured on
/// rendered audio, is at least 2.9 semitones from every other's at every pitch from C3 to C6.
///
/// Measure: a steady 0.5 s tone at 48 kHz, Hann-windowed over its middle 0.25 s; the power of
/// harmonics 1 ... 20 by Goertzel at k × f; the centroid is the power-weighted mean harmonic
/// number, given as an interval above the fundamental, 12 log₂(centroid) semitones. Before the
/// change sine and mellow (series 1 and 5) were 0.58 semitone apart.
@Suite struct TimbreSpectrumTests {
  static let sampleRate = 48_000.0
  static let minimumSemitones = 2.9

  static func centroidSemitones(_ timbre: Timbre, frequency: Double) -> Double {
    var score = Score(sampleRate: sampleRate)
    score.add(
      Score.Glide(
        keyPoints: [.init(frame: 0, frequency: frequency), .init(frame: 24_000, frequency: frequency)],
        timbre: timbre))
    let samples = hannWindowed(Array(renderScore(score)[12_000..<24_000]))
    var weighted = 0.0
    var total = 0.0
    for k in 1...20 {
      let power = goertzelPower(samples, frequency: Double(k) * frequency, sampleRate: sampleRate)
      weighted += Double(k) * power
      total += power
    }
    return 12 * Double.log2(weighted / total)
  }

  @Test(arguments: [130.81, 261.63, 523.25, 1_046.5])
  func everyPairOfTimbresIsClearlyApartInSpectralCentroid(frequency: Double) {
    let centroids = Timbre.allCases.map { ($0, Self.centroidSemitones($0, frequency: frequency)) }
    print("centroids at \(frequency) Hz: \(centroids.map { "\($0.0) \($0.1)" }.joined(separator: ", "))")
    var closest = Double.infinity
    for i in centroids.indices {
      for j in centroids.indices where j > i {
        let distance = abs(centroids[i].1 - centroids[j].1)
        closest = min(closest, distance)
        #expect(
          distance >= Self.minimumSemitones,
          "\(centroids[i].0) and \(centroids[j].0) at \(frequency) Hz: \(distance) semitones apart")
      }
    }
    print("closest pair at \(frequency) Hz: \(closest) semitones")
  }
}
