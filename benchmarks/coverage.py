"""Extraction coverage against Universal Ctags, on real open-source trees.

For each corpus: fetch its sources into a cache folder (never the repository), keep the files the
product would document (`rk_action.scan` path and content rules, so tests are excluded exactly as
the product excludes them), tag them with ctags, extract them with `rk_action.extract`, and count
the function/method/class-like tags that one of our entities covers: same bare name (whitespace
aside) and a line range containing the tag's line. ctags names the tag of a JavaScript computed
assignment `app[method] = function` after the object (`app`): a member of that object whose range
contains the tag's line (our doc of the family, `app.METHOD`) covers it.

Left out of the denominator, by design (DESIGN §2: nested functions and lambdas get no doc):
tags nested inside another function's range, anonymous tags (ctags' `AnonymousFunction…`,
`__anon…`), and Python `@overload` stubs. Nothing else is removed; duplicate tags (same file,
line and name) count once.

    /work/venv/bin/python benchmarks/coverage.py [--only NAME ...] [--extra] [--show-missed N]
        [--src-dir DIR]

It is a benchmark, not a test: it prints figures and exits 0.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import re
import subprocess
import sys
import tarfile
import time
import zipfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from rk_action.extract import LANGUAGES, extract_file, language_of
from rk_action.model import Entity
from rk_action.scan import decode_source, skip_reason

# ctags language -> the kinds that are functions, methods, classes or class-likes. Left out on
# purpose: variables, fields, properties, constants, enumerators, type aliases, typedefs, macros,
# namespaces/packages, imports, prototypes and interface method specs (no body), Rust `impl`
# blocks (a grouping, documented through their methods and the type itself).
KINDS: dict[str, frozenset[str]] = {
    "Python": frozenset({"class", "function", "member"}),
    "JavaScript": frozenset({"class", "function", "method", "generator", "getter", "setter"}),
    "TypeScript": frozenset({"class", "function", "method", "generator", "interface", "enum"}),
    "Go": frozenset({"func", "struct", "interface"}),
    "Rust": frozenset({"function", "method", "struct", "enum", "interface"}),
    "Java": frozenset({"class", "interface", "enum", "annotation", "method"}),
    "C": frozenset({"function", "struct", "union", "enum"}),
    "C++": frozenset({"function", "class", "struct", "union", "enum"}),
    "Ruby": frozenset({"class", "module", "method", "singletonMethod"}),
    "PHP": frozenset({"class", "interface", "trait", "function"}),
}
# Kinds whose range makes a tag inside it "nested" (ctags gives end lines for some languages).
FUNCTION_KINDS = frozenset({"function", "member", "method", "func", "generator", "singletonMethod"})


@dataclass(frozen=True, slots=True)
class Corpus:
    """A source tree to measure, and how to fetch it."""

    name: str
    fetch: str
    """`pip`, `npm` or `deb`."""
    spec: str
    """The pip requirement, the npm package spec or the Debian package name."""
    root: str
    """Glob, under the cache folder, of the folder that plays the repository root."""
    include: tuple[str, ...] = ()
    """Repo-relative folders or files to keep; empty keeps everything."""
    extra: bool = False
    """Measured only with `--extra` or `--only NAME`."""
    zipped: tuple[str, str] = ("", "")
    """A zip inside a Debian package (a glob under it) and the members to take out of it,
    unpacked into `<package>/zip/`: the JDK ships its sources as `lib/src.zip`."""


CORPORA = (
    Corpus("requests", "pip", "requests==2.32.3", "py/requests-2.32.3"),
    Corpus("click", "pip", "click>=8.1,<8.2", "py/click-8.1.*"),
    Corpus("flask", "pip", "flask>=3.0,<3.1", "py/flask-3.0.*"),
    Corpus("express", "npm", "express@4.21.2", "express/package", ("lib", "index.js")),
    Corpus("rxjs", "npm", "rxjs@7.8.1", "rxjs/package", ("src",)),
    Corpus("cobra", "deb", "golang-github-spf13-cobra-dev",
           "golang-github-spf13-cobra-dev/usr/share/gocode/src/github.com/spf13/cobra"),
    Corpus("serde", "deb", "librust-serde-dev",
           "librust-serde-dev/usr/share/cargo/registry/serde-*"),
    Corpus("jpype-java", "pip", "JPype1==1.5.0", "py/JPype1-1.5.0", ("native/java",), extra=True),
    Corpus("jpype-cpp", "pip", "JPype1==1.5.0", "py/JPype1-1.5.0", ("native/common",
           "native/python"), extra=True),
    Corpus("brotli", "pip", "Brotli==1.1.0", "py/Brotli-1.1.0", ("c",), extra=True),
    Corpus("fmt", "deb", "libfmt-dev", "libfmt-dev/usr/include/fmt", extra=True),
    Corpus("nlohmann-json", "deb", "nlohmann-json3-dev", "nlohmann-json3-dev/usr/include/nlohmann",
           extra=True),
    Corpus("rack", "deb", "ruby-rack", "ruby-rack/usr/share/rubygems-integration/all/gems/rack-*",
           ("lib",), extra=True),
    Corpus("thor", "deb", "ruby-thor", "ruby-thor/usr/share/rubygems-integration/all/gems/thor-*",
           ("lib",), extra=True),
    Corpus("monolog", "deb", "php-monolog", "php-monolog/usr/share/php/Monolog", extra=True),
    Corpus("symfony-console", "deb", "php-symfony-console",
           "php-symfony-console/usr/share/php/Symfony/Component/Console", extra=True),
    Corpus("gorilla-mux", "deb", "golang-github-gorilla-mux-dev",
           "golang-github-gorilla-mux-dev/usr/share/gocode/src/github.com/gorilla/mux",
           extra=True),
    Corpus("commander", "npm", "commander@12.1.0", "commander/package", ("lib", "index.js"),
           extra=True),
    Corpus("rich", "pip", "rich==13.7.1", "py/rich-13.7.1", ("rich",), extra=True),
    Corpus("httpx", "pip", "httpx==0.27.0", "py/httpx-0.27.0", ("httpx",), extra=True),
    Corpus("axios", "npm", "axios@1.6.0", "axios/package", ("lib", "index.js"), extra=True),
    Corpus("logrus", "deb", "golang-github-sirupsen-logrus-dev",
           "golang-github-sirupsen-logrus-dev/usr/share/gocode/src/github.com/sirupsen/logrus",
           extra=True),
    Corpus("anyhow", "deb", "librust-anyhow-dev",
           "librust-anyhow-dev/usr/share/cargo/registry/anyhow-*", ("src",), extra=True),
    Corpus("zlib", "deb", "zlib1g-dev", "zlib1g-dev/usr/include", ("zlib.h", "zconf.h"),
           extra=True),
    Corpus("leveldb", "deb", "libleveldb-dev", "libleveldb-dev/usr/include/leveldb", extra=True),
    Corpus("regex", "deb", "librust-regex-dev",
           "librust-regex-dev/usr/share/cargo/registry/regex-*", extra=True),
    Corpus("testify", "deb", "golang-github-stretchr-testify-dev",
           "golang-github-stretchr-testify-dev/usr/share/gocode/src/github.com/stretchr/testify",
           extra=True),
    Corpus("marshmallow", "pip", "marshmallow==3.21.3", "py/marshmallow-3.21.3", ("src",),
           extra=True),
    Corpus("sinatra", "deb", "ruby-sinatra",
           "ruby-sinatra/usr/share/rubygems-integration/all/gems/sinatra-*", ("lib",), extra=True),
    Corpus("java-time", "deb", "openjdk-17-source", "openjdk-17-source/zip/java.base/java/time",
           extra=True, zipped=("usr/lib/jvm/openjdk-*/lib/src.zip", "java.base/java/time/*")),
    Corpus("libgit2", "deb", "libgit2-dev", "libgit2-dev/usr/include", extra=True),
    Corpus("mobx", "npm", "mobx@6.13.5", "mobx/package", ("src",), extra=True),
    Corpus("chrono", "deb", "librust-chrono-dev",
           "librust-chrono-dev/usr/share/cargo/registry/chrono-*", ("src",), extra=True),
    Corpus("libyaml", "deb", "libyaml-dev", "libyaml-dev/usr/include", ("yaml.h",), extra=True),
    Corpus("gin", "deb", "golang-github-gin-gonic-gin-dev",
           "golang-github-gin-gonic-gin-dev/usr/share/gocode/src/github.com/gin-gonic/gin",
           extra=True),
    Corpus("guzzle-psr7", "deb", "php-guzzlehttp-psr7",
           "php-guzzlehttp-psr7/usr/share/php/GuzzleHttp/Psr7", extra=True),
)


@dataclass(frozen=True, slots=True, order=True)
class Tag:
    """One ctags tag we expect an entity for."""

    path: str
    line: int
    kind: str
    name: str
    language: str
    """The language as ctags names it: `Python`, `C++`."""
    end: int = 0
    """Last line when ctags knows it, else 0."""
    anonymous: bool = False


@dataclass(slots=True)
class Result:
    """What one corpus measured."""

    files: int = 0
    content_skipped: int = 0
    failed: list[str] = field(default_factory=list)
    tags: int = 0
    covered: int = 0
    entities: int = 0
    extract_seconds: float = 0.0
    ctags_seconds: float = 0.0
    missed: list[Tag] = field(default_factory=list)
    elsewhere: set[Tag] = field(default_factory=set)
    """Missed tags whose name is extracted elsewhere in the same file."""
    nested: list[Tag] = field(default_factory=list)
    anonymous: int = 0
    overload_stubs: int = 0
    kinds: dict[str, frozenset[str]] = field(default_factory=dict)


# --- fetching -----------------------------------------------------------------------------


def _run(command: list[str], cwd: Path) -> None:
    subprocess.run(command, cwd=cwd, check=True, stdout=subprocess.DEVNULL)


def _unpack_tar(archive: Path, dest: Path) -> None:
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(archive) as tar:
        tar.extractall(dest, filter="data")


def _unpack_zip(archive: Path, members: str, dest: Path) -> None:
    with zipfile.ZipFile(archive) as zipped:
        names = [name for name in zipped.namelist() if fnmatch.fnmatchcase(name, members)]
        zipped.extractall(dest, names)


def fetch(corpus: Corpus, cache: Path) -> Path:
    """The corpus root under `cache`, downloaded and unpacked first if it is not there."""
    found = sorted(path for path in cache.glob(corpus.root) if path.is_dir())
    if found:
        return found[-1]
    if corpus.fetch == "pip":
        folder = cache / "py"
        folder.mkdir(parents=True, exist_ok=True)
        pip = [sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:"]
        _run([*pip, "-q", "-d", str(folder), corpus.spec], folder)
        for archive in folder.glob(corpus.root.removeprefix("py/") + ".tar.gz"):
            _unpack_tar(archive, folder)
    elif corpus.fetch == "npm":
        cache.mkdir(parents=True, exist_ok=True)
        out = subprocess.run(["npm", "pack", "--silent", corpus.spec], cwd=cache, check=True,
                             capture_output=True, text=True).stdout.split()
        _unpack_tar(cache / out[-1], cache / corpus.root.split("/")[0])
    else:
        _fetch_deb(corpus.spec, cache)
        archive, members = corpus.zipped
        for zipped in sorted((cache / corpus.spec).glob(archive)) if archive else ():
            _unpack_zip(zipped, members, cache / corpus.spec / "zip")
    found = sorted(path for path in cache.glob(corpus.root) if path.is_dir())
    if not found:
        raise RuntimeError(f"{corpus.name}: nothing at {cache}/{corpus.root} after fetching")
    return found[-1]


def _fetch_deb(package: str, cache: Path) -> None:
    cache.mkdir(parents=True, exist_ok=True)
    if not list(cache.glob(f"{package}_*.deb")):
        try:
            _run(["apt-get", "download", "-q", package], cache)
        except subprocess.CalledProcessError:
            _run(["apt-get", "update", "-q"], cache)
            _run(["apt-get", "download", "-q", package], cache)
    debs = sorted(cache.glob(f"{package}_*.deb"))
    _run(["dpkg-deb", "-x", str(debs[-1]), str(cache / package)], cache)


# --- measuring ----------------------------------------------------------------------------


def source_files(root: Path, include: tuple[str, ...]) -> list[str]:
    """Repo-relative paths the product would read: a known language, not skipped by path."""
    tops = [root / part for part in include] if include else [root]
    paths: set[str] = set()
    for top in tops:
        candidates = [top] if top.is_file() else top.rglob("*")
        for path in candidates:
            relative = path.relative_to(root).as_posix()
            readable = path.is_file() and not path.is_symlink() and language_of(relative)
            if readable and skip_reason(relative) is None:
                paths.add(relative)
    return sorted(paths)


def ctags_tags(root: Path, paths: list[str]) -> list[Tag]:
    """Function/method/class-like tags of `paths`, one per (file, line, name)."""
    command = ["ctags", "--output-format=json", "--fields=+nKzeEl", "-f", "-", "-L", "-"]
    output = subprocess.run(command, cwd=root, input="\n".join(paths), capture_output=True,
                            text=True, check=True).stdout
    tags: dict[tuple[str, int, str], Tag] = {}
    for row in output.splitlines():
        record = json.loads(row)
        if record.get("_type") != "tag":
            continue
        if record.get("kind") not in KINDS.get(record.get("language", ""), ()):
            continue
        name, line = record["name"], int(record["line"])
        anonymous = "anonymous" in record.get("extras", "") or name.startswith(
            ("AnonymousFunction", "__anon"))
        tag = Tag(record["path"], line, record["kind"], name, record["language"],
                  int(record.get("end", 0)), anonymous)
        tags.setdefault((tag.path, line, name), tag)
    return sorted(tags.values(), key=lambda t: (t.path, t.line, t.name))


def extract_all(root: Path, paths: list[str], result: Result) -> dict[str, list[Entity]]:
    """Entities of each readable file; timing covers `extract_file` alone."""
    entities: dict[str, list[Entity]] = {}
    for path in paths:
        source = decode_source(path, (root / path).read_bytes())
        if source.text is None:
            result.content_skipped += 1
            continue
        result.files += 1
        started = time.perf_counter()
        try:
            entities[path] = extract_file(path, source.text)
        except Exception as exc:  # the product turns any failure into a warning, so do we
            result.failed.append(f"{path}: {type(exc).__name__}: {exc}")
            entities[path] = []
        result.extract_seconds += time.perf_counter() - started
    result.entities = sum(len(found) for found in entities.values())
    return entities


def _same_name(tag: Tag, entity: Entity) -> bool:
    """Names compared without whitespace: ctags writes `operator []`, C++ code `operator[]`."""
    return "".join(entity.name.split()) == "".join(tag.name.split())


def _is_covered(tag: Tag, entities: list[Entity]) -> bool:
    return any((_same_name(tag, e) or _computed_member(tag, e))
               and e.start_line <= tag.line <= e.end_line for e in entities)


def _computed_member(tag: Tag, entity: Entity) -> bool:
    """ctags names the tag of `app[method] = function` (JavaScript, TypeScript) after the
    object, `app`; our doc of that family is `app.METHOD`, a member of `app`."""
    owner = entity.parent.rsplit(".", 1)[-1]
    return tag.language in ("JavaScript", "TypeScript") and bool(owner) and owner == tag.name


def _named_elsewhere(tag: Tag, entities: list[Entity]) -> bool:
    """True when the name is extracted at another place of the file: overload stubs, forward
    declarations, conditional re-definitions."""
    return any(_same_name(tag, entity) for entity in entities)


def _is_nested(tag: Tag, entities: list[Entity], file_tags: list[Tag]) -> bool:
    """True when the tag lies inside another function: an extracted one or a ctags one."""
    for entity in entities:
        if entity.kind != "class" and entity.start_line < tag.line <= entity.end_line:
            return True
    return any(
        other.kind in FUNCTION_KINDS and not other.anonymous and other.line < tag.line <= other.end
        for other in file_tags
    )


def _is_overload_stub(root: Path, tag: Tag) -> bool:
    """True for a Python def decorated with `@overload` (DESIGN §2: stubs get no doc)."""
    if not tag.path.endswith(".py"):
        return False
    lines = (root / tag.path).read_text(encoding="utf-8", errors="replace").split("\n")
    line = tag.line - 2
    while line >= 0 and lines[line].strip().startswith("@"):
        if re.match(r"@(typing\.|t\.)?overload\b", lines[line].strip()):
            return True
        line -= 1
    return False


def measure(corpus: Corpus, root: Path) -> Result:
    """Coverage of one corpus."""
    result = Result()
    paths = source_files(root, corpus.include)
    entities = extract_all(root, paths, result)
    readable = [path for path in paths if path in entities]
    started = time.perf_counter()
    tags = ctags_tags(root, readable) if readable else []
    result.ctags_seconds = time.perf_counter() - started
    by_file: dict[str, list[Tag]] = {}
    for tag in tags:
        by_file.setdefault(tag.path, []).append(tag)
    result.kinds = {lang: KINDS[lang] for lang in sorted({tag.language for tag in tags})}
    for tag in tags:
        found = entities.get(tag.path, [])
        if tag.anonymous:
            result.anonymous += 1
        elif _is_covered(tag, found):
            result.covered += 1
            result.tags += 1
        elif _is_nested(tag, found, by_file[tag.path]):
            result.nested.append(tag)
        elif _is_overload_stub(root, tag):
            result.overload_stubs += 1
        else:
            result.missed.append(tag)
            result.tags += 1
            if _named_elsewhere(tag, found):
                result.elsewhere.add(tag)
    return result


# --- reporting ----------------------------------------------------------------------------


def _code_line(root: Path, tag: Tag) -> str:
    try:
        lines = (root / tag.path).read_text(encoding="utf-8", errors="replace").split("\n")
    except OSError:
        return ""
    return lines[tag.line - 1].strip()[:100] if tag.line <= len(lines) else ""


def _sample(tags: list[Tag], count: int) -> list[Tag]:
    """`count` tags spread evenly over the list, so one big file does not fill the sample."""
    if len(tags) <= count:
        return tags
    step = len(tags) / count
    return [tags[int(index * step)] for index in range(count)]


def report(name: str, root: Path, result: Result, show_missed: int) -> None:
    """Print one corpus's figures, and samples of what was missed."""
    percent = 100.0 * result.covered / result.tags if result.tags else 0.0
    print(f"\n== {name}  ({root})")
    for lang, kinds in result.kinds.items():
        print(f"   ctags kinds {lang}: {', '.join(sorted(kinds))}")
    print(f"   files {result.files} (content-skipped {result.content_skipped}, "
          f"extractor errors {len(result.failed)})")
    print(f"   ctags tags {result.tags}  covered {result.covered}  coverage {percent:.2f} %")
    print(f"   excluded from the denominator: nested {len(result.nested)}, "
          f"anonymous {result.anonymous}, overload stubs {result.overload_stubs}")
    print(f"   entities {result.entities}  extraction {result.extract_seconds:.2f} s  "
          f"(ctags {result.ctags_seconds:.2f} s)")
    for failure in result.failed[:show_missed or 5]:
        print(f"   ERROR {failure}")
    if result.missed:
        missed_kinds = Counter(tag.kind for tag in result.missed)
        print(f"   missed by kind: {dict(missed_kinds.most_common())}")
        others = result.tags - len(result.elsewhere)
        percent = 100.0 * result.covered / others if others else 0.0
        print(f"   of the missed, {len(result.elsewhere)} have their name extracted elsewhere in "
              f"the file (often overload stubs or forward declarations, not always: check the "
              f"sample); without them: {percent:.2f} %")
    for label, tags in (("missed", result.missed), ("nested (excluded)", result.nested)):
        if show_missed and tags:
            print(f"   {label}, {min(show_missed, len(tags))} of {len(tags)}:")
            for tag in _sample(tags, show_missed):
                mark = " [name elsewhere]" if tag in result.elsewhere else ""
                print(f"     {tag.path}:{tag.line} {tag.kind} {tag.name}{mark}  | "
                      f"{_code_line(root, tag)}")


def _module_ready(corpus_root: Path, include: tuple[str, ...]) -> str | None:
    """None when every language of the corpus has an extractor module, else what is missing."""
    source_dir = Path(__file__).resolve().parent.parent / "src" / "rk_action" / "extract"
    modules = {LANGUAGES[Path(p).suffix.lower()][1] for p in source_files(corpus_root, include)}
    absent = sorted(m for m in modules if not (source_dir / f"{m}.py").exists())
    return f"no extractor module yet: {', '.join(absent)}" if absent else None


HEADER = """\
covered  = an entity with the same bare name (whitespace aside) whose line range contains the
           tag's line; for JavaScript/TypeScript `obj[name] = function` (a tag named `obj`), a
           member of `obj` (the family doc `obj.METHOD`) whose range contains it
excluded = tags inside another function's range (local functions, local classes and their
           methods: the product documents no nested functions, DESIGN §2) and anonymous tags
           (lambdas, closures, unnamed structs); nothing else leaves the denominator"""
COLUMNS = ("corpus", "files", "tags", "covered", "coverage%", "nested", "entities", "extract_s")


def _summary_row(name: str, result: Result) -> str:
    percent = 100.0 * result.covered / result.tags if result.tags else 0.0
    values = (result.files, result.tags, result.covered, f"{percent:.2f}", len(result.nested),
              result.entities, f"{result.extract_seconds:.2f}")
    return f"{name:16}" + "".join(f"{value:>10}" for value in values)


def _selected(args: argparse.Namespace) -> list[Corpus]:
    if args.only:
        return [corpus for corpus in CORPORA if corpus.name in args.only]
    return [corpus for corpus in CORPORA if args.extra or not corpus.extra]


def main(argv: list[str] | None = None) -> int:
    """Fetch, measure and print every selected corpus."""
    parser = argparse.ArgumentParser(description="Extraction coverage against Universal Ctags.")
    names = sorted(corpus.name for corpus in CORPORA)
    parser.add_argument("--only", nargs="+", metavar="NAME", choices=names,
                        help="corpora to measure (default: all but the extra ones)")
    parser.add_argument("--extra", action="store_true", help="also measure the extra corpora")
    parser.add_argument("--src-dir", type=Path, default=Path("/tmp/rk-src"), help="cache folder")
    parser.add_argument("--show-missed", type=int, default=0, metavar="N",
                        help="print N missed (and N nested) tags per corpus")
    args = parser.parse_args(argv)
    version = subprocess.run(["ctags", "--version"], capture_output=True, text=True, check=True)
    print(version.stdout.splitlines()[0])
    print(HEADER)
    summary: list[str] = []
    for corpus in _selected(args):
        try:
            root = fetch(corpus, args.src_dir)
        except (OSError, subprocess.CalledProcessError, RuntimeError) as exc:
            print(f"\n== {corpus.name}: cannot fetch ({exc})")
            continue
        missing = _module_ready(root, corpus.include)
        if missing:
            print(f"\n== {corpus.name}: {missing}")
            continue
        result = measure(corpus, root)
        report(corpus.name, root, result, args.show_missed)
        summary.append(_summary_row(corpus.name, result))
    print("\n" + f"{COLUMNS[0]:16}" + "".join(f"{column:>10}" for column in COLUMNS[1:]))
    print("\n".join(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
