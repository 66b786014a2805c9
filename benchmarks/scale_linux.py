"""Benchmark: rk-action on the Linux kernel's source, the large repository of issue 18.

    python benchmarks/scale_linux.py [--tree drivers/net | --tree .] [--work /tmp/rk-scale]
        [--cache /tmp/rk-linux] [--python PY] [--step-timeout 2400] [--mem-limit-gb 20]
        [--skip-site] [--skip-browser] [--keep]

Fetches Debian's `linux-source-6.1` once into `--cache` (`apt-get download`, `dpkg-deb -x`),
extracts only `--tree` from its tarball (the network drivers by default, `.` for the whole
kernel) and commits it into a one-commit repository under `--work`. Then it runs, each as a
child process whose time and peak memory are its own:
- `create` (static summarizer): time, peak memory, docs and entities;
- the first one-query `search --json --no-learn` (on main it builds `_search.json`), then the
  median of three later calls with other questions;
- `site build`: time and peak memory;
- in headless Chromium over the served site: the bytes and requests the search box fetches,
  after the home page has loaded, to show its first answer.
rk-action's modules are compiled first, as `pip install` leaves them (`compile_bytecode`).
It ends with one table against issue 18's targets: first query <= 1 s, later ones <= 0.5 s,
peak memory <= 2 GB everywhere, site build <= 3 x create, <= 2 MB fetched by the box.
A step that runs past `--step-timeout` or whose processes hold more than `--mem-limit-gb`
together is stopped and reported as such. Not a test; not run in CI; always exits 0.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from real_questions import GIT_ENV

PACKAGE = "linux-source-6.1"
PROJECT = "linux"
QUESTIONS = ["reset the phy when the link goes down", "allocate receive ring buffers",
             "read the mac address from the eeprom", "set interrupt coalescing parameters"]
"""The first is asked first (and by the browser); the others are the later calls."""
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
MB = 1024 * 1024
PAGE_SIZE = os.sysconf("SC_PAGE_SIZE")
CREATED = re.compile(r"(\d+) docs for (\d+) entities in (\d+) files")


@dataclass(frozen=True, slots=True)
class Run:
    """One child process, measured."""

    seconds: float
    peak_mb: float
    """The largest resident set of one process of the step (`wait4`'s `ru_maxrss`), as
    `/usr/bin/time -f %M` reports it."""
    group_mb: float
    """The largest sum of the resident sets of all the step's processes, sampled every 0.2 s
    (shared pages count once per process, so it overstates forked workers)."""
    stopped: str
    """Why the step was stopped ("" when it ran to its end)."""
    returncode: int
    stdout: str
    stderr: str

    @property
    def ok(self) -> bool:
        return not self.stopped and self.returncode == 0


# --- measuring a child process -------------------------------------------------------------


def group_rss_mb(pgid: int) -> float:
    """The summed resident set of every process in process group `pgid`, in MB."""
    pages = 0
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            stat = Path(entry.path, "stat").read_text()
        except OSError:  # the process ended while being read
            continue
        fields = stat[stat.rindex(")") + 2:].split()  # after "pid (comm) "; comm may hold spaces
        if int(fields[2]) == pgid:
            pages += int(fields[21])
    return pages * PAGE_SIZE / MB


def measure(cmd: list[str], timeout: float, limit_mb: float, env: dict[str, str] | None = None,
            ) -> Run:
    """Run `cmd` in its own process group and reap it with `os.wait4`, whose rusage gives its
    peak memory; stop the whole group past `timeout` seconds or `limit_mb` of memory. A thread
    waits for the end, so the time is not rounded up to the memory sampling's period."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=err, env=env, start_new_session=True)
        ended: list[tuple[int, Any, float]] = []
        waiter = threading.Thread(target=lambda: ended.append(
            (*os.wait4(proc.pid, 0)[1:], time.perf_counter())))
        waiter.start()
        stopped, group_mb = "", 0.0
        while waiter.is_alive():
            group_mb = max(group_mb, group_rss_mb(proc.pid))
            elapsed = time.perf_counter() - started
            if not stopped and (elapsed > timeout or group_mb > limit_mb):
                stopped = (f"stopped after {elapsed:.0f} s" if elapsed > timeout
                           else f"stopped at {group_mb:.0f} MB")
                os.killpg(proc.pid, signal.SIGKILL)
            waiter.join(0.2)
        status, usage, finished = ended[0]
        proc.returncode = os.waitstatus_to_exitcode(status)  # reaped by the thread, not Popen
        out.seek(0)
        err.seek(0)
        return Run(finished - started, usage.ru_maxrss / 1024, group_mb, stopped,
                   proc.returncode, out.read().decode(errors="replace"),
                   err.read().decode(errors="replace"))


# --- the kernel's source --------------------------------------------------------------------


def kernel_tarball(cache: Path) -> Path:
    """The kernel's tarball, from the Debian package downloaded once into `cache`."""
    unpacked = cache / "deb"
    found = sorted(unpacked.rglob(f"{PACKAGE}.tar.xz")) if unpacked.is_dir() else []
    if found:
        return found[0]
    cache.mkdir(parents=True, exist_ok=True)
    if not sorted(cache.glob(f"{PACKAGE}_*.deb")):
        got = subprocess.run(["apt-get", "download", PACKAGE], cwd=cache)
        if got.returncode != 0:  # stale package lists
            subprocess.run(["apt-get", "update", "-q"], check=True)
            subprocess.run(["apt-get", "download", PACKAGE], cwd=cache, check=True)
    deb = sorted(cache.glob(f"{PACKAGE}_*.deb"))[-1]
    shutil.rmtree(unpacked, ignore_errors=True)
    subprocess.run(["dpkg-deb", "-x", str(deb), str(unpacked)], check=True)
    return sorted(unpacked.rglob(f"{PACKAGE}.tar.xz"))[0]


def tree_slug(tree: str) -> str:
    """A folder name for `tree`: "drivers-net", or "all" for the whole kernel."""
    cleaned = tree.strip("/").strip(".").strip("/")
    return cleaned.replace("/", "-") or "all"


def kernel_repository(cache: Path, tree: str, work: Path) -> Path:
    """A one-commit repository of the kernel's `tree` (paths as in the kernel) under `work`,
    built once: extracted into a scratch folder, committed, then renamed into place."""
    repo = work / f"linux-{tree_slug(tree)}"
    if (repo / ".git").is_dir():
        return repo
    tarball = kernel_tarball(cache)
    building = work / f"{repo.name}.building"
    shutil.rmtree(building, ignore_errors=True)
    building.mkdir(parents=True)
    member = PACKAGE if tree_slug(tree) == "all" else f"{PACKAGE}/{tree.strip('/')}"
    subprocess.run(["tar", "-xJf", str(tarball), "-C", str(building), "--strip-components=1",
                    member], check=True)
    env = {**os.environ, **GIT_ENV}
    # --force: Debian's top-level .gitignore ignores everything but its own debian/ folder
    for args in (["init", "-q", "-b", "main"], ["add", "-A", "--force"],
                 ["commit", "-q", "-m", f"{PACKAGE} {tree}"]):
        subprocess.run(["git", *args], cwd=building, env=env, check=True,
                       stdout=subprocess.DEVNULL)
    building.rename(repo)
    return repo


# --- the steps ------------------------------------------------------------------------------


def report(label: str, run: Run) -> None:
    """One line per step as it ends, with the child's error output when it failed."""
    state = run.stopped or ("ok" if run.returncode == 0 else f"exit {run.returncode}")
    print(f"{label}: {run.seconds:.2f} s, peak {run.peak_mb:.0f} MB (all processes "
          f"{run.group_mb:.0f} MB), {state}", flush=True)
    if run.returncode != 0 and not run.stopped:
        print("  " + run.stderr.strip()[-2000:].replace("\n", "\n  "))


def top_results(run: Run) -> str:
    """The first three results of a `search --json` call, for a glance at what it answered."""
    try:
        answer = json.loads(run.stdout)
    except ValueError:
        return "(no JSON)"
    results = answer.get("results", []) if isinstance(answer, dict) else []
    shown = [f"{r.get('symbol')} ({r.get('source')})" for r in results[:3]
             if isinstance(r, dict)]
    layer = answer.get("layer") if isinstance(answer, dict) else None
    return f"layer {layer}: " + "; ".join(shown)


def searches(rk: list[str], timeout: float, limit_mb: float) -> tuple[Run, list[Run]]:
    """The first one-query call, then the later ones, each with its own question."""
    runs = []
    for question in QUESTIONS:
        run = measure([*rk, "search", question, "--json", "--no-learn"], timeout, limit_mb)
        report(f"search {question!r}", run)
        if run.ok:
            print(f"  {top_results(run)}")
        runs.append(run)
        if not run.ok:
            break
    return runs[0], runs[1:]


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def box_fetches(site: Path, query: str, timeout: float) -> tuple[dict[str, int], float]:
    """The files the search box fetches to show its first answer to `query`, counted from the
    home page's load on, with their bytes; and the seconds from typing to the answer shown."""
    from playwright.sync_api import Response, sync_playwright

    handler = functools.partial(_Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    fetched: list[Response] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                 args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.set_default_timeout(timeout * 1000)
            page.goto(f"http://127.0.0.1:{server.server_port}/", wait_until="load")
            page.on("response", lambda response: fetched.append(response))
            started = time.perf_counter()
            page.click("input.md-search__input")
            page.keyboard.type(query)
            page.wait_for_function(
                "q => document.querySelector('[data-rk-search]').dataset.rkDone === q",
                arg=query, timeout=timeout * 1000)
            seconds = time.perf_counter() - started
            sizes = {urlsplit(response.url).path: response_bytes(response)
                     for response in fetched}
            browser.close()
    finally:
        server.shutdown()
    return sizes, seconds


def response_bytes(response: Any) -> int:
    """A response's body size: its Content-Length, else the body's own length."""
    length = response.headers.get("content-length")
    return int(length) if length and length.isdigit() else len(response.body())


# --- the table ------------------------------------------------------------------------------


def verdict(passed: bool | None) -> str:
    return "n/a" if passed is None else ("PASS" if passed else "FAIL")


def row(step: str, run: Run | None, target: str, passed: bool | None) -> list[str]:
    """A table row for a measured step; a stopped or failed step fails its target."""
    if run is None:
        return [step, "-", "-", target, "n/a"]
    seconds = f"{run.seconds:.2f}" + ("" if run.ok else f" ({run.stopped or 'failed'})")
    memory_ok = run.peak_mb <= 2048
    return [step, seconds, f"{run.peak_mb:.0f}", target,
            verdict(run.ok and memory_ok and passed is not False)]


def print_table(rows: list[list[str]]) -> None:
    header = ["step", "seconds", "peak MB", "target", "verdict"]
    widths = [max(len(r[i]) for r in [header, *rows]) for i in range(len(header))]
    for line in [header, ["-" * w for w in widths], *rows]:
        cells = (cell.ljust(width) for cell, width in zip(line, widths, strict=True))
        print("  ".join(cells).rstrip())


# --- main -----------------------------------------------------------------------------------


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--tree", default="drivers/net",
                        help="the kernel folder to index ('.' for the whole kernel)")
    parser.add_argument("--work", default="/tmp/rk-scale")
    parser.add_argument("--cache", default="/tmp/rk-linux", help="where the .deb is kept")
    parser.add_argument("--python", default=sys.executable, help="the rk-action to measure")
    parser.add_argument("--step-timeout", type=float, default=2400, metavar="SECONDS")
    parser.add_argument("--mem-limit-gb", type=float, default=20)
    parser.add_argument("--skip-site", action="store_true")
    parser.add_argument("--skip-browser", action="store_true")
    parser.add_argument("--keep", action="store_true",
                        help="reuse the home of an earlier run instead of creating it again")
    return parser.parse_args()


def create_step(args: argparse.Namespace, rk: list[str], repo: Path, home: Path) -> Run | None:
    """`create` into a fresh home (None with `--keep` when the home already holds it)."""
    if args.keep and (home / PROJECT).is_dir():
        print(f"create: kept {home / PROJECT}")
        return None
    shutil.rmtree(home, ignore_errors=True)
    os.sync()  # the removal's writes are not the create's
    run = measure([*rk, "create", str(repo), "--name", PROJECT], args.step_timeout,
                  args.mem_limit_gb * 1024, env={**os.environ, **GIT_ENV})
    report("create", run)
    counts = CREATED.search(run.stdout)
    if counts:
        print(f"  {counts.group(1)} docs for {counts.group(2)} entities in {counts.group(3)} "
              "files")
    return run


def site_steps(args: argparse.Namespace, rk: list[str], site: Path,
               create: Run | None) -> list[list[str]]:
    """`site build`, then the search box's first answer in the browser: their table rows."""
    shutil.rmtree(site, ignore_errors=True)
    os.sync()
    build = measure([*rk, "site", "build", "--project", PROJECT, "--out", str(site)],
                    args.step_timeout, args.mem_limit_gb * 1024)
    report("site build", build)
    ratio = build.seconds / create.seconds if create and create.ok else None
    target = "<= 3 x create" + (f" (x {ratio:.2f})" if ratio is not None else "")
    rows = [row("site build", build, target, None if ratio is None else ratio <= 3)]
    if args.skip_browser or not build.ok:
        return rows
    try:
        sizes, seconds = box_fetches(site, QUESTIONS[0], args.step_timeout)
    except Exception as error:  # a timeout or a broken page is a figure too
        print(f"search box: {type(error).__name__}: {str(error)[:300]}")
        return [*rows, ["search box, first answer", "-", "-", "<= 2 MB fetched", "FAIL"]]
    size, requests = sum(sizes.values()), len(sizes)
    print(f"search box: {size / 1e6:.2f} MB in {requests} requests after the home page ("
          + ", ".join(f"{name} {n / 1e6:.2f} MB" for name, n in sizes.items())
          + f"); first answer shown {seconds:.2f} s after typing began", flush=True)
    return [*rows, ["search box, first answer", f"{seconds:.2f}", "-",
                    f"<= 2 MB fetched ({size / 1e6:.2f} MB, {requests} requests)",
                    verdict(size <= 2 * 1e6)]]


def compile_bytecode(python: str) -> None:
    """Compile rk-action's modules, as `pip install` does: a one-query search lasts about
    0.3 s, of which compiling them again (an editable install where `PYTHONDONTWRITEBYTECODE`
    is set, as on this machine) would take 0.15 s."""
    subprocess.run([python, "-c", "import compileall, os, rk_action; compileall.compile_dir("
                    "os.path.dirname(rk_action.__file__), quiet=1)"], check=True)


def main() -> int:
    args = parse_args()
    work = Path(args.work)
    repo = kernel_repository(Path(args.cache), args.tree, work)
    files = subprocess.run(["git", "ls-files"], cwd=repo, capture_output=True, text=True,
                           check=True).stdout.count("\n")
    print(f"{PACKAGE} {args.tree}: {files} files in {repo}", flush=True)
    home, site = work / f"home-{tree_slug(args.tree)}", work / f"site-{tree_slug(args.tree)}"
    rk = [args.python, "-m", "rk_action", "--home", str(home)]
    compile_bytecode(args.python)
    create = create_step(args, rk, repo, home)
    rows = [row("create", create, "peak <= 2048 MB", True)]
    if create is None or create.ok:
        first, later = searches(rk, args.step_timeout, args.mem_limit_gb * 1024)
        rows.append(row("search, first call", first, "<= 1 s", first.seconds <= 1))
        if later:
            median = sorted(later, key=lambda run: run.seconds)[len(later) // 2]
            rows.append(row(f"search, later (median of {len(later)})", median, "<= 0.5 s",
                            median.seconds <= 0.5))
        if not args.skip_site and first.ok:
            rows.extend(site_steps(args, rk, site, create))
    print()
    print_table(rows)
    print("(peak MB: the largest process of the step; every step's target includes peak <= "
          "2048 MB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
