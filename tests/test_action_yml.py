"""`action.yml`, the workflows and the README's workflows: checked as files, and their shell
scripts run for real (with `rk-action` on PATH) against a bare `origin`."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

import rk_action
from rk_action.action import RunResult, outputs
from tests.conftest import git, tree_text
from tests.workflow import BRANCH, Origin, step_env

pytestmark = pytest.mark.usefixtures("workflow_env")

ROOT = Path(__file__).resolve().parents[1]
ACTION: dict[str, Any] = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
README = (ROOT / "README.md").read_text(encoding="utf-8")
DESIGN_INPUTS = {"anthropic-api-key", "model", "docs-branch", "build-site", "site-dir", "include",
                 "exclude", "max-cost-usd", "github-token"}
EXPRESSION = re.compile(r"\$\{\{\s*([\w.-]+)\s*\}\}")


def steps() -> list[dict[str, Any]]:
    return list(ACTION["runs"]["steps"])


def test_action_is_composite_and_inputs_reach_scripts_through_env_only() -> None:
    assert ACTION["runs"]["using"] == "composite"
    scripts = [step["run"] for step in steps() if "run" in step]
    assert len(scripts) == 2
    assert not [s for s in scripts if "${{" in s], "an expression inside a run: script"
    assert all(step["shell"] == "bash" for step in steps() if "run" in step)
    used = {name.removeprefix("inputs.") for step in steps()
            for value in [*step.get("env", {}).values(), *step.get("with", {}).values()]
            for name in EXPRESSION.findall(str(value)) if name.startswith("inputs.")}
    assert used == set(ACTION["inputs"])  # every input is used, and only through env/with
    assert set(ACTION["inputs"]) >= DESIGN_INPUTS
    setup = steps()[0]
    assert setup["uses"].startswith("actions/setup-python@")
    assert setup["with"]["update-environment"] is False  # the job's own Python is untouched


def test_outputs_are_those_run_writes() -> None:
    assert set(ACTION["outputs"]) == set(outputs(RunResult("p")))
    for name, output in ACTION["outputs"].items():
        assert output["value"] == f"${{{{ steps.run.outputs.{name} }}}}"


def rk_action_on_path(folder: Path) -> Path:
    """An `rk-action` command running this checkout's rk_action (what the venv would hold)."""
    folder.mkdir(parents=True, exist_ok=True)
    command = folder / "rk-action"
    source = Path(rk_action.__file__).resolve().parents[1]
    command.write_text(f"#!/bin/sh\nPYTHONPATH='{source}' exec '{sys.executable}' -m rk_action "
                       '"$@"\n', encoding="utf-8")
    command.chmod(0o755)
    return folder


def expand(value: object, context: dict[str, str]) -> str:
    """A workflow expression (`${{ inputs.x }}`, `${{ github.workspace }}`) as Actions would
    expand it."""
    return EXPRESSION.sub(lambda m: context[m.group(1)], str(value))


def bash(script: str, cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """A `run:` script the way Actions runs `shell: bash`."""
    return subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                          cwd=cwd, env=env, capture_output=True, text=True)


def test_the_run_step_passes_every_input(origin: Origin, tmp_path: Path) -> None:
    workspace = origin.workspace(tmp_path / "ws1")
    env = step_env(tmp_path, workspace)
    runner_temp = Path(env["RUNNER_TEMP"])
    rk_action_on_path(runner_temp / "rk-action-venv" / "bin")
    inputs = {name: str(spec.get("default", "")) for name, spec in ACTION["inputs"].items()}
    inputs.update({"build-site": "False", "include": "",
                   "exclude": "lib\n*.rb\n$(touch pwned) `touch pwned`"})
    context = {f"inputs.{name}": value for name, value in inputs.items()}
    context.update({"github.workspace": str(workspace), "github.token": "ghs_test_token"})
    step = steps()[-1]
    step_vars = {name: expand(value, context) for name, value in step["env"].items()}
    done = bash(step["run"], Path(expand(step["working-directory"], context)),
                {**os.environ, **env, **step_vars})
    assert done.returncode == 0, done.stderr
    assert not list(tmp_path.rglob("pwned")), "an input was executed by the shell"
    written = dict(line.split("=", 1) for line in
                   Path(env["GITHUB_OUTPUT"]).read_text(encoding="utf-8").splitlines())
    assert written["total-docs"] == "15" and written["site-path"] == ""
    meta = git(origin.bare, "show", f"{BRANCH}:polyglot/_meta.md")
    assert "exclude: lib, *.rb, $(touch pwned) `touch pwned`\n" in meta


def test_install_step_uses_a_venv_of_its_own() -> None:
    install = steps()[1]
    assert install["env"]["RK_PYTHON"] == "${{ steps.python.outputs.python-path }}"
    assert '"$RK_PYTHON" -m venv "$venv"' in install["run"]
    assert '"$venv/bin/python" -m pip install' in install["run"]
    assert 'PIP_CONSTRAINT="$RK_ACTION_PATH/action-constraints.txt"' in install["run"]
    assert '"$RUNNER_TEMP/rk-action-venv/bin/rk-action"' in steps()[-1]["run"]


def workflow_in_readme(heading: str) -> dict[str, Any]:
    """The YAML block that follows `heading` in the README."""
    after = README[README.index(heading):]
    block = after[after.index("```yaml\n") + 8:]
    return dict(yaml.safe_load(block[:block.index("\n```")]))


def test_readme_documents_every_input_and_output() -> None:
    for name in [*ACTION["inputs"], *ACTION["outputs"]]:
        assert re.search(rf"^\| `{re.escape(name)}` \|", README, re.MULTILINE), name


def test_readme_workflow_gives_each_job_least_privilege_and_deploys_pages() -> None:
    flow = workflow_in_readme("## GitHub Action")
    assert flow["permissions"] == {}
    assert flow["concurrency"]["cancel-in-progress"] is False
    jobs = flow["jobs"]
    push, preview, deploy = jobs["knowledge-base"], jobs["preview"], jobs["deploy"]
    assert push["if"] == "github.event_name == 'push'"
    assert push["permissions"] == {"contents": "write"}
    assert preview["if"] == "github.event_name == 'pull_request'"
    assert preview["permissions"] == {"contents": "read", "pull-requests": "write"}
    assert "anthropic-api-key" not in preview["steps"][1].get("with", {})
    assert deploy["permissions"] == {"pages": "write", "id-token": "write"}
    assert deploy["needs"] == "knowledge-base"
    for job in (push, preview):
        checkout, kb = job["steps"][:2]
        assert checkout["uses"].startswith("actions/checkout@")
        assert checkout["with"]["persist-credentials"] is False
        assert kb["uses"].split("@")[0].endswith("/rk-action")
        assert set(kb.get("with", {})) <= set(ACTION["inputs"])
    assert push["steps"][1]["id"] == "kb"
    upload = push["steps"][2]
    assert upload["uses"].startswith("actions/upload-pages-artifact@")
    assert upload["with"]["path"] == "${{ steps.kb.outputs.site-path }}"
    assert deploy["steps"][0]["uses"].startswith("actions/deploy-pages@")


def workflows() -> dict[str, dict[str, Any]]:
    """Every workflow: the project's own and the README's examples."""
    folder = ROOT / ".github" / "workflows"
    found = {path.name: yaml.safe_load(path.read_text(encoding="utf-8"))
             for path in sorted(folder.glob("*.yml"))}
    for heading in ("## GitHub Action", "### Very large repositories"):
        found[heading] = workflow_in_readme(heading)
    return found


def test_every_job_has_a_time_limit_and_every_action_is_pinned_by_commit() -> None:
    pinned = re.compile(r"^[\w.-]+/[\w.-]+@[0-9a-f]{40}$")
    for name, flow in workflows().items():
        for job_name, job in flow["jobs"].items():
            assert isinstance(job.get("timeout-minutes"), int), (name, job_name)
            for step in job["steps"]:
                uses = step.get("uses", "./")
                assert uses == "./" or pinned.match(uses), (name, job_name, uses)
    for step in steps():
        assert "uses" not in step or pinned.match(step["uses"]), step["uses"]


def test_zizmor_reports_nothing_above_low() -> None:
    """`.ci/zizmor` audits action.yml, the project's workflows and the README's examples."""
    done = subprocess.run(["bash", str(ROOT / ".ci" / "zizmor")], capture_output=True, text=True,
                          env={**os.environ, "PATH": f"{Path(sys.executable).parent}:"
                                                     f"{os.environ['PATH']}"})
    assert done.returncode == 0, done.stdout + done.stderr
    assert "readme-workflow-2.yml" in done.stderr  # both README workflows were audited


def test_action_constraints_pin_every_dependency_within_the_declared_ranges() -> None:
    from importlib.metadata import distribution

    from packaging.requirements import Requirement

    constraints = ROOT / "action-constraints.txt"
    pins: dict[str, str] = {}
    for line in constraints.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            requirement = Requirement(line)
            assert str(requirement.specifier).startswith("=="), line
            if requirement.marker is None or requirement.marker.evaluate():
                pins[canonical(requirement.name)] = str(requirement.specifier)[2:]
    pending, seen = ["rk-action"], set()
    while pending:
        name = pending.pop()
        installed = distribution(name).version
        if name != "rk-action" and installed != pins.get(canonical(name), installed):
            # the metadata read is the installed version's, not the pinned one's
            pytest.skip(f"{name} {installed} is installed, not the {pins[canonical(name)]} "
                        "that action-constraints.txt pins: install with `-c "
                        "action-constraints.txt` (as the Quick start and .ci/run do)")
        for text in distribution(name).requires or []:
            requirement = Requirement(text)
            if requirement.marker is not None and not requirement.marker.evaluate({"extra": ""}):
                continue
            key = canonical(requirement.name)
            assert key in pins, f"{requirement.name} (needed by {name}) is not pinned"
            assert requirement.specifier.contains(pins[key], prereleases=True), (text, pins[key])
            if key not in seen:
                seen.add(key)
                pending.append(requirement.name)


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def test_readme_sharded_workflow_runs_and_the_action_continues_from_it(
        origin: Origin, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    flow = workflow_in_readme("### Very large repositories")
    jobs = flow["jobs"]
    assert jobs["shard"]["strategy"]["matrix"] == "${{ fromJSON(needs.plan.outputs.matrix) }}"
    path = f"{rk_action_on_path(tmp_path / 'bin')}:{os.environ['PATH']}"

    def job_step(job: str, index: int, workspace: Path, extra: dict[str, str]) -> None:
        step = jobs[job]["steps"][index]
        env = {**os.environ, **step_env(tmp_path, workspace), "PATH": path, **extra,
               "RK_HOME": str(tmp_path / f"home-{workspace.name}")}
        context = {"matrix.shard": extra.get("SHARD", "")}
        env.update({name: expand(value, context) for name, value in step.get("env", {}).items()})
        assert "${{" not in step["run"]
        done = bash(step["run"], workspace, env)
        assert done.returncode == 0, done.stderr

    plan_ws = origin.workspace(tmp_path / "plan")
    job_step("plan", -1, plan_ws, {})
    output = (tmp_path / "plan-output").read_text(encoding="utf-8")
    matrix = yaml.safe_load(output.removeprefix("matrix="))
    assert [job["shard"] for job in matrix["include"]] == ["1/4", "2/4", "3/4", "4/4"]
    merge_ws = origin.workspace(tmp_path / "merge")
    partials = tmp_path / "merge-temp" / "partials"
    for number, job in enumerate(matrix["include"]):
        shard_ws = origin.workspace(tmp_path / f"shard{number}")
        job_step("shard", -2, shard_ws, {"SHARD": job["shard"]})
        # what upload-artifact and download-artifact carry from job to job
        shutil.copytree(tmp_path / f"shard{number}-temp" / "partial",
                        partials / f"partial-{number}")
    job_step("merge", -1, merge_ws, {})
    merged = {name: text for name, text in tree_text(tmp_path / "merge-temp" / "kb",
                                                      skip=(".git",)).items()}
    assert git(origin.bare, "rev-list", "--count", BRANCH).strip() == "1"

    # the action takes over: a later push updates the merged knowledge base incrementally
    from tests.workflow import run_step

    sha = origin.push({"lib/more.py": "def more(x):\n    return x\n"})
    result, step = run_step(monkeypatch, capsys, tmp_path, origin.workspace(tmp_path / "ws2"))
    assert result.code == 0, result.err
    assert "full rebuild" not in result.err
    assert git(origin.bare, "rev-list", "--count", BRANCH).strip() == "2"
    # the new doc, and the overviews of lib/ and of the root (whose row of lib/ counts its docs)
    assert step.outputs()["changed-docs"] == "3" and step.outputs()["last-commit"] == sha
    after = git(origin.bare, "show", f"{BRANCH}:polyglot/docs/lib/fnv1a.md")
    assert after == merged["polyglot/docs/lib/fnv1a.md"]
