"""Writes the real daily OHLC series of Fixtures/candlesticks from pinned PyPI packages.

- ibm-daily.csv, google-daily.csv: IBM (2000-03-01 to 2013-03-01) and Google (2004-08-19 to
  2013-03-01) daily open, high, low, close and volume as published by Yahoo Finance, shipped in
  bokeh-sampledata's stocks.csv.gz (unadjusted prices; IBM keeps its "Adj Close" column, which
  the reader ignores).
- vix-2009.csv: the CBOE Volatility Index, June and July 2009, from vega-datasets' ohlc.json.

Run from the repository root with the venv of requirements.txt:
    .build/candlesticks-venv/bin/python Scripts/candlesticks/make_data.py
"""
import importlib.resources as resources
from pathlib import Path

import pandas as pd

out = Path("Fixtures/candlesticks")
out.mkdir(parents=True, exist_ok=True)

stocks = pd.read_csv(resources.files("bokeh_sampledata") / "_data" / "stocks.csv.gz")
ibm = stocks[stocks.Ticker == "IBM"].sort_values("Date")
ibm[["Date", "Open", "High", "Low", "Close", "Volume", "Adj Close"]].to_csv(out / "ibm-daily.csv", index=False)
goog = stocks[stocks.Ticker == "GOOG"].sort_values("Date")
goog[["Date", "Open", "High", "Low", "Close", "Volume"]].to_csv(out / "google-daily.csv", index=False)

vix = pd.read_json(resources.files("vega_datasets") / "_data" / "ohlc.json")
vix["date"] = pd.to_datetime(vix["date"]).dt.strftime("%Y-%m-%d")
vix[["date", "open", "high", "low", "close"]].to_csv(out / "vix-2009.csv", index=False)
