#!/usr/bin/env python3
"""Computes the truth of every chart in Fixtures/corpus/ independently of the project.

Reads only the chart JSON files (plain `json`, pandas, numpy, scipy; nothing from AudioGraph) and
writes Fixtures/corpus/truth.json: per chart and per series the facts a careful sighted reader
would check a summary against. Deterministic: sorted keys, floats rounded to 6 significant digits.

    /tmp/corpus-venv/bin/python Scripts/corpus/truth.py

Definitions (x is a number, a date, or a category):

* n: points in the series; missing: points whose y is null. Everything else uses the present points.
* first / last: the first and last present points; min / max: the lowest and highest y (the
  earliest on ties) with its x; range = max - min.
* change = last - first; percentChange = change / first * 100, only when every value is positive
  (a percent of a value near or below zero means nothing).
* kendall: scipy.stats.kendalltau(x, y) (tau-b) and its two-sided p; theilSen:
  scipy.stats.theilslopes(y, x) slope per x unit (per day on a date axis, also per year) with its
  95% interval.
* largestFall: the largest drop from an earlier point to a later one (y_peak - y_trough, peak
  before trough), with both points, the drop as a fraction of the range and, when every value is
  positive, as a percent of the peak. largestPercentFall: the same choosing the largest relative drop
  (series that are positive everywhere). largestRise / largestPercentRise: the mirror images
  (trough before peak).
* period: the series is put on a regular grid (the median spacing; months, quarters and years
  count as equal steps), gaps filled by linear interpolation, detrended by a least-squares
  quadratic in x, and its autocorrelation taken for lags 1 .. n/2. After the autocorrelation first
  drops to zero or below, each run of positive values that ends before n/2 (a "hump") gives one
  candidate, its highest lag; the period is the first candidate whose autocorrelation is at least
  0.8 of the best one (the fundamental rather than a multiple). Reported in grid steps, in the x axis' units
  (days, months or years on a date axis, x units otherwise), with its autocorrelation ("acf"), the
  number of whole cycles in the data, "clear" when acf >= 0.45 and there are at least 3 cycles,
  and the typical peak-to-trough swing: "swingSine", twice the amplitude of the best-fitting sine
  of that period (the swing without the noise); "swingProfile", the
  range of the mean detrended value at each phase of the cycle (the average cycle's height), and
  "swingMedian", the median over whole cycles of (max - min) of the detrended values in the cycle.
  Absent for fewer than 12 present points, unordered x, or when no candidate exists.
* levelShift: the split of the present points into a before and an after part (each at least 3
  points and 5% of the series) that minimises the within-part squared error; its means, the last x
  before and first x after, the share of variance the step explains ("rSquared"), the share a
  straight line explains ("linearRSquared"), and Welch's t-test p between the parts.
* Scatter charts (every series discontinuous on a numeric x axis): per series pearson (r, p) and
  spearman (rho, p); per chart "pooled" the same over all points of all series. With logarithmic x
  and y axes, per series "logLog": the least-squares line of log10 y on log10 x (scipy linregress)
  as a power law y = coefficient * x^exponent, with its rSquared.
* Category charts: per series the values in category order, their total, each value's share of the
  total in percent, and the highest and lowest categories.
* Charts with several series: "ranking" of the series by percentChange (largest first),
  "endedHighest" (the largest last value), "startedHighest".
* beneathCycle (a clear period, no missing points): Hirsch's seasonal Mann-Kendall over the
  phases of the period ("seasonalS", "seasonalZ", "seasonalP"), the means of the first and of the
  last period ("firstCycleMean", "lastCycleMean"), the whole periods counted from the first point
  with the highest and the lowest mean ("highestCycleMean", "lowestCycleMean": the x of the
  period's first point and its mean; "cycleMeans" all of them), and "step": the intervention
  regression (a level per phase, a linear trend and a step at k, least squares) with the smallest squared error, its
  first x after the step, the step's size, and its squared error over the same fit without a
  step ("sseRatio"); the step only for periods of at most 24 grid steps.
* distribution (ordered series of 8 points or more): median, p10 and p90 (the band that holds the
  middle 80% of values), lag1 (the autocorrelation of y at lag 1: near 0 for noise, near 1 for a
  smooth path).
* spikes (ordered series of 8 points or more): Hampel's rule over a window of 3 points each side:
  the residual of each point from the median of its 6 neighbours, r; the scale s = 1.4826 *
  median(|r|); a spike is a point with |r| >= 10 s and |r| >= 30% of the range. "count" and the
  largest spikes (at most 5, by |r|) with their neighbours' median; with exactly one spike, "without"
  gives the mean and the 10th/90th percentiles of the other points (the level without a likely error).
* logGrowth (charts whose y axis has a log scale, positive values): least-squares slope of log2(y)
  against x in years, "doublingYears" = 1 / slope, "percentPerYear" = (2^slope - 1) * 100, and the
  R^2 of that fit; "risingSteps" the share of steps that rise; "sinceLow" the same fit from the
  lowest value to the end, when the low is not the first value.
* levels (ordered series of 200 points or more, no missing value): the series in blocks of
  2h + 1 points, h = n // 100 (a last block shorter than h + 1 joins the one before), each
  block's median placed at its middle point ("blocks"); the largest falls and rises among those
  medians as in largestFall/largestRise ("largestFall", "largestRise", "largestPercentFall",
  "largestPercentRise"); and for each of the series' own largestFall/largestRise (and percent)
  "endDeparture": how far its start and end readings lie from the median of their 3 neighbours on
  each side (the larger of the two), as a share of the move between the medians of the points
  within h places of each end.
* intervals (series whose points carry "ci"): half-widths (hi - lo) / 2, "firstThird" and
  "lastThird" medians and their "ratio" (last / first).
* crossings (charts with two series or more, per pair): on the x values both series share, the
  number of times the sign of their difference changes (zeros skipped), "aboveShare" the share of
  shared x where the first is above; with intervals, "overlapShare" the share of shared x where
  the two intervals overlap, and "lastCrossingOverlaps" whether the intervals overlap at the last
  crossing.
"""

import json
import math
import os
import sys

import numpy as np
import pandas as pd
from scipy import stats

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CORPUS = os.path.join(ROOT, "Fixtures", "corpus")
SIGNIFICANT = 6


def rounded(value):
    """Floats to 6 significant digits (ints unchanged), recursively; NaN becomes None."""
    if isinstance(value, dict):
        return {k: rounded(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [rounded(v) for v in value]
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    if isinstance(value, (int, np.integer)):
        return int(value)
    if isinstance(value, (float, np.floating)):
        value = float(value)
        if math.isnan(value) or math.isinf(value):
            return None
        if value == 0:
            return 0.0
        digits = SIGNIFICANT - 1 - int(math.floor(math.log10(abs(value))))
        return round(value, digits) if digits > 0 else float(round(value, digits))
    return value


# MARK: - Reading x values


class XScale:
    """How an axis' x values become numbers for statistics, and how those numbers are named.

    Date axes use whole months when every date is the first of a month at midnight (so months,
    quarters and years are equal steps), otherwise days (fractions for times of day).
    """

    def __init__(self, axis, raw_values):
        self.kind = axis["kind"]
        self.title = axis.get("title", "")
        self.unit = "x units"
        if self.kind == "date":
            stamps = [pd.Timestamp(v.replace("Z", "")) if isinstance(v, str) else pd.Timestamp(v, unit="s")
                      for v in raw_values]
            self.stamps = stamps
            monthly = all(s.day == 1 and s.hour == 0 and s.minute == 0 and s.second == 0 for s in stamps)
            self.unit = "months" if monthly else "days"
            if monthly:
                self.values = [float(s.year * 12 + s.month - 1) for s in stamps]
            else:
                epoch = pd.Timestamp("1970-01-01")
                self.values = [(s - epoch) / pd.Timedelta(days=1) for s in stamps]
        elif self.kind == "numeric":
            self.values = [float(v) for v in raw_values]
            if "year" in self.title.lower():
                self.unit = "years"
        else:
            self.values = list(raw_values)

    @staticmethod
    def label(raw):
        """The x as written in the chart file."""
        return raw

    def in_days(self, amount):
        if self.unit == "months":
            return amount * 365.2425 / 12
        if self.unit == "days":
            return amount
        return None

    def in_years(self, amount):
        if self.unit == "months":
            return amount / 12
        if self.unit == "days":
            return amount / 365.2425
        if self.unit == "years":
            return amount
        return None


# MARK: - Series facts


def point(xs_raw, ys, index):
    return {"x": XScale.label(xs_raw[index]), "y": ys[index]}


def extremes(xs_raw, ys):
    lo = int(np.argmin(ys))
    hi = int(np.argmax(ys))
    return point(xs_raw, ys, lo), point(xs_raw, ys, hi)


def largest_moves(xs_raw, ys):
    """Largest absolute and relative falls (peak before trough) and rises (trough before peak)."""
    ys = np.asarray(ys, dtype=float)
    span = float(ys.max() - ys.min())
    positive = bool((ys > 0).all())
    result = {}

    def describe(i, j, kind):
        delta = ys[j] - ys[i]
        move = {"from": point(xs_raw, ys.tolist(), i), "to": point(xs_raw, ys.tolist(), j), "change": delta}
        if positive:
            move["percent"] = delta / ys[i] * 100
        move["fractionOfRange"] = abs(delta) / span if span > 0 else 0.0
        return move

    for kind in ("Fall", "Rise"):
        best_abs = (0.0, None)
        best_rel = (0.0, None)
        anchor = 0  # index of the running max (for falls) or min (for rises)
        for j in range(1, len(ys)):
            if kind == "Fall":
                if ys[j - 1] > ys[anchor]:
                    anchor = j - 1
                size = ys[anchor] - ys[j]
                rel = size / ys[anchor] if positive else 0.0
            else:
                if ys[j - 1] < ys[anchor]:
                    anchor = j - 1
                size = ys[j] - ys[anchor]
                rel = size / ys[anchor] if positive else 0.0
            if size > best_abs[0]:
                best_abs = (size, (anchor, j))
            if positive and rel > best_rel[0]:
                best_rel = (rel, (anchor, j))
        if best_abs[1] is not None:
            result["largest" + kind] = describe(*best_abs[1], kind)
        if positive and best_rel[1] is not None:
            result["largestPercent" + kind] = describe(*best_rel[1], kind)
    return result


def autocorrelation(values, max_lag):
    centered = values - values.mean()
    denominator = float(np.dot(centered, centered))
    if denominator == 0:
        return None
    return np.array([1.0] + [float(np.dot(centered[:-k], centered[k:])) / denominator for k in range(1, max_lag + 1)])


def period_facts(scale, x_all, x, y):
    if len(y) < 12:
        return None
    # A grid over the present points (gaps interpolated), its step the median spacing of all points.
    all_diffs = np.diff(np.asarray(x_all, dtype=float))
    all_diffs = all_diffs[all_diffs > 0]
    step = float(np.median(all_diffs))
    count = int(math.floor((x[-1] - x[0]) / step + 1e-9)) + 1
    grid = x[0] + step * np.arange(count)
    values = np.interp(grid, x, y)
    trend = np.polyval(np.polyfit(grid - grid.mean(), values, 2), grid - grid.mean())
    detrended = values - trend
    max_lag = len(values) // 2
    acf = autocorrelation(detrended, max_lag)
    if acf is None or max_lag < 3:
        return None
    # Humps: runs of positive autocorrelation after it first drops to zero or below; each hump's
    # highest lag is a candidate (noise ripples inside one hump are not separate candidates).
    crossing = next((k for k in range(1, max_lag + 1) if acf[k] <= 0), None)
    if crossing is None:
        return None
    humps = []
    k = crossing
    while k <= max_lag:
        if acf[k] > 0:
            start = k
            while k <= max_lag and acf[k] > 0:
                k += 1
            if k <= max_lag:  # a hump cut off by the end of the lags is not a whole hump
                top = start + int(np.argmax(acf[start:k]))
                humps.append(top)
        else:
            k += 1
    if not humps:
        return None
    best = max(acf[k] for k in humps)
    lag = next(k for k in humps if acf[k] >= 0.8 * best)
    cycles = len(values) // lag
    phases = np.arange(len(values)) % lag
    profile = np.array([detrended[phases == p].mean() for p in range(lag)])
    windows = [detrended[i * lag:(i + 1) * lag] for i in range(cycles)]
    swing_median = float(np.median([w.max() - w.min() for w in windows]))
    # The sine of exactly this period that best fits the detrended values; twice its amplitude is
    # the swing without the noise.
    angle = 2 * math.pi * np.arange(len(values)) / lag
    design = np.column_stack([np.sin(angle), np.cos(angle), np.ones(len(values))])
    (a, b, _), *_ = np.linalg.lstsq(design, detrended, rcond=None)
    amount = lag * step
    facts = {
        "clear": bool(acf[lag] >= 0.45 and cycles >= 3),
        "swingSine": 2 * math.hypot(a, b),
        "lagSteps": lag,
        "step": step,
        "period": amount,
        "unit": scale.unit,
        "acf": acf[lag],
        "cycles": cycles,
        "swingProfile": float(profile.max() - profile.min()),
        "swingMedian": swing_median,
    }
    days = scale.in_days(amount)
    if days is not None:
        facts["periodDays"] = days
    years = scale.in_years(amount)
    if years is not None:
        facts["periodYears"] = years
    return facts


def level_shift(xs_raw, x, y):
    n = len(y)
    minimum = max(3, int(math.ceil(0.05 * n)))
    if n < 2 * minimum:
        return None
    y = np.asarray(y, dtype=float)
    total = float(((y - y.mean()) ** 2).sum())
    if total == 0:
        return None
    cumulative = np.concatenate([[0.0], np.cumsum(y)])
    cumulative_sq = np.concatenate([[0.0], np.cumsum(y * y)])
    best = None
    for k in range(minimum, n - minimum + 1):
        left = cumulative_sq[k] - cumulative[k] ** 2 / k
        right = (cumulative_sq[n] - cumulative_sq[k]) - (cumulative[n] - cumulative[k]) ** 2 / (n - k)
        sse = left + right
        if best is None or sse < best[0] - 1e-12:
            best = (sse, k)
    sse, k = best
    slope, intercept, r, _, _ = stats.linregress(x, y)
    welch = stats.ttest_ind(y[:k], y[k:], equal_var=False)
    return {
        "lastBefore": XScale.label(xs_raw[k - 1]),
        "firstAfter": XScale.label(xs_raw[k]),
        "meanBefore": float(y[:k].mean()),
        "meanAfter": float(y[k:].mean()),
        "pointsBefore": k,
        "pointsAfter": n - k,
        "rSquared": 1 - sse / total,
        "linearRSquared": r * r,
        "welchP": float(welch.pvalue),
    }


def bend(xs_raw, x, y):
    """Where most of the change happened: the least-squares broken stick with a flat first leg
    (y = a + b * max(x - k, 0)) or a flat last leg (y = a + b * min(x - k, 0)), the break k any
    interior data point, searched point by point with numpy.linalg.lstsq; the share of the x
    span its flat leg covers, its R-squared, the straight line's, and the share of the
    first-to-last change the values make on the sloped side."""
    n = len(y)
    if n < 20 or n > 5000 or x[-1] <= x[0]:
        return None
    total = float(((y - y.mean()) ** 2).sum())
    change = float(y[-1] - y[0])
    if total == 0 or change == 0:
        return None
    slope, intercept, r, _, _ = stats.linregress(x, y)
    line_sse = float(((y - (intercept + slope * x)) ** 2).sum())
    best = None
    for flat in ("first", "last"):
        for i in range(1, n - 1):
            h = np.maximum(x - x[i], 0) if flat == "first" else np.minimum(x - x[i], 0)
            design = np.vstack([np.ones(n), h]).T
            coefficients = np.linalg.lstsq(design, y, rcond=None)[0]
            sse = float(((y - design @ coefficients) ** 2).sum())
            if best is None or sse < best[0] - 1e-12:
                best = (sse, flat, i)
    if best is None:
        return None
    sse, flat, i = best
    sloped = float(y[-1] - y[i]) if flat == "first" else float(y[i] - y[0])
    share = float((x[i] - x[0]) / (x[-1] - x[0]))
    return {
        "flatLeg": flat,
        "flatShare": share if flat == "first" else 1 - share,
        "at": XScale.label(xs_raw[i]),
        "rSquared": 1 - sse / total,
        "linearRSquared": 1 - line_sse / total,
        "lineErrorShare": sse / line_sse if line_sse > 0 else None,
        "changeShare": sloped / change,
    }


def beneath_cycle(xs_raw, y, lag):
    """The trend and the step beneath a clear cycle of `lag` grid steps, found without the
    summarizer's method: seasons are the phases of the grid (calendar months for monthly data),
    the trend is Hirsch's seasonal Mann-Kendall (S and its variance summed over the seasons,
    ties corrected as in scipy's kendalltau), and the step is an intervention regression (one
    level per season, a linear trend, and a step at k, least squares; the k of the smallest
    squared error, as Harvey and Durbin fitted the British seat-belt series)."""
    n = len(y)
    if lag < 4 or n < 3 * lag:
        return None
    y = np.asarray(y, dtype=float)
    s_total = 0
    variance = 0.0
    for phase in range(lag):
        values = y[phase::lag]
        m = len(values)
        signs = np.sign(values[None, :] - values[:, None])
        s_total += int(np.triu(signs, 1).sum())
        _, counts = np.unique(values, return_counts=True)
        variance += (m * (m - 1) * (2 * m + 5) - (counts * (counts - 1) * (2 * counts + 5)).sum()) / 18
    z = 0.0 if s_total == 0 or variance <= 0 else (s_total - np.sign(s_total)) / math.sqrt(variance)
    facts = {
        "seasonalS": s_total, "seasonalZ": float(z), "seasonalP": float(2 * stats.norm.sf(abs(z))),
        "firstCycleMean": float(y[:lag].mean()), "lastCycleMean": float(y[-lag:].mean()),
    }
    # The whole periods counted from the first point, by pandas: the highest and lowest means.
    periods = pd.Series(y[: (n // lag) * lag]).groupby(np.arange((n // lag) * lag) // lag).mean()
    facts["highestCycleMean"] = {"x": xs_raw[int(periods.idxmax()) * lag], "mean": float(periods.max())}
    facts["lowestCycleMean"] = {"x": xs_raw[int(periods.idxmin()) * lag], "mean": float(periods.min())}
    facts["cycleMeans"] = [{"x": xs_raw[k * lag], "mean": float(m)} for k, m in periods.items()]
    if lag > 24:  # (daily data over years: a regression of 365 seasons per k is too slow)
        return facts
    seasons = np.eye(lag)[np.arange(n) % lag]
    time = np.arange(n, dtype=float)
    best = None
    for k in range(lag, n - lag // 2 + 1):
        design = np.column_stack([seasons, time, (time >= k).astype(float)])
        coefficients, residual, *_ = np.linalg.lstsq(design, y, rcond=None)
        sse = float(((design @ coefficients - y) ** 2).sum())
        if best is None or sse < best[0]:
            best = (sse, k, float(coefficients[-1]))
    sse, k, size = best
    plain = np.column_stack([seasons, time])
    coefficients, *_ = np.linalg.lstsq(plain, y, rcond=None)
    sse_plain = float(((plain @ coefficients - y) ** 2).sum())
    facts["step"] = {"firstAfter": XScale.label(xs_raw[k]), "size": size,
                     "sseRatio": sse / sse_plain if sse_plain > 0 else 1.0}
    return facts


def distribution(y):
    y = np.asarray(y, dtype=float)
    centered = y - y.mean()
    denominator = float(np.dot(centered, centered))
    lag1 = float(np.dot(centered[:-1], centered[1:])) / denominator if denominator > 0 else None
    return {"median": float(np.median(y)), "p10": float(np.percentile(y, 10)), "p90": float(np.percentile(y, 90)),
            "lag1": lag1}


def spikes(xs_raw, y):
    y = np.asarray(y, dtype=float)
    n = len(y)
    span = float(y.max() - y.min())
    residuals = np.zeros(n)
    neighbours = np.zeros(n)
    for i in range(n):
        window = np.concatenate([y[max(0, i - 3):i], y[i + 1:i + 4]])
        neighbours[i] = float(np.median(window))
        residuals[i] = y[i] - neighbours[i]
    scale = 1.4826 * float(np.median(np.abs(residuals)))
    found = [i for i in range(n) if abs(residuals[i]) >= 10 * scale and abs(residuals[i]) >= 0.3 * span and span > 0]
    found.sort(key=lambda i: -abs(residuals[i]))
    result = {"count": len(found), "scale": scale,
              "largest": [{"x": xs_raw[i], "y": float(y[i]), "neighbours": float(neighbours[i])} for i in found[:5]]}
    if len(found) == 1:
        # One reading far from its neighbours is likely an error: the level without it.
        rest = np.delete(y, found[0])
        result["without"] = {"mean": float(rest.mean()), "p10": float(np.percentile(rest, 10)),
                             "p90": float(np.percentile(rest, 90))}
    return result


def levels(xs_raw, ys, moves):
    n = len(ys)
    h = n // 100
    size = 2 * h + 1
    starts = list(range(0, n, size))
    bounds = [(a, min(n, a + size)) for a in starts]
    if len(bounds) >= 2 and bounds[-1][1] - bounds[-1][0] < h + 1:
        last = bounds.pop()
        bounds[-1] = (bounds[-1][0], last[1])
    series = pd.Series(ys)
    middles = [(a + b - 1) // 2 for a, b in bounds]
    medians = [float(series.iloc[a:b].median()) for a, b in bounds]
    facts = {"half": h, "blocks": len(bounds)}
    block_moves = largest_moves([xs_raw[m] for m in middles], medians)
    facts.update(block_moves)
    departures = {}
    labels = [XScale.label(v) for v in xs_raw]
    for key, move in moves.items():
        i = labels.index(move["from"]["x"])
        j = labels.index(move["to"]["x"])
        around_i = float(series.iloc[max(0, i - h):i + h + 1].median())
        around_j = float(series.iloc[max(0, j - h):j + h + 1].median())
        between = abs(around_j - around_i)

        def departure(k):
            neighbours = [ys[m] for m in range(max(0, k - 3), min(n, k + 4)) if m != k]
            return abs(ys[k] - float(np.median(neighbours)))

        if between > 0:
            departures[key] = max(departure(i), departure(j)) / between
    facts["endDeparture"] = departures
    return facts


def log_growth(scale, x, y):
    years = np.array([scale.in_years(v) if scale.in_years(v) is not None else v for v in x], dtype=float)
    logs = np.log2(np.asarray(y, dtype=float))
    slope, intercept, r, _, _ = stats.linregress(years, logs)
    steps = np.diff(np.asarray(y, dtype=float))
    result = {"doublingYears": 1 / slope if slope != 0 else None, "percentPerYear": (2 ** slope - 1) * 100,
              "rSquared": r * r, "risingSteps": float((steps > 0).mean())}
    low = int(np.argmin(logs))
    if 0 < low < len(logs) - 2:
        slope, _, r, _, _ = stats.linregress(years[low:], logs[low:])
        result["sinceLow"] = {"index": low, "points": len(logs) - low, "doublingYears": 1 / slope if slope else None,
                              "percentPerYear": (2 ** slope - 1) * 100, "rSquared": r * r}
    return result


def intervals(points):
    halves = [(p["ci"][1] - p["ci"][0]) / 2 for p in points if p.get("ci") and p.get("y") is not None]
    if len(halves) < 3:
        return None
    k = max(1, len(halves) // 3)
    first, last = float(np.median(halves[:k])), float(np.median(halves[-k:]))
    return {"firstThird": first, "lastThird": last, "ratio": last / first if first > 0 else None}


def crossings(a, b):
    pa = {p["x"]: p for p in a["points"] if p.get("y") is not None}
    pb = {p["x"]: p for p in b["points"] if p.get("y") is not None}
    shared = [x for x in pa if x in pb]
    diffs = [(x, pa[x]["y"] - pb[x]["y"]) for x in shared]
    signs = [(x, d > 0) for x, d in diffs if d != 0]
    changes = [signs[i][0] for i in range(1, len(signs)) if signs[i][1] != signs[i - 1][1]]
    result = {"first": a["name"], "second": b["name"], "shared": len(shared), "count": len(changes),
              "aboveShare": sum(1 for _, d in diffs if d > 0) / len(diffs) if diffs else None}
    if changes:
        result["lastCrossing"] = changes[-1]
    with_ci = [x for x in shared if pa[x].get("ci") and pb[x].get("ci")]
    if with_ci:
        def overlap(x):
            (l1, h1), (l2, h2) = pa[x]["ci"], pb[x]["ci"]
            return l1 <= h2 and l2 <= h1
        result["overlapShare"] = sum(1 for x in with_ci if overlap(x)) / len(with_ci)
        if changes and changes[-1] in with_ci:
            result["lastCrossingOverlaps"] = bool(overlap(changes[-1]))
    return result


def series_facts(scale, raw_x, raw_y, ordered):
    n = len(raw_y)
    present = [i for i in range(n) if raw_y[i] is not None]
    facts = {"n": n, "missing": n - len(present)}
    if not present:
        return facts
    xs_raw = [raw_x[i] for i in present]
    ys = [float(raw_y[i]) for i in present]
    low, high = extremes(xs_raw, ys)
    facts.update({
        "first": point(xs_raw, ys, 0),
        "last": point(xs_raw, ys, len(ys) - 1),
        "min": low,
        "max": high,
        "range": high["y"] - low["y"],
        "mean": float(np.mean(ys)),
        "sd": float(np.std(ys, ddof=1)) if len(ys) > 1 else 0.0,
    })
    if not ordered or len(ys) < 2:
        return facts
    x = np.array([scale.values[i] for i in present], dtype=float)
    y = np.array(ys)
    facts["change"] = ys[-1] - ys[0]
    if min(ys) > 0:
        facts["percentChange"] = (ys[-1] - ys[0]) / abs(ys[0]) * 100
    if len(ys) >= 3 and np.ptp(y) > 0:
        tau = stats.kendalltau(x, y)
        facts["kendall"] = {"tau": float(tau.statistic), "p": float(tau.pvalue)}
        slope, intercept, lo, hi = stats.theilslopes(y, x)
        theil = {"slope": float(slope), "low": float(lo), "high": float(hi), "perUnit": scale.unit}
        per_year = scale.in_years(1.0)
        if per_year is not None and scale.unit != "years":
            theil["slopePerYear"] = float(slope) / per_year
        facts["theilSen"] = theil
        moves = largest_moves(xs_raw, ys)
        facts.update(moves)
        if len(ys) >= 200 and len(present) == n:
            facts["levels"] = levels(xs_raw, ys, moves)
        period = period_facts(scale, scale.values, x, y)
        if period:
            facts["period"] = period
            if period["clear"] and len(present) == n:
                beneath = beneath_cycle(xs_raw, y, period["lagSteps"])
                if beneath:
                    facts["beneathCycle"] = beneath
        shift = level_shift(xs_raw, x, y)
        if shift:
            facts["levelShift"] = shift
        broken = bend(xs_raw, x, y)
        if broken:
            facts["bend"] = broken
        if len(ys) >= 8:
            facts["distribution"] = distribution(y)
            facts["spikes"] = spikes(xs_raw, y)
    return facts


def correlation(x, y):
    if len(x) < 3 or np.ptp(x) == 0 or np.ptp(y) == 0:
        return None
    pearson = stats.pearsonr(x, y)
    spearman = stats.spearmanr(x, y)
    return {
        "n": len(x),
        "pearson": {"r": float(pearson.statistic), "p": float(pearson.pvalue)},
        "spearman": {"rho": float(spearman.statistic), "p": float(spearman.pvalue)},
    }


def chart_truth(chart):
    axis = chart["xAxis"]
    kind = axis["kind"]
    all_series = chart["series"]
    continuous = any(s.get("isContinuous", False) for s in all_series)
    if kind == "categorical":
        ordered = axis.get("ordered", continuous)
    else:
        ordered = True
    scatter = kind == "numeric" and not continuous
    truth = {
        "title": chart.get("title"),
        "source": chart.get("extensions", {}).get("source"),
        "xKind": kind,
        "chartType": "scatter" if scatter else ("category" if kind == "categorical" else "line"),
        "series": [],
    }
    if chart.get("contentDirection", "").startswith("radial"):
        truth["chartType"] = "pie"
    pooled_x, pooled_y = [], []
    for s in all_series:
        raw_x = [p["x"] for p in s["points"]]
        raw_y = [p.get("y") for p in s["points"]]
        scale = XScale(axis, raw_x)
        facts = {"name": s["name"]}
        facts.update(series_facts(scale, raw_x, raw_y, ordered and not scatter))
        if scatter:
            pairs = [(float(p["x"]), float(p["y"])) for p in s["points"] if p.get("y") is not None]
            xs = np.array([a for a, _ in pairs])
            ys = np.array([b for _, b in pairs])
            pooled_x.extend(xs)
            pooled_y.extend(ys)
            facts["correlation"] = correlation(xs, ys)
            if len(xs) >= 3 and np.ptp(xs) > 0:
                slope, _, lo, hi = stats.theilslopes(ys, xs)
                facts["theilSen"] = {"slope": float(slope), "low": float(lo), "high": float(hi)}
            if axis.get("scale", "linear") != "linear" and chart["yAxis"].get("scale", "linear") != "linear" \
                    and len(xs) >= 3 and (xs > 0).all() and (ys > 0).all():
                fit = stats.linregress(np.log10(xs), np.log10(ys))
                facts["logLog"] = {"exponent": float(fit.slope), "coefficient": float(10 ** fit.intercept),
                                   "rSquared": float(fit.rvalue ** 2)}
        if not scatter and ordered and chart["yAxis"].get("scale", "linear") != "linear" \
                and facts.get("min", {}).get("y", 0) > 0 and facts["n"] - facts["missing"] >= 3:
            present_points = [p for p in s["points"] if p.get("y") is not None]
            facts["logGrowth"] = log_growth(scale, [scale.values[i] for i, p in enumerate(s["points"])
                                                    if p.get("y") is not None],
                                            [float(p["y"]) for p in present_points])
        if any(p.get("ci") for p in s["points"]):
            facts["intervals"] = intervals(s["points"])
        if kind == "categorical":
            present = [(p["x"], float(p["y"])) for p in s["points"] if p.get("y") is not None]
            total = sum(v for _, v in present)
            facts["values"] = [{"category": c, "y": v} for c, v in present]
            facts["total"] = total
            if total > 0:
                facts["sharesPercent"] = [{"category": c, "percent": v / total * 100} for c, v in present]
            order = sorted(present, key=lambda cv: (-cv[1], [p[0] for p in present].index(cv[0])))
            facts["highest"] = {"category": order[0][0], "y": order[0][1]}
            facts["lowest"] = {"category": order[-1][0], "y": order[-1][1]}
        truth["series"].append(facts)
    if scatter:
        truth["pooled"] = correlation(np.array(pooled_x), np.array(pooled_y))
    if len(all_series) > 1 and not scatter:
        truth["crossings"] = [crossings(all_series[i], all_series[j])
                              for i in range(len(all_series)) for j in range(i + 1, len(all_series))]
        with_change = [s for s in truth["series"] if "percentChange" in s]
        truth["ranking"] = [
            {"name": s["name"], "percentChange": s["percentChange"], "change": s["change"]}
            for s in sorted(with_change, key=lambda s: -s["percentChange"])
        ]
        with_last = [s for s in truth["series"] if "last" in s]
        if with_last:
            top = max(with_last, key=lambda s: s["last"]["y"])
            truth["endedHighest"] = {"name": top["name"], "last": top["last"]}
            first_top = max(with_last, key=lambda s: s["first"]["y"])
            truth["startedHighest"] = {"name": first_top["name"], "first": first_top["first"]}
    return truth


def main():
    names = sorted(f for f in os.listdir(CORPUS) if f.endswith(".json") and f != "truth.json")
    if not names:
        sys.exit("no charts in Fixtures/corpus: run make_corpus.py first")
    result = {}
    for name in names:
        with open(os.path.join(CORPUS, name), encoding="utf-8") as f:
            chart = json.load(f)
        result[name] = rounded(chart_truth(chart))
    with open(os.path.join(CORPUS, "truth.json"), "w", encoding="utf-8") as f:
        json.dump(result, f, sort_keys=True, indent=1, ensure_ascii=False, allow_nan=False)
        f.write("\n")
    print(f"wrote the truth of {len(names)} charts to Fixtures/corpus/truth.json")


if __name__ == "__main__":
    main()
