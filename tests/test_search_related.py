"""Corpus synonyms (`search.related`): a word the docs keep using beside a name finds that name,
after a create, after an update that brings the pairing in, and in the site's JSON index alike."""

from __future__ import annotations

import dataclasses
import json
import re
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rk_action import store
from rk_action.cli import main
from rk_action.search import rank as ranking
from rk_action.search.index import build_index
from rk_action.search.parts import build
from rk_action.search.reader import PartsIndex
from rk_action.search.records import read_records
from rk_action.search.refresh import refresh
from rk_action.search.text import term
from rk_action.store import searchparts as sp
from rk_action.store.index import format_index
from tests.conftest import RkRunner, git, make_repo
from tests.test_search import search_json

POINT = '''def redirect(response, url):
    """Point the browser at another address."""
    response.status = 302
    response.headers["Location"] = url
    return response
'''
HOME = '''def redirect_home(response):
    """Send the visitor to the home page."""
    return redirect(response, "/")
'''
LOGIN = '''def redirect_login(response):
    """Send the visitor to the login form."""
    return redirect(response, "/login")
'''
OTHERS = '''def render_page(template, values):
    """Fill a template with values."""
    return template.format(**values)


def read_body(request):
    """Read the whole request body."""
    return request.stream.read()


def parse_cookie(header):
    """Split a cookie header into its pairs."""
    return dict(part.split("=", 1) for part in header.split("; "))
'''


def symbols(rk: RkRunner, query: str) -> list[str]:
    return [r["symbol"] for r in search_json(rk, query, "--no-learn")["results"]]


def test_a_word_the_docs_pair_with_a_name_finds_that_name(rk: RkRunner, tmp_path: Path) -> None:
    # "send" is in no word of `redirect`, but two docs say "send" where the name says redirect
    repo = make_repo(tmp_path / "web", {"web/respond.py": POINT + "\n\n" + HOME + "\n\n" + LOGIN,
                                        "web/pages.py": OTHERS})
    assert rk("create", str(repo)).code == 0
    assert "redirect" in symbols(rk, "send them somewhere")
    assert "redirect" not in symbols(rk, "fill a template with values")


def test_an_update_that_brings_the_pairing_in_finds_the_name(rk: RkRunner,
                                                             tmp_path: Path) -> None:
    """One doc saying "send" beside a redirect is no evidence; the second one, indexed by
    the update's refresh, is, as it would be for a create."""
    repo = make_repo(tmp_path / "web", {"web/respond.py": POINT + "\n\n" + HOME,
                                        "web/pages.py": OTHERS})
    assert rk("create", str(repo)).code == 0
    assert "redirect" not in symbols(rk, "send them somewhere")
    (repo / "web" / "respond.py").write_text(POINT + "\n\n" + HOME + "\n\n" + LOGIN)
    git(repo, "commit", "-qam", "a second redirect")
    assert rk("update", "web").code == 0
    assert "redirect" in symbols(rk, "send them somewhere")


def test_a_refresh_derives_the_synonyms_a_full_build_does(rk: RkRunner, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "web", {"web/respond.py": POINT + "\n\n" + HOME + "\n\n" + LOGIN,
                                        "web/pages.py": OTHERS})
    assert rk("create", str(repo)).code == 0
    project = rk.home / "web"
    records = read_records(project)
    whole = ranking.index_vocabulary(build_index(records)).synonyms
    assert term("redirect") in whole[term("send")]
    for name in ("_index.md", "_meta.md"):
        (tmp_path / name).write_bytes((project / name).read_bytes())
    shutil.copytree(project / "docs", tmp_path / "docs")
    back = {r.doc for r in records if "login" in r.doc or "cookie" in r.doc}
    before = build(tmp_path, [r for r in records if r.doc not in back], "before", len(records))
    assert term("redirect") not in before.vocabulary.synonyms.get(term("send"), ())
    assert refresh(tmp_path, "after", sorted(back)).vocabulary.synonyms == whole


PAIRED = [("fetch", "download"), ("store", "save"), ("parse", "read"), ("render", "draw"),
          ("close", "shut")]
NEXT_NAME = {name: PAIRED[(n + 1) % 5][0] for n, (name, _) in enumerate(PAIRED)}


def paired_source() -> str:
    """Functions whose names and docs pair words, with some noise: many near pairs, some
    related, some a change or two away from it."""
    out = []
    for i in range(26):
        (name_a, doc_a), (name_b, doc_b) = PAIRED[i % 5], PAIRED[i * 3 % 5]
        noise = PAIRED[i * 7 % 5][1] if i % 3 else "value"
        out.append(f'def {name_a}_{name_b}_{"xyz"[i % 3]}{chr(97 + i)}(item):\n'
                   f'    """{doc_a.title()} the {noise} item, then {doc_b} it."""\n'
                   f'    return item\n')
    for i in range(44):  # a doc word of many entities, whose partners are few names' terms
        out.append(f'def helper_{chr(97 + i // 26)}{chr(97 + i % 26)}(item):\n'
                   f'    """Quietly log the item."""\n')
    return "\n\n".join(out)


@pytest.fixture(scope="module")
def paired(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A knowledge base of `paired_source`, built once (copies of it are changed)."""
    tmp = tmp_path_factory.mktemp("paired")
    repo = make_repo(tmp / "lib", {"lib/ops.py": paired_source(), "lib/more.py": OTHERS})
    assert main(["--home", str(tmp / "home"), "create", str(repo)]) == 0
    return tmp / "home" / "lib"


Change = tuple[set[int], set[int], set[int]]
"""The entities (numbers in `_index.md` order) left out, described anew, renamed."""


def change_kb(project: Path, into: Path, change: Change) -> set[str]:
    """Make the knowledge base at `into` that of `project` with `change` (`into` may hold an
    earlier one); the docs whose pages changed."""
    left_out, described, renamed = change
    if not into.exists():
        shutil.copytree(project, into, ignore=shutil.ignore_patterns("_search"))
    entries = store.read_index(project)
    kept = []
    for n, entry in enumerate(entries):
        if n in described and "overview" not in entry.doc:
            entry = dataclasses.replace(entry, description=f"{PAIRED[n % 5][1]} the item")
        if n not in left_out:
            kept.append(entry)
    (into / "_index.md").write_text(format_index("lib", kept), encoding="utf-8")
    changed = set()
    for n, entry in enumerate(entries):
        page = (project / entry.doc).read_text(encoding="utf-8")
        if n in renamed:
            page = re.sub(r"(?m)^symbol: (\w+?)_",
                          lambda m: f"symbol: {NEXT_NAME.get(m[1], 'fetch')}_", page)
        if (into / entry.doc).read_text(encoding="utf-8") != page:
            (into / entry.doc).write_text(page, encoding="utf-8")
            changed.add(entry.doc)
    return changed


def full_build(kb: Path, into: Path) -> PartsIndex:
    records = read_records(kb)
    return build(into, records, "whole", len(records))


def related_part(index: PartsIndex) -> bytes:
    return sp.read_part(index.project_dir, index.head.related)


def test_refreshes_keep_the_ids_and_count_the_pairs_a_full_build_does(
        paired: Path, tmp_path: Path) -> None:
    """Take entities away, rename some, describe some anew, undo it all: each refresh keeps
    the others' ids (it is no full build in disguise) and holds the pairs, name counts and
    synonyms of a full build."""
    work = tmp_path / "work"
    change_kb(paired, work, (set(), set(), set()))
    index = full_build(work, work)
    ids = {row.doc: row.id for row in index.all_rows()}
    fetches = {n for n, e in enumerate(store.read_index(paired)) if "fetch" in e.doc}
    for step, change in enumerate([({2}, set(), set()), (set(sorted(fetches)[:3]), set(), set()),
                                   (set(), set(), fetches), (set(), fetches, set()),
                                   (set(), set(), set())], 1):
        changed = change_kb(paired, work, change)
        index = refresh(work, str(step), sorted(changed))
        assert {row.doc: row.id for row in index.all_rows()} == {
            e.doc: ids[e.doc] for e in store.read_index(work)}
        whole = full_build(work, tmp_path / f"whole{step}")
        assert related_part(index) == related_part(whole) != b""
        assert index.vocabulary.synonyms == whole.vocabulary.synonyms
    assert term("fetch") in index.vocabulary.synonyms[term("download")]


@settings(max_examples=15, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.tuples(*[st.sets(st.integers(0, 80), max_size=10)] * 3), min_size=1,
                max_size=3))
def test_any_sequence_of_refreshes_ranks_as_a_full_build(
        paired: Path, tmp_path_factory: pytest.TempPathFactory, steps: list[Change]) -> None:
    work = tmp_path_factory.mktemp("work") / "lib"
    change_kb(paired, work, (set(), set(), set()))
    full_build(work, work)
    for step, change in enumerate(steps, 1):
        changed = change_kb(paired, work, change)
        index = refresh(work, str(step), sorted(changed))
        whole = full_build(work, tmp_path_factory.mktemp("whole"))
        assert related_part(index) == related_part(whole)
        assert index.vocabulary.synonyms == whole.vocabulary.synonyms


@pytest.mark.parametrize("damage", ["garbage", "missing", "malformed"])
def test_an_update_over_a_bad_related_part_builds_it_again(rk: RkRunner, tmp_path: Path,
                                                           damage: str) -> None:
    """The pairs part is only read by a refresh: a bad one makes it a full build, whose
    part and answers are those of a create."""
    repo = make_repo(tmp_path / "web", {"web/respond.py": POINT + "\n\n" + HOME,
                                        "web/pages.py": OTHERS})
    assert rk("create", str(repo)).code == 0
    project = rk.home / "web"
    head = json.loads((project / "_search" / "head.json").read_text("utf-8"))
    target = project / "_search" / head["related"]
    if damage == "garbage":
        target.write_bytes(b"send\tredirect\t9\n")
    elif damage == "missing":
        target.unlink()
    else:  # bytes that match their name, but no pairs part: a pair of a name never counted
        data = b"\nsend\tredirect\t2\n"
        name = sp.part_name(data, "r")
        (project / "_search" / name).write_bytes(data)
        (project / "_search" / "head.json").write_text(json.dumps({**head, "related": name}))
    (repo / "web" / "respond.py").write_text(POINT + "\n\n" + HOME + "\n\n" + LOGIN)
    git(repo, "commit", "-qam", "a second redirect")
    assert rk("update", "web").code == 0
    fresh = RkRunner(rk.capsys, tmp_path / "fresh")
    assert fresh("create", str(repo)).code == 0
    assert related_part(PartsIndex(project, sp.read_head(project))) == related_part(
        PartsIndex(fresh.home / "web", sp.read_head(fresh.home / "web")))
    assert "redirect" in symbols(rk, "send them somewhere")
