"""Overrides and Overridden by (issue 17): real files through the real extractors, then the
edges a reader sees (the "Overrides" of a method page → the method of a base class), nothing
guessed: an ambiguous or unknown base gives no edge."""

from __future__ import annotations

from pathlib import Path

import pytest

from rk_action import render
from rk_action.create import create
from rk_action.update import update
from tests.conftest import RkRunner, check_golden, git, make_repo, tree_text, write_files
from tests.test_create import kb_text
from tests.test_refs import resolved
from tests.test_site import site_of
from tests.test_update import doc_mtimes, fresh_create, without_aliases

ROWS = "".join(f"        {n},\n" for n in range(200))
"""A table that makes a class large (200 lines or more): its methods get pages of their own."""


def large(header: str, methods: str, language: str = "python") -> str:
    """A class of 200 lines or more in `language`, its `methods` (already indented) last."""
    if language == "python":
        return f"{header}\n    SIZES = (\n{ROWS}    )\n\n{methods}"
    return f"{header} {{\n  static int[] SIZES = {{\n{ROWS}  }};\n\n{methods}}}\n"


OVERRIDES_REPO = {
    "pkg/__init__.py": "",
    "pkg/shapes.py": large('class Shape:\n    """A plane figure."""\n', (
        '    def area(self):\n        """The area of the figure, in square units."""\n'
        "        raise NotImplementedError\n\n    def describe(self):\n"
        '        """A line naming the figure and its area."""\n'
        '        return f"{type(self).__name__}: {self.area()}"\n')),
    "pkg/square.py": "from .shapes import Shape\n\n\n" + large(
        'class Square(Shape):\n    """A square."""\n',
        "    def __init__(self, side):\n        self.side = side\n\n"
        "    def area(self):\n        return self.side ** 2\n"),
    "pkg/cube.py": "from .square import Square\n\n\n" + large(
        'class Cube(Square):\n    """A cube seen from one face."""\n',
        '    def describe(self):\n        return "cube"\n'),
    "shop/Priced.java": "package shop;\n\n/** Something with a price. */\npublic interface "
                        "Priced {\n    /** The price in cents, taxes included. */\n"
                        "    long price();\n}\n",
    "shop/Book.java": "package shop;\n\n" + large(
        "/** A book for sale. */\npublic class Book implements Priced",
        "  private long cents;\n\n  public long price() {\n    return cents;\n  }\n", "java"),
}


def overrides(files: dict[str, str]) -> set[tuple[str, str]]:
    """(method page's symbol, overridden method's symbol) of every resolved override."""
    graph, symbol_of = resolved(files)
    found = {(symbol_of[doc], ref.symbol) for doc, targets in graph.overrides.items()
             for ref in targets}
    assert all(len(targets) == 1 for targets in graph.overrides.values())
    # "Overridden by" is the same graph read backwards (by page)
    forward = {(doc, ref.doc) for doc, targets in graph.overrides.items() for ref in targets}
    backward = {(ref.doc, doc) for doc, found_by in graph.overridden_by.items()
                for ref in found_by}
    assert forward == backward
    return found


def test_python_and_java_pages_show_what_they_override(rk: RkRunner, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "inherit", OVERRIDES_REPO)
    result = rk("create", str(repo))
    assert result.code == 0, result.err
    files = kb_text(rk, repo)
    shown = ("pkg/square-area.md", "pkg/shape-area.md", "pkg/shape-describe.md",
             "pkg/cube-describe.md", "pkg/square-init.md", "shop/book-price.md",
             "shop/priced.md")
    check_golden("overrides", {rel: files[f"inherit/docs/{rel}"] for rel in shown})
    assert files["inherit/docs/pkg/square-area.md"].endswith(
        "\n\n### Overrides\n- [Shape.area](shape-area.md) — The area of the figure, in square "
        "units\n")
    # two classes up: Cube → Square (no describe) → Shape
    assert files["inherit/docs/pkg/cube-describe.md"].endswith(
        "\n\n### Overrides\n- [Shape.describe](shape-describe.md) — A line naming the figure "
        "and its area\n")
    assert files["inherit/docs/pkg/shape-area.md"].endswith(  # describe's f-string calls it
        "\n\n### Overridden by\n- [Square.area](square-area.md) — Return the area\n\n"
        "### Called by\n- [Shape.describe](shape-describe.md) — A line naming the figure and "
        "its area\n")
    assert "### Overrides" not in files["inherit/docs/pkg/square-init.md"]  # no base __init__
    # Java: a class implementing an interface of its package; the interface's page (its
    # methods inside it) is overridden, and is a base type of the class, which calls nothing
    assert files["inherit/docs/shop/book-price.md"].endswith(
        "\n\n### Overrides\n- [Priced.price](priced.md) — Documented within `Priced`\n")
    assert files["inherit/docs/shop/priced.md"].endswith(
        "\n\n### Derived types\n- [Book](book.md) — A book for sale\n\n"
        "### Overridden by\n- [Book.price](book-price.md) — Return the price\n")
    assert files["inherit/docs/shop/book.md"].endswith(
        "\n\n### Base types\n- [Priced](priced.md) — Something with a price\n")
    assert "### Call" not in files["inherit/docs/shop/book.md"]


def test_javascript_and_typescript_extends() -> None:
    found = overrides({
        "web/base.ts": "export class Widget {\n  /** Draw it. */\n  draw(): number {\n"
                       "    return 1;\n  }\n}\n",
        "web/button.ts": "import { Widget } from './base';\n\n" + large(
            "export class Button extends Widget", "  draw(): number {\n    return 2;\n  }\n",
            "ts"),
        "web/view.js": "const { Widget } = require('./base');\n\n" + large(
            "class View extends Widget", "  draw() {\n    return 3;\n  }\n  close() {}\n", "js"),
    })
    assert found == {("Button.draw", "Widget.draw"), ("View.draw", "Widget.draw")}


def test_rust_trait_impls_one_trait_one_level() -> None:
    found = overrides({
        "src/ser.rs": "/// Serialize.\npub trait Serialize {\n    /// Write it.\n"
                      "    fn write(&self) -> u8;\n    fn size(&self) -> u8;\n}\n"
                      "pub trait Sized2 {\n    fn size(&self) -> u8;\n}\n",
        "src/thing.rs": "use crate::ser::{Serialize, Sized2};\n\npub struct Thing {}\n\n"
                        "impl Serialize for Thing {\n    fn write(&self) -> u8 {\n        1\n"
                        "    }\n    fn size(&self) -> u8 {\n        1\n    }\n}\n\n"
                        "impl Sized2 for Thing {\n    fn size(&self) -> u8 {\n        2\n"
                        "    }\n}\n\nimpl Thing {\n    fn new() -> Self {\n        Thing {}\n"
                        "    }\n}\n",
    })
    # `size` is declared by both traits Thing implements: which impl a page is, is not known
    assert found == {("Thing.write", "Serialize.write")}


RUST_FOREIGN = {
    "src/lib.rs": "/// Adds context.\npub trait Context {\n    /// Wrap the error with context.\n"
                  "    fn context(self) -> u8;\n}\n\n/// Other.\npub trait Other {\n"
                  "    fn context(self) -> u8;\n}\n\nmod imp;\n",
    "src/imp.rs": "use crate::{Context, Other};\n\nimpl Context for Option<u8> {\n"
                  "    fn context(self) -> u8 {\n        1\n    }\n}\n\n"
                  "impl Other for Option<u8> {\n    fn context(self) -> u8 {\n        2\n"
                  "    }\n}\n\nimpl std::fmt::Display for Option<u8> {\n"
                  "    fn fmt(&self) -> u8 {\n        3\n    }\n}\n",
}


def test_rust_impls_for_types_declared_elsewhere_implement_their_own_trait() -> None:
    """`impl Context for Option<u8>` (a type no file declares): each impl's methods implement
    the trait of that impl, found through `crate::`; a trait of another crate gives none."""
    found = overrides(RUST_FOREIGN)
    assert found == {("Option.context", "Context.context"), ("Option.context", "Other.context")}


def test_update_rewrites_rust_implementations_as_a_fresh_create(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")
    repo = make_repo(tmp_path / "repo", RUST_FOREIGN)
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    page = home / "proj" / "docs/src/option-context.md"
    assert page.read_text().endswith(
        "### Overrides\n- [Context.context](context.md) — Adds context\n")
    write_files(repo, {"src/lib.rs": RUST_FOREIGN["src/lib.rs"].replace(
        "pub trait Context {", "pub trait Contextual {")})
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "rename")
    update(home, "proj")
    assert without_aliases(tree_text(home)) == without_aliases(
        fresh_create(repo, tmp_path / "fresh"))
    assert "### Overrides" not in page.read_text()


def test_ruby_and_php_classes_of_one_file() -> None:
    ruby_methods = "  def run\n    2\n  end\n"
    php_methods = "    public function run() {\n        return 2;\n    }\n"
    found = overrides({
        "lib/jobs.rb": "class Job\n  # Run the job.\n  def run\n    1\n  end\nend\n\n"
                       f"class Nightly < Job\n  SIZES = [\n{ROWS}  ]\n\n{ruby_methods}end\n",
        "src/Tasks.php": "<?php\nclass Task {\n    /** Run the task. */\n    public function run() "
                         "{\n        return 1;\n    }\n}\n\nclass Hourly extends Task {\n"
                         f"    const SIZES = [\n{ROWS}    ];\n\n{php_methods}}}\n",
    })
    assert found == {("Nightly.run", "Job.run"), ("Hourly.run", "Task.run")}


def test_php_bases_of_the_same_namespace_folder_and_imported_ones() -> None:
    methods = "    public function handle($r) {\n        return true;\n    }\n"

    def large_php(header: str) -> str:
        return f"{header} {{\n    const SIZES = [\n{ROWS}    ];\n\n{methods}}}\n"

    found = overrides({
        "src/Log/Handler/AbstractHandler.php": (
            "<?php\nnamespace Log\\Handler;\n\nabstract class AbstractHandler {\n"
            "    /** Handle a record. */\n    public function handle($r) {\n"
            "        return false;\n    }\n}\n"),
        "src/Log/Handler/StreamHandler.php": "<?php\nnamespace Log\\Handler;\n\n" + large_php(
            "class StreamHandler extends AbstractHandler"),
        "src/Log/Test/TestHandler.php": (
            "<?php\nnamespace Log\\Test;\n\nuse Log\\Handler\\AbstractHandler as Base;\n\n"
            + large_php("class TestHandler extends Base")),
        # a class of another folder that the file does not import is no base of it
        "src/Log/Other/NullHandler.php": "<?php\nnamespace Log\\Other;\n\n" + large_php(
            "class NullHandler extends AbstractHandler"),
    })
    assert found == {("StreamHandler.handle", "AbstractHandler.handle"),
                     ("TestHandler.handle", "AbstractHandler.handle")}


def test_ambiguous_unknown_and_cyclic_bases_give_no_edge() -> None:
    run = "    def run(self):\n        return 2\n"
    found = overrides({
        # two classes Base in one module: which one is meant is not known
        "a.py": "class Base:\n    def run(self):\n        return 1\n\n\n"
                "class Base:\n    def run(self):\n        return 1\n\n\n"
                + large("class Child(Base):", run),
        # a base of the standard library, and a cycle (no class declares `run`)
        "b.py": "import threading\n\n\n" + large("class Worker(threading.Thread):", run)
                + "\n\nclass Ping(Pong):\n    pass\n\n\nclass Pong(Ping):\n    pass\n\n\n"
                + large("class Loop(Ping):", run),
    })
    assert found == set()


def test_java_overloads_are_told_apart_by_their_parameter_types() -> None:
    """java.util: `AbstractList.add(int, E)` overrides `List.add(int, E)`, not `add(E)`;
    `remove(int)` is no override of `remove(Object)`; a private or static method overrides
    nothing (`rangeCheckForAdd`). A type variable stands for any class. A Python property is
    one entity, its getter (its setter has no page), and overrides its base's, kept on the
    small base's page."""
    methods = ("  public String encode(int v) {\n    return \"\";\n  }\n"
               "  public String encode(String v) {\n    return v;\n  }\n"
               "  public String name() {\n    return \"plain\";\n  }\n"
               "  public boolean remove(int index) {\n    return true;\n  }\n"
               "  private void check(int v) {\n  }\n"
               "  public static Codec of() {\n    return null;\n  }\n"
               "  public void put(String key, java.util.List<String> values) {\n  }\n")
    graph, symbol_of = resolved({
        "shop/Codec.java": "package shop;\n\n" + large(
            "public interface Codec<E>", "  String encode(int v);\n  String encode(String v);\n"
            "  String name();\n  boolean remove(Object o);\n  void put(String key, E values);\n",
            "java"),
        "shop/Base.java": "package shop;\n\npublic class Base {\n  private void check(int v) {\n"
                          "  }\n  public static Codec of() {\n    return null;\n  }\n}\n",
        "shop/Plain.java": "package shop;\n\n" + large(
            "public class Plain extends Base implements Codec<String>", methods, "java"),
        "props.py": "class Base:\n    @property\n    def size(self):\n        return 1\n\n\n"
                    + large("class Child(Base):", "    @property\n    def size(self):\n"
                            "        return 2\n\n    @size.setter\n    def size(self, value):\n"
                            "        pass\n"),
    })
    found = {(doc, ref.doc) for doc, targets in graph.overrides.items() for ref in targets}
    assert {(symbol_of[doc], symbol_of[target]) for doc, target in found} == {
        ("Plain.encode", "Codec.encode"), ("Plain.name", "Codec.name"), ("Plain.put", "Codec.put"),
        ("Child.size", "Base")}
    # each `encode` overrides its own overload, in the order both classes declare them
    encodes = sorted((doc, target) for doc, target in found if symbol_of[doc] == "Plain.encode")
    assert [target for _, target in encodes] == sorted(
        doc for doc, symbol in symbol_of.items() if symbol == "Codec.encode")
    assert [doc for doc, _ in encodes] == sorted(
        doc for doc, symbol in symbol_of.items() if symbol == "Plain.encode")


def test_the_first_base_in_declared_order_wins_depth_first_within_five() -> None:
    run = "    def run(self):\n        return 0\n"
    chain = "class L0:\n    def run(self):\n        return 1\n\n\n" + "".join(
        f"class L{n}(L{n - 1}):\n    pass\n\n\n" for n in range(1, 7))
    found = overrides({
        "order.py": "class A:\n    def run(self):\n        return 1\n\n\n"
                    "class B1(A):\n    pass\n\n\n"
                    "class B2:\n    def run(self):\n        return 2\n\n\n"
                    + large("class C(B1, B2):", run),
        "deep.py": chain + large("class Near(L4):", run) + "\n\n" + large("class Far(L5):", run),
    })
    # C → B1 → A before B2; Near's run is 5 classes up, Far's 6
    assert found == {("C.run", "A.run"), ("Near.run", "L0.run")}


def test_go_and_cpp_have_no_overrides_and_a_small_class_page_has_its_methods() -> None:
    found = overrides({
        "srv/base.go": "package srv\n\ntype Base struct{}\n\n// Run runs.\n"
                       "func (b Base) Run() int { return 1 }\n\n"
                       "type Child struct {\n\tBase\n}\n\nfunc (c Child) Run() int { return 2 }\n",
        "src/shape.cpp": "class Base {\npublic:\n  int run() { return 1; }\n};\n\n"
                         "class Child : public Base {\npublic:\n  int run() { return 2; }\n"
                         "};\n\nint Child2::run() { return 3; }\n",
        # a small class: its methods are on its page, which overrides what they override
        # (boltons' SpooledBytesIO.read and SpooledStringIO.read were in no "Overridden by")
        "small.py": "class Base:\n    def run(self):\n        return 1\n\n\n"
                    "class Child(Base):\n    def run(self):\n        return 2\n\n"
                    "    def stop(self):\n        return 3\n\n"
                    "    def __init__(self):\n        pass\n",
    })
    assert found == {("Child", "Base.run")}


def test_a_small_class_is_overridden_by_the_members_that_override_it(
        rk: RkRunner, tmp_path: Path) -> None:
    """The base's page names each overriding member, as the subclass's "Overrides" names what
    it overrides (erubi's `Engine` was "overridden by" the class `CaptureEndEngine`), through
    create and through an update that adds an override."""
    repo = make_repo(tmp_path / "small", {
        "base.py": 'class Engine:\n    """Compile a template."""\n\n'
                   "    def handle(self, code):\n        raise ValueError(code)\n\n"
                   "    def text(self, text):\n        return text\n",
        "sub.py": "from base import Engine\n\n\nclass Capture(Engine):\n"
                  '    """Capture blocks."""\n\n    def handle(self, code):\n'
                  "        return code\n\n    def close(self):\n        return 1\n"})
    assert rk("create", str(repo)).code == 0
    files = kb_text(rk, repo)
    assert files["small/docs/engine.md"].endswith(
        "\n\n### Derived types\n- [Capture](capture.md) — Capture blocks\n\n"
        "### Overridden by\n- [Capture.handle](capture.md) — Documented within `Capture`\n")
    assert files["small/docs/capture.md"].endswith(
        "\n\n### Base types\n- [Engine](engine.md) — Compile a template\n\n"
        "### Overrides\n- [Engine.handle](engine.md) — Documented within `Engine`\n")
    (repo / "sub.py").write_text((repo / "sub.py").read_text().replace(
        "def close(self):", "def text(self, text):"))
    git(repo, "commit", "-qam", "override text")
    assert rk("update", "small").code == 0
    assert kb_text(rk, repo)["small/docs/engine.md"].endswith(
        "### Overridden by\n- [Capture.handle](capture.md) — Documented within `Capture`\n"
        "- [Capture.text](capture.md) — Documented within `Capture`\n")


def test_a_small_class_overriding_is_named_by_its_own_member_not_a_nested_class_s(
        rk: RkRunner, tmp_path: Path) -> None:
    """chronic's `RepeaterTime < Repeater` holds a class `Tick` with an `initialize` of its own
    above its `initialize`: `Tag`'s page was "overridden by" `RepeaterTime.Tick.initialize`, a
    class with no base."""
    repo = make_repo(tmp_path / "nested", {
        "lib/tag.rb": "module Chronic\n  class Tag\n    # Make a tag.\n"
                      "    def initialize(type)\n      @type = type\n    end\n  end\nend\n",
        "lib/time.rb": "module Chronic\n  class RepeaterTime < Tag\n    class Tick\n"
                       "      def initialize(time)\n        @time = time\n      end\n    end\n\n"
                       "    def initialize(time)\n      @time = time\n    end\n  end\nend\n"})
    assert rk("create", str(repo)).code == 0
    assert kb_text(rk, repo)["nested/docs/lib/tag.md"].endswith(
        "### Overridden by\n- [Chronic.RepeaterTime.initialize](repeater-time.md) — "
        "Documented within `Chronic.RepeaterTime`\n")


def test_sections_end_a_page_in_order_and_are_capped() -> None:
    overriders = [(f"C{n:02}.run", f"docs/c{n:02}-run.md") for n in range(22)]
    text = render.render_refs("docs/base-run.md", [
        [], [("Root", "docs/root.md")], [], [("Root.run", "docs/root-run.md")], overriders,
        [("helper", "docs/helper.md")], [("main", "docs/main.md")]],
        lambda doc: "Does " + doc[5:-3])
    assert text.startswith("\n### Base types\n- [Root](root.md) — Does root\n\n"
                           "### Overrides\n- [Root.run](root-run.md) — Does root-run\n\n"
                           "### Overridden by\n- [C00.run](c00-run.md) — Does c00-run\n")
    assert text.count("\n- [C") == render.MAX_REFS
    assert text.endswith("- … and 2 more\n\n### Calls\n- [helper](helper.md) — Does helper\n\n"
                         "### Called by\n- [main](main.md) — Does main\n")
    body = "---\nsymbol: base\n---\n\n## Base.run\n\n### Code\n```python\npass\n```\n"
    assert render.split_refs(body + text) == (body, text)


def test_update_rewrites_overrides_as_a_fresh_create(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Each step changes one file; the pages of the others change exactly as a fresh create
    writes them, and the others' pages keep their bytes and mtimes."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")
    solid = 'class Solid:\n    def volume(self):\n        """The space it fills."""\n'
    cube = OVERRIDES_REPO["pkg/cube.py"] + '\n    def volume(self):\n        return 1\n'
    repo = make_repo(tmp_path / "repo", {**OVERRIDES_REPO, "pkg/solid.py": solid,
                                         "pkg/cube.py": cube})
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    shapes = OVERRIDES_REPO["pkg/shapes.py"]
    square = OVERRIDES_REPO["pkg/square.py"]
    steps = [
        # the base method's doc: the one-liner of Square.area's Overrides
        {"pkg/shapes.py": shapes.replace("in square units", "in square metres")},
        # a base's base (Cube → Square → Shape → Solid): only Shape's file changes
        {"pkg/shapes.py": "from .solid import Solid\n\n\n" + shapes.replace(
            "class Shape:", "class Shape(Solid):")},
        # an override added in another file, then the one it overrides removed
        {"pkg/cube.py": cube + "\n    def area(self):\n        return 6\n"},
        {"pkg/square.py": square.replace("\n    def area(self):\n        return self.side ** 2\n",
                                         "")},
        # the base class renamed: what imports it by its old name has no base any more
        {"pkg/shapes.py": shapes.replace("class Shape:", "class Figure:")},
    ]
    expected_ends = [
        ("square-area.md", "- [Shape.area](shape-area.md) — The area of the figure, in square "
                           "metres\n"),
        ("cube-volume.md", "### Overrides\n- [Solid.volume](solid.md) — Documented within "
                           "`Solid`\n"),
        ("square-area.md", "### Overridden by\n- [Cube.area](cube-area.md) — Return the area\n"),
        ("cube-area.md", "### Overrides\n- [Shape.area](shape-area.md) — The area of the "
                         "figure, in square units\n"),
        ("cube-area.md", "```\n"),
    ]
    for number, (step, (page, end)) in enumerate(zip(steps, expected_ends, strict=True)):
        write_files(repo, step)
        git(repo, "add", "-A")
        git(repo, "commit", "-q", "-m", f"step {number}")
        before = doc_mtimes(home)
        update(home, "proj")
        expected = fresh_create(repo, tmp_path / f"fresh{number}")
        assert without_aliases(tree_text(home)) == without_aliases(expected), number
        docs = doc_mtimes(home)
        assert docs[f"pkg/{page}"][0].endswith(end), (number, docs[f"pkg/{page}"][0][-300:])
        for doc, (text, mtime) in docs.items():
            if doc in before and before[doc][0] == text:
                assert mtime == before[doc][1], f"{doc} rewritten without a change"


def update_as_a_fresh_create(repo: Path, home: Path, fresh: Path, step: dict[str, str]) -> None:
    """Commit `step` (path → new text) to `repo`, update the project `proj` of `home`, and
    check that its knowledge base is what a fresh create (in `fresh`) writes, aliases aside."""
    write_files(repo, step)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", f"step {fresh.name}")
    update(home, "proj")
    expected = fresh_create(repo, fresh)
    assert without_aliases(tree_text(home)) == without_aliases(expected), fresh.name


def test_the_site_links_overrides_as_it_links_calls(rk: RkRunner, tmp_path: Path) -> None:
    out = tmp_path / "site"
    site_of(rk, make_repo(tmp_path / "inherit", OVERRIDES_REPO), out)
    square = (out / "pkg" / "square.py" / "index.html").read_text(encoding="utf-8")
    assert ">Overrides<" in square
    assert ('<a href="../../pkg/shapes.py/#shape-area"><code>Shape.area</code></a> — The area '
            "of the figure, in square units") in square
    shapes = (out / "pkg" / "shapes.py" / "index.html").read_text(encoding="utf-8")
    assert ">Overridden by<" in shapes and 'href="../../pkg/square.py/#square-area"' in shapes


def test_update_rewrites_php_namespace_references_as_a_fresh_create(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PHP's bare names reach the rest of their folder (one namespace) and its `use` imports
    name files elsewhere: each step changes one file, and the knowledge base is what a fresh
    create writes."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")
    base = ("<?php\nnamespace Log\\Handler;\n\nabstract class AbstractHandler {\n"
            "    /** Handle a record. */\n    public function handle($r) {\n"
            "        return false;\n    }\n}\n")

    def handler(namespace: str, header: str, body: str) -> str:
        return (f"<?php\nnamespace {namespace};\n\n{header} {{\n    const SIZES = [\n{ROWS}"
                f"    ];\n\n    public function handle($r) {{\n{body}        return true;\n"
                "    }\n}\n")

    stream = handler("Log\\Handler", "class StreamHandler extends AbstractHandler",
                     "        $this->write($r);\n        render($r);\n")
    stream = stream.replace("\n}\n", "\n    public function write($r) { $this->n++; }\n}\n")
    test = handler("Log\\Test", "use Log\\Handler\\AbstractHandler as Base;\n\n"
                   "class TestHandler extends Base", "")
    repo = make_repo(tmp_path / "repo", {"src/Log/Handler/AbstractHandler.php": base,
                                         "src/Log/Handler/StreamHandler.php": stream,
                                         "src/Log/Test/TestHandler.php": test})
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    steps = [
        # a function added to the folder: the bare call finds it
        {"src/Log/Handler/functions.php": "<?php\nnamespace Log\\Handler;\n\n"
                                          "/** Render a record. */\nfunction render($r) {}\n"},
        # the base renamed: neither the folder's class nor the importer has it any more
        {"src/Log/Handler/AbstractHandler.php": base.replace("class AbstractHandler",
                                                             "class BaseHandler")},
    ]
    for number, step in enumerate(steps):
        update_as_a_fresh_create(repo, home, tmp_path / f"fresh{number}", step)
    docs = home / "proj" / "docs" / "src" / "Log"
    # step 0: the new function among the calls; step 1: no base left to override
    assert (docs / "Handler" / "stream-handler-handle.md").read_text().endswith(
        "### Calls\n- [render](render.md) — Render a record\n"
        "- [StreamHandler.write](stream-handler-write.md) — Write `r`\n")
    for page in ("Handler/stream-handler-handle.md", "Test/test-handler-handle.md"):
        assert "### Overrides" not in (docs / page).read_text()


def test_update_follows_what_javascript_modules_export_as_a_fresh_create(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A module called as what it exports (`new Route(…)`, `class App extends Middle`, the
    importer's names not the exporter's): when only the export statement of one file changes,
    its importers, and the classes derived from its export two files away, are what a fresh
    create writes."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")
    rows = "".join(f"    {n},\n" for n in range(200))

    def large(header: str, methods: str) -> str:
        return f"{header} {{\n  static SIZES = [\n{rows}  ];\n\n{methods}}}\n"

    route = ("/** Initialize a route for `path`. */\nfunction Route(path) {\n  return path;\n}\n\n"
             "/** A path on its own. */\nfunction Path(path) {\n  return path;\n}\n\n"
             "module.exports = Route;\n")
    base = ("class Base {\n  /** Start the base. */\n  start() {\n    return 1;\n  }\n}\n\n"
            "class Other {\n  /** Start the other one. */\n  start() {\n    return 2;\n  }\n}\n"
            "\nexport default Base;\n")
    repo = make_repo(tmp_path / "repo", {
        "lib/route.js": route,
        "lib/router.js": ("const Route = require('./route');\n\n/** Make a route. */\n"
                          "function route(path) {\n  return new Route(path);\n}\n"),
        "src/base.ts": base,
        "src/mid.ts": "import Parent from './base';\n\nexport default " + large(
            "class Mid extends Parent", "  other(): number {\n    return 3;\n  }\n"),
        "src/app.ts": "import Middle from './mid';\n\nexport default " + large(
            "class App extends Middle", "  start(): number {\n    return 4;\n  }\n"),
    })
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    docs = home / "proj" / "docs"
    assert (docs / "lib" / "route.md").read_text().endswith(
        "### Called by\n- [route](route--router.md) — Make a route\n")
    assert "### Overrides\n- [Base.start](base.md) — Documented within `Base`\n" in (
        docs / "src" / "app-start.md").read_text()
    steps = [{"lib/route.js": route.replace("exports = Route", "exports = Path")},
             {"src/base.ts": base.replace("default Base", "default Other")}]
    for number, step in enumerate(steps):
        update_as_a_fresh_create(repo, home, tmp_path / f"fresh{number}", step)
    assert (docs / "lib" / "route--router.md").read_text().endswith(
        "### Calls\n- [Path](path.md) — A path on its own\n")
    assert "### Overrides\n- [Other.start](other.md) — Documented within `Other`\n" in (
        docs / "src" / "app-start.md").read_text()


def test_update_follows_python_star_imports_as_a_fresh_create(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A call reaches a class through three `from … import *` (helpers → core → mid →
    errors): the last link of the chain is made (the call links), then the class is renamed
    (the link goes); each update writes what a fresh create writes."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")
    core = "from .mid import *\n\n\ndef helper():\n    \"\"\"Help.\"\"\"\n    return 1\n"
    errors = "class ParseError(Exception):\n    \"\"\"A text that does not parse.\"\"\"\n"
    repo = make_repo(tmp_path / "repo", {
        "pkg/__init__.py": "",
        "pkg/errors.py": errors,
        "pkg/mid.py": "import os\n",
        "pkg/core.py": core,
        "pkg/helpers.py": ("from .core import *\n\n\ndef check(text):\n"
                           "    \"\"\"Check the text.\"\"\"\n    helper()\n"
                           "    raise ParseError(text)\n"),
    })
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    page = home / "proj" / "docs" / "pkg" / "check.md"
    assert page.read_text().endswith("### Calls\n- [helper](helper.md) — Help\n")
    update_as_a_fresh_create(repo, home, tmp_path / "fresh0",
                             {"pkg/mid.py": "from .errors import *\n"})
    assert page.read_text().endswith(
        "### Calls\n- [helper](helper.md) — Help\n"
        "- [ParseError](parse-error.md) — A text that does not parse\n")
    update_as_a_fresh_create(repo, home, tmp_path / "fresh1",
                             {"pkg/errors.py": errors.replace("ParseError", "SyntaxProblem")})
    assert page.read_text().endswith("### Calls\n- [helper](helper.md) — Help\n")


def test_a_java_method_without_parameters_is_no_overload_of_one_with_a_type_variable() -> None:
    """java.util's `toArray()` beside `<T> T[] toArray(T[] a)`: the empty parameter list was
    read as one empty type, which the type variable matched, so the two were one overload
    and neither override was linked."""
    graph, symbol_of = resolved({
        "shop/Bag.java": "package shop;\n\n" + large(
            "public interface Bag", "  Object[] toArray();\n  <T> T[] toArray(T[] a);\n", "java"),
        "shop/Box.java": "package shop;\n\n" + large("public class Box implements Bag", (
            "  public Object[] toArray() {\n    return null;\n  }\n"), "java"),
    })
    found = {(symbol_of[doc], ref.doc) for doc, targets in graph.overrides.items()
             for ref in targets}
    assert sorted(doc for doc, symbol in symbol_of.items() if symbol == "Bag.toArray") == [
        "docs/shop/bag-to-array--bag.md", "docs/shop/bag-to-array.md"]  # declared first: `()`
    assert found == {("Box.toArray", "docs/shop/bag-to-array.md")}


def test_update_follows_java_parameter_types_as_a_fresh_create(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An interface's method changes its parameter type: the class's method of the old type
    no longer overrides it (its Overrides section goes), then one of the new type does; each
    update writes what a fresh create writes."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")
    codec = ("package shop;\n\n/** A codec. */\npublic interface Codec {\n"
             "  /** Encode a number. */\n  String encode(int v);\n}\n")
    plain = "package shop;\n\n" + large("public class Plain implements Codec", (
        "  public String encode(int v) {\n    return \"\";\n  }\n"), "java")
    repo = make_repo(tmp_path / "repo", {"shop/Codec.java": codec, "shop/Plain.java": plain})
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    page = home / "proj" / "docs" / "shop" / "plain-encode.md"
    assert "### Overrides\n- [Codec.encode](codec.md)" in page.read_text()
    update_as_a_fresh_create(repo, home, tmp_path / "fresh0", {
        "shop/Codec.java": codec.replace("int v", "String v")})
    assert "### Overrides" not in page.read_text()
    update_as_a_fresh_create(repo, home, tmp_path / "fresh1", {
        "shop/Plain.java": plain.replace("int v", "String v")})
    assert "### Overrides\n- [Codec.encode](codec.md)" in page.read_text()


def test_update_follows_a_ruby_class_reopened_in_another_file_as_a_fresh_create(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A Ruby method calls, without parentheses, a method its class gains in another file of
    the gem's layout (`tool/runner/helpers.rb`), then loses: the update is a fresh create."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")
    rows = "".join(f"      {n},\n" for n in range(200))
    runner = (f"module Tool\n  class Runner\n    SIZES = [\n{rows}    ]\n\n"
              "    # Run the tool.\n    def run\n      helper\n    end\n\n"
              "    # Stop the tool.\n    def stop\n      true\n    end\n  end\nend\n")
    helpers = ("module Tool\n  class Runner\n    # Help.\n    def other\n      1\n    end\n"
               "  end\nend\n")
    repo = make_repo(tmp_path / "repo", {"lib/tool/runner.rb": runner,
                                         "lib/tool/runner/helpers.rb": helpers})
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    page = home / "proj" / "docs" / "lib" / "tool" / "runner-run.md"
    assert "### Calls" not in page.read_text()
    added = helpers.replace("    # Help.\n", "    # Help the run.\n    def helper\n      2\n"
                            "    end\n\n    # Help.\n")
    update_as_a_fresh_create(repo, home, tmp_path / "fresh0",
                             {"lib/tool/runner/helpers.rb": added})
    assert page.read_text().endswith("### Calls\n- [Tool.Runner.helper](runner/runner.md)"
                                     " — Documented within `Tool.Runner`\n")
    update_as_a_fresh_create(repo, home, tmp_path / "fresh1",
                             {"lib/tool/runner/helpers.rb": helpers})
    assert "### Calls" not in page.read_text()


def test_update_follows_c_includes_as_a_fresh_create(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A C file's calls reach what its includes declare, and what theirs do (`gzwrite.c` →
    `gzguts.h` → `zlib.h`): a header gains a prototype, then the middle header stops including
    the other (an edit that changes no name the caller calls: only the header's name tells the
    update to resolve the caller again), then includes it again: each update is a fresh
    create."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")
    zlib = "/** Compress what is available. */\nint deflate(int flush);\n"
    guts = '#include "zlib.h"\n\n/** Write what is pending. */\nint gz_write(int n);\n'
    repo = make_repo(tmp_path / "repo", {
        "zlib.h": zlib,
        "gzguts.h": guts,
        "src/gzwrite.c": ('#include "gzguts.h"\n\n/** Compress and write. */\n'
                          "int gz_comp(int flush) {\n"
                          "  return deflate(flush) + gz_init(1) + gz_write(2);\n}\n"),
    })
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    page = home / "proj" / "docs" / "src" / "gz-comp.md"
    deflate = "- [deflate](../deflate.md) — Compress what is available\n"
    gz_write = "- [gz\\_write](../gz-write.md) — Write what is pending\n"
    assert page.read_text().endswith(f"### Calls\n{deflate}{gz_write}")
    steps = [
        {"zlib.h": zlib + "\n/** Prepare the state. */\nint gz_init(int level);\n"},
        {"gzguts.h": guts.replace('#include "zlib.h"\n', "")},
        {"gzguts.h": guts},
    ]
    for number, step in enumerate(steps[:2]):
        update_as_a_fresh_create(repo, home, tmp_path / f"fresh{number}", step)
    assert page.read_text().endswith(f"### Calls\n{gz_write}")
    update_as_a_fresh_create(repo, home, tmp_path / "fresh2", steps[2])
    assert page.read_text().endswith(
        f"### Calls\n{deflate}- [gz\\_init](../gz-init.md) — Prepare the state\n{gz_write}")


def test_update_lists_a_go_types_methods_as_a_fresh_create(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A method added in another file of the package, one removed, a method's doc edited and
    the type renamed: the type's "Methods" are those of a fresh create, and pages no step
    touches keep their bytes and mtimes."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")
    app = "package cli\n\n// App is an application.\ntype App struct {\n\tName string\n}\n"
    run = "package cli\n\n// Run runs the app.\nfunc (a *App) Run() error {\n\treturn nil\n}\n"
    other = ("package cli\n\n// Version is the version.\nfunc Version() string {\n"
             "\treturn \"1\"\n}\n")
    repo = make_repo(tmp_path / "repo", {"cli/app.go": app, "cli/run.go": run,
                                         "cli/version.go": other})
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    stop = "package cli\n\n// Stop stops the app.\nfunc (a *App) Stop() {}\n"
    steps = [
        {"cli/stop.go": stop},
        {"cli/run.go": run.replace("Run runs the app", "Run starts the app")},
        {"cli/stop.go": "package cli\n"},
        {"cli/app.go": app.replace("App", "Application")},
    ]
    expected = [
        "### Methods\n- [App.Run](app-run.md) — Run the app\n"
        "- [App.Stop](app-stop.md) — Stop the app\n",
        "### Methods\n- [App.Run](app-run.md) — Start the app\n"
        "- [App.Stop](app-stop.md) — Stop the app\n",
        "### Methods\n- [App.Run](app-run.md) — Start the app\n",
        "```\n",
    ]
    for number, (step, end) in enumerate(zip(steps, expected, strict=True)):
        write_files(repo, step)
        git(repo, "add", "-A")
        git(repo, "commit", "-q", "-m", f"step {number}")
        before = doc_mtimes(home)
        update(home, "proj")
        assert without_aliases(tree_text(home)) == without_aliases(
            fresh_create(repo, tmp_path / f"fresh{number}")), number
        docs = doc_mtimes(home)
        page = "cli/app.md" if "cli/app.md" in docs else "cli/application.md"
        assert docs[page][0].endswith(end), (number, docs[page][0][-300:])
        assert docs["cli/version.md"] == before["cli/version.md"]


def test_update_follows_what_a_file_passes_on_as_a_fresh_create(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The file an importer names only passes names on (`export * from`): when it starts or
    stops passing one on, or the module defining it renames it, the importer's Calls and
    the callee's Called by are those of a fresh create."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")
    errors = "/** Throw. */\nexport function die(n: number): never {\n  throw n;\n}\n"
    user = ("import { die } from './internal';\n\n/** Current. */\n"
            "export function current(v: any) {\n  return die(v);\n}\n")
    assert_linked_after_updates(
        tmp_path, {"src/errors.ts": errors, "src/internal.ts": "\n", "src/current.ts": user},
        [{"src/internal.ts": "export * from './errors';\n"},
         {"src/errors.ts": errors.replace("die(", "fail(")},
         {"src/errors.ts": errors},
         {"src/internal.ts": "export { die as stop } from './errors';\n"}],
        "src/current.md", "### Calls\n- [die](die.md)")


def test_update_follows_what_a_rust_module_re_exports_as_a_fresh_create(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A Rust module that re-exports a name (`pub use self::chain::Chain;`) starts or stops
    doing so, or the file defining it renames it: the importer's Calls and Overrides, and the
    callee's Called by, are those of a fresh create."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")
    chain = ("/// A chain.\npub struct Chain {\n    n: usize,\n}\n\nimpl Chain {\n"
             "    /// Make one.\n    pub fn new(n: usize) -> Chain {\n"
             "        Chain { n }\n    }\n}\n")
    bytes_rs = ("use crate::buf::Chain;\n\n/// Bytes.\npub struct Bytes {\n    n: usize,\n}\n\n"
                "impl Bytes {\n    /// Chain them.\n    pub fn chain(&self) -> Chain {\n"
                "        Chain::new(self.n)\n    }\n}\n")
    assert_linked_after_updates(
        tmp_path, {"src/lib.rs": "pub mod buf;\npub mod bytes;\n", "src/buf/mod.rs": "mod chain;\n",
                   "src/buf/chain.rs": chain, "src/bytes.rs": bytes_rs},
        [{"src/buf/mod.rs": "mod chain;\n\npub use self::chain::Chain;\n"},
         {"src/buf/chain.rs": chain.replace("fn new(", "fn make(")},
         {"src/buf/chain.rs": chain},
         {"src/buf/mod.rs": "mod chain;\n"}],
        "src/bytes-chain.md", "- [Chain.new](buf/chain-new.md)")


def test_update_follows_what_a_python_package_imports_by_name_as_a_fresh_create(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A package's `__init__.py` starts or stops passing on a name it imports
    (`from .stack import FilterStack`), or the module defining it renames it: the caller's
    Calls, and the class's Called by, are those of a fresh create."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")
    stack = 'class FilterStack:\n    """A stack."""\n\n    def run(self):\n        return 1\n'
    api = ('from pkg import engine\n\n\ndef parse(sql):\n    """Parse it."""\n'
           "    return engine.FilterStack()\n")
    assert_linked_after_updates(
        tmp_path, {"pkg/__init__.py": "", "pkg/engine/__init__.py": "",
                   "pkg/engine/stack.py": stack, "pkg/api.py": api},
        [{"pkg/engine/__init__.py": "from .stack import FilterStack\n"},
         {"pkg/engine/stack.py": stack.replace("class FilterStack", "class Stack")},
         {"pkg/engine/stack.py": stack},
         {"pkg/engine/__init__.py": ""}],
        "pkg/parse.md", "- [FilterStack](engine/filter-stack.md)")


def assert_linked_after_updates(tmp_path: Path, files: dict[str, str],
                                steps: list[dict[str, str]], page: str, link: str) -> None:
    """Create a knowledge base of `files`, then update it by each of four `steps`, each
    update the same as a fresh create: `page` holds `link` after the first and the third
    (a name passed on, then its definition restored), not after the second and the fourth
    (the definition renamed, the name no longer passed on)."""
    repo = make_repo(tmp_path / "repo", files)
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    for number, (step, linked) in enumerate(zip(steps, [True, False, True, False],
                                                strict=True)):
        update_as_a_fresh_create(repo, home, tmp_path / f"fresh{number}", step)
        text = (home / "proj" / "docs" / page).read_text()
        assert (link in text) == linked, (number, text[-300:])


def test_a_java_constructor_overrides_no_constructor_of_its_base() -> None:
    """java.text's nested `MessageFormat.Field(String name)` was listed as overriding
    `Format.Field`'s constructor; its `readResolve` still overrides the base's."""
    rows = "".join(f"    static int[] ROW{n} = {{{n}}};\n" for n in range(200))
    found = overrides({
        "text/Format.java": ("package text;\n\npublic abstract class Format {\n"
                             "  public static class Field {\n" + rows
                             + "    protected Field(String name) {\n    }\n"
                             "    protected Object readResolve() {\n      return this;\n    }\n"
                             "  }\n}\n"),
        "text/MessageFormat.java": ("package text;\n\npublic class MessageFormat extends Format {\n"
                                    "  public static class Field extends Format.Field {\n" + rows
                                    + "    protected Field(String name) {\n      super(name);\n"
                                    "    }\n    protected Object readResolve() {\n"
                                    "      return this;\n    }\n  }\n}\n"),
    })
    assert found == {("MessageFormat.Field.readResolve", "Format.Field.readResolve")}


def test_update_follows_a_self_call_to_a_method_a_base_gains_as_a_fresh_create(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`self.helper()` in a subclass reaches the base's `helper` once another file's base
    declares it, and leaves it when the subclass declares its own: each update writes what a
    fresh create writes (only the base's or the subclass's file changed)."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")
    base = "class Base:\n    \"\"\"A base.\"\"\"\n\n    def run(self):\n        return 0\n"
    child = ("from pkg.base import Base\n\n\nclass Child(Base):\n    \"\"\"A child.\"\"\"\n\n"
             "    def go(self):\n        \"\"\"Go.\"\"\"\n        return self.helper()\n")
    repo = make_repo(tmp_path / "repo", {"pkg/__init__.py": "", "pkg/base.py": base,
                                         "pkg/child.py": child})
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    page = home / "proj" / "docs" / "pkg" / "child.md"
    assert "### Calls" not in page.read_text()
    helper = "\n    def helper(self):\n        \"\"\"Help.\"\"\"\n        return 1\n"
    update_as_a_fresh_create(repo, home, tmp_path / "fresh0", {"pkg/base.py": base + helper})
    assert page.read_text().endswith(
        "### Calls\n- [Base.helper](base.md) — Documented within `Base`\n")
    update_as_a_fresh_create(repo, home, tmp_path / "fresh1", {"pkg/child.py": child + helper})
    assert "### Calls" not in page.read_text()


def test_update_follows_a_doc_assigned_after_a_function_as_a_fresh_create(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A doc given as `f.__doc__ = "…"` lies outside the function's code: when it alone
    changes, the page follows it (its hash holds the doc), as a fresh create writes it."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")
    text = 'def has_keywords(func):\n    return True\n\n\nhas_keywords.__doc__ = "{}"\n'
    repo = make_repo(tmp_path / "repo", {"pkg/__init__.py": "",
                                         "pkg/sigs.py": text.format("Does it take keywords?")})
    home = tmp_path / "home"
    create(home, str(repo), "proj", jobs=1)
    page = home / "proj" / "docs" / "pkg" / "has-keywords.md"
    assert "Does it take keywords?" in page.read_text()
    update_as_a_fresh_create(repo, home, tmp_path / "fresh0",
                             {"pkg/sigs.py": text.format("Does a function take keywords?")})
    assert "Does a function take keywords?" in page.read_text()


def test_update_follows_what_a_function_returns_as_a_fresh_create(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A function comes to say, or stops saying, that it returns a class of its file, or the
    class is renamed: the page calling a method on what the function returns (`t = make();
    t.render()`) links it exactly as a fresh create does."""
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764460800")
    table = ('class Table:\n    """A table."""\n\n    def render(self):\n        """Draw it."""\n'
             '        return 1\n\n\ndef make():\n    """Make one."""\n    return Table()\n')
    use = ('from pkg.table import make\n\n\ndef show():\n    """Show one."""\n    t = make()\n'
           '    return t.render()\n')
    typed = table.replace("def make():", "def make() -> Table:")
    assert_linked_after_updates(
        tmp_path, {"pkg/__init__.py": "", "pkg/table.py": table, "pkg/use.py": use},
        [{"pkg/table.py": typed},
         {"pkg/table.py": typed.replace("class Table:", "class Grid:")},
         {"pkg/table.py": typed},
         {"pkg/table.py": table}],
        "pkg/show.md", "- [Table.render](table.md)")


def test_a_php_private_method_overrides_nothing_and_nothing_overrides_it() -> None:
    """symfony/var-dumper's `HtmlDumper::getSourceLink` "overrode" `CliDumper::getSourceLink`:
    both are private, each class calls its own. A public method still overrides."""
    methods = ("    private function getSourceLink($file) {\n        return 2;\n    }\n\n"
               "    public function style($style) {\n        return 2;\n    }\n")
    found = overrides({
        "src/Dumper.php": (
            "<?php\nclass CliDumper {\n    /** A link. */\n"
            "    private function getSourceLink($file) {\n        return 1;\n    }\n\n"
            "    /** Style it. */\n    public function style($style) {\n        return 1;\n"
            "    }\n\n    /** Tidy it. */\n    private function tidy($x) {\n        return 1;\n"
            "    }\n}\n\nclass HtmlDumper extends CliDumper {\n"
            f"    const SIZES = [\n{ROWS}    ];\n\n{methods}"
            "    public function tidy($x) {\n        return 2;\n    }\n}\n")})
    assert found == {("HtmlDumper.style", "CliDumper.style")}


def test_a_php_trait_named_under_the_file_s_namespace_is_used() -> None:
    """symfony/routing's `CollectionConfigurator` writes `use Traits\\AddTrait;` under its
    namespace: the relative name dropped the base, so `AddTrait` listed no user and
    `$this->add(…)` linked nothing."""
    files = {
        "Loader/Configurator/Traits/AddTrait.php": (
            "<?php\nnamespace App\\Configurator\\Traits;\n\ntrait AddTrait\n{\n"
            "    public function add(string $name)\n    {\n        return $name;\n    }\n"
            f"    const SIZES = [\n{ROWS}    ];\n}}\n"),
        "Loader/Configurator/CollectionConfigurator.php": (
            "<?php\nnamespace App\\Configurator;\n\nclass CollectionConfigurator\n{\n"
            "    use Traits\\AddTrait;\n\n    public function build()\n    {\n"
            "        return $this->add('x');\n    }\n"
            f"    const SIZES = [\n{ROWS}    ];\n}}\n")}
    graph, symbol_of = resolved(files)
    inherits = {(symbol_of[doc], ref.symbol) for doc, refs in graph.inherits.items()
                for ref in refs}
    calls = {(symbol_of[doc], ref.symbol) for doc, refs in graph.calls.items() for ref in refs}
    assert inherits == {("CollectionConfigurator", "AddTrait")}
    assert ("CollectionConfigurator.build", "AddTrait.add") in calls
