"""What the home page reads from the repository itself: its README and what describes a folder.

They are read from git objects at the documented commit (`last_commit`), in the clone
`_repos/<project>` or, in the Action, the workspace; a knowledge base with neither (a docs branch
checked out alone) has none of them. All of it is hostile text: secrets are redacted, a README
is rendered by `markup.document` (escaped, no raw HTML, images as their alt text), and its
links lead only to the web or, for a path in the repository, to that file on the project's
forge at the documented commit (`link_rule`, in the forge's layout: `rk_action.forge`).
Symbolic links and files over `MAX_BYTES` are not read.
"""

from __future__ import annotations

import ast
import html
import inspect
import io
import posixpath
import re
import tokenize
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import quote

from rk_action import gitutil
from rk_action.errors import GitError
from rk_action.extract._comments import clean_comment, go_doc_text
from rk_action.forge import Forge
from rk_action.overview import first_sentence
from rk_action.redact import redact

if TYPE_CHECKING:
    from rk_action.site import markup

README_NAMES = ("readme.md", "readme.markdown", "readme", "readme.txt", "readme.rst")
"""A folder's README, by preference (names compared in lower case)."""
MARKDOWN = frozenset({"readme.md", "readme.markdown"})
MAX_BYTES = 512 * 1024
ANCHOR_PREFIX = "readme-"
"""Before the id of each of the README's headings: none meets the home page's own ids."""
_FILE_MODES = frozenset({"100644", "100755"})
_WEB = re.compile(r"https?://", re.IGNORECASE)
_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")


@dataclass(frozen=True, slots=True)
class RepoTexts:
    """The README and the folders' describing files, as text (secrets redacted)."""

    readme_path: str = ""
    readme: str = ""
    folders: dict[str, tuple[str, str]] = field(default_factory=dict)
    """folder → (path, text) of the file describing it: its package doc file, else its README
    (the root: its package doc file when it has no README)."""
    commit: str = ""


def read_repo_texts(repo: Path, commit: str, folders: Iterable[str],
                    warnings: list[str]) -> RepoTexts:
    """The README at the root of `repo` at `commit`, and for each of `folders` the first of
    its describing files (`_candidates`) that says something; nothing when `repo` has no such
    commit. A file that is too large or not UTF-8 is left out with a line in `warnings`.

    Each folder's first candidate is read in one pass, then the others of the folders that
    are still silent (a Go package whose comment is in no `doc.go`, an empty `__init__.py`
    beside a README), `BATCH_BYTES` at a time: memory stays small in a repository of
    thousands of Go files."""
    commit = gitutil.object_id(commit)
    if not commit or not (repo / ".git").exists():
        return RepoTexts()
    try:
        entries = gitutil.tree(repo, commit)
    except GitError:
        return RepoTexts()
    ranked = _candidates(entries, set(folders), warnings)
    texts: dict[str, tuple[str, str]] = {}
    firsts = [(folder, found[0]) for folder, found in ranked.items() if found]
    others = [(folder, entry) for folder, found in ranked.items() for entry in found[1:]]
    try:
        for batch in [firsts, *_batches(others)]:
            _read_describing(repo, [(f, e) for f, e in batch if f not in texts], texts, warnings)
    except GitError:
        return RepoTexts()
    readme_path, readme = texts.pop("", ("", ""))
    if readme_path and posixpath.basename(readme_path).lower() not in README_NAMES:
        texts[""] = (readme_path, readme)  # the root's package doc: no README to show
        readme_path, readme = "", ""
    return RepoTexts(readme_path, readme, texts, commit)


BATCH_BYTES = 16 << 20
"""At most this many bytes of candidate files are read by one `git cat-file`."""


def _batches(items: list[tuple[str, gitutil.TreeEntry]]
             ) -> Iterator[list[tuple[str, gitutil.TreeEntry]]]:
    """`items` in runs of at most `BATCH_BYTES` (or one file)."""
    batch: list[tuple[str, gitutil.TreeEntry]] = []
    size = 0
    for item in items:
        if batch and size + item[1].size > BATCH_BYTES:
            yield batch
            batch, size = [], 0
        batch.append(item)
        size += item[1].size
    if batch:
        yield batch


def _read_describing(repo: Path, wanted: list[tuple[str, gitutil.TreeEntry]],
                     texts: dict[str, tuple[str, str]], warnings: list[str]) -> None:
    """Read the `(folder, file)` pairs of `wanted` in order: a folder's first file that says
    something (`package_doc`) goes into `texts` as (path, text), secrets redacted."""
    blobs = gitutil.read_blobs(repo, [entry.blob for _folder, entry in wanted])
    for (folder, entry), data in zip(wanted, blobs, strict=True):
        if folder in texts:
            continue
        try:
            text = data.decode("utf-8-sig").replace("\r\n", "\n")
        except UnicodeDecodeError:
            if _named(entry.path):
                warnings.append(f"{entry.path}: not UTF-8 text, left out of the home page")
            continue
        if package_doc(entry.path, text).strip():
            texts[folder] = (entry.path, redact(text))


def folder_texts(repo: Path, commit: str, folders: Iterable[str]) -> dict[str, str]:
    """folder ("" for the root) → the text that describes it, secrets redacted: the root's
    README, a folder's package doc (`package_doc`), else its README (what the home page
    reads); the folder overviews of the knowledge base show its first paragraphs."""
    texts = read_repo_texts(repo, commit, folders, [])
    found = {folder: package_doc(path, text) for folder, (path, text) in texts.folders.items()}
    if texts.readme:
        found[""] = texts.readme
    return found


PACKAGE_DOCS = ("__init__.py", "doc.go", "lib.rs", "mod.rs")
"""The files whose doc is their folder's (a Python package's docstring, Go's package comment
in `doc.go`, a Rust crate's or module's `//!` doc), before a README, but for the root."""


def describing(path: str) -> bool:
    """Whether a file at `path` may describe its folder (a README, a package's doc file, any
    Go file but a test's: Go's package comment may stand above any file's `package`)."""
    return _named(path) or _go_source(path)


def _named(path: str) -> bool:
    name = posixpath.basename(path)
    return name in PACKAGE_DOCS or name.lower() in README_NAMES


def _go_source(path: str) -> bool:
    return path.endswith(".go") and not path.endswith("_test.go")


def _candidates(entries: list[gitutil.TreeEntry], folders: set[str],
                warnings: list[str]) -> dict[str, list[gitutil.TreeEntry]]:
    """folder ("" for the root) → the files that may describe it, best first: for a folder its
    package doc file (`PACKAGE_DOCS`), then its other Go files (the one named after the folder
    first, as `mux/mux.go`), then its README (the preferred name of `README_NAMES`); for the
    root its README first. A file over `MAX_BYTES` is no candidate (a warning names a README
    or package doc file left out so)."""
    ranked: dict[str, list[tuple[tuple[int, bool, str], gitutil.TreeEntry]]] = {}
    for entry in entries:
        folder, _, name = entry.path.rpartition("/")
        if entry.mode not in _FILE_MODES or (folder and folder not in folders):
            continue
        if name in PACKAGE_DOCS:
            rank = PACKAGE_DOCS.index(name)
        elif _go_source(name):
            rank = len(PACKAGE_DOCS)
        elif name.lower() in README_NAMES:
            rank = len(PACKAGE_DOCS) + 1 + README_NAMES.index(name.lower())
            rank -= 0 if folder else 2 * len(PACKAGE_DOCS) + 2  # the root's README first
        else:
            continue
        own = name != posixpath.basename(folder) + ".go"
        ranked.setdefault(folder, []).append(((rank, own, name), entry))
    found: dict[str, list[gitutil.TreeEntry]] = {}
    for folder, items in ranked.items():
        best = [entry for _key, entry in sorted(items, key=lambda item: item[0])]
        if best[0].size > MAX_BYTES and _named(best[0].path):
            warnings.append(f"{best[0].path}: over {MAX_BYTES // 1024} KB, "
                            "left out of the home page")
        found[folder] = [entry for entry in best if entry.size <= MAX_BYTES]
    return found


def link_rule(forge: Forge | None, commit: str,
              folder: str = "") -> Callable[[str], str | None]:
    """Where a link of the README of `folder` leads: a web address as written; a path in the
    repository (relative to `folder`, or to the root with a leading `/`) to that file on the
    forge at `commit`, when the forge is known; anything else (`javascript:`, `data:`,
    `mailto:`, `//host`, a path leaving the repository) nowhere: its text is shown alone."""
    base = forge.file_url(commit, "") if forge and gitutil.object_id(commit) else ""

    def resolve(target: str) -> str | None:
        if _WEB.match(target):
            return target
        if not base or _SCHEME.match(target) or target.startswith("//"):
            return None
        path, _, fragment = target.partition("#")
        path = path.partition("?")[0]
        joined = posixpath.normpath(posixpath.join(folder, path) if not path.startswith("/")
                                    else path.lstrip("/") or ".")
        if joined == ".." or joined.startswith("../"):
            return None
        url = base.rstrip("/") + ("" if joined == "." else "/" + quote(joined))
        return url + (f"#{quote(fragment)}" if fragment else "")

    return resolve


def render_readme(texts: RepoTexts, forge: Forge | None) -> markup.Document:
    """The root README as a document: Markdown through `markup.document`, any other README as
    paragraphs of text."""
    from rk_action.site import markup  # the site's renderer: create and update need none of it

    if texts.readme_path.lower() in MARKDOWN:
        links = markup.Links(link_rule(forge, texts.commit), anchor_prefix=ANCHOR_PREFIX)
        return markup.document(texts.readme, links)
    paragraphs = _paragraphs(texts.readme)
    return markup.Document("", "".join(f"<p>{html.escape(p)}</p>" for p in paragraphs), (),
                           paragraphs[0] if paragraphs else "")


def render_package_doc(texts: RepoTexts, forge: Forge | None) -> markup.Document:
    """The root's package doc as a document, for a repository that has no README (Go's
    package comment, a crate's `//!` doc, a package's docstring): read as a page reads a doc
    (`docstrings.parse`: paragraphs joined, code kept as code), then rendered as a README is.
    An empty document when the root has no package doc."""
    from rk_action.extract import language_of
    from rk_action.render import fenced
    from rk_action.site import markup
    from rk_action.summarize.docstrings import parse

    path, text = texts.folders.get("", ("", ""))
    language = language_of(path) if path else None
    if language is None:
        return markup.Document("", "", (), "")
    parsed = parse(package_doc(path, text), language)
    body = "\n\n".join([parsed.body, *map(fenced, parsed.examples)])
    links = markup.Links(link_rule(forge, texts.commit), anchor_prefix=ANCHOR_PREFIX)
    return markup.document(body, links)


def _paragraphs(text: str) -> list[str]:
    """A text's paragraphs, each on one line."""
    return [" ".join(block.split()) for block in re.split(r"\n[ \t]*\n", text) if block.strip()]


def folder_description(folder: str, texts: RepoTexts, forge: Forge | None) -> str:
    """The HTML of `folder`'s one-line description: the first sentence of its package
    docstring, else of its README's first paragraph; "" when it has neither."""
    from rk_action.site import markup

    path, text = texts.folders.get(folder, ("", ""))
    name = posixpath.basename(path).lower()
    if name in PACKAGE_DOCS or _go_source(name):
        paragraphs = _paragraphs(package_doc(path, text))
        return markup.inline(first_sentence(paragraphs[0])) if paragraphs else ""
    if name in MARKDOWN:
        links = markup.Links(link_rule(forge, texts.commit, folder))
        first = markup.document(text, links).first_paragraph
        return markup.inline(first_sentence(first), links)
    paragraphs = _paragraphs(text) if path else []
    return html.escape(first_sentence(paragraphs[0])) if paragraphs else ""


def file_about(path: str, text: str) -> str:
    """What a folder's overview says of one of its files under its name (safe Markdown, one
    line): the first sentence of the file's own doc, a Python module's docstring, a Rust
    module's `//!` lines or a doc comment tagged `@file` (`_file_tag_doc`), secrets redacted;
    "" for a file without one, and for a file whose doc is its folder's (`PACKAGE_DOCS`).
    requests' `adapters.py` opens "This module contains the transport adapters that Requests
    uses…": its overview said nothing of it but its pages."""
    from rk_action.overview import about_markdown, opening_sentence
    from rk_action.render import safe_md

    name = posixpath.basename(path)
    if name in PACKAGE_DOCS:
        return ""
    if name.endswith(".py"):
        doc = _module_docstring(text)
    elif name.endswith(".rs"):
        doc = _rust_inner_doc(text)
    elif name.rpartition(".")[2].lower() in _FILE_TAGGED:
        doc = _file_tag_doc(text)
    else:
        return ""
    return safe_md(opening_sentence(about_markdown(redact(_without_notice(doc)))))


_FILE_TAGGED = frozenset({"c", "h", "cc", "cpp", "cxx", "hh", "hpp", "hxx", "js", "mjs", "cjs",
                          "jsx", "ts", "mts", "cts", "tsx", "php", "java"})
"""Languages whose files may say what they are in a doc comment tagged `@file` (Doxygen's,
JSDoc's `@fileoverview`)."""
_FILE_DOC = re.compile(
    r"/\*\*(?:(?!\*/).){0,4000}?[@\\]file(?:overview)?\b(?:(?!\*/).){0,4000}?\*/", re.S)
_DOC_TAG = re.compile(r"^[@\\](\w+)[ \t]*", re.M)
_FILE_NAME_FIRST = re.compile(r"[\w./-]+\.\w+(?:\s+|\Z)")


def _file_tag_doc(source: str) -> str:
    """What a doc comment tagged `@file` (or `@fileoverview`) says of its file: its `@brief`,
    else the tag's own text (past the file's name), else the prose above the tags. libgit2's
    `git2/refdb.h`: "@file git2/refdb.h", "@brief Git custom refs backend functions"."""
    head = source[:20000]
    found = _FILE_DOC.search(head) if "@file" in head or "\\file" in head else None
    if found is None:
        return ""
    text = clean_comment(found.group(0))
    tags = list(_DOC_TAG.finditer(text))
    sections: dict[str, str] = {}
    for number, tag in enumerate(tags):
        end = tags[number + 1].start() if number + 1 < len(tags) else len(text)
        sections.setdefault(tag.group(1).lower(), text[tag.end():end].strip())
    if sections.get("brief"):
        return sections["brief"]
    said = sections.get("fileoverview") or sections.get("file") or ""
    said = _FILE_NAME_FIRST.sub("", said, count=1) if _FILE_NAME_FIRST.match(said) else said
    return said.strip() or text[: tags[0].start()].strip()


def package_doc(path: str, text: str) -> str:
    """What describes the folder of the file `path` (its `text`): a package's doc for a file of
    `PACKAGE_DOCS` or a Go file, a README's text as it is."""
    name = posixpath.basename(path)
    if name == "__init__.py":
        return _without_notice(_module_docstring(text))
    if _go_source(name):
        return _without_notice(_go_package_comment(text))
    if name in PACKAGE_DOCS:
        return _without_notice(_rust_inner_doc(text))
    return text


_NOTICE = re.compile(r"(?:Licensed under|Copyright\b|\(c\)|©|SPDX-License-Identifier|"
                     r"Permission is hereby granted|This (?:file|program|library) is (?:part of|"
                     r"free software|licensed|distributed)|Licen[cs]e:|Authors?:"
                     r"|(?:[\w-]+[ \t]+){0,3}(?:version|port|implementation)[ \t]+by\b"
                     r"|(?:Originally[ \t]+)?(?:Written|Ported|Maintained|Created)[ \t]+by\b)",
                     re.I)
"""How a license or copyright notice opens, or a line of credits (titlecase's "Original Perl
version by: John Gruber …", "License: http://…"): no word on what the folder is for."""


def _without_notice(doc: str) -> str:
    """A package doc without the license or copyright paragraphs it opens with (itertools'
    `adaptors/mod.rs` doc is its license: "Licensed under the Apache License…")."""
    paragraphs = re.split(r"\n[ \t]*\n", doc.strip()) if doc.strip() else []
    while paragraphs and _NOTICE.match(paragraphs[0].lstrip()):
        paragraphs.pop(0)
    return "\n\n".join(paragraphs)


def _go_package_comment(source: str) -> str:
    """The comment right above a Go file's `package` clause (`//` lines or one `/* */`), as
    the Go extractor reads a doc comment (`go_doc_text`)."""
    above = source.split("\n")
    clause = next((n for n, line in enumerate(above) if line.startswith("package ")), None)
    if clause is None:
        return ""
    del above[clause:]
    if above and above[-1].rstrip().endswith("*/"):
        start = max((n for n, line in enumerate(above) if line.lstrip().startswith("/*")),
                    default=None)
        return "" if start is None else go_doc_text(["\n".join(above[start:]).strip()])
    start = len(above)
    while start > 0 and above[start - 1].lstrip().startswith("//"):
        start -= 1
    if start == len(above):  # "// Package afero provides …", a blank line, then the clause:
        start = _set_off_package_comment(above)  # `go doc` reads none, but it says what it is
        above = [line if line.strip() else "//" for line in above]
    return go_doc_text(line.lstrip() for line in above[start:])


def _set_off_package_comment(above: list[str]) -> int:
    """Where a comment opening "Package <name>" starts, when it and the paragraphs under it
    (comments and blank lines only) run down to the `package` clause; else `len(above)`."""
    start = len(above)
    for n in range(len(above) - 1, -1, -1):
        line = above[n].strip()
        if line and not line.startswith("//"):
            break
        if _PACKAGE_OPENING.match(line):
            start = n
    return start


_PACKAGE_OPENING = re.compile(r"//\s*Package\s+\w+\s")


def _rust_inner_doc(source: str) -> str:
    """A Rust crate's or module's own doc: its leading `//!` lines (`clean_comment`), past the
    crate's attributes, one over several lines too (slab's `#![warn(\n    missing_docs, …)]`
    above its doc: the crate's overview had none)."""
    lines: list[str] = []
    depth = 0  # brackets an attribute left open
    for line in source.split("\n"):
        stripped = line.strip()
        if depth or stripped.startswith("#!["):
            depth = max(0, depth + stripped.count("[") + stripped.count("(")
                        - stripped.count("]") - stripped.count(")"))
        elif stripped.startswith("//!"):
            lines.append(stripped)
        elif stripped and not stripped.startswith("//"):
            break
    return clean_comment("\n".join(lines))


def _module_docstring(source: str) -> str:
    """A Python module's docstring, cleaned, from its first tokens only (no parse of the
    whole module); "" when it has none."""
    try:
        for token in tokenize.generate_tokens(io.StringIO(source).readline):
            if token.type in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE):
                continue
            if token.type != tokenize.STRING:
                return ""
            value = ast.literal_eval(token.string)
            return inspect.cleandoc(value) if isinstance(value, str) else ""
    except (tokenize.TokenError, SyntaxError, ValueError, MemoryError, RecursionError):
        return ""
    return ""
