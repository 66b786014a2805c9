"""Secret redaction: every kind of secret is masked, ordinary code is left alone."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rk_action.redact import MASK, redact
from tests.conftest import RkRunner, make_repo, tree_text

# Built by concatenation so that this file itself holds no scannable secret.
GITHUB = "ghp_" + "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8"
JWT = (
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9"
    ".eyJzdWIiOiIxMjM0NTY3ODkwIn0"
    ".dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"
)

SECRETS = [
    ('key = "AKIA' + 'IOSFODNN7EXAMPLE"', 'key = "[REDACTED]"'),
    (f'token = "{GITHUB}"', 'token = "[REDACTED]"'),
    (
        f"headers = {{'Authorization': 'token {GITHUB}'}}",
        "headers = {'Authorization': 'token [REDACTED]'}",
    ),
    (
        'pat = "github_pat_' + "11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz012345" + '"',
        'pat = "[REDACTED]"',
    ),
    (
        'SLACK = "xoxb-' + '1234567890-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx"',
        'SLACK = "[REDACTED]"',
    ),
    ('maps_key = "AIza' + 'SyA1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q"', 'maps_key = "[REDACTED]"'),
    ('stripe.api_key = "sk_live_' + '4eC39HqLyjWDarjtT1zdp7dc"', 'stripe.api_key = "[REDACTED]"'),
    ('restricted = "rk_live_' + '4eC39HqLyjWDarjtT1zdp7dc"', 'restricted = "[REDACTED]"'),
    (
        'client = Anthropic(api_key="sk-ant-' + 'api03-abcdEFGH1234ijklMNOP5678qrstUVWX-_yz")',
        'client = Anthropic(api_key="[REDACTED]")',
    ),
    ('OPENAI = "sk-' + 'proj-Abc123Def456Ghi789Jkl012Mno345Pqr678"', 'OPENAI = "[REDACTED]"'),
    (f'session = "{JWT}"', 'session = "[REDACTED]"'),
    (
        'db = "postgres://admin:' + 's3cr3tP4ss@db.example.com/app"',
        'db = "postgres://admin:[REDACTED]@db.example.com/app"',
    ),
]


@pytest.mark.parametrize(("code", "expected"), SECRETS)
def test_token_formats_are_masked(code: str, expected: str) -> None:
    assert redact(code) == expected


def test_a_token_used_as_a_name_is_masked_as_a_name(rk: RkRunner, tmp_path: Path) -> None:
    """`def ghp_…():` became `def [REDACTED]():`, which no parser reads: the file's every page
    was lost, without a word. The token is still gone everywhere."""
    token = "ghp_" + "abcdefghijklmnopqrstuvwxyz0123456789AB"
    assert redact(f"def {token}():\n    x.{token}(\"{token}\")\n") == (
        f"def REDACTED():\n    x.REDACTED(\"{MASK}\")\n")
    repo = make_repo(tmp_path / "repo", {"a.py": (
        'def good_one():\n    """One."""\n\n\n'
        f"def {token}():\n    pass\n\n\n"
        'def good_two():\n    """Two."""\n')})
    assert rk("create", str(repo), "--name", "p").code == 0
    index = (rk.home / "p" / "_index.md").read_text(encoding="utf-8")
    assert "[good-one](docs/good-one.md)" in index and "[good-two](docs/good-two.md)" in index
    assert token not in "".join(tree_text(rk.home, skip=("_repos",)).values())


def test_pem_private_key_material_is_masked_line_for_line() -> None:
    code = (
        "KEY = '''-----BEGIN RSA PRIVATE KEY-----\n"
        "MIIEpAIBAAKCAQEA7bq2\nabcdEFGH==\n"
        "-----END RSA PRIVATE KEY-----'''\nconnect(KEY)"
    )
    assert redact(code) == (
        "KEY = '''-----BEGIN RSA PRIVATE KEY-----\n[REDACTED]\n[REDACTED]\n"
        "-----END RSA PRIVATE KEY-----'''\nconnect(KEY)"
    )
    escaped = (
        'pem = "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG\\n-----END PRIVATE KEY-----\\n"'
    )
    assert redact(escaped) == (
        'pem = "-----BEGIN PRIVATE KEY-----\\n[REDACTED]\\n-----END PRIVATE KEY-----\\n"'
    )


ASSIGNMENTS = [
    ('password = "P@ssw0rd!2024xyz"', 'password = "[REDACTED]"'),
    ('db_password: str = "Zx9!kLm2Qp8#"', 'db_password: str = "[REDACTED]"'),
    ('{"client_secret": "8f3kD9sLq2mZx7Vb"}', '{"client_secret": "[REDACTED]"}'),
    ('login(user="bob", password="aB3$kL9mQx")', 'login(user="bob", password="[REDACTED]")'),
    ("config[:auth_token] = 'f9a8b7c6d5e4f3a2b1c0'", "config[:auth_token] = '[REDACTED]'"),
    ("$apiKey = 'AbC123dEf456GhI789';", "$apiKey = '[REDACTED]';"),
    ('Password: "hX72kLp09QzM",', 'Password: "[REDACTED]",'),
    (
        'creds := map[string]string{"access_key": "Q2x9LmP4vB7n"}',
        'creds := map[string]string{"access_key": "[REDACTED]"}',
    ),
    ('private $privateKey = "mK8#pL2@qW9z";', 'private $privateKey = "[REDACTED]";'),
    ("secret => 'Tq7Wm2Kx9Lp4'", "secret => '[REDACTED]'"),
    ('#define API_KEY "Zr4Tq8Wn2Mk6"', '#define API_KEY "[REDACTED]"'),
    (
        'headers = {"Authorization": "Bearer abcDEF123456ghiJKL789"}',
        'headers = {"Authorization": "Bearer [REDACTED]"}',
    ),
    ("API_TOKEN=9f8e7d6c5b4a39281706f5e4d3c2b1a0\n", "API_TOKEN=[REDACTED]\n"),
]


@pytest.mark.parametrize(("code", "expected"), ASSIGNMENTS)
def test_secret_literals_assigned_to_secret_names(code: str, expected: str) -> None:
    assert redact(code) == expected


ORDINARY = [
    "token = None",
    "password = input()",
    'token = "<your token here>"',
    'secret = "changeme"',
    'TOKEN_URL = "https://github.com/login/oauth/access_token"',
    'EXPECTED = "a94a8fe5ccb19ba61c4c0873d391e987982fbbd3"',
    'assert sha256(b"abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"',
    'token_type = "bearer"',
    'secret_name = "my-app-database-secret"',
    'password = os.environ["DB_PASSWORD"]',
    "auth = HTTPBasicAuth(user, pw)",
    'author = "x9Kd82jLmQ"',
    "token = self.refresh_token_value",
    "api_key = settings.API_KEY",
    "tokens = tokenize(text)",
    'SECRET_KEY_ENV = "APP_SECRET_KEY"',
    'password = "********"',
    'def check(password=""):',
    'token = f"{prefix}-{uuid}"',
    'password = "${DB_PASSWORD}"',
    'url = "https://user:<password>@example.com"',
    "for token in tokens:\n    yield token",
    "skip-navigation-link-for-screen-readers",
    'proxy_auth_hdr = "Proxy-Authorization"',
    '$options[CURLOPT_USERPWD] = "$value[0]:$value[1]";',
    'proxies = {"http": "http://user:pass@localhost:8080"}',
    """b'WWW-Authenticate: Digest nonce="6bf5d6e4da1ce66918800195d6b9130d"'""",
]


@pytest.mark.parametrize("code", ORDINARY)
def test_ordinary_code_is_untouched(code: str) -> None:
    assert redact(code) == code


def test_only_the_secret_is_replaced_and_text_around_survives() -> None:
    code = 'def connect():\n    password = "Xk2!mQ9$pL"\n    return db.login("bob", password)\n'
    assert redact(code) == code.replace("Xk2!mQ9$pL", MASK)


def test_redaction_is_idempotent() -> None:
    code = f'a = "{GITHUB}"\npassword = "P@ssw0rd!2024xyz"'
    once = redact(code)
    assert redact(once) == once
    assert GITHUB not in once


# --- every token shape people commit --------------------------------------------------------
# Each built by concatenation, so that this file holds none of them whole.
HEX32 = "9f8e7d6c5b4a39281706f5e4d3c2b1a0"
TOKEN_SHAPES = {
    "github classic": "ghp_" + "Zq8Rk2Lm5Np7Tv9Wx3Yb6Cd1Fg4Hj0Ks2Qe5R",
    "github oauth": "gho_" + "Zq8Rk2Lm5Np7Tv9Wx3Yb6Cd1Fg4Hj0Ks2Qe5R",
    "github user-to-server": "ghu_" + "Zq8Rk2Lm5Np7Tv9Wx3Yb6Cd1Fg4Hj0Ks2Qe5R",
    "github server-to-server": "ghs_" + "Zq8Rk2Lm5Np7Tv9Wx3Yb6Cd1Fg4Hj0Ks2Qe5R",
    "github refresh": "ghr_" + "Zq8Rk2Lm5Np7Tv9Wx3Yb6Cd1Fg4Hj0Ks2Qe5R",
    "github fine-grained": "github_pat_" + "11AZQ8RKA0Lm5Np7Tv9Wx3_Yb6Cd1Fg4Hj0Ks2Qe5RzZ",
    "anthropic": "sk-ant-" + "api03-Qw7Er2Ty9Ui4Op1As6Df3Gh8Jk5Lz0Xc-_VbNm2AA",
    "openai": "sk-" + "Qw7Er2Ty9Ui4Op1As6Df3Gh8Jk5Lz0XcVbNm2Pq4Rs6Tu8Vw",
    "openai project": "sk-" + "proj-Qw7Er2Ty9Ui4Op1As6Df3Gh8Jk5Lz0Xc_VbNm2Pq4",
    "aws access key id": "AKIA" + "Z7Q2W4E6R8T1Y3U5",
    "aws temporary key id": "ASIA" + "Z7Q2W4E6R8T1Y3U5",
    "slack bot": "xoxb-" + "2846102938-5729384710293-Rf8Tg2Yh6Uj4Ik9Ol3Pz7Xm",
    "slack user": "xoxp-" + "2846102938-5729384710293-5729384710293-4c1d2e3f4a5b6c7d",
    "slack app": "xapp-" + "1-A0123BCDE45-5729384710293-4c1d2e3f4a5b6c7d8e9f",
    "stripe secret": "sk_live_" + "51Hq8Zk2Lm4Np6Rt8Vw0Xy2Ab",
    "stripe restricted": "rk_live_" + "51Hq8Zk2Lm4Np6Rt8Vw0Xy2Ab",
    "stripe test": "sk_test_" + "51Hq8Zk2Lm4Np6Rt8Vw0Xy2Ab",
    "stripe webhook": "whsec_" + "Hq8Zk2Lm4Np6Rt8Vw0Xy2AbCdEf",
    "google api": "AIza" + "SyQ8w7E6r5T4y3U2i1O0p9A8s7D6f5G4h3J",
    "google oauth client secret": "GOCSPX-" + "Hq8Zk2Lm4Np6Rt8Vw0Xy2AbCdEf",
    "npm": "npm_" + "Hq8Zk2Lm4Np6Rt8Vw0Xy2AbCdEfGh1Jk3Lm5",
    "hugging face": "hf_" + "HqZkLmNpRtVwXyAbCdEfGhJkLmNpQrStUv",
    "gitlab personal": "glpat-" + "Hk3Lm9Np2Qr7St4Uv8Wx",
    "gitlab deploy": "gldt-" + "Hk3Lm9Np2Qr7St4Uv8Wx",
    "gitlab runner": "glrt-" + "Hk3Lm9Np2Qr7St4Uv8Wx",
    "gitlab runner registration": "GR1348941" + "Hk3Lm9Np2Qr7St4Uv8Wx",
    "sendgrid": "SG." + "Hq8Zk2Lm4Np6Rt8Vw0Xy2A.bCdEfGh1Jk3Lm5Np7Qr9St1Uv3Wx5Yz7Ab9Cd1Ef3Gh",
    "twilio api key": "SK" + HEX32,
    "twilio account sid": "AC" + HEX32,
    "pypi": "pypi-" + "AgEIcHlwaS5vcmcCJGQ4ZjY5OWNiLTc0ZGMtNGE0ZS1hYjFkLWI3YjNlZjc1OTk2NQ",
    "jwt": JWT,
}
CONTEXTS = ['client = Client("{}")', "# the key {} is only for tests", '{{"key": "{}"}}', "{}"]


@pytest.mark.parametrize("token", TOKEN_SHAPES.values(), ids=TOKEN_SHAPES.keys())
@pytest.mark.parametrize("context", CONTEXTS)
def test_every_token_shape_is_masked_wherever_it_stands(token: str, context: str) -> None:
    assert redact(context.format(token)) == context.format(MASK)


PAIRS = [  # the secret half of a pair, found next to its public half
    ('s3 = Credentials("AKIA' + 'Z7Q2W4E6R8T1Y3U5", "Wq9Er7Ty5Ui3Op1/As2Df4Gh6Jk8Lz+Xc0Vb9Nm1")',
     's3 = Credentials("[REDACTED]", "[REDACTED]")'),
    ("[default]\naws_access_key_id = AKIA" + "Z7Q2W4E6R8T1Y3U5\n"
     "aws_secret_access_key = Wq9Er7Ty5Ui3Op1/As2Df4Gh6Jk8Lz+Xc0Vb9Nm1\n",
     "[default]\naws_access_key_id = [REDACTED]\naws_secret_access_key = [REDACTED]\n"),
    ('AWS_SECRET_ACCESS_KEY: "Wq9Er7Ty5Ui3Op1/As2Df4Gh6Jk8Lz+Xc0Vb9Nm1"',
     'AWS_SECRET_ACCESS_KEY: "[REDACTED]"'),
    (f'client = Client("AC{HEX32}", "0123456789abcdef0123456789abcdef")',
     'client = Client("[REDACTED]", "[REDACTED]")'),
]


@pytest.mark.parametrize(("code", "expected"), PAIRS)
def test_aws_secret_keys_and_twilio_auth_tokens(code: str, expected: str) -> None:
    assert redact(code) == expected


URLS = [
    ("https://hooks.slack.com/services/T01ABCDEF/B02GHIJKL/Rf8Tg2Yh6Uj4Ik9Ol3Pz7Xm",
     "https://hooks.slack.com/services/[REDACTED]"),
    ("https://discord.com/api/webhooks/123456789012345678/Rf8Tg2Yh6Uj4Ik9Ol3Pz7Xm-Qw7Er2Ty9Ui4",
     "https://discord.com/api/webhooks/123456789012345678/[REDACTED]"),
    ("DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=Zm9vYmFyYmF6cXV4Zm9vYmFy"
     "YmF6cXV4Zm9v==;EndpointSuffix=core.windows.net",
     "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=[REDACTED]"
     ";EndpointSuffix=core.windows.net"),
    ("Endpoint=sb://ns.servicebus.windows.net/;SharedAccessKeyName=Root;"
     "SharedAccessKey=abcDEF123ghiJKL456mnoPQR789stu=",
     "Endpoint=sb://ns.servicebus.windows.net/;SharedAccessKeyName=Root;"
     "SharedAccessKey=[REDACTED]"),
    ("https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&sig=Zm9vYmFy%2BYmF6cXV4Zm9v%3D",
     "https://acct.blob.core.windows.net/c/f.txt?sv=2022-11-02&sig=[REDACTED]"),
    ("postgres://admin:hunter2@db.internal/app", "postgres://admin:[REDACTED]@db.internal/app"),
    ("redis://:hunter2@cache:6379/0", "redis://:[REDACTED]@cache:6379/0"),
    ("https://api.example.com/v1?access_token=t0k3n&page=2",
     "https://api.example.com/v1?access_token=[REDACTED]&page=2"),
]


@pytest.mark.parametrize(("code", "expected"), URLS)
def test_webhooks_connection_strings_and_url_credentials(code: str, expected: str) -> None:
    assert redact(f'url = "{code}"') == f'url = "{expected}"'


PEMS = [
    ("EC", "MHcCAQEEIIrYSSNQFaA2Hwf1duRSxKtLYX5CB04fSeQ6tF1aY/PuoAoGCCqGSM49"),
    ("OPENSSH", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtz"),
    ("ENCRYPTED", "MIIFHDBOBgkqhkiG9w0BBQ0wQTApBgkqhkiG9w0BBQwwHAQI5cAhDWfRqXQCAggA"),
    ("PGP", "lQOYBGNhbWUBCADEMfAkAbCdEfGh1Jk3Lm5Np7Qr9St1Uv3Wx5Yz7Ab9Cd1Ef3Gh"),
]


@pytest.mark.parametrize(("label", "line"), PEMS)
def test_pem_blocks_of_every_kind_keep_their_lines(label: str, line: str) -> None:
    begin = f"-----BEGIN {label} PRIVATE KEY{' BLOCK' if label == 'PGP' else ''}-----"
    end = begin.replace("BEGIN", "END")
    # in a comment block, as concatenated strings (JS), and cut off (no END line)
    commented = f"// {begin}\n// {line}\n// {line[:20]}==\n// {end}"
    assert redact(commented) == f"// {begin}\n// {MASK}\n// {MASK}\n// {end}"
    joined = f'const key = "{begin}\\n" +\n  "{line}\\n" +\n  "{end}\\n";'
    assert redact(joined) == f'const key = "{begin}\\n" +\n  "{MASK}\\n" +\n  "{end}\\n";'
    cut = f'key = """{begin}\n{line}\n{line}"""\nuse(key)'
    assert redact(cut) == f'key = """{begin}\n{MASK}\n{MASK}"""\nuse(key)'


def test_pem_markers_named_in_code_are_not_a_key() -> None:
    code = ('_SK_START = b"-----BEGIN OPENSSH PRIVATE KEY-----"\n'
            '_SK_END = b"-----END OPENSSH PRIVATE KEY-----"\n'
            "_PEM_RC = re.compile(_SK_START + b\"(.*?)\" + _SK_END, re.DOTALL)\n")
    assert redact(code) == code


# --- values given to names that mean a secret, in every language, whatever their length ------
PASSWORD = "hunter2"
SHAPES = {
    "python": [
        'password = "hunter2"',
        "DB_PASS = 'hunter2'",
        'def connect(host, password="hunter2", timeout=3):',
        "def login(self, pwd: str = 'hunter2') -> None:",
        'self.passwd = "hunter2"',
        'client_secret: str = "hunter2"',
        'os.environ.get("DB_PASSWORD", "hunter2")',
        'if password == "hunter2":',
        'user.set_password("hunter2")',
        'settings.SECRET_KEY_BASE = "hunter2"',
        "CREDENTIALS = {'password': 'hunter2'}",
    ],
    "javascript/typescript": [
        'const password = "hunter2";',
        "let apiKey: string = 'hunter2';",
        'const options = { password: "hunter2", host };',
        "this.clientSecret = `hunter2`;",
        'function login(user, password = "hunter2") {',
        'headers["X-Api-Key"] = "hunter2";',
        'if (token !== "hunter2") throw new Error();',
    ],
    "go": [
        'password := "hunter2"',
        'var dbPass string = "hunter2"',
        'const apiKey = "hunter2"',
        'cfg := Config{Password: "hunter2", Host: host}',
        'os.Setenv("API_TOKEN", "hunter2")',
    ],
    "yaml": ["password: hunter2", '  api_key: "hunter2"', "- token: 'hunter2'"],
    "env": ["DB_PASS=hunter2", "export API_TOKEN=hunter2", "PGPASSWORD=hunter2 psql -h db",
            "SECRET_KEY=hunter2 # dev only"],
    "php": [
        "$password = 'hunter2';",
        "'password' => 'hunter2',",
        "define('DB_PASSWORD', 'hunter2');",
        '$this->apiKey = "hunter2";',
    ],
    "ruby": [
        "password = 'hunter2'",
        ":password => 'hunter2',",
        "config.secret = 'hunter2'",
        "ENV.fetch('API_TOKEN', 'hunter2')",
        "def login(user, password = 'hunter2')",
    ],
    "java": ['String password = "hunter2";', 'props.setProperty("db.password", "hunter2");'],
    "c": ['#define DB_PASSWORD "hunter2"', 'const char *password = "hunter2";',
          'char pwd[] = "hunter2";'],
    "rust": ['let password = "hunter2";', 'const API_KEY: &str = "hunter2";'],
    "strings": ['"Server=db;User Id=sa;Password=hunter2;"', '"mysql -u root --password=hunter2"',
                '"Authorization: Basic hunter2"', "curl -H 'Authorization: Bearer hunter2'"],
}
ALL_SHAPES = [(language, code) for language, codes in SHAPES.items() for code in codes]


@pytest.mark.parametrize(("language", "code"), ALL_SHAPES)
def test_a_short_secret_given_to_a_secret_name_is_masked(language: str, code: str) -> None:
    assert redact(code) == code.replace(PASSWORD, MASK), language


@pytest.mark.parametrize("value", ["letmein", "p", "Tr0ub4dor&3", "correct horse battery",
                                   "123456", "P@ss w0rd", "/As2Df4Gh6Jk8Lz9Xc0Vb9Nm1"])
def test_any_password_whatever_its_length_or_shape(value: str) -> None:
    assert redact(f'password = "{value}"') == 'password = "[REDACTED]"'
    assert redact(f"DB_PASS={value.replace(' ', '')}\n") == "DB_PASS=[REDACTED]\n"


KEPT = [
    # empty, placeholders, templates, lookups
    'password = ""', 'api_key = "changeme"', 'token = "<your token>"', 'secret = "xxxxxxxx"',
    'api_key = "${API_KEY}"', 'password = "{{ secrets.DB_PASSWORD }}"', 'token = "%s"',
    'password = "****"', "password = os.environ['DB_PASSWORD']",
    'password = os.getenv("DB_PASSWORD")', "DB_PASS=$DB_PASS", "password: ${DB_PASSWORD}",
    # values that name a secret, or a kind of one
    'password_field = "password"', 'PASSWORD_ENV = "DB_PASSWORD"', 'token_type = "bearer"',
    'header = {"Authorization": "Bearer"}', 'api_key_header = "X-Api-Key"',
    'getpass("Password: ")', 'raise ValueError("password", "must be set")',
    # a parser's tokens, schema types, fetch modes, OIDs, colours, paths
    'token = "NAME"', 'pad_token = "[PAD]"', 'eos_token = "</s>"', 'if token == "if":',
    'token = r"[-!#$%&\'*+.^_`|~0-9a-zA-Z]+"', '"password": "string?",',
    'fetch(url, { credentials: "same-origin" })', "SERVER_AUTH = '1.3.6.1.5.5.7.3.1'",
    'Token: "#f8f8f2",', "env.update(PWD='/tmp')", 'user_pass == "git"',
    # code, not values
    "password = pw", "password: str", "token: Optional[str] = None", "password=None\n",
    "password = self.password", 'cfg := Config{Password: pw}', ":param password: the password",
    ":param private_key: :class:`~nacl.public.PrivateKey`", "Pass :meth:`peek` a default",
    'label = x ? "token" : "Xy9"', '("tokens", "symbol2label")', 'bypass = "hunter2"',
    "password: letmein",  # an identifier: in code, a variable or a type
    "?password=&page=2",  # an empty query parameter
    # a publishable Stripe key is meant to be public
    'stripe.publishable = "pk_live_51Hq8Zk2Lm4Np6Rt8Vw0Xy2Ab"',
]


@pytest.mark.parametrize("code", KEPT)
def test_obvious_non_secrets_stay_readable(code: str) -> None:
    assert redact(code) == code


# --- what any redaction keeps ---------------------------------------------------------------
PIECES = st.sampled_from([
    "password", "pass", "DB_PASS", "api_key", "token", "secret", "auth", " = ", "=", ": ", ", ",
    '("', "getenv(", "hunter2", "Xk2!mQ9$pL", TOKEN_SHAPES["github classic"], JWT,
    TOKEN_SHAPES["aws access key id"], "Wq9Er7Ty5Ui3Op1/As2Df4Gh6Jk8Lz+Xc0Vb9Nm1", "\\n",
    "-----BEGIN RSA PRIVATE KEY-----\n", PEMS[0][1] + "\n", "-----END RSA PRIVATE KEY-----",
    "https://user:", "@host", "&x=", "AccountKey=", "#define ", "Bearer ", "${X}", "[REDACTED]",
])
TEXT = st.lists(st.one_of(PIECES, st.text("aZ9_=:\"'` \n\t,;()[]{}<>/+.-#$&\\!*", max_size=6)),
                max_size=30).map("".join)


@settings(max_examples=300, deadline=None)
@given(TEXT)
def test_redaction_keeps_lines_quotes_and_is_idempotent(text: str) -> None:
    out = redact(text)
    assert out.count("\n") == text.count("\n")  # line numbers stay true
    assert redact(out) == out
    # nothing but `[REDACTED]` is added (`REDACTED` where a token stands as a name, as in
    # `password.ghp_…`, so that the code still parses): the rest is the input with pieces
    # left out
    kept = iter(text)
    assert all(char in kept for char in out.replace(MASK, "").replace(MASK.strip("[]"), ""))
    # a redaction never eats the quote that closes a literal on its line
    for before, after in zip(text.split("\n"), out.split("\n"), strict=True):
        assert before.endswith(('"', "'", "`")) <= after.endswith(('"', "'", "`")), (before,
                                                                                      after)


def test_a_variable_s_address_given_to_a_secret_name_is_code() -> None:
    """gojsonschema's `currentSchema.pass = &b` (a `bool`'s address) showed `[REDACTED]` on its
    page; in a `.env` line, or with digits, a value opening with `&` may be a password."""
    assert redact("\tcurrentSchema.pass = &b\n") == "\tcurrentSchema.pass = &b\n"
    assert redact("\tpassword = &mut secret\n") == "\tpassword = &mut secret\n"
    assert redact("PASSWORD=&abc123XYZ\n") == "PASSWORD=[REDACTED]\n"
    assert redact("\tpass = &x9Kq2Lm\n") == "\tpass = [REDACTED]\n"
