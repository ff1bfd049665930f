"""Measures a narrated audio graph from its samples alone, without the code that made it and
without transcribing: where sound is, which stretches are speech and which are tones, how loud
each is (ITU-R BS.1770-4 integrated loudness, pyloudnorm), and the file's true peak (4x
oversampling, scipy). Prints one JSON object; the Swift test NarrationCommandTests compares it
with the timeline `audiograph render --timing-json` wrote.

Usage: check_narration.py FILE.wav

Segments are runs of samples at or above -80 dBFS, split wherever the sound stops for more than
0.45 s (narration pauses 0.6 s between a phrase and its neighbours; espeak-ng's pauses inside a
phrase are about 0.35 s at the default rate). A segment is speech when both hold:
- the zero-crossing rate of its 20 ms frames varies (standard deviation over mean above 0.5):
  voiced and unvoiced sounds alternate in speech, while a tone's rate follows its pitch smoothly;
- its spectrum is not a few lines: the median spectral flatness (geometric over arithmetic mean
  of the power spectrum from 100 Hz to 8 kHz, 2048-sample Hann frames) is above 0.0003.
"""
import json
import sys

import numpy as np
import pyloudnorm
import soundfile
from scipy.signal import resample_poly

SILENCE = 10 ** (-80 / 20)
MAXIMUM_GAP_SECONDS = 0.45


def segments(samples, rate):
    active = np.flatnonzero(np.abs(samples).max(axis=1) >= SILENCE)
    if len(active) == 0:
        return []
    breaks = np.flatnonzero(np.diff(active) > int(MAXIMUM_GAP_SECONDS * rate))
    starts = [active[0]] + [active[b + 1] for b in breaks]
    ends = [active[b] + 1 for b in breaks] + [active[-1] + 1]
    return list(zip(starts, ends))


def features(mono, rate):
    frame = int(0.02 * rate)
    frames = [mono[i:i + frame] for i in range(0, len(mono) - frame + 1, frame)]
    frames = [f for f in frames if np.sqrt(np.mean(f ** 2)) > 1e-3]
    crossings = np.array([np.mean(np.abs(np.diff(np.sign(f))) > 0) for f in frames])
    variation = float(np.std(crossings) / np.mean(crossings)) if len(frames) and np.mean(crossings) > 0 else 0.0
    size = 2048
    frequencies = np.fft.rfftfreq(size, 1 / rate)
    band = (frequencies > 100) & (frequencies < 8000)
    flatness = []
    for i in range(0, len(mono) - size + 1, size // 2):
        windowed = mono[i:i + size] * np.hanning(size)
        if np.sqrt(np.mean(windowed ** 2)) < 1e-3:
            continue
        power = np.abs(np.fft.rfft(windowed))[band] ** 2 + 1e-20
        flatness.append(float(np.exp(np.mean(np.log(power))) / np.mean(power)))
    return variation, (float(np.median(flatness)) if flatness else 0.0)


def main():
    samples, rate = soundfile.read(sys.argv[1], always_2d=True)
    meter = pyloudnorm.Meter(rate)
    result = []
    speech_parts, tone_parts = [], []
    for start, end in segments(samples, rate):
        part = samples[start:end]
        variation, flatness = features(part.mean(axis=1), rate)
        is_speech = variation > 0.5 and flatness > 0.0003
        (speech_parts if is_speech else tone_parts).append(part)
        loudness = meter.integrated_loudness(part) if end - start >= int(0.4 * rate) else None
        result.append({
            "start": start / rate, "end": end / rate, "kind": "speech" if is_speech else "tones",
            "zeroCrossingVariation": variation, "flatness": flatness,
            "loudness": None if loudness is None or not np.isfinite(loudness) else float(loudness),
        })
    def loudness(parts):
        if not parts:
            return None
        value = meter.integrated_loudness(np.concatenate(parts))
        return float(value) if np.isfinite(value) else None
    peak = float(np.abs(resample_poly(samples, 4, 1, axis=0)).max())
    print(json.dumps({
        "sampleRate": rate, "frameCount": len(samples), "segments": result,
        "speechLoudness": loudness(speech_parts), "tonesLoudness": loudness(tone_parts),
        "truePeakDecibels": 20 * float(np.log10(max(peak, 1e-12))),
    }, indent=1))


if __name__ == "__main__":
    main()
