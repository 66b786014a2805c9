"""Secrets planted in every place code text goes never leave the repository.

A real repository whose code holds secrets in a docstring, a JSDoc block, default arguments,
signatures, class members, a constant a caller passes on, a `.env` example in a doc comment and
a file only layer 4 ever reads goes through `create`, `search` (layer 4), `site build` and the
anthropic summarizer (the real SDK against the loopback fake). No byte the product writes or
sends holds any of them, and `[REDACTED]` stands where each was.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from rk_action.summarize import anthropic as llm
from rk_action.update import update
from tests.conftest import RkRunner, git, make_repo, tree_text, write_files
from tests.fake_anthropic import FakeAnthropic
from tests.test_update import doc_mtimes, fresh_create, without_aliases

# Each built by concatenation, so this file holds none of them whole.
GITHUB = "ghp_" + "Zq8Rk2Lm5Np7Tv9Wx3Yb6Cd1Fg4Hj0Ks2Qe5R"
ANTHROPIC = "sk-ant-" + "api03-Qw7Er2Ty9Ui4Op1As6Df3Gh8Jk5Lz0Xc-_Vb"
SLACK = "xoxb-" + "2846102938-5729384710293-Rf8Tg2Yh6Uj4Ik9Ol3Pz7Xm"
STRIPE = "sk_live_" + "51Hq8Zk2Lm4Np6Rt8Vw0Xy2Ab"
AWS_ID = "AKIA" + "Z7Q2W4E6R8T1Y3U5"
AWS_SECRET = "Wq9Er7Ty5Ui3Op1/As2Df4Gh6Jk8Lz+Xc0Vb9Nm1"
GOOGLE = "AIza" + "SyQ8w7E6r5T4y3U2i1O0p9A8s7D6f5G4h3J"
PEM_LINE = "MIIEowIBAAKCAQEAq7Zk2Lm4Np6Rt8Vw0Xy2AbCdEfGhIjKlMnOpQrStUvWxYz01"
DB_PASS = "Tr0ub4dor"
PASSWORD = "hunter2"
SHORT_PASS = "letm3in"
LATE = "glpat-" + "Hk3Lm9Np2Qr7St4Uv8Wx"
HUGGING_FACE = "hf_" + "HqZkLmNpRtVwXyAbCdEfGhJkLmNpQrStUv"
SECRETS = [GITHUB, ANTHROPIC, SLACK, STRIPE, AWS_ID, AWS_SECRET, GOOGLE, PEM_LINE, DB_PASS,
           PASSWORD, SHORT_PASS, LATE, HUGGING_FACE]

FILES = {
    "app/client.py": f'''\
API_TOKEN = "{GITHUB}"


def connect(host, password="{PASSWORD}", key="{STRIPE}"):
    """Open a session; tests log in with {SLACK}.

    Example .env::

        DB_PASS={DB_PASS}
        AWS_ACCESS_KEY_ID={AWS_ID}
        AWS_SECRET_ACCESS_KEY={AWS_SECRET}
    """
    return session(host, password, API_TOKEN)


def fetch(host):
    """Fetch the dashboard."""
    return connect(host, password="{SHORT_PASS}")


class Vault:
    """A vault of keys."""

    region = "eu"
    signing_key = """-----BEGIN RSA PRIVATE KEY-----
{PEM_LINE}
{PEM_LINE}
-----END RSA PRIVATE KEY-----"""

    def open(self, token="{GITHUB}"):
        """Open the vault with {HUGGING_FACE} or a token."""
        return token

    def seal(self, pwd: str = "{SHORT_PASS}") -> None:
        """Seal the vault."""
''',
    "web/maps.js": f'''\
/**
 * Draw a map with the key {GOOGLE}.
 * @param {{string}} apiKey - defaults to the shared key
 */
export function drawMap(center, apiKey = "{GOOGLE}") {{
  return render(center, apiKey);
}}

/**
 * Ask the model; the key is {ANTHROPIC}.
 */
export function ask(question) {{
  return drawMap(question, "{GOOGLE}");
}}
''',
}
LATE_FILE = {"late/deploy.py": f'''\
def deploy_release(target):
    """Deploy a release with the access token {LATE}."""
    return target
'''}


def leaked(root: Path) -> list[str]:
    """`path: secret` for every file under `root` (but the clone) holding a secret, whole or
    in the lower case a search index keeps."""
    found = []
    for path in sorted(root.rglob("*")):
        if not path.is_file() or "_repos" in path.relative_to(root).parts:
            continue
        data = path.read_bytes()
        for secret in SECRETS:
            if secret.encode() in data or secret.lower().encode() in data.lower():
                found.append(f"{path.relative_to(root)}: {secret}")
    return found


def read(root: Path) -> str:
    return "\n".join(p.read_text(encoding="utf-8", errors="replace") for p in sorted(
        root.rglob("*")) if p.is_file() and "_repos" not in p.relative_to(root).parts)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return make_repo(tmp_path / "proj", dict(FILES))


def test_no_secret_reaches_the_docs_index_search_or_site(rk: RkRunner, repo: Path,
                                                         tmp_path: Path) -> None:
    assert rk("create", str(repo)).code == 0
    project = rk.home / "proj"
    docs = {p.relative_to(project / "docs").as_posix(): p.read_text(encoding="utf-8")
            for p in (project / "docs").rglob("*.md")}
    assert 'def connect(host, password="[REDACTED]", key="[REDACTED]"):' in docs[
        "app/connect.md"]  # the signature line and the Code block
    assert 'Defaults to `"[REDACTED]"`' in docs["app/connect.md"]  # Parameters, as written
    assert "tests log in with [REDACTED]" in docs["app/connect.md"]  # the docstring
    assert "DB_PASS=[REDACTED]" in docs["app/connect.md"]  # a .env example in it
    assert "AWS_SECRET_ACCESS_KEY=[REDACTED]" in docs["app/connect.md"]
    assert 'password="[REDACTED]"' in docs["app/fetch.md"]  # a short one, whatever its length
    assert 'def open(self, token="[REDACTED]")' in docs["app/vault.md"]  # a member
    assert "- `open(token=…)` — Open the vault with [REDACTED] or a token" in docs["app/vault.md"]
    assert 'pwd: str = "[REDACTED]"' in docs["app/vault.md"]
    assert "-----BEGIN RSA PRIVATE KEY-----\n[REDACTED]\n[REDACTED]\n" in docs["app/vault.md"]
    assert "Draw a map with the key [REDACTED]." in docs["web/draw-map.md"]  # JSDoc
    assert 'apiKey = "[REDACTED]"' in docs["web/draw-map.md"]
    assert "the key is [REDACTED]" in docs["web/ask.md"]
    index = (project / "_index.md").read_text(encoding="utf-8")
    assert "Open a session; tests log in with [REDACTED]" in index  # `_index.md` descriptions
    assert "Draw a map with the key [REDACTED]" in index

    # layer 4 reads a file create never saw (committed after it, then fetched into the clone)
    write_files(repo, LATE_FILE)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "late")
    assert {found.split(": ", 1)[1] for found in leaked(repo)} == set(SECRETS)  # it sees them
    git(rk.home / "_repos" / "proj", "pull", "-q", "--ff-only")
    found = rk("search", "deploy a release", "--json")
    assert found.code == 0 and json.loads(found.out)["layer"] == 4
    late_doc = (project / "docs/late/deploy-release.md").read_text(encoding="utf-8")
    assert "with the access token [REDACTED]" in late_doc
    assert "with the access token [REDACTED]" in found.out

    site = tmp_path / "site"
    built = rk("site", "build", "--out", str(site))
    assert built.code == 0, built.err
    assert leaked(rk.home) == [] and leaked(site) == []
    search_json = (site / "assets/rk/search.json").read_text(encoding="utf-8")
    code_json = json.loads((site / "assets/rk/code.json").read_text(encoding="utf-8"))
    shipped = code_json["files"]["app/client.py"]
    assert 'API_TOKEN = "[REDACTED]"' in shipped
    assert shipped.count("\n") == FILES["app/client.py"].count("\n")  # its lines stay true
    assert '"redact":' in search_json  # a term of `_search.json`, as the browser gets it
    assert "[REDACTED]" in read(site / "app")  # the pages themselves


@pytest.fixture
def fake(monkeypatch: pytest.MonkeyPatch) -> Iterator[FakeAnthropic]:
    with FakeAnthropic() as server:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-api03-FAKEKEYforTESTS-0123456789")
        monkeypatch.setattr(llm, "BACKOFF_SECONDS", 0.02)
        yield server


def test_no_secret_reaches_the_model(rk: RkRunner, repo: Path, fake: FakeAnthropic) -> None:
    result = rk("create", str(repo), "--summarizer", "anthropic", "--model", "claude-haiku-4-5")
    assert result.code == 0, result.err
    bodies = json.dumps(fake.messages())
    assert fake.messages() and not [s for s in SECRETS if s in bodies or s.lower() in bodies]
    prompt = "\n".join(body["messages"][0]["content"] for body in fake.messages())
    # the call context: a callee's signature and a caller's line, both redacted
    assert 'calls connect: def connect(host, password="[REDACTED]", key="[REDACTED]")' \
        in prompt
    assert 'called by fetch: return connect(host, password="[REDACTED]")' in prompt
    assert "doc comment:\nOpen a session; tests log in with [REDACTED]." in prompt
    assert 'signature: def connect(host, password="[REDACTED]", key="[REDACTED]")' in prompt
    assert leaked(rk.home) == []


def module(password: str, key_line: str, shift: int = 0) -> str:
    return "\n" * shift + f'''\
KEY = """-----BEGIN RSA PRIVATE KEY-----
{key_line}
{key_line}
-----END RSA PRIVATE KEY-----"""


def connect(password="{password}"):
    """Connect."""
    return password


def after():
    return 1
'''


def test_update_equals_create_when_secrets_change(tmp_path: Path) -> None:
    repo = make_repo(tmp_path / "repo", {"db.py": module(PASSWORD, PEM_LINE)})
    home = tmp_path / "home"
    fresh_create(repo, home)
    after_doc = (home / "proj/docs/after.md").read_text(encoding="utf-8")
    assert "lines: 12-13" in after_doc  # no redaction moves a line
    steps = [module("hunter3", PEM_LINE), module("hunter3", PEM_LINE[::-1]),
             module("hunter3", PEM_LINE[::-1], shift=2)]
    for number, text in enumerate(steps):
        before = doc_mtimes(home)
        write_files(repo, {"db.py": text})
        git(repo, "commit", "-q", "-am", f"step {number}")
        update(home, "proj")
        expected = fresh_create(repo, tmp_path / f"fresh{number}")
        assert without_aliases(tree_text(home)) == without_aliases(expected)
        if number < 2:  # only the secrets changed: what the docs show did not, nor their files
            assert doc_mtimes(home) == before
    assert "lines: 14-15" in (home / "proj/docs/after.md").read_text(encoding="utf-8")
    assert leaked(home) == []


def test_a_key_the_model_puts_together_is_redacted(rk: RkRunner, tmp_path: Path,
                                                   fake: FakeAnthropic) -> None:
    # The code holds the key in two pieces, which no rule can see; the model may join them.
    repo = make_repo(tmp_path / "pieces", {"ci/hub.py": (
        'def hub_client(login):\n    """Log in to the hub."""\n'
        '    return Client(login, "ghp_" + "Zq8Rk2Lm5Np7Tv9Wx3Yb6Cd1Fg4Hj0Ks2Qe5R")\n')})

    def joined(entities: list[dict[str, str]]) -> list[object]:
        return [{"id": e["id"], "description": f"Log in with {GITHUB}",
                 "what_it_does": f"Uses the key `{GITHUB}`.", "example": f'hub("{GITHUB}")',
                 "notes": [f"password: {PASSWORD}x"],
                 "parameters": [{"name": "login", "description": f"Not {GITHUB}."}]}
                for e in entities]

    fake.answer = joined
    result = rk("create", str(repo), "--summarizer", "anthropic", "--model", "claude-haiku-4-5")
    assert result.code == 0, result.err
    page = (rk.home / "pieces/docs/ci/hub-client.md").read_text(encoding="utf-8")
    assert "summarizer: anthropic:" in page  # the model's answer was taken, then redacted
    for said in ("Log in with [REDACTED]", "Uses the key `[REDACTED]`.", 'hub("[REDACTED]")',
                 "password: [REDACTED]", "`login` — Not [REDACTED]."):
        assert said in page
    assert leaked(rk.home) == []


def test_a_search_never_publishes_a_secret(rk: RkRunner, repo: Path) -> None:
    assert rk("create", str(repo)).code == 0
    index = rk.home / "proj/_index.md"
    before = index.read_bytes()
    # a query that matches the source only by a secret finds nothing there (the docs show
    # none), so it learns nothing: it would be an alias on the public site
    write_files(repo, {"late/vault.py": 'def unseal(box):\n    box.password = "hunter2"\n'
                                        '    return box.open(pwd="hunter2")\n'})
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "late")
    git(rk.home / "_repos" / "proj", "pull", "-q", "--ff-only")
    found = rk("search", PASSWORD, "--json")
    assert found.code == 0 and json.loads(found.out)["results"][0]["symbol"] != "unseal"
    assert index.read_bytes() == before and not (rk.home / "proj/docs/late").exists()
    # a key pasted into a query that finds its doc is not learned either, and it is said
    pasted = rk("search", f"connect a session with {SLACK}", "--json")
    assert pasted.code == 0 and json.loads(pasted.out)["results"][0]["symbol"] == "connect"
    assert "not learned: it holds what looks like a secret" in pasted.err
    assert index.read_bytes() == before
    # an AWS secret key alone (redacted in code only beside its key id) is no alias either
    alone = rk("search", "connect a session with wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
    assert alone.code == 0 and "not learned: it holds what looks like a secret" in alone.err
    assert index.read_bytes() == before
    assert leaked(rk.home) == []
