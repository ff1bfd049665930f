"""Writes the real layered charts of Fixtures/stacks from pinned PyPI packages (vega-datasets).

- iowa-electricity.csv: Iowa's yearly net electricity generation by source (fossil fuels,
  nuclear energy, renewables), 2001 to 2017, in thousand megawatt hours (U.S. Energy
  Information Administration, via vega-datasets' iowa-electricity.csv), one column per source.
- crimea.csv: deaths in the British army in the Crimean War by cause (wounds, other, disease),
  April 1854 to March 1856 (Florence Nightingale's data, vega-datasets' crimea.json).
- employment-change.csv: the monthly change in U.S. nonfarm employment by sector, January 2006
  to December 2015, in thousands (goods-producing, private service-providing, government; the
  three add up to total nonfarm), from vega-datasets' us-employment.csv (BLS): real values
  below zero.
- barley-sites.csv: the barley yield of the ten varieties summed per site, 1931 and 1932, in
  bushels per acre (Immer et al. 1934, vega-datasets' barley.json): the grouped bars in which
  Morris is the one site that yielded more in 1932.

Run from the repository root with the venv of requirements.txt:
    .build/stacks-venv/bin/python Scripts/stacks/make_data.py
"""
import importlib.resources as resources
from pathlib import Path

import pandas as pd

data = resources.files("vega_datasets") / "_data"
out = Path("Fixtures/stacks")
out.mkdir(parents=True, exist_ok=True)

iowa = pd.read_csv(data / "iowa-electricity.csv")
iowa["year"] = iowa["year"].str[:4].astype(int)
wide = iowa.pivot(index="year", columns="source", values="net_generation")
wide = wide[["Fossil Fuels", "Nuclear Energy", "Renewables"]]
wide.index.name = "Year"
wide.to_csv(out / "iowa-electricity.csv")

crimea = pd.read_json(data / "crimea.json")
crimea["date"] = pd.to_datetime(crimea["date"]).dt.strftime("%Y-%m-%d")
crimea = crimea.rename(columns={"date": "Month", "wounds": "Wounds", "other": "Other", "disease": "Disease"})
crimea[["Month", "Wounds", "Other", "Disease"]].to_csv(out / "crimea.csv", index=False)

jobs = pd.read_csv(data / "us-employment.csv")
jobs["month"] = pd.to_datetime(jobs["month"]).dt.strftime("%Y-%m-%d")
change = pd.DataFrame(
    {
        "Month": jobs["month"],
        "Goods-producing": jobs["goods_producing"].diff(),
        "Private service-providing": jobs["private_service_providing"].diff(),
        "Government": jobs["government"].diff(),
    }
).iloc[1:]
change.to_csv(out / "employment-change.csv", index=False)

barley = pd.read_json(data / "barley.json")
sites = barley.groupby(["site", "year"], sort=False)["yield"].sum().unstack("year").round(2)
sites.columns = [str(c) for c in sites.columns]
sites.index.name = "Site"
sites[["1931", "1932"]].to_csv(out / "barley-sites.csv")
