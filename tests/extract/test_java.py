"""Java extraction: types at any depth, methods, constructors, Javadoc, annotations, modifiers."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rk_action.extract import MAX_SCOPE_NAME, extract_file
from rk_action.model import Entity, Param

FIXTURE = Path(__file__).parent / "fixtures" / "java" / "Repository.java"


@pytest.fixture(scope="module")
def entities() -> dict[str, Entity]:
    found = extract_file("src/main/java/Repository.java", FIXTURE.read_text())
    return {e.symbol: e for e in found}


def test_finds_every_entity_and_nothing_else(entities: dict[str, Entity]) -> None:
    assert sorted(entities) == sorted(
        [
            "Repository", "Repository.Repository", "Repository.find", "Repository.validate",
            "Repository.Cursor", "Repository.Cursor.hasNext", "Repository.Cursor.next",
            "Repository.Cursor.State", "Repository.Cursor.State.State",
            "Repository.Cursor.State.live", "Repository.Page", "Repository.Page.size",
            "Entity", "Entity.id", "Entity.label", "Point", "Point.Point", "Point.compareTo",
            "Audited", "Audited.value", "Audited.level",
        ]
    )  # fmt: skip
    # none for the anonymous Runnable, the local class, or the OPEN constant's body


def test_class_annotations_modifiers_bases_and_javadoc(entities: dict[str, Entity]) -> None:
    repo = entities["Repository"]
    assert (repo.kind, repo.parent, repo.start_line, repo.end_line) == ("class", "", 15, 69)
    assert repo.code.startswith('@SuppressWarnings("unchecked")\n')
    assert repo.doc == "Keeps entities in memory.\n\n@param <T> the entity type"
    assert repo.decorators == (
        '@SuppressWarnings("unchecked")',
        '@Deprecated(since = "2.0")',
        "public",
        "abstract",
    )
    assert repo.bases == ("Base", "Iterable<T>", "AutoCloseable")
    assert repo.signature == (
        "public abstract class Repository<T extends Entity> extends Base"
        " implements Iterable<T>, AutoCloseable"
    )


def test_constructor(entities: dict[str, Entity]) -> None:
    ctor = entities["Repository.Repository"]
    assert (ctor.kind, ctor.parent, ctor.start_line, ctor.end_line) == (
        "method",
        "Repository",
        26,
        28,
    )
    assert ctor.doc == "Creates a repository.\n\n@param capacity initial capacity"
    assert ctor.params == (Param("capacity", "int"),)
    assert ctor.returns == ""
    assert ctor.signature == "protected Repository(int capacity) throws IllegalArgumentException"


def test_method_generics_varargs_and_annotation(entities: dict[str, Entity]) -> None:
    find = entities["Repository.find"]
    assert (find.start_line, find.end_line) == (31, 41)
    assert find.doc == "Finds an entity by id."
    assert find.decorators == ("@Override", "public", "synchronized")
    assert find.params == (Param("id", "K"), Param("fields", "String..."))
    assert find.returns == "Optional<T>"
    assert find.signature == (
        "public synchronized <K extends Comparable<K>> Optional<T>"
        " find(final K id, String... fields)"
    )


def test_abstract_method_and_array_params(entities: dict[str, Entity]) -> None:
    validate = entities["Repository.validate"]
    assert validate.doc == ""  # a `//` comment is not Javadoc
    assert validate.returns == "void"
    assert validate.params == (
        Param("item", "T"),
        Param("flags", "int[]"),
        Param("names", "String[]"),
    )
    assert validate.signature == "abstract void validate(T item, int[] flags, String names[])"


def test_nested_and_inner_classes(entities: dict[str, Entity]) -> None:
    cursor = entities["Repository.Cursor"]
    assert (cursor.parent, cursor.doc) == ("Repository", "Walks the items.")
    assert cursor.bases == ("java.util.Iterator<Object>",)
    assert entities["Repository.Cursor.next"].parent == "Repository.Cursor"
    state = entities["Repository.Cursor.State"]
    assert (state.parent, state.doc, state.start_line, state.end_line) == (
        "Repository.Cursor",
        "Cursor state.",
        53,
        63,
    )
    live = entities["Repository.Cursor.State.live"]
    assert live.start_line == 62  # the enum's own method, not the one in OPEN's body
    assert entities["Repository.Page.size"].parent == "Repository.Page"


def test_interface_methods_with_and_without_body(entities: dict[str, Entity]) -> None:
    assert entities["Entity"].bases == ("Comparable<Entity>",)
    assert entities["Entity.id"].doc == "The id."
    assert entities["Entity.id"].signature == "long id()"
    assert entities["Entity.label"].decorators == ("default",)


def test_record_components_are_params(entities: dict[str, Entity]) -> None:
    point = entities["Point"]
    assert point.params == (Param("x", "int"), Param("y", "int"))
    assert point.signature == "record Point(int x, int y) implements Comparable<Point>"
    compact = entities["Point.Point"]
    assert (compact.kind, compact.start_line, compact.end_line) == ("method", 81, 83)


def test_annotation_type_elements(entities: dict[str, Entity]) -> None:
    audited = entities["Audited"]
    assert audited.start_line == 88
    assert audited.signature == "@interface Audited"
    value = entities["Audited.value"]
    assert (value.kind, value.returns, value.signature) == ("method", "String", "String value()")


def test_javadoc_may_be_separated_by_a_blank_line_but_not_a_declaration() -> None:
    text = "class A {\n  /** Doc. */\n\n  void f() {}\n  int x;\n  void g() {}\n}\n"
    found = {e.symbol: e for e in extract_file("A.java", text)}
    assert found["A.f"].doc == "Doc."
    assert found["A.g"].doc == ""


def test_broken_file_still_yields_what_parses() -> None:
    text = "class A {\n  void ok() {}\n  void broken( {\n}\n"
    assert "A" in {e.symbol for e in extract_file("A.java", text)}


def test_deep_nesting_does_not_blow_up() -> None:
    """Types are looked into down to a qualified name of MAX_SCOPE_NAME characters: past
    that, each member would repeat thousands of names (the docs grew with depth squared)."""
    depth = 3000
    text = "class A {\n" * depth + "void f() {}\n" + "}\n" * depth
    found = extract_file("Deep.java", text)
    assert [e.symbol for e in found] == [".".join(["A"] * level) for level in range(1, 130)]
    assert len(found[-2].symbol) <= MAX_SCOPE_NAME < len(found[-1].symbol)


def test_crlf_doc_has_no_carriage_returns() -> None:
    lines = [
        "class A {",
        "  /**",
        "   * Doc one.",
        "   * Doc two.",
        "   */",
        "  void f() {",
        "  }",
        "}",
    ]
    text = "\r\n".join(lines) + "\r\n"
    found = {e.symbol: e for e in extract_file("A.java", text)}
    assert found["A.f"].doc == "Doc one.\nDoc two."
    assert (found["A.f"].start_line, found["A.f"].end_line) == (6, 7)


SOUP = (
    "class ", "interface ", "enum ", "record ", "@interface ", "@A ", "/** d */", "void ",
    "public ", "(", ")", "{", "}", "<", ">", "\n", " ", "x", ";", ",", "new ",
)  # fmt: skip


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(SOUP), max_size=60))
def test_any_token_soup_yields_consistent_entities(tokens: list[str]) -> None:
    text = "".join(tokens)
    lines = text.split("\n")
    for entity in extract_file("soup.java", text):
        assert entity.name
        assert 1 <= entity.start_line <= entity.end_line <= len(lines)
        assert entity.code == "\n".join(lines[entity.start_line - 1 : entity.end_line])


def test_line_comments_inside_a_signature_leave_it() -> None:
    """`// override for Javadoc` between the annotations and the modifiers began java.time's
    signatures (87 of them), so the signature read as one comment."""
    text = (
        "package x;\n\npublic final class Instant {\n"
        "    /** Gets the range. */\n    @Override  // override for Javadoc\n"
        "    public ValueRange range(TemporalField field,\n"
        "            int depth) { // a note\n        return null;\n    }\n}\n"
    )
    entities = {e.symbol: e for e in extract_file("Instant.java", text)}
    assert entities["Instant.range"].signature == (
        "public ValueRange range(TemporalField field, int depth)")


def test_a_javadoc_above_plain_comments_is_the_declaration_s() -> None:
    """HttpRequest's `/** A request body publisher … */` then `// TODO …` above
    `ofInputStream` (java.time's `// this is here for serialization Javadoc`): the page read
    "Undocumented"; a plain comment alone is still no doc."""
    text = (
        "class A {\n    /** A publisher that reads a stream. */\n"
        "    // TODO: take a supplier\n    /* not javadoc */\n"
        "    public static Object ofInputStream(Object s) { return s; }\n\n"
        "    // just a note\n    void g() {}\n}\n"
    )
    docs = {e.symbol: e.doc for e in extract_file("A.java", text)}
    assert docs == {"A": "", "A.ofInputStream": "A publisher that reads a stream.", "A.g": ""}


def test_a_plain_block_comment_right_above_documents_a_member_without_javadoc() -> None:
    """The JDK documents private members with plain `/* … */` blocks (`HttpCookie`'s
    `parseInternal`: "/* Parse header string to cookie object."); 26 pages of `java.net` said
    they had no doc comment. Javadoc still wins; a block apart, a notice or code commented
    out is no doc."""
    text = (
        "package java.net;\n\npublic final class HttpCookie {\n"
        "    /*\n     * Parse header string to cookie object.\n     */\n"
        "    private static HttpCookie parseInternal(String header) { return null; }\n\n"
        "    /** Javadoc wins. */\n    /* a plain note */\n    public void a() {}\n\n"
        "    /* Apart from the method. */\n\n    public void b() {}\n\n"
        "    /* int old = 0;\n       old++; */\n    public void c() {}\n\n"
        "    /* Copyright 2024 Example. All rights reserved. */\n    public void d() {}\n}\n"
    )
    docs = {e.symbol: e.doc for e in extract_file("HttpCookie.java", text)}
    assert docs == {
        "HttpCookie": "",
        "HttpCookie.parseInternal": "Parse header string to cookie object.",
        "HttpCookie.a": "Javadoc wins.",
        "HttpCookie.b": "", "HttpCookie.c": "", "HttpCookie.d": "",
    }
