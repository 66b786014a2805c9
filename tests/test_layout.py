"""Granularity and naming of doc pages (DESIGN §2)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rk_action import GENERATOR, store
from rk_action import layout as layout_module
from rk_action.create import create
from rk_action.layout import PageKey, _Owners, doc_paths, kebab, layout
from rk_action.model import Entity
from tests.conftest import RkRunner, git, make_repo, tree_text, write_files


def entity(symbol: str, kind: str = "function", source: str = "src/auth/tokens.py",
           lines: tuple[int, int] = (1, 5), parent: str = "") -> Entity:
    return Entity(name=symbol.rsplit(".", 1)[-1], symbol=symbol, kind=kind,  # type: ignore[arg-type]
                  language="python", source=source, start_line=lines[0], end_line=lines[1],
                  code="x", parent=parent)


@pytest.mark.parametrize(("name", "expected"), [
    ("validateToken", "validate-token"), ("HTTPAdapter", "http-adapter"),
    ("parse_port", "parse-port"), ("__init__", "init"), ("getURLForID", "get-url-for-id"),
    ("../../etc/passwd", "etc-passwd"), ("~Widget", "widget"), ("operator==", "operator"),
    ("", "entity"), ("café_au_lait", "café-au-lait"),
    # acronyms, their plurals and digits (issue 15)
    ("parseURLs", "parse-urls"), ("HTTPServer", "http-server"), ("URLs", "urls"),
    ("getHTTPResponseCode", "get-http-response-code"), ("IOError", "io-error"),
    ("getURLsFromHTML", "get-urls-from-html"), ("userIDs", "user-ids"), ("APIsV2", "apis-v2"),
    ("HTTPSProxy", "https-proxy"), ("base64Encode", "base64-encode"),
    ("sha256sum", "sha256-sum"), ("md5hex", "md5-hex"), ("utf8ToUtf16", "utf8-to-utf16"),
    ("HTTP2Server", "http2-server"), ("x86_64", "x86-64"), ("i18n", "i18n"), ("k8s", "k8s"),
])
def test_kebab(name: str, expected: str) -> None:
    assert kebab(name) == expected


def test_function_and_small_class_with_methods_inside() -> None:
    units = layout([
        entity("validateToken", source="src/auth/validate-token.ts"),
        entity("Session", "class", lines=(10, 60)),
        entity("Session.mount", "method", lines=(12, 20), parent="Session"),
    ])
    assert [u.doc_path for u in units] == [
        "docs/src/auth/session.md", "docs/src/auth/validate-token.md"]
    assert [m.symbol for m in units[0].members] == ["Session.mount"]
    assert not units[0].overview


def test_large_class_gets_overview_and_method_pages() -> None:
    units = layout([
        entity("Session", "class", lines=(1, 300)),
        entity("Session.mount", "method", lines=(5, 20), parent="Session"),
        entity("Session.get", "method", lines=(21, 299), parent="Session"),
    ])
    paths = {u.doc_path: u for u in units}
    assert set(paths) == {"docs/src/auth/session.md", "docs/src/auth/session-mount.md",
                          "docs/src/auth/session-get.md"}
    assert paths["docs/src/auth/session.md"].overview


def test_collisions_resolved_by_source_then_line() -> None:
    units = layout([
        entity("parse", source="lib/b.py", lines=(1, 2)),
        entity("parse", source="lib/a.py", lines=(9, 10)),
        entity("parse", source="lib/a.py", lines=(20, 21)),
        entity("parse", source="lib/a.py", lines=(30, 31)),
    ])
    by_key = {(u.entity.source, u.entity.start_line): u.doc_path for u in units}
    assert by_key == {
        ("lib/a.py", 9): "docs/lib/parse.md",
        ("lib/a.py", 20): "docs/lib/parse--a.md",
        ("lib/a.py", 30): "docs/lib/parse--a-2.md",
        ("lib/b.py", 1): "docs/lib/parse--b.md",
    }


def test_a_public_name_takes_the_plain_doc_name_before_a_private_one() -> None:
    """more-itertools' private `_batched` (line 876) was `batched.md` and the public
    `batched` (line 899) `batched--recipes.md`; Go's exported `Lookup` comes before
    `lookup`; a special name (`__init__`) is no private one."""
    units = layout([
        entity("_batched", source="more/recipes.py", lines=(876, 890)),
        entity("batched", source="more/recipes.py", lines=(899, 905)),
        entity("lookup", source="flag/flag.go", lines=(10, 12)),
        entity("Lookup", source="flag/flag.go", lines=(20, 22)),
        entity("__iter__", source="lib/a.py", lines=(5, 6)),
        entity("iter", source="lib/a.py", lines=(9, 10)),
    ])
    assert {u.entity.name: u.doc_path for u in units} == {
        "batched": "docs/more/batched.md", "_batched": "docs/more/batched--recipes.md",
        "Lookup": "docs/flag/lookup.md", "lookup": "docs/flag/lookup--flag.md",
        "__iter__": "docs/lib/iter.md", "iter": "docs/lib/iter--a.md"}


def test_methods_outside_their_type_get_type_prefixed_pages() -> None:
    units = layout([entity("Server.Start", "method", source="srv.go", parent="Server")])
    assert units[0].doc_path == "docs/server-start.md"


def test_a_symbol_named_like_a_path_stays_in_its_folder() -> None:
    units = layout([entity("../../../etc/passwd", source="x/y.js")])
    assert units[0].doc_path == "docs/x/etc-passwd.md"


def test_unsafe_source_path_is_refused() -> None:
    with pytest.raises(ValueError):
        layout([entity("f", source="../outside.py")])


def test_many_collisions_are_named_in_order() -> None:
    """12,000 functions named `f` in one file, and more in a file whose stem looks like a
    counter (`lib/a-3.py` → `f--a-3`, which `lib/a.py`'s third `f` would also want)."""
    same = [entity("f", source="lib/a.py", lines=(n, n)) for n in range(1, 12_001)]
    tricky = [entity("f", source="lib/a-3.py", lines=(n, n)) for n in range(1, 4)]
    paths = [u.doc_path for u in sorted(layout(same + tricky),
                                        key=lambda u: (u.entity.source, u.entity.start_line))]
    # `lib/a-3.py` sorts before `lib/a.py`: its pages take `f`, `f--a-3` and `f--a-3-2`
    assert paths[:3] == ["docs/lib/f.md", "docs/lib/f--a-3.md", "docs/lib/f--a-3-2.md"]
    # then `lib/a.py`'s 12,000: `f--a`, `f--a-2`, and on past the `f--a-3` already taken
    assert paths[3:] == ["docs/lib/f--a.md", "docs/lib/f--a-2.md"] + [
        f"docs/lib/f--a-{k}.md" for k in range(4, 12_002)]


def _quadratic_doc_paths(keys: list[PageKey]) -> list[str]:
    """The naming as it was before it was made linear: counters scanned from 2 every time."""
    taken: set[str] = set()
    paths = [""] * len(keys)
    for position in sorted(range(len(keys)), key=lambda p: (keys[p].source, keys[p].start_line,
                                                            keys[p].symbol, p)):
        key, name = keys[position], keys[position].base
        if name in taken:
            stem = kebab(key.source.rsplit("/", 1)[-1].split(".", 1)[0])
            name, counter = f"{key.base}--{stem}", 2
            while name in taken:
                name, counter = f"{key.base}--{stem}-{counter}", counter + 1
        taken.add(name)
        paths[position] = f"docs/lib/{name}.md"
    return paths


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["f", "f-2", "g", "a-2"]),
                          st.sampled_from(["a", "a-2", "a-2-2", "f-2", "b"]),
                          st.integers(1, 40)), max_size=80))
def test_linear_naming_names_as_before(pages: list[tuple[str, str, int]]) -> None:
    """Bases and file stems chosen to collide with each other's counters (`f` + `--a-2`,
    `f` + `--a` + `-2`); the names are those of the quadratic scan."""
    keys = [PageKey(base, f"lib/{stem}.py", line, base) for base, stem, line in pages]
    assert doc_paths(keys) == _quadratic_doc_paths(keys)


def _quadratic_owners(entities: list[Entity]) -> list[Entity | None]:
    """Each entity's owner as found before the lookup was made logarithmic: the first class of
    its parent's name, in order, whose lines contain it."""
    classes = [e for e in entities if e.kind == "class"]
    return [next((c for c in classes if c.symbol == e.parent and c is not e
                  and c.start_line <= e.start_line and e.end_line <= c.end_line), None)
            for e in entities]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["class", "method"]), st.sampled_from(["C", "D"]),
                          st.integers(1, 30), st.integers(0, 30)), max_size=40))
def test_owner_lookup_finds_the_same_owners(spans: list[tuple[str, str, int, int]]) -> None:
    """Same-named classes nested in and overlapping each other, methods inside or beside
    them, a class named like its own parent: the owners are those of the linear scan."""
    entities = [entity(name if kind == "class" else f"{name}.m", kind,  # type: ignore[arg-type]
                       lines=(start, start + length), parent="" if kind == "class" else name)
                for kind, name, start, length in spans]
    entities += [entity("C", "class", lines=(5, 9), parent="C")]  # its own parent's name
    entities.sort(key=lambda e: (e.start_line, -e.end_line, e.symbol))
    owners = _Owners(entities)
    assert [owners.owner(e) for e in entities] == _quadratic_owners(entities)


def _kebab_before_0_2(identifier: str) -> str:
    """The page names of rk-action before 0.2.0 (`parseURLs` → `parse-ur-ls`)."""
    split = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "-", identifier)
    words = re.sub(r"[^\w]+|_+", "-", split).strip("-").lower()
    return re.sub(r"-{2,}", "-", words)[:80].strip("-") or "entity"


ACRONYMS = {
    "net/urls.py": 'def parseURLs(text):\n    """Find the URLs in `text`."""\n    return []\n\n\n'
                   'def sha256sum(data):\n    """Digest of the data."""\n    return data\n',
    "net/io.py": 'class IOError(Exception):\n    """A read failed."""\n\n\n'
                 'def parse_urls(text):\n    """Spelt like parseURLs but for its hyphens."""\n'
                 '    return text\n',
    "web/server.py": 'def getHTTPResponseCode(reply):\n    """The status."""\n    return 200\n',
}


def test_an_update_after_the_upgrade_moves_pages_to_their_new_names(
        rk: RkRunner, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A knowledge base written before 0.2.0 has `parse-ur-ls.md`: the next update (a rebuild,
    another version wrote it) gives exactly what a fresh create gives, and a learned alias goes
    with its page when only hyphens moved (`parse_urls` of another file keeps its own)."""
    repo = make_repo(tmp_path / "repo", dict(ACRONYMS))
    with monkeypatch.context() as old_version:
        old_version.setattr(layout_module, "kebab", _kebab_before_0_2)
        create(rk.home, str(repo), "proj", jobs=1)
    project_dir = rk.home / "proj"
    old_docs = sorted(store.doc_files(project_dir))
    assert {"docs/net/parse-ur-ls.md", "docs/net/sha256sum.md"} <= set(old_docs)
    meta = store.parse_meta((project_dir / "_meta.md").read_text())
    assert meta["generator"] == GENERATOR
    store.write_atomic(project_dir / "_meta.md",
                       store.format_meta({**meta, "generator": "rk-action 0.1.0"}))
    entries = store.read_index(project_dir)
    for entry in entries:
        entry.aliases = {"parse-ur-ls": ["find links in text"],
                         "sha256sum": ["hash bytes"]}.get(entry.name, [])
    store.write_atomic(project_dir / "_index.md", store.format_index("proj", entries))
    write_files(repo, {"web/server.py": ACRONYMS["web/server.py"] + "\n\ndef ok():\n    pass\n"})
    git(repo, "commit", "-qam", "a change")

    result = rk("update", "proj")
    assert result.code == 0, result.err
    assert "full rebuild: proj was written by 'rk-action 0.1.0'" in result.err
    fresh_home = tmp_path / "fresh"
    create(fresh_home, str(repo), "proj", jobs=1)
    updated = tree_text(rk.home)
    assert _without_aliases(updated) == tree_text(fresh_home)
    assert sorted(store.doc_files(project_dir)) == [
        "docs/_overview.md", "docs/net/_overview.md", "docs/net/io-error.md",
        "docs/net/parse-urls--urls.md", "docs/net/parse-urls.md",
        "docs/net/sha256-sum.md", "docs/web/_overview.md", "docs/web/get-http-response-code.md",
        "docs/web/ok.md"]
    aliases = {e.name: e.aliases for e in store.read_index(project_dir)}
    assert aliases["parse-urls--urls"] == ["find links in text"]
    assert aliases["sha256-sum"] == ["hash bytes"]
    assert aliases["parse-urls"] == []


def _without_aliases(files: dict[str, str]) -> dict[str, str]:
    return {rel: "".join(line for line in text.splitlines(keepends=True)
                         if not line.startswith("  aliases: ["))
            for rel, text in files.items()}


NAMESPACES = {
    # every file of a Ruby gem opens the gem's module: a wrapper, not a class
    "lib/rack/auth/basic.rb": (
        "module Rack\n  module Auth\n    # HTTP Basic authentication for an app.\n"
        "    class Basic\n      def call(env)\n        env\n      end\n\n"
        "      def valid?(auth)\n        true\n      end\n    end\n  end\nend\n"),
    # a module with functions of its own and a type
    "lib/rack/utils.rb": (
        "module Rack\n  module Utils\n    # Escape HTML special characters.\n"
        "    def self.escape_html(s)\n      s\n    end\n\n"
        "    class HeaderHash\n      def names\n        []\n      end\n    end\n  end\nend\n"),
    # a documented wrapper keeps a page
    "lib/rack/mime.rb": (
        "module Rack\n  # Mime types by file extension.\n  module Mime\n"
        "    class Table\n      def lookup(ext)\n        ext\n      end\n    end\n  end\nend\n"),
    # a module holding functions only is documented as a small class is, whole
    "lib/rack/version.rb": (
        "module Rack\n  # The version of the Rack protocol.\n  def self.version\n"
        "    [1, 3]\n  end\nend\n"),
    # a class reopened only to hold its file's classes is a wrapper too (mustache's context.rb)
    "lib/mustache/context.rb": (
        "class Mustache\n  # Where a template's tags are looked up.\n  class Context\n"
        "    # Push a frame.\n    def push(frame)\n      frame\n    end\n  end\nend\n"),
    # one with a base is a class of its own
    "lib/mustache/errors.rb": (
        "class Parser < Base\n  class SyntaxError < StandardError\n  end\nend\n"),
    # a file's label over the gem's namespace is no doc of the namespace (tilt's asciidoc.rb)
    "lib/tilt/asciidoc.rb": (
        "require 'tilt/template'\n\n# AsciiDoc see: http://asciidoc.org/\nmodule Tilt\n"
        "  # Asciidoctor implementation for AsciiDoc.\n  class AsciidoctorTemplate\n"
        "    def prepare\n      1\n    end\n  end\nend\n"),
    # unless it holds the class its file is named for (highline's `menu/item.rb`)
    "lib/highline/menu/item.rb": (
        "class Menu < Question\n  # Represents an Item of a Menu.\n  class Item\n"
        "    def name\n      1\n    end\n  end\nend\n"),
    # and its doc, written again over it in each file (tty-prompt's `prompt/suggestion.rb`)
    "lib/tty/prompt/suggestion.rb": (
        "module TTY\n  # A class responsible for terminal prompt interactions.\n  class Prompt\n"
        "    # A suggestion out of possible choices.\n    class Suggestion\n"
        "      def suggest(message)\n        message\n      end\n    end\n  end\nend\n"),
    "src/shapes.ts": (
        "export namespace Shapes {\n  /** A round shape. */\n  export class Circle {\n"
        "    area(): number { return 1; }\n  }\n  export function make(): Circle {\n"
        "    return new Circle();\n  }\n}\n"),
    "src/inner.rs": (
        "pub mod inner {\n    /// A thing.\n    pub struct S;\n\n    impl S {\n"
        "        pub fn go(&self) { self.n(); }\n    }\n}\n"),
}


def test_namespaces_that_hold_types_are_not_classes(tmp_path: Path) -> None:
    """A Ruby module, a TypeScript namespace or a Rust `mod` holding types gives each type a
    page of its own (as a C++ namespace does), not one page of the namespace with everything
    inside; a bare wrapper gets no page, a documented one or one with functions an overview.
    A Ruby class reopened only to hold its file's classes is such a wrapper; one with a base
    only when it holds the class its file is named for."""
    repo = make_repo(tmp_path / "repo", dict(NAMESPACES))
    create(tmp_path / "home", str(repo), "proj", jobs=1)
    project_dir = tmp_path / "home" / "proj"
    index = {entry.doc: entry.description for entry in store.read_index(project_dir)
             if not entry.name.startswith("_")}
    assert index == {
        "docs/lib/rack/auth/basic.md": "HTTP Basic authentication for an app",
        "docs/lib/rack/header-hash.md": "Header hash",
        "docs/lib/rack/mime.md": "Mime types by file extension",
        "docs/lib/rack/rack.md": "`Rack` module with `version`",
        "docs/lib/rack/table.md": "`Table` class with `lookup`",
        "docs/lib/rack/utils-escape-html.md": "Escape HTML special characters",
        "docs/lib/rack/utils.md": "`Utils` module with `escape_html`",
        "docs/lib/mustache/context.md": "Where a template's tags are looked up",
        "docs/lib/highline/menu/item.md": "Represents an Item of a Menu",
        "docs/lib/tty/prompt/suggestion.md": "A suggestion out of possible choices",
        "docs/lib/tilt/asciidoctor-template.md": "Asciidoctor implementation for AsciiDoc",
        "docs/lib/mustache/parser.md": "`Parser` class (extends `Base`)",
        "docs/src/circle.md": "A round shape",
        "docs/src/make.md": "Make a `Circle`",
        "docs/src/s-go.md": "Go the `S`",
        "docs/src/s.md": "A thing",
        "docs/src/shapes.md": "`Shapes` namespace with `make`",
    }
    basic = (project_dir / "docs/lib/rack/auth/basic.md").read_text()
    assert "symbol: Rack.Auth.Basic\nkind: class\n" in basic
    assert "- `Basic.call(env)`" in basic or "`call(env)`" in basic


def test_a_large_class_outline_keeps_each_member_s_decorators_and_whole_signature() -> None:
    """sortedcontainers' SortedDict page showed `@property` over `...` where `key` and
    `iloc` were (a member kept only its first line, a decorator), cut `def irange(self,
    minimum=None, …,` after its first line, and set the `...` of a body opening with a blank
    line at column 0."""
    from rk_action.extract import extract_file
    from rk_action.render import outline_code

    text = ("class SortedDict(dict):\n    \"\"\"A sorted dict.\"\"\"\n\n    @property\n"
            "    def key(self):\n        \"\"\"The key.\"\"\"\n        return self._key\n\n"
            "    def irange(self, minimum=None, maximum=None,\n               reverse=False):\n"
            "        return iter(())\n\n    def clear(self):\n\n        \"\"\"Clear.\"\"\"\n"
            "        self._list.clear()\n\n    @Override\n    def one(self): return 1\n")
    cls, *members = extract_file("sorteddict.py", text)
    assert outline_code(cls, tuple(members)) == (
        "class SortedDict(dict):\n    \"\"\"A sorted dict.\"\"\"\n\n    @property\n"
        "    def key(self):\n        ...\n\n    def irange(self, minimum=None, maximum=None,\n"
        "               reverse=False):\n        ...\n\n    def clear(self):\n        ...\n\n"
        "    @Override\n    def one(self): return 1")


def test_a_large_class_outline_on_its_page_leaves_out_its_members_docs() -> None:
    """itertools' trait page reprinted, in its code, the doc comment of each of its 130
    methods (2,400 lines), though each method's page shows it: the page's outline leaves out
    the comments right above each member; an attribute or a comment apart stays."""
    from rk_action.extract import extract_file
    from rk_action.render import outline_code

    text = ("pub trait Itertools : Iterator {\n    // adaptors\n\n"
            "    /// Alternate elements from two iterators.\n    ///\n    /// ```\n"
            "    /// let it = (1..3).interleave(vec![-1]);\n    /// ```\n"
            "    fn interleave<J>(self, other: J) -> Interleave<Self, J> {\n"
            "        interleave(self, other)\n    }\n\n"
            "    /**\n     * Take the first.\n     */\n    #[inline]\n"
            "    fn first(self) -> Self::Item {\n        self.next()\n    }\n}\n")
    trait, *members = extract_file("src/lib.rs", text)
    assert outline_code(trait, tuple(members), docs=False) == (
        "pub trait Itertools : Iterator {\n    // adaptors\n\n"
        "    fn interleave<J>(self, other: J) -> Interleave<Self, J> {\n        ...\n\n"
        "    #[inline]\n    fn first(self) -> Self::Item {\n        ...\n}")


def test_a_large_class_outline_leaves_out_a_doc_block_whose_lines_have_no_stars() -> None:
    """p-queue's compiled `PQueue` page kept each member's `/**` and doc lines and left out
    only their `*/`, so every member after the first read as inside an open comment; a comment
    closed at the end of a code line is not a doc and stays."""
    from rk_action.extract import extract_file
    from rk_action.render import outline_code

    text = ("export default class PQueue {\n    #pending = 0; /* running */\n"
            "    clear() {\n        this.#queue = [];\n    }\n    /**\n"
            "    Executes all queued functions.\n\n    @returns Nothing.\n    */\n"
            "    #processQueue() {\n        return;\n    }\n"
            "    /** Start. */\n    start() {\n        return this;\n    }\n}\n")
    cls, *members = extract_file("dist/index.js", text)
    assert outline_code(cls, tuple(members), docs=False) == (
        "export default class PQueue {\n    #pending = 0; /* running */\n"
        "    clear() {\n        ...\n    #processQueue() {\n        ...\n"
        "    start() {\n        ...\n}")


def test_a_module_lists_only_the_members_that_have_pages(tmp_path: Path) -> None:
    """The text gem's `Metaphone` listed its `Rules` (a module of constants, no page) among
    the members "each documented on its own page"; `module_function :soundex_str` after
    `private` makes it callable as `Soundex.soundex_str`, and its line said "(private)"."""
    rules = "\n".join(f"  # Rule {n}.\n  def rule{n}(w)\n    w\n  end\n" for n in range(60))
    repo = make_repo(tmp_path / "repo", {
        "lib/text/metaphone.rb": (
            "module Text # :nodoc:\nmodule Metaphone\n\n  module Rules # :nodoc:all\n"
            "    STANDARD = [1, 2]\n  end\n\n  # Returns the code of a word.\n"
            f"  def metaphone(str)\n    str\n  end\n\n{rules}\nend\nend\n"),
        "lib/text/soundex.rb": (
            "module Text # :nodoc:\n# Soundex codes of names.\nmodule Soundex\n"
            "  def soundex(str)\n    soundex_str(str)\n  end\n  module_function :soundex\n\n"
            "  private\n\n  # Code of one string.\n  def soundex_str(str)\n    str\n  end\n"
            "  module_function :soundex_str\n\n  # Code of one letter.\n  def get_code(c)\n"
            "    c\n  end\nend\nend\n"),
    })
    create(tmp_path / "home", str(repo), "text", jobs=1)
    docs = tmp_path / "home" / "text" / "docs" / "lib" / "text"
    metaphone = (docs / "metaphone.md").read_text()
    assert "Methods, each documented on its own page:\n\n- `metaphone(str)`" in metaphone
    assert "Rules" not in metaphone.partition("### Code")[0]
    soundex = (docs / "soundex.md").read_text()
    assert ("- `soundex_str(str)` — Code of one string\n"
            "- `get_code(c)` — Code of one letter (private)\n") in soundex


def test_a_factory_s_page_outlines_the_methods_that_have_pages(tmp_path: Path) -> None:
    """csv-parse's `transform` returns an object of 21 methods, each with a page of its own,
    yet its page showed all their 879 lines, and its words outranked them for 14 questions
    of 19. It shows them as a large class's page does: each body elided, each listed."""
    body = "\n".join(f"      const step{n} = buf + {n};" for n in range(6))
    repo = make_repo(tmp_path / "repo", {
        "lib/api/index.js": (
            "import { normalize } from './normalize.js';\n\n"
            "const transform = function (original_options = {}) {\n"
            "  const options = normalize(original_options);\n  return {\n"
            "    options: options,\n"
            f"    parse: function (buf) {{\n{body}\n      return this.__push(buf);\n    }},\n"
            "    __push: function (record) {\n      return record;\n    },\n  };\n};\n\n"
            "export { transform };\n"),
        "lib/api/normalize.js": (
            "/** Normalize the options. */\n"
            "export const normalize = function (opts) {\n  return opts;\n};\n"),
    })
    create(tmp_path / "home", str(repo), "csv", jobs=1)
    page = (tmp_path / "home" / "csv" / "docs" / "lib" / "api" / "transform.md").read_text()
    code = page.partition("### Code\n```javascript\n")[2].partition("```")[0]
    assert code == (
        "const transform = function (original_options = {}) {\n"
        "  const options = normalize(original_options);\n  return {\n"
        "    options: options,\n    parse: function (buf) {\n      ...\n"
        "    __push: function (record) {\n      ...\n  };\n};\n")
    assert "### Methods\n- [transform.\\_\\_push](transform-push.md)" in page
    assert "### Calls\n- [normalize](normalize.md)" in page
    assert "transform-push.md" not in page.partition("### Calls")[2]
