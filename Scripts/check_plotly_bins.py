"""Checks the truth of Fixtures/imports' Plotly histograms against plotly.js itself: loads each
histogram figure with the plotly.min.js that the pinned plotly package bundles into headless
Chromium, lets plotly.js bin it, and compares its bins (the middle and height of every bar it
draws, and its bin size) with truth.json, which Scripts/make_import_fixtures.py computes with a
Python port of plotly.js's rules and NumPy's counts.

    .build/html-a11y-venv/bin/python Scripts/check_plotly_bins.py

Needs chromium, chromedriver and selenium (Scripts/setup installs them for the browser test) and
.build/import-fixtures-venv (for plotly.min.js). Prints one line per figure; exits 1 on a
difference.
"""

import glob
import json
import os
import shutil
import sys
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

root = os.path.join(os.path.dirname(__file__), "..")
bundle = glob.glob(os.path.join(root, ".build/import-fixtures-venv/lib/python3*/site-packages/plotly/package_data/plotly.min.js"))[0]
truth = json.load(open(os.path.join(root, "Fixtures/imports/truth.json")))["charts"]

options = webdriver.ChromeOptions()
options.binary_location = shutil.which("chromium")
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]:
    options.add_argument(argument)
browser = webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)
failed = False
try:
    for name, charts in sorted(truth.items()):
        if not name.startswith("plotly-") or charts[0]["kind"] != "histogram":
            continue
        figure = open(os.path.join(root, "Fixtures/imports", name)).read()
        page = tempfile.NamedTemporaryFile("w", suffix=".html", delete=False)
        page.write(f'<html><body><div id="g"></div><script src="file://{os.path.abspath(bundle)}"></script>'
                   f'<script>var figure = {figure};</script></body></html>')
        page.close()
        browser.get("file://" + page.name)
        drawn = browser.execute_async_script(
            "var done = arguments[0]; var g = document.getElementById('g');"
            "Plotly.newPlot(g, figure.data, figure.layout).then(function () {"
            " done(g.calcdata.map(function (trace) { return {size: g._fullData[trace[0].trace.index].xbins.size || g._fullData[0].xbins.size,"
            " bars: trace.map(function (bar) { return [bar.p, bar.s]; })}; })); });")
        os.unlink(page.name)
        for series, plotted in zip(charts[0]["series"], drawn):
            edges, counts = series["edges"], series["counts"]
            expected = [[(a + b) / 2, c] for a, b, c in zip(edges, edges[1:], counts)]
            size = edges[1] - edges[0]
            same = len(expected) == len(plotted["bars"]) and abs(plotted["size"] - size) < 1e-9 * size and all(
                abs(p - e) < 1e-9 * max(1, abs(e)) and (s == c or abs(s * series["n"] / 100 - c) < 1e-9 * c)
                for (e, c), (p, s) in zip(expected, plotted["bars"]))
            failed |= not same
            print(f"{name}, {series['name']}: {'same bins' if same else 'DIFFERENT'} "
                  f"(plotly.js: size {plotted['size']}, {len(plotted['bars'])} bars)")
            if not same:
                print("  truth:    ", expected)
                print("  plotly.js:", plotted["bars"])
finally:
    browser.quit()
sys.exit(1 if failed else 0)
