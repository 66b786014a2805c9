"""The site's one classic script (`site/bundle.py`) and its data as scripts
(`search_data.data_script`), run by Node: what a page opened from disk runs must do what the ES
modules and the JSON files do. Forms of `import`/`export` the bundler does not know are refused.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from rk_action.errors import RkError
from rk_action.site.bundle import bundle
from rk_action.site.search_data import data_script
from tests.browser import node_path

# Node runs a script as a page would, with what the page gives it: `window`, `document`.
HARNESS = """
const vm = require("node:vm");
const fs = require("node:fs");
const seen = [];
globalThis.window = { location: { protocol: "http:" } };
globalThis.document = { currentScript: { src: "file:///site/assets/rk/site.js" } };
globalThis.record = (...values) => seen.push(values);
vm.runInThisContext(fs.readFileSync(process.argv[2], "utf8"));
setTimeout(() => {
  const leaked = ["twice", "one", "B", "__rk_modules", "__rk_script_url"]
    .filter((name) => name in globalThis);
  process.stdout.write(JSON.stringify({ seen, leaked, data: globalThis.window.rkActionData }));
}, 10);
"""
MODULES = {
    "a.js": ('export const A = 21;\nexport function twice(x) {\n  return 2 * x;\n}\n'
             'const hidden = "kept";\nexport { hidden as shown, A as also }; // re-exported\n'),
    "b.js": ('import { twice, A as one } from "./a.js";\n\n'
             'export class B {\n  run() {\n    return twice(one);\n  }\n}\n'),
    "main.js": ('import { B } from "./b.js";\n'
                'const twice = "main\'s own twice";  // a name of a.js, in its own scope\n'
                'record("static", new B().run(), twice, import.meta.url);\n'
                'import("./a.js").then((a) => record("dynamic", a.shown, a.also));\n'),
    "first.js": 'record("first", typeof record);\n',
}


@pytest.fixture(scope="module")
def node() -> str:
    """Node on PATH (the test is skipped without it: `tests/browser.py`)."""
    return node_path()


def _run(node: str, tmp_path: Path, script: str) -> dict[str, object]:
    """What `script` records and leaves behind when Node runs it as a page would."""
    (tmp_path / "script.js").write_text(script, encoding="utf-8")
    (tmp_path / "harness.js").write_text(HARNESS, encoding="utf-8")
    run = subprocess.run([node, str(tmp_path / "harness.js"), str(tmp_path / "script.js")],
                         capture_output=True, text=True, timeout=60, check=False)
    assert run.returncode == 0, run.stderr
    answer: dict[str, object] = json.loads(run.stdout)
    return answer


def _modules(folder: Path, modules: dict[str, str]) -> Path:
    folder.mkdir(exist_ok=True)
    for name, text in modules.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def test_bundle_runs_the_modules_in_order_each_in_its_own_scope(node: str,
                                                                tmp_path: Path) -> None:
    script = bundle(_modules(tmp_path / "assets", MODULES), ("first.js", "main.js"))
    assert _run(node, tmp_path, script) == {
        "seen": [["first", "function"],
                 ["static", 42, "main's own twice", "file:///site/assets/rk/site.js"],
                 ["dynamic", "kept", 21]],
        "leaked": [],
    }
    # the modules' lines are kept as they are, but for what made them modules
    assert "\nfunction twice(x) {\n  return 2 * x;\n}\n" in script
    assert 'const { twice, A: one } = __rk_modules.get("a.js");' in script
    assert "\nclass B {\n" in script and "export" not in script


def test_site_script_of_the_real_modules_is_one_classic_script(node: str) -> None:
    assets = Path(__file__).parents[1] / "src" / "rk_action" / "site" / "assets"
    script = bundle(assets, ("links.js", "site.js"))
    for name in ("stem.js", "text.js", "rank.js", "engine.js", "highlight.js", "links.js",
                 "site.js"):
        assert script.count(f'__rk_modules.set("{name}", ') == 1, name
    order = [script.index(f'__rk_modules.set("{name}", ')
             for name in ("links.js", "stem.js", "text.js", "rank.js", "engine.js",
                          "highlight.js", "site.js")]
    assert order == sorted(order), "each module after the modules it imports"
    subprocess.run([node, "--check", "-"], input=script, text=True, check=True,
                   timeout=60)


@pytest.mark.parametrize(("text", "refused"), [
    ("export default function () {}\n", "main.js:1: this import or export is not one"),
    ('import * as a from "./a.js";\n', "main.js:1: this import or export is not one"),
    ('import a from "./a.js";\n', "main.js:1: this import or export is not one"),
    ("const name = './a.js';\nimport(name).then(() => 1);\n", "main.js:2: this import"),
    ('import { b } from "./missing.js";\n', "main.js imports missing.js, which is not in"),
    ('import { x } from "./cycle.js";\n', "modules import each other (main.js -> cycle.js "
                                          "-> main.js)"),
    ("const __rk_modules = 1;\n", "main.js uses the bundle's own name __rk_modules"),
    ('import { a b } from "./a.js";\n', "main.js: cannot read the names { a b }"),
])
def test_bundle_refuses_what_it_does_not_understand(tmp_path: Path, text: str,
                                                    refused: str) -> None:
    folder = _modules(tmp_path, {"main.js": text, "a.js": "export const a = 1;\n",
                                 "cycle.js": 'import { y } from "./main.js";\n'})
    with pytest.raises(RkError) as caught:
        bundle(folder, ("main.js",))
    assert refused in str(caught.value)


def test_data_scripts_give_the_json_as_it_is(node: str, tmp_path: Path) -> None:
    hostile = {
        "__proto__": {"polluted": True}, "constructor": "x",
        "quotes": "it's \"quoted\" \\ and \\' escaped '",
        "lines": "a\nb\r\nc\u2028d\u2029e", "tags": "</script><script>alert(1)</script>",
        "unicode": "naïve ☃ 𝄞", "files": {"__proto__": "def f():\n    return '\\\\'\n"},
    }
    text = json.dumps(hostile, ensure_ascii=False, separators=(",", ":"))
    script = data_script("code.json", text.encode("utf-8")).decode("utf-8")
    assert "\n" not in script.split("\n", 1)[1].rstrip("\n"), "one line of data"
    data = _run(node, tmp_path, script)["data"]
    assert isinstance(data, dict) and list(data) == ["code.json"]
    assert data["code.json"] == text, "the text, byte for byte"
    assert json.loads(data["code.json"]) == hostile
