"""Go extraction: functions, receivers, grouped types, interface method specs, GoDoc."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rk_action.extract import extract_file
from rk_action.model import Entity, Param

FIXTURE = Path(__file__).parent / "fixtures" / "go" / "store.go"


@pytest.fixture(scope="module")
def entities() -> dict[str, Entity]:
    found = extract_file("pkg/store.go", FIXTURE.read_text())
    return {e.symbol: e for e in found}


def test_finds_every_entity_and_nothing_else(entities: dict[str, Entity]) -> None:
    assert sorted(entities) == sorted(
        [
            "State", "Store", "Reader", "Reader.Get", "Reader.Len", "Reader.Keys", "ID", "Pair",
            "Options", "New", "Store.Put", "Pair.Swap", "Map", "Option",
        ]
    )  # fmt: skip
    # no entity for the closure in Map, the bodiless fastSum or the func literal in `hook`
    assert all(e.language == "go" and e.source == "pkg/store.go" for e in entities.values())


def test_function_params_results_and_doc(entities: dict[str, Entity]) -> None:
    new = entities["New"]
    assert (new.kind, new.parent, new.start_line, new.end_line) == ("function", "", 54, 56)
    assert new.doc == "New returns an empty store."  # the //nolint directive is dropped
    assert new.params == (Param("opts", "...Option"),)
    assert new.returns == "*Store"
    assert new.signature == "func New(opts ...Option) *Store"
    assert new.code.startswith("func New(") and new.code.endswith("}")


def test_method_grouped_params_and_named_results(entities: dict[str, Entity]) -> None:
    put = entities["Store.Put"]
    assert (put.name, put.kind, put.parent) == ("Put", "method", "Store")
    assert put.params == (
        Param("ctx", "context.Context"),
        Param("id", "string"),
        Param("key", "string"),
        Param("value", "int"),
    )
    assert put.returns == "(err error)"
    assert put.doc == "Put stores value under id."


def test_generic_receiver_drops_type_params(entities: dict[str, Entity]) -> None:
    swap = entities["Pair.Swap"]
    assert swap.parent == "Pair"
    assert swap.returns == "(V, K)"
    assert swap.signature == "func (p Pair[K, V]) Swap() (V, K)"


def test_generic_function(entities: dict[str, Entity]) -> None:
    fn = entities["Map"]
    assert fn.signature == "func Map[T, U any](items []T, fn func(T) U) []U"
    assert fn.params == (Param("items", "[]T"), Param("fn", "func(T) U"))
    assert (fn.start_line, fn.end_line) == (69, 76)


def test_struct_doc_keeps_code_block_and_embedded_types_are_bases(
    entities: dict[str, Entity],
) -> None:
    store = entities["Store"]
    assert (store.kind, store.start_line, store.end_line) == ("class", 21, 25)
    assert store.doc == (
        'Store keeps sessions by id.\n\nExample:\n\n\ts := New()\n\ts.Put(ctx, "a", 1)'
    )
    assert store.signature == "type Store struct"
    assert store.bases == ("sync.Mutex", "io.Closer")


def test_directive_before_blank_line_is_not_doc(entities: dict[str, Entity]) -> None:
    assert entities["State"].doc == "State is the lifecycle of a session."
    assert entities["State"].signature == "type State int"


def test_grouped_types_have_their_own_lines_and_docs(entities: dict[str, Entity]) -> None:
    reader = entities["Reader"]
    assert (reader.start_line, reader.end_line) == (29, 35)
    assert reader.doc == "Reader reads sessions."
    assert reader.code.lstrip().startswith("Reader interface {")
    assert reader.signature == "type Reader interface"
    assert reader.bases == ("io.Closer",)
    assert entities["ID"].signature == "type ID = string"
    assert entities["ID"].doc == "ID names a session."
    pair = entities["Pair"]
    assert (pair.signature, pair.doc) == ("type Pair[K comparable, V any] struct", "")


def test_group_of_one_takes_the_group_doc(entities: dict[str, Entity]) -> None:
    options = entities["Options"]
    assert options.doc == "Options for New."
    assert options.start_line == options.end_line == 48


def test_interface_method_specs(entities: dict[str, Entity]) -> None:
    get = entities["Reader.Get"]
    assert (get.kind, get.parent, get.start_line) == ("method", "Reader", 32)
    assert get.doc == "Get returns the session stored under id."
    assert get.params == (Param("ctx", "context.Context"), Param("id", "string"))
    assert get.returns == "(int, error)"
    assert get.signature == "Get(ctx context.Context, id string) (int, error)"
    # `Len() int // how many` is a trailing comment of Len, not Keys's doc
    assert entities["Reader.Keys"].doc == ""
    assert entities["Reader.Keys"].params == (Param("prefix", "string"), Param("limit", "...int"))


def test_unnamed_params_keep_their_types() -> None:
    text = "package p\n\ntype W interface {\n\tWrite([]byte, ...int) (n int, err error)\n}\n"
    write = {e.symbol: e for e in extract_file("w.go", text)}["W.Write"]
    assert write.params == (Param("", "[]byte"), Param("", "...int"))
    assert write.returns == "(n int, err error)"


def test_block_comment_doc_and_blank_line_breaks_doc() -> None:
    text = "package p\n\n/* Block\n   doc. */\nfunc A() {}\n\n// Far.\n\nfunc B() {}\n"
    found = {e.symbol: e for e in extract_file("d.go", text)}
    assert found["A"].doc == "Block\ndoc."
    assert found["A"].start_line == 5
    assert found["B"].doc == ""


def test_broken_file_still_yields_what_parses() -> None:
    text = "package p\n\nfunc Good() int { return 1 }\n\nfunc Bad( {\n\nfunc Later() {}\n"
    names = {e.name for e in extract_file("b.go", text)}
    assert "Good" in names


def test_a_parameter_list_written_one_a_line_reads_as_one_line() -> None:
    """The signature joins its lines without a space inside the parentheses or the trailing
    comma gofmt wants (was `func Open( path string, mode int, ) error`)."""
    found = extract_file("open.go", (
        "package store\n\n// Open opens it.\nfunc Open(\n\tpath string,\n\tmode int,\n) error {\n"
        "\treturn nil\n}\n\n// Keys lists them.\n"
        "func Keys(m map[string]int) []string { return nil }\n"))
    assert [e.signature for e in found] == [
        "func Open(path string, mode int) error", "func Keys(m map[string]int) []string"]


def test_deep_nesting_does_not_blow_up() -> None:
    depth = 5000
    text = "package p\nfunc F() {\n" + "func() {\n" * depth + "}()\n" * depth + "}\n"
    assert [e.symbol for e in extract_file("deep.go", text)] == ["F"]


def test_crlf_doc_has_no_carriage_returns() -> None:
    text = "package p\r\n\r\n// Doc one.\r\n//\r\n//\tcode()\r\nfunc F() {\r\n}\r\n"
    (f,) = extract_file("crlf.go", text)
    assert f.doc == "Doc one.\n\n\tcode()"
    assert (f.start_line, f.end_line) == (6, 7)


SOUP = (
    "package p\n", "func ", "type ", "struct", "interface", "(", ")", "{", "}", "[", "]", "\n",
    " ", "*", "...", "// c\n", "x", "int", ",",
)  # fmt: skip


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(SOUP), max_size=60))
def test_any_token_soup_yields_consistent_entities(tokens: list[str]) -> None:
    text = "".join(tokens)
    lines = text.split("\n")
    for entity in extract_file("soup.go", text):
        assert entity.name
        assert 1 <= entity.start_line <= entity.end_line <= len(lines)
        assert entity.code == "\n".join(lines[entity.start_line - 1 : entity.end_line])


def test_an_asserted_interface_is_a_base_of_its_implementer() -> None:
    """Go has no `implements`: chi writes `var _ Router = &Mux{}`, and its `Mux` named no
    base; the assertion (also `(*T)(nil)`, in a `var ( … )` block) adds the interface after the
    embedded types, and the page says which is which."""
    from rk_action.summarize.static import summarize

    found = {e.name: e for e in extract_file("mux.go", (
        "package chi\n\nvar _ Router = &Mux{}\n\nvar (\n\t_ http.Flusher = (*writer)(nil)\n)\n\n"
        "// Mux is a router.\ntype Mux struct {\n\t*Base\n\thandler http.Handler\n}\n\n"
        "type writer struct{ basic }\n\nfunc f() {\n\t_ = 1\n}\n"))}
    assert (found["Mux"].bases, found["writer"].bases) == (
        ("Base", "Router"), ("basic", "http.Flusher"))
    assert "Embeds `*Base` and implements `Router`." in summarize(found["Mux"]).what_it_does


def test_one_comment_over_a_group_of_interface_methods_documents_each() -> None:
    """chi's `Router`: "// HTTP-method routing along `pattern`" above `Connect`, `Delete`,
    `Get`… (no blank line between them) documented `Connect` alone, and the nine others read
    made-up text ("Get the value for `pattern` and `h`"); a blank line ends the group."""
    found = {e.name: e.doc for e in extract_file("chi.go", (
        "package chi\n\n// Router routes.\ntype Router interface {\n"
        "\t// HTTP-method routing along `pattern`\n\tConnect(pattern string)\n"
        "\tGet(pattern string)\n\n\tNotFound(h Handler)\n}\n")) if e.parent == "Router"}
    assert found == {"Connect": "HTTP-method routing along `pattern`",
                     "Get": "HTTP-method routing along `pattern`", "NotFound": ""}


def test_line_comments_inside_a_signature_leave_it() -> None:
    """go-cmp's `Reporter(r interface { // PushStep is called… PushStep(PathStep) … })` read as
    one comment from its first `//` on."""
    text = (
        "package cmp\n\n// Reporter reports.\nfunc Reporter(r interface {\n"
        "\t// PushStep is called first.\n\tPushStep(PathStep)\n\n"
        "\t// PopStep is called last.\n\tPopStep()\n}) Option {\n\treturn nil\n}\n"
    )
    (entity,) = extract_file("cmp/options.go", text)
    assert entity.signature == "func Reporter(r interface { PushStep(PathStep) PopStep() }) Option"


def test_a_title_behind_a_lead_of_dashes_is_no_doc() -> None:
    """Go's flag package and spf13/pflag write `// -- bool Value` over each value type: 30
    of pflag's pages showed "-- bool Value" as what it does."""
    text = ("package pflag\n\n// -- bool Value\ntype boolValue bool\n\n"
            "// -- is how a flag's value ends.\nfunc end() {}\n")
    docs = {e.symbol: e.doc for e in extract_file("bool.go", text)}
    assert docs == {"boolValue": "", "end": "-- is how a flag's value ends."}


def test_a_copyright_notice_leading_a_doc_is_no_part_of_it() -> None:
    """spf13/cast copied `indirect` from Go's html/template with its notice above the doc:
    "From html/template/content.go Copyright 2011 The Go Authors" was its one-liner on 18
    pages; a doc that is only a notice or a licence is none (thor's `terminal_width`)."""
    text = ("package cast\n\n// From html/template/content.go\n"
            "// Copyright 2011 The Go Authors. All rights reserved.\n"
            "// indirect returns the value, after dereferencing as many times\n"
            "// as necessary to reach the base type (or nil).\nfunc indirect(a any) any {\n"
            "\treturn a\n}\n\n// This code was copied from Rake, available under MIT-LICENSE\n"
            "// Copyright (c) 2003, 2004 Jim Weirich\nfunc width() int {\n\treturn 80\n}\n\n"
            "// Copyright 2020 X\n// Licensed under the Apache License, Version 2.0;\n"
            "// you may not use this file except in compliance with the License.\n"
            "func licensed() {}\n\n// printCopyright prints the copyright notice.\n"
            "func printCopyright() {}\n")
    docs = {e.symbol: e.doc for e in extract_file("caste.go", text)}
    assert docs == {"indirect": "indirect returns the value, after dereferencing as many times\n"
                                "as necessary to reach the base type (or nil).",
                    "width": "", "licensed": "", "printCopyright": "printCopyright prints the"
                                                                   " copyright notice."}


def test_a_type_keeps_the_const_block_of_its_values_under_it() -> None:
    """robfig/cron's `ParseOption`: `type ParseOption int`, a blank line, then `const ( Second
    ParseOption = 1 << iota // Seconds field, default 0 … )`. Its page showed the type's line
    alone, the constants and their comments on no page; GoDoc lists them with the type, and the
    page now shows them in its code and as a list, all of them once one has a comment
    (httprouter's `nodeType` listed `static` alone of four). A block of another type, or one
    after other code, is not the type's."""
    from rk_action.summarize.static import summarize

    text = (
        "package cron\n\n// Configuration options for creating a parser.\n"
        "type ParseOption int\n\n"
        "const (\n\tSecond ParseOption = 1 << iota // Seconds field, default 0\n"
        "\t// Optional day of week field, default *\n\tDowOptional\n\tHour\n)\n\n"
        "type Kind int\n\nvar x = 1\n\nconst (\n\tA Kind = iota // first\n)\n\n"
        "type Mode string\n\nconst (\n\tFast Kind = \"f\" // fast\n\tSlow Kind = \"s\"\n)\n\n"
        "type Attribute int\n\nconst escape = \"x\"\n\n// Base attributes\nconst (\n"
        "\tReset Attribute = iota\n\tBold // bold text\n)\n\n"
        "// Foreground colors\nconst (\n\tFgBlack Attribute = iota + 30 // black\n\tFgRed\n)\n"
    )
    found = {e.symbol: e for e in extract_file("parser.go", text)}
    option = found["ParseOption"]
    assert (option.start_line, option.end_line) == (4, 11)
    assert option.code.endswith("\tDowOptional\n\tHour\n)")
    assert summarize(option).what_it_does == (
        "Configuration options for creating a parser.\n\nConstants:\n\n"
        "- `Second` — Seconds field, default 0\n"
        "- `DowOptional` — Optional day of week field, default *\n- `Hour`")
    assert (found["Kind"].start_line, found["Kind"].end_line) == (13, 13)
    assert (found["Mode"].start_line, found["Mode"].end_line) == (21, 21)
    attribute = found["Attribute"]  # fatih/color's: an untyped constant, then two blocks
    assert (attribute.start_line, attribute.end_line) == (28, 42)
    assert summarize(attribute).what_it_does.endswith(
        "Constants:\n\n- `Reset`\n- `Bold` — bold text\n- `FgBlack` — black\n- `FgRed`")



def test_comments_inside_a_parameters_type_are_not_its_type() -> None:
    """go-cmp's `Reporter(r interface { // PushStep is called … })`: the page gave the
    interface's comments, squashed on one line, as the type of `r`."""
    text = (
        "package cmp\n\n// Reporter is an Option that can be passed to Equal.\n"
        "func Reporter(r interface {\n\t// PushStep is called when a step is taken.\n"
        "\tPushStep(PathStep)\n\n\t// PopStep ascends.\n\tPopStep()\n}) Option {\n"
        "\treturn reporter{r}\n}\n"
    )
    (reporter,) = extract_file("cmp/options.go", text)
    assert reporter.params == (Param("r", "interface { PushStep(PathStep) PopStep() }"),)


def test_a_comment_naming_a_group_is_no_doc() -> None:
    """Masterminds/semver writes `// Constraint functions` over the first of its eleven
    operator functions, `constraintNotEqual`: its page and the index read "Constraint
    functions", nothing of `!=`. A doc that says what it does stays."""
    found = {e.symbol: e.doc for e in extract_file("constraints.go", (
        "package semver\n\n"
        "// Constraint functions\n"
        "func constraintNotEqual(v *Version, c *constraint) (bool, error) {\n"
        "\treturn true, nil\n}\n\n"
        "// Helper functions check the operators below\n"
        "func helper() {}\n"))}
    assert found == {"constraintNotEqual": "",
                     "helper": "Helper functions check the operators below"}


def test_a_title_with_a_rule_after_it_is_no_part_of_the_doc() -> None:
    """gorilla/schema's `unmarshaler` is under "// TextUnmarshaler helpers -------…" and its
    own line: its one-liner ran the two together."""
    found = {e.symbol: e.doc for e in extract_file("decoder.go", (
        "package schema\n\n"
        "// TextUnmarshaler helpers ----------------------------------------------------\n"
        "// unmarshaller contains information about a TextUnmarshaler type\n"
        "type unmarshaler struct {\n\tIsValid bool\n}\n"))}
    assert found == {
        "unmarshaler": "unmarshaller contains information about a TextUnmarshaler type"}


def test_an_interface_asserted_with_new_is_a_base_too() -> None:
    """gods asserts `var _ trees.Tree = new(Tree)` in avltree.go: its `Tree` named no base, and
    `trees.Tree` listed no avltree among its derived types."""
    found = {e.name: e for e in extract_file("avltree.go", (
        "package avltree\n\nimport \"github.com/emirpasic/gods/trees\"\n\n"
        "func assertTreeImplementation() {\n\tvar _ trees.Tree = new(Tree)\n}\n\n"
        "// Tree holds elements of the AVL tree.\ntype Tree struct {\n\tRoot *Node\n}\n"))}
    assert found["Tree"].bases == ("trees.Tree",)


def test_an_empty_struct_or_interface_keeps_its_braces() -> None:
    """mapstructure's `type DecodeHookFunc interface{}` read `type DecodeHookFunc interface`,
    which is no Go; a type with a body still shows none of it."""
    found = {e.name: e.signature for e in extract_file("hooks.go", (
        "package m\n\n// DecodeHookFunc is a hook.\ntype DecodeHookFunc interface{}\n\n"
        "// Empty holds nothing.\ntype Empty struct{}\n\n"
        "// Hook runs.\ntype Hook interface {\n\tRun()\n}\n"))}
    assert found == {"DecodeHookFunc": "type DecodeHookFunc interface{}",
                     "Empty": "type Empty struct{}", "Hook": "type Hook interface",
                     "Run": "Run()"}
