import AudioGraphTestSupport
import Synchronization
import Testing

@testable import SonificationCore

/// The tables that depend on the sample rate alone (loudness gains, earcon bursts) are made once
/// per sample rate and kept (`SampleRateTableCache`): the kept tables are the computed ones bit
/// for bit, a hit computes nothing, and the cache keeps only its last few sample rates.
@Suite struct SampleRateTableCacheTests {
  /// The loudness table made with one K-weighting for the whole table is, bit for bit, the one
  /// made with a K-weighting designed anew for every partial (as it was before the cache).
  @Test(arguments: [8_000.0, 44_100, 48_000])
  func theLoudnessTableIsTheOnePartialByPartialDesignGives(sampleRate: Double) {
    func fade(_ partial: Double) -> Double {
      let guardFrequency = 0.45 * sampleRate
      if partial >= guardFrequency { return 0 }
      return min(1, (guardFrequency - partial) / (0.05 * sampleRate))
    }
    var expected: [Double] = []
    for timbre in Timbre.allCases {
      for i in 0..<TimbreLoudness.entriesPerTimbre {
        let frequency = TimbreLoudness.tableFrequency(i)
        guard timbre != .sine else {
          expected.append(1)
          continue
        }
        let reference =
          fade(frequency) * fade(frequency) * KWeighting.power(atFrequency: frequency, sampleRate: sampleRate)
        var weighted = 0.0
        for (index, amplitude) in timbre.harmonicAmplitudes.enumerated() where amplitude != 0 {
          let partial = Double(index + 1) * frequency
          weighted +=
            amplitude * amplitude * fade(partial) * fade(partial)
            * KWeighting.power(atFrequency: partial, sampleRate: sampleRate)
        }
        expected.append(weighted > 0 && reference > 0 ? (reference / weighted).squareRoot() : 1)
      }
    }
    let table = TimbreLoudness.table(sampleRate: sampleRate)
    #expect(table.map(\.bitPattern) == expected.map(\.bitPattern))
    #expect(TimbreLoudness.cachedTable(sampleRate: sampleRate).map(\.bitPattern) == table.map(\.bitPattern))
  }

  /// The kept earcon table is the computed one, bit for bit, at 8 kHz and 48 kHz.
  @Test(arguments: [8_000.0, 48_000])
  func theKeptEarconTableIsTheComputedOne(sampleRate: Double) {
    let table = EarconSound.table(sampleRate: sampleRate)
    #expect(!table.isEmpty)
    #expect(EarconSound.cachedTable(sampleRate: sampleRate).map(\.bitPattern) == table.map(\.bitPattern))
    #expect(EarconSound.cachedTable(sampleRate: sampleRate).map(\.bitPattern) == table.map(\.bitPattern))
  }

  /// A hit computes nothing; a new sample rate beyond the capacity drops the oldest one made.
  @Test func computesEachSampleRateOnceAndKeepsTheLastFew() {
    let made = Mutex<[Double]>([])
    let cache = SampleRateTableCache(capacity: 2) { sampleRate in
      made.withLock { $0.append(sampleRate) }
      return [sampleRate, 1]
    }
    #expect(cache.table(sampleRate: 8_000) == [8_000, 1])
    #expect(cache.table(sampleRate: 8_000) == [8_000, 1])
    #expect(cache.table(sampleRate: 48_000) == [48_000, 1])
    #expect(cache.table(sampleRate: 8_000) == [8_000, 1])
    #expect(made.withLock { $0 } == [8_000, 48_000])
    #expect(cache.sampleRates == [8_000, 48_000])
    #expect(cache.table(sampleRate: 44_100) == [44_100, 1])
    #expect(cache.sampleRates == [48_000, 44_100])
    #expect(cache.table(sampleRate: 8_000) == [8_000, 1])
    #expect(made.withLock { $0 } == [8_000, 48_000, 44_100, 8_000])
    #expect(cache.sampleRates == [44_100, 8_000])
  }

  /// A renderer prepared again at the same sample rate (its tables now from the cache) renders
  /// the same samples, bit for bit, as the first one: tones of two timbres and an earcon.
  @Test func aRendererPreparedFromTheCacheRendersTheSameSamples() {
    var score = Score(sampleRate: 37_800)
    score.add(
      Score.Glide(
        keyPoints: [.init(frame: 0, frequency: 330), .init(frame: 6_000, frequency: 660)], timbre: .nasal))
    score.add(
      Score.Glide(
        keyPoints: [.init(frame: 2_000, frequency: 220), .init(frame: 9_000, frequency: 440)], timbre: .bright))
    score.add(Score.Earcon(.maximum, startFrame: 3_000))
    let first = renderScore(score, channelCount: 2)
    let second = renderScore(score, channelCount: 2)
    #expect(first.contains { $0 != 0 })
    #expect(first.map(\.bitPattern) == second.map(\.bitPattern))
  }
}
