"""The built package: the wheel holds every file the code reads at run time, the source
distribution is a complete source release, and the metadata says what docs/decisions.md
promises (one version, the licence, the entry points)."""

from __future__ import annotations

import subprocess
import sys
import tarfile
import zipfile
from email.parser import Parser
from pathlib import Path

import pytest

import naqala

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def files_under(folder: Path) -> set[Path]:
    """Every file below a source folder (relative to it), without bytecode caches."""
    return {p.relative_to(folder) for p in folder.rglob("*")
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"}


def top_packages() -> dict[str, Path]:
    """Import name -> source folder of each top-level package named in pyproject.toml."""
    dirs = PYPROJECT["tool"]["setuptools"]["package-dir"]
    return {name: ROOT / path for name, path in dirs.items() if "." not in name}


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    """The sdist and the wheel, built once for this module the way a release is built
    (the wheel from the unpacked sdist), with the build backend of this environment."""
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run([sys.executable, "-m", "build", "--no-isolation", "--outdir",
                           str(out), str(ROOT)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return out


@pytest.fixture(scope="module")
def wheel(dist) -> zipfile.ZipFile:
    (path,) = dist.glob("naqala-*.whl")
    with zipfile.ZipFile(path) as whl:
        yield whl


def test_wheel_holds_every_file_of_every_package(wheel):
    """Rulesets (YAML, text packs, READMEs), the framework's text packs, the grammar and
    every module: whatever lies in a package folder must be in the wheel, and nothing else."""
    expected = {f"{name}/{rel.as_posix()}" for name, folder in top_packages().items()
                for rel in files_under(folder)}
    shipped = {n for n in wheel.namelist()
               if not n.endswith("/") and ".dist-info/" not in n}
    missing, extra = sorted(expected - shipped), sorted(shipped - expected)
    assert not missing, f"in a package folder but not in the wheel: {missing}"
    assert not extra, f"in the wheel but in no package folder: {extra}"


def test_wheel_holds_the_run_time_data_the_code_reads(wheel):
    """The files the code opens, found in the source tree rather than through the package
    list of pyproject.toml: each ruleset's YAML and text packs (and the README and the
    bots' weights that go with it), the framework's text packs and the grammar. No file of
    docs/ is read at run time."""
    names = set(wheel.namelist())
    rulesets = [p.parent.name for p in (ROOT / "rulesets").glob("*/manifest.yaml")]
    assert "five_tribes" in rulesets
    for ruleset in rulesets:
        folder = ROOT / "rulesets" / ruleset
        data = [p for pattern in ("**/*.yaml", "**/*.ftl", "README.md", "bot_weights.json")
                for p in folder.glob(pattern)]
        assert data
        for path in data:
            assert f"naqala_rulesets/{path.relative_to(ROOT / 'rulesets').as_posix()}" in names
    framework = ROOT / "framework"
    packs = list((framework / "naqala" / "text" / "locales").glob("*/*.ftl"))
    grammar = list((framework / "naqala" / "dsl").glob("*.lark"))
    assert len(packs) >= 4 and grammar
    for path in packs + grammar:
        assert path.relative_to(framework).as_posix() in names


def test_wheel_metadata_version_licence_and_entry_points(wheel):
    info = f"naqala-{naqala.__version__}.dist-info"
    meta = Parser().parsestr(wheel.read(f"{info}/METADATA").decode("utf-8"))
    assert meta["Version"] == naqala.__version__
    assert meta["License-Expression"] == PYPROJECT["project"]["license"]
    assert meta.get_all("License-File") == ["LICENSE"]
    assert wheel.read(f"{info}/licenses/LICENSE") == (ROOT / "LICENSE").read_bytes()
    assert meta["Requires-Python"] == PYPROJECT["project"]["requires-python"]
    entry_points = wheel.read(f"{info}/entry_points.txt").decode("utf-8")
    assert "naqala = naqala.cli:main" in entry_points
    for name, module in PYPROJECT["project"]["entry-points"]["naqala"].items():
        assert f"{name} = {module}" in entry_points


def test_sdist_is_a_complete_source_release(dist):
    """Package sources, docs, tests and tools, licence, changelog: enough to rebuild and to
    test."""
    (path,) = dist.glob("naqala-*.tar.gz")
    prefix = path.name.removesuffix(".tar.gz")
    with tarfile.open(path) as sdist:
        names = {n.removeprefix(prefix + "/") for n in sdist.getnames()}
    folders = [*top_packages().values(), ROOT / "docs", ROOT / "tests", ROOT / "tools"]
    expected = {(folder / rel).relative_to(ROOT).as_posix()
                for folder in folders for rel in files_under(folder)}
    expected |= {"LICENSE", "README.md", "CHANGELOG.md", "pyproject.toml", "MANIFEST.in"}
    missing = sorted(expected - names)
    assert not missing, f"not in the source distribution: {missing}"
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]


def test_python_dash_m_naqala_works_like_naqala(tmp_path):
    run = [sys.executable, "-m", "naqala"]
    shown = subprocess.run(run + ["--help"], capture_output=True, text=True, cwd=tmp_path)
    assert shown.returncode == 0
    assert shown.stdout.startswith("usage: naqala ")
    checked = subprocess.run(run + ["check", "five_tribes"], capture_output=True, text=True,
                             cwd=tmp_path)
    assert checked.returncode == 0 and checked.stdout.startswith("ok: five_tribes ")
    wrong = subprocess.run(run + ["check", "no_such_ruleset"], capture_output=True, text=True,
                           cwd=tmp_path)
    assert wrong.returncode == 1 and "no ruleset 'no_such_ruleset'" in wrong.stdout
