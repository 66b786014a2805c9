"""Granularity and naming of doc pages (DESIGN §2)."""

from __future__ import annotations

import pytest

from rk_action.layout import kebab, layout
from rk_action.model import Entity


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


def test_methods_outside_their_type_get_type_prefixed_pages() -> None:
    units = layout([entity("Server.Start", "method", source="srv.go", parent="Server")])
    assert units[0].doc_path == "docs/server-start.md"


def test_a_symbol_named_like_a_path_stays_in_its_folder() -> None:
    units = layout([entity("../../../etc/passwd", source="x/y.js")])
    assert units[0].doc_path == "docs/x/etc-passwd.md"


def test_unsafe_source_path_is_refused() -> None:
    with pytest.raises(ValueError):
        layout([entity("f", source="../outside.py")])
