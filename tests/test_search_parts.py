"""The search index in parts (`_search/`): built by the commands that change docs, refreshed
part by part by `update` and layer 4, ranking exactly as the one JSON index did, and rebuilt
(never trusted, never a crash) when a part is missing, bad, linked or stale."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from rk_action import store
from rk_action.search import rank as ranking
from rk_action.search import refresh as refresh_module
from rk_action.search.index import build_index
from rk_action.search.parts import build, build_all, span_digests
from rk_action.search.reader import PartsIndex
from rk_action.search.records import read_records
from rk_action.search.refresh import refresh
from rk_action.store import searchparts as sp
from tests.conftest import RkRunner, git, make_repo
from tests.test_search import FILES, search_json

QUERIES = ["parse a port number", "retry a failed upload", "turn a title into a url slug",
           "read the configuration", "settings", "count vowels in a word", "upload",
           "prase port", "portnumber", "zebra", "load", "check range", "net", "text slug"]


def words(topic: str, count: int) -> str:
    """A module of `count` functions whose names and docstrings are about `topic`."""
    return "\n\n".join(
        f'def {topic}_step_{n}(value):\n    """Do {topic} work number {n} on the value."""\n'
        f"    return value + {n}\n" for n in range(count))


TOPICS = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india",
          "juliet", "kilo", "lima", "mike", "november", "oscar", "papa"]
MANY = {f"{topic}/{topic}_mod.py": words(topic, 20) for topic in TOPICS}


def ranked_docs(index: object, query: str) -> list[tuple[str, float, bool]]:
    """The top 10 of `query` as (doc, score, verified)."""
    return [(str(ranking.entry(index, position)["doc"]), score,  # type: ignore[arg-type]
             ranking.verify(index, position, query))  # type: ignore[arg-type]
            for position, score in ranking.rank(index, query, 10)]  # type: ignore[arg-type]


def part_files(project: Path) -> dict[str, tuple[int, int]]:
    """Every file of `_search/`: relative name → (inode, size)."""
    root = project / "_search"
    return {p.relative_to(root).as_posix(): (p.stat().st_ino, p.stat().st_size)
            for p in root.rglob("*") if p.is_file()}


@pytest.fixture
def project(rk: RkRunner, tmp_path: Path) -> Path:
    repo = make_repo(tmp_path / "demo", FILES)
    assert rk("create", str(repo)).code == 0
    return rk.home / "demo"


def test_create_writes_the_parts_and_they_rank_as_the_json_index(project: Path,
                                                                  tmp_path: Path) -> None:
    head = json.loads((project / "_search" / "head.json").read_text("utf-8"))
    assert (head["format"], head["version"]) == ("rk-action-search-parts", 4)
    assert not (project / "_search.json").exists()
    records = read_records(project)
    parts = build(tmp_path, records, "stamp", len(records))
    whole = build_index(records)
    assert head["entries"] == len(records) == parts.entry_count
    assert head["entities"] == sum(r.kind != "folder" for r in records)
    assert len(head["folders"]) == sum(r.kind == "folder" for r in records) > 0
    assert all(len(span) == 16 for span in head["spans"]) and head["spans"]
    for query in QUERIES:
        assert ranked_docs(parts, query) == ranked_docs(whole, query), query
        assert ranking.query_groups(parts, query) == ranking.query_groups(whole, query)


def test_a_refresh_that_adds_docs_back_ranks_as_a_full_build(project: Path,
                                                             tmp_path: Path) -> None:
    """Docs that come back get ids between the others; folder overviews and statistics move."""
    records = read_records(project)
    whole = build_index(records)
    for name in ("_index.md", "_meta.md"):
        (tmp_path / name).write_bytes((project / name).read_bytes())
    shutil.copytree(project / "docs", tmp_path / "docs")
    back = {r.doc for r in records[::2]}
    build(tmp_path, [r for r in records if r.doc not in back], "before", len(records))
    refreshed = refresh(tmp_path, "after", sorted(back))
    assert refreshed.head.stamp == "after" and refreshed.entry_count == len(records)
    positions = [refreshed.position_of(r.doc) for r in records]
    assert positions == sorted(positions)  # doc path order: ties still go to the earlier path
    for query in QUERIES:
        assert ranked_docs(refreshed, query) == ranked_docs(whole, query), query


def test_update_rewrites_only_the_parts_of_the_changed_docs(rk: RkRunner,
                                                            tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "many", MANY)
    assert rk("create", str(repo)).code == 0
    project = rk.home / "many"
    before = part_files(project)
    full = sum(size for _, size in before.values())
    head = json.loads((project / "_search" / "head.json").read_text("utf-8"))
    assert len(head["parts"]) > 1 and head["shards"] >= 16

    (repo / "kilo" / "kilo_mod.py").write_text(
        words("kilo", 20).replace("Do kilo work number 3", "Do kilo zeppelin work number 3"))
    git(repo, "commit", "-qam", "one function of one file")
    assert rk("update", "many").code == 0
    after = part_files(project)
    written = {name: size for name, (inode, size) in after.items()
               if before.get(name, (None, 0))[0] != inode}
    assert "head.json" in written
    entry_parts = [name for name in written if name.startswith("e/")]
    assert len(entry_parts) == 1  # the one entry part holding kilo-step-3's doc
    assert b"kilo-step-3" in (project / "_search" / entry_parts[0]).read_bytes()
    # the postings shards holding the terms of kilo-step-3's doc, old and new: a few of them
    assert 1 < len(written) - 2 < head["shards"] / 2
    assert sum(written.values()) < full / 3, (sum(written.values()), full)

    fresh = RkRunner(rk.capsys, tmp_path / "fresh")
    assert fresh("create", str(repo), "--name", "many").code == 0
    for query in ["kilo zeppelin", "work number 3", "lima step", "do work on the value"]:
        assert search_json(rk, query, "--no-learn") == search_json(fresh, query, "--no-learn")


def test_an_update_reads_the_entry_parts_its_change_reaches_and_ranks_as_a_rebuild(
        rk: RkRunner, tmp_path: Path) -> None:
    """A refresh reads only the entry parts whose span of `_index.md` changed or that hold a
    changed doc: an alias learned far from the change, a whole folder gone (first docs of
    parts among its docs), a new folder and an edit all reach the index as a rebuild of the
    same knowledge base ranks them."""
    repo = make_repo(tmp_path / "many", MANY)
    assert rk("create", str(repo)).code == 0
    project = rk.home / "many"
    head = sp.read_head(project)
    (repo / "kilo" / "kilo_mod.py").write_text(
        words("kilo", 20).replace("Do kilo work number 3", "Do kilo zeppelin work number 3"))
    git(repo, "commit", "-qam", "one function of one file")
    data = (project / "_index.md").read_bytes()
    before = PartsIndex(project, head)
    changed = {"docs/kilo/kilo-step-3.md"}
    read = refresh_module._read(project, before, data, changed, False)
    assert len(read.rows) <= 2 * 16 < head.entries / 4  # the part of kilo-step-3, and one more
    assert "docs/kilo/kilo-step-3.md" in read.rows

    def learn(entries: list[store.IndexEntry]) -> int:  # as `Search.learn` writes an alias
        for entry in entries:
            if entry.doc == "docs/papa/papa-step-7.md":
                entry.aliases = store.merge_aliases(["tango uniform"], entry.aliases)
        return 1

    store.edit_index(project, learn)
    shutil.rmtree(repo / "charlie")
    (repo / "bravo2").mkdir()
    (repo / "bravo2" / "bravo2_mod.py").write_text(words("bravo2", 20))
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "a folder gone, one more")
    assert rk("update", "many").code == 0
    refreshed = PartsIndex(project, sp.read_head(project))
    copy = tmp_path / "copy"
    shutil.copytree(project, copy)
    rebuilt = build_all(copy, refreshed.head.stamp)
    assert (refreshed.head.entities, refreshed.head.entries, refreshed.head.lengths,
            refreshed.head.folders) == (rebuilt.head.entities, rebuilt.head.entries,
                                        rebuilt.head.lengths, rebuilt.head.folders)
    assert refreshed.head.spans == span_digests((project / "_index.md").read_bytes(),
                                                refreshed.head.parts)
    for query in ["kilo zeppelin", "tango uniform", "bravo2 step", "charlie work",
                  "do work on the value", "number 3"]:
        assert ranked_docs(refreshed, query) == ranked_docs(rebuilt, query), query


def test_a_refresh_reads_an_index_that_is_not_utf8_as_a_rebuild_does(
        rk: RkRunner, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Bytes of `_index.md` that are not UTF-8 (a bad hand edit), in the span of a changed
    doc: the refresh reads the whole index as a rebuild does, U+FFFD for them, and says so."""
    repo = make_repo(tmp_path / "many", MANY)
    assert rk("create", str(repo)).code == 0
    project = rk.home / "many"
    index = project / "_index.md"
    data = index.read_bytes()
    index.write_bytes(data.replace(b"Do kilo work number 3", b"Do kilo w\xffrk number 3"))
    capsys.readouterr()
    refreshed = refresh(project, "after", ["docs/kilo/kilo-step-3.md"])
    assert "_index.md: not UTF-8" in capsys.readouterr().err
    copy = tmp_path / "copy"
    shutil.copytree(project, copy)
    rebuilt = build_all(copy, "after")
    for query in ["kilo work number 3", "kilo w", "rk number", "do work on the value"]:
        assert ranked_docs(refreshed, query) == ranked_docs(rebuilt, query), query


def test_layer_4_adds_its_doc_to_the_parts_without_a_rebuild(rk: RkRunner,
                                                             project: Path) -> None:
    lost = next(e for e in (project / "_index.md").read_text("utf-8").splitlines()
                if "count-vowels" in e)
    index = project / "_index.md"
    index.write_text(index.read_text("utf-8").replace(lost + "\n", ""), encoding="utf-8")
    (project / "docs" / "text" / "count-vowels.md").unlink()
    search_json(rk, "settings", "--no-learn")  # `_index.md` changed by hand: rebuilt once
    before = part_files(project)
    answer = search_json(rk, "vowelization")
    assert (answer["layer"], answer["results"][0]["symbol"]) == (4, "count_vowels")
    after = part_files(project)
    kept = [name for name in before if name in after and before[name] == after[name]]
    assert kept and len(kept) < len(before)  # some parts rewritten, not all
    head = json.loads((project / "_search" / "head.json").read_text("utf-8"))
    assert head["entries"] == len(read_records(project))
    again = search_json(rk, "count vowels in a word", "--no-learn")
    assert again["results"][0]["symbol"] == "count_vowels"


@pytest.mark.parametrize("damage", ["truncate", "garbage", "link", "missing", "head",
                                    "stale", "nested", "shards", "lengths", "entities"])
def test_a_bad_part_is_rebuilt_and_the_answer_is_the_same(
        rk: RkRunner, project: Path, tmp_path: Path, damage: str) -> None:
    # a term in several entries, which a head counting none of them gave no idf (a traceback)
    query = ("check range" if damage == "entities" else "parse a port number", "--no-learn")
    expected = search_json(rk, *query)
    head = json.loads((project / "_search" / "head.json").read_text("utf-8"))
    shard = sp.shard_of("port", head["shards"])
    target = project / "_search" / head["postings"][shard]
    if damage == "truncate":
        target.write_bytes(target.read_bytes()[:-3])
    elif damage == "garbage":
        target.write_bytes(b"RKS1\xff\xff\xff\xff" + b"\x00" * 40)
    elif damage == "link":
        elsewhere = tmp_path / "elsewhere.bin"
        elsewhere.write_bytes(target.read_bytes())
        target.unlink()
        target.symlink_to(elsewhere)
    elif damage == "missing":
        target.unlink()  # a head naming a part that is not there (a killed run)
    elif damage == "head":
        (project / "_search" / "head.json").write_text('{"format": "rk-action-search-pa')
    elif damage == "nested":  # a few bytes past Python's parser (RecursionError)
        (project / "_search" / "head.json").write_text("[" * 200_000)
    elif damage in ("shards", "lengths", "entities"):  # what a head says, its stamp kept
        changed = {"shards": {"shards": sp.MAX_SHARDS + 1,
                              "postings": [""] * (sp.MAX_SHARDS + 1)},
                   "lengths": {"lengths": [10 ** 400] * len(head["lengths"])},
                   "entities": {"entities": 0, "entries": len(head["folders"])}}[damage]
        (project / "_search" / "head.json").write_text(json.dumps({**head, **changed}))
    else:
        (project / "_search" / "head.json").write_text(json.dumps({**head, "stamp": "old"}))
    result = rk("search", *query, "--json")
    assert result.code == 0, result.err
    assert json.loads(result.out) == expected
    if damage in ("truncate", "garbage", "link", "missing"):
        assert "the search index is rebuilt" in result.err and str(target) in result.err
    assert not target.is_symlink()
    assert search_json(rk, *query) == expected  # and the rebuilt index stands


def test_an_update_after_one_killed_before_its_refresh_indexes_everything(
        rk: RkRunner, tmp_path: Path) -> None:
    """The parts of the state before a killed update are not refreshed as if they were the
    current ones: the docs that run changed would keep their old postings."""
    repo = make_repo(tmp_path / "many", MANY)
    assert rk("create", str(repo)).code == 0
    project = rk.home / "many"
    shutil.copytree(project / "_search", tmp_path / "old-parts")
    # a body changes, not its entry in `_index.md`: only the update's list of docs says so
    (repo / "lima" / "lima_mod.py").write_text(
        words("lima", 20).replace("return value + 7", "return walrus(value) + 7"))
    git(repo, "commit", "-qam", "lima changes")
    assert rk("update", "many").code == 0
    shutil.rmtree(project / "_search")  # as if that update was killed before its refresh
    shutil.copytree(tmp_path / "old-parts", project / "_search")
    (repo / "kilo" / "kilo_mod.py").write_text(words("kilo", 2))
    git(repo, "commit", "-qam", "kilo changes")
    assert rk("update", "many").code == 0
    fresh = RkRunner(rk.capsys, tmp_path / "fresh")
    assert fresh("create", str(repo), "--name", "many").code == 0
    assert search_json(rk, "walrus", "--no-learn")["results"][0]["name"] == "lima-step-7"
    for query in ["walrus", "lima step 7", "kilo work", "do work on the value"]:
        assert search_json(rk, query, "--no-learn") == search_json(fresh, query, "--no-learn")


def test_a_linked_search_folder_or_entry_part_is_not_followed(
        rk: RkRunner, project: Path, tmp_path: Path) -> None:
    query = ("parse a port number", "--no-learn")
    expected = search_json(rk, *query)
    outside = tmp_path / "outside"
    shutil.copytree(project / "_search", outside)
    before = {p: p.read_bytes() for p in outside.rglob("*") if p.is_file()}
    shutil.rmtree(project / "_search")
    (project / "_search").symlink_to(outside)
    result = rk("search", *query, "--json")
    assert result.code == 0, result.err
    assert json.loads(result.out) == expected
    assert f"{project / '_search'}: a symbolic link in the knowledge base; removed" in result.err
    assert not (project / "_search").is_symlink()
    assert {p: p.read_bytes() for p in outside.rglob("*") if p.is_file()} == before

    head = json.loads((project / "_search" / "head.json").read_text("utf-8"))
    part = project / "_search" / head["parts"][0][2]
    part.write_bytes(part.read_bytes().replace(b"parse", b"PARSE"))  # a hand edit
    result = rk("search", *query, "--json")
    assert json.loads(result.out) == expected
    assert f"{part}: its bytes are not the ones the head names" in result.err


def test_learning_leaves_the_index_as_it_is(rk: RkRunner, project: Path) -> None:
    """Layer 1 reads the learned aliases from `_index.md`: learning rewrites no part."""
    before = part_files(project)
    assert search_json(rk, "retry a failed upload")["layer"] == 3  # learned
    assert "retry a failed upload" in (project / "_index.md").read_text("utf-8")
    assert search_json(rk, "retry a failed upload")["layer"] == 1
    assert part_files(project) == before


def part_bytes(project: Path) -> dict[str, bytes]:
    """Every file of `_search/`: relative name → bytes."""
    root = project / "_search"
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob("*")
            if p.is_file()}


def test_the_index_built_from_texts_in_a_forked_process_is_the_one_read_from_disk(
        project: Path) -> None:
    """What `create` does (`ondisk.start_build`: the docs' starts given at once, their ends
    sent as they are made, in any order) writes the bytes a rebuild from the docs on disk
    writes, and the forked process made them (no fallback to the rebuild)."""
    from rk_action import store
    from rk_action.search import ondisk

    built_by_create = part_bytes(project)
    shutil.rmtree(project / "_search")
    ondisk.rebuild(project)
    assert part_bytes(project) == built_by_create
    texts = {entry.doc: (project / entry.doc).read_text(encoding="utf-8")
             for entry in store.read_index(project)}
    shutil.rmtree(project / "_search")
    building = ondisk.start_build(project, store.read_meta(project)["last_commit"],
                                  (project / "_index.md").read_text(encoding="utf-8"),
                                  {doc: text[: len(text) // 2] for doc, text in texts.items()},
                                  ends=True)
    assert building is not None
    ends = [(doc, text[len(text) // 2 :]) for doc, text in texts.items()]
    building.extend(dict(ends[1::2]))
    building.extend(dict(ends[::2]))
    building.finish()
    assert building.child.exitcode == 0
    assert part_bytes(project) == built_by_create
    # a process that died (here before its ends came) is replaced by the rebuild from disk
    shutil.rmtree(project / "_search")
    building = ondisk.start_build(project, "", "", {}, ends=True)
    assert building is not None
    building.child.kill()
    building.child.join()
    building.extend(dict(ends))
    building.finish()
    assert part_bytes(project) == built_by_create


MERGE = '''\
def {name}(request_settings, session_settings):
    """Merge the request settings into the session settings, the request's winning."""
    merged = dict(session_settings)
    merged.update(request_settings)
    return merged
'''
HELPERS = {
    # the same function four times: private and called (a helper), public, private and
    # called by nothing, public; only the helper's weights are damped
    "aaa/merge.py": MERGE.format(name="_merge_settings")
    + '\n\ndef apply(change, state):\n    """Apply a change to the state."""\n'
    "    return _merge_settings(change, state)\n",
    "bbb/merge.py": MERGE.format(name="merge_settings"),
    "ccc/merge.py": MERGE.format(name="_merge_settings"),
    "ddd/merge.py": MERGE.format(name="merge_settings"),
}


def test_a_private_helper_that_other_code_calls_ranks_below_the_api(rk: RkRunner,
                                                                  tmp_path: Path) -> None:
    """Equal scores go to the earlier doc, but a helper (private and called) weighs 0.8 of
    itself: it comes after both public twins, the private one nothing calls before them."""
    repo = make_repo(tmp_path / "merging", HELPERS)
    assert rk("create", str(repo)).code == 0
    project = rk.home / "merging"
    answer = search_json(rk, "merge request settings into session settings", "--no-learn")
    found = [(r["source"], r["symbol"]) for r in answer["results"]]
    assert found[:4] == [("bbb/merge.py", "merge_settings"), ("ccc/merge.py", "_merge_settings"),
                         ("ddd/merge.py", "merge_settings"), ("aaa/merge.py", "_merge_settings")]
    scores = [r["score"] for r in answer["results"][:4]]
    assert scores[0] == scores[1] == scores[2] and scores[3] == pytest.approx(0.8 * scores[0],
                                                                              rel=0.01)
    records = read_records(project)
    assert [r.symbol for r in records if r.helper] == ["_merge_settings"]
    parts = PartsIndex(project, sp.read_head(project))
    whole = build_index(records)
    for query in ("merge settings", "merge request settings into session settings"):
        assert ranked_docs(parts, query) == ranked_docs(whole, query), query


KEPT_WHOLE = {
    # a class under 200 lines keeps its members on its page: the page is found by their code
    "sign/small.py": '''\
import hashlib
import hmac


class Signer:
    """Sign values."""

    def derive(self):
        return hmac.new(self.secret_key, self.salt_value, hashlib.sha256).digest()
''',
    # a large class has a page per method: its outline page is not found by their bodies
    "sign/large.py": "import hashlib\nimport hmac\n\n\nclass Vault:\n    \"\"\"Keep values.\"\"\"\n"
    + "".join(f"\n    def step_{n}(self, value):\n        value += {n}\n        value *= 2\n"
              f"        value -= 1\n        return value\n" for n in range(34))
    + "\n    def stamp(self):\n"
      "        return hmac.new(self.pepper_key, self.nonce_value, hashlib.md5).hexdigest()\n",
}


def test_a_class_that_holds_its_members_is_found_by_their_code(rk: RkRunner,
                                                                tmp_path: Path) -> None:
    """A question only a member's code answers finds the page that holds the member: the class
    kept whole; a large class's method has its own page, and its overview is not found so."""
    repo = make_repo(tmp_path / "signing", KEPT_WHOLE)
    assert rk("create", str(repo)).code == 0
    small = search_json(rk, "hmac of the secret key and salt value with sha256", "--no-learn")
    assert [(r["source"], r["symbol"]) for r in small["results"]][:1] == [
        ("sign/small.py", "Signer")]
    large = search_json(rk, "hmac of the pepper key and nonce value with md5", "--no-learn")
    found = [(r["source"], r["symbol"]) for r in large["results"]]
    assert found[0] == ("sign/large.py", "Vault.stamp")
    assert ("sign/large.py", "Vault") not in found


def test_an_update_that_gives_a_private_function_a_caller_damps_it_as_a_create(
        rk: RkRunner, tmp_path: Path) -> None:
    """The helper flag follows the references: a caller added in another file rewrites the
    private function's page (its Called by section), and the update's index ranks it as a fresh
    create's does, below its public twins."""
    alone = {path: MERGE.format(name=name) for path, name in (
        ("aaa/merge.py", "_merge_settings"), ("bbb/merge.py", "merge_settings"))}
    repo = make_repo(tmp_path / "merging", alone)
    assert rk("create", str(repo)).code == 0
    query = "merge request settings into session settings"

    def firsts(runner: RkRunner) -> list[str]:
        return [r["source"] for r in search_json(runner, query, "--no-learn")["results"][:2]]

    assert firsts(rk) == ["aaa/merge.py", "bbb/merge.py"]  # equal scores: the earlier doc
    (repo / "aaa" / "apply.py").write_text(
        "from aaa.merge import _merge_settings\n\n\ndef apply(change, state):\n"
        '    """Apply a change to the state."""\n    return _merge_settings(change, state)\n')
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "a caller")
    assert rk("update", "merging").code == 0
    fresh = RkRunner(rk.capsys, tmp_path / "fresh")
    assert fresh("create", str(repo), "--name", "merging").code == 0
    assert firsts(rk) == firsts(fresh) == ["bbb/merge.py", "aaa/merge.py"]
    assert search_json(rk, query, "--no-learn") == search_json(fresh, query, "--no-learn")
