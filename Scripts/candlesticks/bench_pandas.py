"""The pandas side of Scripts/bench-candlestick, and the maker of its data.

    bench_pandas.py make N FILE    writes N daily periods of a seeded random walk as
                                   Date,Open,High,Low,Close,Volume (valid candles)
    bench_pandas.py figures FILE   reads FILE with pandas and computes the figures of
                                   AudioGraph's candlestick summary (truth.py's definitions),
                                   printing them as JSON
"""
import json
import sys

import numpy as np
import pandas as pd


def make(count: int, path: str) -> None:
    rng = np.random.default_rng(25)
    close = 100 * np.exp(np.cumsum(rng.normal(0, 0.015, count)))
    open_ = np.concatenate([[100.0], close[:-1]]) * np.exp(rng.normal(0, 0.004, count))
    high = np.maximum(open_, close) * (1 + np.abs(rng.normal(0, 0.01, count)))
    low = np.minimum(open_, close) * (1 - np.abs(rng.normal(0, 0.01, count)))
    dates = pd.date_range("1900-01-01", periods=count, freq="D").strftime("%Y-%m-%d")
    volume = rng.integers(1_000_000, 50_000_000, count)
    frame = pd.DataFrame(
        {"Date": dates, "Open": open_.round(4), "High": high.round(4), "Low": low.round(4),
         "Close": close.round(4), "Volume": volume})
    # Rounding can move a price past the high or low: keep every candle valid.
    frame["High"] = frame[["Open", "High", "Low", "Close"]].max(axis=1)
    frame["Low"] = frame[["Open", "High", "Low", "Close"]].min(axis=1)
    frame.to_csv(path, index=False)


def figures(path: str) -> dict:
    frame = pd.read_csv(path, parse_dates=["Date"])
    change = frame["Close"].pct_change() * 100
    ranges = 100 * (frame["High"] - frame["Low"]) / frame["Close"]
    by_month = ranges.groupby(frame["Date"].dt.to_period("M")).mean()
    return {
        "periods": int(len(frame)),
        "up": int((frame["Close"] > frame["Open"]).sum()),
        "down": int((frame["Close"] < frame["Open"]).sum()),
        "highestHigh": float(frame["High"].max()), "highestHighDate": str(frame.loc[frame["High"].idxmax(), "Date"]),
        "lowestLow": float(frame["Low"].min()), "lowestLowDate": str(frame.loc[frame["Low"].idxmin(), "Date"]),
        "largestRise": float(change.max()), "largestFall": float(change.min()),
        "averageRangePercent": float(ranges.mean()), "widestRange": float(ranges.max()),
        "mostVolatileMonth": str(by_month.idxmax()),
        "firstClose": float(frame["Close"].iloc[0]), "lastClose": float(frame["Close"].iloc[-1]),
    }


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(int(sys.argv[2]), sys.argv[3])
    else:
        print(json.dumps(figures(sys.argv[2])))
