#!/usr/bin/env python3
"""Helper of Scripts/bench-heatmap.

    bench_heatmap.py make ROWS COLUMNS FILE   # a long CSV row,column,value of ROWS x COLUMNS cells (seeded)
    bench_heatmap.py reference FILE           # pandas read_csv + pivot + row and column means in NumPy,
                                              # plus the extremes and quartiles the summary also says
"""

import sys

import numpy as np


def make(rows, columns, path):
    rng = np.random.default_rng(20261127)
    r = np.repeat(np.arange(rows), columns)
    c = np.tile(np.arange(columns), rows)
    values = np.round(rng.normal(100, 15, rows * columns) + 0.01 * r, 2)
    with open(path, "w") as file:
        file.write("column,row,value\n")
        for start in range(0, rows * columns, 100_000):
            stop = min(start + 100_000, rows * columns)
            file.write("".join(f"{c[i]},{r[i]},{values[i]}\n" for i in range(start, stop)))


def reference(path):
    import pandas as pd

    table = pd.read_csv(path)
    grid = table.pivot(index="row", columns="column", values="value").to_numpy()
    row_means = np.nanmean(grid, axis=1)
    column_means = np.nanmean(grid, axis=0)
    flat = grid.ravel()
    print(np.nanargmax(flat), np.nanargmin(flat), np.nanquantile(flat, [0.25, 0.5, 0.75]),
          row_means.argmax(), column_means.argmax())


if __name__ == "__main__":
    if sys.argv[1] == "make":
        make(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
    else:
        reference(sys.argv[2])
