import json,glob,sys,statistics as st,math,re,collections
# merge per-round JSONs: pool all iteration samples per (benchmark, params, jar)
data=collections.defaultdict(list)
for f in glob.glob(sys.argv[1]+'/*.json'):
    jar=re.sub(r'-\d+\.json$','',f.split('/')[-1])
    for r in json.load(open(f)):
        key=(r['benchmark'].split('.')[-2]+'.'+r['benchmark'].split('.')[-1], tuple(sorted(r.get('params',{}).items())))
        for fork in r['primaryMetric']['rawData']:
            data[(key,jar)].append(fork)
def stats(forks):
    xs=[x for f in forks for x in f]
    n=len(xs); m=st.mean(xs); sd=st.stdev(xs) if n>1 else 0
    # 99.9% CI, t approx
    from math import sqrt
    t={3:12.9,4:8.6,8:5.04,12:4.44,16:4.07}.get(n, 3.3 if n>30 else 4.0)
    return m, t*sd/sqrt(n), n, [round(st.mean(f),1) for f in forks]
keys=sorted(set(k for k,_ in data))
for k in keys:
    row=[]
    for (kk,jar),v in sorted(data.items()):
        if kk==k:
            m,e,n,fm=stats(v); row.append((jar,m,e,n,fm))
    print(k[0], dict(k[1]))
    for jar,m,e,n,fm in row: print(f"   {jar:8s} {m:10.2f} ± {e:7.2f}  (n={n}, fork means {fm})")
    if len(row)==2: print(f"   ratio {row[1][0]}/{row[0][0]} = {row[1][1]/row[0][1]:.3f}")
