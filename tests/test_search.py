"""`search` and `unlearn` through the CLI: the four layers, alias learning, JSON, all projects."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from rk_action import store
from tests.conftest import RkRunner, git, make_repo

FILES = {
    "net/ports.py": '''\
def parse_port(value: str) -> int:
    """Parse a TCP port number from text and check its range."""
    port = int(value)
    if not 0 < port < 65536:
        raise ValueError(port)
    return port
''',
    "net/retry.py": '''\
def retry_upload(client, payload, attempts=3):
    """Upload a payload again when the server fails, waiting longer each time."""
    for attempt in range(attempts):
        if client.upload(payload):
            return True
    return False
''',
    "config/settings.py": '''\
class Settings:
    """Application settings read from a TOML configuration file."""

    def load(self, path):
        """Read the configuration file into settings."""
        return path
''',
    "text/slug.py": '''\
def slugify(title):
    """Turn a title into a lowercase URL slug with dashes."""
    return "-".join(title.lower().split())


def count_vowels(word):
    return sum(1 for letter in word if letter in "aeiou")
''',
}


@pytest.fixture
def project(rk: RkRunner, tmp_path: Path) -> Path:
    repo = make_repo(tmp_path / "demo", FILES)
    assert rk("create", str(repo)).code == 0
    return rk.home / "demo"


def search_json(rk: RkRunner, *args: str) -> dict:  # type: ignore[type-arg]
    result = rk("search", *args, "--json")
    assert result.code == 0, result.err
    return json.loads(result.out)


def aliases(project: Path, doc: str) -> list[str]:
    return next(e.aliases for e in store.read_index(project) if e.doc == doc)


def test_json_shape_and_verified_answer_learns_an_alias(rk: RkRunner, project: Path) -> None:
    answer = search_json(rk, "retry a failed upload")
    assert answer["query"] == "retry a failed upload"
    assert answer["project"] == "demo"
    assert answer["layer"] == 3
    first = answer["results"][0]
    assert set(first) == {"rank", "name", "doc", "source", "symbol", "lines", "description",
                          "score", "verified"}
    assert first["verified"] is True
    assert not [r for r in answer["results"][1:] if "verified" in r]
    assert (first["rank"], first["name"], first["doc"], first["source"], first["symbol"],
            first["lines"]) == (1, "retry-upload", "docs/net/retry-upload.md", "net/retry.py",
                                "retry_upload", [1, 6])
    assert first["description"].startswith("Upload a payload again")
    assert aliases(project, "docs/net/retry-upload.md") == ["retry a failed upload"]
    # the same question again is answered by the alias (layer 1)
    assert search_json(rk, "Retry a  failed upload?")["layer"] == 1


def test_near_exact_alias_match(rk: RkRunner, project: Path) -> None:
    search_json(rk, "retry a failed upload")
    # the same informative terms: order, plurals, stopwords and weak words aside
    answer = search_json(rk, "python: failed uploads, retry them", "--no-learn")
    assert (answer["layer"], answer["results"][0]["name"]) == (1, "retry-upload")
    # one more informative word is another question
    assert search_json(rk, "retry a failed upload to the server", "--no-learn")["layer"] == 3
    # an exact alias of another entry wins over a near one
    index = store.read_index(project)
    for entry in index:
        if entry.name == "slugify":
            entry.aliases = ["failed upload retry"]
    store.write_atomic(project / "_index.md", store.format_index("demo", index))
    answer = search_json(rk, "Failed upload, retry!", "--no-learn")
    assert (answer["layer"], answer["results"][0]["name"]) == (1, "slugify")


def test_no_learn_changes_no_byte(rk: RkRunner, project: Path) -> None:
    before = {p: p.read_bytes() for p in project.rglob("*") if p.is_file()
              and "_search" not in p.parts}
    search_json(rk, "retry a failed upload", "--no-learn")
    search_json(rk, "zebra quantum flux capacitor", "--no-learn")
    after = {p: p.read_bytes() for p in project.rglob("*") if p.is_file()
             and "_search" not in p.parts}
    assert after == before


def test_alias_lru_dedup_and_unlearn(rk: RkRunner, project: Path) -> None:
    doc = "docs/net/ports.md"
    index = store.read_index(project)
    for entry in index:
        if entry.name == "parse-port":
            doc = entry.doc
            entry.aliases = [f"port question {i}" for i in range(10)]
    store.write_atomic(project / "_index.md", store.format_index("demo", index))
    assert search_json(rk, "parse a port number from text")["layer"] == 3
    learned = aliases(project, doc)
    assert learned[0] == "parse a port number from text"
    assert len(learned) == 10 and "port question 9" not in learned  # oldest evicted
    search_json(rk, "port question 5")  # an alias hit moves to the front, no duplicate
    learned = aliases(project, doc)
    assert learned[0] == "port question 5" and learned.count("port question 5") == 1
    result = rk("unlearn", "PORT question 5")
    assert result.code == 0 and result.out.strip() == "Removed from 1 alias list"
    assert "port question 5" not in aliases(project, doc)


def test_terminal_view(rk: RkRunner, project: Path) -> None:
    """Each result: its identifier, where it is, and what it is (only the verified one says
    verified); below the best, nothing pads the list."""
    result = rk("search", "upload text", "--no-learn")
    assert result.code == 0
    assert result.out.splitlines() == [
        "demo: 2 results, answered by layer 3 (ranking; the first is verified)",
        "  1. retry_upload  net/retry.py:1-6  [verified]",
        "     Upload a payload again when the server fails, waiting longer each time",
        "  2. parse_port  net/ports.py:1-6  [ranked]",
        "     Parse a TCP port number from text and check its range"]
    result = rk("search", "title of the port", "--no-learn", "--top", "1")
    assert result.out.splitlines() == [
        "demo: 1 result, answered by layer 2 (ranking only; none is verified)",
        "  1. parse_port  net/ports.py:1-6  [ranked]",
        "     Parse a TCP port number from text and check its range"]


def test_queries_file_gives_one_json_line_each(rk: RkRunner, project: Path,
                                               tmp_path: Path) -> None:
    queries = tmp_path / "q.txt"
    queries.write_text("retry a failed upload\nturn a title into a url slug\n")
    result = rk("search", "--queries", str(queries), "--json", "--no-learn", "--top", "1")
    lines = [json.loads(line) for line in result.out.splitlines()]
    assert [a["query"] for a in lines] == ["retry a failed upload", "turn a title into a url slug"]
    assert [a["results"][0]["name"] for a in lines] == ["retry-upload", "slugify"]


def test_queries_file_with_a_line_that_is_not_utf8(rk: RkRunner, project: Path,
                                                    tmp_path: Path) -> None:
    queries = tmp_path / "q.txt"
    queries.write_bytes(b"retry a failed upload\n\xff slug\n\nturn a title into a url slug\n")
    result = rk("search", "--queries", str(queries), "--json", "--no-learn", "--top", "1")
    assert result.code == 0
    assert [json.loads(line)["query"] for line in result.out.splitlines()] == [
        "retry a failed upload", "\ufffd slug", "turn a title into a url slug"]
    assert result.err == (f"Warning: {queries}, line 2: not UTF-8 (byte 0); its undecodable "
                          f"bytes were replaced with U+FFFD\nWarning: {queries}, line 3: "
                          "empty, skipped\n")


def test_a_query_argument_that_is_not_utf8_is_learned_as_u_fffd(rk: RkRunner,
                                                                  project: Path) -> None:
    # what Python makes of the bytes `parse a tcp port \xff` on the command line
    result = rk("search", "parse a tcp port \udcff", "--json")
    assert result.code == 0, result.err
    answer = json.loads(result.out)
    assert (answer["query"], answer["results"][0]["name"]) == ("parse a tcp port \ufffd",
                                                               "parse-port")
    assert aliases(project, "docs/net/parse-port.md") == ["parse a tcp port \ufffd"]
    assert result.err == ("Warning: the query: not UTF-8 (byte 17); its undecodable bytes were "
                          "replaced with U+FFFD\n")


def test_layer_4_regenerates_a_lost_doc(rk: RkRunner, project: Path) -> None:
    lost = next(e for e in store.read_index(project) if e.name == "count-vowels")
    (project / lost.doc).unlink()
    index = [e for e in store.read_index(project) if e.name != "count-vowels"]
    store.write_atomic(project / "_index.md", store.format_index("demo", index))
    answer = search_json(rk, "count the vowels in a word")
    assert answer["layer"] == 4
    assert answer["results"][0]["symbol"] == "count_vowels"
    assert (project / lost.doc).exists()
    entry = next(e for e in store.read_index(project) if e.name == "count-vowels")
    assert entry.aliases == ["count the vowels in a word"]
    meta = store.read_meta(project)
    assert meta is not None and meta["total_docs"] == str(len(store.read_index(project)))
    row = next(r for r in store.read_registry(rk.home) if r.project == "demo")
    assert row.docs == len(store.read_index(project))


def test_several_projects_need_a_choice_and_all_merges(rk: RkRunner, project: Path,
                                                       tmp_path: Path) -> None:
    other = make_repo(tmp_path / "other", {"mail/send.py": (
        'def send_email(to, body):\n    """Send an email message over SMTP."""\n    return to\n')})
    assert rk("create", str(other)).code == 0
    refused = rk("search", "send an email")
    assert refused.code == 1
    assert "several projects (demo, other)" in refused.err and "--project all" in refused.err
    answer = search_json(rk, "send an email message", "--project", "all", "--no-learn")
    assert answer["project"] == "all"
    assert answer["results"][0]["project"] == "other"
    assert answer["results"][0]["symbol"] == "send_email"
    # a query words of both projects match: each result names the project it comes from
    mixed = search_json(rk, "send settings upload", "--project", "all", "--no-learn")
    assert {r["project"] for r in mixed["results"]} == {"demo", "other"}
    # no last resort while a project's ranking found something
    ranked = search_json(rk, "smtp transport", "--project", "all", "--no-learn")
    assert ranked["layer"] == 2
    assert [(r["project"], r["symbol"]) for r in ranked["results"]] == [("other", "send_email")]
    # when nothing holds a word, the first project's largest entity answers
    nowhere = search_json(rk, "qqqzzz", "--project", "all", "--no-learn")
    assert [(r["project"], r["symbol"]) for r in nowhere["results"]] == [("demo", "Settings")]
    # a lost doc: the other project's source answers, before the first project's last resort
    store.write_atomic(rk.home / "other" / "_index.md", store.format_index("other", []))
    found = search_json(rk, "smtp transport", "--project", "all", "--no-learn")
    assert found["layer"] == 4
    assert [(r["project"], r["symbol"]) for r in found["results"]] == [("other", "send_email")]


def test_a_registry_row_naming_no_knowledge_base_is_left_out_of_all(rk: RkRunner,
                                                                      project: Path) -> None:
    """One bad row of `_registry.md` (`_repos`, `../elsewhere`) made `search --project all`
    fail whole; the other projects still answer, with a warning naming the row."""
    registry = rk.home / "_registry.md"
    (rk.home.parent / "elsewhere").mkdir()
    (rk.home.parent / "elsewhere" / "_index.md").write_text("# elsewhere\n", encoding="utf-8")
    registry.write_text(registry.read_text(encoding="utf-8")
                        + "| _repos | x | x | 1 |\n| ../elsewhere | x | x | 1 |\n",
                        encoding="utf-8")
    found = rk("search", "count the vowels", "--project", "all", "--json", "--no-learn")
    assert found.code == 0, found.err
    assert json.loads(found.out)["results"][0]["symbol"] == "count_vowels"
    left_out = [line for line in found.err.splitlines() if "left out of the search" in line]
    assert sorted(line.split(" (")[0] for line in left_out) == [
        "Warning: _registry.md: project '../elsewhere' left out of the search",
        "Warning: _registry.md: project '_repos' left out of the search"]


def test_usage_errors(rk: RkRunner, project: Path) -> None:
    assert rk("search").code == 2
    assert rk("search", "x", "--top", "0").code == 2
    assert rk("search", "x", "--project", "nope").err == (
        "Error: no project named 'nope'. Projects: demo\n")


def test_layer_4_leaves_an_indexed_find_to_the_ranking(rk: RkRunner, project: Path) -> None:
    before = (project / "_index.md").read_bytes()
    answer = search_json(rk, "letter aeiou sum")
    # `git grep` finds count_vowels' body, but that entity has a doc: the ranking (which
    # found it too) answers, unverified, and nothing is learned from an unverified answer.
    assert answer["layer"] == 2
    assert answer["results"][0]["symbol"] == "count_vowels"
    assert (project / "_index.md").read_bytes() == before


def test_layer_4_keeps_to_the_include_exclude_filter(rk: RkRunner, tmp_path: Path) -> None:
    files = dict(FILES)
    files["extras/zebra.py"] = "def zebra_stripes(pattern):\n    return pattern[::2]\n"
    repo = make_repo(tmp_path / "filtered", files)
    assert rk("create", str(repo), "--exclude", "extras").code == 0
    answer = search_json(rk, "zebra stripes", "--no-learn")
    assert answer["layer"] == 4  # the last resort, not the excluded file
    assert [hit["source"] for hit in answer["results"]] == ["config/settings.py"]
    assert not any((rk.home / "filtered").rglob("zebra*"))


def test_layer_4_tries_stems_then_answers_with_the_largest_entry(rk: RkRunner,
                                                                  project: Path) -> None:
    lost = next(e for e in store.read_index(project) if e.name == "count-vowels")
    (project / lost.doc).unlink()
    index = [e for e in store.read_index(project) if e.name != "count-vowels"]
    store.write_atomic(project / "_index.md", store.format_index("demo", index))
    before = {p: p.read_bytes() for p in project.rglob("*") if p.is_file()
              and "_search" not in p.parts}
    # no word of the query is in the source, but its stem is: "vowel" in count_vowels
    answer = search_json(rk, "vowelization", "--no-learn")
    assert (answer["layer"], answer["results"][0]["symbol"]) == (4, "count_vowels")
    # nothing anywhere: the largest entry answers, and nothing is learned even when learning
    answer = search_json(rk, "qqqzzz")
    assert answer["layer"] == 4
    assert [(h["symbol"], h["lines"]) for h in answer["results"]] == [("Settings", [1, 6])]
    assert {p: p.read_bytes() for p in project.rglob("*") if p.is_file()
            and "_search" not in p.parts} == before
    result = rk("search", "qqqzzz", "--no-learn")
    assert result.out.splitlines()[:2] == [
        "demo: 1 result, answered by layer 4 (nothing matched: the largest entity)",
        "  1. Settings  config/settings.py:1-6  [fallback]"]
    # a query without a word asks nothing
    assert search_json(rk, " ?! ")["results"] == []


def test_a_missing_clone_is_said_and_the_search_goes_on(rk: RkRunner, project: Path) -> None:
    clone = rk.home / "_repos" / "demo"
    shutil.rmtree(clone)
    result = rk("search", "qqqzzz", "--no-learn", "--json")
    assert result.code == 0
    assert json.loads(result.out)["results"][0]["symbol"] == "Settings"  # the last resort
    assert result.err == (f"Warning: {clone} is missing: the source of 'demo' was not searched "
                          "(`rk-action update demo` clones it again)\n")
    assert rk("update", "demo").code == 0 and clone.is_dir()


def test_damaged_knowledge_base_is_named_and_the_search_goes_on(rk: RkRunner,
                                                                project: Path) -> None:
    entries = {e.name: e.doc for e in store.read_index(project)}
    (project / entries["count-vowels"]).unlink()
    page_bad = (project / entries["parse-port"]).stat().st_size + 1
    with (project / entries["parse-port"]).open("ab") as handle:
        handle.write(b"\n\xff\n")
    with (project / "_index.md").open("ab") as handle:
        handle.write(b"\xfe stray bytes\n")
    stray = (project / "_index.md").read_bytes().index(b"\xfe")
    result = rk("search", "turn a title into a url slug", "--no-learn", "--json")
    assert result.code == 0
    assert json.loads(result.out)["results"][0]["name"] == "slugify"
    assert result.err.splitlines() == [
        f"Warning: {project / '_index.md'}: not UTF-8 (byte {stray}); its undecodable bytes "
        "were replaced with U+FFFD",
        f"Warning: {project / entries['parse-port']}: not UTF-8 (byte {page_bad}); its "
        "undecodable bytes were replaced with U+FFFD",
        f"Warning: {project / entries['count-vowels']}: No such file or directory; left out of "
        "the search"]


def test_the_search_index_is_rebuilt_when_another_rk_action_build_reads_it(
        rk: RkRunner, project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rk_action.search import ondisk

    head = project / "_search" / "head.json"
    slug = ("turn a title into a url slug", "--no-learn")
    written = head.read_bytes()  # built by create: a search only reads it
    os.utime(head, ns=(1_000_000_000, 1_000_000_000))
    assert search_json(rk, *slug)["results"][0]["name"] == "slugify"
    assert head.stat().st_mtime_ns == 1_000_000_000  # same build, same docs: reused

    monkeypatch.setattr(ondisk, "builder", lambda: "0ther0build0")
    assert search_json(rk, *slug)["results"][0]["name"] == "slugify"
    rebuilt = json.loads(head.read_text(encoding="utf-8"))
    assert rebuilt["stamp"].startswith("0ther0build0:")
    assert json.loads(written)["stamp"].split(":", 1)[1] == rebuilt["stamp"].split(":", 1)[1]
    assert {**json.loads(written), "stamp": ""} == {**rebuilt, "stamp": ""}


def test_an_index_entry_pointing_outside_docs_is_not_read(rk: RkRunner, project: Path,
                                                          tmp_path: Path) -> None:
    secret = tmp_path / "secret.md"
    secret.write_text("---\nsource: x.py\nsymbol: x\nkind: function\nlines: 1-2\n---\n\n"
                      "## x\n\n### What It Does\nzebra password\n\n### Code\n```python\n"
                      "zebra = 'password'\n```\n")
    entries = store.read_index(project)
    entries.append(store.IndexEntry("secret", "../../secret.md", "A secret"))
    store.write_atomic(project / "_index.md", store.format_index("demo", entries))
    result = rk("search", "zebra password", "--no-learn", "--json")
    assert result.code == 0
    assert "secret" not in [h["name"] for h in json.loads(result.out)["results"]]
    assert not [p for p in (project / "_search").rglob("*")
                if p.is_file() and b"zebra" in p.read_bytes()]
    assert "refusing to write outside the knowledge base" in result.err


def test_while_another_run_writes_the_home_a_search_answers_and_learns_nothing(
        rk: RkRunner, project: Path) -> None:
    """A `delete` waiting for its confirmation holds the home's write lock: a search still
    answers but changes nothing, an update waits for the lock, and once it is free a search
    learns again."""
    lost = next(e for e in store.read_index(project) if e.name == "count-vowels")
    (project / lost.doc).unlink()
    store.write_atomic(project / "_index.md", store.format_index(
        "demo", [e for e in store.read_index(project) if e.name != "count-vowels"]))
    command = [sys.executable, "-m", "rk_action", "--home", str(rk.home)]
    holder = subprocess.Popen([*command, "delete", "demo"], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert holder.stdin and holder.stdout and holder.stderr
    prompt = f"Delete project 'demo' ({project}) and its clone? [y/N] ".encode()
    assert holder.stdout.read(len(prompt)) == prompt  # it holds the lock while it asks
    index_before = (project / "_index.md").read_bytes()
    busy = f"another rk-action run is writing {rk.home}"

    result = rk("search", "retry a failed upload", "--json")
    assert result.code == 0
    assert json.loads(result.out)["layer"] == 3
    assert result.err == f"Warning: 'retry a failed upload' was not learned: {busy}\n"
    result = rk("search", "count the vowels in a word", "--json")
    answer = json.loads(result.out)
    assert (answer["layer"], answer["results"][0]["symbol"]) == (4, "count_vowels")
    assert result.err == (f"Warning: the doc found for 'count the vowels in a word' was not "
                          f"saved: {busy}\n")
    assert (project / "_index.md").read_bytes() == index_before
    assert not (project / lost.doc).exists()

    waiting = subprocess.Popen([*command, "update", "demo"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    assert waiting.stderr and waiting.stderr.readline() == f"Waiting: {busy}\n"
    assert waiting.poll() is None
    _, refused = holder.communicate(b"n\n", timeout=60)
    assert refused.decode() == ("Error: project 'demo' not deleted (pass --yes to skip the "
                                "question)\n")
    out, _ = waiting.communicate(timeout=60)
    assert (waiting.returncode, out) == (0, "Already up to date\n")

    assert search_json(rk, "retry a failed upload")["layer"] == 3
    assert aliases(project, "docs/net/retry-upload.md") == ["retry a failed upload"]
    assert search_json(rk, "count the vowels in a word")["layer"] == 4
    assert (project / lost.doc).exists()


def test_layer_4_saves_a_doc_in_a_folder_without_docs(rk: RkRunner, project: Path,
                                                      tmp_path: Path) -> None:
    repo = tmp_path / "demo"
    (repo / "mail").mkdir()
    (repo / "mail/send.py").write_text('def send_email(to):\n    """Send an email."""\n'
                                        "    return to\n", encoding="utf-8")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "mail")
    git(rk.home / "_repos" / "demo", "pull", "-q", "--ff-only")  # fetched, not yet updated
    answer = search_json(rk, "send an email")
    assert (answer["layer"], answer["results"][0]["symbol"]) == (4, "send_email")
    assert (project / "docs/mail/send-email.md").is_file()
