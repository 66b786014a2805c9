"""Folder overviews (DESIGN §2): `docs/<dir>/_overview.md` for every source folder that holds
docs at any depth, and `docs/_overview.md` for the root.

An overview shows the folder's README or package docstring (its first paragraphs), its
sub-folders (linked to their overviews, with their one-liners) and its files with their
entities (linked to their docs, with their one-liners). Everything in it is Markdown made safe
as it is built (names escaped, prose through `render.safe_md`), so a `Folder` is what the page
shows, piece by piece. `parse` reads a page back into a `Folder`: an update changes the rows of
the files it touched and keeps the others as written, without reading the folder's docs
(thousands in a large folder). A page that does not read back exactly (hand-edited, another
template) is rebuilt from the docs themselves (`update` does that).

Pure: rows and texts in, pages out; `settle` decides which overviews exist and what they say.
"""

from __future__ import annotations

import heapq
import posixpath
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from itertools import pairwise

from rk_action.dependencies import HEADING as DIAGRAM_HEADING
from rk_action.extract._comments import holds_notice
from rk_action.lazyre import lazy
from rk_action.render import md_escape, render_template, safe_md, unescape_md
from rk_action.store import IndexEntry, one_line
from rk_action.store.index import link_target, percent_encode
from rk_action.summarize._markup import reference_links, rest_roles, without_emphasis

NAME = "_overview"
"""The link text of an overview in `_index.md`, and its file stem."""
KIND = "folder"
SUMMARY_HEADING = "## Summary"
"""The section holding the model-written paragraph (`--summarizer anthropic` only)."""
MAX_PARAGRAPHS = 2
MAX_ABOUT = 1200
"""Characters of README or docstring kept (whole paragraphs; the first always)."""
_ROW = lazy(r"^- \[((?:\\.|[^\\\]])*)\]\(([^)]*)\) — (.*)$")
_SENTENCE_END = lazy(r"(?<=[.!?])\s+(?=[A-Z`*_\[(])")
_LOWER_SENTENCE_END = lazy(r"(?<=\w[.!?])\s+(?=[a-z])")
_ABBREVIATION_END = lazy(r"(?:\b(?:e\.g|i\.e|eg|ie|etc|vs|cf|approx|incl)\.|\b[A-Za-z]\.)\Z")
"""An abbreviation's dot, which ends no sentence."""
_NOT_PROSE = lazy(r"^\s*(?:#|<|!\[|\[!\[|```|~~~|\||=|---|\.\. |>>> )")
_HEADING_LINE = lazy(r"^( {0,3})#", re.MULTILINE)
_REST_TITLE = lazy(r"\A(?:([=\-~^*#+])\1{2,}[ \t]*\n)?[^\n]+\n([=\-~^*#+])\2{2,}[ \t]*(?:\n|\Z)")
"""A reST title: a line underlined (and maybe overlined) with one punctuation character."""
_EXAMPLES_HEADING = lazy(r"(?:#{1,6}[ \t]+)?(?:Examples?|Usage|Quick ?start|Getting started"
                         r"|Example usage)[ \t]*:?", re.I)
"""A heading over examples: Markdown's (`# Examples`), a plain line as Go writes one, or the
text of a reST title (`_title_read` makes it Markdown's)."""
_PLAIN_HEADING = lazy(r"[ \t]*[A-Z][\w ()',-]{0,60}")
"""A heading as a Go package comment writes one (before Go 1.19's `# Heading`): one line, a
capital first, no punctuation but parentheses, commas and apostrophes (go/doc's rule), between
two paragraphs."""
_LINK_DEFINITIONS = lazy(r"(?:[ \t]{0,3}\[[^\]\n]+\]:[ \t]*\S[^\n]*\n?)+")
"""A paragraph of Markdown link definitions (`[badge]: https://…`): no prose."""
_FENCE_LINE = lazy(r"^ {0,3}(?:```|~~~)", re.MULTILINE)
_INDENTED_BLOCK = lazy(r"(?:(?:\t| {4})[^\n]*(?:\n|\Z))+")
"""A paragraph every line of which is indented by a tab or four spaces: code, in Markdown, reST
(a literal block) and a Go doc comment (go-arg's "For example," and then `arg.MustParse(&args)`,
shown as prose with its `&` escaped, `&amp;args`)."""
_PERCENT = lazy(r"(?:%[0-9A-F]{2})+")
_HASH = lazy(r"[0-9a-f]{12}")


@dataclass(frozen=True, slots=True)
class Listed:
    """A doc as its folder's overview lists it."""

    doc: str
    """`docs/src/auth/validate-token.md`."""
    source: str
    symbol: str
    description: str


@dataclass(frozen=True, slots=True)
class Row:
    """One line of a list: a link and a one-liner, as the page shows them (Markdown)."""

    shown: str
    link: str
    description: str


@dataclass(slots=True)
class Folder:
    """One folder's overview, piece by piece as its page shows it."""

    folder: str
    about: str = ""
    """The README's or docstring's first paragraphs (safe Markdown)."""
    folders: dict[str, Row] = field(default_factory=dict)
    """Sub-folder name → its row."""
    files: dict[str, dict[str, Row]] = field(default_factory=dict)
    """File name → doc file name → row."""
    file_about: dict[str, str] = field(default_factory=dict)
    """File name → what its own doc says it is (`readme.file_about`: safe Markdown, one line),
    for the files that have one."""
    summary: str = ""
    """The model-written paragraph (safe Markdown, one paragraph); "" without one."""
    summary_hash: str = ""
    """`input_hash` of what `summary` was written from (`summarize.folders.folder_input`)."""
    diagram: str = ""
    """What its `## Dependencies` section holds (`dependencies.markdown`), "" for none."""

    @property
    def empty(self) -> bool:
        return not self.folders and not self.files


def with_ancestors(folders: Iterable[str]) -> set[str]:
    """`folders`, every folder above them, and the root ("")."""
    found = {""}
    for folder in folders:
        while folder not in found:
            found.add(folder)
            folder = folder.rpartition("/")[0]
    return found


def doc_path(folder: str) -> str:
    """`src/auth` → `docs/src/auth/_overview.md` (`docs/_overview.md` for the root)."""
    return f"docs/{folder}/{NAME}.md" if folder else f"docs/{NAME}.md"


def is_overview(doc: str) -> bool:
    return doc.rsplit("/", 1)[-1] == f"{NAME}.md"


def shown_name(name: str) -> str:
    """A file or folder name as Markdown showing it: escaped, with `%` and the characters that
    are not printable percent-encoded (so that it stays on one line, and reads back)."""
    return md_escape("".join(percent_encode(char) if char == "%" or not char.isprintable() else char
                             for char in name))


def read_name(shown: str) -> str:
    """The inverse of `shown_name`."""
    text = re.sub(r"\\(.)", r"\1", shown)
    return _PERCENT.sub(lambda m: bytes.fromhex(m.group().replace("%", ""))
                        .decode("utf-8", "surrogateescape"), text)


def about_markdown(text: str) -> str:
    """The first paragraphs of a README or docstring as safe Markdown: prose paragraphs only
    (no headings, HTML, badges, link definitions, tables or code blocks), at most
    `MAX_PARAGRAPHS`, and no line left that would read as a heading. They end before the first
    example, without the sentence that introduces it (`Basic GET usage:`): what follows an
    example is most often more of the tutorial."""
    kept: list[str] = []
    text = text.replace("\r\n", "\n")
    if "]:" in text:  # shell-words' "…in [Shell Command Language in POSIX.1-2008][posix-shell].",
        text = reference_links(text)  # its target further down
    blocks = [_REST_TITLE.sub(_title_read, block).strip("\n")
              for block in _fenced_whole(re.split(r"\n[ \t]*\n", text))]
    blocks = [block for block in blocks if block.strip()]
    for number, block in enumerate(blocks):
        if number and _INDENTED_BLOCK.fullmatch(block):
            break  # code shown by indenting it (Markdown, reST, a Go doc): an example
        if number and _EXAMPLES_HEADING.fullmatch(block.strip()):
            break  # what follows is an example's (bit-vec's "# Examples", then "This is a
            # simple example of the [Sieve of Eratosthenes][sieve]…" as its folder's text)
        if not _prose(block) or (0 < number < len(blocks) - 1
                                 and _PLAIN_HEADING.fullmatch(block)):
            continue
        cut = _before_example(block)
        following = blocks[number + 1] if number + 1 < len(blocks) else None
        introduces = cut != block or (block.rstrip().endswith(":") and (
            following is None or not _prose(following) or _indent(following) > _indent(block)))
        if introduces:
            block = _without_last_sentence(cut.rstrip())
        if block:
            if kept and sum(map(len, kept)) + len(block) > MAX_ABOUT:
                break
            kept.append(_HEADING_LINE.sub(r"\1\\#", rest_roles(block.rstrip())))
        if introduces or len(kept) == MAX_PARAGRAPHS:
            break
    if kept and kept[-1].endswith(":"):  # it introduces what the cut left out (rand's
        kept[-1] = _without_last_sentence(kept[-1])  # "This module provides:" and a list)
        kept = [block for block in kept if block.strip()]
    return safe_md("\n\n".join(kept))


def _title_read(title: re.Match[str]) -> str:
    """A reST title dropped, but one over examples kept as a Markdown heading says it."""
    text = title.group(0).strip("\n").split("\n")
    shown = text[1] if len(text) == 3 else text[0]
    return f"# {shown.strip()}\n" if _EXAMPLES_HEADING.fullmatch(shown.strip()) else ""


def _fenced_whole(blocks: list[str]) -> list[str]:
    """The paragraphs, a fenced block's kept whole over its blank lines: pyee's overview showed
    "In [2]: ee = EventEmitter()", the second paragraph of an example in a ```` ```text ````
    fence, as prose."""
    joined: list[str] = []
    open_fence = False
    for block in blocks:
        if open_fence:
            joined[-1] += "\n\n" + block
        else:
            joined.append(block)
        fences = _FENCE_LINE.findall(_REST_TITLE.sub("", block.strip("\n")))  # not a title's
        open_fence ^= len(fences) % 2 == 1  # underline of tildes (requests' "Requests HTTP
        # Library", then "~~~~~~~~")
    return joined


def _prose(block: str) -> bool:
    """Is this paragraph of a README or docstring prose (not a heading, HTML, a badge, a doctest,
    link definitions, a table or a fenced block)?"""
    return not (_NOT_PROSE.match(block) or _FENCE_LINE.search(block)
                or _LINK_DEFINITIONS.fullmatch(block) or holds_notice(block)
                or _FILE_NAME.match(block))


_FILE_NAME = lazy(r"[\w.-]+\.\w{1,4}[ \t]*(?:\n|\Z)")
"""A docstring's first line that names its own file (pytimeparse's `__init__.py`, then its
copyright line, was its folder's one-liner)."""


def _indent(block: str) -> int:
    return len(block) - len(block.lstrip(" \t"))


def _without_last_sentence(block: str) -> str:
    """The paragraph without its last sentence (`Basic GET usage:`, which introduced code); a
    sentence may open with a lower-case name, as a Go package's doc writes its own (urfave/cli's
    "…Go applications. cli is designed to be easy…, can be written as follows:")."""
    ends = [match.start() for match in _SENTENCE_END.finditer(block)]
    if not ends:
        ends = [match.start() for match in _LOWER_SENTENCE_END.finditer(block)
                if not _ABBREVIATION_END.search(block, 0, match.start())]
    return block[: ends[-1]] if ends else ""


def _before_example(block: str) -> str:
    """The paragraph up to a line that ends with a colon and has deeper lines under it (an
    example in the paragraph itself: Go's `Output:` and its lines)."""
    lines = block.split("\n")
    for number, (line, below) in enumerate(pairwise(lines)):
        if line.rstrip().endswith(":") and _indent(below) > _indent(line):
            return "\n".join(lines[: number + 1])
    return block


def page_about(text: str) -> str:
    """What an overview page shows of its folder's README or docstring (safe Markdown), read
    leniently: the text between its title and its first section."""
    lines = text.split("\n")
    start = next((n for n, line in enumerate(lines) if line.startswith("# ")), len(lines))
    about = []
    for line in lines[start + 1:]:
        if line.startswith("## "):
            break
        about.append(line)
    return "\n".join(about).strip("\n")


def page_file_abouts(text: str) -> dict[str, str]:
    """What an overview page says of each of its files under its name (file name → safe
    Markdown), read leniently: the line under a file's heading that is no row."""
    lines = text.split("\n")
    if "## Files" not in lines:
        return {}
    found: dict[str, str] = {}
    name: str | None = None
    for line in lines[lines.index("## Files") + 1:]:
        if line.startswith("## "):
            break
        if line.startswith("### "):
            name = read_name(line[4:])
        elif name is not None and line.strip():
            if not line.startswith("- "):
                found[name] = line
            name = None
    return found


def row_of(listed: Listed) -> Row:
    name = listed.doc.rsplit("/", 1)[-1]
    return Row(md_escape(listed.symbol), link_target(name), safe_md(one_line(listed.description)))


def folder_row(name: str, one_liner: str) -> Row:
    """The row of a sub-folder `name` in its parent's overview."""
    return Row(shown_name(name + "/"), link_target(f"{name}/{NAME}.md"),
               safe_md(one_line(one_liner)))


def first_sentence(text: str) -> str:
    """`text` up to its first sentence end (`.`, `!` or `?` before a space and a capital, code
    or a link): what a folder's one-liner takes of its README or docstring."""
    return _SENTENCE_END.split(text, maxsplit=1)[0]


def opening_sentence(about: str) -> str:
    """The first sentence of the first paragraph of `about` (safe Markdown, as `about_markdown`
    makes it), as text; "" for none."""
    first = one_line(unescape_md(about).split("\n\n", 1)[0]) if about else ""
    return first_sentence(without_emphasis(first)) if first else ""


def description(folder: Folder) -> str:
    """The folder's one-liner: the first sentence of its README or docstring, else what it
    holds."""
    if first := opening_sentence(folder.about):
        return first
    pages = sum(len(rows) for rows in folder.files.values())  # (a small class's page
    parts = []  # holds its members: "26 entities" were 26 pages of 87, phpoption's)
    if folder.files:
        parts.append(f"{_count(pages, 'page', 'pages')} in "
                     f"{_count(len(folder.files), 'file', 'files')}")
    if folder.folders:
        parts.append(_count(len(folder.folders), "folder", "folders"))
    return ", ".join(parts)


def _count(number: int, one: str, many: str) -> str:
    return f"{number} {one if number == 1 else many}"


def render(project: str, folder: Folder) -> str:
    """The text of a folder's overview page."""
    files = [{"shown": shown_name(name), "about": folder.file_about.get(name, ""),
              "rows": [rows[doc] for doc in sorted(rows)]}
             for name, rows in sorted(folder.files.items())]
    return render_template(
        "overview.md.j2", folder=folder.folder,
        title=shown_name(folder.folder) if folder.folder else md_escape(project),
        about=folder.about, folders=[folder.folders[name] for name in sorted(folder.folders)],
        files=files, summary=folder.summary if folder.summary_hash else "",
        summary_hash=folder.summary_hash, diagram=folder.diagram)


def index_entry(folder: Folder, aliases: list[str]) -> IndexEntry:
    return IndexEntry(NAME, doc_path(folder.folder), description(folder), aliases)


def parse(project: str, folder: str, text: str) -> Folder | None:
    """The `Folder` an overview page of `folder` shows; None unless rendering it gives the page
    back byte for byte."""
    parsed = Folder(folder)
    lines = text.split("\n")
    try:
        body = lines.index("---", 1) + 1
    except ValueError:
        return None
    section, about, summary, current, diagram, name = "", [], [], None, [], ""
    for line in lines[body + 3:]:
        if line in (SUMMARY_HEADING, "## Folders", "## Files", DIAGRAM_HEADING):
            section = line
        elif not section:
            about.append(line)
        elif section == SUMMARY_HEADING:
            summary.append(line)
        elif section == DIAGRAM_HEADING:
            diagram.append(line)
        elif line.startswith("### ") and section == "## Files":
            name = read_name(line[4:])
            current = parsed.files.setdefault(name, {})
        elif section == "## Files" and current == {} and line and not line.startswith("- "):
            parsed.file_about[name] = line  # the line under its name, before its rows
        elif (row := _ROW.match(line)) is not None:
            found = Row(row.group(1), row.group(2), row.group(3))
            if section == "## Folders":
                parsed.folders[read_name(found.shown).removesuffix("/")] = found
            elif current is not None:
                current[_link_name(found.link)] = found
    parsed.about = "\n".join(about).strip("\n")
    parsed.summary = "\n".join(summary).strip("\n")
    parsed.summary_hash = _summary_hash(lines[1 : body - 1])
    if parsed.summary and not safe_line(parsed.summary):
        return None
    parsed.diagram = "\n".join(diagram).strip("\n")
    if not all(map(safe_line, parsed.file_about.values())):
        return None
    return parsed if render(project, parsed) == text else None


def safe_line(markdown: str) -> bool:
    """Whether `markdown` is one line as `safe_md` writes it (not edited into raw HTML, say)."""
    return "\n" not in markdown and safe_md(unescape_md(markdown)) == markdown


def _summary_hash(frontmatter: list[str]) -> str:
    """The `summary_hash:` of an overview's frontmatter lines ("" without one, or with one that
    no run writes: the page then does not read back)."""
    found = next((line.partition(": ")[2] for line in frontmatter
                  if line.startswith("summary_hash: ")), "")
    return found if _HASH.fullmatch(found) else ""


def page_summary(text: str) -> str:
    """The model-written paragraph an overview page shows (safe Markdown; "" without one),
    read leniently: the lines of its `## Summary` section."""
    lines = text.split("\n")
    if SUMMARY_HEADING not in lines:
        return ""
    summary = []
    for line in lines[lines.index(SUMMARY_HEADING) + 1:]:
        if line.startswith("## "):
            break
        summary.append(line)
    return "\n".join(summary).strip("\n")


def _link_name(link: str) -> str:
    return link[1:-1] if link.startswith("<") else link


Loader = Callable[[str], Folder | None]
"""The overview of a folder as it stands (None when it has none)."""


@dataclass(slots=True)
class Settled:
    """The overviews an update (or a create) changed: folder → its new `Folder` (None when its
    overview goes), and the old `Folder` of each (None when it had none)."""

    new: dict[str, Folder | None]
    old: dict[str, Folder | None]


def settle(
    removed: Iterable[Listed], added: Iterable[Listed], about_of: Callable[[str], str],
    stale_about: Iterable[str], load: Loader, diagram_of: Callable[[str], str] | None = None,
    stale_diagrams: Iterable[str] = (), file_abouts: Mapping[str, str] | None = None,
) -> Settled:
    """The overviews after `removed` docs left and `added` ones came, and the folders of
    `stale_about` had their README or package docstring change: each changed folder's rows are
    redone, then its parent's row of it, up to the root. `load` gives a folder's overview as
    it stands, `about_of` the text a new or changed overview shows. `diagram_of` gives the
    dependency diagram of every overview made or changed (without it, each keeps the one it
    has), and the overviews of `stale_diagrams` are redone for theirs. `file_abouts` gives
    what each file read anew says it is (`readme.file_about`, "" for nothing): the others
    keep what their overview shows."""
    old: dict[str, Folder | None] = {}
    new: dict[str, Folder] = {}

    def model(folder: str) -> Folder:
        if folder not in new:
            old[folder] = load(folder)
            if old[folder] is None:
                new[folder] = Folder(folder, about_of(folder))
            else:
                before = old[folder]
                assert before is not None
                new[folder] = Folder(folder, before.about, dict(before.folders),
                                     {name: dict(rows) for name, rows in before.files.items()},
                                     dict(before.file_about), before.summary,
                                     before.summary_hash, before.diagram)
            if diagram_of is not None:
                new[folder].diagram = diagram_of(folder)
        return new[folder]

    queue: list[tuple[int, str]] = []

    def touch(folder: str) -> None:
        heapq.heappush(queue, (-folder.count("/") - (folder != ""), folder))

    for listed in removed:
        folder, name = posixpath.split(listed.source)
        rows = model(folder).files.get(name, {})
        rows.pop(listed.doc.rsplit("/", 1)[-1], None)
        if not rows:
            model(folder).files.pop(name, None)
            model(folder).file_about.pop(name, None)
        touch(folder)
    for listed in added:
        folder, name = posixpath.split(listed.source)
        model(folder).files.setdefault(name, {})[listed.doc.rsplit("/", 1)[-1]] = row_of(listed)
        touch(folder)
    for path, said in (file_abouts or {}).items():
        folder, name = posixpath.split(path)
        if folder in new or load(folder) is not None:
            shown = model(folder)
            if said and name in shown.files:
                shown.file_about[name] = said
            else:
                shown.file_about.pop(name, None)
            touch(folder)
    for folder in stale_about:
        if folder in new or load(folder) is not None:
            model(folder).about = about_of(folder)
            touch(folder)
    for folder in stale_diagrams:
        if folder in new or load(folder) is not None:
            model(folder)
            touch(folder)
    done: set[str] = set()
    while queue:
        _depth, folder = heapq.heappop(queue)
        if folder in done or folder == "":
            done.add(folder)
            continue
        done.add(folder)
        if _settle_parent(folder, new[folder], old[folder], model):
            touch(posixpath.dirname(folder))
    return Settled({folder: None if model.empty else model for folder, model in new.items()},
                   old)


def _settle_parent(folder: str, now: Folder, before: Folder | None,
                   model: Callable[[str], Folder]) -> bool:
    """Put the row of `folder` in its parent's overview as `folder` now stands; whether the
    parent changed."""
    parent, name = posixpath.split(folder)
    if now.empty:
        return before is not None and model(parent).folders.pop(name, None) is not None
    if before is not None and description(before) == description(now):
        return False
    row = folder_row(name, description(now))
    if model(parent).folders.get(name) == row:
        return False
    model(parent).folders[name] = row
    return True
