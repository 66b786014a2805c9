"""Python extraction: ast for modern code, tree-sitter for files ast rejects."""

from __future__ import annotations

from rk_action.extract import extract_file
from rk_action.model import Param

MODERN = '''\
"""Module doc."""
from typing import overload


@decorator
class Session(Base, metaclass=Meta):
    """A session.

    Keeps cookies.
    """

    def mount(self, prefix: str, adapter: "Adapter" = None) -> None:
        """Register an adapter."""
        def helper():  # nested: no entity
            pass
        self.adapters[prefix] = adapter

    @overload
    def get(self, url: str) -> str: ...
    @overload
    def get(self, url: bytes) -> bytes: ...
    def get(self, url, *args, timeout=3, **kwargs):
        return url

    @staticmethod
    async def close(reason):
        pass

    class Inner:
        def method(self):
            pass


if sys.version_info >= (3, 8):  # looked through (not `TYPE_CHECKING`: a stub)
    def typed() -> int:
        return 1
else:
    try:
        def fallback(x, /, y, *, z=2):
            pass
    except ImportError:
        pass

lam = lambda x: x
'''


def test_modern_python() -> None:
    entities = {e.symbol: e for e in extract_file("pkg/sessions.py", MODERN)}
    assert list(entities) == ["Session", "Session.mount", "Session.get", "Session.close",
                              "Session.Inner", "Session.Inner.method", "typed", "fallback"]
    session = entities["Session"]
    assert (session.kind, session.start_line, session.end_line) == ("class", 5, 31)
    assert session.doc == "A session.\n\nKeeps cookies."
    assert session.bases == ("Base",)
    assert session.decorators == ("@decorator",)
    assert session.code.startswith("@decorator\nclass Session")
    mount = entities["Session.mount"]
    assert mount.kind == "method" and mount.parent == "Session"
    # as written: tenacity's `sec_format: str = "%0.3f"` read `'%0.3f'` (ast.unparse's quotes)
    assert mount.signature == 'def mount(self, prefix: str, adapter: "Adapter" = None) -> None'
    assert mount.params == (Param("prefix", "str"), Param("adapter", '"Adapter"', "None"))
    assert mount.returns == "None"
    assert mount.doc == "Register an adapter."
    get = entities["Session.get"]
    assert get.start_line == 22  # the @overload stubs above it are skipped
    assert [p.name for p in get.params] == ["url", "args", "timeout", "kwargs"]
    close = entities["Session.close"]
    assert close.decorators == ("async", "@staticmethod")
    assert [p.name for p in close.params] == ["reason"]  # static: first param kept
    assert entities["Session.Inner.method"].parent == "Session.Inner"
    assert entities["fallback"].signature == "def fallback(x, /, y, *, z=2)"


def test_python2_falls_back_to_tree_sitter() -> None:
    source = (
        'def greet(name, greeting="hi"):\n    """Say hi."""\n    print "%s %s" % (greeting, name)\n'
        "\nclass Old:\n    def run(self, n):\n        print n\n"
    )
    entities = {e.symbol: e for e in extract_file("old.py", source)}
    assert list(entities) == ["greet", "Old", "Old.run"]
    assert entities["greet"].doc == "Say hi."
    assert entities["greet"].params == (Param("name"), Param("greeting", "", '"hi"'))
    assert entities["Old.run"].params == (Param("n"),)
    assert (entities["Old.run"].start_line, entities["Old.run"].end_line) == (6, 7)


def test_what_runs_under_the_main_guard_defines_nothing() -> None:
    """`if __name__ == "__main__":` is what running the file as a script does: a function
    defined there is no part of the module (boltons' `jsonutils._main`); its `else` is."""
    body = (
        "def api():\n    return 1\n\n"
        "if __name__ == '__main__':\n    def _main():\n        print(api())\n    _main()\n"
        "else:\n    def imported():\n        return 2\n"
        "if '__main__' == __name__:\n    class Cli:\n        pass\n"
        "if __name__ == 'x':\n    def kept():\n        return 3\n"
    )
    assert [e.symbol for e in extract_file("tool.py", body)] == ["api", "imported", "kept"]
    old = body.replace("return 1", "print 1")  # Python 2: read by tree-sitter
    assert [e.symbol for e in extract_file("tool.py", old)] == ["api", "imported", "kept"]


def test_what_only_a_type_checker_reads_defines_nothing() -> None:
    """bidict's `if t.TYPE_CHECKING:` stubs (`def inverse(self) -> MutableBidict[VT, KT]: ...`)
    were listed as members, "Return the inverse", on four classes."""
    body = (
        "import typing as t\n\n"
        "class MutableBidict(Bidict):\n"
        "    if t.TYPE_CHECKING:\n\n"
        "        @property\n        def inverse(self) -> 'MutableBidict': ...\n\n"
        "    def put(self, key, val):\n        self._write(key, val)\n\n"
        "if TYPE_CHECKING:\n    def helper() -> int: ...\nelse:\n    def helper():\n"
        "        return 1\n"
    )
    found = extract_file("bidict/_bidict.py", body)
    assert [(e.symbol, e.start_line) for e in found] == [
        ("MutableBidict", 3), ("MutableBidict.put", 9), ("helper", 15)]


def test_a_docstring_shows_a_quoted_line_break_escape_as_written() -> None:
    """`"\\n"` in a docstring is a line break in its value, at the start of a line: the docstring
    lost its indentation and its sections went unread (rich's `Segment.align_middle`). One
    between words stays a break (pdb's help texts)."""
    source = (
        "class Segment:\n"
        "    def align(self, lines, new_lines):\n"
        '        """Align lines.\\nOr pad them.\n\n'
        "        Args:\n"
        "            lines: A list of lines.\n"
        '            new_lines: Lines should include "\\n". Defaults to \\N{BULLET} False.\n'
        '        """\n'
        "        return lines\n"
        'def café(): "Say \\t \\u00e9 \'\\n\' \\\\ and \\"hi\\"."\n'
    )
    entities = {e.symbol: e for e in extract_file("seg.py", source)}
    assert entities["Segment.align"].doc == (
        "Align lines.\nOr pad them.\n\nArgs:\n    lines: A list of lines.\n"
        '    new_lines: Lines should include "\\n". Defaults to \N{BULLET} False.'
    )
    assert entities["café"].doc == 'Say \\t é \'\\n\' \\ and "hi".'


def test_a_docs_control_character_is_written_as_its_escape() -> None:
    """pendulum's `Reader` says it reads "TZif (\\0, 2 or 3) files": the docstring's value
    holds a NUL, which its page and `_index.md` then held, and `grep` read both as binary
    files. A C comment's raw escape character likewise; line breaks stay."""
    entities = {e.symbol: e for e in extract_file("reader.py", (
        'class Reader:\n    """Reads TZif (\\0, 2 or 3) files.\n\nMore."""\n'))}
    assert entities["Reader"].doc == "Reads TZif (\\x00, 2 or 3) files.\n\nMore."
    (found,) = extract_file("term.c", "/* Send \x1b[0m to reset. */\nint reset(void);\n")
    assert found.doc == "Send \\x1b[0m to reset."


def test_a_function_knows_the_other_names_its_scope_binds_it_to() -> None:
    """`next = __next__` in a class (dateutil's `_genitem`), `escape = quote` in a module:
    other names of one function, which its page says; not a name defined itself, nor one bound
    to what the scope does not define."""
    source = (
        "def quote(s):\n    return s\nescape = quote\nunquote = urllib_unquote\n\n"
        "class Gen:\n    def __next__(self):\n        return 1\n    next = __next__\n"
        "    def __add__(self, o):\n        return o\n    __radd__ = __add__\n"
        "    def f(self):\n        pass\n    def g(self):\n        pass\n    f = g\n"
    )
    found = {e.symbol: e.aliases for e in extract_file("m.py", source)}
    assert found == {"quote": ("escape",), "Gen": (), "Gen.__next__": ("next",),
                     "Gen.__add__": ("__radd__",), "Gen.f": (), "Gen.g": ()}


def test_a_class_body_s_helper_keeps_its_first_parameter() -> None:
    """sortedcontainers' `def __make_cmp(seq_op, symbol, doc):` makes the comparison methods
    as the class is made: no instance comes first, and `seq_op` was dropped as if `self`."""
    source = ("class S:\n    def __make_cmp(seq_op, symbol, doc):\n        return 1\n"
              "    def m(self, a):\n        pass\n    @classmethod\n    def c(cls, b):\n"
              "        pass\n    @staticmethod\n    def s(x):\n        pass\n")
    found = {e.symbol: [p.name for p in e.params] for e in extract_file("s.py", source)}
    assert found == {"S": [], "S.__make_cmp": ["seq_op", "symbol", "doc"], "S.m": ["a"],
                     "S.c": ["b"], "S.s": ["x"]}


def test_pathological_nesting_does_not_crash() -> None:
    deep = "def f():\n    return " + "(" * 5000 + "1" + ")" * 5000 + "\n\ndef g():\n    pass\n"
    assert [e.symbol for e in extract_file("deep.py", deep)] == ["f", "g"]


def test_syntax_error_keeps_the_good_code() -> None:
    broken = "def good():\n    return 1\n\ndef bad(:\n    pass\n"
    assert "good" in [e.symbol for e in extract_file("broken.py", broken)]


def test_a_doc_assigned_after_the_definition_is_its_doc() -> None:
    """toolz gives six functions their docs as `num_required_args.__doc__ = \"\"\"…\"\"\"`
    below them: their pages said they had none. A docstring of its own stays; another
    function's doc (`f.__doc__ = g.__doc__`, more-itertools' `pairwise`, whose page read only
    "Returns `itertools_pairwise(iterable)`") is read from that function; a doc made by any
    other expression is no text to read."""
    found = {e.symbol: e.doc for e in extract_file("toolz/functoolz.py", (
        "def num_required_args(func, sigspec=None):\n    return 1\n\n\n"
        "num_required_args.__doc__ = \"\"\" \\\n    Number of required positional arguments\n\n"
        "    This relies on introspection.\n    \"\"\"\n\n\n"
        "def other():\n    \"\"\"Own doc.\"\"\"\n\n\nother.__doc__ = \"Replaced\"\n\n\n"
        "def copied():\n    return 2\n\n\ncopied.__doc__ = other.__doc__\n"
        "def made():\n    return 3\n\n\nmade.__doc__ = make_doc(other)\n"
        "def lost():\n    return 4\n\n\nlost.__doc__ = missing.__doc__\n"))}
    assert found == {
        "num_required_args": "Number of required positional arguments\n\n"
                             "This relies on introspection.",
        "other": "Own doc.",
        "copied": "Own doc.",
        "made": "",
        "lost": "",
    }


def test_a_doc_assigned_after_branches_is_each_definitions_doc() -> None:
    """natsort defines `os_sort_keygen` in three branches, two under comments ("# No ICU
    installed", "# ICU installed"), and gives it its doc below them all: two of its pages had
    those comments for their docs."""
    found = [e.doc for e in extract_file("natsort/natsort.py", (
        "try:\n    import icu\nexcept ImportError:\n    # No ICU installed\n"
        "    def os_sort_keygen(key=None):\n        return natsort_keygen(key)\n"
        "else:\n    # ICU installed\n    def os_sort_keygen(key=None):\n"
        "        return icu_keygen(key)\n\n\n"
        "os_sort_keygen.__doc__ = \"\"\"\nGenerate a sorting key for the file browser's order\n"
        "\"\"\"\n"))]
    assert found == ["Generate a sorting key for the file browser's order"] * 2


def test_a_comment_block_opening_a_class_body_is_its_doc() -> None:
    """PyYAML documents its classes with comments: `class Reader(object):`, then `# Reader:`,
    `# - determines the data encoding…`, a blank line and the methods; its page said only
    "Extends `object`". A function's first comment tells what its first lines do (PyYAML's
    `fetch_stream_end`: "# Set the current indentation to -1."), a comment right above a
    statement is that statement's, and a note or a pragma is no doc."""
    found = {e.symbol: e.doc for e in extract_file("yaml/reader.py", (
        "class Reader(object):\n    # Reader:\n    # - determines the data encoding.\n\n"
        "    # Reader accepts a `bytes` object.\n\n    def __init__(self, stream):\n"
        "        self.name = None\n\n\n"
        "class Scanner:\n    # Set the current indentation to -1.\n    indent = -1\n\n\n"
        "class Todo:\n    # TODO: document this class.\n\n    x = 1\n\n\n"
        "def fetch_stream_end(self):\n    # Set the current indentation to -1.\n\n"
        "    self.unwind_indent(-1)\n"))}
    assert found == {
        "Reader": "Reader:\n- determines the data encoding.\n\nReader accepts a `bytes` object.",
        "Reader.__init__": "",
        "Scanner": "",
        "Todo": "",
        "fetch_stream_end": "",
    }


def test_a_comment_block_right_above_an_undocumented_definition_is_its_doc() -> None:
    """arrow's `ParserMatchError` and marshmallow's `_Missing` are documented by the comments
    right above them, and their pages said only "Extends `ParserError`"; a comment under a
    blank line, a note, commented-out code, another block's comment or a group's label
    (argparse's "# Help-formatting methods") is no doc, nor a comment opening a class body
    that names the value assigned under it (arrow's `DateTimeFormatter`: "This pattern
    matches characters…" over `_FORMAT_RE = …`); an old label ("Internal -- ") is dropped."""
    found = {e.symbol: e.doc for e in extract_file("arrow/parser.py", (
        "# Allows for ParserErrors to be propagated\n# when day_of_year errors occur.\n"
        "class ParserMatchError(ParserError):\n    pass\n\n\n"
        "# Apart.\n\ndef apart():\n    pass\n\n\n"
        "# TODO: cache it.\n@cache\ndef noted():\n    pass\n\n\n"
        "# result = run()\ndef commented():\n    pass\n\n\n"
        "class DateTimeFormatter:\n    # This pattern matches bracketed text.\n\n"
        "    _FORMAT_RE = re.compile('x')\n\n"
        "    def format(self):\n        x = 1\n        # the last line of a body\n"
        "    # Format one token.\n    def _format_token(self):\n        pass\n\n"
        "    # Help-formatting methods\n    def format_help(self):\n        pass\n\n"
        "    # Internal -- scan past <!NOTATION declarations\n"
        "    def _scan(self):\n        pass\n"))}
    assert found == {
        "ParserMatchError": "Allows for ParserErrors to be propagated\nwhen day_of_year errors "
                            "occur.",
        "apart": "", "noted": "", "commented": "", "DateTimeFormatter": "",
        "DateTimeFormatter.format": "", "DateTimeFormatter._format_token": "Format one token.",
        "DateTimeFormatter.format_help": "",
        "DateTimeFormatter._scan": "scan past <!NOTATION declarations",
    }


def test_a_property_is_one_entity_its_getter() -> None:
    """marshmallow's `Field.default` had two pages under one name, the getter's "Return the
    default." and the setter's "Set the default to `value`."; the page shows the setter and
    deleter that follow the getter (Cerberus' `allow_unknown` checks what it sets); a setter
    whose getter is not in its class body keeps its page."""
    found = [(e.symbol, e.start_line, e.end_line) for e in extract_file("fields.py", (
        "class Field:\n    @property\n    def default(self):\n        return self.x\n\n"
        "    @default.setter\n    def default(self, value):\n        self.x = value\n\n"
        "    @default.deleter\n    def default(self):\n        del self.x\n\n\n"
        "class Child(Field):\n    @Field.default.setter\n    def default(self, value):\n"
        "        self.y = value\n"))]
    assert found == [("Field", 1, 12), ("Field.default", 2, 12), ("Child", 15, 18),
                     ("Child.default", 16, 18)]


def test_an_assigned_doc_that_opens_with_an_equals_sign_is_text() -> None:
    """A doc given as text is its text, whatever it opens with: one that named another
    function's doc was once told apart by a leading "=", and a doc "== Usage ==" read as a
    copy of a function `= Usage ==`, none."""
    found = {e.symbol: e.doc for e in extract_file("m.py", (
        "def f():\n    return 1\n\n\nf.__doc__ = \"== Usage ==\"\n"))}
    assert found == {"f": "== Usage =="}


def test_a_module_docstring_documents_the_function_named_as_its_module() -> None:
    """markdown-it-py's `rules_core/smartquotes.py` says what `smartquotes(state)` does, in its
    module docstring: the function's page said it had no doc comment. Another function of the
    module, or one with its own docstring, keeps its own; a licence is no doc."""
    text = ('"""Convert straight quotation marks to typographic ones."""\n\n'
            "def smartquotes(state):\n    return state\n\n\ndef other(x):\n    return x\n")
    docs = {e.symbol: e.doc for e in extract_file("markdown_it/rules_core/smartquotes.py", text)}
    assert docs == {"smartquotes": "Convert straight quotation marks to typographic ones.",
                    "other": ""}
    licensed = '"""Copyright (c) 2020 Example. Licensed under the MIT License."""\n' + text[59:]
    docs = {e.symbol: e.doc for e in extract_file("markdown_it/rules_core/smartquotes.py",
                                                  licensed)}
    assert docs["smartquotes"] == ""
    # sqlparse's `engine/filter_stack.py` says "filter": a label, not what `FilterStack` does
    labelled = '"""filter"""\n\nclass FilterStack:\n    def run(self):\n        pass\n'
    docs = {e.symbol: e.doc for e in extract_file("sqlparse/engine/filter_stack.py", labelled)}
    assert docs["FilterStack"] == ""


def test_an_override_takes_the_doc_its_method_resolution_finds() -> None:
    """furl's `class furl(URLPathCompositionInterface, QueryCompositionInterface)` overrides
    `__setattr__`, which its first base inherits from `PathCompositionInterface`: its page gave
    it `QueryCompositionInterface`'s doc, while its Overrides section named the other."""
    found = {e.symbol: e.doc for e in extract_file("furl/furl.py", (
        "class PathCompositionInterface(object):\n"
        "    def __setattr__(self, attr, value):\n"
        "        \"\"\"Set the path's attributes.\"\"\"\n\n"
        "class URLPathCompositionInterface(PathCompositionInterface):\n"
        "    pass\n\n"
        "class QueryCompositionInterface(object):\n"
        "    def __setattr__(self, attr, value):\n"
        "        \"\"\"Set the query's attributes.\"\"\"\n\n"
        "class furl(URLPathCompositionInterface, QueryCompositionInterface):\n"
        "    def __setattr__(self, attr, value):\n"
        "        object.__setattr__(self, attr, value)\n"))}
    assert found["furl.__setattr__"] == (
        "Set the path's attributes.\n\n"
        "(The doc of `PathCompositionInterface.__setattr__`, which it implements or overrides.)")


def test_an_override_of_other_parameters_or_that_refuses_keeps_no_base_doc() -> None:
    """parsimonious' `Quantifier.__init__(self, member, *, min=0, max=…, name='')` took
    `Compound.__init__(self, *members)`'s "``members`` is a sequence of expressions", and
    `TokenRuleVisitor.visit_regex`, which only raises `BadGrammar`, `RuleVisitor`'s "Return a
    `Regex` expression"."""
    found = {e.symbol: e.doc for e in extract_file("parsimonious/expressions.py", (
        "class Compound:\n    def __init__(self, *members, **kwargs):\n"
        "        \"\"\"``members`` is a sequence of expressions.\"\"\"\n"
        "        self.members = members\n\n"
        "    def visit_regex(self, node, regex):\n"
        "        \"\"\"Return a ``Regex`` expression.\"\"\"\n"
        "        return Regex(regex)\n\n"
        "    def resolve(self, rule_map):\n        \"\"\"Resolve the references.\"\"\"\n"
        "        return self\n\n"
        "class Quantifier(Compound):\n"
        "    def __init__(self, member, *, min=0, max=2, name='', **kwargs):\n"
        "        super().__init__(member, name=name, **kwargs)\n\n"
        "    def visit_regex(self, node, regex):\n        tilde, literal = regex\n"
        "        raise BadGrammar('Regexes do not make sense here')\n\n"
        "    def resolve(self, rule_map):\n        return self.members\n"))}
    assert found["Quantifier.__init__"] == found["Quantifier.visit_regex"] == ""
    assert found["Quantifier.resolve"].startswith("Resolve the references.")


def test_an_ide_s_directive_above_a_definition_is_no_doc() -> None:
    """intervaltree's `Interval` has PyCharm's `# noinspection PyBroadException` above it: its
    one-liner, shown beside every link to it. JavaScript's `// noinspection …` likewise."""
    found = {e.symbol: e.doc for e in extract_file("intervaltree/interval.py", (
        "# noinspection PyBroadException\nclass Interval(tuple):\n    __slots__ = ()\n"))}
    found |= {e.symbol: e.doc for e in extract_file("lib/a.js", (
        "// noinspection JSUnusedGlobalSymbols\nfunction foo(a) {\n  return a;\n}\n"))}
    assert found == {"Interval": "", "foo": ""}


def test_a_class_a_module_declares_only_for_the_type_checker() -> None:
    """chardet's `resultdict.py` declares `class ResultDict(TypedDict)` under `if
    TYPE_CHECKING:` (and `ResultDict = dict` else): the keys of what `detect` returns had no
    page. A function stub there still defines nothing."""
    body = (
        "from typing import TYPE_CHECKING, Optional\n\n"
        "if TYPE_CHECKING:\n"
        "    from typing import TypedDict\n\n"
        "    class ResultDict(TypedDict):\n"
        "        encoding: Optional[str]\n"
        "        confidence: float\n\n"
        "    def helper() -> int: ...\n"
        "else:\n"
        "    ResultDict = dict\n"
    )
    found = extract_file("chardet/resultdict.py", body)
    assert [(e.symbol, e.kind, e.start_line) for e in found] == [("ResultDict", "class", 6)]


def test_a_class_signature_keeps_its_keyword_arguments() -> None:
    """dj-database-url's `class DBConfig(TypedDict, total=False)`, every key optional, showed
    `class DBConfig(TypedDict)`; a metaclass went the same way."""
    found = {e.name: e for e in extract_file("dj_database_url/__init__.py", (
        "class DBConfig(TypedDict, total=False):\n    ENGINE: str\n\n\n"
        "class Base(Parent, metaclass=abc.ABCMeta):\n    pass\n\n\nclass Plain:\n    pass\n"))}
    assert found["DBConfig"].signature == "class DBConfig(TypedDict, total=False)"
    assert found["DBConfig"].bases == ("TypedDict",)
    assert found["Base"].signature == "class Base(Parent, metaclass=abc.ABCMeta)"
    assert found["Plain"].signature == "class Plain"
