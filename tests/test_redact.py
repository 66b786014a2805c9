"""Secret redaction: every kind of secret is masked, ordinary code is left alone."""

from __future__ import annotations

import pytest

from rk_action.redact import MASK, redact

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


def test_pem_private_key_block_is_masked_whole() -> None:
    code = (
        "KEY = '''-----BEGIN RSA PRIVATE KEY-----\n"
        "MIIEpAIBAAKCAQEA7bq2\nabcdEFGH==\n"
        "-----END RSA PRIVATE KEY-----'''\nconnect(KEY)"
    )
    assert redact(code) == "KEY = '''[REDACTED]'''\nconnect(KEY)"
    escaped = 'pem = "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBg\\n-----END PRIVATE KEY-----\\n"'
    assert redact(escaped) == 'pem = "[REDACTED]\\n"'


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
