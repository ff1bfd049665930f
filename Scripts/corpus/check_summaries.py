#!/usr/bin/env python3
"""Measures how many of the shape checks the summaries pass, with the command-line tool.

Reads Fixtures/corpus-checks/shape-checks.json and journalist-references.json (the same checks
Tests/ChartSummariesTests/ShapeCorpusTests.swift runs), summarizes each chart with
`audiograph summarize` (en_US, the case's time zone and verbosity) and prints each failed check
and the pass rate. Python's `re` stands in for ICU; the patterns use only what both share.

    swift build -c release --product audiograph
    python3 Scripts/corpus/check_summaries.py [path/to/audiograph]

Exit status 0 when every check passes, 1 otherwise.
"""

import json
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ANY_IN_SENTENCE = r"(?:[^.\n]|\.(?=\d))*?"


def expand(pattern):
    return re.compile(pattern.replace("…", ANY_IN_SENTENCE))


def summary(tool, file, verbosity, zone):
    path = os.path.join(ROOT, "Fixtures", "corpus", file)
    result = subprocess.run([tool, "summarize", path, "--verbosity", verbosity, "--locale", "en_US",
                             "--time-zone", zone], capture_output=True, text=True, check=True)
    return result.stdout


def main():
    tool = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "release", "audiograph")
    with open(os.path.join(ROOT, "Fixtures", "corpus-checks", "shape-checks.json"), encoding="utf-8") as f:
        cases = json.load(f)["cases"]
    with open(os.path.join(ROOT, "Fixtures", "corpus-checks", "journalist-references.json"), encoding="utf-8") as f:
        references = json.load(f)["references"]
    passed = total = 0
    for case in cases:
        text = summary(tool, case["file"], case.get("verbosity", "standard"), case.get("timeZone", "UTC"))
        for fact in case["say"]:
            total += 1
            if expand(fact["pattern"]).search(text):
                passed += 1
            else:
                print(f"{case['file']}: does not say /{fact['pattern']}/ ({fact['truth']})")
        for fact in case["notSay"]:
            total += 1
            found = expand(fact["pattern"]).search(text)
            if found:
                print(f"{case['file']}: says \"{found.group(0)}\" ({fact['truth']})")
            else:
                passed += 1
    facts = said = 0
    for reference in references:
        text = summary(tool, reference["file"], reference.get("verbosity", "standard"), "UTC")
        for fact in reference["facts"]:
            facts += 1
            if expand(fact["pattern"]).search(text):
                said += 1
            else:
                print(f"{reference['file']}: journalist's fact not said: {fact['fact']}")
    print(f"shape checks: {passed} of {total} pass ({100 * passed / max(total, 1):.0f}%) on {len(cases)} charts")
    print(f"journalist facts: {said} of {facts} said ({100 * said / max(facts, 1):.0f}%) on {len(references)} charts")
    sys.exit(0 if passed == total and said == facts else 1)


if __name__ == "__main__":
    main()
