"""Writes Fixtures/imports: charts made by the real libraries (Plotly, Altair, py-maidr with
matplotlib and seaborn) from real data sets (vega_datasets' offline copies), and truth.json,
what each file holds computed with pandas from the same data frames given to the library.

Run by Scripts/make-import-fixtures with the pinned packages of
Scripts/import-fixtures-requirements.txt. The output is deterministic: py-maidr's random ids
are replaced by numbered ones, matplotlib's SVG ids are salted with a constant and its date
left out, Plotly's div ids are fixed.

    python Scripts/make_import_fixtures.py OUTPUT_DIRECTORY
"""

import html
import json
import math
import os
import re
import sys
import warnings

os.environ.setdefault("SOURCE_DATE_EPOCH", "0")
warnings.filterwarnings("ignore")

import matplotlib

matplotlib.use("Agg")
import altair as alt
import maidr
import mplfinance as mpf
import matplotlib.pyplot as plt
import numpy as np
import pandas as pd
import plotly.express as px
import plotly.graph_objects as go
import plotly.io as pio
import seaborn as sns
from plotly.subplots import make_subplots
from vega_datasets import local_data

plt.rcParams["svg.hashsalt"] = "audiograph"
plt.rcParams["svg.fonttype"] = "none"

out = sys.argv[1] if len(sys.argv) > 1 else "Fixtures/imports"
os.makedirs(out, exist_ok=True)
truth = {"charts": {}, "refused": {}}

EPOCH = pd.Timestamp("1970-01-01")


def seconds(values):
    return [float((pd.Timestamp(v) - EPOCH) / pd.Timedelta(seconds=1)) for v in values]


def numbers(values):
    return [None if pd.isna(v) else float(v) for v in values]


def series(name, x, y, continuous):
    return {"name": name, "x": list(x), "y": numbers(y), "isContinuous": continuous}


def chart(kind, series_list, title=None, x_kind=None, categories=None):
    entry = {"kind": kind, "series": series_list}
    if title is not None:
        entry["title"] = title
    if x_kind is not None:
        entry["xKind"] = x_kind
    if categories is not None:
        entry["categories"] = list(categories)
    return entry


def write(name, text):
    with open(os.path.join(out, name), "w", encoding="utf-8") as file:
        file.write(text)
        if not text.endswith("\n"):
            file.write("\n")


def expect(name, charts):
    truth["charts"][name] = charts


def refuse(name, message):
    truth["refused"][name] = message


# Data, as the libraries get it.
stocks = local_data.stocks()
cars = local_data.cars()
barley = local_data.barley()
weather = local_data.seattle_weather()
iowa = local_data.iowa_electricity()
iris = local_data.iris()
wheat = local_data.wheat()

# MARK: Plotly

# Lines over dates, one per company (typed arrays of prices, dates as strings).
fig = px.line(stocks, x="date", y="price", color="symbol", title="Stock prices")
fig.update_yaxes(tickprefix="$")
write("plotly-stocks-lines.json", fig.to_json())
expect(
    "plotly-stocks-lines.json",
    [
        chart(
            "line",
            [series(s, seconds(g["date"]), g["price"], True) for s, g in stocks.groupby("symbol", sort=False)],
            title="Stock prices",
            x_kind="date",
        )
    ],
)

# A scatter of two measurements (rows with a missing value dropped first).
cars_xy = cars.dropna(subset=["Horsepower", "Miles_per_Gallon"])
fig = px.scatter(cars_xy, x="Horsepower", y="Miles_per_Gallon", title="Horsepower and fuel economy")
write("plotly-cars-scatter.json", fig.to_json())
expect(
    "plotly-cars-scatter.json",
    [
        chart(
            "scatter",
            [series("Miles_per_Gallon", numbers(cars_xy["Horsepower"]), cars_xy["Miles_per_Gallon"], False)],
            title="Horsepower and fuel economy",
            x_kind="numeric",
        )
    ],
)

# Grouped bars: barley yield summed per site, a bar per year.
barley_sums = barley.groupby(["site", "year"], sort=False, as_index=False)["yield"].sum()
barley_sums["year"] = barley_sums["year"].astype(str)
fig = px.bar(barley_sums, x="site", y="yield", color="year", barmode="group", title="Barley yield by site")
write("plotly-barley-grouped-bars.json", fig.to_json())
expect(
    "plotly-barley-grouped-bars.json",
    [
        chart(
            "groupedBar",
            [series(y, g["site"], g["yield"], False) for y, g in barley_sums.groupby("year", sort=False)],
            title="Barley yield by site",
            x_kind="categorical",
            categories=list(dict.fromkeys(barley_sums["site"])),
        )
    ],
)

# Horizontal bars: days of each kind of weather, as percent of all days.
weather_counts = weather["weather"].value_counts(sort=False).rename_axis("weather").reset_index(name="days")
weather_counts["share"] = weather_counts["days"] / weather_counts["days"].sum() * 100
fig = px.bar(weather_counts, x="share", y="weather", orientation="h", title="Seattle weather, 2012 to 2015")
fig.update_xaxes(ticksuffix="%", title_text="Share of days")
write("plotly-weather-hbar.json", fig.to_json())
expect(
    "plotly-weather-hbar.json",
    [
        chart(
            "bar",
            [series("Share of days", weather_counts["weather"], weather_counts["share"], False)],
            title="Seattle weather, 2012 to 2015",
            x_kind="categorical",
            categories=list(weather_counts["weather"]),
        )
    ],
)

# A pie of the same counts (Plotly orders slices by value, largest first).
fig = go.Figure(go.Pie(labels=weather_counts["weather"], values=weather_counts["days"], name="Days"))
fig.update_layout(title="Weather in Seattle")
write("plotly-weather-pie.json", fig.to_json())
by_value = weather_counts.sort_values("days", ascending=False, kind="stable")
expect(
    "plotly-weather-pie.json",
    [chart("pie", [series("Days", by_value["weather"], by_value["days"], False)], title="Weather in Seattle",
           categories=list(by_value["weather"]))],
)

# Subplots: Iowa's electricity by source (lines) and wheat prices (bars over years).
iowa_years = iowa.assign(year=iowa["year"].dt.year)
fig = make_subplots(rows=1, cols=2, subplot_titles=("Iowa electricity", "Wheat"))
for source, group in iowa_years.groupby("source", sort=False):
    fig.add_trace(go.Scatter(x=group["year"], y=group["net_generation"], name=source, mode="lines"), row=1, col=1)
fig.add_trace(go.Bar(x=wheat["year"], y=wheat["wheat"], name="Wheat price"), row=1, col=2)
fig.update_layout(title="Two subplots")
fig.update_yaxes(title_text="Net generation", row=1, col=1)
fig.update_yaxes(title_text="Shillings per quarter", row=1, col=2)
write("plotly-subplots.json", fig.to_json())
expect(
    "plotly-subplots.json",
    [
        chart(
            "line",
            [series(s, numbers(g["year"]), g["net_generation"], True) for s, g in iowa_years.groupby("source", sort=False)],
            title="Two subplots",
            x_kind="numeric",
        ),
        chart(
            "bar",
            [series("Wheat price", [str(int(y)) for y in wheat["year"]], wheat["wheat"], False)],
            title="Two subplots",
            x_kind="categorical",
        ),
    ],
)

# The same lines as plain JSON lists (Python lists, no typed arrays).
msft = stocks[stocks["symbol"] == "MSFT"]
fig = go.Figure(
    go.Scatter(x=[d.strftime("%Y-%m-%d") for d in msft["date"]], y=[float(p) for p in msft["price"]], name="MSFT",
               mode="lines+markers")
)
fig.update_layout(title="Microsoft", yaxis_title="Price", xaxis_title="Date", yaxis_tickformat="$,.2f")
write("plotly-msft-lists.json", fig.to_json())
expect(
    "plotly-msft-lists.json",
    [chart("line", [series("MSFT", seconds(msft["date"]), msft["price"], True)], title="Microsoft", x_kind="date")],
)

# Typed arrays of every dtype Plotly writes.
values = [1, 2, 3, 100]
dtype_traces = []
for dtype in ["int8", "uint8", "int16", "uint16", "int32", "uint32", "float32", "float64"]:
    dtype_traces.append(go.Scatter(x=np.arange(4, dtype=dtype), y=np.array(values, dtype=dtype), name=dtype, mode="lines"))
fig = go.Figure(dtype_traces)
write("plotly-dtypes.json", fig.to_json())
expect(
    "plotly-dtypes.json",
    [chart("line", [series(t.name, [0.0, 1.0, 2.0, 3.0], values, True) for t in dtype_traces], x_kind="numeric")],
)

# MARK: Plotly histograms, box plots, heatmaps and candlesticks

def plotly_bins(values, nbins=None, size=None, start=None, end=None):
    """plotly.js's bins for a histogram on a linear axis (its calcAllAutoBins and Axes.autoBin,
    src/plots/cartesian/axes.js and src/traces/histogram/calc.js), in Python: (start, end, size)."""
    finite = [v for v in values if not math.isnan(v)]
    low, high = min(finite), max(finite)
    if size is None:
        if nbins:
            rough = (high - low) / nbins
        else:
            ordered = sorted(finite)
            gap = (ordered[-1] - ordered[0]) or 1
            tolerance = gap / (len(ordered) - 1 or 1) / 10000
            previous = ordered[0]
            for v in ordered[1:]:
                if v - previous > tolerance:
                    gap = min(gap, v - previous)
                    previous = v
            power = 10 ** math.floor(math.log(gap) / math.log(10))
            smallest = power * max([c for c in [0.9, 1.9, 4.9, 9.9] if c <= gap / power] or [0.9])
            rough = max(smallest, 2 * float(np.std(finite)) / len(values) ** 0.4)
        base = 10 ** math.floor(math.log(rough) / math.log(10))
        size = base * min([c for c in [2, 5, 10] if c > rough / base] or [10])
    first = math.ceil((low - (high - low) * 0.0000005) / size) * size - size
    whole = sum(1 for v in finite if v % 1 == 0)
    near = lambda v: math.fmod(1 + (v - first) * 100 / size, 100) < 2
    edge = sum(1 for v in finite if near(v))
    middle = sum(1 for v in finite if near(v + size / 2))
    if whole == len(finite):
        if size < 1:
            first = low - 0.5 * size
        else:
            first -= 0.5
            if first + size < low:
                first += size
    elif middle < len(finite) * 0.1 and (edge > len(finite) * 0.3 or near(low) or near(high)):
        first += size / 2 if first + size / 2 < low else -size / 2
    last = first + (1 + math.floor((high - first) / size)) * size
    return (first if start is None else start, last if end is None else end, size)


def histogram_truth(name, values, edges):
    """A histogram series: NumPy's counts in the edges, with empty bins at either end dropped
    (as Plotly draws them)."""
    values = np.asarray([v for v in values if not pd.isna(v)], dtype=float)
    counts, _ = np.histogram(values, bins=np.asarray(edges, dtype=float))
    nonzero = np.flatnonzero(counts)
    if len(nonzero) and len(edges) > 2:
        counts = counts[nonzero[0]:nonzero[-1] + 1]
        edges = list(edges[nonzero[0]:nonzero[-1] + 2])
    return {"name": name, "edges": [float(e) for e in edges], "counts": [int(c) for c in counts],
            "n": int(len(values))}


def plotly_edges(spec):
    start, end, size = spec
    edges = [start]
    while edges[-1] < end - size / 1e6:
        edges.append(start + len(edges) * size)
    return edges


def box_truth(name, values):
    """A box from the values: NumPy's linear quartiles, whiskers at the extreme values inside
    Tukey's fences, the values outside them."""
    v = np.sort(np.asarray([x for x in values if not pd.isna(x)], dtype=float))
    q1, median, q3 = (float(np.percentile(v, p)) for p in (25, 50, 75))
    low, high = q1 - 1.5 * (q3 - q1), q3 + 1.5 * (q3 - q1)
    inside = v[(v >= low) & (v <= high)]
    return {"name": name, "n": int(len(v)), "q1": q1, "median": median, "q3": q3,
            "lowerWhisker": float(inside.min()), "upperWhisker": float(inside.max()),
            "outliers": [float(x) for x in v[(v < low) | (v > high)]]}


def heatmap_truth(frame, title=None):
    return {"kind": "heatmap", "rows": [str(r) for r in frame.index], "columns": [str(c) for c in frame.columns],
            "values": [[None if pd.isna(x) else float(x) for x in row] for row in frame.to_numpy()],
            **({"title": title} if title is not None else {})}


def ohlc_truth(name, frame):
    return {"name": name, "x": seconds(frame["date"]), "open": numbers(frame["open"]), "high": numbers(frame["high"]),
            "low": numbers(frame["low"]), "close": numbers(frame["close"])}


horsepower = cars["Horsepower"]
# A histogram with Plotly's automatic bins (typed array with missing values).
fig = px.histogram(cars, x="Horsepower", title="Horsepower of 406 cars")
write("plotly-cars-histogram.json", fig.to_json())
expect("plotly-cars-histogram.json", [{"kind": "histogram", "title": "Horsepower of 406 cars", "series": [
    histogram_truth("Horsepower", horsepower, plotly_edges(plotly_bins(list(horsepower.astype(float)))))]}])

# nbinsx and histnorm (the counts are what is read; percent only rescales them).
fig = go.Figure(go.Histogram(x=iris["petalLength"], nbinsx=20, histnorm="percent", name="Petal length"))
fig.update_layout(title="Iris petal length", xaxis_title="Petal length (cm)", yaxis_title="Percent")
write("plotly-iris-histogram-nbins.json", fig.to_json())
petal = list(iris["petalLength"].astype(float))
expect("plotly-iris-histogram-nbins.json", [{"kind": "histogram", "title": "Iris petal length", "series": [
    histogram_truth("Petal length", petal, plotly_edges(plotly_bins(petal, nbins=20)))]}])

# Explicit bins (xbins start, end, size: independent of Plotly's rules), two traces sharing them.
temps = weather[["temp_max", "temp_min"]]
fig = go.Figure([go.Histogram(x=weather["temp_max"], name="Daily high", xbins=dict(start=-10, end=40, size=2.5)),
                 go.Histogram(x=weather["temp_min"], name="Daily low", xbins=dict(start=-10, end=40, size=2.5))])
fig.update_layout(title="Seattle temperatures", barmode="group", xaxis_ticksuffix=" °C")
write("plotly-weather-histograms.json", fig.to_json())
edges = list(np.arange(-10, 40.0001, 2.5))
expect("plotly-weather-histograms.json", [{"kind": "histogram", "title": "Seattle temperatures", "series": [
    histogram_truth("Daily high", weather["temp_max"], edges), histogram_truth("Daily low", weather["temp_min"], edges)]}])

# A box per origin (one trace, x the groups).
fig = px.box(cars, x="Origin", y="Horsepower", title="Horsepower by origin")
write("plotly-cars-box.json", fig.to_json())
expect("plotly-cars-box.json", [{"kind": "boxPlot", "title": "Horsepower by origin", "series": [
    box_truth(o, g["Horsepower"]) for o, g in cars.groupby("Origin", sort=False)]}])

# Violins, a trace per species, horizontal: read as their box statistics.
fig = px.violin(iris, x="sepalWidth", color="species", orientation="h", title="Sepal width")
write("plotly-iris-violins.json", fig.to_json())
expect("plotly-iris-violins.json", [{"kind": "boxPlot", "title": "Sepal width", "series": [
    box_truth(s, g["sepalWidth"]) for s, g in iris.groupby("species", sort=False)]}])

# Grouped boxes: barley yield by site, a trace per year (px.box with a colour: boxmode "group",
# an offsetgroup per trace). A box per site and year, site by site in order of first
# appearance over the traces, the years in trace order within each site.
barley_years = barley.assign(year=barley["year"].astype(str))
fig = px.box(barley_years, x="site", y="yield", color="year", title="Barley yield by site and year")
write("plotly-barley-grouped-boxes.json", fig.to_json())
years = list(dict.fromkeys(barley_years["year"]))
sites = list(dict.fromkeys(site for year in years for site in barley_years[barley_years["year"] == year]["site"]))
expect("plotly-barley-grouped-boxes.json", [{"kind": "boxPlot", "title": "Barley yield by site and year", "series": [
    box_truth(f"{site} ({year})", barley_years[(barley_years["site"] == site) & (barley_years["year"] == year)]["yield"])
    for site in sites for year in years]}])

# A heatmap: mean daily high by year and month (px.imshow writes z as a typed matrix).
monthly_highs = weather.assign(year=weather["date"].dt.year, month=weather["date"].dt.strftime("%b")).pivot_table(
    index="year", columns="month", values="temp_max", aggfunc="mean", sort=False)
fig = px.imshow(monthly_highs, x=list(monthly_highs.columns), y=[str(y) for y in monthly_highs.index],
                labels=dict(x="Month", y="Year", color="Mean high"), title="Seattle mean daily high")
write("plotly-weather-heatmap.json", fig.to_json())
expect("plotly-weather-heatmap.json", [heatmap_truth(monthly_highs, "Seattle mean daily high")])

# Candlesticks and OHLC bars of the VIX (vega_datasets' ohlc), dates as strings.
ohlc = local_data.ohlc()
fig = go.Figure(go.Candlestick(x=ohlc["date"].dt.strftime("%Y-%m-%d"), open=ohlc["open"], high=ohlc["high"],
                               low=ohlc["low"], close=ohlc["close"], name="VIX"))
fig.update_layout(title="VIX, June and July 2009", yaxis_title="Index")
write("plotly-vix-candlestick.json", fig.to_json())
expect("plotly-vix-candlestick.json", [{"kind": "candlestick", "title": "VIX, June and July 2009",
                                        "series": [ohlc_truth("VIX", ohlc)]}])
fig = go.Figure(go.Ohlc(x=ohlc["date"], open=ohlc["open"], high=ohlc["high"], low=ohlc["low"], close=ohlc["close"]))
write("plotly-vix-ohlc.json", fig.to_json())
expect("plotly-vix-ohlc.json", [{"kind": "candlestick", "series": [ohlc_truth("Price", ohlc)]}])

# Refused: trace types whose chart kinds AudioGraph does not have yet.
write("plotly-histogram-sum.json", px.histogram(cars, x="Origin", y="Horsepower").to_json())
refuse("plotly-histogram-sum.json", '/data/0/histfunc: a histogram of the sum of y per bin (histfunc "sum") is not supported yet')
write("plotly-box-quartiles.json", go.Figure(go.Box(y=horsepower, quartilemethod="exclusive")).to_json())
refuse("plotly-box-quartiles.json", '/data/0/quartilemethod: the quartile method "exclusive" is not supported yet')

# MARK: Plotly stacks: stacked, relative and normalised bars, stacked areas (the layers bottom to
# top in trace order, which Plotly Express gives in order of first appearance).

stacked = px.bar(barley_sums, x="site", y="yield", color="year", barmode="stack", title="Barley yield, stacked")
write("plotly-stacked-bars.json", stacked.to_json())
expect("plotly-stacked-bars.json", [chart(
    "stackedBar", [series(y, g["site"], g["yield"], False) for y, g in barley_sums.groupby("year", sort=False)],
    title="Barley yield, stacked", x_kind="categorical", categories=list(dict.fromkeys(barley_sums["site"])))])

fig = px.area(iowa_years, x="year", y="net_generation", color="source", title="Iowa electricity by source")
write("plotly-area.json", fig.to_json())
expect("plotly-area.json", [chart(
    "stackedArea", [series(s, numbers(g["year"]), g["net_generation"], True) for s, g in iowa_years.groupby("source", sort=False)],
    title="Iowa electricity by source", x_kind="numeric")])

# Plotly Express' default barmode, "relative": the monthly change in U.S. jobs by sector, values
# below zero stacked downward (vega_datasets' us_employment, BLS).
jobs = local_data.us_employment()
jobs_change = pd.DataFrame({
    "month": jobs["month"],
    "Goods-producing": jobs["goods_producing"].diff(),
    "Private service-providing": jobs["private_service_providing"].diff(),
    "Government": jobs["government"].diff(),
}).iloc[1:]
jobs_long = jobs_change.melt(id_vars="month", var_name="sector", value_name="change")
fig = px.bar(jobs_long, x="month", y="change", color="sector", title="Monthly change in U.S. jobs")
fig.update_yaxes(title_text="Jobs (thousands)")
write("plotly-jobs-relative.json", fig.to_json())
expect("plotly-jobs-relative.json", [chart(
    "stackedBar", [series(s, seconds(g["month"]), g["change"], False) for s, g in jobs_long.groupby("sector", sort=False)],
    title="Monthly change in U.S. jobs", x_kind="date")])
fig.update_layout(barmode="stack")
write("plotly-jobs-stack.json", fig.to_json())
refuse("plotly-jobs-stack.json", "/data/0/y/3: stacked bars with values below zero in barmode \"stack\"")

# barnorm: each year's sources as percent of the year's total.
fig = px.bar(iowa_years, x="year", y="net_generation", color="source", title="Iowa electricity, shares")
fig.update_layout(barnorm="percent")
write("plotly-iowa-normalized.json", fig.to_json())
expect("plotly-iowa-normalized.json", [chart(
    "normalizedBar", [series(s, [str(y) for y in g["year"]], g["net_generation"], False)
                      for s, g in iowa_years.groupby("source", sort=False)],
    title="Iowa electricity, shares", x_kind="categorical")])

# Lines of running totals, each filled to the one below (fill "tonexty"): the layers are the
# sources' own values.
iowa_wide = iowa_years.pivot(index="year", columns="source", values="net_generation")
running = iowa_wide.cumsum(axis=1)
fig = go.Figure([go.Scatter(x=list(running.index), y=running[source], name=source, mode="lines",
                            fill="tozeroy" if position == 0 else "tonexty")
                 for position, source in enumerate(running.columns)])
fig.update_layout(title="Iowa electricity, filled", yaxis_title="Net generation")
write("plotly-iowa-tonexty.json", fig.to_json())
expect("plotly-iowa-tonexty.json", [chart(
    "stackedArea", [series(source, numbers(iowa_wide.index), iowa_wide[source], True) for source in iowa_wide.columns],
    title="Iowa electricity, filled", x_kind="numeric")])

write("plotly-iowa-area-percent.json",
      px.area(iowa_years, x="year", y="net_generation", color="source", groupnorm="percent").to_json())
refuse("plotly-iowa-area-percent.json", '/data/0/groupnorm: a normalised stacked area (groupnorm "percent")')

# MARK: Plotly error bars: each point's interval, from pandas.


def intervals(pairs):
    """Each point's [lower, upper], None where the value is missing."""
    return [None if pd.isna(lo) or pd.isna(hi) else [float(lo), float(hi)] for lo, hi in pairs]


# Mean fuel economy by origin with a 95% confidence interval (1.96 standard errors, symmetric).
mpg = cars.groupby("Origin", sort=False)["Miles_per_Gallon"].agg(["mean", "sem"]).reset_index()
mpg["ci"] = 1.96 * mpg["sem"]
fig = px.bar(mpg, x="Origin", y="mean", error_y="ci", title="Fuel economy by origin, 95% interval")
write("plotly-cars-error-bars.json", fig.to_json())
expect("plotly-cars-error-bars.json", [dict(chart(
    "bar", [dict(series("mean", mpg["Origin"], mpg["mean"], False),
                 ci=intervals((m - c, m + c) for m, c in zip(mpg["mean"], mpg["ci"])))],
    title="Fuel economy by origin, 95% interval", x_kind="categorical"))])

# Apple's monthly mean price with bars to the month's lowest and highest (asymmetric arrays).
aapl = stocks[stocks["symbol"] == "AAPL"].assign(year=lambda d: d["date"].dt.year)
yearly = aapl.groupby("year")["price"].agg(["mean", "min", "max"]).reset_index()
fig = px.line(yearly, x="year", y="mean", error_y=yearly["max"] - yearly["mean"],
              error_y_minus=yearly["mean"] - yearly["min"], markers=True, title="Apple, yearly mean and range")
write("plotly-apple-error-range.json", fig.to_json())
expect("plotly-apple-error-range.json", [dict(chart(
    "line", [dict(series("mean", numbers(yearly["year"]), yearly["mean"], True),
                  ci=intervals(zip(yearly["min"], yearly["max"])))],
    title="Apple, yearly mean and range", x_kind="numeric"))])

# The other error types: 10 percent, a constant (asymmetric) and the square root.
wheat_tail = wheat.tail(12)
fig = go.Figure([
    go.Scatter(x=wheat_tail["year"], y=wheat_tail["wheat"], name="percent", mode="markers",
               error_y=dict(type="percent", value=10)),
    go.Scatter(x=wheat_tail["year"], y=wheat_tail["wages"], name="constant", mode="markers",
               error_y=dict(type="constant", value=2, valueminus=1, symmetric=False)),
    go.Scatter(x=wheat_tail["year"], y=wheat_tail["wheat"], name="sqrt", mode="markers", error_y=dict(type="sqrt")),
])
write("plotly-wheat-error-types.json", fig.to_json())
w, g = wheat_tail["wheat"].to_numpy(float), wheat_tail["wages"].to_numpy(float)
expect("plotly-wheat-error-types.json", [chart("scatter", [
    dict(series("percent", numbers(wheat_tail["year"]), w, False), ci=intervals((v - 0.1 * v, v + 0.1 * v) for v in w)),
    dict(series("constant", numbers(wheat_tail["year"]), g, False), ci=intervals((v - 1, v + 2) for v in g)),
    dict(series("sqrt", numbers(wheat_tail["year"]), w, False),
         ci=intervals((v - np.sqrt(v), v + np.sqrt(v)) for v in w)),
], x_kind="numeric")])

# HTML: an export of one figure, and a page with two.
fig = px.line(stocks[stocks["symbol"] == "AAPL"], x="date", y="price", title="Apple")
write("plotly-apple.html", fig.to_html(include_plotlyjs="cdn", div_id="apple", full_html=True))
expect(
    "plotly-apple.html",
    [chart("line", [series("price", seconds(stocks[stocks["symbol"] == "AAPL"]["date"]),
                           stocks[stocks["symbol"] == "AAPL"]["price"], True)], title="Apple", x_kind="date")],
)
page = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Report</title></head><body>\n"
page += px.scatter(cars_xy, x="Horsepower", y="Miles_per_Gallon", title="Cars").to_html(
    include_plotlyjs="cdn", div_id="cars", full_html=False)
page += px.bar(weather_counts, x="weather", y="days", title="Weather").to_html(
    include_plotlyjs=False, div_id="weather", full_html=False)
page += "</body></html>\n"
write("plotly-report.html", page)
expect(
    "plotly-report.html",
    [
        chart("scatter", [series("Miles_per_Gallon", numbers(cars_xy["Horsepower"]), cars_xy["Miles_per_Gallon"], False)],
              title="Cars", x_kind="numeric"),
        chart("bar", [series("days", weather_counts["weather"], weather_counts["days"], False)], title="Weather",
              x_kind="categorical"),
    ],
)

# MARK: Vega-Lite (Altair)

alt.data_transformers.disable_max_rows()


def spec(c):
    return c.to_json(indent=2)


def vl_sorted(values):
    return sorted(dict.fromkeys(values))


write(
    "vl-stocks-lines.json",
    spec(alt.Chart(stocks, title="Stock prices").mark_line().encode(x="date:T", y="price:Q", color="symbol:N")),
)
expect(
    "vl-stocks-lines.json",
    [chart("line", [series(s, seconds(g["date"]), g["price"], True) for s, g in sorted(stocks.groupby("symbol"))],
           title="Stock prices", x_kind="date")],
)

write(
    "vl-cars-scatter.json",
    spec(alt.Chart(cars_xy).mark_point().encode(x="Horsepower:Q", y="Miles_per_Gallon:Q")),
)
expect(
    "vl-cars-scatter.json",
    [chart("scatter", [series("Miles_per_Gallon", numbers(cars_xy["Horsepower"]), cars_xy["Miles_per_Gallon"], False)],
           x_kind="numeric")],
)

# Grouped bars with an aggregate: the sum of yield per site and year.
grouped = barley.groupby(["year", "site"])["yield"].sum().reset_index()
write(
    "vl-barley-grouped.json",
    spec(
        alt.Chart(barley, title="Barley yield")
        .mark_bar()
        .encode(x="site:N", y="sum(yield):Q", color="year:N", xOffset="year:N")
    ),
)
expect(
    "vl-barley-grouped.json",
    [chart("groupedBar", [series(str(y), g["site"], g["yield"], False) for y, g in sorted(grouped.groupby("year"))],
           title="Barley yield", x_kind="categorical", categories=vl_sorted(barley["site"]))],
)

# Altair's classic grouped bars: a column per site, a bar per year in each (coloured by year):
# one grouped bar chart, the sites the groups in ascending order, a series per year.
write(
    "vl-barley-column-grouped.json",
    spec(
        alt.Chart(barley, title="Barley yield by site")
        .mark_bar()
        .encode(x="year:O", y="sum(yield):Q", color="year:N", column="site:N")
    ),
)
expect(
    "vl-barley-column-grouped.json",
    [chart("groupedBar", [series(str(y), g["site"], g["yield"], False) for y, g in sorted(grouped.groupby("year"))],
           title="Barley yield by site", x_kind="categorical", categories=vl_sorted(barley["site"]))],
)

# A pie: days of each weather (count), slices in the colour's sorted order.
counts = weather.groupby("weather").size()
write(
    "vl-weather-pie.json",
    spec(alt.Chart(weather, title="Weather").mark_arc().encode(theta="count():Q", color="weather:N")),
)
expect(
    "vl-weather-pie.json",
    [chart("pie", [series("Count of Records", list(counts.index), list(counts.values), False)], title="Weather",
           categories=list(counts.index))],
)

# Monthly means with a time unit, and a rule at the overall mean (a reference line).
monthly = weather.assign(month=weather["date"].dt.to_period("M").dt.to_timestamp())
monthly_mean = monthly.groupby("month")["temp_max"].mean()
base = alt.Chart(weather, title="Seattle daily highs")
line = base.mark_line().encode(x=alt.X("yearmonth(date):T", title="Month"),
                               y=alt.Y("mean(temp_max):Q", title="Mean high", axis=alt.Axis(format=".1f")))
rule = base.mark_rule().encode(y="mean(temp_max):Q")
write("vl-weather-monthly-rule.json", spec(line + rule))
expect(
    "vl-weather-monthly-rule.json",
    [dict(chart("line", [series("Mean high", seconds(monthly_mean.index), monthly_mean.values, True)],
                title="Seattle daily highs", x_kind="date"),
          referenceLines=[float(weather["temp_max"].mean())])],
)

# Facets: a scatter per origin.
write(
    "vl-cars-facets.json",
    spec(alt.Chart(cars_xy).mark_point().encode(x="Horsepower:Q", y="Miles_per_Gallon:Q", column="Origin:N")),
)
expect(
    "vl-cars-facets.json",
    [chart("scatter", [series("Miles_per_Gallon", numbers(g["Horsepower"]), g["Miles_per_Gallon"], False)],
           title=f"Origin: {o}", x_kind="numeric") for o, g in sorted(cars_xy.groupby("Origin"))],
)

# Transforms: filter (expression and predicates), calculate, fold, aggregate.
iris_means = (
    iris[iris["species"] != "setosa"]
    .assign(petalArea=lambda d: d["petalLength"] * d["petalWidth"])
    .melt(id_vars=["species"], value_vars=["petalArea", "sepalLength"], var_name="measure", value_name="cm")
    .groupby(["species", "measure"], sort=False)["cm"].mean().reset_index()
)
transformed = (
    alt.Chart(iris, title="Iris means")
    .transform_filter(alt.datum.species != "setosa")
    .transform_filter(alt.FieldOneOfPredicate(field="species", oneOf=["versicolor", "virginica"]))
    .transform_calculate(petalArea="datum.petalLength * datum.petalWidth")
    .transform_fold(["petalArea", "sepalLength"], as_=["measure", "cm"])
    .transform_aggregate(mean_cm="mean(cm)", groupby=["species", "measure"])
    .mark_bar()
    .encode(x="measure:N", y=alt.Y("mean_cm:Q", title="Mean (cm)"), color="species:N", xOffset="species:N")
)
write("vl-iris-transforms.json", spec(transformed))
expect(
    "vl-iris-transforms.json",
    [chart("groupedBar", [series(s, g["measure"], g["cm"], False) for s, g in sorted(iris_means.groupby("species"))],
           title="Iris means", x_kind="categorical", categories=["petalArea", "sepalLength"])],
)

# data.url to a local CSV next to the spec.
os.makedirs(os.path.join(out, "data"), exist_ok=True)
wheat.to_csv(os.path.join(out, "data", "wheat.csv"), index=False)
write(
    "vl-wheat-url.json",
    spec(alt.Chart(alt.UrlData("data/wheat.csv")).mark_line().encode(x="year:Q", y="wheat:Q")),
)
expect("vl-wheat-url.json", [chart("line", [series("wheat", numbers(wheat["year"]), wheat["wheat"], True)],
                                   x_kind="numeric")])

# Histograms, box plots and a heatmap.

def vega_edges(values, maxbins=10, step=None, base=10, divide=(5, 2), nice=True):
    """Vega's bin edges (vega-statistics' bin and the bin transform), in Python."""
    low, high = float(np.nanmin(values)), float(np.nanmax(values))
    span = (high - low) or abs(low) or 1
    logb = math.log(base)
    if step is None:
        level = math.ceil(math.log(maxbins) / logb)
        step = base ** (math.floor(math.log(span) / logb + 0.5) - level)
        while math.ceil(span / step) > maxbins:
            step *= base
        for d in divide:
            if span / (step / d) <= maxbins:
                step = step / d
    v = math.log(step)
    precision = 0 if v >= 0 else int(-v / logb) + 1
    eps = base ** (-precision - 1)
    if nice:
        floor = math.floor(low / step + eps) * step
        low = floor - step if low < floor else floor
        high = math.ceil(high / step) * step
    stop = low + step if high == low else high
    count = round(math.ceil((stop - low) / step))
    return [low + i * step for i in range(count + 1)]


hp = cars["Horsepower"].dropna()
write("vl-cars-histogram.json", spec(alt.Chart(cars, title="Horsepower").mark_bar().encode(
    x=alt.X("Horsepower:Q", bin=True), y="count()")))
expect("vl-cars-histogram.json", [{"kind": "histogram", "title": "Horsepower", "series": [
    histogram_truth("Horsepower (binned)", hp, vega_edges(hp))]}])
write("vl-iris-histogram.json", spec(alt.Chart(iris).mark_bar().encode(
    y=alt.Y("petalLength:Q", bin=alt.Bin(maxbins=30), title="Petal length"), x="count()")))
expect("vl-iris-histogram.json", [{"kind": "histogram", "series": [
    histogram_truth("Petal length", iris["petalLength"], vega_edges(iris["petalLength"], maxbins=30))]}])
write("vl-weather-histogram.json", spec(alt.Chart(weather).mark_bar().encode(
    x=alt.X("temp_max:Q", bin=alt.Bin(step=2.5), title="Daily high (°C)"), y=alt.Y("count()", title="Days"))))
expect("vl-weather-histogram.json", [{"kind": "histogram", "series": [
    histogram_truth("Daily high (°C)", weather["temp_max"], vega_edges(weather["temp_max"], step=2.5))]}])

write("vl-cars-boxplot.json", spec(alt.Chart(cars, title="Horsepower by origin").mark_boxplot().encode(
    x="Origin:N", y="Horsepower:Q")))
expect("vl-cars-boxplot.json", [{"kind": "boxPlot", "title": "Horsepower by origin", "series": [
    box_truth(o, g["Horsepower"]) for o, g in sorted(cars.groupby("Origin"))]}])
write("vl-iris-boxplot-minmax.json", spec(alt.Chart(iris).mark_boxplot(extent="min-max").encode(
    x="sepalWidth:Q", y="species:N")))
minmax = []
for s_, g in sorted(iris.groupby("species")):
    b = box_truth(s_, g["sepalWidth"])
    b.update(lowerWhisker=float(g["sepalWidth"].min()), upperWhisker=float(g["sepalWidth"].max()), outliers=[])
    minmax.append(b)
expect("vl-iris-boxplot-minmax.json", [{"kind": "boxPlot", "series": minmax}])
# Grouped boxes as Altair writes them: xOffset and colour by the year (numbers, nominal), a box
# per site and year, the sites and within each the years in Vega's ascending order.
write("vl-barley-grouped-boxes.json", spec(alt.Chart(barley, title="Barley yield by site and year").mark_boxplot().encode(
    x="site:N", y="yield:Q", color="year:N", xOffset="year:N")))
expect("vl-barley-grouped-boxes.json", [{"kind": "boxPlot", "title": "Barley yield by site and year", "series": [
    box_truth(f"{site} ({year})", g["yield"]) for (site, year), g in sorted(barley.groupby(["site", "year"]))]}])

months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
weather_months = weather.assign(year=weather["date"].dt.year, month=weather["date"].dt.strftime("%b"))
write("vl-weather-heatmap.json", spec(alt.Chart(weather_months, title="Mean daily high").mark_rect().encode(
    x=alt.X("month:O", sort=months, title="Month"), y=alt.Y("year:O", title="Year"),
    color=alt.Color("mean(temp_max):Q", title="Mean high"))))
grid = weather_months.pivot_table(index="year", columns="month", values="temp_max", aggfunc="mean")[months]
expect("vl-weather-heatmap.json", [heatmap_truth(grid, "Mean daily high")])

# A histogram of data binned before (bin="binned", x2): a table of bins made with NumPy from the
# cars' horsepower, which Altair draws as given.
hp_edges = np.arange(40, 260, 20)
hp_counts, _ = np.histogram(hp, bins=hp_edges)
hp_bins = pd.DataFrame({"start": hp_edges[:-1], "end": hp_edges[1:], "cars": hp_counts})
write("vl-cars-binned.json", spec(alt.Chart(hp_bins, title="Horsepower, binned before").mark_bar().encode(
    x=alt.X("start:Q", bin="binned", title="Horsepower"), x2="end:Q", y=alt.Y("cars:Q", title="Cars"))))
expect("vl-cars-binned.json", [{"kind": "histogram", "title": "Horsepower, binned before", "series": [
    histogram_truth("Horsepower", hp, hp_edges)]}])

# A heatmap over dates: days of each kind of weather per month (yearmonth on a temporal x), the
# rows the weather kinds in ascending order, a month without such a day an empty cell.
write("vl-weather-rect-dates.json", spec(alt.Chart(weather, title="Days of each weather").mark_rect().encode(
    x=alt.X("yearmonth(date):T", title="Month"), y=alt.Y("weather:N", title="Weather"),
    color=alt.Color("count():Q", title="Days"))))
days = weather.assign(month=weather["date"].dt.strftime("%Y-%m")).pivot_table(
    index="weather", columns="month", values="date", aggfunc="count")
days = days.reindex(sorted(days.index))[sorted(days.columns)]
expect("vl-weather-rect-dates.json", [heatmap_truth(days, "Days of each weather")])

# Refused or clear errors.
write("vl-remote-url.json", spec(alt.Chart("https://cdn.jsdelivr.net/npm/vega-datasets@2/data/cars.json")
                                 .mark_point().encode(x="Horsepower:Q", y="Miles_per_Gallon:Q")))
refuse("vl-remote-url.json", "/data/url: the data is on the web")
write("vl-stacked-histogram.json", spec(alt.Chart(cars).mark_bar().encode(
    x=alt.X("Horsepower:Q", bin=True), y="count()", color="Origin:N")))
refuse("vl-stacked-histogram.json", "/encoding/color: several histograms in one view (a color field) is not supported yet")
write("vl-boxplot-extent.json", spec(alt.Chart(cars).mark_boxplot(extent=3).encode(x="Origin:N", y="Horsepower:Q")))
refuse("vl-boxplot-extent.json", "/mark/extent: whiskers at 3 times the box's height is not supported yet")
write("vl-window.json", spec(alt.Chart(wheat).transform_window(rank="rank()").mark_line().encode(x="year:Q", y="rank:Q")))
refuse("vl-window.json", '/transform/0/window: the transform "window" is not supported yet')

# Stacks: Vega-Lite stacks a bar or area split by colour, the colour's values descending from the
# bottom when the stack grows up, ascending when it grows right (its stack transform's default).
write("vl-area.json", spec(alt.Chart(iowa, title="Iowa electricity").mark_area().encode(
    x="year:T", y="net_generation:Q", color="source:N")))
expect("vl-area.json", [chart(
    "stackedArea", [series(s, seconds(g["year"]), g["net_generation"], True)
                    for s, g in sorted(iowa.groupby("source"), reverse=True)],
    title="Iowa electricity", x_kind="date")])
write("vl-stacked-bars.json", spec(alt.Chart(barley, title="Barley yield, stacked").mark_bar().encode(
    x="site:N", y="sum(yield):Q", color="year:N")))
expect("vl-stacked-bars.json", [chart(
    "stackedBar", [series(str(y), g["site"], g["yield"], False) for y, g in sorted(grouped.groupby("year"), reverse=True)],
    title="Barley yield, stacked", x_kind="categorical", categories=vl_sorted(barley["site"]))])
variety_sums = barley.groupby(["site", "variety"])["yield"].sum().reset_index()
write("vl-barley-normalized.json", spec(alt.Chart(barley, title="Barley yield by variety and site").mark_bar().encode(
    x=alt.X("sum(yield):Q", stack="normalize"), y="variety:N", color="site:N")))
expect("vl-barley-normalized.json", [chart(
    "normalizedBar", [series(s, g["variety"], g["yield"], False) for s, g in sorted(variety_sums.groupby("site"))],
    title="Barley yield by variety and site", x_kind="categorical", categories=vl_sorted(barley["variety"]))])
write("vl-area-normalize.json", spec(alt.Chart(iowa).mark_area().encode(
    x="year:T", y=alt.Y("net_generation:Q", stack="normalize"), color="source:N")))
refuse("vl-area-normalize.json", '/encoding/y/stack: a normalised stacked area (stack "normalize")')

# HTML: Altair's page of one chart, and of a concatenation (two charts).
alt.Chart(stocks[stocks["symbol"] == "GOOG"], title="Google").mark_line().encode(x="date:T", y="price:Q").save(
    os.path.join(out, "vl-google.html"))
goog = stocks[stocks["symbol"] == "GOOG"]
expect("vl-google.html", [chart("line", [series("price", seconds(goog["date"]), goog["price"], True)], title="Google",
                                x_kind="date")])
left = alt.Chart(wheat, title="Wheat").mark_line().encode(x="year:Q", y="wheat:Q")
right = alt.Chart(weather, title="Weather").mark_arc().encode(theta="count():Q", color="weather:N")
(left | right).save(os.path.join(out, "vl-concat.html"))
expect(
    "vl-concat.html",
    [
        chart("line", [series("wheat", numbers(wheat["year"]), wheat["wheat"], True)], title="Wheat", x_kind="numeric"),
        chart("pie", [series("Count of Records", list(counts.index), list(counts.values), False)], title="Weather"),
    ],
)

# MARK: MAIDR (py-maidr with matplotlib and seaborn)

uuid = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


# matplotlib's SVG ids: "p" and ten hex digits for clip paths, "m" and ten for markers.
svg_id = re.compile(r"\b([mp])[0-9a-f]{10}\b")


def stable_ids(text):
    ids = {}
    text = uuid.sub(lambda m: ids.setdefault(m.group(0), f"00000000-0000-4000-8000-{len(ids):012d}"), text)
    # matplotlib hashes each clip path's and marker's content with svg.hashsalt, but the content
    # it hashes is not the same from run to run for some figures (mplfinance's clip paths, a
    # seaborn box plot's flier markers), so the ids are numbered in order of appearance instead.
    numbered = {}
    return svg_id.sub(
        lambda m: numbered.setdefault(m.group(0), f"{m.group(1)}{len(numbered):010d}"), text)


def maidr_files(plot, name, svg=False, script=False):
    """Writes py-maidr's page (data in the SVG's maidr attribute, or in a script), its SVG, and
    the MAIDR JSON alone."""
    page_path = os.path.join(out, name + ".html")
    maidr.save_html(plot, file=page_path, lib_dir=None, use_cdn=True, data_in_svg=not script)
    with open(page_path, encoding="utf-8") as file:
        page = stable_ids(file.read())
    with open(page_path, "w", encoding="utf-8") as file:
        file.write(page)
    if svg:
        start = page.index("<svg")
        end = page.index("</svg>", start) + len("</svg>")
        write(name + ".svg", page[start:end])
    if not script:
        document = json.loads(html.unescape(re.search(r'<svg[^>]* maidr="([^"]*)"', page).group(1)))
        write(name + ".maidr.json", json.dumps(document, indent=2))
    plt.close("all")


# A line per energy source (matplotlib).
fig, ax = plt.subplots()
for source, group in iowa_years.groupby("source", sort=False):
    ax.plot(group["year"], group["net_generation"], label=source)
ax.set_title("Iowa electricity")
ax.set_xlabel("Year")
ax.set_ylabel("Net generation")
ax.legend()
maidr_files(ax, "maidr-iowa-lines", svg=True)
iowa_truth = [chart("line", [series(s, numbers(g["year"]), g["net_generation"], True)
                             for s, g in iowa_years.groupby("source", sort=False)], title="Iowa electricity",
                    x_kind="numeric")]
for suffix in [".html", ".svg", ".maidr.json"]:
    expect("maidr-iowa-lines" + suffix, iowa_truth)

# Bars: mean daily high per weather (seaborn computes the means).
ax = sns.barplot(weather, x="weather", y="temp_max", errorbar=None, order=sorted(weather["weather"].unique()))
ax.set_title("Mean high by weather")
maidr_files(ax, "maidr-weather-bars")
means = weather.groupby("weather")["temp_max"].mean()
bars_truth = [chart("bar", [series("temp_max", list(means.index), list(means.values), False)],
                    title="Mean high by weather", x_kind="categorical")]
for suffix in [".html", ".maidr.json"]:
    expect("maidr-weather-bars" + suffix, bars_truth)

# Dodged bars: mean yield per site and year (seaborn with hue), data in a script.
barley_str = barley.assign(year=barley["year"].astype(str))
ax = sns.barplot(barley_str, x="site", y="yield", hue="year", errorbar=None)
ax.set_title("Barley yield by year")
maidr_files(ax, "maidr-barley-dodged", script=True)
barley_means = barley_str.groupby(["year", "site"], sort=False)["yield"].mean().reset_index()
expect("maidr-barley-dodged.html", [chart("groupedBar", [series(y, g["site"], g["yield"], False)
                                                  for y, g in barley_means.groupby("year", sort=False)],
                                          title="Barley yield by year", x_kind="categorical")])

# A scatter (seaborn).
ax = sns.scatterplot(iris, x="sepalLength", y="petalLength")
ax.set_title("Iris")
maidr_files(ax, "maidr-iris-scatter")
scatter_truth = [chart("scatter", [series("petalLength", numbers(iris["sepalLength"]), iris["petalLength"], False)],
                       title="Iris", x_kind="numeric")]
for suffix in [".html", ".maidr.json"]:
    expect("maidr-iris-scatter" + suffix, scatter_truth)

# A histogram (seaborn bins with NumPy's "auto" rule: the truth's edges are NumPy's own).
ax = sns.histplot(cars, x="Horsepower")
ax.set_title("Horsepower")
maidr_files(ax, "maidr-cars-hist")
hp = cars["Horsepower"].dropna()
hist_truth = [{"kind": "histogram", "title": "Horsepower", "series": [
    histogram_truth("Horsepower", hp, np.histogram_bin_edges(hp, bins="auto"))]}]
for suffix in [".html", ".maidr.json"]:
    expect("maidr-cars-hist" + suffix, hist_truth)

# A heatmap of the mean daily high by year and month (seaborn).
ax = sns.heatmap(grid)
ax.set_title("Mean daily high")
maidr_files(ax, "maidr-weather-heat")
for suffix in [".html", ".maidr.json"]:
    expect("maidr-weather-heat" + suffix, [heatmap_truth(grid, "Mean daily high")])

# Candlesticks of the VIX (mplfinance).
vix = local_data.ohlc().set_index("date")[["open", "high", "low", "close"]]
vix.columns = ["Open", "High", "Low", "Close"]
fig, axes = mpf.plot(vix, type="candle", returnfig=True, title="VIX")
maidr_files(axes[0], "maidr-vix-candlestick")
for suffix in [".html", ".maidr.json"]:
    expect("maidr-vix-candlestick" + suffix, [{"kind": "candlestick", "title": "VIX",
                                               "series": [ohlc_truth("Price", ohlc)]}])

# Stacks: Iowa's electricity by source as stacked bars (pandas), shares of each year (seaborn.objects'
# Norm and Stack) and a stacked area (matplotlib's stackplot), layers bottom to top.
iowa_wide_years = iowa_years.pivot(index="year", columns="source", values="net_generation")
ax = iowa_wide_years.plot(kind="bar", stacked=True, title="Iowa electricity")
maidr_files(ax, "maidr-iowa-stacked")
for suffix in [".html", ".maidr.json"]:
    expect("maidr-iowa-stacked" + suffix, [chart(
        "stackedBar", [series(s, [str(y) for y in iowa_wide_years.index], iowa_wide_years[s], False)
                       for s in iowa_wide_years.columns], title="Iowa electricity", x_kind="categorical")])
import seaborn.objects as so
shares = iowa_wide_years.div(iowa_wide_years.sum(axis=1), axis=0)
fig = plt.figure()
(so.Plot(iowa_years.assign(year=iowa_years["year"].astype(str)), x="year", y="net_generation", color="source")
 .add(so.Bar(), so.Norm(func="sum", by=["x"]), so.Stack()).label(title="Iowa electricity, shares").on(fig).plot())
maidr_files(fig.axes[0], "maidr-iowa-normalized")
for suffix in [".html", ".maidr.json"]:
    expect("maidr-iowa-normalized" + suffix, [chart(
        "normalizedBar", [series(s, [str(y) for y in shares.index], shares[s], False) for s in shares.columns],
        title="Iowa electricity, shares", x_kind="categorical")])
fig, ax = plt.subplots()
ax.stackplot(iowa_wide_years.index, *[iowa_wide_years[s] for s in iowa_wide_years.columns],
             labels=list(iowa_wide_years.columns))
ax.set_title("Iowa electricity, stacked area")
ax.legend()
maidr_files(ax, "maidr-iowa-stackplot")
for suffix in [".html", ".maidr.json"]:
    expect("maidr-iowa-stackplot" + suffix, [chart(
        "stackedArea", [series(s, numbers(iowa_wide_years.index), iowa_wide_years[s], True)
                        for s in iowa_wide_years.columns], title="Iowa electricity, stacked area", x_kind="numeric")])

# One band (matplotlib's fill_between): py-maidr's area layer, its points a list of one list,
# read as its line, named by the y axis.
fig, ax = plt.subplots()
ax.fill_between(wheat["year"], wheat["wheat"])
ax.set_title("Wheat price")
ax.set_xlabel("Year")
ax.set_ylabel("Shillings per quarter")
maidr_files(ax, "maidr-wheat-area")
expect("maidr-wheat-area.maidr.json", [chart(
    "line", [series("Shillings per quarter", numbers(wheat["year"]), wheat["wheat"], True)], title="Wheat price",
    x_kind="numeric")])

# Box plots (seaborn): py-maidr gives each box's five numbers and outliers as matplotlib drew
# them, without a count of values (the truth's n is null: AudioGraph reads the count as unknown).
def maidr_box_truth(name, values):
    return {**box_truth(name, values), "n": None}


ax = sns.boxplot(cars, x="Origin", y="Horsepower")
ax.set_title("Horsepower by origin")
maidr_files(ax, "maidr-cars-box")
for suffix in [".html", ".maidr.json"]:
    expect("maidr-cars-box" + suffix, [{"kind": "boxPlot", "title": "Horsepower by origin", "series": [
        maidr_box_truth(o, g["Horsepower"]) for o, g in cars.groupby("Origin", sort=False)]}])
# Horizontal (the values on x), with outliers on both sides.
ax = sns.boxplot(iris, x="sepalWidth", y="species")
ax.set_title("Sepal width by species")
maidr_files(ax, "maidr-iris-box-horizontal")
expect("maidr-iris-box-horizontal.maidr.json", [{"kind": "boxPlot", "title": "Sepal width by species", "series": [
    maidr_box_truth(s_, g["sepalWidth"]) for s_, g in iris.groupby("species", sort=False)]}])

# What the summary must say, from the truth's own numbers (pandas): the sign of a scatter's
# correlation, the highest bar of each series, the line that ended highest.
for charts in truth["charts"].values():
    for entry in charts:
        facts = {}
        if entry["kind"] == "scatter":
            s = entry["series"][0]
            facts["correlation"] = float(pd.Series(s["x"]).corr(pd.Series(s["y"])))
        elif entry["kind"] == "bar":
            facts["highest"] = [s["x"][int(pd.Series(s["y"]).idxmax())] for s in entry["series"]]
        elif entry["kind"] == "histogram" and len(entry["series"]) == 1:
            facts["valueCount"] = entry["series"][0]["n"]
        elif entry["kind"] == "boxPlot":
            medians = {s["name"]: s["median"] for s in entry["series"]}
            if list(medians.values()).count(max(medians.values())) == 1:
                facts["highestMedian"] = max(medians, key=medians.get)
        elif entry["kind"] == "heatmap":
            cells = np.asarray(entry["values"], dtype=float)
            row, column = np.unravel_index(np.nanargmax(cells), cells.shape)
            facts["highestCell"] = [entry["rows"][row], entry["columns"][column]]
        elif entry["kind"] == "candlestick":
            s = entry["series"][0]
            facts["closedUp"] = sum(1 for o, c in zip(s["open"], s["close"]) if o is not None and c > o)
            facts["periods"] = sum(1 for c in s["close"] if c is not None)
        elif entry["kind"] in ("stackedBar", "normalizedBar", "stackedArea", "groupedBar"):
            # Every x of the layers (aligned; a layer without a point there counts 0) and the
            # total there, in the order of first appearance.
            xs = list(dict.fromkeys(x for s in entry["series"] for x in s["x"]))
            totals = {x: 0.0 for x in xs}
            for s in entry["series"]:
                for x, y in zip(s["x"], s["y"]):
                    totals[x] += 0.0 if y is None else y
            facts["totals"] = [totals[x] for x in xs]
        elif entry["kind"] == "line" and len(entry["series"]) > 1:
            last = {s["name"]: pd.Series(s["y"]).dropna().iloc[-1] for s in entry["series"]}
            top = max(last.values())
            if list(last.values()).count(top) == 1:
                facts["endedHighest"] = max(last, key=last.get)
        entry["facts"] = facts

with open(os.path.join(out, "truth.json"), "w", encoding="utf-8") as file:
    json.dump(truth, file, indent=1, sort_keys=True)
    file.write("\n")
for name in ["maidr-iris-box-horizontal.html", "maidr-wheat-area.html"]:
    os.remove(os.path.join(out, name))
