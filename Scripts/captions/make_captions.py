#!/usr/bin/env python3
"""Writes the labelled caption set, Fixtures/captions/captions.json, from the corpus charts.

Every fact in a caption is computed here with pandas and SciPy from the chart files in
Fixtures/corpus (never from AudioGraph's summaries): the value at a date or category, the
maximum and where it is, the change between the first and last date, an overall trend (only
where Kendall's tau is at least 0.5 in size with p below 1e-6, so that any reasonable trend test
agrees), the order of two categories, series or dates, and the number of points.

For each chart and language the script writes:

- a true caption, as a careful journalist would: the title, a value at a date or category, the
  maximum with its date or category, a change or trend, a comparison, a count, and a sentence of
  context the data cannot check;
- the same caption with one error injected, once per error type: `value` (the value of
  sentence 2 scaled so that no value of the chart rounds to it), `label` (sentence 2's date or
  category swapped for another whose value differs), `trend` (the direction word flipped),
  `comparison` ("higher" and "lower" swapped), `count` (the count raised by 4);
- a caption with only statements the data cannot check.

English uses 48 charts; German, French and Spanish 8 charts each (50 captions per language with
two more uncheckable captions). The output is deterministic.

    Scripts/setup      # makes .build/captions-venv with Scripts/captions/requirements.txt
    .build/captions-venv/bin/python Scripts/captions/make_captions.py
"""

import json
import math
import os

import numpy as np
import pandas as pd
from scipy import stats

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CORPUS = os.path.join(ROOT, "Fixtures", "corpus")
OUT = os.path.join(ROOT, "Fixtures", "captions", "captions.json")

ENGLISH_CHARTS = [
    # Categories
    "burtin-penicillin-mic", "largest-landmasses", "population-by-continent-2007", "us-personal-expenditure-1960",
    "pizza-sales-q1-2015", "iowa-electricity-2017-pie", "burtin-three-antibiotics",
    # Years (numeric x axis)
    "bristlecone-tree-rings-1500-1979", "cambodia-life-expectancy", "china-gdp-per-person-log", "coal-mine-disasters",
    "gapminder-fertility-four-countries", "global-temperature-anomaly", "great-discoveries-yearly", "lake-huron-level",
    "new-haven-yearly-temperature", "nile-flow", "norway-sweden-life-expectancy", "rwanda-life-expectancy",
    "sunspots-yearly", "us-airline-passenger-miles-log", "us-measles-cases", "wheat-and-wages", "wheat-prices",
    "zimbabwe-life-expectancy",
    # Years (date x axis)
    "lynx-trappings", "us-population-census", "world-telephones", "iowa-electricity-shares",
    # Months
    "air-passengers", "co2-monthly", "djia-monthly-1925-1954", "nottingham-monthly-temperature",
    "pacific-sea-surface-temperature", "seattle-monthly-rain", "stocks-aapl", "stocks-amzn", "stocks-ibm",
    "stocks-msft", "stocks-goog", "stocks-five", "uk-driver-deaths", "uk-front-seat-casualties",
    "uk-lung-deaths-by-sex", "uk-lung-disease-deaths", "us-accidental-deaths", "us-employment-sectors",
    "us-nonfarm-employment",
]
OTHER_CHARTS = [
    "population-by-continent-2007", "largest-landmasses", "sunspots-yearly", "norway-sweden-life-expectancy",
    "nile-flow", "air-passengers", "us-population-census", "uk-lung-deaths-by-sex",
]

MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
           "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
           "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
           "novembre", "décembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
           "noviembre", "diciembre"],
}
LOCALES = {"en": "en_US", "de": "de_DE", "fr": "fr_FR", "es": "es_ES"}

CONTEXT = {
    "en": ["Economists attribute the pattern to several causes.", "Readers may find the picture striking.",
           "The figures are widely used in teaching.", "Critics argue the data tell only part of the story.",
           "The pattern has drawn attention from policy makers."],
    "de": ["Fachleute führen das Muster auf mehrere Ursachen zurück.", "Das Bild ist für viele Leser überraschend.",
           "Die Zahlen werden oft im Unterricht verwendet."],
    "fr": ["Les spécialistes attribuent ce schéma à plusieurs causes.", "Le tableau peut surprendre les lecteurs.",
           "Ces chiffres sont souvent utilisés en classe."],
    "es": ["Los expertos atribuyen el patrón a varias causas.", "La imagen puede sorprender a los lectores.",
           "Las cifras se usan a menudo en la enseñanza."],
}


# MARK: Reading the charts (pandas)

def load(name):
    with open(os.path.join(CORPUS, name + ".json"), encoding="utf-8") as f:
        chart = json.load(f)
    x_axis = chart["xAxis"]
    kind = x_axis["kind"]
    frames = []
    for series in chart["series"]:
        frame = pd.DataFrame(series["points"])[["x", "y"]].dropna(subset=["y"])
        frame["series"] = series.get("name", "")
        frames.append(frame)
    data = pd.concat(frames, ignore_index=True)
    if kind == "categorical":
        data["key"] = data["x"]
        grain = "category"
    elif kind == "date":
        dates = pd.to_datetime(data["x"], utc=True)
        data["year"] = dates.dt.year
        data["month"] = dates.dt.month
        style = x_axis.get("format", {}).get("date")
        if style == "monthYear":
            grain = "month"
            data["key"] = list(zip(data["year"], data["month"]))
        elif style == "year":
            grain = "year"
            data["key"] = data["year"]
        else:
            raise ValueError(name + ": dates other than months and years are not in the set")
    else:
        grain = "year"
        data["key"] = data["x"].astype(int)
    fmt = chart["yAxis"].get("format") or {}
    unit = fmt.get("unit")
    if isinstance(unit, dict):
        unit = unit["other"]
    return {
        "name": name, "chart": chart, "data": data, "grain": grain, "style": fmt.get("style", "number"),
        "unit": unit, "series": [s.get("name", "") for s in chart["series"]], "title": chart["title"],
        "x_title": x_axis.get("title", ""),
    }


def decimals(value):
    """The digits after the decimal point of the value as the chart file writes it."""
    text = repr(float(value))
    if "e" in text:
        return 6
    whole, _, fraction = text.partition(".")
    return 0 if fraction == "0" else len(fraction)


def number_text(value, lang, digits=None):
    digits = decimals(value) if digits is None else digits
    text = f"{abs(value):,.{digits}f}"
    if lang in ("de", "es"):
        text = text.replace(",", "\u0001").replace(".", ",").replace("\u0001", ".")
    elif lang == "fr":
        text = text.replace(",", "\u202f").replace(".", ",")
    return ("-" if value < 0 else "") + text


def value_text(info, value, lang, digits=None):
    text = number_text(value, lang, digits)
    style = info["style"]
    if style == "percent":
        return text + ("%" if lang == "en" else "\u00a0%")
    if style == "currency":
        return "$" + text if lang == "en" else text + " $"
    if info["unit"] and lang == "en":
        return text + " " + info["unit"]
    return text


def label_text(info, key, lang):
    if info["grain"] == "month":
        year, month = key
        name = MONTHS[lang][month - 1]
        return f"{name} de {year}" if lang == "es" else f"{name} {year}"
    return str(key)


def rounds_to(value, written, digits):
    return abs(value - written) <= 0.5 * 10 ** -digits + 1e-9


# MARK: Sentences

def sentences_for(info, lang, seed):
    """The true caption's sentences and, per error type, the index of the sentence it changes and
    the changed sentence."""
    rng = np.random.default_rng(seed)
    data = info["data"]
    grain = info["grain"]
    multi = len(info["series"]) > 1
    series_name = info["series"][0]
    first_series = data[data["series"] == series_name].reset_index(drop=True)
    subject = {"en": info["chart"]["yAxis"].get("title", "the value").lower(), "de": "der Wert",
               "fr": "la valeur", "es": "el valor"}[lang]
    Subject = subject[0].upper() + subject[1:]
    named = (" for " + series_name if lang == "en" else " " + series_name) if multi else ""
    sentences = []
    errors = {}
    all_values = data["y"].to_numpy()

    # 1. The title (context).
    sentences.append({"en": "This chart shows ", "de": "Die Grafik zeigt: ", "fr": "Le graphique montre : ",
                      "es": "El gráfico muestra: "}[lang] + info["title"] + ".")

    # 2. A value at a date or category.
    keys = list(first_series["key"])
    pick = keys[int(rng.integers(len(keys) // 4, max(len(keys) // 4 + 1, 3 * len(keys) // 4)))]
    row = first_series[first_series["key"] == pick].iloc[0]
    value = float(row["y"])
    digits = decimals(value)
    label = label_text(info, pick, lang)

    # English varies the wording: the label first, the value first, or a rounded value after "about".
    variant = seed % 3 if lang == "en" else 0
    rounded = float(f"{value:.2g}") if value != 0 else 0.0
    hedged = variant == 2 and rounded != value and abs(value) >= 10
    if hedged:
        def shown_text(v):
            return "about " + value_text(info, v, lang, max(0, decimals(v)))
    else:
        def shown_text(v):
            return value_text(info, v, lang, digits)

    def value_sentence(label, shown):
        if variant == 1 and lang == "en":
            return f"{Subject}{named} stood at {shown} in {label}." if grain != "category" else \
                f"{label} had {shown}."
        if grain == "category":
            return {"en": f"For {label}, {subject}{named} was {shown}.",
                    "de": f"Für {label} betrug{named} {subject} {shown}.",
                    "fr": f"Pour {label}, {subject}{named} était de {shown}.",
                    "es": f"Para {label}, {subject}{named} fue de {shown}."}[lang]
        return {"en": f"In {label}, {subject}{named} was {shown}.",
                "de": f"{'Im ' if grain == 'month' else ''}{label} betrug {subject}{named} {shown}.",
                "fr": f"En {label}, {subject}{named} était de {shown}.",
                "es": f"En {label}, {subject}{named} fue de {shown}."}[lang]

    written = rounded if hedged else value

    def near(v, n):
        # How "about n" reads: within 5 % or half a unit of its last non-zero digit.
        if not hedged:
            return rounds_to(v, n, digits)
        unit = 1.0
        whole = abs(n)
        while whole >= 10 and whole == round(whole) and round(whole) % 10 == 0:
            whole /= 10
            unit *= 10
        return abs(v - n) <= max(0.05 * abs(n), unit / 2 if n == round(n) else 0, 0.5 * 10 ** -decimals(n))

    sentences.append(value_sentence(label, shown_text(written)))
    index = len(sentences) - 1
    # value: scaled until no value of the chart rounds to it.
    for factor in [1.37, 0.63, 1.53, 0.71, 1.91, 0.44, 2.7, 0.3]:
        if hedged:
            wrong = float(f"{written * factor:.2g}")
        else:
            wrong = round(value * factor, digits) if digits else float(round(value * factor))
        if wrong != 0 and not any(near(v, wrong) for v in all_values):
            errors["value"] = (index, value_sentence(label, shown_text(wrong)))
            break
    # label: another date or category of the same series whose value differs.
    others = [k for k in keys if k != pick]
    rng.shuffle(others)
    for other in others:
        other_value = float(first_series[first_series["key"] == other]["y"].iloc[0])
        if not near(other_value, written) and abs(other_value - value) > 0.02 * max(abs(value), 1e-9):
            errors["label"] = (index, value_sentence(label_text(info, other, lang), shown_text(written)))
            break

    # A share of the total (English, categories on an axis not in percent).
    if grain == "category" and lang == "en" and info["style"] != "percent" and (first_series["y"] > 0).all():
        total = first_series["y"].sum()
        biggest = first_series.loc[first_series["y"].idxmax()]
        share = 100 * float(biggest["y"]) / total
        sentences.append(f"{biggest['key']} accounted for {share:.0f}% of the total.")

    # 3. The maximum and where it is.
    top = first_series.loc[first_series["y"].idxmax()]
    top_label = label_text(info, top["key"], lang)
    top_value = value_text(info, float(top["y"]), lang)
    if grain == "category":
        sentences.append({"en": f"{top_label} had the highest {subject}{named}, {top_value}.",
                          "de": f"Den höchsten Wert{named} hatte {top_label} mit {top_value}.",
                          "fr": f"{top_label} avait la valeur la plus élevée{named}, {top_value}.",
                          "es": f"{top_label} tuvo el valor más alto{named}, {top_value}."}[lang])
    else:
        who = (series_name + "'s " + subject if lang == "en" else series_name) if multi else (
            Subject if lang == "en" else "")
        sentences.append({"en": f"{who} peaked at {top_value} in {top_label}.",
                          "de": f"Der Höchststand{(' von ' + series_name) if multi else ''} von {top_value} wurde {'im ' if grain == 'month' else ''}{top_label} erreicht.",
                          "fr": f"Le pic{(' de ' + series_name) if multi else ''}, de {top_value}, a été atteint en {top_label}.",
                          "es": f"El máximo{(' de ' + series_name) if multi else ''}, de {top_value}, se alcanzó en {top_label}."}[lang])

    # 4. A change from the first to the last date, or an overall trend.
    if grain != "category":
        ordered = first_series.sort_values("key") if grain != "month" else first_series
        tau, p = stats.kendalltau(np.arange(len(ordered)), ordered["y"].to_numpy())
        first_row, last_row = ordered.iloc[0], ordered.iloc[-1]
        a, b = float(first_row["y"]), float(last_row["y"])
        rise = {"en": ("rose", "fell"), "de": ("stieg", "sank"), "fr": ("a augmenté", "a diminué"),
                "es": ("subió", "bajó")}[lang]
        if abs(tau) >= 0.5 and p < 1e-6 and seed % 2 == 0:
            up = tau > 0
            def trend_sentence(up):
                word = rise[0] if up else rise[1]
                return {"en": f"Overall, {subject}{named} {word} over the period.",
                        "de": f"Insgesamt {word}{named} {subject} über den Zeitraum.",
                        "fr": f"Dans l'ensemble, {subject}{named} {word} sur la période.",
                        "es": f"En general, {subject}{named} {word} durante el periodo."}[lang]
            sentences.append(trend_sentence(up))
            errors["trend"] = (len(sentences) - 1, trend_sentence(not up))
        elif not rounds_to(a, b, max(decimals(a), decimals(b))):
            l1, l2 = label_text(info, first_row["key"], lang), label_text(info, last_row["key"], lang)
            ta, tb = number_text(a, lang), number_text(b, lang)
            def change_sentence(up):
                word = rise[0] if up else rise[1]
                return {"en": f"From {l1} to {l2}, {subject}{named} {word} from {ta} to {tb}.",
                        "de": f"Von {l1} bis {l2} {word}{named} {subject} von {ta} auf {tb}.",
                        "fr": f"De {l1} à {l2}, {subject}{named} {word}, passant de {ta} à {tb}.",
                        "es": f"De {l1} a {l2}, {subject}{named} {word} de {ta} a {tb}."}[lang]
            sentences.append(change_sentence(b > a))
            errors["trend"] = (len(sentences) - 1, change_sentence(b < a))

    # 5. A comparison of two categories, series or dates.
    def higher_lower(higher):
        return {"en": ("higher", "lower"), "de": ("höher", "niedriger"), "fr": ("plus élevée", "moins élevée"),
                "es": ("más alto", "más bajo")}[lang][0 if higher else 1]
    if grain == "category":
        cats = list(first_series["key"])
        rng.shuffle(cats)
        for i in range(len(cats)):
            for j in range(i + 1, len(cats)):
                va = float(first_series[first_series["key"] == cats[i]]["y"].iloc[0])
                vb = float(first_series[first_series["key"] == cats[j]]["y"].iloc[0])
                if abs(va - vb) > 0.05 * max(abs(va), abs(vb)):
                    def compare(higher, A=cats[i], B=cats[j]):
                        return {"en": f"{Subject}{named} was {higher_lower(higher)} for {A} than for {B}.",
                                "de": f"Für {A} war{named} {subject} {higher_lower(higher)} als für {B}.",
                                "fr": f"Pour {A}, {subject}{named} était {higher_lower(higher)} que pour {B}.",
                                "es": f"Para {A}, {subject}{named} fue {higher_lower(higher)} que para {B}."}[lang]
                    sentences.append(compare(va > vb))
                    errors["comparison"] = (len(sentences) - 1, compare(va < vb))
                    break
            if "comparison" in errors:
                break
    elif multi:
        other_name = info["series"][1]
        other_series = data[data["series"] == other_name]
        common = [k for k in keys if k in set(other_series["key"])]
        rng.shuffle(common)
        for k in common:
            va = float(first_series[first_series["key"] == k]["y"].iloc[0])
            vb = float(other_series[other_series["key"] == k]["y"].iloc[0])
            if abs(va - vb) > 0.05 * max(abs(va), abs(vb)):
                lab = label_text(info, k, lang)
                def compare(higher, lab=lab):
                    return {"en": f"In {lab}, {series_name} was {higher_lower(higher)} than {other_name}.",
                            "de": f"{'Im ' if grain == 'month' else ''}{lab} lag {series_name} {higher_lower(higher)} als {other_name}.",
                            "fr": f"En {lab}, {series_name} était {higher_lower(higher)} que {other_name}.",
                            "es": f"En {lab}, {series_name} fue {higher_lower(higher)} que {other_name}."}[lang]
                sentences.append(compare(va > vb))
                errors["comparison"] = (len(sentences) - 1, compare(va < vb))
                break
    else:
        order = list(keys)
        rng.shuffle(order)
        for i in range(0, len(order) - 1, 2):
            ka, kb = order[i], order[i + 1]
            if grain == "month" and ka[0] == kb[0]:
                continue
            va = float(first_series[first_series["key"] == ka]["y"].iloc[0])
            vb = float(first_series[first_series["key"] == kb]["y"].iloc[0])
            if abs(va - vb) > 0.05 * max(abs(va), abs(vb)):
                la, lb = label_text(info, ka, lang), label_text(info, kb, lang)
                def compare(higher, la=la, lb=lb):
                    return {"en": f"{Subject} was {higher_lower(higher)} in {la} than in {lb}.",
                            "de": f"{'Im ' if grain == 'month' else ''}{la} war {subject} {higher_lower(higher)} als {'im ' if grain == 'month' else ''}{lb}.",
                            "fr": f"En {la}, {subject} était {higher_lower(higher)} qu'en {lb}.",
                            "es": f"En {la}, {subject} fue {higher_lower(higher)} que en {lb}."}[lang]
                sentences.append(compare(va > vb))
                errors["comparison"] = (len(sentences) - 1, compare(va < vb))
                break

    # 6. A count: the points of the first series, missing values included.
    n = len(info["chart"]["series"][0]["points"])
    noun = {"category": {"en": "categories", "de": "Kategorien", "fr": "catégories", "es": "categorías"},
            "year": {"en": "years", "de": "Jahre", "fr": "années", "es": "años"},
            "month": {"en": "months", "de": "Monate", "fr": "mois", "es": "meses"}}[grain][lang]
    if grain == "year" and len(set(first_series["key"])) != n:
        noun = {"en": "values", "de": "Werte", "fr": "valeurs", "es": "valores"}[lang]
    if grain == "year":
        span = int(max(keys)) - int(min(keys))
        if abs(span - n) > 1 and abs(span + 1 - n) > 1:
            # Census years every ten years: count the points, not the years.
            noun = {"en": "values", "de": "Werte", "fr": "valeurs", "es": "valores"}[lang]
    def count_sentence(count):
        return {"en": f"The chart covers {count} {noun}.", "de": f"Die Grafik umfasst {count} {noun}.",
                "fr": f"Le graphique couvre {count} {noun}.", "es": f"El gráfico abarca {count} {noun}."}[lang]
    sentences.append(count_sentence(n))
    # Off by more than one from every count the chart has (points with and without values, per
    # series and in all, series, and the span of the x axis), so no reading of the count fits.
    counts = {len(s["points"]) for s in info["chart"]["series"]}
    counts |= {sum(1 for p in s["points"] if p.get("y") is not None) for s in info["chart"]["series"]}
    counts |= {sum(len(s["points"]) for s in info["chart"]["series"]), len(info["series"])}
    if grain == "year":
        counts |= {int(max(keys)) - int(min(keys))}
    elif grain == "month":
        (y0, m0), (y1, m1) = min(keys), max(keys)
        counts |= {(y1 - y0) * 12 + m1 - m0}
    wrong = next(n + d for d in [4, 7, 11, 15, 23] if all(abs(n + d - c) > 2 for c in counts))
    errors["count"] = (len(sentences) - 1, count_sentence(wrong))

    # 7. Context the data cannot check.
    sentences.append(CONTEXT[lang][seed % len(CONTEXT[lang])])
    return sentences, errors


def main():
    records = []
    for lang, charts in [("en", ENGLISH_CHARTS), ("de", OTHER_CHARTS), ("fr", OTHER_CHARTS), ("es", OTHER_CHARTS)]:
        for number, name in enumerate(charts):
            info = load(name)
            sentences, errors = sentences_for(info, lang, number)
            base = {"chart": name + ".json", "locale": LOCALES[lang]}
            records.append({**base, "id": f"{lang}-{name}-true", "label": "true", "sentence": None,
                            "caption": " ".join(sentences)})
            for kind in ["value", "label", "trend", "comparison", "count"]:
                if kind not in errors:
                    continue
                index, changed = errors[kind]
                text = sentences[:index] + [changed] + sentences[index + 1:]
                records.append({**base, "id": f"{lang}-{name}-{kind}", "label": kind, "sentence": index + 1,
                                "caption": " ".join(text)})
            context = CONTEXT[lang]
            records.append({**base, "id": f"{lang}-{name}-uncheckable", "label": "uncheckable", "sentence": None,
                            "caption": " ".join([context[(number + k) % len(context)] for k in range(2)])})
        if lang != "en":
            # Two more uncheckable captions, to make 50.
            for k, name in enumerate(charts[:2]):
                records.append({"chart": name + ".json", "locale": LOCALES[lang], "id": f"{lang}-{name}-uncheckable-2",
                                "label": "uncheckable", "sentence": None,
                                "caption": " ".join(CONTEXT[lang][::-1][:2])})
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(records, f, ensure_ascii=False, indent=1)
        f.write("\n")
    counts = {}
    for r in records:
        key = (r["locale"], r["label"])
        counts[key] = counts.get(key, 0) + 1
    for key in sorted(counts):
        print(*key, counts[key])
    for locale in LOCALES.values():
        print(locale, sum(1 for r in records if r["locale"] == locale), "captions,",
              len({r["chart"] for r in records if r["locale"] == locale}), "charts")


if __name__ == "__main__":
    main()
