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
from collections.abc import Callable, Iterable
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
    """The README at the root of `repo` at `commit`, and for each of `folders` its
    `__init__.py` or README; nothing when `repo` has no such commit. A file that is too large
    or not UTF-8 is left out with a line in `warnings`."""
    commit = gitutil.object_id(commit)
    if not commit or not (repo / ".git").exists():
        return RepoTexts()
    try:
        entries = gitutil.tree(repo, commit)
    except GitError:
        return RepoTexts()
    chosen = _describing_files(entries, set(folders))
    wanted = [entry for entry in chosen.values() if entry.size <= MAX_BYTES]
    for entry in chosen.values():
        if entry.size > MAX_BYTES:
            warnings.append(f"{entry.path}: over {MAX_BYTES // 1024} KB, left out of the home page")
    try:
        blobs = gitutil.read_blobs(repo, [entry.blob for entry in wanted])
    except GitError:
        return RepoTexts()
    texts: dict[str, tuple[str, str]] = {}
    for entry, data in zip(wanted, blobs, strict=True):
        try:
            text = data.decode("utf-8-sig").replace("\r\n", "\n")
        except UnicodeDecodeError:
            warnings.append(f"{entry.path}: not UTF-8 text, left out of the home page")
            continue
        texts[posixpath.dirname(entry.path)] = (entry.path, redact(text))
    readme_path, readme = texts.pop("", ("", ""))
    if readme_path and posixpath.basename(readme_path).lower() not in README_NAMES:
        texts[""] = (readme_path, readme)  # the root's package doc: no README to show
        readme_path, readme = "", ""
    return RepoTexts(readme_path, readme, texts, commit)


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
    """Whether a file at `path` may describe its folder (a README, a package's doc file)."""
    name = posixpath.basename(path)
    return name in PACKAGE_DOCS or name.lower() in README_NAMES


def _describing_files(entries: list[gitutil.TreeEntry],
                      folders: set[str]) -> dict[str, gitutil.TreeEntry]:
    """folder ("" for the root) → the file that describes it: for the root its README, else
    its package doc file (`PACKAGE_DOCS`); for a folder its package doc file, else its README
    (the preferred name of `README_NAMES`)."""
    best: dict[str, tuple[int, gitutil.TreeEntry]] = {}
    for entry in entries:
        folder, _, name = entry.path.rpartition("/")
        if entry.mode not in _FILE_MODES or (folder and folder not in folders):
            continue
        if name in PACKAGE_DOCS:  # before any README; the root's after them
            rank = PACKAGE_DOCS.index(name) + (len(README_NAMES) + 1 if not folder
                                               else -len(PACKAGE_DOCS))
        elif name.lower() in README_NAMES:
            rank = 1 + README_NAMES.index(name.lower())
        else:
            continue
        if folder not in best or rank < best[folder][0]:
            best[folder] = (rank, entry)
    return {folder: entry for folder, (_rank, entry) in best.items()}


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


def _paragraphs(text: str) -> list[str]:
    """A text's paragraphs, each on one line."""
    return [" ".join(block.split()) for block in re.split(r"\n[ \t]*\n", text) if block.strip()]


def folder_description(folder: str, texts: RepoTexts, forge: Forge | None) -> str:
    """The HTML of `folder`'s one-line description: the first sentence of its package
    docstring, else of its README's first paragraph; "" when it has neither."""
    from rk_action.site import markup

    path, text = texts.folders.get(folder, ("", ""))
    name = posixpath.basename(path).lower()
    if name in PACKAGE_DOCS:
        paragraphs = _paragraphs(package_doc(path, text))
        return markup.inline(first_sentence(paragraphs[0])) if paragraphs else ""
    if name in MARKDOWN:
        links = markup.Links(link_rule(forge, texts.commit, folder))
        first = markup.document(text, links).first_paragraph
        return markup.inline(first_sentence(first), links)
    paragraphs = _paragraphs(text) if path else []
    return html.escape(first_sentence(paragraphs[0])) if paragraphs else ""


def package_doc(path: str, text: str) -> str:
    """What describes the folder of the file `path` (its `text`): a package's doc for a file of
    `PACKAGE_DOCS`, a README's text as it is."""
    name = posixpath.basename(path)
    if name == "__init__.py":
        return _module_docstring(text)
    if name == "doc.go":
        return _go_package_comment(text)
    if name in PACKAGE_DOCS:
        return _rust_inner_doc(text)
    return text


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
    return go_doc_text(line.lstrip() for line in above[start:])


def _rust_inner_doc(source: str) -> str:
    """A Rust crate's or module's own doc: its leading `//!` lines (`clean_comment`)."""
    lines: list[str] = []
    for line in source.split("\n"):
        stripped = line.strip()
        if stripped.startswith("//!"):
            lines.append(stripped)
        elif stripped and not stripped.startswith(("//", "#![")):
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
