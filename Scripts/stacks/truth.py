"""Computes the figures of a layered chart's story with pandas, independently of AudioGraph, for
every CSV file in Fixtures/stacks (first column x, one column per layer, bottom to top), into
Fixtures/stacks/truth.json.

Definitions (the contract of TrendStatistics' StackStatistics):
- total: the net sum of the layers at an x; highest and lowest total: the first x when tied;
- overall share: the sum of a layer's absolute values over the sum of all absolute values;
- share at an x: a layer's value over the sum of the absolute values there;
- largest part (a grouped chart's leader): the layer with the highest value at an x, the first
  when tied; a lead change is an x whose leader differs from the previous x's;
- shift: each layer's share at the first and the last x; the largest fall and the largest rise,
  each reported when it is at least 5 percentage points;
- growth: the layer whose value rose most from the first to the last x, when it rose by at
  least 10% of the sum of the absolute values at the first x.

    .build/stacks-venv/bin/python Scripts/stacks/truth.py
"""
import json
from pathlib import Path

folder = Path("Fixtures/stacks")

import pandas as pd


def number(value):
    return None if pd.isna(value) else float(value)


truth = {}
for path in sorted(folder.glob("*.csv")):
    frame = pd.read_csv(path)
    x = frame.columns[0]
    layers = list(frame.columns[1:])
    values = frame[layers].astype(float)
    totals = values.sum(axis=1, min_count=1)
    magnitude = values.abs().sum(axis=1)
    overall = values.abs().sum() / values.abs().to_numpy().sum()
    largest = values.idxmax(axis=1)  # first when tied
    counts = largest.value_counts()
    changes = [frame[x][i] for i in range(1, len(largest)) if largest[i] != largest[i - 1]]
    first_shares = values.iloc[0].fillna(0) / magnitude.iloc[0]
    last_shares = values.iloc[-1].fillna(0) / magnitude.iloc[-1]
    delta = (last_shares - first_shares) * 100
    fall = delta.idxmin() if delta.min() <= -5 else None
    rise = delta.idxmax() if delta.max() >= 5 else None
    growth_values = values.iloc[-1].fillna(0) - values.iloc[0].fillna(0)
    floor = 0.1 * values.iloc[0].abs().sum()
    growth = growth_values.idxmax() if growth_values.max() > 0 and growth_values.max() >= floor else None
    truth[path.name] = {
        "count": int(len(frame)),
        "totals": [number(v) for v in totals],
        "highestTotal": {"x": str(frame[x][totals.idxmax()]), "value": number(totals.max())},
        "lowestTotal": {"x": str(frame[x][totals.idxmin()]), "value": number(totals.min())},
        "layers": [
            {
                "name": name,
                "sum": number(values[name].sum()),
                "share": number(overall[name]),
                "firstShare": number(first_shares[name]),
                "lastShare": number(last_shares[name]),
                "largestCount": int(counts.get(name, 0)),
                "negativeCount": int((values[name] < 0).sum()),
            }
            for name in layers
        ],
        "leadChanges": [str(c) for c in changes],
        "shareFall": None if fall is None else {"layer": fall, "from": number(first_shares[fall]), "to": number(last_shares[fall])},
        "shareRise": None if rise is None else {"layer": rise, "from": number(first_shares[rise]), "to": number(last_shares[rise])},
        "growth": None
        if growth is None
        else {"layer": growth, "from": number(values.iloc[0][growth]), "to": number(values.iloc[-1][growth])},
    }
(folder / "truth.json").write_text(json.dumps(truth, indent=1) + "\n")
