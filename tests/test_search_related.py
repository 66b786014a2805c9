"""Corpus synonyms (`search.related`): a word the docs keep using beside a name finds that name,
after a create, after an update that brings the pairing in, and in the site's JSON index alike."""

from __future__ import annotations

import shutil
from pathlib import Path

from rk_action.search import rank as ranking
from rk_action.search.index import build_index
from rk_action.search.parts import build
from rk_action.search.records import read_records
from rk_action.search.refresh import refresh
from rk_action.search.text import term
from tests.conftest import RkRunner, git, make_repo
from tests.test_search import search_json

POINT = '''def redirect(response, url):
    """Point the browser at another address."""
    response.status = 302
    response.headers["Location"] = url
    return response
'''
HOME = '''def redirect_home(response):
    """Send the visitor to the home page."""
    return redirect(response, "/")
'''
LOGIN = '''def redirect_login(response):
    """Send the visitor to the login form."""
    return redirect(response, "/login")
'''
OTHERS = '''def render_page(template, values):
    """Fill a template with values."""
    return template.format(**values)


def read_body(request):
    """Read the whole request body."""
    return request.stream.read()


def parse_cookie(header):
    """Split a cookie header into its pairs."""
    return dict(part.split("=", 1) for part in header.split("; "))
'''


def symbols(rk: RkRunner, query: str) -> list[str]:
    return [r["symbol"] for r in search_json(rk, query, "--no-learn")["results"]]


def test_a_word_the_docs_pair_with_a_name_finds_that_name(rk: RkRunner, tmp_path: Path) -> None:
    # "send" is in no word of `redirect`, but two docs say "send" where the name says redirect
    repo = make_repo(tmp_path / "web", {"web/respond.py": POINT + "\n\n" + HOME + "\n\n" + LOGIN,
                                        "web/pages.py": OTHERS})
    assert rk("create", str(repo)).code == 0
    assert "redirect" in symbols(rk, "send them somewhere")
    assert "redirect" not in symbols(rk, "fill a template with values")


def test_an_update_that_brings_the_pairing_in_finds_the_name(rk: RkRunner,
                                                             tmp_path: Path) -> None:
    """One doc saying "send" beside a redirect is no evidence; the second one, indexed by
    the update's refresh, is, as it would be for a create."""
    repo = make_repo(tmp_path / "web", {"web/respond.py": POINT + "\n\n" + HOME,
                                        "web/pages.py": OTHERS})
    assert rk("create", str(repo)).code == 0
    assert "redirect" not in symbols(rk, "send them somewhere")
    (repo / "web" / "respond.py").write_text(POINT + "\n\n" + HOME + "\n\n" + LOGIN)
    git(repo, "commit", "-qam", "a second redirect")
    assert rk("update", "web").code == 0
    assert "redirect" in symbols(rk, "send them somewhere")


def test_a_refresh_derives_the_synonyms_a_full_build_does(rk: RkRunner, tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "web", {"web/respond.py": POINT + "\n\n" + HOME + "\n\n" + LOGIN,
                                        "web/pages.py": OTHERS})
    assert rk("create", str(repo)).code == 0
    project = rk.home / "web"
    records = read_records(project)
    whole = ranking.index_vocabulary(build_index(records)).synonyms
    assert term("redirect") in whole[term("send")]
    for name in ("_index.md", "_meta.md"):
        (tmp_path / name).write_bytes((project / name).read_bytes())
    shutil.copytree(project / "docs", tmp_path / "docs")
    back = {r.doc for r in records if "login" in r.doc or "cookie" in r.doc}
    before = build(tmp_path, [r for r in records if r.doc not in back], "before", len(records))
    assert term("redirect") not in before.vocabulary.synonyms.get(term("send"), ())
    assert refresh(tmp_path, "after", sorted(back)).vocabulary.synonyms == whole
