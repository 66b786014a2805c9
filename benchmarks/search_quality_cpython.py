"""Benchmark: search quality on questions that are not CoSQA's, over the CPython `Lib/` knowledge
base.

    python benchmarks/search_quality_cpython.py [--work /tmp/rk-bench] [--show]

Each question below was written from knowledge of the standard library, before its results were
looked at, with every function or class that answers it. The script prints MRR@10 and hit@1/3/10
of the first acceptable result (the four layers, no learning), to check that a ranking change made
on the CoSQA dev split (`../shared/eval`) carries over to other questions and another code base.
Not a test; not run in CI.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from create_cpython import setup
from rk_action.search.engine import ProjectSearch

# question → acceptable answers, each "module path:symbol" (the module path under Lib/).
QUESTIONS: dict[str, tuple[str, ...]] = {
    "remove a directory and everything in it": ("shutil.py:rmtree",),
    "move a file to another folder": ("shutil.py:move",),
    "find the full path of an executable program": ("shutil.py:which",),
    "get the size of the terminal window": ("shutil.py:get_terminal_size",),
    "make a zip archive of a folder": ("shutil.py:make_archive", "shutil.py:_make_zipfile"),
    "quote a string for use in a shell command": ("shlex.py:quote",),
    "split a string the way the shell does": ("shlex.py:split",),
    "url encode a dictionary of parameters": ("urllib/parse.py:urlencode",),
    "percent-encode a url path": ("urllib/parse.py:quote",),
    "join a base url with a relative link": ("urllib/parse.py:urljoin",),
    "split a url into scheme, host and path": ("urllib/parse.py:urlsplit",
                                               "urllib/parse.py:urlparse"),
    "pretty print a nested data structure": ("pprint.py:pprint", "pprint.py:pformat",
                                             "pprint.py:PrettyPrinter"),
    "deep copy an object": ("copy.py:deepcopy",),
    "show the differences between two lists of lines": (
        "difflib.py:unified_diff", "difflib.py:context_diff", "difflib.py:ndiff",
        "difflib.py:Differ", "difflib.py:Differ.compare"),
    "find close matches to a misspelled word": ("difflib.py:get_close_matches",),
    "remove common leading whitespace from text": ("textwrap.py:dedent",),
    "add a prefix to every line of text": ("textwrap.py:indent",),
    "match a file name against a wildcard pattern": ("fnmatch.py:fnmatch",
                                                     "fnmatch.py:fnmatchcase",
                                                     "fnmatch.py:filter"),
    "list files recursively that match a glob": ("glob.py:glob", "glob.py:iglob"),
    "run a command and capture its output": ("subprocess.py:check_output", "subprocess.py:run",
                                             "subprocess.py:getoutput",
                                             "subprocess.py:getstatusoutput"),
    "read settings from an ini file": ("configparser.py:RawConfigParser.read",
                                       "configparser.py:ConfigParser",
                                       "configparser.py:RawConfigParser",
                                       "configparser.py:RawConfigParser.read_file"),
    "parse an email address into name and address": ("email/utils.py:parseaddr",
                                                     "email/utils.py:getaddresses"),
    "format a date for an email header": ("email/utils.py:formatdate",
                                          "email/utils.py:format_datetime"),
    "guess the mime type of a file from its name": ("mimetypes.py:guess_type",
                                                    "mimetypes.py:MimeTypes.guess_type"),
    "median of a list of numbers": ("statistics.py:median",),
    "standard deviation of a sample": ("statistics.py:stdev", "statistics.py:pstdev"),
    "approximate a float by a fraction": ("fractions.py:Fraction.limit_denominator",
                                          "fractions.py:Fraction.from_float"),
    "pick a random element from a list": ("random.py:Random.choice",),
    "shuffle a list in place": ("random.py:Random.shuffle",),
    "cache the results of a function call": ("functools.py:lru_cache", "functools.py:cache"),
    "get the source code of a function": ("inspect.py:getsource", "inspect.py:getsourcelines"),
    "get the parameters of a callable": ("inspect.py:signature", "inspect.py:getfullargspec",
                                         "inspect.py:Signature.from_callable"),
    "import a module given its name as a string": ("importlib/__init__.py:import_module",),
    "create a tuple class with named fields": ("collections/__init__.py:namedtuple",),
    "count how many times each item occurs": ("collections/__init__.py:Counter",),
    "convert a color from rgb to hsv": ("colorsys.py:rgb_to_hsv",),
    "read a password without echoing it": ("getpass.py:unix_getpass", "getpass.py:win_getpass",
                                           "getpass.py:fallback_getpass"),
    "parse an xml string into an element tree": ("xml/etree/ElementTree.py:XML",
                                                 "xml/etree/ElementTree.py:fromstring",
                                                 "xml/etree/ElementTree.py:XMLParser"),
    "escape special characters in a regular expression": ("re/__init__.py:escape",
                                                          "re.py:escape"),
    "encode binary data as base64": ("base64.py:b64encode", "base64.py:encodebytes",
                                     "base64.py:standard_b64encode"),
    "walk a directory tree": ("os.py:walk", "os.py:fwalk"),
    "create a unique temporary file": ("tempfile.py:mkstemp", "tempfile.py:NamedTemporaryFile",
                                       "tempfile.py:TemporaryFile"),
    "time how long a small snippet of code takes": ("timeit.py:timeit", "timeit.py:Timer",
                                                    "timeit.py:Timer.timeit",
                                                    "timeit.py:repeat"),
    "run a function after a delay": ("threading.py:Timer", "sched.py:scheduler.enter",
                                     "asyncio/base_events.py:BaseEventLoop.call_later"),
    "wait for a thread to finish": ("threading.py:Thread.join",),
    "check whether a year is a leap year": ("calendar.py:isleap",),
    "read a file and return its lines as a list": ("linecache.py:getlines",
                                                   "fileinput.py:input"),
    "convert a string to title case except small words": ("string.py:capwords",),
}


def main() -> int:
    show = "--show" in sys.argv
    if show:
        sys.argv.remove("--show")
    args, repo = setup(__doc__ or "")
    home = Path(args.work) / "search-home"  # shared with search_cpython.py
    if not (home / "cpython" / "_meta.md").exists():
        subprocess.run([sys.executable, "-m", "rk_action", "--home", str(home), "create",
                        str(repo), "--name", "cpython"], check=True, capture_output=True)
    search = ProjectSearch(home, "cpython")
    ranks: list[int | None] = []
    for question, answers in QUESTIONS.items():
        wanted = {f"Lib/{answer.split(':')[0]}:{answer.split(':')[1]}" for answer in answers}
        results = search.search(question, 10, learn=False).results
        found = [h.rank for h in results if f"{h.source}:{h.symbol}" in wanted]
        ranks.append(found[0] if found else None)
        if show and found[:1] != [1]:
            print(f"{question!r}: rank {found[0] if found else '-'}; first "
                  f"{results[0].source}:{results[0].symbol}" if results else "no result")
    count = len(ranks)
    mrr = sum(1 / r for r in ranks if r) / count
    hits = [sum(1 for r in ranks if r and r <= k) / count for k in (1, 3, 10)]
    print(f"{count} questions: MRR@10 {mrr:.4f}, hit@1 {hits[0]:.3f}, hit@3 {hits[1]:.3f}, "
          f"hit@10 {hits[2]:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
