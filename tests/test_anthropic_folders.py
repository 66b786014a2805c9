"""Folder summaries with `--summarizer anthropic`: the real SDK over HTTP to the fake API on
127.0.0.1 (`tests/fake_anthropic.py`). Each overview gets a model-written `## Summary`, asked for
in batches after the pages, cached by the hash of what it summarizes (`summary_hash:`), counted
in the cost cap; malformed and hostile answers cost only their folders."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from rk_action.site import build_site
from rk_action.summarize import anthropic as llm
from tests.browser import serve
from tests.conftest import RkRunner, check_golden, git, make_repo, tree_text, write_files
from tests.fake_anthropic import FakeAnthropic, folders_of, summing_up

if TYPE_CHECKING:
    from playwright.sync_api import Browser

KEY = "sk-ant-api03-FAKEKEYforFOLDERS-0123456789abcdef"
MODEL = "claude-haiku-4-5"


def function(name: str, doc: str) -> str:
    return f'def {name}(value):\n    """{doc}"""\n    return value\n'


FILES: dict[str, str | bytes] = {
    "README.md": "Demo of folder summaries.\n",
    **{f"m{n}/mod.py": function(f"f{n}", f"Do step {n}.") for n in range(9)},
    "m0/sub/deep.py": function("deep", "Go deep."),
}
FOLDERS = ["", "m0", "m0/sub", *[f"m{n}" for n in range(1, 9)]]
"""Every folder with an overview, in the order they are sent."""


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeAnthropic]:
    with FakeAnthropic() as server:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
        monkeypatch.setattr(llm, "BACKOFF_SECONDS", 0.02)
        yield server


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return make_repo(tmp_path / "repo", dict(FILES))


def create(rk: RkRunner, repo: Path, *extra: str) -> tuple[int, str, str]:
    result = rk("create", str(repo), "--name", "proj", "--summarizer", "anthropic",
                "--model", MODEL, *extra)
    return result.code, result.out, result.err


def overviews(home: Path) -> dict[str, str]:
    """folder → its overview's text."""
    docs = home / "proj" / "docs"
    return {path.parent.relative_to(docs).as_posix().removeprefix("."): path.read_text()
            for path in sorted(docs.rglob("_overview.md"))}


def summary(text: str) -> str:
    """The paragraph under `## Summary` ("" without one)."""
    found = re.search(r"\n## Summary\n\n(.*)\n", text)
    return found.group(1) if found else ""


def asked(fake: FakeAnthropic, since: int = 0) -> list[list[str]]:
    """The folders (paths as sent) of each `write_overviews` request after the first `since`."""
    return [[folder["path"] for folder in folders_of(body)]
            for body in fake.folder_messages()[since:]]


def path_of(folder: str) -> str:
    return f"{folder}/" if folder else "(the repository's root)"


def digesting(folders: list[dict[str, str]]) -> list[Any]:
    """A model whose paragraph changes with anything in the folder's block."""
    return [{"id": folder["id"], "paragraph": f"About `{folder['path']}`, version "
             f"{hashlib.sha256(folder['text'].encode()).hexdigest()[:8]}."}
            for folder in folders]


def test_every_overview_gets_a_paragraph_in_batched_requests(
    rk: RkRunner, repo: Path, fake: FakeAnthropic,
) -> None:
    code, out, err = create(rk, repo)
    assert code == 0, err
    assert len(fake.page_messages()) == 1
    bodies = fake.folder_messages()
    assert sorted(asked(fake), key=len) == [[path_of(f) for f in FOLDERS[8:]],
                                            [path_of(f) for f in FOLDERS[:8]]]
    for body in bodies:
        content = body["messages"][0]["content"]
        assert body["tool_choice"] == {"type": "tool", "name": "write_overviews"}
        assert [tool["name"] for tool in body["tools"]] == ["write_overviews"]
        assert body["system"][0]["cache_control"] == {"type": "ephemeral"}
        assert content.count("</folder>") == content.count('<folder id="')
    # what a folder's paragraph is written from: what its overview lists, one-liners included
    first = next(body for body in bodies if len(folders_of(body)) == 8)
    m0 = folders_of(first)[1]["text"]
    assert m0 == ("path: m0/\nsub-folders:\n- sub/ — 1 page in 1 file\nfiles:\n- mod.py:\n"
                  "  - f0 — Model summary of f0")
    assert folders_of(first)[0]["text"].startswith(
        "path: (the repository's root)\nreadme:\nDemo of folder summaries.\nsub-folders:\n")
    found = overviews(rk.home)
    assert sorted(found) == sorted(FOLDERS)
    for folder, text in found.items():
        assert summary(text).startswith(f"Model summary of folder `{path_of(folder)}`"), folder
        assert re.search(r"\nsummary_hash: [0-9a-f]{12}\n---\n", text), folder
    assert "folders: 11 summaries written, 0 left without one" in out
    check_golden("folder_summary", {f"{folder or 'root'}.md": found[folder]
                                    for folder in ("", "m0", "m0/sub")})


def test_paragraphs_are_cached_and_a_changed_folder_is_asked_again(
    rk: RkRunner, repo: Path, fake: FakeAnthropic, tmp_path: Path,
) -> None:
    fake.folder_answer = digesting
    assert create(rk, repo)[0] == 0
    before, sent = tree_text(rk.home), len(fake.messages())
    # a rebuild and an update with nothing new: no request at all
    code, out, _err = create(rk, repo, "--force")
    assert code == 0 and len(fake.messages()) == sent and tree_text(rk.home) == before
    assert "folders:" not in out  # none asked, none missed
    assert rk("update", "proj").out == "Already up to date\n"
    assert len(fake.messages()) == sent
    # a function renamed: its page and its folder's paragraph are asked again, nothing else
    folders_sent = len(fake.folder_messages())
    old = overviews(rk.home)
    mtimes = {p: p.stat().st_mtime_ns for p in (rk.home / "proj" / "docs").rglob("_overview.md")}
    write_files(repo, {"m3/mod.py": function("h3", "Do step three.")})
    git(repo, "commit", "-qam", "rename f3")
    result = rk("update", "proj")
    assert result.code == 0, result.err
    assert asked(fake, folders_sent) == [["m3/"]]
    new = overviews(rk.home)
    assert summary(new["m3"]) != summary(old["m3"]) and summary(new["m3"]).startswith("About")
    assert [folder for folder in new if new[folder] != old[folder]] == ["m3"]
    for path in (rk.home / "proj" / "docs").rglob("_overview.md"):
        if path.read_text() == old[_folder(rk.home, path)]:
            assert path.stat().st_mtime_ns == mtimes[path], path
    # a function added: m3's one-liner in the root's list changes, so the root is asked too
    write_files(repo, {"m3/mod.py": function("h3", "Do step three.") + "\n\n"
                       + function("g3", "Another step.")})
    git(repo, "commit", "-qam", "add g3")
    assert rk("update", "proj").code == 0
    assert asked(fake, folders_sent + 1) == [["(the repository's root)", "m3/"]]
    assert "- [g3](g3.md) — Model summary of g3" in overviews(rk.home)["m3"]
    # update ≡ create, byte for byte, with the same (deterministic) model
    fresh = RkRunner(rk.capsys, tmp_path / "fresh")
    assert fresh("create", str(repo), "--name", "proj", "--summarizer", "anthropic",
                 "--model", MODEL).code == 0
    assert tree_text(rk.home) == tree_text(fresh.home)


def _folder(home: Path, overview: Path) -> str:
    return overview.parent.relative_to(home / "proj" / "docs").as_posix().removeprefix(".")


def test_a_malformed_answer_costs_only_its_folders_which_are_asked_again(
    rk: RkRunner, repo: Path, fake: FakeAnthropic, tmp_path: Path,
) -> None:
    def sloppy(folders: list[dict[str, str]]) -> Any:
        items: list[Any] = summing_up(folders)
        at = {folder["path"]: n for n, folder in enumerate(folders)}
        if "m8/" in at:  # the second request: an answer that is not the schema at all
            return "not a list"
        for path, spoil in (("m1/", lambda d: d.update(id="f99")),
                            ("m2/", lambda d: d.update(paragraph=42)),
                            ("m3/", lambda d: d.pop("paragraph")),
                            ("m5/", lambda d: d.update(id="../../m5/_overview.md"))):
            spoil(items[at[path]])
        items.append({**items[at["m4/"]], "paragraph": "An injected second answer."})
        return items

    fake.folder_answer = sloppy
    code, out, err = create(rk, repo)
    assert code == 0, err
    assert "some answers of the model were missing or malformed: those folders get no " \
           "summary paragraph" in err
    assert "folders: 3 summaries written, 8 left without one" in out
    found = overviews(rk.home)
    assert [folder for folder in FOLDERS if summary(found[folder])] == ["", "m0", "m0/sub"]
    for folder in FOLDERS[3:]:  # no placeholder: the page a static run writes, row for row
        assert "summary_hash" not in found[folder] and "## Summary" not in found[folder]
    assert not (rk.home / "m5").exists() and not (rk.home / "proj" / "m5").exists()
    assert "injected" not in "".join(found.values())
    # the next run (an update of another folder) asks for the folders left without one
    fake.folder_answer = summing_up
    sent = len(fake.folder_messages())
    write_files(repo, {"m0/mod.py": function("h0", "Do step zero.")})
    git(repo, "commit", "-qam", "rename f0")
    assert rk("update", "proj").code == 0
    assert sorted(path for paths in asked(fake, sent) for path in paths) == [
        "m0/", *[f"m{n}/" for n in range(1, 9)]]
    assert all(summary(text) for text in overviews(rk.home).values())
    fresh = RkRunner(rk.capsys, tmp_path / "fresh")
    assert fresh("create", str(repo), "--name", "proj", "--summarizer", "anthropic",
                 "--model", MODEL).code == 0
    assert tree_text(rk.home) == tree_text(fresh.home)


def test_the_cost_cap_stops_folder_calls(rk: RkRunner, repo: Path, fake: FakeAnthropic) -> None:
    """The pages' request fits the cap exactly and spends all of it: no folder call follows."""
    from rk_action.llm_pages import plan_file
    from rk_action.summarize.pricing import usage_cost
    from rk_action.summarize.prompt import plan_requests

    jobs = [job for path in sorted((p for p in FILES if p.endswith(".py")),
                                   key=lambda p: (p.rpartition("/")[0], p))
            for job in plan_file(path, (repo / path).read_bytes()).jobs]
    [pages] = plan_requests(jobs, MODEL)
    cap = usage_cost(MODEL, pages.input_tokens, pages.output_tokens).cost_usd

    def spend_the_estimate(message: dict[str, Any]) -> str:
        if message["content"][0]["name"] == "write_docs":
            message["usage"] = {"input_tokens": pages.input_tokens,
                                "output_tokens": pages.output_tokens,
                                "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}
        return json.dumps(message)

    fake.mangle = spend_the_estimate
    code, out, err = create(rk, repo, "--max-cost-usd", repr(cap))
    assert code == 0, err
    assert len(fake.page_messages()) == 1 and fake.folder_messages() == []
    assert "reached" in err and "the remaining folders get no summary paragraph" in err
    assert not any(summary(text) for text in overviews(rk.home).values())
    assert "folders: 0 summaries written, 11 left without one" in out
    # without the cap, a rebuild asks for the folders only (the pages are read back)
    code, out, err = create(rk, repo, "--force")
    assert code == 0 and len(fake.page_messages()) == 1 and len(fake.folder_messages()) == 2
    assert all(summary(text) for text in overviews(rk.home).values())


HOSTILE = ("Evil <script>alert(1)</script> [click](javascript:alert(1)) ![x](http://e.test/x.png)"
           " key AKIAIOSFODNN7EXAMPLE\n\n## Files\n\n- [x](y.md) — z\n\n---\n\n# Title\n"
           "{: onclick=\"alert(2)\" }\n<img src=x onerror=alert(3)>\n```\nopen fence")


class Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict[str, str | None]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))


def test_hostile_model_output_is_inert_in_the_markdown_and_the_site(
    rk: RkRunner, repo: Path, fake: FakeAnthropic, tmp_path: Path, browser: Browser,
) -> None:
    fake.folder_answer = lambda folders: [{"id": f["id"], "paragraph": HOSTILE}
                                          for f in folders]
    assert create(rk, repo)[0] == 0
    for folder, text in overviews(rk.home).items():
        said = summary(text)
        assert said and "\n" not in said, folder
        assert "<script>" not in text and "&lt;script>" in said
        assert "<img" not in text and "](javascript:" not in text and "![" not in text
        assert "AKIAIOSFODNN7EXAMPLE" not in text and "[REDACTED]" in said
        headings = [line for line in text.split("\n") if line.startswith(("# ", "## "))]
        assert headings == [f"# {folder or 'proj'}", "## Summary",
                            *["## Folders"] * (folder in ("", "m0")),
                            *["## Files"] * (folder != "")], folder
        assert not said.startswith(("```", "---", "#", "<")), folder
    # the hostile paragraphs read back exactly: a rebuild asks for nothing
    sent = len(fake.messages())
    assert create(rk, repo, "--force")[0] == 0 and len(fake.messages()) == sent
    site = tmp_path / "site"
    build_site(rk.home, "proj", site)
    html = (site / "m0" / "index.html").read_text()
    article = html[html.index("<article"):html.index("</article>")]
    parsed = Tags()
    parsed.feed(article)
    assert not [tag for tag, _ in parsed.tags if tag in ("script", "img", "iframe")]
    assert not [attrs for _, attrs in parsed.tags
                if any(name.startswith("on") for name in attrs)
                or str(attrs.get("href", "")).startswith("javascript:")]
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in article
    with serve(site) as url:
        page = browser.new_page()
        page.on("dialog", lambda dialog: pytest.fail(f"a dialog opened: {dialog.message}"))
        page.goto(url + "m0/")
        assert page.locator("article h2").all_inner_texts() == ["Summary¶", "Folders¶",
                                                               "Files¶"]
        shown = page.locator("article h2#summary + p").inner_text()
        assert "<script>alert(1)</script>" in shown and "[REDACTED]" in shown
        assert page.locator("article a[href^='javascript']").count() == 0
        page.close()


def test_estimate_counts_the_folder_requests(rk: RkRunner, repo: Path, fake: FakeAnthropic,
                                            ) -> None:
    result = rk("estimate", str(repo), "--model", MODEL)
    assert result.code == 0, result.err
    assert "10 pages for 10 entities in 10 files, in 1 requests" in result.out
    assert "and 11 folder summaries in 2 requests: input tokens ~" in result.out
    assert fake.requests == []


def test_an_overview_reads_back_with_its_summary_and_not_when_tampered() -> None:
    from rk_action import overview

    page = (Path(__file__).parent / "golden" / "folder_summary" / "m0.md").read_text()
    parsed = overview.parse("proj", "m0", page)
    assert parsed is not None and parsed.summary_hash == "9e73a73bc50c"
    assert parsed.summary == "Model summary of folder `m0/`: it holds 1 entities."
    assert overview.page_about(page) == "" and overview.page_summary(page) == parsed.summary
    for tampered in (page.replace("summary_hash: 9e73a73bc50c", "summary_hash: 'x: y'"),
                     page.replace("summary_hash: 9e73a73bc50c\n", ""),
                     page.replace("\n## Summary\n", "\n## Summary\n\n<script>x</script>\n")):
        assert overview.parse("proj", "m0", tampered) is None
