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
            "bar",
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

# Refused: trace types whose chart kinds AudioGraph does not have yet.
write("plotly-histogram.json", px.histogram(cars, x="Horsepower").to_json())
refuse("plotly-histogram.json", '/data/0/type: the Plotly trace type "histogram" is not supported yet')
write("plotly-box.json", px.box(cars, x="Origin", y="Horsepower").to_json())
refuse("plotly-box.json", '/data/0/type: the Plotly trace type "box" is not supported yet')
stacked = px.bar(barley_sums, x="site", y="yield", color="year", barmode="stack")
write("plotly-stacked-bars.json", stacked.to_json())
refuse("plotly-stacked-bars.json", '/layout/barmode: stacked bars (barmode "stack") is not supported yet')
write("plotly-area.json", px.area(iowa_years, x="year", y="net_generation", color="source").to_json())
refuse("plotly-area.json", "/data/0/stackgroup: a stacked area (stackgroup) is not supported yet")

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
    [chart("bar", [series(str(y), g["site"], g["yield"], False) for y, g in sorted(grouped.groupby("year"))],
           title="Barley yield", x_kind="categorical", categories=vl_sorted(barley["site"]))],
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
    [chart("bar", [series(s, g["measure"], g["cm"], False) for s, g in sorted(iris_means.groupby("species"))],
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

# Refused or clear errors.
write("vl-remote-url.json", spec(alt.Chart("https://cdn.jsdelivr.net/npm/vega-datasets@2/data/cars.json")
                                 .mark_point().encode(x="Horsepower:Q", y="Miles_per_Gallon:Q")))
refuse("vl-remote-url.json", "/data/url: the data is on the web")
write("vl-histogram.json", spec(alt.Chart(cars).mark_bar().encode(x=alt.X("Horsepower:Q", bin=True), y="count()")))
refuse("vl-histogram.json", "/encoding/x/bin: binning (a histogram) is not supported yet")
write("vl-area.json", spec(alt.Chart(iowa).mark_area().encode(x="year:T", y="net_generation:Q", color="source:N")))
refuse("vl-area.json", '/mark/type: the mark "area" is not supported yet')
write("vl-stacked-bars.json", spec(alt.Chart(barley).mark_bar().encode(x="site:N", y="sum(yield):Q", color="year:N")))
refuse("vl-stacked-bars.json", "/encoding/color/field: stacked bars")
write("vl-window.json", spec(alt.Chart(wheat).transform_window(rank="rank()").mark_line().encode(x="year:Q", y="rank:Q")))
refuse("vl-window.json", '/transform/0/window: the transform "window" is not supported yet')

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


def stable_ids(text):
    ids = {}
    return uuid.sub(lambda m: ids.setdefault(m.group(0), f"00000000-0000-4000-8000-{len(ids):012d}"), text)


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
expect("maidr-barley-dodged.html", [chart("bar", [series(y, g["site"], g["yield"], False)
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

# Refused: a box plot.
ax = sns.boxplot(cars, x="Origin", y="Horsepower")
maidr_files(ax, "maidr-cars-box")
refuse("maidr-cars-box.maidr.json", '/subplots/0/0/layers/0/type: the MAIDR layer type "box" is not supported yet')

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
        elif entry["kind"] == "line" and len(entry["series"]) > 1:
            last = {s["name"]: pd.Series(s["y"]).dropna().iloc[-1] for s in entry["series"]}
            top = max(last.values())
            if list(last.values()).count(top) == 1:
                facts["endedHighest"] = max(last, key=last.get)
        entry["facts"] = facts

with open(os.path.join(out, "truth.json"), "w", encoding="utf-8") as file:
    json.dump(truth, file, indent=1, sort_keys=True)
    file.write("\n")
for name in ["maidr-cars-box.html"]:
    os.remove(os.path.join(out, name))
