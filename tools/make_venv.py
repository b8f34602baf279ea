"""Set up naqala in a virtual environment `.venv` beside this repository, with only python3.

    python3 tools/make_venv.py          # naqala and its dependencies
    python3 tools/make_venv.py test     # the same, with the test tools

Debian's own Python refuses `pip install` outside a virtual environment, and a fresh Debian
may lack `ensurepip` (the python3-venv package) and pip itself. Without ensurepip this script
creates the environment without pip and brings pip's wheel (which runs as is) from the
package index named by PIP_INDEX_URL or pip's configuration. No system change, no root.
Running it again reuses `.venv`.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
import urllib.request
import venv
from pathlib import Path
from urllib.parse import urljoin

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"


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


def package_index() -> str:
    """The package index pip would use here: PIP_INDEX_URL, else pip's configuration files."""
    import configparser
    import os
    if os.environ.get("PIP_INDEX_URL"):
        return os.environ["PIP_INDEX_URL"]
    config = configparser.ConfigParser()
    config.read([os.environ.get("PIP_CONFIG_FILE", ""), "/etc/pip.conf",
                 "/etc/xdg/pip/pip.conf", Path.home() / ".config/pip/pip.conf",
                 Path.home() / ".pip/pip.conf"])
    index = config.get("global", "index-url", fallback="")
    if not index:
        raise OSError("this Python has no pip and no ensurepip: install python3-venv, or set "
                      "PIP_INDEX_URL to your package index, and run this again")
    return index


def bring_pip() -> None:
    """pip into the environment from its wheel in the package index (a wheel runs itself)."""
    page = urljoin(package_index().rstrip("/") + "/", "pip/")
    with urllib.request.urlopen(page, timeout=60) as answer:
        links = re.findall(r'href="([^"]+\.whl)[^"]*"', answer.read().decode())
    if not links:
        raise OSError(f"no pip wheel listed at {page}")
    link = urljoin(page, links[-1])
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / link.rsplit("/", 1)[-1]
        with urllib.request.urlopen(link, timeout=120) as answer:
            path.write_bytes(answer.read())
        subprocess.run([python(), f"{path}/pip", "install", "--quiet", str(path)], check=True)


def main(argv: list[str]) -> int:
    extra = "[test]" if argv[:1] == ["test"] else ""
    if not has_pip():
        with_pip = has_ensurepip()
        print(f"naqala: creating {VENV}" + ("" if with_pip else " (pip from the package index)"))
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
