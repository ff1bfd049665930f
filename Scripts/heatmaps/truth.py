#!/usr/bin/env python3
"""Computes, independently of AudioGraph, what the heatmaps of Fixtures/heatmaps say, and writes
Fixtures/heatmaps/truth.json (see make_data.py for the venv).

For each file: the grid as pandas pivots it (rows and columns in their natural order: years as
numbers, months in calendar order), the highest and lowest cells (first in row order on a tie)
with how many cells share the value, the mean, the sample standard deviation, NumPy's linear
quartiles, the row and column means, and the pattern along each ordered dimension by the test
Documentation/Heatmaps.md states (Kendall's tau-a of the means against their order, the
Theil-Sen change, and the peak/dip test), written here from the definitions with NumPy.
"""

import json
import os

import numpy as np
import pandas as pd

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DIR = os.path.join(ROOT, "Fixtures", "heatmaps")
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
MIN_TAU = 0.6
MIN_SHARE = 0.1


def tau_a(t, y):
    """Kendall's tau-a: (concordant - discordant) / (n(n-1)/2); tied pairs count as neither."""
    n = len(y)
    if n < 2:
        return 0.0
    s = 0
    for i in range(n):
        for j in range(i + 1, n):
            s += np.sign(t[j] - t[i]) * np.sign(y[j] - y[i])
    return s / (n * (n - 1) / 2)


def theil_sen_slope(t, y):
    slopes = [(y[j] - y[i]) / (t[j] - t[i]) for i in range(len(y)) for j in range(i + 1, len(y)) if t[j] != t[i]]
    return float(np.median(slopes))


def pattern(means, value_range):
    positions = [i for i, m in enumerate(means) if not np.isnan(m)]
    profile = [means[i] for i in positions]
    if len(profile) < 3 or value_range <= 0:
        return None
    t = [float(p) for p in positions]
    threshold = MIN_SHARE * value_range
    tau = tau_a(t, profile)
    if abs(tau) >= MIN_TAU:
        change = theil_sen_slope(t, profile) * (t[-1] - t[0])
        if abs(change) >= threshold:
            return {"kind": "rising" if change > 0 else "falling", "tau": tau, "change": change}
    if len(profile) < 4:
        return None
    ends = (profile[0], profile[-1])
    top = int(np.argmax(profile))
    if 0 < top < len(profile) - 1 and tau_a(t[: top + 1], profile[: top + 1]) >= MIN_TAU \
            and tau_a(t[top:], profile[top:]) <= -MIN_TAU and profile[top] - max(ends) >= threshold:
        return {"kind": "peak", "at": positions[top]}
    bottom = int(np.argmin(profile))
    if 0 < bottom < len(profile) - 1 and tau_a(t[: bottom + 1], profile[: bottom + 1]) <= -MIN_TAU \
            and tau_a(t[bottom:], profile[bottom:]) >= MIN_TAU and min(ends) - profile[bottom] >= threshold:
        return {"kind": "dip", "at": positions[bottom]}
    return None


def truth(grid):
    """grid: a DataFrame, rows and columns in order."""
    values = grid.to_numpy(dtype=float)
    flat = values.ravel()
    present = flat[~np.isnan(flat)]
    high = int(np.nanargmax(flat))
    low = int(np.nanargmin(flat))
    width = values.shape[1]
    row_means = np.nanmean(values, axis=1)
    column_means = np.nanmean(values, axis=0)
    value_range = float(present.max() - present.min())
    rows = [str(label) for label in grid.index]
    columns = [str(label) for label in grid.columns]

    def dimension(means, labels):
        found = pattern(list(means), value_range)
        if found and "at" in found:
            found["at"] = labels[found["at"]]
        return {
            "means": [float(m) for m in means],
            "highest": labels[int(np.nanargmax(means))],
            "lowest": labels[int(np.nanargmin(means))],
            "pattern": found,
        }

    return {
        "rows": rows,
        "columns": columns,
        "highest": {"row": rows[high // width], "column": columns[high % width], "value": float(flat[high]),
                    "count": int((present == flat[high]).sum())},
        "lowest": {"row": rows[low // width], "column": columns[low % width], "value": float(flat[low]),
                   "count": int((present == flat[low]).sum())},
        "mean": float(present.mean()),
        "standardDeviation": float(present.std(ddof=1)),
        "q1": float(np.quantile(present, 0.25)),
        "median": float(np.quantile(present, 0.5)),
        "q3": float(np.quantile(present, 0.75)),
        "empty": int(np.isnan(flat).sum()),
        "rowProfile": dimension(row_means, rows),
        "columnProfile": dimension(column_means, columns),
    }


def long_grid(name, value):
    table = pd.read_csv(os.path.join(DIR, name))
    grid = table.pivot(index="year", columns="month", values=value)
    return grid.sort_index()[MONTHS]


def main():
    result = {
        "seattle-temperature.csv": truth(long_grid("seattle-temperature.csv", "temp_max")),
        "seattle-precipitation.csv": truth(long_grid("seattle-precipitation.csv", "precipitation")),
        "air-passengers.csv": truth(pd.read_csv(os.path.join(DIR, "air-passengers.csv"), index_col=0)[MONTHS]),
    }
    with open(os.path.join(DIR, "truth.json"), "w") as file:
        json.dump(result, file, indent=2, sort_keys=True)
        file.write("\n")


if __name__ == "__main__":
    main()
