#!/usr/bin/env python3
"""Computes the truth for Fixtures/distributions/*.csv with pandas, NumPy and SciPy, independently
of AudioGraph's code, and writes Fixtures/distributions/truth.json (see make_data.py for the venv).

What is computed, by the rules AudioGraph documents:
- quartiles: numpy.percentile (method "linear", R type 7); outliers beyond Tukey's fences
  (Q1 - 1.5 IQR, Q3 + 1.5 IQR); whiskers: the extreme values inside the fences.
- bins: numpy.histogram_bin_edges(bins="auto"); its width rounded to the nearest of 1, 2, 2.5, 5
  times a power of ten (by ratio); edges at multiples of that width covering the data; counts
  by numpy.histogram with those edges.
- shape: scipy.stats.skew/kurtosis(bias=False) with their standard errors; peaks of
  scipy.stats.gaussian_kde with Silverman's bandwidth 0.9 min(s, IQR/1.34) n^-1/5 on 512 points
  from min - 3h to max + 3h, kept when >= 10% of the highest and separated by a dip below 80% of
  the lower peak; the words: two or more peaks, else skewed (|G1| >= 0.5 and >= 2 SES), else heavy
  tails (G2 >= 1 and >= 2 SEK), else roughly symmetric; nothing under 20 values.
- groups: scipy.stats.kruskal; effect size epsilon^2 = H / (N - 1); "differ clearly" when
  p < 0.05 and epsilon^2 >= 0.08, "differ slightly" when p < 0.05, else "overlap".
"""

import json
import math
import os

import numpy as np
import pandas as pd
from scipy import stats

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DIR = os.path.join(ROOT, "Fixtures", "distributions")

HISTOGRAMS = {
    "old-faithful-eruptions.csv": "eruptions",
    "iris-petal-length.csv": "Petal.Length",
    "river-lengths.csv": "length",
    "airquality-ozone.csv": "Ozone",
}
GROUPS = {
    "chick-weights.csv": ("feed", "weight"),
    "insect-sprays.csv": ("spray", "count"),
    "plant-growth.csv": ("group", "weight"),
    "sleep-extra.csv": ("group", "extra"),
}


def readable_width(width):
    power = math.floor(math.log10(width))
    best = None
    for shift in (-1, 0, 1):
        for units, extra in ((1, 0), (2, 0), (25, -1), (5, 0)):
            exponent = power + shift + extra
            candidate = units * 10.0**exponent
            ratio = abs(math.log(candidate / width))
            if best is None or ratio < best[0]:
                best = (ratio, units, exponent)
    return best[1], best[2]


def readable_edges(values):
    width = np.diff(np.histogram_bin_edges(values, bins="auto"))[0]
    units, exponent = readable_width(width)

    def edge(k):
        return k * units * 10.0**exponent if exponent >= 0 else k * units / 10.0 ** (-exponent)

    low, high = values.min(), values.max()
    first = math.floor(low / (units * 10.0**exponent))
    while edge(first) > low:
        first -= 1
    while edge(first + 1) <= low:
        first += 1
    last = math.ceil(high / (units * 10.0**exponent))
    while edge(last) < high:
        last += 1
    while last - 1 > first and edge(last - 1) >= high:
        last -= 1
    return [edge(k) for k in range(first, last + 1)]


def box(values):
    q1, median, q3 = np.percentile(values, [25, 50, 75])
    iqr = q3 - q1
    low_fence, high_fence = q1 - 1.5 * iqr, q3 + 1.5 * iqr
    inside = values[(values >= low_fence) & (values <= high_fence)]
    outliers = np.sort(values[(values < low_fence) | (values > high_fence)])
    return {
        "count": int(len(values)), "q1": q1, "median": median, "q3": q3,
        "lowerWhisker": float(inside.min()), "upperWhisker": float(inside.max()),
        "lowerFence": low_fence, "upperFence": high_fence, "outliers": [float(v) for v in outliers],
    }


def peaks(values):
    n = len(values)
    sd = values.std(ddof=1)
    iqr = np.subtract(*np.percentile(values, [75, 25]))
    spread = min(sd, iqr / 1.34)
    if spread <= 0:
        spread = sd
    h = 0.9 * spread * n ** -0.2
    kde = stats.gaussian_kde(values, bw_method=h / sd)
    grid = np.linspace(values.min() - 3 * h, values.max() + 3 * h, 512)
    density = kde(grid)
    highest = density.max()
    candidates = [
        i for i in range(len(grid))
        if density[i] > (density[i - 1] if i > 0 else -1)
        and density[i] >= (density[i + 1] if i + 1 < len(grid) else -1)
        and density[i] >= 0.1 * highest
    ]
    merged = True
    while merged and len(candidates) > 1:
        merged = False
        for pair in range(len(candidates) - 1):
            a, b = candidates[pair], candidates[pair + 1]
            if density[a:b + 1].min() > 0.8 * min(density[a], density[b]):
                del candidates[pair + 1 if density[a] >= density[b] else pair]
                merged = True
                break
    return h, [float(grid[i]) for i in candidates], float(grid[1] - grid[0])


def shape(values):
    n = len(values)
    g1 = stats.skew(values, bias=False)
    g2 = stats.kurtosis(values, bias=False)
    ses = math.sqrt(6 * n * (n - 1) / ((n - 2) * (n + 1) * (n + 3)))
    sek = 2 * ses * math.sqrt((n * n - 1) / ((n - 3) * (n + 5)))
    h, modes, step = peaks(values)
    if n < 20:
        kind = "tooFewValues"
    elif len(modes) >= 2:
        kind = "multimodal"
    elif g1 >= 0.5 and g1 >= 2 * ses:
        kind = "skewedRight"
    elif g1 <= -0.5 and g1 <= -2 * ses:
        kind = "skewedLeft"
    elif g2 >= 1 and g2 >= 2 * sek:
        kind = "heavyTails"
    else:
        kind = "symmetric"
    return {
        "mean": float(values.mean()), "standardDeviation": float(values.std(ddof=1)), "skewness": float(g1),
        "excessKurtosis": float(g2), "bandwidth": h, "peaks": modes, "gridStep": step, "shape": kind,
    }


def main():
    truth = {"histograms": {}, "groups": {}}
    for name, column in HISTOGRAMS.items():
        frame = pd.read_csv(os.path.join(DIR, name))
        values = frame[column].dropna().to_numpy(dtype=float)
        edges = readable_edges(values)
        counts, _ = np.histogram(values, bins=edges)
        entry = {"column": column, "numpyAutoWidth": float(np.diff(np.histogram_bin_edges(values, bins="auto"))[0])}
        entry.update(box(values))
        entry.update({"minimum": float(values.min()), "maximum": float(values.max())})
        entry.update(shape(values))
        entry["edges"] = edges
        entry["counts"] = [int(c) for c in counts]
        truth["histograms"][name] = entry
    for name, (group_column, value_column) in GROUPS.items():
        frame = pd.read_csv(os.path.join(DIR, name), dtype={group_column: str})
        order = list(dict.fromkeys(frame[group_column]))
        samples = [frame.loc[frame[group_column] == g, value_column].dropna().to_numpy(dtype=float) for g in order]
        h, p = stats.kruskal(*samples)
        n = sum(len(s) for s in samples)
        effect = h / (n - 1)
        verdict = ("differClearly" if effect >= 0.08 else "differSlightly") if p < 0.05 else "overlap"
        truth["groups"][name] = {
            "groupColumn": group_column, "valueColumn": value_column,
            "groups": [dict(name=g, **box(s)) for g, s in zip(order, samples)],
            "kruskalWallis": {"h": float(h), "pValue": float(p), "epsilonSquared": effect, "verdict": verdict},
        }
    with open(os.path.join(DIR, "truth.json"), "w") as file:
        json.dump(truth, file, indent=1, sort_keys=True)
        file.write("\n")


if __name__ == "__main__":
    main()
