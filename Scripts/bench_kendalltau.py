#!/usr/bin/env python3
"""Times SciPy's kendalltau (O(n log n), with ties) on the benchmark's data, for comparison.

Usage: bench_kendalltau.py FILE  (little-endian float64 y values; x = 0, 1, ..., n - 1)
Prints key=value lines like AudioGraphBenchmarks.
"""
import sys
import time

import numpy as np
from scipy import stats

y = np.fromfile(sys.argv[1], dtype="<f8")
x = np.arange(len(y), dtype=np.float64)
start = time.perf_counter()
result = stats.kendalltau(x, y)
elapsed = time.perf_counter() - start
print(f"points={len(y)}")
print(f"scipy_kendalltau_seconds={elapsed:.3f}")
print(f"scipy_tau_b={result.statistic!r}")
print(f"scipy_version={__import__('scipy').__version__}")
