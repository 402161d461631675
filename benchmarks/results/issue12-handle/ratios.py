"""Ratios between pooled results of different directories/versions of this run.

usage: python3 benchmarks/results/issue12-handle/ratios.py
Pools every <dir>/<version>-<round>.json as pool.py does (all measured iterations of all rounds,
mean and 99.9 % Student-t half-width), then prints the ratios named below; a ratio's error is
propagated from the two relative half-widths (r * sqrt((ea/a)^2 + (eb/b)^2)).
"""
import glob
import json
import math
import os
import re
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..'))
from pool import t_quantile  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def pooled(directory, version):
    xs, forks = [], []
    for path in sorted(glob.glob(f'{HERE}/{directory}/{version}-*.json')):
        if not re.search(rf'/{re.escape(version)}-\d+\.json$', path):
            continue
        for result in json.load(open(path)):
            raw = [x for fork in result['primaryMetric']['rawData'] for x in fork]
            xs.extend(raw)
            forks.append(round(statistics.mean(raw), 2))
    n = len(xs)
    mean = statistics.mean(xs)
    half = t_quantile(n - 1) * statistics.stdev(xs) / math.sqrt(n)
    return mean, half, n, forks


def show(label, a, b):
    (ma, ea, _, _), (mb, eb, _, _) = a, b
    r = ma / mb
    print(f'  {label:55s} {r:6.3f} ± {r * math.sqrt((ea / ma) ** 2 + (eb / mb) ** 2):.3f}')


def main():
    cells = {}
    for directory in sorted(d for d in os.listdir(HERE) if os.path.isdir(f'{HERE}/{d}') and d != 'gc'):
        versions = sorted({re.sub(r'-\d+\.json$', '', os.path.basename(p)) for p in glob.glob(f'{HERE}/{directory}/*.json')})
        for version in versions:
            cells[(directory, version)] = pooled(directory, version)
            m, e, n, forks = cells[(directory, version)]
            print(f'{directory:18s} {version:10s} {m:9.2f} ± {e:6.2f}  (n={n}, fork means {forks})')
    print('ratios')
    pairs = [
        ('checks: view-off new / unchecked 16k', ('checks-view-off', 'new'), ('checks-unchecked', 'new16k')),
        ('checks: view-off new / unchecked 4k', ('checks-view-off', 'new'), ('checks-unchecked', 'new4k')),
        ('checks: view-off base / unchecked 4k (base jar)', ('checks-view-off', 'base'), ('checks-unchecked', 'base4k')),
        ('checks: view-off new / base', ('checks-view-off', 'new'), ('checks-view-off', 'base')),
        ('checks: unchecked 16k / 4k (new jar)', ('checks-unchecked', 'new16k'), ('checks-unchecked', 'new4k')),
    ]
    for impl in ('view', 'view-id', 'modify'):
        pairs += [
            (f'handle: {impl} new / base', (f'handle-{impl}', 'new'), (f'handle-{impl}', 'base')),
            (f'handle: {impl} new / artemis', (f'handle-{impl}', 'new'), ('handle-peers', 'artemis')),
            (f'handle: {impl} base / artemis', (f'handle-{impl}', 'base'), ('handle-peers', 'artemis')),
            (f'handle: {impl} new / pulse object get', (f'handle-{impl}', 'new'), ('handle-peers', 'pulse')),
        ]
    pairs += [
        ('handle: view new / by-hand', ('handle-view', 'new'), ('handle-peers', 'by-hand')),
        ('handle: view-id new / by-hand-id', ('handle-view-id', 'new'), ('handle-peers', 'by-hand-id')),
        ('handle: by-hand / artemis', ('handle-peers', 'by-hand'), ('handle-peers', 'artemis')),
        ('handle: by-hand-id / artemis', ('handle-peers', 'by-hand-id'), ('handle-peers', 'artemis')),
        ('churn: columns new / objects new', ('churn-columns', 'new'), ('churn-objects', 'new')),
        ('churn: columns base / objects base', ('churn-columns', 'base'), ('churn-objects', 'base')),
        ('churn: columns new / base', ('churn-columns', 'new'), ('churn-columns', 'base')),
        ('churn: objects new / base', ('churn-objects', 'new'), ('churn-objects', 'base')),
        ('churn, live 10k: columns / objects', ('churn-small', 'columns'), ('churn-small', 'objects')),
        ('churn, refinement deferred: columns / objects', ('churn-deferred', 'columns'), ('churn-deferred', 'objects')),
    ]
    for label, a, b in pairs:
        if a in cells and b in cells:
            show(label, cells[a], cells[b])


if __name__ == '__main__':
    main()
