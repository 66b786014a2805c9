"""The real-question scorer (`benchmarks/real_questions.py`): its metrics on toy cases, the shape
of the question set, and one real `create` + `search --queries` read back into outcomes."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
import real_questions as rq

A, B, C, D = ("a.py", "a"), ("b.py", "b"), ("c.py", "c"), ("d.py", "d")


def _outcome(answers: set[tuple[str, str]], top: list[tuple[str, str]],
             verified: tuple[str, str] | None = None) -> rq.Outcome:
    question = rq.Question("q", "requests", "?", frozenset(answers), "dev")
    return rq.Outcome(question, rq.first_rank(top, question.answers), 2, tuple(top), verified)


def test_first_rank_is_the_first_right_result_within_the_depth() -> None:
    assert rq.first_rank([C, B, A], frozenset({A, B})) == 2
    assert rq.first_rank([C, D], frozenset({A})) is None
    assert rq.first_rank([C] * 10 + [A], frozenset({A})) is None  # rank 11 is past @10
    assert rq.first_rank([C, A], frozenset({A}), depth=1) is None


def test_hit_at_k_and_mrr_on_a_toy_case() -> None:
    ranks = [1, 2, None, 4]
    assert rq.hit_at(ranks, 1) == 0.25
    assert rq.hit_at(ranks, 3) == 0.5
    assert rq.hit_at(ranks, 10) == 0.75
    assert rq.mrr_at(ranks) == pytest.approx((1 + 1 / 2 + 1 / 4) / 4)
    assert rq.mrr_at([11, 1], depth=10) == 0.5
    assert rq.hit_at([], 1) == 0.0 and rq.mrr_at([]) == 0.0


def test_verified_precision_counts_only_marked_results() -> None:
    outcomes = [_outcome({A}, [A, B], verified=A), _outcome({A}, [B, A], verified=B),
                _outcome({C}, [C])]
    assert rq.verified_precision(outcomes) == (1, 2)


def test_the_question_set_meets_the_issue() -> None:
    questions = rq.load_questions()
    assert len(questions) >= 100
    repos = Counter(q.repo for q in questions)
    assert len(repos) >= 7 and len({rq.LANGUAGES[r] for r in repos}) >= 4
    for repo in repos:
        halves = Counter(q.half for q in questions if q.repo == repo)
        assert halves["dev"] >= 5 and halves["held"] >= 5, repo
    assert len({q.question.lower() for q in questions}) == len(questions)


def test_a_broken_line_is_refused(tmp_path: Path) -> None:
    (tmp_path / "flask.jsonl").write_text(json.dumps(
        {"id": "x", "repo": "click", "question": "?", "answers": [{"source": "a", "symbol": "b"}],
         "half": "dev"}) + "\n")
    with pytest.raises(ValueError, match=r"flask\.jsonl:1"):
        rq.load_questions(tmp_path)


def test_ask_reads_a_real_search_back(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    (repo / "pkg").mkdir(parents=True)
    (repo / "pkg" / "net.py").write_text(
        'def dotted_netmask(mask):\n    """Convert a prefix length to a dotted netmask."""\n'
        '    return mask\n\n\ndef parse_port(text):\n    """Read a port number."""\n'
        '    return int(text)\n')
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "c"]):
        subprocess.run(["git", *args], cwd=repo, check=True,
                       env={**rq.GIT_ENV, "PATH": "/usr/bin:/bin"})
    home = tmp_path / "home"
    rq.create_kb(sys.executable, home, repo, "toy")
    assert rq.documented(home / "toy") == {("pkg/net.py", "dotted_netmask"),
                                           ("pkg/net.py", "parse_port")}
    right = rq.Question("t1", "toy", "convert a prefix length to a dotted netmask",
                        frozenset({("pkg/net.py", "dotted_netmask")}), "dev")
    wrong = rq.Question("t2", "toy", "read a port number",
                        frozenset({("pkg/net.py", "dotted_netmask")}), "held")
    first, second = rq.ask(sys.executable, home, "toy", [right, wrong])
    assert first.rank == 1 and first.top[0] == ("pkg/net.py", "dotted_netmask")
    assert second.top[0] == ("pkg/net.py", "parse_port") and second.rank != 1
    assert first.layer in (1, 2, 3, 4)
    assert first.verified == ("pkg/net.py", "dotted_netmask"), first
