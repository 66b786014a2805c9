"""Benchmark: real developers' questions over real repositories (issue 17's dev set).

    python benchmarks/real_questions.py [--show] [--only REPO ...] [--python PY]
        [--src-dir /tmp/rk-src] [--work /tmp/rk-realq] [--check]

The questions live in `benchmarks/real_questions/<repo>.jsonl`, one JSON object a line:
`{"id", "repo", "question", "answers": [{"source", "symbol"}], "half": "dev"|"held"}`. Each was
written, with every entity that answers it, by reading the source before any search was run on
it; they are never edited to suit a ranking (see benchmarks/README.md).

For each repository: fetch its sources once into `--src-dir` (pip, npm or Debian, as
`coverage.py` does), commit the documented part into a one-commit git repository under
`--work`, `create` its knowledge base (static summarizer) in a temporary home there with
`PY -m rk_action` (default: the running Python), and ask all its questions in one
`search --queries FILE --top 10 --json --no-learn` call. Prints hit@1, hit@3 and MRR@10 per
half, per repository and per language, the layer that answered, and the precision of the
`"verified": true` results; `--show` adds each miss (question, expected, top 3). `--check` only
says whether every answer is a documented entity (read from the pages' frontmatter, no search).
Not a test; not run in CI; always exits 0.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

QUESTIONS = Path(__file__).resolve().parent / "real_questions"
HALVES = ("dev", "held")
# repository -> (language, the coverage.py corpus that fetches it)
LANGUAGES = {
    "requests": "Python", "flask": "Python", "click": "Python", "express": "JavaScript",
    "rxjs": "TypeScript", "cobra": "Go", "serde": "Rust", "rack": "Ruby",
    "symfony-console": "PHP", "gorilla-mux": "Go", "commander": "JavaScript", "rich": "Python",
    "httpx": "Python", "axios": "JavaScript", "logrus": "Go", "anyhow": "Rust",
    "monolog": "PHP", "thor": "Ruby", "zlib": "C", "leveldb": "C++", "regex": "Rust",
    "testify": "Go", "marshmallow": "Python", "sinatra": "Ruby", "java-time": "Java",
    "libgit2": "C", "mobx": "TypeScript", "chrono": "Rust", "libyaml": "C", "gin": "Go",
    "guzzle-psr7": "PHP",
}
GIT_ENV = {"GIT_AUTHOR_NAME": "b", "GIT_AUTHOR_EMAIL": "b@example.com",
           "GIT_COMMITTER_NAME": "b", "GIT_COMMITTER_EMAIL": "b@example.com",
           "GIT_AUTHOR_DATE": "2024-01-01T00:00:00Z", "GIT_COMMITTER_DATE": "2024-01-01T00:00:00Z",
           "SOURCE_DATE_EPOCH": "1704067200"}


@dataclass(frozen=True, slots=True)
class Question:
    """One question and every entity that answers it."""

    id: str
    repo: str
    question: str
    answers: frozenset[tuple[str, str]]
    """`(source, symbol)` pairs, as `search --json` names them."""
    half: str


@dataclass(frozen=True, slots=True)
class Outcome:
    """What the search answered to one question."""

    question: Question
    rank: int | None
    """1-based rank of the first right result in the top 10, None when none is right."""
    layer: int
    top: tuple[tuple[str, str], ...]
    verified: tuple[str, str] | None
    """The result marked `"verified": true`, if any."""


# --- metrics (pure) -------------------------------------------------------------------------


def first_rank(results: Sequence[tuple[str, str]], answers: frozenset[tuple[str, str]],
               depth: int = 10) -> int | None:
    """The 1-based rank of the first result among `answers` within `depth`, else None."""
    for rank, result in enumerate(results[:depth], 1):
        if result in answers:
            return rank
    return None


def hit_at(ranks: Sequence[int | None], k: int) -> float:
    """The share of questions answered right within the first `k` results."""
    return sum(1 for r in ranks if r is not None and r <= k) / len(ranks) if ranks else 0.0


def mrr_at(ranks: Sequence[int | None], depth: int = 10) -> float:
    """Mean reciprocal rank, a question with no right result within `depth` counting 0."""
    return sum(1 / r for r in ranks if r is not None and r <= depth) / len(ranks) if ranks else 0.0


def verified_precision(outcomes: Iterable[Outcome]) -> tuple[int, int]:
    """(right, marked): how many `"verified": true` results are right answers, of how many."""
    marked = [o for o in outcomes if o.verified is not None]
    return sum(1 for o in marked if o.verified in o.question.answers), len(marked)


# --- questions ------------------------------------------------------------------------------


def load_questions(folder: Path = QUESTIONS) -> list[Question]:
    """Every question of `folder/*.jsonl`, checked for shape (a broken line is an error)."""
    questions: list[Question] = []
    for path in sorted(folder.glob("*.jsonl")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            item = json.loads(line)
            where = f"{path.name}:{number}"
            if item["repo"] != path.stem or item["half"] not in HALVES or not item["answers"]:
                raise ValueError(f"{where}: wrong repo, half or no answers")
            answers = frozenset((a["source"], a["symbol"]) for a in item["answers"])
            questions.append(Question(item["id"], item["repo"], item["question"], answers,
                                      item["half"]))
    ids = Counter(q.id for q in questions)
    if doubled := [i for i, n in ids.items() if n > 1]:
        raise ValueError(f"ids used twice: {doubled}")
    return questions


# --- sources and knowledge bases ------------------------------------------------------------


def repository(name: str, src_dir: Path, work: Path) -> Path:
    """`<work>/<name>-repo`: a one-commit git repository of the documented part of `name`."""
    from coverage import CORPORA, fetch

    repo = work / f"{name}-repo"
    if (repo / ".git").is_dir():
        return repo
    corpus = next(c for c in CORPORA if c.name == name)
    root = fetch(corpus, src_dir)
    work.mkdir(parents=True, exist_ok=True)
    building = Path(tempfile.mkdtemp(prefix=f"{name}-", dir=work))  # renamed when complete
    if corpus.include:
        for part in corpus.include:
            copy = shutil.copytree if (root / part).is_dir() else shutil.copy2
            copy(root / part, building / part)
    else:
        shutil.copytree(root, building, dirs_exist_ok=True)
    env = {**os.environ, **GIT_ENV}
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", name]):
        subprocess.run(["git", *args], cwd=building, env=env, check=True,
                       stdout=subprocess.DEVNULL)
    try:
        building.rename(repo)
    except OSError:  # another run made it meanwhile
        shutil.rmtree(building, ignore_errors=True)
    return repo


def create_kb(python: str, home: Path, repo: Path, name: str) -> None:
    """A fresh static knowledge base of `repo`, named `name`, in `home`."""
    subprocess.run([python, "-m", "rk_action", "--home", str(home), "create", str(repo),
                    "--name", name], env={**os.environ, **GIT_ENV}, check=True,
                   capture_output=True)


def documented(project: Path) -> set[tuple[str, str]]:
    """`(source, symbol)` of every page of the knowledge base, read from the frontmatter."""
    found = set()
    for page in (project / "docs").rglob("*.md"):
        fields = {}
        for line in page.read_text(encoding="utf-8").split("\n")[1:12]:
            if line == "---":
                break
            key, _, value = line.partition(": ")
            fields[key] = value
        if fields.get("kind") != "folder":
            found.add((fields.get("source", ""), fields.get("symbol", "")))
    return found


def ask(python: str, home: Path, name: str, questions: list[Question]) -> list[Outcome]:
    """All `questions` of one repository in one `search --queries` call."""
    listed = home / f"{name}-queries.txt"
    listed.write_text("".join(q.question + "\n" for q in questions), encoding="utf-8")
    out = subprocess.run([python, "-m", "rk_action", "--home", str(home), "search", "--queries",
                          str(listed), "--project", name, "--top", "10", "--json", "--no-learn"],
                         env={**os.environ, **GIT_ENV}, check=True, capture_output=True,
                         text=True).stdout
    outcomes = []
    for question, line in zip(questions, out.splitlines(), strict=True):
        answer = json.loads(line)
        top = tuple((r["source"], r["symbol"]) for r in answer["results"])
        verified = [(r["source"], r["symbol"]) for r in answer["results"] if r.get("verified")]
        outcomes.append(Outcome(question, first_rank(top, question.answers), answer["layer"],
                                top, verified[0] if verified else None))
    return outcomes


# --- report ---------------------------------------------------------------------------------


def _row(label: str, outcomes: list[Outcome]) -> str:
    ranks = [o.rank for o in outcomes]
    layers = Counter(o.layer for o in outcomes)
    shown = " ".join(f"L{layer}:{layers[layer]}" for layer in sorted(layers))
    return (f"{label:<22}{len(ranks):>4}  hit@1 {hit_at(ranks, 1):.3f}"
            f"  hit@3 {hit_at(ranks, 3):.3f}  MRR@10 {mrr_at(ranks):.3f}  layers {shown}")


def report(outcomes: list[Outcome], show: bool) -> None:
    """Print the figures per half, then per half and repository and language, then misses."""
    for half in HALVES:
        mine = [o for o in outcomes if o.question.half == half]
        print(f"== {half} ==")
        print(_row("all", mine))
        for repo in sorted({o.question.repo for o in mine}):
            print(_row(f"  {repo}", [o for o in mine if o.question.repo == repo]))
        for language in sorted({LANGUAGES[o.question.repo] for o in mine}):
            print(_row(f"  [{language}]", [o for o in mine
                                           if LANGUAGES[o.question.repo] == language]))
        right, marked = verified_precision(mine)
        share = f"{right / marked:.3f}" if marked else "-"
        print(f"  verified precision {share} ({right} of {marked} verified results right)")
    print(_row("both halves", outcomes))
    if show:
        print("== misses (not first) ==")
        for o in outcomes:
            if o.rank == 1:
                continue
            expected = ", ".join(f"{s}:{y}" for s, y in sorted(o.question.answers))
            top3 = "; ".join(f"{s}:{y}" for s, y in o.top[:3]) or "no result"
            print(f"[{o.question.id} {o.question.half} L{o.layer} rank {o.rank or '-'}] "
                  f"{o.question.question}\n    expected {expected}\n    top 3    {top3}")


def run(args: argparse.Namespace, questions: list[Question], repos: list[str],
        home: Path) -> list[Outcome]:
    """Prepare each repository, create its knowledge base in `home` and ask its questions."""
    outcomes: list[Outcome] = []
    for name in repos:
        mine = [q for q in questions if q.repo == name]
        try:
            repo = repository(name, args.src_dir, args.work)
            create_kb(args.python, home, repo, name)
        except (subprocess.CalledProcessError, RuntimeError, OSError) as exc:
            print(f"{name}: could not prepare ({exc}); skipped")
            continue
        if args.check:
            pages = documented(home / name)
            missing = [(q.id, a) for q in mine for a in sorted(q.answers) if a not in pages]
            print(f"{name}: {len(mine)} questions, {len(missing)} answers not documented")
            for qid, (source, symbol) in missing:
                print(f"  {qid}: {source}:{symbol}")
            continue
        try:
            outcomes += ask(args.python, home, name, mine)
        except (subprocess.CalledProcessError, ValueError) as exc:
            print(f"{name}: the search failed ({exc}); skipped")
    return outcomes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--python", default=sys.executable, help="the Python that runs rk_action")
    parser.add_argument("--src-dir", type=Path, default=Path("/tmp/rk-src"))
    parser.add_argument("--work", type=Path, default=Path("/tmp/rk-realq"))
    parser.add_argument("--only", nargs="+", choices=sorted(LANGUAGES), default=None)
    parser.add_argument("--show", action="store_true", help="print every question not ranked 1")
    parser.add_argument("--check", action="store_true",
                        help="only check that every answer is a documented entity")
    args = parser.parse_args(argv)
    try:
        questions = load_questions()
    except (ValueError, KeyError, OSError) as exc:
        print(f"the question set is broken: {exc!r}")
        return 0
    repos = args.only or sorted({q.repo for q in questions})
    args.work.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="home-", dir=args.work) as temp:
        outcomes = run(args, questions, repos, Path(temp))
    if outcomes:
        report(outcomes, args.show)
    return 0


if __name__ == "__main__":
    sys.exit(main())
