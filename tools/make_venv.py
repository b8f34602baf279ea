"""Set up naqala in a virtual environment `.venv` beside this repository, with only python3.

    python3 tools/make_venv.py          # naqala and its dependencies
    python3 tools/make_venv.py test     # the same, with the test tools

Debian's own Python refuses `pip install` outside a virtual environment, and a fresh Debian
may lack `ensurepip` (the python3-venv package) and pip itself. This script needs neither:
without ensurepip it creates the environment without pip and brings pip in from PyPI as a
wheel, which runs as is. No system change, no root. Running it again reuses `.venv`.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import urllib.request
import venv
from pathlib import Path
from urllib.parse import urljoin

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"
PIP_INDEX = "https://pypi.org/pypi/pip/json"


def has_ensurepip() -> bool:
    try:
        import ensurepip  # noqa: F401
    except ImportError:
        return False
    return True


def python() -> Path:
    return VENV / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def has_pip() -> bool:
    return python().exists() and subprocess.run(
        [python(), "-m", "pip", "--version"], capture_output=True).returncode == 0


def bring_pip() -> None:
    """pip into the environment from its wheel on PyPI (a pip wheel can run itself)."""
    with urllib.request.urlopen(PIP_INDEX, timeout=60) as answer:
        files, base = json.load(answer)["urls"], answer.geturl()
    wheel = next(f for f in files if f["filename"].endswith(".whl"))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / wheel["filename"]
        with urllib.request.urlopen(urljoin(base, wheel["url"]), timeout=120) as answer:
            path.write_bytes(answer.read())
        subprocess.run([python(), f"{path}/pip", "install", "--quiet", str(path)], check=True)


def main(argv: list[str]) -> int:
    extra = "[test]" if argv[:1] == ["test"] else ""
    if not has_pip():
        with_pip = has_ensurepip()
        print(f"naqala: creating {VENV}" + ("" if with_pip else " (pip from PyPI)"))
        venv.EnvBuilder(with_pip=with_pip, clear=python().exists()).create(VENV)
        if not with_pip:
            bring_pip()
    print(f"naqala: installing naqala{extra} into {VENV}")
    subprocess.run([python(), "-m", "pip", "install", "--quiet", f"{ROOT}{extra}"], check=True)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except (OSError, subprocess.CalledProcessError) as err:
        sys.exit(f"naqala: set-up failed: {err}")
