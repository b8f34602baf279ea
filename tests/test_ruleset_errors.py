"""Broken rulesets: every problem is a RulesetError naming file, line, column, code and cause.

Each test copies rulesets/five_tribes (or writes a small overlay beside it), breaks one thing
and checks the exact report. Expected lines are found in the edited text, so the tests keep
working when the base YAML moves around.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from naqala.errors import Problem, RulesetError, quoted
from naqala.ruleset import load
from naqala.ruleset.files import MOST_CHARACTERS
from naqala.ruleset.loader import MOST_EXTENDS

RULESETS = Path(__file__).resolve().parent.parent / "rulesets"


class Broken:
    """A copy of five_tribes under tmp_path, plus helpers to break it and load it."""

    def __init__(self, tmp_path: Path):
        self.root = tmp_path
        self.base = Path(shutil.copytree(RULESETS / "five_tribes", tmp_path / "five_tribes"))

    def edit(self, name: str, old: str, new: str) -> Broken:
        file = self.base / name
        text = file.read_text(encoding="utf-8")
        assert text.count(old) >= 1, f"{old!r} not in {name}"
        file.write_text(text.replace(old, new, 1), encoding="utf-8")
        return self

    def write(self, relpath: str, text: str | bytes) -> Path:
        file = self.root / relpath
        file.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(text, bytes):
            file.write_bytes(text)
        else:
            file.write_text(text, encoding="utf-8")
        return file

    def where(self, relpath: str, text: str, after: str = "") -> tuple[str, int, int]:
        """(file, line, column) of the first `text` (on a line at or after one with `after`)."""
        file = self.root / relpath
        lines = file.read_text(encoding="utf-8").splitlines()
        start = next(i for i, line in enumerate(lines) if after in line)
        for number in range(start, len(lines)):
            col = lines[number].find(text)
            if col >= 0:
                return str(file), number + 1, col + 1
        raise AssertionError(f"{text!r} not in {relpath}")

    def problems(self, target: str | Path = "five_tribes") -> list[Problem]:
        with pytest.raises(RulesetError) as info:
            load(self.root / target, folders=[RULESETS])
        err = info.value
        assert err.problems, "a RulesetError without problems"
        assert str(err) == "\n".join(str(p) for p in err.problems)
        return err.problems

    def only(self, target: str | Path = "five_tribes") -> Problem:
        found = self.problems(target)
        assert len(found) == 1, "\n".join(map(str, found))
        return found[0]


@pytest.fixture
def broken(tmp_path) -> Broken:
    return Broken(tmp_path)


def check(problem: Problem, where: tuple[str, int, int], code: str, message: str) -> None:
    assert (problem.file, problem.line, problem.col) == where, str(problem)
    assert (problem.code, problem.message) == (code, message), str(problem)
    assert str(problem) == f"{where[0]}:{where[1]}:{where[2]}: {code} {message}"


OVERLAY = "id: {id}\nversion: 1.0.0\nextends: {parent}\n"


# Structure: keys, types, required fields, duplicates.

def test_unknown_key_with_did_you_mean(broken):
    broken.edit("tiles.yaml", "    values: 6, 6, 6, 6, 10", "    vlaues: 6, 6, 6, 6, 10")
    check(broken.only(), broken.where("five_tribes/tiles.yaml", "vlaues"),
          "R103", "unknown key 'vlaues' (did you mean 'values'?)")


def test_unknown_section(broken):
    broken.edit("tribes.yaml", "pieces:", "peices:")
    check(broken.only(), broken.where("five_tribes/tribes.yaml", "peices"),
          "R103", "unknown key 'peices' (did you mean 'pieces'?)")


def test_wrong_type(broken):
    broken.edit("tribes.yaml", "count: 16", "count: sixteen")
    check(broken.only(), broken.where("five_tribes/tribes.yaml", "sixteen"),
          "R107", "wrong type: expecting an integer, got 'sixteen'")


def test_wrong_type_in_a_comma_separated_list(broken):
    broken.edit("components.yaml", "costs: 0, 0, 0, 1, 3,", "costs: 0, 0, 0, one, 3,")
    check(broken.only(), broken.where("five_tribes/components.yaml", "one,"),
          "R107", "wrong type: expecting an integer, got 'one' in "
                  "'0, 0, 0, one, 3, 5, 8, 12, 18'")


def test_wrong_type_yes_or_no(broken):
    broken.edit("turn.yaml", "own_turn: yes", "own_turn: maybe")
    check(broken.only(), broken.where("five_tribes/turn.yaml", "maybe"),
          "R107", "wrong type: expecting yes or no, got 'maybe'")


def test_a_list_where_text_belongs_says_text(broken):
    """`extends:` written as a block list said 'expecting a str', Python's word."""
    broken.write("o/manifest.yaml", "id: o\nversion: 1.0.0\nextends:\n  - five_tribes\n")
    check(broken.only("o"), (str(broken.root / "o/manifest.yaml"), 3, 1),
          "R107", "wrong type: expecting text on the key's line (several names: separated by "
                  "commas), got a list")


def test_block_list_where_a_comma_separated_list_belongs(broken):
    broken.edit("components.yaml", "values: 1, 3, 7, 13, 21, 30, 40, 50, 60",
                "values:\n      - 1\n      - 3")
    check(broken.only(), broken.where("five_tribes/components.yaml", "values:", "suit_table"),
          "R107", "wrong type: expecting a comma-separated list such as 1, 2, 3, got a list")


# strictyaml counts its lines in a copy of the file it writes itself, where a line longer
# than 80 characters wraps: each such line above a problem moved it one line down. The
# base game's djinns.yaml has such lines above Utug.


def test_wrong_type_below_long_lines(broken):
    broken.edit("djinns.yaml", "  - id: utug\n    vp: 4", "  - id: utug\n    vp: four")
    check(broken.only(), broken.where("five_tribes/djinns.yaml", "four"),
          "R107", "wrong type: expecting an integer, got 'four'")


def test_list_where_a_number_belongs_below_long_lines(broken):
    broken.edit("djinns.yaml", "  - id: utug\n    vp: 4", "  - id: utug\n    vp:\n      - 4")
    check(broken.only(), broken.where("five_tribes/djinns.yaml", "vp:", "utug"),
          "R107", "wrong type: expecting a whole number, got a list")


def test_missing_required_key_below_long_lines(broken):
    broken.edit("manifest.yaml", "  # Opponents' gold", "  hidden_silver:\n    doc: none\n"
                "  # Opponents' gold")
    check(broken.only(), broken.where("five_tribes/manifest.yaml", "doc: none"),
          "R104", "missing required key 'default'")


def test_missing_required_key(broken):
    broken.edit("tribes.yaml", "    letter: y\n", "")
    where = broken.where("five_tribes/tribes.yaml", "id: vizier")
    check(broken.only(), where, "R104", "missing required key 'letter' in pieces entry 'vizier'")


def test_missing_required_key_in_a_nested_list(broken):
    broken.edit("turn.yaml", "- id: refill\n        do: refill resources then refill djinns",
                "- id: refill")
    check(broken.only(), broken.where("five_tribes/turn.yaml", "id: refill"),
          "R104", "missing required key 'do'")


def test_missing_manifest_id(broken):
    broken.write("o/manifest.yaml", "version: 1.0.0\nextends: five_tribes\n")
    check(broken.only("o"), (str(broken.root / "o/manifest.yaml"), 1, 1),
          "R104", "missing required key 'id'")


def test_duplicate_id(broken):
    broken.edit("tribes.yaml", "id: elder", "id: vizier")
    first = broken.where("five_tribes/tribes.yaml", "id: vizier")
    where = broken.where("five_tribes/tribes.yaml", "vizier", "letter: y")
    check(broken.only(), where, "R114",
          f"duplicate id 'vizier' in pieces, first at {first[0]}:{first[1]}")


def test_duplicate_id_in_an_overlay_suggests_replace(broken):
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    broken.write("o/tiles.yaml", "tiles:\n  - id: oasis\n    count: 1\n    values: 8\n"
                                 "    value_colour: red\n")
    first = broken.where("five_tribes/tiles.yaml", "id: oasis")
    check(broken.problems("o")[0], (str(broken.root / "o/tiles.yaml"), 2, 9), "R114",
          f"duplicate id 'oasis' in tiles, first at {first[0]}:{first[1]} "
          "(an overlay replaces it with op: replace)")


def test_duplicate_key(broken):
    broken.edit("tiles.yaml", "    count: 7\n", "    count: 7\n    count: 7\n")
    where = broken.where("five_tribes/tiles.yaml", "count", "count: 7")
    where = (where[0], where[1] + 1, where[2])
    check(broken.only(), where, "R106", "duplicate key 'count'")


def test_a_section_written_twice_each_under_a_comment(broken):
    """strictyaml failed on the comments (a TypeError) before it saw the key twice."""
    file = broken.write("five_tribes/more.yaml", "tiles:\n  # one\n  - id: a\n    count: 1\n"
                        "# the next ones\ntiles:\n  # two\n  - id: b\n    count: 1\n")
    check(broken.only(), (str(file), 6, 1), "R106", "duplicate key 'tiles'")


@pytest.mark.parametrize("text, key", [("board:\n  columns: 7\n", "board.columns"),
                                       ("end_when: round = 3\n", "end_when")])
def test_a_setting_given_in_two_files_of_one_ruleset(broken, text, key):
    """Two files of one folder giving the same setting: the one whose name sorts last won
    without a word (entries given twice are R114; settings were not checked)."""
    file = broken.write("five_tribes/zz.yaml", text)
    first = broken.where("five_tribes/components.yaml" if "board" in key else
                         "five_tribes/turn.yaml", key.split(".")[-1] + ":")
    check(broken.only(), (str(file), 2 if "board" in key else 1, 12 if "board" in key else 11),
          "R106", f"duplicate key '{key}', first at {first[0]}:{first[1]}")


# References and numbers.

def test_unknown_reference_with_did_you_mean(broken):
    broken.edit("cards.yaml", "  - id: silk\n    deck: resources",
                "  - id: silk\n    deck: resource")
    check(broken.only(), broken.where("five_tribes/cards.yaml", "resource", "id: silk"),
          "R122", "unknown deck 'resource' (did you mean 'resources'?)")


def test_unknown_file_wide_default_is_reported_once(broken):
    broken.edit("djinns.yaml", "deck: djinns", "deck: djinn")
    check(broken.only(), broken.where("five_tribes/djinns.yaml", "djinn"),
          "R122", "unknown deck 'djinn' (did you mean 'djinns'?)")


def test_count_does_not_match_values(broken):
    broken.edit("tiles.yaml", "    values: 6, 6, 6, 6, 10, 12, 15",
                "    values: 6, 6, 6, 10, 12, 15")
    found = broken.problems()
    check(found[0], broken.where("five_tribes/tiles.yaml", "6, 6, 6, 10"),
          "R120", "tile 'sacred_place' has count 7 but lists 6 values")
    assert len(found) == 1


def test_a_count_an_overlay_changed_is_blamed_in_the_overlay(broken):
    """An overlay that changed a tile's count alone was told, at the base's `values:` and
    board size, that they no longer match: the problems now point at the count it wrote."""
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    broken.write("o/tiles.yaml", "tiles:\n  - id: oasis\n    op: modify\n    count: 3\n")
    where = (str(broken.root / "o/tiles.yaml"), 4, 12)
    assert [(p.file, p.line, p.col, p.code) for p in broken.problems("o")] == \
        [(*where, "R120"), (*where, "R123")]


def test_tile_count_must_fill_the_board(broken):
    broken.edit("tiles.yaml", "count: 7\n    values: 6, 6, 6, 6, 10, 12, 15",
                "count: 6\n    values: 6, 6, 6, 10, 12, 15")
    check(broken.only(), broken.where("five_tribes/components.yaml", "6", "columns"),
          "R123", "the board has 6 x 5 = 30 spaces but the tiles count 29")


def test_negative_count(broken):
    broken.edit("components.yaml", "supply: 12", "supply: -12")
    check(broken.only(), broken.where("five_tribes/components.yaml", "-12"),
          "R121", "negative supply -12 in tokens 'palm'")


def test_unknown_option_in_a_setting(broken):
    broken.edit("components.yaml", "power_uses: power_uses_per_turn",
                "power_uses: power_use_per_turn")
    check(broken.only(), broken.where("five_tribes/components.yaml", "power_use_per_turn"),
          "R124", "unknown option 'power_use_per_turn' (did you mean 'power_uses_per_turn'?)")


# Files.

def test_missing_manifest(broken):
    (broken.base / "manifest.yaml").unlink()
    check(broken.only(), (str(broken.base / "manifest.yaml"), 1, 1),
          "R101", "missing file: a ruleset folder needs a manifest.yaml")


def test_a_folder_that_is_not_a_ruleset(tmp_path):
    (tmp_path / "notes.txt").write_text("hello")
    with pytest.raises(RulesetError) as info:
        load(tmp_path, folders=[RULESETS])
    check(info.value.problems[0], (str(tmp_path / "manifest.yaml"), 1, 1),
          "R101", "missing file: a ruleset folder needs a manifest.yaml")


def test_no_such_ruleset():
    with pytest.raises(RulesetError) as info:
        load("five_tribe", folders=[RULESETS])
    check(info.value.problems[0], ("five_tribe", 1, 1),
          "R100", "no ruleset 'five_tribe' (did you mean 'five_tribes'?)")


def test_a_data_file_named_for_the_ruleset_says_to_name_its_folder(broken):
    """`check five_tribes/tiles.yaml` said there was no such ruleset, of a file that is
    there."""
    tiles = broken.base / "tiles.yaml"
    with pytest.raises(RulesetError) as info:
        load(tiles, folders=[RULESETS])
    check(info.value.problems[0], (str(tiles), 1, 1), "R100",
          f"a ruleset is named by its folder (or its manifest.yaml), not by one of its data "
          f"files: {broken.base}")


def test_a_folder_named_like_a_data_file_is_named_a_folder(broken):
    (broken.base / "old.yaml").mkdir()
    check(broken.only(), (str(broken.base / "old.yaml"), 1, 1), "R102",
          "unreadable file: a folder, not a file")


@pytest.mark.parametrize("name", ["tiles.yaml", "manifest.yaml"])
@pytest.mark.parametrize("kind", ["pipe", "device", "nowhere"])
def test_a_file_that_is_no_file_is_named_for_what_it_is(broken, name, kind):
    """A data file or manifest that is a pipe, or a link to a device, was a "missing file",
    and a manifest so was to be renamed manifest.yaml: now each says what stands there,
    never read (a pipe waits for a writer, /dev/zero never ends)."""
    file = broken.base / name
    file.unlink()
    if kind == "pipe":
        os.mkfifo(file)
    else:
        file.symlink_to("/dev/zero" if kind == "device" else broken.root / "gone.yaml")
    why = {"pipe": "not a regular file (a pipe or a device is never read)",
           "device": "not a regular file (a pipe or a device is never read)",
           "nowhere": f"a link to {broken.root / 'gone.yaml'}, which does not exist"}[kind]
    check(broken.only(), (str(file), 1, 1), "R102", f"unreadable file: {why}")


def test_a_file_too_big_to_be_a_ruleset_file_is_not_read(broken):
    """A file of gigabytes was read whole (and a copy decoded) before its length was
    refused; one past 4 bytes a character is refused by its size."""
    file = broken.write("five_tribes/dump.yaml", "")
    with open(file, "wb") as out:
        out.truncate(4 * MOST_CHARACTERS + 1)
    check(broken.only(), (str(file), 1, 1), "R102", f"unreadable file: {4 * MOST_CHARACTERS + 1} "
          f"bytes, more than a ruleset file of {MOST_CHARACTERS} characters may have; split it "
          "into several files")


def test_a_file_whose_name_is_not_utf8_is_read(broken):
    """A data file named in another encoding (a Latin-1 name from an old archive) ended
    `check` in a UnicodeEncodeError while the ruleset's hash was made."""
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    name = os.fsdecode(b"d\xe9sert.yaml")
    broken.write(f"o/{name}", "tiles:\n  - id: oasiss\n    op: remove\n")
    check(broken.only("o"), (str(broken.root / "o" / name), 2, 9), "R113",
          "cannot remove 'oasiss': no such entry in tiles (did you mean 'oasis'?)")


def test_empty_manifest(broken):
    broken.write("five_tribes/manifest.yaml", "# nothing here yet\n")
    check(broken.only(), (str(broken.base / "manifest.yaml"), 1, 1),
          "R104", "missing required key 'id': the manifest is empty")


def test_empty_data_file_is_allowed(broken):
    broken.write("five_tribes/notes.yaml", "# to do\n")
    assert load(broken.base, folders=[RULESETS]).tile_kinds


@pytest.mark.parametrize("name", ["market.yml", "market.YAML", "market.Yml"])
def test_a_data_file_not_named_yaml_is_named(broken, name):
    """Only `.yaml` files are read: a `.yml` one was skipped without a word, and what it
    said was missing from the game."""
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    broken.write(f"o/{name}", "tiles:\n  - id: oasis\n    op: remove\n")
    check(broken.only("o"), (str(broken.root / "o" / name), 1, 1), "R134",
          f"not read: a ruleset's files end in .yaml; rename it "
          f"{name.rsplit('.', 1)[0]}.yaml")


def test_a_yml_file_added_after_a_load_is_named_at_the_next(broken):
    """A process that loads a ruleset again (a server, a notebook) sees a `.yml` file added
    since, and a folder it extends removed since is named, not a traceback."""
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    assert load(broken.root / "o", folders=[broken.root]).id == "o"
    broken.write("o/more.yml", "tiles:\n  - id: oasis\n    op: remove\n")
    with pytest.raises(RulesetError, match="R134 not read"):
        load(broken.root / "o", folders=[broken.root])
    (broken.root / "o/more.yml").unlink()
    assert load(broken.root / "o", folders=[broken.root]).id == "o"
    shutil.rmtree(broken.base)
    with pytest.raises(RulesetError, match="R110 extends unknown ruleset 'five_tribes'"):
        load(broken.root / "o", folders=[broken.root])


def test_a_hidden_file_is_no_part_of_a_ruleset(broken):
    """Emacs keeps a lock `.#tiles.yaml` (a link to nowhere) beside a file being edited:
    `check` said the ruleset had a missing file."""
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    (broken.root / "o" / ".#tiles.yaml").symlink_to("user@host.1234:1700000000")
    broken.write("o/.notes.yml", "anything: at all\n")
    assert load(broken.root / "o", folders=[RULESETS]).id == "o"


def test_a_manifest_not_named_yaml_is_named(broken):
    broken.write("o/manifest.yml", OVERLAY.format(id="o", parent="five_tribes"))
    check(broken.only("o"), (str(broken.root / "o/manifest.yaml"), 1, 1), "R101",
          "missing file: a ruleset folder needs a manifest.yaml (manifest.yml is not read: "
          "rename it manifest.yaml)")


def test_a_byte_order_mark_is_not_part_of_the_text(broken):
    """A file saved with a byte order mark (as some Windows editors do) that holds only
    comments was 'expecting a mapping, got '\\ufeff# notes'', and a problem on its first
    line was placed a line too low: editors do not show the mark."""
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    broken.write("o/notes.yaml", "\ufeff# notes\n")
    assert load(broken.root / "o", folders=[RULESETS]).id == "o"
    broken.write("o/notes.yaml", "\ufefftilez:\n  - id: x\n")
    check(broken.only("o"), (str(broken.root / "o/notes.yaml"), 1, 1),
          "R103", "unknown key 'tilez' (did you mean 'tiles'?)")


def test_unreadable_file(broken):
    broken.write("five_tribes/tiles.yaml", b"tiles:\n  - id: vill\xe9ge\n")
    check(broken.only(), (str(broken.base / "tiles.yaml"), 2, 13),
          "R102", "unreadable file: not UTF-8 text (byte 0xe9)")


def test_unreadable_byte_after_wide_characters_is_placed_by_character(broken):
    """The column counted bytes: after Persian letters (two bytes each) it pointed past the
    byte, where the editor showed other text."""
    broken.write("five_tribes/tiles.yaml", "tiles:\n  - id: نخل".encode() + b"\xe9\n")
    check(broken.only(), (str(broken.base / "tiles.yaml"), 2, 12),
          "R102", "unreadable file: not UTF-8 text (byte 0xe9)")


@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\x85"])
def test_a_line_separator_editors_do_not_break_at(broken, separator):
    """YAML and Python ended a line at U+2028, U+2029 and U+0085, editors do not: every
    problem below one was placed a line too low, and in a comment it broke the YAML."""
    broken.edit("tiles.yaml", "then take 1 from djinns", "then tak 1 from djinns")
    broken.edit("tiles.yaml", "tiles:\n", f"tiles:  # the market{separator}and the rest\n")
    file, line, _col = broken.where("five_tribes/tiles.yaml", "tiles:")
    check(broken.only(), (file, line, len("tiles:  # the market") + 1),
          "R102", f"unreadable file: line separator U+{ord(separator):04X} (YAML ends a line "
                  "there, an editor does not): write a line end or a space")


@pytest.mark.parametrize("escape, char", [("\\e[2J", "\x1b"), ("\\x07", "\x07"),
                                          ("\\u009b", "\x9b"), ("\\L", "\u2028")])
def test_a_refused_character_written_as_an_escape(broken, escape, char):
    """A double-quoted value's escapes made the characters the file may not hold: a shared
    ruleset's name cleared the screen of whoever printed its rules, and an id's did in
    `check`'s own messages."""
    broken.edit("tiles.yaml", "  - id: oasis", f'  - id: "oa{escape}sis"')
    file, line, col = broken.where("five_tribes/tiles.yaml", '"oa')
    [problem] = broken.problems()
    kind = "line separator" if char == "\u2028" else "control character"
    assert (problem.file, problem.line, problem.col, problem.code) == (file, line, col, "R102")
    assert problem.message.startswith(f"unreadable file: {kind} U+{ord(char):04X} written as "
                                      "an escape")
    assert char not in str(problem)


@pytest.mark.parametrize("file, old, new, says", [
    ("tiles.yaml", "  - id: oasis", '  - id: "big market"', "id 'big market' in tiles"),
    ("tiles.yaml", "  - id: oasis", '  - id: "oa\\nsis"', "id 'oa\\nsis' in tiles"),
    ("manifest.yaml", "id: five_tribes", 'id: "five tribes"', "id 'five tribes' of the ruleset"),
    ("manifest.yaml", "version: 1.0.0", 'version: "1.0\\n0"', "version '1.0\\n0' of the ruleset"),
])
def test_an_id_is_one_word(broken, file, old, new, says):
    """An id with a space or a line end was taken: `check` and every message naming it ran
    over several lines, and no move or message id could name it."""
    broken.edit(file, old, new)
    [problem] = broken.problems()
    assert (problem.file, problem.line, problem.col) == \
        broken.where(f"five_tribes/{file}", new.split(": ")[1][1:4])
    assert problem.code == "R131" and problem.message.startswith(f"the {says} holds a space")
    assert "\n" not in str(problem)


@pytest.mark.parametrize("version", ["1", "1.2", "1.2.3", "2026.12.6.1", "'1.0'"])
def test_a_version_is_whole_numbers_separated_by_dots(broken, version):
    broken.edit("manifest.yaml", "version: 1.0.0", f"version: {version}")
    assert load(broken.base, folders=[RULESETS]).version == version.strip("'")


@pytest.mark.parametrize("version", ["banana", "1.0.0-beta", "v1.2", "1..2", "1.2.", ".1",
                                     "1.2.3.4.5", "1234567890123", "'1,2'", "one.two"])
def test_a_version_that_is_no_version(broken, version):
    """`version:` took any word (`banana`, `1.0.0-beta`), which a save then named: a version
    is one to four whole numbers separated by dots (R133), where it is written."""
    broken.edit("manifest.yaml", "version: 1.0.0", f"version: {version}")
    written = version.strip("'")
    check(broken.only(), broken.where("five_tribes/manifest.yaml", written),
          "R133", f"version {quoted(written)} of the ruleset is not a version: "
                  "write one to four whole numbers separated by dots, such as 1.0 or 1.2.3")


def test_an_empty_version_is_placed_at_its_key(broken):
    broken.edit("manifest.yaml", "version: 1.0.0", "version:")
    check(broken.only(), broken.where("five_tribes/manifest.yaml", "version:"),
          "R133", "version '' of the ruleset is not a version: write one to four whole numbers "
                  "separated by dots, such as 1.0 or 1.2.3")


@pytest.mark.parametrize("text, key, code", [
    ("tiles:\n  - id:\n    op: remove\n", "id:", "R113"),
    ("tiles:\n  - id: oasis\n    op:\n", "op:", "R112"),
    ("tiles:\n  - id: oasis\n    op: modify\n    values:\n", "values:", "R120"),
    ("counters:\n  - id: gold\n    op: modify\n    hidden:\n\n", "hidden:", "R124"),
    ("scoring:\n  - id: zz\n    points:\n# more to come\n", "points:", "D202"),
    ("phases:\n  - id: turns\n    op: modify\n    steps:\n      - id: toll\n"
     "        op: insert\n        before:\n        do: gain 1 gold\n", "before:", "R113"),
    ("board:\n  regions:\n    - area:\n      kinds: oasis\n", "area:", "R125"),
])
def test_an_empty_value_is_placed_at_its_key(broken, text, key, code):
    """A key without a value was placed on the line after it, at column 1 (past the file's
    end for its last key): the parser marks the next token, not the value."""
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    broken.write("o/more.yaml", text)
    problem = broken.problems("o")[0]
    assert (problem.file, problem.line, problem.col, problem.code) == \
        (*broken.where("o/more.yaml", key), code), str(problem)


def test_invalid_yaml(broken):
    broken.edit("tiles.yaml", "    count: 7", "    count: 7: 8")
    check(broken.only(), broken.where("five_tribes/tiles.yaml", ": 8"),
          "R108", "invalid YAML: mapping values are not allowed here")


def test_bad_indentation(broken):
    broken.edit("tiles.yaml", "    count: 7", "   count: 7")
    check(broken.only(), broken.where("five_tribes/tiles.yaml", "count: 7"),
          "R108", "invalid YAML: expected <block end>, but found '<block mapping start>' "
                  "(check the indentation)")


def test_flow_style_yaml(broken):
    broken.edit("components.yaml", "costs: 0, 0, 0, 1, 3, 5, 8, 12, 18",
                "costs: [0, 0, 0, 1, 3, 5, 8, 12, 18]")
    check(broken.only(), broken.where("five_tribes/components.yaml", "["),
          "R105", "flow-style YAML ([...] or {...}) is not allowed: write a block list, "
                  "or a comma-separated string for numbers")


def test_a_data_file_that_is_no_mapping_is_placed_where_it_starts(broken):
    """A file that is a list or a word (a key half typed) was placed past its last line."""
    notes = broken.write("five_tribes/notes.yaml", "# to do\n\n- a\n- b\n- c\n")
    wip = broken.write("five_tribes/wip.yaml", "# the market\ntiles\n")
    assert [(p.file, p.line, p.col, p.message) for p in broken.problems()] == [
        (str(notes), 3, 1, "wrong type: expecting a mapping ('key: value' lines), got a list"),
        (str(wip), 2, 1, "wrong type: expecting a mapping ('key: value' lines), got 'tiles'")]


def test_a_manifest_that_is_a_list(broken):
    broken.write("five_tribes/manifest.yaml", "- five_tribes\n")
    check(broken.only(), (str(broken.base / "manifest.yaml"), 1, 1),
          "R107", "wrong type: expecting a mapping ('key: value' lines), got a list")


# Overlays.

def test_extends_cycle(broken):
    broken.write("a/manifest.yaml", OVERLAY.format(id="a", parent="b"))
    broken.write("b/manifest.yaml", OVERLAY.format(id="b", parent="a"))
    check(broken.only("a"), (str(broken.root / "a/manifest.yaml"), 3, 10),
          "R109", "extends cycle: a -> b -> a")


def test_extends_itself(broken):
    broken.write("a/manifest.yaml", OVERLAY.format(id="a", parent="a"))
    check(broken.only("a"), (str(broken.root / "a/manifest.yaml"), 3, 10),
          "R109", "extends cycle: a -> a")


def test_extends_too_deep(broken):
    """A chain of some 400 rulesets each extending the one before ran out of Python's stack
    and was told at one manifest half-way: "YAML nested too deep", of a file of three lines."""
    parent = "five_tribes"
    for n in range(1, 401):
        broken.write(f"c{n}/manifest.yaml", OVERLAY.format(id=f"c{n}", parent=parent))
        parent = f"c{n}"
    deepest = 400 - MOST_EXTENDS
    check(broken.only(parent), (str(broken.root / f"c{deepest}/manifest.yaml"), 3, 10), "R109",
          f"extends rulesets more than {MOST_EXTENDS} deep: c400 -> c399 -> ... -> c{deepest} "
          f"-> c{deepest - 1}")
    assert load(broken.root / f"c{MOST_EXTENDS}", folders=[RULESETS]).id == f"c{MOST_EXTENDS}"


def test_extends_unknown_ruleset(broken):
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribe"))
    check(broken.only("o"), (str(broken.root / "o/manifest.yaml"), 3, 10),
          "R110", "extends unknown ruleset 'five_tribe' (did you mean 'five_tribes'?)")


def test_a_ruleset_extended_along_many_paths_is_read_once(broken, monkeypatch):
    """Each `extends:` read its ruleset again, so rulesets that each combine the two before
    them (r2 extends r1, r0; r3 extends r2, r1...) were read a Fibonacci number of times:
    12 levels took half a minute, 20 would take hours (and the language server did it at
    every pause in typing). Each folder is now read once per load, and a problem in one
    is said once."""
    from naqala.ruleset import files
    for k in range(12):
        parents = "five_tribes" if k == 0 else ", ".join(f"r{j}" for j in (k - 1, k - 2) if j >= 0)
        broken.write(f"r{k}/manifest.yaml", OVERLAY.format(id=f"r{k}", parent=parents))
    parsed = []
    parse = files.Reader.parse
    monkeypatch.setattr(files.Reader, "parse", lambda self, path, *a, **k: (
        parsed.append(path), parse(self, path, *a, **k))[1])
    assert load(broken.root / "r11", folders=[broken.root]).chain[-1] == "r11"
    assert parsed.count(broken.base / "tiles.yaml") == 1
    broken.edit("tiles.yaml", "    count: 7", "    count: seven")
    assert [p.code for p in broken.problems("r11")] == ["R107"]


@pytest.mark.parametrize("given", [".", "manifest.yaml", "./"])
def test_a_variant_checked_from_inside_its_folder_finds_its_sibling(broken, monkeypatch, given):
    """`naqala check .` in a variant's folder looked for the ruleset it extends inside that
    folder (the parent of '.' is '.'), and said it extends an unknown ruleset."""
    broken.write("p/manifest.yaml", OVERLAY.format(id="p", parent="five_tribes"))
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="p"))
    monkeypatch.chdir(broken.root / "o")
    assert load(given, folders=[RULESETS]).chain == ("five_tribes", "p", "o")


def test_extends_is_not_resolved_from_the_working_directory(broken, monkeypatch):
    # A folder named like the parent in the cwd must not be picked up.
    monkeypatch.chdir(broken.root)
    (broken.root / "elsewhere").mkdir()
    broken.write("elsewhere/o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    rs = load(broken.root / "elsewhere" / "o", folders=[RULESETS])
    assert rs.chain == ("five_tribes", "o")
    assert rs.raw.folders[0] == RULESETS / "five_tribes"


@pytest.mark.parametrize("extends", ["extends:", "extends:   # later", "extends: ''"])
def test_an_empty_extends_is_placed_where_it_is_written(broken, extends):
    """An `extends:` that named nothing read as a ruleset of its own, and its missing
    players and phases were blamed on the manifest's first line."""
    broken.write("o/manifest.yaml", f"# my variant\nid: o\nversion: 1.0.0\n{extends}\n")
    check(broken.only("o"), (str(broken.root / "o/manifest.yaml"), 4, 1), "R110",
          "extends names no ruleset: name the rulesets this one changes, or remove the line")


def test_an_empty_item_in_extends_is_named(broken):
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes,, short_game"))
    check(broken.only("o"), (str(broken.root / "o/manifest.yaml"), 3, 10), "R103",
          "a comma-separated list with an empty item (two commas in a row, or a comma at an "
          "end)")


def test_remove_of_an_unknown_id(broken):
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    broken.write("o/tiles.yaml", "tiles:\n  - id: oasiss\n    op: remove\n")
    check(broken.only("o"), (str(broken.root / "o/tiles.yaml"), 2, 9),
          "R113", "cannot remove 'oasiss': no such entry in tiles (did you mean 'oasis'?)")


def test_a_name_an_overlay_removed_says_where_it_was_removed(broken):
    """An overlay that removed an entry others name was told, at the base's files, of an
    unknown name with a did-you-mean (`'oasis' (did you mean 'hagis'?)`): nothing led back
    to the removal that caused it."""
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    broken.write("o/tiles.yaml", "tiles:\n  - id: oasis\n    op: remove\n")
    broken.write("o/cards.yaml", "decks:\n  - id: djinns\n    op: remove\n")
    removed = {p.message.split("\n")[0] for p in broken.problems("o") if p.code in ("D218", "R122")}
    tiles, cards = broken.root / "o/tiles.yaml", broken.root / "o/cards.yaml"
    assert f"unknown name 'oasis' (removed by op: remove at {tiles}:2)" in removed
    assert f"unknown deck 'djinns' (removed by op: remove at {cards}:2)" in removed


def test_a_board_an_overlay_emptied_is_blamed_at_the_removal(broken):
    """An overlay that removed a kind of tile was told that the base's board (its
    `columns:`, in the installed base) no longer matches the tiles: it is now told at the
    `op: remove` it wrote."""
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    broken.write("o/tiles.yaml", "tiles:\n  - id: oasis\n    op: remove\n")
    board = [p for p in broken.problems("o") if p.code == "R123"]
    assert [(p.file, p.line, p.col) for p in board] == [(str(broken.root / "o/tiles.yaml"), 2, 9)]


def test_a_phase_an_overlay_removed_that_seated_markers_is_blamed_at_the_removal(broken):
    """Removing the bidding phase (the only one that seats turn markers) was told at the
    installed base's `order:` of the turns phase, not at the `op: remove` that did it."""
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    broken.write("o/turn.yaml", "phases:\n  - id: bidding\n    op: remove\n")
    check(broken.only("o"), (str(broken.root / "o/turn.yaml"), 2, 9), "R127",
          "phase 'turns' plays in the order of track 'turn_order', but nothing puts a turn "
          "marker on it (bid on turn_order, move marker to turn_order)")


def test_a_cost_an_overlay_removed_says_where_it_was_removed(broken):
    """A removed counter that a cost pays in was an unknown cost item with a did-you-mean
    (`'gold' (did you mean 'gold_bars'?)`), unlike every other name an overlay removed."""
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    broken.write("o/c.yaml", "counters:\n  - id: gold\n    op: remove\n")
    costs = {p.message.split("\n")[0] for p in broken.problems("o") if p.code == "D222"}
    assert costs == {f"unknown cost item 'gold' (removed by op: remove at "
                     f"{broken.root / 'o/c.yaml'}:2)"}


@pytest.mark.parametrize("track", [
    "  - id: turn_order\n    op: replace\n    costs: 0, 0, 0, 1, 3, 5, 8, 12, 18\n",
    "  - id: turn_order\n    op: remove\n  - id: turn_order\n    costs: 0, 0, 0, 1, 3\n"])
def test_a_track_an_overlay_left_without_pays_is_blamed_in_the_overlay(broken, track):
    """A track replaced (or removed and added again) without `pays` was told at the base's
    `bid on`, in the installed files, and never at the entry the overlay wrote."""
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    file = broken.write("o/c.yaml", "tracks:\n" + track)
    line = 2 if "replace" in track else 4
    bid = broken.where("five_tribes/turn.yaml", "bid on turn_order")
    check(broken.only("o"), (str(file), line, 5), "D224",
          "track 'turn_order' cannot be bid on: it needs 'costs' and a 'pays' counter (the "
          f"snippet at {bid[0]}:{bid[1]} names it)")


def test_a_track_the_base_left_without_pays_is_blamed_at_the_bid(broken):
    broken.edit("components.yaml", "    pays: gold\n", "")
    check(broken.only(), broken.where("five_tribes/turn.yaml", "turn_order"), "D224",
          "track 'turn_order' cannot be bid on: it needs 'costs' and a 'pays' counter\n"
          + broken.only().message.split("\n", 1)[1])


def test_unknown_op(broken):
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes"))
    broken.write("o/tiles.yaml", "tiles:\n  - id: oasis\n    op: delete\n")
    check(broken.only("o"), (str(broken.root / "o/tiles.yaml"), 3, 9),
          "R112", "unknown op 'delete': expected one of add, replace, modify, remove")


def test_an_option_declared_again_is_named(broken):
    """An overlay that declared an option of the rulesets below again (to change its
    default) silently replaced it: its doc was lost, and its kind with it (a count declared
    again as yes/no was read as 1, and a `set:` of a count then refused)."""
    broken.write("m/manifest.yaml", OVERLAY.format(id="m", parent="five_tribes")
                 + "set:\n  power_uses_per_turn: 2\n")
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="m")
                 + "options:\n  power_uses_per_turn:\n    default: yes\n")
    base = broken.where("five_tribes/manifest.yaml", "1", "power_uses_per_turn:")
    check(broken.only("o"), (str(broken.root / "o/manifest.yaml"), 5, 3), "R111",
          f"option 'power_uses_per_turn' is declared already, at {base[0]}:{base[1]}: an "
          "overlay gives it another value with set:")


def test_set_an_unknown_option(broken):
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes")
                 + "set:\n  hiden_gold: no\n")
    check(broken.only("o"), (str(broken.root / "o/manifest.yaml"), 5, 3),
          "R111", "unknown option 'hiden_gold' (did you mean 'hidden_gold'?)")


@pytest.mark.parametrize("name", ["'big game'", "'a=b'", "'a,b'", "'a:b'", "''"])
def test_an_option_name_is_one_word_a_setting_can_name(broken, name):
    """An option named 'a=b', 'a,b' or '' loaded, but no `NAME:option=value,...` could set
    it, and one with a space broke the one-line messages that name it."""
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes")
                 + f"options:\n  {name}:\n    default: yes\n")
    check(broken.only("o"), (str(broken.root / "o/manifest.yaml"), 5, 3), "R131",
          f"option {quoted(name.strip(chr(39)))}: an option's name is one word without '=', "
          "',' or ':' (settings are written NAME:option=value,...)")


@pytest.mark.parametrize("name", ["yes", "Off", "'3'"])
def test_an_option_name_is_no_value(broken, name):
    """An option named `yes` made every yes/no setting that says yes read it (`option 'yes'
    is 5, but free_discounts needs yes or no`), and one named `3` every count of 3."""
    broken.write("o/manifest.yaml", OVERLAY.format(id="o", parent="five_tribes")
                 + f"options:\n  {name}:\n    default: 5\n")
    check(broken.only("o"), (str(broken.root / "o/manifest.yaml"), 5, 3), "R131",
          f"option {quoted(name.strip(chr(39)))}: an option's name is no value (yes, no, on, "
          "off, true, false or a number): settings that give one would read the option")


# Effect snippets.

def test_unknown_verb_in_a_tile_action(broken):
    broken.edit("tiles.yaml", "action: place palace on", "action: plaice palace on")
    snippet = "plaice palace on (if palace_reach > 0 then choose near(final) else final)"
    check(broken.only(), broken.where("five_tribes/tiles.yaml", "plaice"),
          "D213", f"unknown verb 'plaice' (did you mean 'place'?)\n    {snippet}\n    ^")


def test_snippet_error_in_a_block_scalar(broken):
    broken.edit("tribes.yaml", "      then pay any fakir as boost\n",
                "      then pay any fakir as boost\n      then gian 1 gold\n")
    problem = broken.only()
    assert (problem.file, problem.line, problem.col, problem.code) == (
        *broken.where("five_tribes/tribes.yaml", "gian"), "D213"), str(problem)
    assert problem.message.startswith("unknown verb 'gian' (did you mean 'gain'?)\n")


def test_unknown_event_in_a_trigger(broken):
    broken.edit("djinns.yaml", "on: kill then", "on: kil then")
    where = broken.where("five_tribes/djinns.yaml", "kil then")
    problem = broken.only()
    check(problem, where, "D223", problem.message)
    assert problem.message.startswith("unknown event 'kil' (did you mean 'kill'?)\n")
    assert problem.message.endswith("\n    ^")


def test_every_problem_is_reported_at_once(broken):
    broken.edit("tribes.yaml", "count: 16", "count: -16")
    broken.edit("components.yaml", "supply: 12", "supply: -1")
    codes = [p.code for p in broken.problems()]
    assert codes.count("R121") == 2


def test_a_fault_in_a_step_an_overlay_changes_is_reported_in_the_overlay(broken):
    broken.write("late/manifest.yaml", OVERLAY.format(id="late", parent="five_tribes"))
    broken.write("late/turn.yaml", "phases:\n  - id: cleanup\n    op: modify\n    steps:\n"
                 "      - id: refill\n        do: refill resources then refil djinns\n")
    problem = broken.only("late")
    assert (problem.file, problem.line, problem.col) == broken.where("late/turn.yaml", "refil d")
    assert problem.code == "D213"
    assert problem.message.startswith("unknown verb 'refil' (did you mean 'refill'?)")


@pytest.mark.parametrize("by", ["name", "extends"])
def test_a_ruleset_found_by_name_has_its_folders_name_as_id(tmp_path, by):
    """A ruleset is found by its folder's name, and its saves name it by its id: a manifest
    whose id is another word made games whose saves could not find their ruleset (R132).
    A copy loaded by its path may be in any folder."""
    copy = Path(shutil.copytree(RULESETS / "short_game", tmp_path / "quick"))
    if by == "extends":
        mine = tmp_path / "mine"
        mine.mkdir()
        (mine / "manifest.yaml").write_text("id: mine\nversion: 1.0.0\nname: Mine\n"
                                            "extends: quick\n")
    with pytest.raises(RulesetError) as info:
        load("quick" if by == "name" else "mine", folders=[tmp_path, RULESETS])
    check(info.value.problems[0], (str(copy / "manifest.yaml"), 2, 5), "R132",
          "id 'short_game' is not the folder's name 'quick': a ruleset is found by its "
          "folder and its saves name it by id, so the two must be the same")
    assert load(copy, folders=[RULESETS]).id == "short_game"  # by its path: a copy
