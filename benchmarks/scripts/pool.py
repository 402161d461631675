"""Pools the JSON results of interleaved single-fork runs, one table per benchmark and parameters.

usage: python3 benchmarks/scripts/pool.py <dir>

<dir> holds JMH JSON files named <version>-<round>.json (one fork each), as
benchmarks/scripts/compare.sh writes them. For every benchmark and
parameter set, all measured iterations of all rounds of a version are pooled: the mean, its
99.9 % confidence half-width (two-sided Student t with n - 1 degrees of freedom over the n
iterations, as JMH reports errors), n, and each fork's own mean; with two versions, their ratio.
"""
import collections
import glob
import json
import math
import re
import statistics
import sys

# Two-sided 99.9 % Student t quantiles (t_0.9995) by degrees of freedom.
T_9995 = {1: 636.62, 2: 31.599, 3: 12.924, 4: 8.610, 5: 6.869, 6: 5.959, 7: 5.408, 8: 5.041,
          9: 4.781, 10: 4.587, 11: 4.437, 12: 4.318, 13: 4.221, 14: 4.140, 15: 4.073, 16: 4.015,
          17: 3.965, 18: 3.922, 19: 3.883, 20: 3.850, 21: 3.819, 22: 3.792, 23: 3.768, 24: 3.745,
          25: 3.725, 26: 3.707, 27: 3.690, 28: 3.674, 29: 3.659, 30: 3.646, 40: 3.551, 60: 3.460,
          120: 3.373}


def t_quantile(df):
    """t_0.9995 for df degrees of freedom; between table rows the smaller df's (wider) value."""
    if df in T_9995:
        return T_9995[df]
    below = [d for d in T_9995 if d < df]
    return T_9995[max(below)] if df <= 120 else 3.291


def stats(forks):
    xs = [x for fork in forks for x in fork]
    n = len(xs)
    mean = statistics.mean(xs)
    half = t_quantile(n - 1) * statistics.stdev(xs) / math.sqrt(n) if n > 1 else float('nan')
    return mean, half, n, [round(statistics.mean(fork), 1) for fork in forks]


def main(directory):
    data = collections.defaultdict(list)
    for path in sorted(glob.glob(directory + '/*.json')):
        version = re.sub(r'-\d+\.json$', '', path.split('/')[-1])
        for result in json.load(open(path)):
            name = '.'.join(result['benchmark'].split('.')[-2:])
            key = (name, tuple(sorted(result.get('params', {}).items())))
            data[(key, version)].extend(result['primaryMetric']['rawData'])
    for key in sorted({k for k, _ in data}):
        rows = [(version, *stats(forks)) for (k, version), forks in sorted(data.items()) if k == key]
        print(key[0], dict(key[1]))
        for version, mean, half, n, fork_means in rows:
            print(f"   {version:8s} {mean:10.2f} ± {half:7.2f}  (n={n}, fork means {fork_means})")
        if len(rows) == 2:
            print(f"   ratio {rows[1][0]}/{rows[0][0]} = {rows[1][1] / rows[0][1]:.3f}")


if __name__ == '__main__':
    main(sys.argv[1])
