"""Layer 4 answers with the entity a query names, not with a caller that mentions its words
(issue 17): in Python, JavaScript and Go, with the docs of the file gone, `search --json` gives the
definition first even where a caller's line holds more of the query's words; and the site's
layer 4 (`engine.js`, run by Node) picks the same entity as the CLI's over the same code."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rk_action import store
from rk_action.search.engine import ProjectSearch
from rk_action.search.fallback import find_in_source, name_coverage
from rk_action.site.build import read_docs
from rk_action.site.search_data import INDEX_DIR, entries_by_source, write_search_data
from tests.browser import node_path
from tests.conftest import RkRunner, make_repo

QUERY = "convert a cidr prefix length into a dotted netmask"
OTHER = {"text/slug.py": 'def slugify(title):\n    """Turn a title into a URL slug."""\n'
                         '    return "-".join(title.lower().split())\n'}
# Each caller holds a comment with every word of the query, and calls the definition: more
# mentions than the definition's own line, which the old rule (most words on a line) preferred.
LANGUAGES = {
    "python": ("net/utils.py", "dotted_netmask", '''\
import socket
import struct


def address_in_network(ip, net):
    """Whether an IP address lies in a network given in CIDR notation."""
    # convert the cidr prefix length to a dotted netmask, then compare
    ipaddr = struct.unpack("=L", socket.inet_aton(ip))[0]
    netaddr, bits = net.split("/")
    netmask = struct.unpack("=L", socket.inet_aton(dotted_netmask(int(bits))))[0]
    network = struct.unpack("=L", socket.inet_aton(netaddr))[0] & netmask
    return (ipaddr & netmask) == (network & netmask)


def dotted_netmask(mask):
    """Converts mask from /xx format to xxx.xxx.xxx.xxx"""
    bits = 0xFFFFFFFF ^ (1 << 32 - mask) - 1
    return socket.inet_ntoa(struct.pack(">I", bits))
'''),
    "javascript": ("net/mask.js", "dottedNetmask", '''\
export function addressInNetwork(ip, cidr) {
  // convert the cidr prefix length to a dotted netmask, then compare
  const [base, prefix] = cidr.split("/");
  const mask = dottedNetmask(Number(prefix));
  return (toInt(ip) & toInt(mask)) === (toInt(base) & toInt(mask));
}

export function dottedNetmask(prefixLength) {
  const bits = prefixLength === 0 ? 0 : (~0 << (32 - prefixLength)) >>> 0;
  return [24, 16, 8, 0].map((shift) => (bits >>> shift) & 255).join(".");
}

function toInt(ip) {
  return ip.split(".").reduce((n, part) => n * 256 + Number(part), 0);
}
'''),
    "go": ("netutil/mask.go", "DottedNetmask", '''\
package netutil

import (
	"fmt"
	"net"
)

// AddressInNetwork reports whether ip lies in the network given in CIDR notation.
func AddressInNetwork(ip string, cidr string) bool {
	// convert the cidr prefix length to a dotted netmask, then compare
	_, network, err := net.ParseCIDR(cidr)
	if err != nil {
		return false
	}
	ones, _ := network.Mask.Size()
	mask := net.ParseIP(DottedNetmask(ones)).To4()
	return net.ParseIP(ip).To4().Mask(net.IPMask(mask)).Equal(network.IP.Mask(net.IPMask(mask)))
}

// DottedNetmask converts a prefix length to a dotted netmask such as 255.255.255.0.
func DottedNetmask(prefixLength int) string {
	m := net.CIDRMask(prefixLength, 32)
	return fmt.Sprintf("%d.%d.%d.%d", m[0], m[1], m[2], m[3])
}
'''),
}
QUERIES = [QUERY, "dotted netmasks", "netmask from a prefix length"]


def _create(rk: RkRunner, tmp_path: Path, language: str) -> Path:
    path, _, code = LANGUAGES[language]
    repo = make_repo(tmp_path / language, {path: code, **OTHER})
    assert rk("create", str(repo)).code == 0
    return rk.home / language


def _forget_file(project: Path, source: str) -> None:
    """The docs of `source` gone: their pages deleted and their entries out of `_index.md`."""
    search = ProjectSearch(project.parent, project.name)
    gone = {e["doc"] for e in search.entries.values() if e["source"] == source}
    assert gone
    for doc in gone:
        (project / doc).unlink()
    kept = [e for e in store.read_index(project) if e.doc not in gone]
    store.write_atomic(project / "_index.md", store.format_index(project.name, kept))


@pytest.mark.parametrize("language", sorted(LANGUAGES))
@pytest.mark.parametrize("query", QUERIES)
def test_layer_4_answers_with_the_definition_the_query_names(
        rk: RkRunner, tmp_path: Path, language: str, query: str) -> None:
    project = _create(rk, tmp_path, language)
    source, symbol, _ = LANGUAGES[language]
    _forget_file(project, source)
    result = rk("search", query, "--json", "--no-learn")
    assert result.code == 0, result.err
    answer = json.loads(result.out)
    assert answer["layer"] == 4
    first = answer["results"][0]
    assert (first["source"], first["symbol"]) == (source, symbol)


def test_a_learned_layer_4_find_is_the_definition(rk: RkRunner, tmp_path: Path) -> None:
    project = _create(rk, tmp_path, "python")
    _forget_file(project, "net/utils.py")
    answer = json.loads(rk("search", QUERY, "--json").out)
    assert (answer["layer"], answer["results"][0]["symbol"]) == (4, "dotted_netmask")
    entry = next(e for e in store.read_index(project) if e.name == "dotted-netmask")
    assert entry.aliases == [QUERY]
    assert not (project / "docs/net/address-in-network.md").exists()


def test_a_fully_documented_project_answers_unverified_questions_without_its_source(
        rk: RkRunner, tmp_path: Path) -> None:
    """Layer 4 can only add a page that has no doc: while every page has one, a question the
    ranking answers unverified reads no source (the clone's source store is never made); once
    a page has lost its doc, the same question searches the source again."""
    project = _create(rk, tmp_path, "python")
    stored = rk.home / "_repos" / "python" / ".git" / "rk-source"
    question = "struct unpack of inet aton"  # words of the code only: ranked, not verified
    answer = json.loads(rk("search", question, "--json", "--no-learn").out)
    assert answer["layer"] == 2
    assert answer["results"][0]["symbol"] == "address_in_network"
    assert not stored.exists()
    doc = next(e.doc for e in store.read_index(project) if e.name == "dotted-netmask")
    (project / doc).unlink()
    kept = [e for e in store.read_index(project) if e.doc != doc]
    store.write_atomic(project / "_index.md", store.format_index(project.name, kept))
    again = json.loads(rk("search", question, "--json", "--no-learn").out)
    assert stored.is_dir()
    assert (again["layer"], again["results"][0]["symbol"]) == (2, "address_in_network")


def test_a_search_that_adds_no_page_loads_no_page_writer(rk: RkRunner, tmp_path: Path) -> None:
    """A question layer 4 answers without writing a page loads neither the summarizer, the
    renderer (Jinja) nor the overviews: they were half of a single search's time (CPython's
    `Lib/`: 0.53 s against a 0.20 s start-up, now 0.25 s); a page that is written loads them."""
    project = _create(rk, tmp_path, "python")
    probe = ("import json, sys\nfrom rk_action.cli import main\n"
             f"main(['--home', {str(rk.home)!r}, 'search', sys.argv[1], '--json', '--no-learn'])\n"
             "print(json.dumps(sorted(m for m in ('jinja2', 'rk_action.create', "
             "'rk_action.render', 'rk_action.overview', 'rk_action.summarize.static') "
             "if m in sys.modules)))\n")

    def search(question: str) -> tuple[dict[str, object], list[str]]:
        out = subprocess.run([sys.executable, "-c", probe, question], check=True,
                             capture_output=True, text=True).stdout.splitlines()
        return json.loads(out[0]), json.loads(out[-1])

    answer, loaded = search("struct unpack of inet aton")  # ranked, not verified: layer 4 asked
    assert (answer["layer"], loaded) == (2, [])
    doc = next(e.doc for e in store.read_index(project) if e.name == "dotted-netmask")
    (project / doc).unlink()
    kept = [e for e in store.read_index(project) if e.doc != doc]
    store.write_atomic(project / "_index.md", store.format_index(project.name, kept))
    answer, loaded = search(QUERY)  # the source's page without a doc is written
    assert answer["layer"] == 4
    assert loaded == ["jinja2", "rk_action.create", "rk_action.overview", "rk_action.render",
                      "rk_action.summarize.static"]


def test_name_coverage_splits_identifiers_and_stems() -> None:
    words = ["convert", "cidr", "prefix", "length", "dotted", "netmask"]
    assert [name_coverage(name, words) for name in (
        "dotted_netmask", "dottedNetmask", "DottedNetmask", "DOTTED_NETMASK",
        "address_in_network", "prefixLength")] == [2, 2, 2, 2, 0, 2]
    assert name_coverage("dotted_netmask", ["netmasks"]) == 1  # stems
    assert name_coverage("dottedNetmask", ["dottednetmask"]) == 1  # run together
    assert name_coverage("netmask", ["net"]) == 0  # a part of a word names nothing


_NODE_FIND = """
import { readFileSync } from "node:fs";
import { ProjectSearch, find_in_source } from "%s/engine.js";
import { SiteIndex } from "%s/parts.js";
const [folder, code, queries] = JSON.parse(readFileSync(0, "utf8"));
const read = (name) => JSON.parse(readFileSync(`${folder}/${name}`, "utf8"));
const engine = new ProjectSearch(new SiteIndex(read("head.json"), async (name) => read(name)));
const out = [];
for (const query of queries) {
  const found = find_in_source(engine, code, query, false);
  out.push(found === null ? null
    : (await engine.index.complete(() => engine.hit(found, 0, 1))).doc);
}
process.stdout.write(JSON.stringify(out));
"""


@pytest.mark.parametrize("language", sorted(LANGUAGES))
def test_the_sites_layer_4_picks_what_the_cli_picks(rk: RkRunner, tmp_path: Path,
                                                   language: str) -> None:
    """Over the same code and the same entries (docs present, so that the site has them), the
    browser's layer 4 and the CLI's choose the same entity: the definition."""
    node = node_path()  # skipped, saying how to enable it, without Node
    project = _create(rk, tmp_path, language)
    _, symbol, _ = LANGUAGES[language]
    search = ProjectSearch(rk.home, language)
    cli = []
    for query in QUERIES:
        found = find_in_source(search, query, learn=False)
        assert found is not None
        cli.append(search.entries[found]["doc"])
        assert search.entries[found]["symbol"] == symbol
    assets = tmp_path / "assets"
    write_search_data(rk.home, language, store.read_meta(project) or {}, read_docs(project),
                      assets)
    whole = json.loads((assets / "search.json").read_text(encoding="utf-8"))
    code = json.loads((assets / "code.json").read_text(encoding="utf-8"))
    code["entries"] = entries_by_source(whole["rank"]["entries"])
    modules = (Path(__file__).resolve().parents[1] / "src/rk_action/site/assets").as_uri()
    script = tmp_path / "find.mjs"
    script.write_text(_NODE_FIND % (modules, modules), encoding="utf-8")
    browser = subprocess.run([node, str(script)], input=json.dumps(
        [str(assets / INDEX_DIR), code, QUERIES]), capture_output=True, text=True, check=True)
    assert json.loads(browser.stdout) == cli
