"""`update` equals a fresh `create` at the same HEAD, touches only what changed, keeps aliases."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import rk_action
from rk_action import store
from rk_action.create import create
from rk_action.model import Entity, Summary
from rk_action.summarize.static import summarize as static_summarize
from rk_action.update import update
from tests.conftest import RkRunner, git, make_repo, tree_text, write_files

NAMES = ["parse", "load", "save", "render", "check"]
FOLDERS = ["pkg", "pkg/sub", "web"]
Function = tuple[str, int, int]
"""(name, version of its code, version of its doc comment)."""
PY_CALLS = ["core.load", "save", "parse", "util.check", "Box", "util.parse"]
"""What a Python function calls, by its code version: through a module import, a name import,
the same module, or nothing (when the file or function it names is gone)."""
PY_IMPORTS = "from pkg import core, util\nfrom pkg.util import save\n"


def call_of(version: int, names: list[str] = NAMES) -> str:
    """The name a function of this code version calls (so an edit adds or removes a call)."""
    return names[version % len(names)]


def python_source(functions: list[Function], shift: int = 0, kit_of: str = "") -> str:
    """A module whose functions are (name, version, doc); `shift` blank lines move them down.
    With `kit_of` (the module's name), a large class has the functions as methods too, and a
    base (`kit_base`): when methods, their docs, or the files of the bases change, so do the
    methods' Overrides."""
    parts = ['"""Module."""\n' + PY_IMPORTS + "\n" * shift]
    methods = []
    for name, version, doc in functions:
        said = f" ({doc})" if doc else ""
        call = call_of(version, PY_CALLS)
        parts.append(f'def {name}(value):\n    """Handle {name}{said}."""\n'
                     f'    {call}(value)\n    return value + {version}\n')
        methods.append(f'    def {name}(self, value):\n        """Handle {name}{said}."""\n'
                       f"        return value + {version}\n")
    parts.append("class Box:\n    def get(self):\n        return 1\n")
    steps = "".join(f"    # step {n}\n    total += {n}\n\n" for n in range(40))
    parts.append(f"def pipeline(total):\n{steps}    return total\n")  # long: gets an outline
    if kit_of:
        rows = "".join(f"        {n},\n" for n in range(200))  # a large class: method pages
        parts.append(f"class {kit(kit_of)}{kit_base(kit_of)}:\n    SIZES = (\n{rows}    )\n\n"
                     + "\n".join(methods))
    return "\n\n".join(parts)


def kit(stem: str) -> str:
    """The name of the large class of the module `stem`: `moved_3` → `Moved3Kit`."""
    return "".join(part.capitalize() for part in stem.split("_")) + "Kit"


def kit_base(stem: str) -> str:
    """`core`'s class has no base, `util`'s derives from it, every other from `util`'s: their
    methods override those of util (or, through it, of core), while those files exist."""
    return "" if stem == "core" else "(core.CoreKit)" if stem == "util" else "(util.UtilKit)"


# Languages whose doc comment sits above the entity, outside its lines: (file header, one
# function as a format string). The Java file's class is documented by its first function's
# doc version, so that a doc edit there changes only the comment above the class.
OTHER_LANGUAGES = {
    ".js": ("", "/**\n * Handle {name} ({doc}).\n */\nfunction {name}(value) {{\n"
                "  {call}(value);\n  return value + {version};\n}}\n"),
    ".go": ("package pkg\n", "// {name} handles {name} ({doc}).\nfunc {name}(value int) int {{\n"
                             "\t{call}(value)\n\treturn value + {version}\n}}\n"),
    ".rs": ("", "/// Handle {name} ({doc}).\nfn {name}(value: i32) -> i32 {{\n"
                "    {call}(value);\n    value + {version}\n}}\n"),
    ".rb": ("", "# Handle {name} ({doc}).\ndef {name}(value)\n  {call}(value)\n"
                "  value + {version}\nend\n"),
    ".php": ("<?php\n", "/**\n * Handle {name} ({doc}).\n */\nfunction {name}($value) {{\n"
                        "    {call}($value);\n    return $value + {version};\n}}\n"),
    ".c": ("", "/// Handle {name} ({doc}).\nint {name}(int value) {{\n"
               "  {call}(value);\n  return value + {version};\n}}\n"),
    ".java": ("", "  static int {name}(int value) {{\n    {call}(value);\n"
                  "    return value + {version};\n  }}\n"),
}
EXTENSIONS = [".py", *OTHER_LANGUAGES]


def source(path: str, functions: list[Function], shift: int = 0, kits: bool = False) -> str:
    """The text of one file of the model, in the language its extension names (a Python
    module with its large class when `kits`)."""
    extension = "." + path.rsplit(".", 1)[-1]
    if extension == ".py":
        return python_source(functions, shift, path.rsplit("/", 1)[-1][:-3] if kits else "")
    header, template = OTHER_LANGUAGES[extension]
    body = [template.format(name=name, version=version, doc=doc, call=call_of(version + 1))
            for name, version, doc in functions]
    if extension == ".java":
        doc = functions[0][2] if functions else 0
        body = [f"/** Helpers ({doc}). */\nclass Helpers {{\n" + "\n".join(body) + "}\n"]
    return header + "\n" * shift + "\n".join(body)


class Model:
    """The repository as a dict of files, each a list of (function, version, doc version)."""

    def __init__(self, polyglot: bool = False) -> None:
        """Three Python files; with `polyglot`, a file in each other language too, and the
        Python modules' large classes (`python_source`)."""
        self.files: dict[str, list[Function]] = {
            "pkg/core.py": [("parse", 0, 0), ("load", 0, 0)],
            "pkg/util.py": [("parse", 0, 0), ("save", 0, 0)],
            "web/app.py": [("render", 0, 0)],
        }
        if polyglot:
            self.files |= {
                "web/ui.js": [("render", 0, 0), ("check", 0, 0)],
                "pkg/sub/tool.go": [("load", 0, 0)],
                "pkg/lib.rs": [("parse", 0, 0)],
                "web/helpers.rb": [("save", 0, 0)],
                "web/site.php": [("check", 0, 0)],
                "pkg/sub/util.c": [("load", 0, 0), ("save", 0, 0)],
                "pkg/Helpers.java": [("render", 0, 0), ("parse", 0, 0)],
            }
        self.extensions = EXTENSIONS if polyglot else [".py"]
        self.kits = polyglot
        self.shift: dict[str, int] = {}
        self.version = 0

    def texts(self) -> dict[str, str]:
        return {path: source(path, funcs, self.shift.get(path, 0), self.kits)
                for path, funcs in self.files.items()}

    def apply(self, op: tuple[str, int, int]) -> None:
        kind, a, b = op
        paths = sorted(self.files)
        self.version += 1
        if kind == "add_file" or not paths:
            extension = self.extensions[(a * 3 + b) % len(self.extensions)]
            path = f"{FOLDERS[a % len(FOLDERS)]}/{NAMES[b % len(NAMES)]}_{self.version}"
            self.files[path + extension] = [(NAMES[(a + b) % len(NAMES)], 0, 0)]
            return
        path = paths[a % len(paths)]
        funcs = self.files[path]
        if kind in ("edit", "doc") and funcs:
            index = b % len(funcs)
            name, version, doc = funcs[index]
            if kind == "edit":
                funcs[index] = (name, self.version, doc)
            else:  # the doc comment alone changes, the code stays
                funcs[index] = (name, version, self.version)
        elif kind == "add_fn":
            funcs.append((f"{NAMES[b % len(NAMES)]}_{self.version}", 0, 0))
        elif kind == "del_fn" and funcs:
            funcs.pop(b % len(funcs))
        elif kind == "del_file":
            del self.files[path]
            self.shift.pop(path, None)
        elif kind == "rename":
            extension = "." + path.rsplit(".", 1)[-1]
            target = f"{FOLDERS[b % len(FOLDERS)]}/moved_{self.version}{extension}"
            self.files[target] = self.files.pop(path)
            self.shift[target] = self.shift.pop(path, 0)
        elif kind == "shift":
            self.shift[path] = self.shift.get(path, 0) + 1 + b % 3


def detour(repo: Path, model: Model, which: int) -> None:
    """Commit a change to one file that the next `sync` takes back: the file ends as it was,
    yet its last change is a later commit (its pages' source links move)."""
    path = sorted(model.files)[which % len(model.files)]
    write_files(repo, {path: model.texts()[path] + "\n"})
    git(repo, "add", "--", path)
    git(repo, "commit", "-q", "--allow-empty", "-m", "detour")


def sync(repo: Path, model: Model, message: str, amend: bool = False) -> None:
    """Make the work tree match the model and commit (or rewrite the last commit)."""
    for path in git(repo, "ls-files").split():
        if path not in model.files:
            git(repo, "rm", "-q", path)
    write_files(repo, dict(model.texts()))
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "--allow-empty", *(["--amend"] if amend else []), "-m", message)


def without_aliases(files: dict[str, str]) -> dict[str, str]:
    return {rel: "".join(line for line in text.splitlines(keepends=True)
                         if not line.startswith("  aliases: ["))
            for rel, text in files.items()}


def fresh_create(repo: Path, home: Path) -> dict[str, str]:
    create(home, str(repo), "proj", jobs=1)
    return tree_text(home)


def doc_mtimes(home: Path) -> dict[str, tuple[str, int]]:
    docs = home / "proj" / "docs"
    return {p.relative_to(docs).as_posix(): (p.read_text(), p.stat().st_mtime_ns)
            for p in docs.rglob("*.md")}


OPS = st.tuples(
    st.sampled_from(["edit", "doc", "add_fn", "del_fn", "add_file", "del_file", "rename",
                     "shift", "force_push", "detour"]),
    st.integers(0, 9), st.integers(0, 9),
)


@settings(max_examples=int(os.environ.get("RK_EXAMPLES", "15")), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.lists(OPS, min_size=1, max_size=3), min_size=1, max_size=4))
# a force-push that drops an edit and adds a file: the dropped edit's pages name a commit HEAD
# no longer has, and a collision moves a page, which must keep its mtime (no full rebuild)
@example(steps=[[("edit", 0, 0)], [("add_file", 1, 0), ("force_push", 0, 0)]])
# a caller's file renamed within its folder: its callees' Called by read the same, and are not
# written again
@example(steps=[[("rename", 6, 2)]])
def test_update_equals_fresh_create(steps: list[list[tuple[str, int, int]]]) -> None:
    os.environ["SOURCE_DATE_EPOCH"] = "1764460800"
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        model = Model(polyglot=True)
        repo = make_repo(root / "repo", dict(model.texts()))
        # pages link to their lines on the forge, at the commit that last changed the file
        git(repo, "remote", "add", "origin", "https://user:tok@github.com/o/r.git")
        home = root / "home"
        create(home, str(repo), "proj", jobs=1)
        assert "](https://github.com/o/r/blob/" in tree_text(home)["proj/docs/web/render.md"]
        for number, ops in enumerate(steps):
            amend = any(op[0] == "force_push" for op in ops) and number > 0
            for op in ops:
                if op[0] == "detour" and model.files:
                    detour(repo, model, op[1])
                elif op[0] != "force_push":
                    model.apply(op)
            before = doc_mtimes(home)
            sync(repo, model, f"step {number}", amend=amend)
            update(home, "proj")
            if not model.files:
                # create refuses an empty repository ("No code files found"); an update of a
                # project whose code is all gone leaves an empty knowledge base instead
                assert store.read_index(home / "proj") == []
                assert not list((home / "proj" / "docs").rglob("*.md"))
                continue
            expected = fresh_create(repo, root / f"fresh{number}")
            assert without_aliases(tree_text(home)) == without_aliases(expected)
            after = doc_mtimes(home)
            for doc, (text, mtime) in after.items():
                if doc in before and before[doc][0] == text:
                    assert mtime == before[doc][1], f"{doc} rewritten without a change"
                moved_from = [old for old, (t, _) in before.items() if t == text]
                if moved_from and doc not in before:
                    assert mtime in {before[old][1] for old in moved_from}


def test_nothing_new_is_already_up_to_date(rk: RkRunner, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo", {"a.py": "def a():\n    return 1\n"})
    assert rk("create", str(repo), "--name", "proj").code == 0
    before = {p: p.stat().st_mtime_ns for p in rk.home.rglob("*")
              if p.is_file() and "_repos" not in p.parts}
    result = rk("update", "proj")
    assert result.code == 0 and result.out.strip() == "Already up to date"
    assert {p: p.stat().st_mtime_ns for p in rk.home.rglob("*")
              if p.is_file() and "_repos" not in p.parts} == before


def test_report_and_only_changed_entities_are_summarized(rk: RkRunner, tmp_path: Path) -> None:
    model = Model()
    repo = make_repo(tmp_path / "repo", dict(model.texts()))
    create(rk.home, str(repo), "proj", jobs=1)
    model.apply(("edit", 0, 0))      # pkg/core.py: parse changes
    model.apply(("shift", 2, 0))     # web/app.py: everything moves down one line
    model.apply(("add_fn", 1, 2))    # pkg/util.py: a new function save_3
    model.apply(("add_file", 2, 1))  # web/load_4.py: `render` and `Box`, same code as web/app.py
    sync(repo, model, "change")
    calls: list[str] = []

    def counting(entity: Entity, members: tuple[Entity, ...], overview: bool) -> Summary:
        calls.append(entity.symbol)
        return static_summarize(entity, members, overview)

    report = update(rk.home, "proj", summarize=counting)
    # the changed `parse` and the new `save_3`; code that exists already is never summarized
    assert sorted(calls) == ["parse", "save_3"]
    assert report.files == {"modified": 3, "added": 1, "deleted": 0, "renamed": 0}
    assert report.total_docs == len(store.read_index(rk.home / "proj"))
    web = (rk.home / "proj" / "docs" / "web" / "render.md").read_text()
    assert "lines: 7-10" in web  # was 6-9: the shifted function's page follows its lines


def test_update_cli_prints_the_report(rk: RkRunner, tmp_path: Path) -> None:
    model = Model()
    repo = make_repo(tmp_path / "repo", dict(model.texts()))
    assert rk("create", str(repo), "--name", "proj").code == 0
    model.apply(("del_file", 2, 0))
    sync(repo, model, "delete web/app.py")
    result = rk("update", "proj")
    assert result.code == 0, result.err
    lines = result.out.splitlines()
    assert lines[0].startswith("Updated proj to " + git(repo, "rev-parse", "--short=7", "HEAD")
                               .strip())
    assert lines[1] == "  files: 0 modified, 0 added, 1 deleted, 0 renamed"
    # pkg/core.py's `load` lost its caller `render`: its page's "Called by" is rewritten
    assert lines[2] == "  docs: 1 regenerated, 0 created, 3 removed, 0 moved; 0 summarized"
    # web/ held only app.py: its overview goes, and the root's loses its row
    assert lines[3] == "  folder overviews: 1 written, 1 removed"
    assert rk("update", "missing").err == "Error: no project named 'missing'. Projects: proj\n"


def test_aliases_survive_edits_and_renames(tmp_path: Path) -> None:
    model = Model()
    repo = make_repo(tmp_path / "repo", dict(model.texts()))
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    index = store.read_index(home / "proj")
    for entry in index:
        if entry.doc in ("docs/pkg/load.md", "docs/web/render.md"):
            entry.aliases = [f"how to {entry.name}"]
    store.write_atomic(home / "proj" / "_index.md", store.format_index("proj", index))
    model.apply(("edit", 0, 1))     # pkg/core.py: load changes
    model.apply(("rename", 2, 2))   # web/app.py -> web/moved_2.py, render unchanged
    sync(repo, model, "edit and rename")
    update(home, "proj")
    aliases = {e.doc: e.aliases for e in store.read_index(home / "proj")}
    assert aliases["docs/pkg/load.md"] == ["how to load"]
    assert aliases["docs/web/render.md"] == ["how to render"]
    model.apply(("del_fn", 0, 1))   # load disappears: its alias goes with it
    sync(repo, model, "drop load")
    update(home, "proj")
    assert "docs/pkg/load.md" not in {e.doc for e in store.read_index(home / "proj")}


def test_unreachable_last_commit_rebuilds_with_a_warning(rk: RkRunner, tmp_path: Path) -> None:
    model = Model()
    repo = make_repo(tmp_path / "repo", dict(model.texts()))
    assert rk("create", str(repo), "--name", "proj").code == 0
    meta_path = rk.home / "proj" / "_meta.md"
    meta = store.parse_meta(meta_path.read_text())
    meta["last_commit"] = "f" * 40  # a commit nobody has any more
    store.write_atomic(meta_path, store.format_meta(meta))
    model.apply(("edit", 1, 0))
    sync(repo, model, "after a force-push")
    result = rk("update", "proj")
    assert result.code == 0, result.err
    assert "Warning: full rebuild: last_commit ffffffffffff is no longer in the repository" \
        in result.err
    assert tree_text(rk.home) == fresh_create(repo, tmp_path / "fresh")


def test_a_knowledge_base_another_version_wrote_is_rebuilt_once(rk: RkRunner,
                                                                  tmp_path: Path) -> None:
    """After an upgrade, pages of files that did not change are written anew too: an older
    version's page format, or a secret its redaction missed, does not stay behind."""
    model = Model()
    repo = make_repo(tmp_path / "repo", dict(model.texts()))
    assert rk("create", str(repo), "--name", "proj").code == 0
    meta_path = rk.home / "proj" / "_meta.md"
    meta = store.parse_meta(meta_path.read_text())
    store.write_atomic(meta_path, store.format_meta({**meta, "generator": "rk-action 0.1.0"}))
    untouched = sorted((rk.home / "proj" / "docs").rglob("*.md"))[0]
    untouched.write_text(untouched.read_text() + "\npassword = 'hunter2'  # the old redaction\n")
    model.apply(("edit", 1, 0))
    sync(repo, model, "a change in one file")
    result = rk("update", "proj")
    assert result.code == 0, result.err
    assert ("Warning: full rebuild: proj was written by 'rk-action 0.1.0': rk-action "
            f"{rk_action.__version__} writes every page anew once") in result.err
    assert tree_text(rk.home) == fresh_create(repo, tmp_path / "fresh")
    assert "hunter2" not in untouched.read_text()
    model.apply(("edit", 0, 0))
    sync(repo, model, "the next change")
    result = rk("update", "proj")
    assert result.code == 0 and "full rebuild" not in result.err, result.err


def test_unreadable_references_rebuild_once(rk: RkRunner, tmp_path: Path) -> None:
    os.environ["SOURCE_DATE_EPOCH"] = "1764460800"
    model = Model()
    repo = make_repo(tmp_path / "repo", dict(model.texts()))
    create(rk.home, str(repo), "proj", jobs=1)
    (rk.home / "proj" / "_refs" / "head.json").write_text("[not json", encoding="utf-8")
    model.apply(("edit", 0, 1))
    sync(repo, model, "edit")
    report = update(rk.home, "proj")
    assert "proj/_refs/head.json is missing, unreadable or not of" in report.rebuilt
    expected = fresh_create(repo, tmp_path / "fresh")
    assert without_aliases(tree_text(rk.home)) == without_aliases(expected)


def test_a_changed_caller_rewrites_only_the_pages_it_links(rk: RkRunner, tmp_path: Path) -> None:
    from tests.test_create import REFS_REPO

    os.environ["SOURCE_DATE_EPOCH"] = "1764460800"
    files = dict(REFS_REPO)
    repo = make_repo(tmp_path / "repo", files)
    create(rk.home, str(repo), "proj", jobs=1)
    before = doc_mtimes(rk.home)
    # `prepare` (pkg/sessions.py) stops calling `encode` (pkg/models.py, unchanged)
    files["pkg/sessions.py"] = files["pkg/sessions.py"].replace("encode(request.url)",
                                                                "str(request.url)")
    write_files(repo, files)
    git(repo, "commit", "-qam", "prepare no longer encodes")
    report = update(rk.home, "proj")
    after = doc_mtimes(rk.home)
    changed = {doc for doc in after if after[doc] != before[doc]}
    assert changed == {"pkg/prepare.md", "pkg/encode.md"}
    assert "### Called by" in before["pkg/encode.md"][0]
    assert "### Called by" not in after["pkg/encode.md"][0]
    assert report.regenerated == 2 and report.summarized == 1
    expected = fresh_create(repo, tmp_path / "fresh")
    assert without_aliases(tree_text(rk.home)) == without_aliases(expected)


def test_an_alias_added_outside_a_method_rewrites_its_page(rk: RkRunner, tmp_path: Path
                                                           ) -> None:
    """`alias_method :unescape, :unencode` written below a large class's method changes no line
    of it, but its page says the name: the update writes that page again, and equals a fresh
    create."""
    os.environ["SOURCE_DATE_EPOCH"] = "1764460800"
    filler = "".join(f"  # Step {n}.\n  def step{n}(x)\n    x + {n}\n  end\n\n"
                     for n in range(60))
    body = "class URI\n  # Decode it.\n  def unencode(uri)\n    uri\n  end\n\n" + filler
    files = {"lib/uri.rb": body + "end\n"}
    repo = make_repo(tmp_path / "repo", files)
    create(rk.home, str(repo), "proj", jobs=1)
    before = doc_mtimes(rk.home)
    files["lib/uri.rb"] = body + "  alias_method :unescape, :unencode\nend\n"
    write_files(repo, files)
    git(repo, "commit", "-qam", "an alias")
    update(rk.home, "proj")
    after = doc_mtimes(rk.home)
    changed = {doc for doc in after if after[doc] != before[doc]}
    assert changed == {"lib/uri.md", "lib/uri-unencode.md"}  # the class's outline, the method
    assert "Also called `unescape`." in after["lib/uri-unencode.md"][0]
    assert without_aliases(tree_text(rk.home)) == without_aliases(
        fresh_create(repo, tmp_path / "fresh"))


def _chain_repo(count: int) -> dict[str, str]:
    """`count` modules, each of whose function calls the one of the module before it."""
    files = {"pkg/__init__.py": ""}
    for number in range(count):
        call = (f"from pkg.m{number - 1} import f{number - 1}\n\n\ndef f{number}(x):\n"
                f"    return f{number - 1}(x)\n") if number else "def f0(x):\n    return x\n"
        files[f"pkg/m{number}.py"] = call
    return files


def _parts(home: Path) -> dict[str, tuple[bytes, int]]:
    root = home / "proj"
    return {p.relative_to(root).as_posix(): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in (root / "_refs").rglob("*") if p.is_file()}


def test_a_one_file_edit_rewrites_only_the_parts_it_must(rk: RkRunner, tmp_path: Path) -> None:
    from rk_action.store import refsparts

    os.environ["SOURCE_DATE_EPOCH"] = "1764460800"
    files = _chain_repo(40)
    repo = make_repo(tmp_path / "repo", files)
    create(rk.home, str(repo), "proj", jobs=1)
    before = _parts(rk.home)
    # f20 also calls f3: its part changes, f3's (a new caller), the edges, and the head
    files["pkg/m20.py"] = ("from pkg.m19 import f19\nfrom pkg.m3 import f3\n\n\n"
                           "def f20(x):\n    return f19(f3(x))\n")
    write_files(repo, files)
    git(repo, "commit", "-qam", "f20 calls f3 too")
    report = update(rk.home, "proj")
    assert not report.rebuilt
    after = _parts(rk.home)
    written = {name for name in after if before.get(name, (b"", 0))[1] != after[name][1]}
    assert set(before) == set(after)
    assert all(after[name][0] != before[name][0] for name in written)  # no needless write
    shards = {refsparts.shard_name(refsparts.shard_of(name)) for name in ("f3", "m3")}
    assert written == {"_refs/head.json", "_refs/edges.json", *shards,
                       refsparts.part_of("pkg/m20.py"), refsparts.part_of("pkg/m3.py")}
    bytes_written = sum(len(after[name][0]) for name in written - {"_refs/head.json"})
    assert bytes_written < sum(len(data) for data, _ in after.values()) / 5
    assert "f20" in (rk.home / "proj/docs/pkg/f3.md").read_text()
    expected = fresh_create(repo, tmp_path / "fresh")
    assert without_aliases(tree_text(rk.home)) == without_aliases(expected)


def test_a_hostile_part_rebuilds_with_a_warning_naming_it(rk: RkRunner, tmp_path: Path) -> None:
    from rk_action.store import refsparts

    os.environ["SOURCE_DATE_EPOCH"] = "1764460800"
    files = _chain_repo(4)
    repo = make_repo(tmp_path / "repo", files)
    create(rk.home, str(repo), "proj", jobs=1)
    secret = tmp_path / "secret.json"
    secret.write_text("[1]", encoding="utf-8")
    part = refsparts.part_of("pkg/m2.py")
    for number, plant in enumerate(("link", "garbage", "stale")):
        target = rk.home / "proj" / part
        if plant == "link":
            target.unlink()
            target.symlink_to(secret)
        elif plant == "garbage":
            target.write_bytes(b"\xff[not json")
        else:  # a well-formed part of another state: its digest is not the head's
            target.write_text(target.read_text(encoding="utf-8").replace("f1", "f0"),
                              encoding="utf-8")
        files["pkg/m2.py"] += f"\n\ndef g{number}():\n    return 1\n"
        write_files(repo, files)
        git(repo, "commit", "-qam", f"edit {number}")
        report = update(rk.home, "proj")
        reason = ("symbolic links in proj were removed" if plant == "link"  # the link's warning
                  else f"proj/{part} is missing, unreadable or not of")         # names the part
        assert reason in report.rebuilt, plant
        assert any(part in line for line in report.warnings), plant
        assert secret.read_text(encoding="utf-8") == "[1]"
        expected = fresh_create(repo, tmp_path / f"fresh{number}")
        assert without_aliases(tree_text(rk.home)) == without_aliases(expected)
