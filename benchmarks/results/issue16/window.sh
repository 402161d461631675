#!/usr/bin/env bash
# One lock window: ABBA on create/addRemove for the current commit.
out=$1
mkdir -p $out
bash /work/wt/safety/benchmarks/results/issue16/abba-struct.sh $out
