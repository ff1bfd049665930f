#!/usr/bin/env python3
"""The summary benchmark's chart files and its Python reference.

  bench_summarize_file.py make N FILE   writes a seeded line chart of N points (x = 1…N, y a random walk
                                        with a 365-point cycle, rounded to 0.01) as a chart JSON file
  bench_summarize_file.py reference FILE  what the reference process does: json.load the file, then
                                        SciPy's kendalltau on (x, y); prints tau
"""
import json
import math
import random
import sys


def make(n, path):
    rng = random.Random(20261125)
    level = 100.0
    with open(path, "w") as out:
        out.write('{"version": 1, "title": "Benchmark series", "xAxis": {"kind": "numeric", "title": "Step"}, ')
        out.write('"yAxis": {"kind": "numeric", "title": "Level"}, "series": [{"name": "Level", "isContinuous": true, "points": [')
        for i in range(1, n + 1):
            level += rng.gauss(0, 1)
            y = level + 20 * math.sin(2 * math.pi * i / 365)
            out.write(('' if i == 1 else ',') + '{"x":%d,"y":%.2f}' % (i, y))
        out.write(']}]}\n')


def reference(path):
    from scipy import stats
    with open(path) as f:
        chart = json.load(f)
    points = chart["series"][0]["points"]
    x = [p["x"] for p in points]
    y = [p["y"] for p in points]
    print(stats.kendalltau(x, y).statistic)


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(int(sys.argv[2]), sys.argv[3])
    else:
        reference(sys.argv[2])
