"""What a search shows (issue 15): only the verified result says so, results far below the best
are dropped rather than padding the list, each result shows its identifier, and descriptions'
code spans are marked on a terminal."""

from __future__ import annotations

import json
import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest

import rk_action
from rk_action import store
from rk_action.search.display import code_spans
from rk_action.search.rank import KEEP_PERCENT, LEAD_PERCENT, leads, shown
from rk_action.site.build import read_docs
from rk_action.site.search_data import INDEX_DIR, write_search_data
from tests.browser import node_path
from tests.conftest import RkRunner, make_repo
from tests.test_search import FILES, search_json

SOURCES = str(Path(rk_action.__file__).resolve().parents[1])
"""Where the `rk_action` under test lives, for the CLI run on a pseudo-terminal."""


@pytest.fixture
def project(rk: RkRunner, tmp_path: Path) -> Path:
    repo = make_repo(tmp_path / "demo", FILES)
    assert rk("create", str(repo)).code == 0
    return rk.home / "demo"


def test_the_cut_off_rule() -> None:
    """Chosen first whatever its score; then the ranked scoring at least KEEP_PERCENT % of the
    best; at most `top`; never padded."""
    assert KEEP_PERCENT == 40
    ranked = [(7, 10.0), (3, 4.0), (5, 3.99), (1, 0.5)]
    assert shown(ranked, None, 10) == [7, 3]
    assert shown(ranked, 1, 10) == [1, 7, 3]  # a verified one low in the ranking comes first
    assert shown(ranked, 3, 10) == [3, 7]
    assert shown(ranked, 9, 2) == [9, 7]  # layer 4's find, not ranked at all
    assert shown(ranked, None, 1) == [7]
    assert shown([], None, 10) == [] and shown([], 4, 10) == [4]
    assert shown([(2, 0.1), (4, 0.1)], None, 10) == [2, 4]


def test_only_the_verified_result_says_so(rk: RkRunner, project: Path) -> None:
    verified = search_json(rk, "upload text", "--no-learn")
    assert verified["layer"] == 3
    assert [r.get("verified") for r in verified["results"]] == [True, None]
    ranked = search_json(rk, "title of the port", "--no-learn")
    assert ranked["layer"] == 2 and ranked["results"]
    assert not [r for r in ranked["results"] if "verified" in r]
    search_json(rk, "retry a failed upload")  # learned: the next one comes from the alias
    alias = search_json(rk, "retry a failed upload", "--no-learn")
    assert alias["layer"] == 1
    assert alias["results"][0]["verified"] is True
    assert not [r for r in alias["results"][1:] if "verified" in r]
    fallback = search_json(rk, "qqqzzz", "--no-learn")
    assert fallback["layer"] == 4 and "verified" not in fallback["results"][0]


CONFIG = {"cfg/load.py": '''\
def load_config_file(path):
    """Load the settings from the config file at path."""
    with open(path) as handle:
        return parse(handle.read())


def load_config_text(text):
    """Load the settings from config text."""
    return parse(text)


def parse(text):
    """Split lines of key=value pairs into a dict."""
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)
'''}


def test_only_a_first_place_the_ranking_is_sure_of_is_verified(
        rk: RkRunner, tmp_path: Path) -> None:
    """Both loaders' docs cover "load settings from config", and neither leads the other by
    LEAD_PERCENT: no result is verified and the query is not learned. Adding the word "file"
    puts one clearly first: it is verified and learned."""
    assert LEAD_PERCENT == 140
    assert leads([(3, 1.4), (5, 1.0)]) and not leads([(3, 1.39), (5, 1.0)])
    assert leads([(3, 0.2)]) and leads([])
    assert rk("create", str(make_repo(tmp_path / "cfg", CONFIG))).code == 0
    close = search_json(rk, "load settings from config")
    assert close["layer"] == 2
    assert [r["symbol"] for r in close["results"]] == ["load_config_text", "load_config_file"]
    assert not [r for r in close["results"] if "verified" in r]
    sure = search_json(rk, "load config file")
    assert (sure["layer"], sure["results"][0]["symbol"]) == (3, "load_config_file")
    assert sure["results"][0]["verified"] is True
    aliases = {e.name: e.aliases for e in store.read_index(rk.home / "cfg")}
    assert aliases["load-config-file"] == ["load config file"]
    assert aliases["load-config-text"] == []


def test_results_far_below_the_best_are_dropped(rk: RkRunner, project: Path) -> None:
    """Before, every query listed every entry it matched at all, up to --top."""
    answer = search_json(rk, "parse a port number from text", "--no-learn")
    scores = [r["score"] for r in answer["results"]]
    assert [r["symbol"] for r in answer["results"]] == ["parse_port"]
    assert all(100 * score >= KEEP_PERCENT * scores[0] for score in scores)
    assert len(search_json(rk, "upload text", "--no-learn", "--top", "1")["results"]) == 1


def _on_a_terminal(home: Path, *args: str, env: dict[str, str]) -> str:
    """What `rk-action search` prints on a terminal (a pseudo-terminal)."""
    leader, follower = pty.openpty()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "rk_action", "--home", str(home), "search", *args],
            stdout=follower, stderr=subprocess.PIPE, env=env, timeout=60, check=False)
        assert done.returncode == 0, done.stderr
        os.close(follower)
        follower = -1
        out = b""
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the other end closed: everything is read
                break
            if not chunk:
                break
            out += chunk
        return out.decode("utf-8").replace("\r\n", "\n")
    finally:
        os.close(leader)
        if follower != -1:
            os.close(follower)


def test_code_spans_are_bold_on_a_terminal_and_kept_elsewhere(rk: RkRunner, project: Path) -> None:
    env = {**os.environ, "PYTHONPATH": SOURCES, "TERM": "xterm"}
    env.pop("NO_COLOR", None)
    out = _on_a_terminal(rk.home, "count letters", "--no-learn", env=env)
    assert "     Count the vowels for \x1b[1mword\x1b[22m\n" in out
    assert "  1. count_vowels  text/slug.py:6-7  [ranked]\n" in out
    out = _on_a_terminal(rk.home, "count letters", "--no-learn", env={**env, "NO_COLOR": "1"})
    assert "     Count the vowels for `word`\n" in out and "\x1b" not in out
    piped = rk("search", "count letters", "--no-learn").out  # not a terminal
    assert "     Count the vowels for `word`\n" in piped and "\x1b" not in piped


def test_control_characters_of_the_docs_are_shown_escaped(rk: RkRunner, project: Path) -> None:
    """`_index.md` and the pages are data: an escape sequence in a description or a symbol never
    reaches the terminal as one."""
    entries = store.read_index(project)
    for entry in entries:
        if entry.name == "slugify":
            entry.description = "Turn `a\x1b]0;owned\x07` title\x1b[2J into a slug"
    store.write_atomic(project / "_index.md", store.format_index("demo", entries))
    page = project / "docs" / "text" / "slugify.md"
    page.write_text(page.read_text().replace("symbol: slugify", 'symbol: "slug\\u001bify"'))
    env = {**os.environ, "PYTHONPATH": SOURCES, "TERM": "xterm"}
    env.pop("NO_COLOR", None)
    for out in (rk("search", "turn a title into a slug", "--no-learn").out,
                _on_a_terminal(rk.home, "turn a title into a slug", "--no-learn", env=env)):
        assert "slug\\x1bify  text/slug.py:1-3  [verified]" in out
        assert "a\\x1b]0;owned\\x07" in out and "title\\x1b[2J into" in out
        assert "\x1b]" not in out and "\x1b[2J" not in out and "\x07" not in out
    answer = json.loads(rk("search", "turn a title into a slug", "--no-learn", "--json").out)
    assert answer["results"][0]["symbol"] == "slug\x1bify"  # the JSON keeps the text as is


@pytest.mark.parametrize(("text", "pieces"), [
    ("Parse `value` as a port", [("Parse ", False), ("value", True), (" as a port", False)]),
    ("`unclosed", [("`unclosed", False)]),
    ("a ``b ` c`` d", [("a ", False), ("b ` c", True), (" d", False)]),
    ("`` `a` ``", [("`a`", True)]),
    ("x `a` `` `b` y", [("x ", False), ("a", True), (" `` ", False), ("b", True), (" y", False)]),
    ("` `", [(" ", True)]),
    ("", []),
])
def test_code_spans(text: str, pieces: list[tuple[str, bool]]) -> None:
    assert code_spans(text) == pieces



NAMED = {"logs/logger.go": '''\
package logs

import (
\t"fmt"
\t"strings"
)

// PrintfLogger wraps a Printf-based logger: each message is written with a format string.
func PrintfLogger(out func(string, ...interface{})) func(string, ...interface{}) {
\treturn func(msg string, keysAndValues ...interface{}) {
\t\tout(formatString(len(keysAndValues)), msg, keysAndValues)
\t}
}

// VerbosePrintfLogger wraps a Printf-based logger that logs everything with a format string.
func VerbosePrintfLogger(out func(string, ...interface{})) func(string, ...interface{}) {
\treturn func(msg string, keysAndValues ...interface{}) {
\t\tout(formatString(len(keysAndValues)), msg, keysAndValues, true)
\t}
}

func formatString(count int) string {
\tvar sb strings.Builder
\tsb.WriteString("%s")
\tfor i := 0; i < count/2; i++ {
\t\tsb.WriteString(fmt.Sprint(", %v=%v"))
\t}
\treturn sb.String()
}
'''}
_NODE_SEARCH = """
import { readFileSync } from "node:fs";
import { ProjectSearch } from "%s/engine.js";
import { SiteIndex } from "%s/parts.js";
const [folder, queries] = JSON.parse(readFileSync(0, "utf8"));
const read = (name) => JSON.parse(readFileSync(`${folder}/${name}`, "utf8"));
const engine = new ProjectSearch(new SiteIndex(read("head.json"), async (name) => read(name)));
const out = [];
for (const query of queries) {
  out.push((await engine.indexed(query, 10)).results.map((hit) => hit.doc));
}
process.stdout.write(JSON.stringify(out));
"""


def test_a_query_that_is_a_name_finds_what_it_names_first(rk: RkRunner, tmp_path: Path) -> None:
    """Typing an identifier, bare or qualified by its package or file, finds its definition
    before the callers named with the same words (they lead for the words "format string"), in
    the CLI and in the site's search box."""
    repo = make_repo(tmp_path / "logs", NAMED)
    assert rk("create", str(repo)).code == 0
    queries = ["formatString", " FORMATSTRING\n", "logs::formatString", "logs.logger.formatString",
               "cron.formatString", "format string", "formatString()"]
    answers = [search_json(rk, query, "--no-learn")["results"] for query in queries]
    firsts = [results[0]["symbol"] for results in answers]
    assert firsts == ["formatString"] * 4 + [
        "PrintfLogger"] * 3  # qualified by another package, or not a name
    node = node_path()  # skipped, saying how to enable it, without Node
    project = rk.home / "logs"
    assets = tmp_path / "assets"
    write_search_data(rk.home, "logs", store.read_meta(project) or {}, read_docs(project),
                      assets)
    modules = (Path(__file__).resolve().parents[1] / "src/rk_action/site/assets").as_uri()
    script = tmp_path / "search.mjs"
    script.write_text(_NODE_SEARCH % (modules, modules), encoding="utf-8")
    browser = subprocess.run([node, str(script)], input=json.dumps(
        [str(assets / INDEX_DIR), queries]), capture_output=True, text=True, check=True)
    assert json.loads(browser.stdout) == [[hit["doc"] for hit in results] for results in answers]
