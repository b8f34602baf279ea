"""The README and docs/ say what is so: the files, links, flags, extras, hooks, settings and
names they give exist, and mean what they say."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from naqala.cli import main

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
# decisions.md is the record of how things came to be, and names what was so then
DOCS = [README, *sorted(p for p in (ROOT / "docs").rglob("*.md") if p.name != "decisions.md")]


def text_of(doc: Path) -> str:
    return doc.read_text(encoding="utf-8")


def test_the_readme_has_a_row_for_every_extra():
    """The README says each extra gets a row of its table; `lab` and `ray` had none, while
    `compare`, `bench bots` and `fit-bots` of its tour need `lab`."""
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
        "project"]["optional-dependencies"]
    rows = set(re.findall(r"^\| `([a-z]+)` \|", text_of(README), re.M))
    assert set(extras) <= rows, sorted(set(extras) - rows)


@pytest.mark.parametrize("argv, command", [
    (["bench", "bots", "--games", "1", "--workers", "1"], "naqala bench bots"),
    (["compare", "five_tribes", "short_game", "--games", "1", "--workers", "1"],
     "naqala compare")])
def test_a_lab_command_without_scipy_names_itself_and_the_extra(argv, command, monkeypatch,
                                                                 capsys):
    """Without the lab extra, `bench bots` said that `naqala compare` needs scipy."""
    from naqala.lab import stats
    monkeypatch.setattr(stats, "stats", None)
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert f"{command} needs" in err and "pip install 'naqala[lab]'" in err, err


def test_every_hook_is_documented():
    """Each hook of `naqala/hookspecs.py` is named in the docs (`naqala_front_ends` was not)."""
    from naqala import hookspecs
    hooks = {n for n in vars(hookspecs) if n.startswith("naqala_")}
    told = "".join(text_of(doc) for doc in DOCS)
    assert {h for h in hooks if f"`{h}" not in told} == set()


def test_play_runs_a_front_end_a_plugin_registers(manager, capsys):
    """The README says front ends plug in through hooks: `naqala play --front-end NAME` runs
    one that a plugin registers with `naqala_front_ends` (`play` ran `terminal` or `plain`
    only, so a front end of a plugin could not be played)."""
    from naqala.hookspecs import hookimpl
    called = []

    class Mine:
        @hookimpl
        def naqala_front_ends(self):
            return {"mine": lambda game, seats, args: called.append((game.players, seats)) or 0}

    manager.register(Mine(), name="mine")
    assert main(["play", "--front-end", "mine", "--humans", "0", "--players", "2"]) == 0
    assert [(players, sorted(seats)) for players, seats in called] == [(2, [0, 1])]
    assert main(["play", "--front-end", "mien", "--humans", "0"]) == 1
    assert "no front end 'mien'" in capsys.readouterr().err
    with pytest.raises(SystemExit) as refused:  # --plain is the front end `plain`
        main(["play", "--front-end", "mine", "--plain"])
    assert refused.value.code == 2
