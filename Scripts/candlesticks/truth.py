"""Computes the figures of a candlestick chart's story with pandas, independently of AudioGraph,
for every CSV file in Fixtures/candlesticks, into Fixtures/candlesticks/truth.json.

Definitions (the contract of TrendStatistics' CandlestickStatistics):
- up / down / unchanged: close above / below / equal to the same period's open;
- a one-period move: percent change of the close from the previous period's close;
  the largest rise is the maximum above 0, the largest fall the minimum below 0 (first when tied);
- a period's range: 100 * (high - low) / close; the average is the mean over all periods;
- the widest range: the period with the largest range (first when tied);
- the most volatile month: the calendar month with the highest mean range (first when tied).

    .build/candlesticks-venv/bin/python Scripts/candlesticks/truth.py
"""
import json
from pathlib import Path

import pandas as pd

folder = Path("Fixtures/candlesticks")
truth = {}
for path in sorted(folder.glob("*.csv")):
    frame = pd.read_csv(path)
    frame.columns = [name.strip().lower() for name in frame.columns]
    date = frame.columns[0]
    frame[date] = pd.to_datetime(frame[date])
    frame = frame.dropna(subset=["open", "high", "low", "close"]).reset_index(drop=True)
    change = frame["close"].pct_change() * 100
    ranges = 100 * (frame["high"] - frame["low"]) / frame["close"]
    months = frame[date].dt.to_period("M")
    by_month = ranges.groupby(months, sort=True).mean()
    best_month = by_month.idxmax()

    def at(index, value_name, value):
        return {value_name: float(value), "date": frame.loc[index, date].strftime("%Y-%m-%d")}

    rise = change.idxmax()
    fall = change.idxmin()
    truth[path.name] = {
        "periods": int(len(frame)),
        "up": int((frame["close"] > frame["open"]).sum()),
        "down": int((frame["close"] < frame["open"]).sum()),
        "unchanged": int((frame["close"] == frame["open"]).sum()),
        "highestHigh": at(frame["high"].idxmax(), "value", frame["high"].max()),
        "lowestLow": at(frame["low"].idxmin(), "value", frame["low"].min()),
        "largestRise": at(rise, "percent", change[rise]),
        "largestFall": at(fall, "percent", change[fall]),
        "averageRangePercent": float(ranges.mean()),
        "widestRange": at(ranges.idxmax(), "percent", ranges.max()),
        "mostVolatileMonth": {"month": str(best_month), "averageRangePercent": float(by_month.max())},
        "firstClose": float(frame["close"].iloc[0]),
        "lastClose": float(frame["close"].iloc[-1]),
    }

(folder / "truth.json").write_text(json.dumps(truth, indent=2, sort_keys=True) + "\n")
