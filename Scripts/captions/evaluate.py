#!/usr/bin/env python3
"""Measures `audiograph check --caption` on the labelled caption set, Fixtures/captions/captions.json.

For each chart and locale the captions go into one file, one per line, checked with
`audiograph check CHART --caption-file FILE --caption-lines --format json --locale L`. Then:

- per error type T: recall = captions with an injected T error where a claim is contradicted
  with error T / captions with an injected T error; precision = those / all captions where a
  claim is contradicted with error T (a T flag on a true caption, an uncheckable caption or a
  caption with another injected error counts against it);
- precision of "contradicted" overall: captions with an injected error that are flagged /
  all flagged captions;
- the rate of true captions flagged (any contradicted claim), and of uncheckable captions flagged.

Writes the figures to Fixtures/captions/RESULTS.md (with --write; the file's sections written by
hand, under "## " headings after the figures, are kept) and prints every missed or wrong flag. Exit status 1 when a target is missed (recall >= 0.9 per type, precision >= 0.95,
true captions flagged <= 2 %).

    swift build -c release --product audiograph
    python3 Scripts/captions/evaluate.py [--write] [path/to/audiograph]

Uses only the standard library.
"""

import collections
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SET = os.path.join(ROOT, "Fixtures", "captions", "captions.json")
RESULTS = os.path.join(ROOT, "Fixtures", "captions", "RESULTS.md")
TYPES = ["value", "label", "trend", "comparison", "count"]


def check(tool, chart, locale, captions):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as f:
        f.write("\n".join(captions) + "\n")
        path = f.name
    try:
        run = subprocess.run(
            [tool, "check", os.path.join(ROOT, "Fixtures", "corpus", chart), "--caption-file", path, "--caption-lines",
             "--format", "json", "--locale", locale],
            capture_output=True, text=True)
        if run.returncode not in (0, 1):
            raise SystemExit(f"{chart}: audiograph exited {run.returncode}: {run.stderr}")
        return json.loads(run.stdout)["captions"]
    finally:
        os.unlink(path)


def main():
    args = [a for a in sys.argv[1:] if a != "--write"]
    write = "--write" in sys.argv[1:]
    tool = args[0] if args else os.path.join(ROOT, ".build", "release", "audiograph")
    with open(SET, encoding="utf-8") as f:
        records = json.load(f)
    groups = collections.defaultdict(list)
    for record in records:
        groups[(record["chart"], record["locale"])].append(record)
    results = []
    for (chart, locale), group in sorted(groups.items()):
        checked = check(tool, chart, locale, [r["caption"] for r in group])
        assert len(checked) == len(group), chart
        for record, caption in zip(group, checked):
            flagged = [c for c in caption["claims"] if c["verdict"] == "contradicted"]
            results.append((record, flagged))
    lines = []
    failures = []

    def table(locale_filter, title):
        subset = [(r, f) for r, f in results if locale_filter(r["locale"])]
        lines.append(f"### {title}")
        lines.append("")
        lines.append("| error type | injected | found | flagged with this type | recall | precision |")
        lines.append("|---|---:|---:|---:|---:|---:|")
        for kind in TYPES:
            injected = [(r, f) for r, f in subset if r["label"] == kind]
            found = [(r, f) for r, f in injected if any(c["error"] == kind for c in f)]
            flagged = [(r, f) for r, f in subset if any(c["error"] == kind for c in f)]
            recall = len(found) / len(injected) if injected else float("nan")
            precision = len(found) / len(flagged) if flagged else float("nan")
            lines.append(f"| {kind} | {len(injected)} | {len(found)} | {len(flagged)} | {recall:.3f} | {precision:.3f} |")
            if injected and recall < 0.9:
                failures.append(f"{title}: recall of {kind} {recall:.3f} < 0.9")
            if flagged and precision < 0.95:
                failures.append(f"{title}: precision of {kind} {precision:.3f} < 0.95")
        errors = [(r, f) for r, f in subset if r["label"] in TYPES]
        flagged_any = [(r, f) for r, f in subset if f]
        right = [(r, f) for r, f in flagged_any if r["label"] in TYPES]
        true = [(r, f) for r, f in subset if r["label"] == "true"]
        true_flagged = [(r, f) for r, f in true if f]
        unchecked = [(r, f) for r, f in subset if r["label"] == "uncheckable"]
        unchecked_flagged = [(r, f) for r, f in unchecked if f]
        precision = len(right) / len(flagged_any) if flagged_any else float("nan")
        recall = len([1 for r, f in errors if f]) / len(errors) if errors else float("nan")
        rate = len(true_flagged) / len(true) if true else float("nan")
        lines.append("")
        lines.append(f"- Captions: {len(subset)} ({len(true)} true, {len(errors)} with one injected error, "
                     f"{len(unchecked)} uncheckable), on {len({r['chart'] for r, _ in subset})} charts.")
        lines.append(f"- Any contradiction: precision {precision:.3f}, recall {recall:.3f}.")
        lines.append(f"- True captions flagged: {len(true_flagged)} of {len(true)} ({100 * rate:.1f} %); "
                     f"uncheckable captions flagged: {len(unchecked_flagged)} of {len(unchecked)}.")
        lines.append("")
        if flagged_any and precision < 0.95:
            failures.append(f"{title}: precision {precision:.3f} < 0.95")
        if true and rate > 0.02:
            failures.append(f"{title}: true captions flagged {100 * rate:.1f} % > 2 %")

    table(lambda l: l == "en_US", "English (en_US)")
    for locale, name in [("de_DE", "German"), ("fr_FR", "French"), ("es_ES", "Spanish")]:
        table(lambda l, locale=locale: l == locale, f"{name} ({locale})")
    print("\n".join(lines))
    for record, flagged in results:
        kinds = sorted({c["error"] for c in flagged})
        expected = [record["label"]] if record["label"] in TYPES else []
        if kinds != expected:
            print(f"MISMATCH {record['id']}: expected {expected}, got {kinds}")
            for claim in flagged:
                print(f"    {claim['error']}: {claim['text']!r} -> {claim['fact']['text'] if claim['fact'] else ''}")
    if write:
        # The sections written by hand (each under a "## " heading; the measured part has only
        # "### " headings) are kept after the new figures.
        kept = ""
        if os.path.exists(RESULTS):
            with open(RESULTS, encoding="utf-8") as f:
                old = f.read()
            at = old.find("\n## ")
            if at >= 0:
                kept = old[at:]
        with open(RESULTS, "w", encoding="utf-8") as f:
            f.write("# Caption fact-check: measured figures\n\n")
            f.write("Written by `python3 Scripts/captions/evaluate.py --write` from the labelled set "
                    "`Fixtures/captions/captions.json` (made by `Scripts/captions/make_captions.py`). "
                    "Recall of an error type: captions with that injected error where a claim is contradicted with "
                    "that type. Precision: of the captions flagged with that type, those whose injected error is "
                    "that type. Targets: recall at least 0.9 per type, precision at least 0.95, true captions "
                    "flagged at most 2 %.\n\n")
            f.write("\n".join(lines).rstrip("\n") + "\n" + kept)
    for failure in failures:
        print("TARGET MISSED:", failure)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
