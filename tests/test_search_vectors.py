"""The shared search vectors still hold for the Python search (the JS port is checked against the
same file by `node --test tests/js/`). After a change to the ranking, regenerate them with
`PYTHONPATH=src python tests/search_vectors/make_vectors.py` and bring `site/assets/*.js` along."""

from __future__ import annotations

import json

from tests.search_vectors.make_vectors import VECTORS, make

REGENERATE = "regenerate: PYTHONPATH=src python tests/search_vectors/make_vectors.py"


def test_python_search_gives_the_shared_vectors() -> None:
    committed = json.loads(VECTORS.read_text(encoding="utf-8"))
    fresh = json.loads(json.dumps(make(), ensure_ascii=False))
    assert fresh["vectors"] == committed["vectors"], REGENERATE
    assert fresh["stems"] == committed["stems"], REGENERATE
    assert fresh["identifiers"] == committed["identifiers"], REGENERATE
    assert fresh["search"] == committed["search"], REGENERATE
    assert fresh["code"] == committed["code"], REGENERATE
    assert fresh["rules"] == committed["rules"], REGENERATE
    assert {v["layer"] for v in committed["vectors"]} == {1, 2, 3, 4}
