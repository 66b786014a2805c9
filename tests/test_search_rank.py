"""Search words and ranking: identifier splitting, stemming, vocabulary, BM25F order, layer-3
verification, layer-1 alias matching and a byte-stable index."""

from __future__ import annotations

import itertools
import json

import pytest

from rk_action.page_sections import METHOD_HEADINGS
from rk_action.search import index as index_module
from rk_action.search import rank
from rk_action.search.records import Record
from rk_action.search.stem import stem
from rk_action.search.text import (
    default_vocabulary,
    edits,
    name_terms,
    split_identifier,
    term,
    terms,
    vocabulary_from_data,
    words,
)


def record(symbol: str, description: str, code: str = "", *, aliases: tuple[str, ...] = (),
           source: str = "", what: str = "", kind: str = "function") -> Record:
    name = symbol.replace(".", "-").replace("_", "-").lower()
    return Record(
        name=name, doc=f"docs/{name}.md", source=source or f"src/{name}.py", symbol=symbol,
        kind=kind, lines=(1, 9), description=description, aliases=aliases,
        what_it_does=what or description, parameters="", code=code,
    )


RECORDS = [
    record("retry_upload", "Upload a file, retrying when the transfer fails",
           "def retry_upload(path, attempts=3):\n    for _ in range(attempts):\n"
           "        if put_object(path):\n            return True\n    return False"),
    record("upload_file", "Upload one file to the bucket",
           "def upload_file(path):\n    return put_object(path)"),
    record("parse_port", "Parse a port number from a string",
           "def parse_port(text):\n    return int(text)",
           aliases=("get the port from a string", "port parsing")),
    record("is_iterable", "Whether an object can be looped over",
           "def is_iterable(obj):\n    return hasattr(obj, '__iter__')"),
    record("rmtree", "Recursively delete a directory tree",
           "def rmtree(path):\n    for entry in os.scandir(path):\n        os.unlink(entry)"),
    record("Session.mount", "Register a connection adapter for a URL prefix",
           "def mount(self, prefix, adapter):\n    self.adapters[prefix] = adapter",
           kind="method"),
    record("compute_md5", "Compute the MD5 digest of a file's bytes",
           "def compute_md5(path):\n    return hashlib.md5(open(path, 'rb').read())"),
    record("format_date", "Format a date as ISO 8601 text",
           "def format_date(day):\n    return day.isoformat()"),
]


@pytest.fixture(scope="module")
def index() -> dict[str, object]:
    return index_module.build_index(RECORDS)


def top(index: dict[str, object], query: str, count: int = 3) -> list[str]:
    return [RECORDS[position].symbol for position, _ in rank.rank(index, query, count)]


# --- words ------------------------------------------------------------------------------------


@pytest.mark.parametrize(("identifier", "expected"), [
    ("parseHTTPResponse", ["parse", "http", "response"]),
    ("XMLHttpRequest", ["xml", "http", "request"]),
    ("snake_case_name", ["snake", "case", "name"]),
    ("kebab-case-name", ["kebab", "case", "name"]),
    ("Session.mount", ["session", "mount"]),
    ("md5sum", ["md5", "sum"]),
    ("utf8_decode", ["utf8", "decode"]),
    ("plot3d", ["plot", "3d"]),
    ("dict2array", ["dict", "to", "array"]),
    ("S3Client", ["s3", "client"]),
    ("__init__", ["init"]),
])
def test_split_identifier(identifier: str, expected: list[str]) -> None:
    assert split_identifier(identifier) == expected


def test_words_drop_single_letters_and_punctuation() -> None:
    assert words("x = get_value(a, b) # see: RFC 2616") == [
        "get", "value", "see", "rfc", "2616"]


@pytest.mark.parametrize(("word", "expected"), [
    ("caresses", "caress"), ("ponies", "poni"), ("agreed", "agre"), ("hopping", "hop"),
    ("relational", "relat"), ("conditional", "condit"), ("digitizer", "digit"),
    ("generalizations", "gener"), ("electrical", "electr"), ("adjustment", "adjust"),
    ("iterable", "iter"), ("iterator", "iter"), ("iteration", "iter"), ("sky", "sky"),
])
def test_porter_stems(word: str, expected: str) -> None:
    assert stem(word) == expected


def test_terms_are_stems_cut_to_six_letters() -> None:
    assert term("multiply") == term("multiplication") == "multip"
    assert term("directories") == term("directory")
    assert term("md5") == "md5"


def test_terms_expand_abbreviations_and_drop_stopwords() -> None:
    assert terms("How do I rmdir the tmp dir?") == [
        term("remove"), term("directory"), term("temporary"), term("directory")]
    assert terms("str to dict") == [term("string"), term("dictionary")]
    # relative pronouns are glue: "whose" matched every doc that says "whose" (marshmallow)
    assert terms("a field whose value comes from which method") == [
        term("field"), term("value"), term("comes"), term("method")]


def test_name_hints() -> None:
    assert term("check") in name_terms("is_iterable")
    assert term("convert") in name_terms("dict_to_list")
    assert term("check") not in name_terms("iterate")


def test_synonyms_are_terms_both_ways() -> None:
    vocab = default_vocabulary()
    assert term("delete") in vocab.synonyms[term("remove")]
    assert term("remove") in vocab.synonyms[term("delete")]
    assert term("python") in vocab.weak


def test_vocabulary_groups_and_stars() -> None:
    vocab = vocabulary_from_data({
        "stopwords": "the", "weak": "python",
        "expansions": {"rm": "remove"},
        "synonyms": ["remove delete drop"],
        "related": ["change: convert modify"],
    })
    assert vocab.synonyms[term("drop")] == tuple(sorted((term("delete"), term("remove"))))
    assert vocab.synonyms[term("change")] == tuple(sorted((term("convert"), term("modify"))))
    # a star joins its head to each word, not the words among themselves
    assert vocab.synonyms[term("convert")] == (term("change"),)
    assert terms("rm the file", vocab) == [term("remove"), term("file")]


def test_edits_are_one_typo_away() -> None:
    found = set(edits("nmupy"))
    assert {"numpy", "mupy", "nmupyx"} <= found
    assert "nmupy" not in found


# --- ranking ----------------------------------------------------------------------------------


def test_ranking_order(index: dict[str, object]) -> None:
    # third, `compute_md5`, whose doc says "file", as two of the uploads' docs do: in eight
    # entities, file ~ upload is a corpus synonym (`search.related`)
    assert top(index, "where do we retry a failed upload") == [
        "retry_upload", "upload_file", "compute_md5"]
    assert top(index, "python check if a variable is iterable", 1) == ["is_iterable"]
    assert top(index, "delete a folder recursively", 1) == ["rmtree"]
    assert top(index, "md5 hash of a file", 2) == ["compute_md5", "upload_file"]
    assert top(index, "mount an adapter", 1) == ["Session.mount"]
    assert top(index, "iso date string", 1) == ["format_date"]


def test_code_that_answers_yes_or_no_checks_something() -> None:
    records = [
        record("write_cache", "Write the cache to disk",
               "def write_cache(data):\n    path.write_bytes(data)\n    return path"),
        record("flush_cache", "Write the cache to disk",
               "def flush_cache(data):\n    if not data:\n        return False\n"
               "    path.write_bytes(data)\n    return True"),
        record("keyPresent", "Look a key up", "function keyPresent(map, key): boolean {}"),
        record("contains", "Look a key up", "fn contains(&self, key: &str) -> bool {}"),
        record("lookup", "Look a key up", "def lookup(table, key):\n    return table[key]"),
        record("Found", "Look a key up", "func Found(m map[string]int, k string) bool {"),
        record("present", "Look a key up", "public static boolean present(Map m, String k) {"),
        record("empty", "Look a key up", "def empty?\n  @items.size == 0\nend"),
        record("Table", "A table", "class Table:\n    def has(self, key):\n        return True",
               kind="class"),
        record("boolify", "Look a key up", "def boolify(x):\n    return bool(x)"),
    ]
    index = index_module.build_index(records)
    _, positions, _ = rank._postings(index, term("check"))
    assert [records[p].symbol for p in positions] == [
        "flush_cache", "keyPresent", "contains", "Found", "present", "empty"]
    ranked = rank.rank(index, "check the cache", 2)
    assert [records[p].symbol for p, _ in ranked] == ["flush_cache", "write_cache"]


def test_ranking_fixes_typos_and_joined_words(index: dict[str, object]) -> None:
    assert top(index, "iterabel object", 1) == ["is_iterable"]
    assert top(index, "portparse", 1) == ["parse_port"]
    # a glue word stuck to a known one is dropped, not read as a typo of something else
    assert rank.query_groups(index, "fromtransfer")[0][0].alternatives[0] == (term("transfer"), 2)
    assert top(index, "md5fromfile", 1) == ["compute_md5"]


def test_scores_decrease_and_nonmatches_are_left_out(index: dict[str, object]) -> None:
    ranked = rank.rank(index, "upload a file", 10)
    scores = [score for _, score in ranked]
    assert scores == sorted(scores, reverse=True) and all(s > 0 for s in scores)
    assert 7 not in [position for position, _ in ranked]  # format_date shares no word
    assert rank.rank(index, "the of and", 10) == []


def test_ties_go_to_the_earlier_entry() -> None:
    twins = [record("load_config", "Load the configuration"),
             record("load_config", "Load the configuration")]
    ranked = rank.rank(index_module.build_index(twins), "load configuration", 2)
    assert [position for position, _ in ranked] == [0, 1]
    assert ranked[0][1] == ranked[1][1]


# --- verification -----------------------------------------------------------------------------


@pytest.mark.parametrize(("symbol", "query", "accepted"), [
    ("retry_upload", "where do we retry a failed upload", True),
    ("rmtree", "delete a folder recursively", True),
    ("is_iterable", "python check if a variable is iterable", True),
    ("compute_md5", "md5 of a file", True),
    ("parse_port", "get the port from a string", True),
    ("upload_file", "retry a failed upload", False),  # only the least specific word
    ("format_date", "where do we retry a failed upload", False),
    ("retry_upload", "frobnicate the upload", False),  # a word no doc knows weighs most
    ("retry_upload", "the of and", False),
])
def test_verify(index: dict[str, object], symbol: str, query: str, accepted: bool) -> None:
    position = next(i for i, r in enumerate(RECORDS) if r.symbol == symbol)
    assert rank.verify(index, position, query) is accepted


def test_verify_ignores_code_only_matches() -> None:
    records = [record("store", "Keep a value", "def store(v):\n    upload_to_bucket(v)")]
    index = index_module.build_index(records)
    assert rank.rank(index, "upload to bucket", 1)[0][0] == 0
    assert not rank.verify(index, 0, "upload to bucket")


# --- aliases ----------------------------------------------------------------------------------


def test_alias_match(index: dict[str, object]) -> None:
    assert rank.alias_match(index, "Get the port from a string!") == 2
    assert rank.alias_match(index, "  PORT   parsing ") == 2
    assert rank.alias_match(index, "python: string port, get") == 2  # same informative terms
    assert rank.alias_match(index, "ports parsed") == 2  # stems match
    assert rank.alias_match(index, "port") is None
    assert rank.alias_match(index, "") is None
    assert rank.near_alias_match(index, "string: get port!") == 2  # what the browser uses
    assert rank.near_alias_match(index, "port") is None


# --- format -----------------------------------------------------------------------------------


def test_index_format_and_entries(index: dict[str, object]) -> None:
    assert index["format"] == "rk-action-search" and index["version"] == 1
    assert rank.entry(index, 2) == {
        "name": "parse-port", "doc": "docs/parse-port.md", "source": "src/parse-port.py",
        "symbol": "parse_port", "kind": "function", "lines": (1, 9),
        "description": "Parse a port number from a string",
        "aliases": ["get the port from a string", "port parsing"],
    }
    idf, positions, values = rank._postings(index, term("upload"))
    assert positions == [0, 1] and idf > 0
    assert all(2 <= value <= 1295 and value & 1 for value in values)  # described in both


def test_entry_fields_lose_tabs_and_newlines() -> None:
    odd = record("odd", "Tab\there and\nthere")
    assert rank.entry(index_module.build_index([odd]), 0)["description"] == "Tab here and there"


def test_same_records_same_bytes() -> None:
    def dump(records: list[Record]) -> bytes:
        built = index_module.build_index(records)
        return json.dumps(built, ensure_ascii=False, separators=(",", ":")).encode()

    first = dump(RECORDS)
    assert dump([Record(**{f: getattr(r, f) for f in r.__slots__}) for r in RECORDS]) == first
    assert json.loads(first) == index_module.build_index(RECORDS)


def test_empty_index() -> None:
    empty = index_module.build_index([])
    assert rank.rank(empty, "anything", 10) == []
    assert rank.alias_match(empty, "anything") is None


def test_a_word_no_entry_holds_stands_for_its_synonyms(index: dict[str, object]) -> None:
    # no record says "erase"; the synonym table says it means delete, remove, ...
    groups, missing = rank.query_groups(index, "erase a directory")
    assert missing == [] and groups[0].alternatives[0] == (term("erase"), rank.OWN)
    assert (term("delete"), rank.SYNONYM) in groups[0].alternatives
    assert top(index, "erase", 1) == ["rmtree"]
    # the word weighs as much as the rarest term, and counts as covered by its synonym
    rmtree = next(p for p, r in enumerate(RECORDS) if r.symbol == "rmtree")
    assert rank.verify(index, rmtree, "erase a tree")


def test_a_constructor_named_after_its_class_is_found_as_a_constructor() -> None:
    """Java's (C++'s, C#'s) constructors are named after their class; they are found by the
    word "constructor", as JavaScript's and PHP's are, and a query naming the class finds the
    class first."""
    records = [
        record("PriorityQueue", "An unbounded queue ordered by priority",
               "public class PriorityQueue<E> {", source="src/PriorityQueue.java", kind="class"),
        record("PriorityQueue.PriorityQueue", "Make an empty queue",
               "public PriorityQueue() {}", source="src/PriorityQueue.java", kind="method"),
        record("PriorityQueue.offer", "Insert an element",
               "public boolean offer(E e) {}", source="src/PriorityQueue.java", kind="method"),
        record("Widget.constructor", "Set the widget up", "constructor(el) {}",
               source="src/widget.js", kind="method"),
    ]
    index = index_module.build_index(records)
    assert [records[p].symbol for p, _ in rank.rank(index, "priority queue", 2)] == [
        "PriorityQueue", "PriorityQueue.PriorityQueue"]
    assert [records[p].symbol for p, _ in rank.rank(index, "queue constructor", 1)] == [
        "PriorityQueue.PriorityQueue"]
    assert {records[p].symbol for p, _ in rank.rank(index, "constructor", 5)} == {
        "PriorityQueue.PriorityQueue", "Widget.constructor"}


def test_a_long_class_doc_is_damped_no_further_than_four_times_the_average() -> None:
    manual = " ".join(
        ["A scanner breaks its input into tokens using a delimiter pattern."]
        + [f"Section {n} describes how numbers and strings are read from the input tokens,"
           " with examples of delimiters, locales, radixes and patterns." for n in range(12)])
    records = [
        record("Scanner", "A simple text scanner", what=manual, kind="class"),
        record("BitSet.readObject", "Reconstitute the bit set from a stream",
               "def readObject(self, stream):\n    self.words = stream.read_fields()",
               kind="method"),
        record("Attributes.read", "Read attributes from an input stream",
               "def read(self, stream, buffer):\n    return stream.read_line(buffer)",
               kind="method"),
    ] + [record(f"helper_{n}", f"Helper number {n} of the module") for n in range(20)]
    index = index_module.build_index(records)
    (first, _), *_ = rank.rank(index, "read tokens and numbers from an input stream", 3)
    assert records[first].symbol == "Scanner"


@pytest.mark.parametrize(("symbol", "source", "kind", "code", "private"), [
    ("_merge_setting", "requests/sessions.py", "function", "def _merge_setting(a, b):", True),
    ("Session._send", "requests/sessions.py", "method", "", True),
    ("Session.__init__", "requests/sessions.py", "method", "", False),  # a dunder is the API
    ("__cmp", "lib/sort.c", "function", "", True),
    ("Router.#match", "src/router.js", "method", "", True),
    ("buildIndex", "index/build.go", "function", "", True),  # Go: unexported
    ("Router.serveHTTP", "mux.go", "method", "", True),
    ("BuildIndex", "index/build.go", "function", "", False),
    ("buildIndex", "index/build.ts", "function", "function buildIndex() {", False),
    ("_vendor/", "_vendor", "folder", "", False),
    # by the declaration: the text before the name
    ("Zones.register", "zone/Zones.java", "method",
     '@SuppressWarnings("unchecked")\n    private static synchronized void register(P p) {', True),
    ("Zones.registered", "zone/Zones.java", "method",
     "public boolean registered(String privateId) {", False),
    ("Parser.scan", "src/Parser.php", "method", "private static function scan(string $s)", True),
    ("Parser.scan", "src/Parser.php", "method", "protected function scan(string $s)", False),
    ("Store.flush", "src/store.ts", "method", "  private async flush(): Promise<void> {", True),
    ("parse_digits", "src/parse.rs", "function", "fn parse_digits(s: &str) -> u64 {", True),
    ("parse", "src/parse.rs", "function", "pub fn parse(s: &str) -> u64 {", False),
    # a restricted `pub` is seen only inside its crate, for a method too
    ("parse", "src/parse.rs", "function", "pub(crate) fn parse(s: &str) -> u64 {", True),
    ("Error.from_adhoc", "src/error.rs", "method",
     "    #[cold]\n    pub(crate) fn from_adhoc<M>(message: M) -> Self", True),
    ("Buf.grow", "src/buf.rs", "method", "pub(in crate::fmt) unsafe fn grow(&mut self) {", True),
    ("Inner", "src/lib.rs", "class", "pub(super) struct Inner {", True),
    ("Error.msg", "src/error.rs", "method", "    pub fn msg<M>(message: M) -> Self", False),
    ("Version.fmt", "src/display.rs", "method", "fn fmt(&self, f: &mut Formatter) {", False),
    ("bail", "src/macros.rs", "function", "macro_rules! bail {", False),
    ("fill_window", "deflate.c", "function", "local void fill_window(s)", False),
    ("fill_window", "deflate.c", "function", "static void fill_window(deflate_state *s)", True),
    ("zswap16", "zutil.h", "function", "static inline unsigned zswap16(unsigned x)", False),
    # Ruby: the signature the page shows, its visibility written apart in the source
    ("Lexer.parse", "lib/parse.rb", "method", "private def parse(s)", True),
    ("Lexer.scan", "lib/parse.rb", "method", "protected def scan", True),
    ("Lexer.build", "lib/parse.rb", "method", "private_class_method def self.build(s)", True),
    ("Lexer.lex", "lib/parse.rb", "method", "def lex(s)", False),
])
def test_private_by_its_languages_naming_or_declaration(symbol: str, source: str, kind: str,
                                                        code: str, private: bool) -> None:
    assert index_module.is_private(symbol, source, kind, code) is private


def test_a_large_class_s_list_of_methods_leaves_the_method_first() -> None:
    """itertools' `Itertools` trait page lists its 130 methods, each with its one-liner, each
    method having a page of its own: indexed, the list gathered every word of a question
    that its methods share out, and the trait came first for 15 of 24 questions (here: the
    overlapping pairs `tuple_windows` gives). The trait is still found by its own words."""
    words = ["loop", "element", "neighbour", "overlapping", "pairs", "window"]
    methods = [("tuple_windows", "Return overlapping pairs of neighbours")] + [
        (f"adaptor_{n}", f"Adaptor {n} over {a} and {b}")
        for n, (a, b) in enumerate(itertools.combinations(words, 2))]
    listing = "\n".join(f"- `{name}()` — {line}" for name, line in methods)
    what = f"Extra adaptors for iterators.\n\n{METHOD_HEADINGS[0]}\n\n{listing}"
    records = [record("Itertools", "Extra adaptors for iterators", what=what, kind="class")] + [
        record(f"Itertools.{name}", line, kind="method") for name, line in methods]
    index = index_module.build_index(records)
    query = "loop over each element with its neighbour in overlapping window pairs"
    (first, _), *_ = rank.rank(index, query, 3)
    assert records[first].symbol == "Itertools.tuple_windows"
    (first, _), *_ = rank.rank(index, "extra adaptors for iterators", 3)
    assert records[first].symbol == "Itertools"
