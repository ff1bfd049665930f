#!/usr/bin/env python3
"""The distribution benchmark's CSV file and its Python reference (Scripts/bench-distribution).

  bench_distribution.py make N FILE     writes a seeded one-column CSV ("minutes") of N values: a mix
                                        of two normal distributions (like Old Faithful's eruptions),
                                        rounded to 0.001
  bench_distribution.py reference FILE  what the reference process does: pandas.read_csv, then
                                        numpy.histogram(bins="auto") and numpy.percentile at 25, 50
                                        and 75; prints the bin count and the three quartiles
  bench_distribution.py make-grouped N FILE
                                        the same N values with a group column first ("group,minutes":
                                        the short eruptions in group "short", the others split
                                        between "long" and "late" by a seeded coin)
  bench_distribution.py reference-grouped FILE
                                        pandas.read_csv, then numpy.percentile at 25, 50 and 75 of
                                        each group (pandas groupby); prints them
"""
import sys


def make(n, path):
    import numpy as np
    rng = np.random.default_rng(20261127)
    short = rng.random(n) < 0.35
    values = np.where(short, rng.normal(2.0, 0.3, n), rng.normal(4.4, 0.4, n))
    with open(path, "w") as out:
        out.write("minutes\n")
        chunk = 1_000_000
        for start in range(0, n, chunk):
            out.write("\n".join(f"{v:.3f}" for v in values[start:start + chunk]))
            out.write("\n")


def make_grouped(n, path):
    import numpy as np
    rng = np.random.default_rng(20261127)
    short = rng.random(n) < 0.35
    values = np.where(short, rng.normal(2.0, 0.3, n), rng.normal(4.4, 0.4, n))
    late = rng.random(n) < 0.5
    names = np.where(short, "short", np.where(late, "late", "long"))
    with open(path, "w") as out:
        out.write("group,minutes\n")
        chunk = 1_000_000
        for start in range(0, n, chunk):
            out.write("\n".join(f"{g},{v:.3f}" for g, v in zip(names[start:start + chunk], values[start:start + chunk])))
            out.write("\n")


def reference_grouped(path):
    import numpy as np
    import pandas as pd
    frame = pd.read_csv(path)
    for name, values in frame.groupby("group", sort=False)["minutes"]:
        q1, median, q3 = np.percentile(values.to_numpy(), [25, 50, 75])
        print(f"{name}: {len(values)} values; quartiles {q1} {median} {q3}")


def reference(path):
    import numpy as np
    import pandas as pd
    values = pd.read_csv(path)["minutes"].to_numpy()
    counts, edges = np.histogram(values, bins="auto")
    q1, median, q3 = np.percentile(values, [25, 50, 75])
    print(f"{len(counts)} bins; quartiles {q1} {median} {q3}")


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(int(sys.argv[2]), sys.argv[3])
    elif sys.argv[1] == "make-grouped":
        make_grouped(int(sys.argv[2]), sys.argv[3])
    elif sys.argv[1] == "reference-grouped":
        reference_grouped(sys.argv[2])
    else:
        reference(sys.argv[2])
