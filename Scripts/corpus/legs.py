#!/usr/bin/env python3
"""Independent truth for the legs of a line (Sources/ChartSummaries/SummaryWriter+Segments.swift).

For each named corpus series, searches every polyline of one, two and three legs through data
points (first and last points fixed, each leg at least two steps) point by point with NumPy, and
prints the share of the variance the best one explains, its stops, and the R² after each
interior stop moves to the extreme its leg runs to (as the Swift code does).

    python3 Scripts/corpus/legs.py
"""

import json
import os

import numpy as np

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CASES = [
    ("gapminder-fertility-four-countries.json", 3),
    ("presidential-approval.json", 0),
    ("us-inflation-quarterly.json", 0),
    ("luteinizing-hormone.json", 0),
]


def values(file, series):
    with open(os.path.join(ROOT, "Fixtures", "corpus", file), encoding="utf-8") as f:
        chart = json.load(f)
    points = chart["series"][series]["points"]
    return chart["series"][series]["name"], np.array([p["y"] for p in points if p.get("y") is not None], float)


def error(y, stops):
    total = 0.0
    for i, j in zip(stops, stops[1:]):
        t = np.arange(i, j + 1)
        line = y[i] + (y[j] - y[i]) * (t - i) / (j - i)
        total += float(((y[i:j + 1] - line) ** 2).sum())
    return total


def best(y, legs):
    n = len(y)
    last = n - 1
    if legs == 1:
        return [0, last]
    if legs == 2:
        return min(([0, s, last] for s in range(2, last - 1)), key=lambda st: error(y, st))
    return min(([0, a, b, last] for a in range(2, last - 3) for b in range(a + 2, last - 1)),
               key=lambda st: error(y, st))


def moved(y, stops):
    stops = list(stops)
    for k in range(1, len(stops) - 1):
        before, after = stops[k - 1], stops[k + 1]
        window = range(before + 1, after)
        falls = y[stops[k]] < y[before]
        stops[k] = min(window, key=lambda i: y[i]) if falls else max(window, key=lambda i: y[i])
    return stops


def main():
    for file, series in CASES:
        name, y = values(file, series)
        total = float(((y - y.mean()) ** 2).sum())
        for legs in (1, 2, 3):
            stops = best(y, legs)
            snapped = moved(y, stops)
            print(f"{file} {name}: {legs} legs, stops {stops}, R² {1 - error(y, stops) / total:.4f};"
                  f" moved {snapped}, R² {1 - error(y, snapped) / total:.4f}")


if __name__ == "__main__":
    main()
