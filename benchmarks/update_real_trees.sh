#!/bin/bash
# End-to-end on real trees (requests, express, rxjs, cobra, serde), not a test: create, search,
# site build, then an update after edits (a doc comment alone in one file), a deletion and a
# rename, and whether the updated knowledge base equals a fresh create byte for byte. Sources come
# from the cache that `python benchmarks/coverage.py` fills (/tmp/rk-src); work folders go to
# /tmp/e2e.
#   bash benchmarks/update_real_trees.sh
set -u
PY=${PYTHON:-python}
export SOURCE_DATE_EPOCH=1700000000
for name in requests express rxjs cobra serde; do
  case $name in
    requests) src=/tmp/rk-src/py/requests-2.32.3;;
    express) src=/tmp/rk-src/express/package;;
    rxjs) src=/tmp/rk-src/rxjs/package/src;;
    cobra) src=$(find /tmp/rk-src/golang-github-spf13-cobra-dev -type d -name cobra | head -1);;
    serde) src=$(find /tmp/rk-src/librust-serde-dev -maxdepth 5 -type d -name "serde-*" | head -1);;
  esac
  w=/tmp/e2e/$name; doc_edited=""; rm -rf $w; mkdir -p $w; cp -r "$src" $w/repo; cd $w/repo
  git init -q -b main && git add -A && git -c user.name=a -c user.email=a@b commit -qm base
  $PY -m rk_action --home $w/home create $w/repo --name p > $w/create.log 2>&1 || { echo "$name create FAILED"; tail -3 $w/create.log; continue; }
  $PY -m rk_action --home $w/home search "parse the input" --json --no-learn > $w/search.json 2>$w/search.err || echo "$name search FAILED"
  $PY -m rk_action --home $w/home site build --out $w/site > $w/site.log 2>&1 || { echo "$name site FAILED"; tail -3 $w/site.log; }
  # edits: append a function to 3 files, delete one file, rename one file
  files=($(git ls-files | grep -E '\.(py|js|ts|go|rs)$' | head -40))
  for f in "${files[@]:0:3}"; do
    case $f in
      *.py) printf '\n\ndef e2e_added(value):\n    """Added by the e2e check."""\n    return value\n' >> "$f";;
      *.js|*.ts) printf '\nfunction e2eAdded(value) {\n  return value;\n}\n' >> "$f";;
      *.go) printf '\nfunc e2eAdded(value int) int {\n\treturn value\n}\n' >> "$f";;
      *.rs) printf '\nfn e2e_added(value: u32) -> u32 {\n    value\n}\n' >> "$f";;
    esac
  done
  # a doc comment edited alone: the last line of the first comment right above a function
  for f in "${files[@]:7}"; do  # after the files deleted and renamed below
    case ${f##*/} in *_test.*|test_*|*.test.*|*.spec.*) continue;; esac  # not documented
    perl -0pi -e 's{^([ \t]*(?:///?|#| \*) [A-Za-z][^\n]*)(?=\n(?:[ \t]*\*/\n)?[ \t]*(?:(?:export|pub(?:\(\w+\))?|async|default|static) )*(?:function|func|fn|def) )}{$1 (e2e)}m' "$f"
    git diff --quiet -- "$f" || { doc_edited=$f; break; }
  done
  git rm -q "${files[5]}"; git mv "${files[6]}" "$(dirname ${files[6]})/renamed_${files[6]##*/}"
  git -c user.name=a -c user.email=a@b commit -qam edits
  $PY -m rk_action --home $w/home update p > $w/update.log 2>&1 || { echo "$name update FAILED"; tail -3 $w/update.log; continue; }
  $PY -m rk_action --home $w/fresh create $w/repo --name p > /dev/null 2>&1
  # The search index is compared by its answers: a refresh gives new entries ids between the
  # kept ones, a create spreads them evenly, so the parts' bytes differ and rank the same.
  if diff -r -q --exclude=_repos --exclude=_search --exclude=_registry.md $w/home/p $w/fresh/p > $w/diff.txt; then same=yes; else same="NO ($(wc -l < $w/diff.txt) diffs)"; fi
  sed -n 's/^- \[.*\]([^)]*) — //p' $w/fresh/p/_index.md | head -40 > $w/queries.txt
  for h in home fresh; do $PY -m rk_action --home $w/$h search --queries $w/queries.txt --project p --top 10 --json --no-learn > $w/answers-$h.json 2>&1; done
  if cmp -s $w/answers-home.json $w/answers-fresh.json; then answers=yes; else answers=NO; fi
  echo "$name: $(grep -m1 Created $w/create.log | cut -c1-90) | update: $(grep -m1 Updated $w/update.log) | doc comment edited in: ${doc_edited:-none} | equals fresh create: $same | same answers to $(wc -l < $w/queries.txt) searches: $answers | site pages: $(ls $w/site | wc -l)"
done
