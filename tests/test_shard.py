"""Sharded create (DESIGN §8): `plan`, `create --shard I/N --out DIR`, `merge DIR...` equal a
single `create`, byte for byte, names colliding across shards included."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import RkRunner, git, polyglot_repo, tree_text
from tests.fake_anthropic import FakeAnthropic


def collision_repo(tmp_path: Path) -> Path:
    """The polyglot fixture plus two big files of one folder that both define `parse`: the
    largest files go to different shards, so their pages collide only when merged."""
    filler = "".join(f"\n\ndef helper_{n}(value):\n    return value * {n}\n" for n in range(30))
    big: dict[str, str | bytes] = {
        f"pkg/{name}.py": (f'def parse(text):\n    """Parse {name} text."""\n    return text\n'
                           + filler.replace("helper_", f"{name}_helper_"))
        for name in ("alpha", "beta")}
    return polyglot_repo(tmp_path / "polyglot", big)


def test_three_shards_merged_equal_a_single_create(tmp_path: Path, capsys) -> None:
    repo = collision_repo(tmp_path)
    single = RkRunner(capsys, tmp_path / "single")
    assert single("create", str(repo), "--jobs", "1").code == 0

    sharded = RkRunner(capsys, tmp_path / "sharded")
    planned = sharded("plan", str(repo), "--shards", "3")
    assert planned.code == 0, planned.err
    matrix = json.loads(planned.out)
    assert [job["shard"] for job in matrix["include"]] == ["1/3", "2/3", "3/3"]
    assert sum(job["files"] for job in matrix["include"]) == 12
    assert all(job["files"] > 0 for job in matrix["include"])

    partials = []
    for job in matrix["include"]:
        out = tmp_path / f"part-{job['shard'].replace('/', '-')}"
        made = sharded("create", str(repo), "--shard", job["shard"], "--out", str(out))
        assert made.code == 0, made.err
        assert made.out.startswith(f"Shard {job['shard']} of polyglot: ")
        manifest = json.loads((out / "_shard.json").read_text())
        assert len(manifest["pages"]) == len(list((out / "docs").rglob("*.md")))
        partials.append(out)
    # both `parse` pages are named `parse.md` inside their own shard ...
    assert sum((p / "docs" / "pkg" / "parse.md").is_file() for p in partials) == 2
    merged = sharded("merge", *map(str, partials))
    assert merged.code == 0, merged.err
    overviews = len(list((sharded.home / "polyglot" / "docs").rglob("_overview.md")))
    assert merged.out.startswith("Merged 3 shards of polyglot: 76 docs for 80 entities in 12 "
                                 f"files and {overviews} folder overviews at ")
    assert overviews == 8  # polyglot's 7 and pkg/'s
    # ... and `parse.md`, `parse--beta.md` once merged, as a single create names them
    assert (sharded.home / "polyglot" / "docs" / "pkg" / "parse--beta.md").is_file()
    assert tree_text(sharded.home) == tree_text(single.home)
    # merge builds the search index as create does: the same parts, byte for byte
    parts = [{p.relative_to(home).as_posix(): p.read_bytes()
              for p in (home / "polyglot" / "_search").rglob("*") if p.is_file()}
             for home in (sharded.home, single.home)]
    assert parts[0] == parts[1] and "polyglot/_search/head.json" in parts[0]

    # a second merge refuses to replace the project unless told to
    again = sharded("merge", *map(str, partials))
    assert again.code == 1 and "already exists" in again.err
    assert sharded("merge", "--force", *map(str, partials)).code == 0
    assert tree_text(sharded.home) == tree_text(single.home)


def test_merge_refuses_incomplete_or_mixed_partials(tmp_path: Path, capsys) -> None:
    repo = collision_repo(tmp_path)
    rk = RkRunner(capsys, tmp_path / "home")
    for index in (1, 2):
        assert rk("create", str(repo), "--shard", f"{index}/3", "--out",
                  str(tmp_path / f"p{index}")).code == 0
    missing = rk("merge", str(tmp_path / "p1"), str(tmp_path / "p2"))
    assert missing.code == 1 and missing.err.strip() == "Error: missing shard 3/3"

    (repo / "pkg" / "alpha.py").write_text("def other():\n    return 2\n", encoding="utf-8")
    git(repo, "commit", "-q", "-am", "change")
    assert rk("create", str(repo), "--shard", "3/3", "--out", str(tmp_path / "p3")).code == 0
    mixed = rk("merge", str(tmp_path / "p1"), str(tmp_path / "p2"), str(tmp_path / "p3"))
    assert mixed.code == 1 and "another commit" in mixed.err
    assert not (rk.home / "polyglot").exists()

    twice = rk("merge", str(tmp_path / "p1"), str(tmp_path / "p1"), str(tmp_path / "p2"))
    assert twice.code == 1 and "given twice" in twice.err


def test_a_malformed_partial_is_refused_naming_its_file(tmp_path: Path, capsys) -> None:
    """A partial is anyone's upload: a missing `pages`, a `line` of text, a `source` climbing
    out ended `merge` with a traceback; a `commit` of `--upload-pack=…` reached `_meta.md`;
    a warning holding a newline printed a line of its own."""
    import json

    repo = collision_repo(tmp_path)
    rk = RkRunner(capsys, tmp_path / "home")
    assert rk("create", str(repo), "--shard", "1/1", "--out", str(tmp_path / "p1")).code == 0
    manifest_file = tmp_path / "p1" / "_shard.json"
    good = json.loads(manifest_file.read_text(encoding="utf-8"))
    for change, problem in (
            ({"pages": None}, "`pages` is no list of objects"),
            ({"pages": [{**good["pages"][0], "line": "abc"}]}, "a page lacks one of"),
            ({"pages": [{**good["pages"][0], "source": "../../x/y.py"}]}, "unsafe source path"),
            ({"commit": "--upload-pack=touch /tmp/pwned"}, "`commit` is no commit id"),
            ({"summarizer": "anthropic:\nx"}, "`summarizer` is no line of text"),
            ({"file_abouts": ["x"]}, "`file_abouts` is no object")):
        manifest_file.write_text(json.dumps({**good, **change}), encoding="utf-8")
        refused = rk("merge", str(tmp_path / "p1"))
        assert refused.code == 1, change
        assert refused.err.startswith(f"Error: {manifest_file} is malformed: "), refused.err
        assert problem in refused.err and "Traceback" not in refused.err
    manifest_file.write_text("[1, 2]", encoding="utf-8")  # JSON, but no object: a traceback
    refused = rk("merge", str(tmp_path / "p1"))
    assert refused.code == 1
    assert refused.err == f"Error: {manifest_file} is malformed: not an object\n"
    assert not (rk.home / "polyglot").exists()
    manifest_file.write_text(json.dumps({**good, "warnings": ["x\n::error title=merge::y"]}),
                             encoding="utf-8")
    merged = rk("merge", str(tmp_path / "p1"))
    assert merged.code == 0, merged.err
    assert not [line for line in merged.err.splitlines() if line.startswith("::")]
    # what a file says it is reaches its folder's overview only as a create writes it
    assert good["file_abouts"] == {"src/auth/tokens.py": "Token helpers."}
    manifest_file.write_text(json.dumps({**good, "file_abouts": {
        "src/auth/tokens.py": "<script>alert(1)</script>\n## Files", "../../x.py": "X."}}),
        encoding="utf-8")
    assert rk("merge", "--force", str(tmp_path / "p1")).code == 0
    auth = (rk.home / "polyglot" / "docs" / "src" / "auth" / "_overview.md").read_text()
    assert "<script>" not in auth and "### tokens.py\n\n- [" in auth


def test_shard_arguments_are_checked(tmp_path: Path, capsys) -> None:
    repo = collision_repo(tmp_path)
    rk = RkRunner(capsys, tmp_path / "home")
    assert rk("create", str(repo), "--shard", "4/3", "--out", str(tmp_path / "o")).code == 2
    assert rk("create", str(repo), "--shard", "1/3").code == 2
    assert rk("plan", str(repo), "--shards", "0").code == 2
    busy = tmp_path / "busy"
    busy.mkdir()
    (busy / "notes.txt").write_text("mine", encoding="utf-8")
    refused = rk("create", str(repo), "--shard", "1/2", "--out", str(busy))
    assert refused.code == 1 and "not empty" in refused.err
    assert (busy / "notes.txt").read_text() == "mine"
    no_partial = rk("merge", str(busy))
    assert no_partial.code == 1 and "not a partial knowledge base" in no_partial.err


def test_shards_described_by_the_model_merge_into_a_single_create(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    repo = collision_repo(tmp_path)
    with FakeAnthropic() as server:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-api03-FAKEKEYforTESTS-0123456789")
        model = ("--summarizer", "anthropic", "--model", "claude-haiku-4-5")
        single = RkRunner(capsys, tmp_path / "single")
        assert single("create", str(repo), "--jobs", "1", *model).code == 0
        sharded = RkRunner(capsys, tmp_path / "sharded")
        partials = [str(tmp_path / f"p{i}") for i in (1, 2)]
        for index, out in enumerate(partials, 1):
            made = sharded("create", str(repo), "--shard", f"{index}/2", "--out", out, *model)
            assert made.code == 0, made.err
            assert "Model claude-haiku-4-5: " in made.out
        assert sharded("merge", *partials).code == 0
    files = tree_text(sharded.home)
    assert files == tree_text(single.home)
    assert "summarizer: anthropic:claude-haiku-4-5\n" in files["polyglot/_meta.md"]
    assert "Model summary of parse" in files["polyglot/_index.md"]
