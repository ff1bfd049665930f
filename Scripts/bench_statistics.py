#!/usr/bin/env python3
"""SciPy side of the TrendStatistics benchmark.

Reads the series written by `AudioGraphBenchmarks statistics --data FILE` (raw little-endian
float64 y values; t = 1..N), runs the SciPy/NumPy equivalents and prints `key=value` lines
in the same format as the Swift benchmark.

usage: bench_statistics.py FILE [--small M] [--repeat R]
"""
import sys
import time
import resource

import numpy as np
from scipy import stats


def best_of(repeat, fn):
    best = float("inf")
    result = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - t0)
    return result, best


def main():
    path = sys.argv[1]
    small = 5000
    repeat = 1
    args = sys.argv[2:]
    if "--small" in args:
        small = int(args[args.index("--small") + 1])
    if "--repeat" in args:
        repeat = int(args[args.index("--repeat") + 1])
    y = np.fromfile(path, dtype="<f8")
    n = len(y)
    t = np.arange(1, n + 1, dtype=np.float64)
    print(f"n={n}")
    kt, dt = best_of(repeat, lambda: stats.kendalltau(t, y, method="asymptotic"))
    print(f"time.kendalltau={dt}")
    print(f"result.kendalltau.tauB={float(kt.statistic)!r}")
    print(f"result.kendalltau.p={float(kt.pvalue)!r}")
    lr, dt = best_of(repeat, lambda: stats.linregress(t, y))
    print(f"time.linregress={dt}")
    print(f"result.linregress.slope={float(lr.slope)!r}")

    def robust():
        med = np.median(y)
        mad = stats.median_abs_deviation(y)
        return med, mad
    (med, mad), dt = best_of(repeat, robust)
    print(f"time.medianMAD={dt}")
    print(f"result.median={float(med)!r}")
    print(f"result.mad={float(mad)!r}")
    m = min(small, n)
    ts, dt = best_of(repeat, lambda: stats.theilslopes(y[:m], t[:m]))
    print(f"small={m}")
    print(f"time.theilslopesSmall={dt}")
    print(f"result.small.theilslopes.slope={float(ts.slope)!r}")
    kts, dt = best_of(repeat, lambda: stats.kendalltau(t[:m], y[:m], method="asymptotic"))
    print(f"time.kendalltauSmall={dt}")
    print(f"result.small.kendalltau.tauB={float(kts.statistic)!r}")
    print(f"result.small.kendalltau.p={float(kts.pvalue)!r}")
    k = min(40, n)
    kt40 = stats.kendalltau(t[:k], y[:k], method="asymptotic")
    ts40 = stats.theilslopes(y[:k], t[:k])
    print(f"tiny={k}")
    print(f"result.tiny.kendalltau.tauB={float(kt40.statistic)!r}")
    print(f"result.tiny.kendalltau.p={float(kt40.pvalue)!r}")
    print(f"result.tiny.theilslopes.slope={float(ts40.slope)!r}")
    print(f"result.tiny.theilslopes.intercept={float(ts40.intercept)!r}")
    print(f"peakRSSkB={resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}")


if __name__ == "__main__":
    main()
