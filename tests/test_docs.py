"""The README and docs/ say what is so: the files, links, flags, extras, hooks, settings and
names they give exist, and mean what they say."""

from __future__ import annotations

import argparse
import importlib
import re
from pathlib import Path

import pytest

from naqala.cli import main, parser

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


def anchor(heading: str) -> str:
    """A heading's anchor as GitHub makes it."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def headings(doc: Path) -> set[str]:
    """The anchors of a Markdown file's headings (none of another kind of file)."""
    if doc.suffix != ".md":
        return set()
    return {anchor(h) for h in re.findall(r"^#+\s+(.*)$", text_of(doc), re.M)}


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_link_points_at_something_that_exists(doc):
    """Held already: each relative link, and each heading it names, exists."""
    wrong = []
    for link in re.findall(r"\]\(([^)\s]+)\)", text_of(doc)):
        if link.startswith(("http://", "https://", "mailto:")):
            continue
        path, _, heading = link.partition("#")
        target = doc.parent / path if path else doc
        if not target.exists() or heading and heading not in headings(target):
            wrong.append(link)
    assert not wrong, wrong


def test_every_file_of_the_repository_a_doc_names_exists():
    """Held already: `rulesets/...`, `framework/...`, `tools/...` and the like, in backticks,
    name files or folders that exist (a `*` matching at least one)."""
    named = {path.rstrip("/") for doc in DOCS for path in re.findall(
        r"`((?:rulesets|framework|plugins|tools|tests|docs|\.ci)/[^`\s]*)`", text_of(doc))}
    assert len(named) > 40
    assert sorted(path for path in named if not any(ROOT.glob(path))) == []


def commands() -> dict[str, argparse.ArgumentParser]:
    """Each subcommand of `naqala` by name (plugins' ones too)."""
    actions = [a for a in parser()._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(actions[0].choices)


def flags(command: argparse.ArgumentParser) -> set[str]:
    """The flags of a command and of its own subcommands."""
    found = set()
    for action in command._actions:
        found |= set(action.option_strings)
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                found |= flags(sub)
    return found


def test_every_command_line_shown_uses_flags_its_command_has():
    """Held already: `naqala COMMAND ... --flag` in a doc names a flag of that command."""
    known = commands()
    wrong = []
    for doc in DOCS:
        for line in text_of(doc).splitlines():
            for name, rest in re.findall(r"naqala ([a-z-]+)((?: +[^\s#`)]+)*)", line):
                if name in known:
                    wrong += [(doc.name, name, flag) for flag in
                              re.findall(r"(?<!\S)(--?[a-z][a-z-]*)", rest)
                              if flag not in flags(known[name])]
    assert not wrong, wrong


def test_the_readme_has_a_row_for_every_extra():
    """The README says each extra gets a row of its table; `lab` and `ray` had none, while
    `compare`, `bench bots` and `fit-bots` of its tour need `lab`."""
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
        "project"]["optional-dependencies"]
    rows = set(re.findall(r"^\| `([a-z]+)` \|", text_of(README), re.M))
    assert set(extras) <= rows, sorted(set(extras) - rows)


def test_every_setting_naqala_reads_from_the_environment_is_documented():
    """`NAQALA_...` variables the framework and plugins read are told in the README or
    docs/ (`NAQALA_PLUGINS` was told in decisions.md alone)."""
    read = {name for folder in ("framework", "plugins")
            for path in (ROOT / folder).rglob("*.py")
            for name in re.findall(r"NAQALA_[A-Z_]+", path.read_text(encoding="utf-8"))}
    told = {name for doc in DOCS for name in re.findall(r"NAQALA_[A-Z_]+", text_of(doc))}
    assert read <= told, sorted(read - told)


def test_every_hook_is_documented():
    """Each hook of `naqala/hookspecs.py` is named in the docs (`naqala_front_ends` was not)."""
    from naqala import hookspecs
    hooks = {n for n in vars(hookspecs) if n.startswith("naqala_")}
    told = "".join(text_of(doc) for doc in DOCS)
    assert {h for h in hooks if f"`{h}" not in told} == set()


# names in backticks that are no Python name: an editor's setting
NOT_PYTHON = {"naqala.language"}


def resolves(name: str) -> bool:
    """Whether a dotted name is a module of naqala or an attribute of one."""
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for part in parts[cut:]:
            if not hasattr(found, part):
                return False
            found = getattr(found, part)
        return True
    return False


def test_every_dotted_name_of_naqala_exists():
    """`naqala.x.y` in a doc is a module or an attribute (`naqala.cli.play_bots` was gone)."""
    names = {name for doc in DOCS for name in
             re.findall(r"`((?:naqala|naqala_[a-z]+)(?:\.[A-Za-z_]\w*)+)", text_of(doc))}
    assert sorted(n for n in names - NOT_PYTHON if not resolves(n)) == []


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
    assert "no front end 'mien' (did you mean 'mine'?); front ends: " in capsys.readouterr().err
    assert main(["play", "--front-end", "", "--humans", "0"]) == 1  # as `--bot ''` is
    assert "no front end ''; front ends: " in capsys.readouterr().err
    with pytest.raises(SystemExit) as refused:  # --plain is the front end `plain`
        main(["play", "--front-end", "mine", "--plain"])
    assert refused.value.code == 2


def test_a_plugin_name_no_plugin_has_in_naqala_plugins_is_said(monkeypatch, capsys):
    """`NAQALA_PLUGINS=five_tribes,terminl` loaded no front end without a word, and a game
    then failed for want of a front end or a bot; the name no plugin has is now said."""
    from naqala import plugins
    monkeypatch.setenv("NAQALA_PLUGINS", "five_tribes,terminl")
    plugins.manager.cache_clear()
    plugins._reported.clear()
    try:
        assert plugins.manager().get_plugin("five_tribes") is not None
        err = capsys.readouterr().err
    finally:
        monkeypatch.delenv("NAQALA_PLUGINS")
        plugins.manager.cache_clear()
        plugins._reported.clear()
    assert "NAQALA_PLUGINS names 'terminl', which no installed plugin is" in err, err
    assert "terminal" in err and "five_tribes'" not in err


def test_the_readme_names_every_bot_naqala_ships():
    """`mcts-easy` and `mcts-hard` could be played but were named in docs/bots.md alone."""
    from naqala_bots import naqala_bots
    told = set(re.findall(r"`(?:--bot )?([a-z-]+)`", text_of(README)))
    assert set(naqala_bots()) <= told, sorted(set(naqala_bots()) - told)


def spelt(key: str) -> str:
    """A key as the README writes it: `ctrl+z` is Ctrl+Z, `f1` F1, `space` Space."""
    if key.startswith("ctrl+"):
        return "Ctrl+" + key[5:].upper()
    return {"plus": "+", "minus": "-", "space": "Space"}.get(key, key.upper())


def test_the_readme_names_every_key_of_the_full_screen_game():
    """Ctrl+Z, Ctrl+S and Ctrl+Q worked but were named nowhere a player reads before playing
    (`p`, a second key for Space, aside)."""
    from naqala_terminal.tui import NaqalaApp
    keys = {spelt(b.key) for b in NaqalaApp.BINDINGS} - {"P"}
    readme = text_of(README)
    assert sorted(key for key in keys if key not in readme) == []
