"""Save files: every field required and checked, the ruleset by id, mismatches explained."""

from __future__ import annotations

import json
import os
import shutil
import stat
from pathlib import Path

import pytest
from helpers import RULESETS

from naqala import NaqalaError
from naqala.cli import main
from naqala.game import Game
from naqala.savefile import SAVE_FORMAT


def save_of(ruleset: str, choices: int) -> dict:
    """The save data of a two-player game (seed 11) after `choices` last options."""
    game = Game(ruleset, 2, 11)
    for _ in range(choices):
        game.apply(game.decision.options[-1].id)
    return game.save_data()


@pytest.fixture(scope="module")
def saved():
    return save_of("five_tribes", 12)


def replay(tmp_path, capsys, data, *extra) -> tuple[int, str, str]:
    path = tmp_path / "save.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    code = main(["replay", str(path), *extra])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_a_good_save_replays(tmp_path, capsys, saved):
    code, out, _ = replay(tmp_path, capsys, saved)
    assert code == 0 and "12 choices replayed" in out


@pytest.mark.parametrize("key", ["format", "hash", "digest", "ruleset", "players", "seed",
                                 "choices"])
def test_every_field_is_required(tmp_path, capsys, saved, key):
    data = {k: v for k, v in saved.items() if k != key}
    code, _, err = replay(tmp_path, capsys, data)
    assert code == 1 and (f"'{key}' is missing" in err or "'format' is None" in err), err


@pytest.mark.parametrize("key, value, says", [
    ("seed", True, "'seed' is not a whole number"),
    ("seed", 1 << 65, "larger than 64 bits"),
    ("seed", 1 << 80, "a number of 25 digits"),
    ("players", "2", "'players' is not a whole number"),
    ("players", 0, "not a player count"),
    ("players", 7, "save.json: a game of 7 players, but five_tribes is played by 2, 3, 4"),
    ("choices", "abc", "'choices' is not a list"),
    ("choices", [1, 2], "choice 1 is not an option id"),
    ("hash", 5, "'hash' is not a string"),
    ("format", "naqala-save/1", "a naqala-save/1 file: a seed gives another game"),
    ("format", "something", "not a naqala save file"),
    ("ruleset", "../../etc", "must be a ruleset id"),
    ("ruleset", "/tmp/anywhere", "must be a ruleset id"),
    ("ruleset", "no_such_ruleset", "is not installed"),
    ("hash", "0" * 64, "content hash"),
    ("digest", "0" * 16, "does not reach the saved state"),
    ("hash", "0" * 64 + "x", "'hash' is not 64 hexadecimal digits"),
    ("digest", "0" * 16 + "x", "'digest' is not 16 hexadecimal digits"),
    ("settings", ["hidden_gold"], "'settings' is not an object of option names and values"),
    ("settings", {"hidden_gold": "no"}, "content hash"),
    ("settings", {"no_such_option": "no"}, "no option 'no_such_option'"),
    ("setings", {"hidden_gold": "no"}, "unknown key 'setings' (did you mean 'settings'?)"),
    ("note", "a comment", "unknown key 'note'; a save file holds format, ruleset, version"),
])
def test_a_bad_field_is_refused_in_one_line(tmp_path, capsys, saved, key, value, says):
    code, _, err = replay(tmp_path, capsys, {**saved, key: value})
    assert code == 1 and says in err and len(err.strip().splitlines()) == 1, err


def test_a_saves_choice_and_version_are_shown_escaped(tmp_path, capsys, saved):
    """A choice that cannot be replayed, or a version that differs, is shown as every value
    a file gives is (`errors.quoted`): written as they were, the control characters of a
    shared save file reached the terminal (clearing the screen, colouring what followed)."""
    choices = [*saved["choices"][:3], "\x1b[2J\x1b[31mgone"]
    code, _, err = replay(tmp_path, capsys, {**saved, "choices": choices})
    assert code == 1 and "\x1b" not in err
    assert "choice 4 ('\\x1b[2J\\x1b[31mgone') cannot be replayed" in err
    code, _, err = replay(tmp_path, capsys, {**saved, "version": "\x1b[2J9", "hash": "0" * 64})
    assert code == 1 and "\x1b" not in err and "version 1.0.0, saved '\\x1b[2J9';" in err


@pytest.mark.parametrize("extra", [(), ("--ruleset", "five_tribes:hidden_gold=no")])
def test_a_saves_settings_with_control_characters_are_refused_escaped(tmp_path, capsys, saved,
                                                                      extra):
    """A setting's value is an option's value as text: one with control characters was
    written to the terminal as it was, when the ruleset was named with other settings
    (`saved hidden_gold=` and an escape sequence that cleared the screen)."""
    settings = {"hidden_gold": "no\x1b[2J"}
    code, _, err = replay(tmp_path, capsys, {**saved, "settings": settings}, *extra)
    assert code == 1 and "\x1b" not in err, err
    assert "'settings' is not an object of option names and values" in err


def test_settings_the_ruleset_refuses_are_named_with_the_save_file(tmp_path, capsys, saved):
    """A save's setting that its ruleset does not have was said as a fault of the ruleset
    (`naqala: five_tribes: no option 'x'`), without the file that asked for it."""
    code, _, err = replay(tmp_path, capsys, {**saved, "settings": {"no_such_option": "no"}})
    assert code == 1 and err.startswith(f"naqala: {tmp_path / 'save.json'}: 'settings': "
                                        "five_tribes: no option 'no_such_option'"), err


def test_another_ruleset_is_not_said_to_be_the_saved_one_with_its_files_changed(tmp_path,
                                                                               capsys, saved):
    """`replay SAVE --ruleset short_game` of a five_tribes save added "content hash ...: its
    files changed" to the ids that differ: nothing changed, it is another ruleset."""
    code, _, err = replay(tmp_path, capsys, saved, "--ruleset", "short_game")
    assert code == 1 and err.strip().endswith("(id 'short_game', saved 'five_tribes')"), err


def test_a_save_cut_in_half_is_refused(tmp_path, capsys, saved):
    text = json.dumps(saved)
    code, _, err = replay(tmp_path, capsys, text[:len(text) // 2])
    assert code == 1 and "invalid JSON" in err
    code, _, err = replay(tmp_path, capsys, {**saved, "choices": saved["choices"][:6]})
    assert code == 1 and "does not reach the saved state" in err


def test_a_key_given_twice_is_refused(tmp_path, capsys, saved):
    """JSON keeps the last of two values of one key, so a hand-edited save whose edit was
    written above an older line replayed with the older one, or was blamed on its digest."""
    text = json.dumps(saved)[:-1] + ', "choices": []}'
    code, _, err = replay(tmp_path, capsys, text)
    assert code == 1 and err.strip().endswith("the key 'choices' is given twice in one object"), err
    text = json.dumps(saved)[:-1] + f', "version": {json.dumps(saved["version"])}}}'
    code, _, err = replay(tmp_path, capsys, text)
    assert code == 1 and "'version' is given twice" in err and len(err.splitlines()) == 1


def test_a_ruleset_folder_is_used_only_when_named_and_must_match(tmp_path, capsys, saved):
    folder = shutil.copytree(RULESETS / "five_tribes", tmp_path / "copy" / "five_tribes")
    code, out, _ = replay(tmp_path, capsys, saved, "--ruleset", str(folder))
    assert code == 0, out
    scoring = folder / "scoring.yaml"
    scoring.write_text(scoring.read_text() + "\n# changed\n")
    code, _, err = replay(tmp_path, capsys, saved, "--ruleset", str(folder))
    assert code == 1 and "not the ruleset this game was saved with" in err
    assert "its files changed" in err


def test_play_load_honours_ruleset(tmp_path, capsys, saved):
    path = tmp_path / "save.json"
    path.write_text(json.dumps(saved))
    code = main(["play", "--bot", "random", "--load", str(path), "--ruleset",
                 str(RULESETS / "open_gold"),
                 "--humans", "0"])
    err = capsys.readouterr().err
    assert code == 1 and "id 'open_gold', saved 'five_tribes'" in err


def test_play_resume_honours_ruleset(tmp_path, capsys, monkeypatch):
    """A game begun on a ruleset folder that is not installed is resumed with the folder
    named, as the refusal without it says: `--ruleset` was ignored with `--resume`."""
    folder = shutil.copytree(RULESETS / "five_tribes", tmp_path / "mine")
    manifest = folder / "manifest.yaml"
    manifest.write_text(manifest.read_text().replace("id: five_tribes", "id: mine"))
    game = Game(str(folder), 2, 11)
    game.apply(game.decision.options[-1].id)
    game.save(tmp_path / "auto.json")
    monkeypatch.setenv("NAQALA_AUTOSAVE", str(tmp_path / "auto.json"))
    assert main(["play", "--bot", "random", "--resume", "--humans", "0", "--plain"]) == 1
    assert "ruleset 'mine' is not installed; to use a ruleset folder, name it with " \
        "--ruleset PATH" in capsys.readouterr().err
    assert main(["play", "--bot", "random", "--resume", "--humans", "0", "--plain", "--ruleset",
                 str(folder)]) == 0
    assert "Winner(s)" in capsys.readouterr().out


def test_a_game_on_a_folder_loads_its_own_saves_at_the_table(tmp_path):
    """`save` then `load` in a game begun on a ruleset folder that is not installed: the
    load was refused, saying to name the folder with --ruleset, which a table cannot."""
    from naqala_terminal.session import Session
    folder = shutil.copytree(RULESETS / "five_tribes", tmp_path / "mine")
    manifest = folder / "manifest.yaml"
    manifest.write_text(manifest.read_text().replace("id: five_tribes", "id: mine"))
    session = Session(Game(str(folder), 2, 11), {})
    session.command("1")
    session.command(f"save {tmp_path / 'a.json'}")
    session.command("1")
    assert session.command(f"load {tmp_path / 'a.json'}").error  # a choice in no file: asked
    reply = session.command(f"load {tmp_path / 'a.json'}")
    assert not reply.error, reply.message
    assert len(session.game.history) == 1 and session.game.rs.id == "mine"
    other = Session(Game("five_tribes", 2, 11), {})  # an installed ruleset's save still loads
    other.command(f"save {tmp_path / 'b.json'}")
    assert not session.command(f"load {tmp_path / 'b.json'}").error
    assert session.game.rs.id == "five_tribes"


def test_saves_are_written_in_the_current_format(saved):
    assert saved["format"] == SAVE_FORMAT == "naqala-save/3"
    assert {"hash", "digest", "version"} <= set(saved)


def test_a_game_of_a_ruleset_with_settings_saves_them_and_replays(tmp_path, capsys):
    """`load_ruleset(name, settings=...)` gives another ruleset: its save says so, and
    replays on it (docs/bots.md, "Settings in studies")."""
    import naqala
    game = Game(naqala.load_ruleset("five_tribes", settings={"hidden_gold": False}), 2, 11)
    for _ in range(6):
        game.apply(game.decision.options[-1].id)
    data = game.save_data()
    assert data["settings"] == {"hidden_gold": "no"}
    assert "settings" not in Game("five_tribes", 2, 11).save_data()
    code, out, err = replay(tmp_path, capsys, data)
    assert code == 0 and "6 choices replayed" in out, err
    game.save(tmp_path / "again.json")
    assert Game.load(tmp_path / "again.json").state.to_json() == game.state.to_json()


@pytest.fixture(scope="module")
def saved_with_settings():
    return save_of("five_tribes:hidden_gold=no", 6)


def test_the_ruleset_named_with_its_settings_replays_a_save_of_them(tmp_path, capsys,
                                                                    saved_with_settings):
    """`play --load SAVE --ruleset NAME:option=value`, as the game was begun, was refused
    in the words of the Python API ("given apart from it (settings=)")."""
    code, out, err = replay(tmp_path, capsys, saved_with_settings, "--ruleset",
                            "five_tribes:hidden_gold=no")
    assert code == 0 and "6 choices replayed" in out, err


@pytest.mark.parametrize("data, ruleset, says", [
    ("settings", "five_tribes:hidden_gold=yes", "settings hidden_gold=yes, saved hidden_gold=no"),
    ("settings", "five_tribes", None),  # the save's own settings
    ("plain", "five_tribes:hidden_gold=no", "settings hidden_gold=no, saved none"),
])
def test_other_settings_are_named_not_taken_for_changed_files(tmp_path, capsys, saved,
                                                              saved_with_settings, data,
                                                              ruleset, says):
    """A ruleset named with other settings than the save's was said to have changed files."""
    save = saved_with_settings if data == "settings" else saved
    code, out, err = replay(tmp_path, capsys, save, "--ruleset", ruleset)
    if says is None:
        assert code == 0, err
        return
    assert code == 1 and err.strip() == (f"naqala: {tmp_path / 'save.json'}: not the ruleset "
                                         f"this game was saved with ({says})")


def test_a_pipe_is_refused_unread(tmp_path, capsys):
    """A named pipe would block a reader for ever; it is refused before it is opened."""
    import os
    pipe = tmp_path / "save.json"
    os.mkfifo(pipe)
    assert main(["replay", str(pipe)]) == 1
    assert capsys.readouterr().err.strip() == \
        f"naqala: {pipe}: not a regular file (a pipe or a device is never read)"


def test_a_save_goes_through_a_link_and_never_replaces_a_pipe_or_a_folder(tmp_path):
    """A save is written beside its target and renamed over it: the rename once replaced a
    link, a pipe or a device (a copy of /dev/full became a save file)."""
    game = Game("five_tribes", 2, 11)
    real, link = tmp_path / "real.json", tmp_path / "link.json"
    real.write_text("{}")
    link.symlink_to(real)
    game.save(link)
    assert link.is_symlink() and json.loads(real.read_text())["seed"] == 11
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    for target in (pipe, tmp_path):
        with pytest.raises(NaqalaError, match="cannot save: not a regular file"):
            game.save(target)
    assert stat.S_ISFIFO(pipe.stat().st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.json", "pipe", "real.json"]


def test_a_save_keeps_its_files_permissions_and_a_read_only_one_is_kept(tmp_path):
    """A save is a new file renamed over the old: a save made private (`chmod 600`, its seed
    tells the deal) became readable by all at the next save, and one made read-only was
    replaced all the same."""
    game = Game("five_tribes", 2, 11)
    path = tmp_path / "g.json"
    game.save(path)
    path.chmod(0o600)
    game.apply(game.decision.options[0].id)
    game.save(path)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600 and json.loads(path.read_text())["choices"]
    path.chmod(0o444)
    game.apply(game.decision.options[0].id)
    with pytest.raises(NaqalaError, match="cannot save: the file is read-only"):
        game.save(path)
    assert len(json.loads(path.read_text())["choices"]) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.json"]


def test_a_save_never_writes_through_a_file_beside_it(tmp_path):
    """The temporary file had a fixed name, the target's with `.tmp`: `save g.json` wrote
    over (and then removed) a player's own `g.json.tmp`, or wrote through one that was a link
    into the file it named. The temporary file is always a new one."""
    game = Game("five_tribes", 2, 11)
    mine, elsewhere = tmp_path / "g.json.tmp", tmp_path / "elsewhere.txt"
    mine.write_text("my notes")
    game.save(tmp_path / "g.json")
    elsewhere.write_text("kept")
    (tmp_path / "h.json.tmp").symlink_to(elsewhere)
    game.save(tmp_path / "h.json")
    assert mine.read_text() == "my notes" and elsewhere.read_text() == "kept"
    assert not (tmp_path / "h.json").is_symlink()
    assert Game.load(tmp_path / "g.json").seed == Game.load(tmp_path / "h.json").seed == 11
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "elsewhere.txt", "g.json", "g.json.tmp", "h.json", "h.json.tmp"]


SAID_FALSE = Path(__file__).parent / "corpus" / "settings_said_false_save.json"


def test_a_save_whose_settings_were_said_otherwise_still_replays(tmp_path, capsys):
    """Saves written before settings were made canonical kept a value as said (`false`)
    and hashed it so (this file was saved then); they still load and replay, and the game
    goes on under the setting it means."""
    game = Game.load(SAID_FALSE)
    assert game.rs.raw.chosen == {"hidden_gold": "no"} and len(game.history) == 6
    code, out, err = replay(tmp_path, capsys, json.loads(SAID_FALSE.read_text()))
    assert code == 0 and "6 choices replayed" in out, err


@pytest.mark.parametrize("typed", ["~/.naqala/autosave.json", "~"])
def test_an_empty_home_names_no_folder(monkeypatch, typed):
    """With HOME set but empty, `~` became the root folder: the autosave went to
    /.naqala (made there as root). `~` then names no folder, and says so."""
    from naqala.errors import StateError
    from naqala.jsonfile import user_path
    monkeypatch.setenv("HOME", "")
    with pytest.raises(StateError) as err:
        user_path(typed)
    assert str(err.value) == f"{typed}: not a usable file name (HOME is empty, so ~ names " \
                             "no folder)"
    monkeypatch.setenv("HOME", "/home/someone")
    assert str(user_path(typed)).startswith("/home/someone")
