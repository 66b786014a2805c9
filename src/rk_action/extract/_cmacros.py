"""Text fixes that let tree-sitter read real C and C++ despite the preprocessor.

tree-sitter parses the text as written, so macros it cannot know derail it: a bare
`FMT_BEGIN_NAMESPACE` line glues itself to the next declaration, `FMT_CONSTEXPR Foo()` reads as
a function returning `FMT_CONSTEXPR`, `class FOO_API Foo` as a variable. Each fix here replaces
such text with spaces, never touching newlines, so byte offsets and line numbers stay those of
the original file and entity text can be cut from it.
"""

from __future__ import annotations

import re

_DEFINE = re.compile(rb"^[ \t]*#[ \t]*define\b", re.MULTILINE)
_NOT_NEWLINE = re.compile(rb"[^\r\n]")

# A line holding only a macro call such as `FMT_BEGIN_NAMESPACE` or `G_DEFINE_TYPE (A, a, B)`:
# with no `;` it would glue itself to the next declaration. An underscore in the name keeps
# `NULL`, `TRUE` and friends out. At column 0 with a `{` on the next line it is a macro-named
# function (`PHP_FUNCTION(strlen)`) and stays; indented, it is a statement macro (`JSON_TRY`).
# `JSON_PRIVATE_UNLESS_TESTED:` stands for an access label.
_BARE_MACRO = re.compile(
    rb"^(?:[ \t]+|(?![A-Z0-9_]+[ \t]*(?:\([^\n]*\))?[ \t]*\r?\n\s*\{))"
    rb"[A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*"
    rb"(?:\((?:[^;{}()\n]|\([^;{}()\n]*\))*\)|:)?[ \t]*(?=\r?$)",
    re.MULTILINE,
)
# Characters ending a line whose expression goes on below: a macro name after them is a value.
_CONTINUES = b",(=|&+-*/?:<"

_LOOKAHEAD = 240
_MACRO_WORD = re.compile(rb"\b[A-Z_][A-Z0-9_]+[ \t]+(?=[~A-Za-z_])")
_MORE_MACROS = re.compile(rb"(?:[A-Z_][A-Z0-9_]+[ \t]+)*")
_DECL_KEYWORD = re.compile(
    rb"(?:static|inline|constexpr|consteval|auto|void|virtual|explicit|const|unsigned|signed"
    rb"|int|char|bool|long|short|float|double|struct|class|union|enum|extern|friend|typename"
    rb"|template|size_t)\b"
)
_TYPE_THEN_CALL = re.compile(rb"\w+(?:::\w+)*(?:<[^;{}()\n]*>)?(?:::\w+)*[\s*&]+\w+"
                             rb"(?:<[^;{}()\n]*>)?(?:::~?\w+)*\s*\(")
"""A return type, then a function's name, maybe qualified (spdlog's `SPDLOG_INLINE
level::level_enum logger::level()`, `… std::shared_ptr<logger> logger::clone(`)."""
_CTOR_CALL = re.compile(rb"~?(\w+)\s*\(")
_QUALIFIED_CALL = re.compile(rb"\w+(?:<[^;{}()\n]*>)?(?:::\w+(?:<[^;{}()\n]*>)?)*::~?\w+\s*\(")
"""A function's qualified name right after the macro: a constructor or destructor defined out of
its class (`Foo::Foo(`, `Foo<T>::~Foo(`), or a method whose return type came before the macro
(`void SPDLOG_INLINE thread_pool::post_log(`)."""
_CLASS_NAME = re.compile(rb"\b(?:class|struct)\s+(\w+)")
_EXPORT_MACRO = re.compile(
    rb"\b(?:class|struct|union)\s+([A-Z][A-Z0-9_]*)\s+[A-Za-z_]\w*\s*(?:final\s*)?[:{]"
)
_DIRECTIVE = re.compile(rb"^[ \t]*#[ \t]*(\w*)", re.MULTILINE)
_ANNOTATION = re.compile(
    rb"\b(__init|__exit|__always_inline|__maybe_unused|__must_check|__pure|__weak|__cold"
    rb"|__hot|__sched|__iomem|__user|__rcu|__force|__kprobes|__noreturn|__attribute_const__"
    rb"|__ref|__init_or_module|__meminit|__visible|__flatten|__used|__noclone"
    rb"|__latent_entropy|__nocfi|noinline|noinline_for_stack|asmlinkage|notrace)\b")
"""Lower-case macros that annotate C declarations (sections, inlining, checks, address spaces:
the Linux kernel's and GCC's). tree-sitter reads `noinline void __cold warn(void)` as a
declaration of `void`, and `int __init setup(void)` as returning `int __init`. Not types
such as `__u32`."""


_ANNOTATION_CALL = re.compile(
    rb"^__[a-z][a-z0-9_]{2,}(\([^()\n;{}]*\))"
    rb"(?=(?:[ \t]+|[ \t]*\r?\n)"
    rb"(?!__[a-z]\w*\(|(?:noexcept|throw|const|override|final|volatile|requires|try)\b)"
    rb"[A-Za-z_])", re.MULTILINE)
"""A lower-case annotation macro with arguments at the start of a line, before a declaration
that starts on that line or at the start of the next: the kernel's `__printf(2, 3)` (a format
check), `__acquires(lock)`, `__section(".x")`. Read as the C attribute `[[x(2, 3)]]` it stands
for, so that the declaration starts there and keeps the doc comment above it; as a call,
tree-sitter cut the function loose from its doc and read a prototype after it as nothing. Not
a function of the standard library's own `__name(…) noexcept` at the start of its line."""


_OLD_STYLE = re.compile(rb"(?<=[\w)])[ \t]+(OF|__P|_ANSI_ARGS_|PARAMS|_PARAMS|__PROTO|_PROTO)"
                        rb"[ \t]*\((?=[ \t]*\()")
"""The macros old headers wrap a prototype's parameters in, for compilers without them:
zlib's `int deflate OF((z_streamp strm, int flush));`, BSD's `__P((…))`, Tcl's
`_ANSI_ARGS_((…))`, GNU's `PARAMS((…))`."""


_TRAILING_MACRO = re.compile(
    rb"(?<=\))(?:[ \t\r\n]+(?:const|override|final|noexcept)\b)*[ \t\r\n]+"
    rb"([A-Z][A-Z0-9]*_[A-Z0-9_]*(?:[ \t]*\((?:[^;{}()]|\([^;{}()]*\))*\))?)"
    rb"(?=\s*(?:[{;]|=\s*(?:0|default|delete)\b|(?:const|override|final|noexcept)\b"
    rb"|[A-Z][A-Z0-9]*_[A-Z0-9_]*[ \t]*\())")
"""A macro after a function's parameter list, before its body or `;`: the thread-safety
annotations `void Drop() GTEST_LOCK_EXCLUDED_(mutex_) {`, `LOCKS_EXCLUDED(mu)`,
`EXCLUSIVE_LOCKS_REQUIRED(mu)`, spdlog's bare `size_t thread_id() SPDLOG_NOEXCEPT;`.
tree-sitter reads the function as a declaration without its `;` and the macro as a function
that owns the body."""


_STORAGE = rb"[ \t]*(?:(?:extern|static|inline)[ \t]+)*"
"""What may precede a declaration's type on its line."""
_TYPE_MACRO = re.compile(
    rb"^" + _STORAGE + rb"((?=\w*[A-Z])[A-Za-z_]\w*[ \t]*\()"
    rb"[ \t]*[A-Za-z_][\w \t*]*(\))"
    rb"(?=(?:[ \t]+|[ \t]*\r?\n(?=[\w*]+\w*[a-z]))[ \t*]*"
    rb"(?!(?:noexcept|throw|const|override|final)\b)[A-Za-z_]\w*[ \t]*\()",
    re.MULTILINE)
"""An export macro wrapping a declaration's return type: libgit2's `GIT_EXTERN(int)
git_clone(…);`, CPython's `PyAPI_FUNC(PyObject *) PyObject_Repr(…);`, and libyaml's
`YAML_DECLARE(int)` on a line of its own above the name at the start of the next (a name with a
lower-case letter: `BTF_ID_LIST(x)` above `BTF_ID(…)` are two macros). tree-sitter
reads a call of `GIT_EXTERN` followed by garbage, and the header's whole API had no entity. Not
a C++ constructor's `Foo(int a) noexcept(…)` or `throw(…)`."""
TYPE_MACRO_OPENING = re.compile(_STORAGE + rb"\w+[ \t]*\([ \t]*")
"""What precedes a return type on its line when an export macro wraps it: where the
declaration's header starts (`cfamily`)."""
_NAME_MACRO = re.compile(
    rb"(?<=[\w*][ \t])[ \t]*([A-Z][A-Z0-9_]*\()[ \t]*\w+[ \t]*(\))(?=[ \t]*\()")
"""A macro wrapping a declarator's name. Before a body it makes the function's name from the
one it holds (the kernel's `int LZO_SAFE(lzo1x_1_compress)(…) {…}`, `BTREE_FN(insert)`): read
as that name, not as a function named `LZO_SAFE`. Before a `;` it stands for a function
pointer, `int GIT_CALLBACK(exists)(…);` expanding to `(*exists)`: read as that, a field."""


_QUALIFIER_MACRO = re.compile(rb"(?<=\*)[ \t]*([A-Z_][A-Z0-9_]*)(?=[ \t]+[A-Za-z_]\w*[ \t]*[,)\[])")
"""A macro between a pointer's `*` and its name, where only a qualifier can stand: xxHash's
`void* XXH_RESTRICT acc`, Windows' `char FAR * FAR name`. tree-sitter read the macro as the
parameter's name and the name as a parameter of its own."""


def prepare(data: bytes) -> bytes:
    """The text with macro definitions and macro noise blanked, for a first parse."""
    data = _QUALIFIER_MACRO.sub(_blank_group, blank_defines(data))
    data = _ANNOTATION_CALL.sub(_as_attribute, _unwrap_type_macros(data))
    data = _blank_attribute_macros(_blank_bare_macros(data))
    data = _blank_trailing_macros(_ANNOTATION.sub(_blank_group, data))
    return _unwrap_old_style(_EXPORT_MACRO.sub(_blank_group, data))


def _as_attribute(match: re.Match[bytes]) -> bytes:
    """`__printf(2, 3)` as `[[x(2, 3)]]` and spaces up to its length."""
    text = b"[[x" + match.group(1) + b"]]"
    return text + b" " * (len(match.group(0)) - len(text))


def _unwrap_type_macros(data: bytes) -> bytes:
    """`_TYPE_MACRO`'s name and parentheses blanked around the type they hold, and
    `_NAME_MACRO`'s name turned into the `(*` it stands for."""
    if b"(" not in data:
        return data
    data = _TYPE_MACRO.sub(_blank_groups, data)

    def name(match: re.Match[bytes]) -> bytes:
        if _defines(data, match.end()):
            return _blank_groups(match)
        start, end = (at - match.start() for at in match.span(1))
        text = match.group(0)
        return text[:start] + b" " * (end - start - 2) + b"(*" + text[end:]

    return _NAME_MACRO.sub(name, data)


def _defines(data: bytes, at: int) -> bool:
    """Is the parameter list opening at `at` followed by a body (`{`)?"""
    depth = 0
    for end in range(at, min(len(data), at + 4096)):
        depth += (data[end] == 40) - (data[end] == 41)  # ( and )
        if depth == 0:
            return data[end + 1 : end + 512].lstrip()[:1] == b"{"
    return False


def _blank_trailing_macros(data: bytes) -> bytes:
    """`_TRAILING_MACRO` blanked (newlines kept) where its `)` closes a declarator's
    parameters: not after `if (…)`, `while (…)` and the like, where a macro is a statement."""
    def blank(match: re.Match[bytes]) -> bytes:
        opening = _opening(data, match.start() - 1)
        before = _WORD_BEFORE.search(data, max(0, opening - 64), opening) if opening > 0 else None
        if before is None or before.group(1) in _NOT_DECLARATORS:
            return match.group(0)
        start, end = (at - match.start() for at in match.span(1))
        text = match.group(0)
        return text[:start] + _NOT_NEWLINE.sub(b" ", text[start:end]) + text[end:]

    return _TRAILING_MACRO.sub(blank, data)


_WORD_BEFORE = re.compile(rb"(\w+)\s*\Z")
_NOT_DECLARATORS = frozenset(
    b"if while for switch return sizeof defined catch alignof decltype typeof".split())


def _opening(data: bytes, close: int) -> int:
    """Where the `(` that the `)` at `close` closes is (-1 past 4 KB or a `;`, `{` or `}`)."""
    depth = 0
    for at in range(close, max(-1, close - 4096), -1):
        char = data[at]
        depth += (char == 41) - (char == 40)  # ) and (
        if depth == 0:
            return at
        if char in b";{}":
            return -1
    return -1


def _unwrap_old_style(data: bytes) -> bytes:
    """`f OF((int a))` read as `f    (int a) `: the macro, its own parenthesis and the one that
    closes it blanked (`_OLD_STYLE`)."""
    if b"((" not in data:
        return data
    out = bytearray(data)
    for match in _OLD_STYLE.finditer(data):
        depth, at = 1, match.end()
        while depth and at < len(data) and at - match.end() < 4096:
            depth += (data[at] == 40) - (data[at] == 41)  # ( and )
            at += 1
        if depth == 0:
            out[match.start(1) : match.end()] = b" " * (match.end() - match.start(1))
            out[at - 1] = 32
    return bytes(out)


def blank_defines(data: bytes) -> bytes:
    """`#define` lines (continuations and comments included) turned into spaces.

    Macro bodies are the main source of parse errors and never hold an entity.
    """
    chunks: list[bytes] = []
    done = 0
    for match in _DEFINE.finditer(data):
        if match.start() < done:
            continue
        end = directive_end(data, match.end())
        chunks.append(data[done : match.start()])
        chunks.append(_NOT_NEWLINE.sub(b" ", data[match.start() : end]))
        done = end
    chunks.append(data[done:])
    return b"".join(chunks)


def first_branch(data: bytes) -> tuple[bytes, list[tuple[int, int]]]:
    """Read conditionals the way ctags does: keep the first branch of each `#if` (the `#else`
    branch of an `#if 0`) and blank every directive line and every other branch.

    Used when the first parse failed, typically on a conditional inside a class head or a
    signature that tree-sitter cannot nest. Also returns the (first, last) line spans of the
    branches it hid.
    """
    chunks: list[bytes] = []
    hidden: list[tuple[int, int]] = []
    done = 0
    # One entry per open conditional: (this level shows text, a branch was already taken).
    levels: list[tuple[bool, bool]] = []
    for match in _DIRECTIVE.finditer(data):
        if match.start() < done:
            continue
        end = directive_end(data, match.end())
        chunks.append(_branch(data, done, match.start(), levels, hidden))
        chunks.append(_blank(data, match.start(), end))
        done = end
        _track(levels, match.group(1), data[match.end() : end].strip())
    chunks.append(_branch(data, done, len(data), levels, hidden))
    return b"".join(chunks), hidden


def _branch(
    data: bytes,
    start: int,
    end: int,
    levels: list[tuple[bool, bool]],
    hidden: list[tuple[int, int]],
) -> bytes:
    if all(shown for shown, _ in levels):
        return data[start:end]
    if data[start:end].strip():
        first = data.count(b"\n", 0, start) + 1
        hidden.append((first, first + data.count(b"\n", start, end)))
    return _blank(data, start, end)


def _track(levels: list[tuple[bool, bool]], directive: bytes, condition: bytes) -> None:
    if directive in (b"if", b"ifdef", b"ifndef"):
        never = directive == b"if" and condition in (b"0", b"(0)")
        levels.append((not never, not never))
    elif directive in (b"elif", b"else", b"elifdef", b"elifndef") and levels:
        _, taken = levels[-1]
        levels[-1] = (not taken, True)
    elif directive == b"endif" and levels:
        levels.pop()


def _blank(data: bytes, start: int, end: int) -> bytes:
    return _NOT_NEWLINE.sub(b" ", data[start:end])


def directive_end(data: bytes, at: int) -> int:
    """Where a directive whose text goes on at `at` ends: the first newline that is neither
    escaped nor inside a block comment."""
    while True:
        newline = data.find(b"\n", at)
        if newline < 0:
            return len(data)
        opener = data.find(b"/*", at, newline)
        if opener >= 0 and data.find(b"//", at, opener) < 0:
            closer = data.find(b"*/", opener + 2)
            if closer < 0:
                return len(data)
            at = closer + 2
            continue
        line_comment = data.find(b"//", at, newline)
        if line_comment < 0 and data[at:newline].rstrip(b"\r").endswith(b"\\"):
            at = newline + 1
            continue
        return newline


def _blank_bare_macros(data: bytes) -> bytes:
    def blank(match: re.Match[bytes]) -> bytes:
        last = _last_code_char(data, match.start())
        if last and last in _CONTINUES:
            return match.group(0)
        return b" " * len(match.group(0))

    return _BARE_MACRO.sub(blank, data)


def _last_code_char(data: bytes, at: int) -> bytes:
    """The last character before `at` on a line that is not blank or a comment (b"" if none),
    a comment that trails the line's code left out (`int f(void);  /*!< doc */` ends in `;`)."""
    for line in reversed(data[max(0, at - 512) : at].split(b"\n")):
        code = line.strip()
        if code and not code.startswith((b"//", b"/*", b"*")):
            return _TRAILING_COMMENT.sub(b"", code)[-1:]
    return b""


_TRAILING_COMMENT = re.compile(rb"(?<=\S)[ \t]*(?:/\*(?:[^*]|\*(?!/))*\*/|//.*)[ \t\r]*$")
"""A comment after the code of a line (`/*!< doc */`, `// note`), to its end."""


def _blank_attribute_macros(data: bytes) -> bytes:
    """Blank macros used as attributes: `FMT_CONSTEXPR inline auto f()`, `STBIDEF int *g()`,
    `FMT_CONSTEXPR Foo()` where `Foo` is a class of the file, `SPDLOG_INLINE Foo::Foo()`. A
    macro standing for the return type (`BROTLI_BOOL Shade(…)`) is kept."""
    classes = set(_CLASS_NAME.findall(data))

    def blank(match: re.Match[bytes]) -> bytes:
        # Look-aheads are bounded: a long run of macros must not make this quadratic.
        after = _MORE_MACROS.match(data, match.end(), match.end() + _LOOKAHEAD)
        at = after.end() if after else match.end()
        ctor = _CTOR_CALL.match(data, at, at + _LOOKAHEAD)
        convention = _calling_convention(data, match, at)
        if convention is not None:
            return b" " * len(match.group(0)) if convention else match.group(0)
        if (
            _DECL_KEYWORD.match(data, at, at + _LOOKAHEAD)
            or _TYPE_THEN_CALL.match(data, at, at + _LOOKAHEAD)
            or _QUALIFIED_CALL.match(data, at, at + _LOOKAHEAD)
            or (ctor is not None and ctor.group(1) in classes)
            # the words after it are the type (curl's `CURL_EXTERN CURL *curl_easy_init(`)
            or (at > match.end() and _TYPE_THEN_CALL.match(data, match.end(),
                                                            match.end() + _LOOKAHEAD))
        ):
            return b" " * len(match.group(0))
        return match.group(0)

    return _MACRO_WORD.sub(blank, data)


_NAME_CALL = re.compile(rb"[A-Za-z_]\w*[ \t]*\(")
_TYPE_BEFORE = re.compile(rb"(?:\b(\w+)|\*)[ \t*]+\Z")
_STORAGE_WORD = re.compile(rb"static|inline|extern|const|volatile|register|constexpr|virtual")


def _calling_convention(data: bytes, match: re.Match[bytes], at: int) -> bool | None:
    """Whether the macro word `match` is a calling convention or attribute between a
    function's return type and its name (ujson's `static FASTCALL_ATTR JSOBJ FASTCALL_MSVC
    decode_true (…)`, JNI's `JNIEXPORT void JNICALL Java_x(`: the functions were named after
    the macro), True; the return type of such a declaration (`JSOBJ`), False; else None. A
    macro's name holds an underscore; a type's, here, none."""
    word = match.group(0).strip()
    if not _NAME_CALL.match(data, at, at + _LOOKAHEAD):
        return None
    run = data[match.end() : at].split()
    if b"_" not in word:
        return False if run and all(b"_" in one for one in run) else None
    if not run:
        before = _TYPE_BEFORE.search(data, max(0, match.start() - 64), match.start())
        return True if before is not None and not _STORAGE_WORD.fullmatch(
            before.group(1) or b"") else None
    types = [one for one in run if b"_" not in one]
    return True if len(types) == 1 else None


def _blank_groups(match: re.Match[bytes]) -> bytes:
    """Every group of `match` replaced by as many spaces."""
    text, done, out = match.group(0), 0, []
    for group in range(1, (match.re.groups or 0) + 1):
        start, end = (at - match.start() for at in match.span(group))
        out += [text[done:start], b" " * (end - start)]
        done = end
    return b"".join([*out, text[done:]])


def _blank_group(match: re.Match[bytes]) -> bytes:
    start, end = (s - match.start() for s in match.span(1))
    text = match.group(0)
    return text[:start] + b" " * (end - start) + text[end:]
