"""A one-commit git repository of a PyPI source distribution, for the benchmarks.

The sdist is downloaded once into a cache folder (`pip download --no-binary :all:`), unpacked
into the work folder and committed. Nothing of it is ever part of this repository.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path


def sdist_repo(package: str, version: str, src_dir: Path, work: Path) -> Path:
    """`<work>/<package>-repo`: a git repository of `package==version`'s sdist."""
    stem = f"{package}-{version}"
    archive = src_dir / f"{stem}.tar.gz"
    if not archive.exists():
        src_dir.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps",
                        "--no-binary", ":all:", f"{package}=={version}", "-d", str(src_dir)],
                       check=True)
    repo = work / f"{package}-repo"
    if (repo / ".git").is_dir():
        return repo
    shutil.rmtree(repo, ignore_errors=True)
    work.mkdir(parents=True, exist_ok=True)
    with tarfile.open(archive) as tar:
        tar.extractall(work, filter="data")
    (work / stem).rename(repo)
    env = {**os.environ, "GIT_AUTHOR_NAME": "b", "GIT_AUTHOR_EMAIL": "b@example.com",
           "GIT_COMMITTER_NAME": "b", "GIT_COMMITTER_EMAIL": "b@example.com"}
    for args in (["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", stem]):
        subprocess.run(["git", *args], cwd=repo, env=env, check=True)
    return repo
