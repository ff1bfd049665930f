#!/usr/bin/env python3
"""An independent model of how a line chart sounds, from the rules in Documentation/Sound.md.

It reads a chart file (the JSON chart format: numeric or date x, numeric y, first series, a
continuous line) and writes, for a render with the defaults of `render` except earcons off
(no 0.25 s lead-in), 10 s of data and 44 100 frames a second:

* "keyPoints": every slot heard as a value, as the documented slot rule makes it: its frame
  and its pitch in hertz;
* "probes": places to listen at (each key point, and halfway between neighbouring key points):
  a frame, a window of frames, and the mean pitch over that window by the documented glide
  and hold rules;
* "tracks": per line (a run of valued slots between missing ones, two or more points), the
  documented pitch track as [frame, hertz] breakpoints: each key point and the ends of its
  holds, the pitch linear in log frequency from one breakpoint to the next.

Only the Python standard library: the model shares no code with the renderer. Exact slot
boundaries use fractions. Regenerate the committed fixtures with

    Scripts/sound_model.py Fixtures/corpus/co2-weekly.json > Fixtures/sound-model/co2-weekly.json
    Scripts/sound_model.py Fixtures/corpus/sp500-2000-2015.json > Fixtures/sound-model/sp500-2000-2015.json

The test SoundModelTests renders the same charts and checks that every key point's frame is
the model's and its pitch within 0.01 cent of the model's, and that over every period of the
rendered line (between rising zero crossings) the track's pitch advances the phase by one cycle
within 1 cent. (The probes' mean pitch is not compared with a pitch fitted to the audio: where
the pitch bends inside the window a fitted pitch is not the mean pitch, which is where an earlier
comparison saw up to 13 cents; counted in phase, model and render agree within 0.05 cent.)
"""

import datetime
import json
import math
import sys
from fractions import Fraction

SAMPLE_RATE = 44_100
DURATION = 10.0  # seconds of data (numeric or date x)
SLOT_SECONDS = 0.010  # continuous series: slots of at most 10 ms
LOW = 440 * 2 ** ((48 - 69) / 12)  # C3
HIGH = 440 * 2 ** ((84 - 69) / 12)  # C6
HOLD_SECONDS = 0.001  # a key point's pitch is held 1 ms each side (or half a period)


def number(x):
    """A numeric x, or a calendar date as seconds since 1970 (midnight UTC)."""
    if isinstance(x, (int, float)):
        return float(x)
    day = datetime.date.fromisoformat(x)
    return float((day - datetime.date(1970, 1, 1)).days * 86_400)


def frames(seconds):
    """The nearest frame, halves away from zero (as documented for times)."""
    value = seconds * SAMPLE_RATE
    return int(math.floor(value + 0.5)) if value >= 0 else -int(math.floor(-value + 0.5))


def model(chart):
    series = chart["series"][0]
    points = [(number(p["x"]), p.get("y")) for p in series["points"]]
    xs = [x for x, _ in points]
    x_range = chart["xAxis"].get("range")
    lower, upper = (number(x_range[0]), number(x_range[1])) if x_range else (min(xs), max(xs))
    values = [y for s in chart["series"] for p in s["points"] if (y := p.get("y")) is not None]
    y_range = chart["yAxis"].get("range")
    y_low, y_high = (y_range[0], y_range[1]) if y_range else (min(values), max(values))

    # Slots: ceil(duration / 10 ms) equal slots; slot = floor(slots × (x − lower) / (upper −
    # lower)), exactly; x at or past the upper end in the last slot.
    count = max(1, math.ceil(DURATION / SLOT_SECONDS - 1e-9))
    placed = []
    for index, (x, y) in enumerate(points):
        fraction = (Fraction(x) - Fraction(lower)) / (Fraction(upper) - Fraction(lower))
        slot = min(max(math.floor(count * fraction), 0), count - 1)
        position = min(max((x - lower) / (upper - lower), 0.0), 1.0)
        placed.append((position, index, slot, y))
    placed.sort()

    # One item per slot: at the first point's time; the mean of its values, or missing when at
    # least half its points are missing.
    items = []
    for position, index, slot, y in placed:
        if items and items[-1]["slot"] == slot:
            items[-1]["ys"].append(y)
            continue
        items.append({"slot": slot, "frame": frames(position * DURATION), "ys": [y]})
    for item in items:
        present = [y for y in item["ys"] if y is not None]
        missing = len(item["ys"]) - len(present)
        total = 0.0
        for y in present:
            total += y
        item["value"] = total / len(present) if present and 2 * missing < len(item["ys"]) else None

    def pitch(v):
        t = 0.5 if y_high <= y_low else min(max((v - y_low) / (y_high - y_low), 0.0), 1.0)
        return LOW * (HIGH / LOW) ** t

    # Runs of valued items between missing ones: a glide through each (a run of one is a tone).
    runs, current = [], []
    for item in items:
        if item["value"] is None:
            if current:
                runs.append(current)
            current = []
        else:
            current.append((item["frame"], pitch(item["value"])))
    if current:
        runs.append(current)

    key_points, probes, tracks = [], [], []
    for run in runs:
        key_points += [{"frame": f, "hz": hz} for f, hz in run]
        if len(run) < 2:
            continue
        # Holds: each point's pitch for max(1 ms, half a period) either side, at most a quarter
        # of the way to the neighbour on that side (whole frames, rounded down); none before the
        # first point or after the last. Between, linear in log frequency over frames.
        track = []
        for k, (f, hz) in enumerate(run):
            hold = frames(max(HOLD_SECONDS, 0.5 / hz))
            if k > 0:
                before = min(hold, (f - run[k - 1][0]) // 4)
                if before > 0:
                    track.append((f - before, hz))
            track.append((f, hz))
            if k + 1 < len(run):
                after = min(hold, (run[k + 1][0] - f) // 4)
                if after > 0:
                    track.append((f + after, hz))
        tracks.append([[f, hz] for f, hz in track])

        def frequency_at(n):
            if n <= track[0][0]:
                return track[0][1]
            if n >= track[-1][0]:
                return track[-1][1]
            lo, hi = 0, len(track) - 1
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if track[mid][0] <= n:
                    lo = mid
                else:
                    hi = mid
            (f0, p0), (f1, p1) = track[lo], track[hi]
            return 2 ** (math.log2(p0) + (math.log2(p1) - math.log2(p0)) * (n - f0) / (f1 - f0))

        def probe(centre, near, where):
            window = max(int(0.001 * SAMPLE_RATE), round(SAMPLE_RATE / near))
            if where == "after":  # the window starts at the run's first point
                centre += window // 2
            elif where == "before":  # the window ends at the run's last point
                centre -= window // 2
            first = centre - window // 2
            mean = sum(frequency_at(n) for n in range(first, first + window)) / window
            probes.append({"frame": centre, "window": window, "hz": mean})

        for k, (f, hz) in enumerate(run):
            probe(f, hz, "after" if k == 0 else "before" if k == len(run) - 1 else "at")
            if k + 1 < len(run):
                probe((f + run[k + 1][0]) // 2, math.sqrt(hz * run[k + 1][1]), "at")
    return {"sampleRate": SAMPLE_RATE, "keyPoints": key_points, "probes": probes, "tracks": tracks}


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as file:
        result = model(json.load(file))
    json.dump(result, sys.stdout, indent=None, separators=(",", ":"))
    sys.stdout.write("\n")
