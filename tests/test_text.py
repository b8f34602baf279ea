"""Rule text: every message renders in every language, numbers come from the ruleset,
missing messages fall back to English once, Persian stays legible, Vietnamese is NFC."""

import re
import unicodedata
from pathlib import Path

import pytest

from naqala.errors import NaqalaError
from naqala.ruleset import load
from naqala.text import LANGUAGES, Text, pack_files, right_to_left
from naqala.text.check import check, read_pack
from naqala.text.rules import rules_summary

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = {"n": 3, "spot": 4, "cost": 1, "name": "X", "player": "P", "option": "O",
          "reason": "R", "file": "f.json", "names": "P1", "deck": "D", "tile": "c3",
          "path": "b3 c3", "hand": "H", "entry": "E", "rule": "R", "item": "I",
          "from": "F", "victim": "V", "track": "T", "chosen": "C", "card": "C", "slot": 2,
          "items": "I", "amount": "A", "pieces": "P", "direction": "D", "piece": "P",
          "actor": "A", "round": 1, "action": "A", "token": "T", "to": "c4", "cards": "C",
          "on": "tile", "kind": "K", "at": "c3", "reach": 2, "seed": 7, "rounds": 11,
          "scores": "1, 2", "winners": "P1", "games": 3,
          # naqala diff (authoring.ftl)
          "a": "A", "b": "B", "setting": "S", "section": "tiles", "field": "vp", "value": "yes",
          "text": "T", "step": "S", "effect": "E", "steps": "S", "thing": "T",
          # the balance lab (lab.ftl)
          "players": 4, "bots": "B", "term": "T", "done": 1, "total": 2, "minutes": 3,
          "seconds": 4, "sample": 5, "wins": "W", "mcts": 1, "greedy": 2, "bot": "B",
          "score": "S", "ma": "M", "mb": "M", "welch": 1, "mw": 1, "ruleset": "R",
          # the terminal (terminal.ftl) and the web table (web.ftl)
          "answer": "A", "tiles": "b2, c2", "paths": "a1: b1", "move": "b3 Eg Ey Sb"}


@pytest.fixture(scope="module")
def rs():
    return load("five_tribes")


@pytest.fixture
def framework_pack(tmp_path, monkeypatch):
    """`framework_pack(lang, content, name="extra.ftl")`: a translator's framework pack in
    NAQALA_LOCALES (text as UTF-8, bytes as they are), its path."""
    monkeypatch.setenv("NAQALA_LOCALES", str(tmp_path))

    def write(lang: str, content: str | bytes, name: str = "extra.ftl") -> Path:
        pack = tmp_path / lang / name
        pack.parent.mkdir(exist_ok=True)
        if isinstance(content, bytes):
            pack.write_bytes(content)
        else:
            pack.write_text(content, encoding="utf-8")
        return pack
    return write


def test_the_checker_finds_every_pack_complete(rs):
    assert check(rs) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_renders_without_error(rs, lang):
    text = Text(rs, lang, report=lambda msg: pytest.fail(msg))
    messages, problems = read_pack(pack_files(rs, lang))
    assert not problems
    for mid in messages:
        message = text.bundle.get_message(mid)
        _, errors = text.bundle.format_pattern(message.value, {
            **text.base_args, **SAMPLE, **{f"n{i}": i for i in range(1, 6)},
            **{f"c{i}": i for i in range(1, 4)}})
        assert errors == [], (lang, mid, errors)


def overlay(tmp_path, cost: int) -> Path:
    folder = tmp_path / "dear_markets"
    folder.mkdir()
    (folder / "manifest.yaml").write_text("id: dear_markets\nextends: five_tribes\n")
    (folder / "tiles.yaml").write_text(
        "tiles:\n  - id: small_market\n    op: modify\n"
        f"    action: may pay {cost} gold then take 1 from resources first 3\n")
    return folder


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_overlay_number_shows_in_every_language(tmp_path, lang):
    base = load("five_tribes")
    dear = load(overlay(tmp_path, 47), folders=[ROOT / "rulesets"])
    digits = "۴۷" if lang == "fa" else "47"
    line = next(ln for ln in rules_summary(Text(dear, lang)).splitlines()
                if Text(dear, lang).name("tiles", "small_market") in ln)
    assert digits in line
    assert digits not in rules_summary(Text(base, lang))


def test_a_missing_message_falls_back_to_english_and_is_reported_once(rs, tmp_path):
    reports = []
    text = Text(rs, "vi", report=reports.append)
    text.bundle._messages.pop("tiles-oasis")
    assert text("tiles-oasis") == "Oasis"
    assert text("tiles-oasis") == "Oasis"
    assert reports == ["naqala: text 'tiles-oasis' is missing in 'vi', shown in English"]
    assert text("no-such-message") == "no-such-message"


def test_a_variable_no_caller_gives_is_named_in_english_too(tmp_path):
    """A misspelt variable in English was silent, and every other language was told its
    placeholders differ from English's; it is T108 where it is written."""
    folder = overlay(tmp_path, 3)
    (folder / "locales/en").mkdir(parents=True)
    (folder / "locales/en/x.ftl").write_text(
        "tiles-small_market-action = Pay { $nl }.\n"
        "pieces-vizier-count = { $count } Viziers\n")
    problems = check(load(folder, folders=[ROOT / "rulesets"]))
    english = f"{folder}/locales/en/x.ftl"
    assert f"{english}:1:1: T108 'tiles-small_market-action' uses $nl, which it is never " \
           "given: it has $count, $n1, $n2, $n3, $values and the ruleset's numbers " \
           "(docs/authoring.md, section 4)" in problems
    assert any(p.startswith(f"{english}:2:1: T108 'pieces-vizier-count' uses $count")
               for p in problems), problems
    assert not any("T108" in p for p in check(load(ROOT / "rulesets" / "five_tribes")))


@pytest.mark.parametrize("name", ["de.ftl", "en/bazaar.FTL", "el/bazaar.Ftl"])
def test_a_pack_file_that_is_not_read_is_named(tmp_path, name):
    """Packs are read from `locales/<lang>/*.ftl`: a pack written beside the language
    folders (`locales/de.ftl`) or named `.FTL` was left out without a word, and its
    messages showed in English."""
    folder = overlay(tmp_path, 3)
    (folder / "locales" / name).parent.mkdir(parents=True, exist_ok=True)
    (folder / "locales" / name).write_text("tiles-oasis = Oase\n")
    problems = check(load(folder, folders=[ROOT / "rulesets"]))
    assert f"{folder}/locales/{name}:1:1: T109 not read: a pack is a .ftl file in the folder " \
           "of its language (locales/de/*.ftl)" in problems


def test_the_checker_reports_missing_obsolete_and_wrong_placeholders(tmp_path):
    folder = overlay(tmp_path, 3)
    (folder / "locales/en").mkdir(parents=True)
    (folder / "locales/en/x.ftl").write_text("tiles-small_market-action = Pay { $n1 }.\n")
    (folder / "locales/el").mkdir(parents=True)
    (folder / "locales/el/x.ftl").write_text(
        "tiles-small_market-action = Πλήρωσε { $n9 }.\nextra-message = x\nbroken = {\n")
    problems = check(load(folder, folders=[ROOT / "rulesets"]))
    text = "\n".join(problems)
    assert "T103 placeholders of 'tiles-small_market-action' are ['n9'], English has ['n1']" \
        in text
    assert "T102 obsolete message 'extra-message' (not in English)" in text
    assert f"{folder}/locales/el/x.ftl:3:1: T104" in text


def test_persian_shows_persian_digits_inside_isolates(rs):
    text = Text(rs, "fa")
    line = text.entry("tiles", "small_market", "action")
    assert "۳" in line and "3" not in line
    assert "\u2068" in line and "\u2069" in line
    assert text("option-number", n=12).strip("\u2068\u2069") == "۱۲"


def test_vietnamese_text_is_stored_nfc(rs):
    for file in pack_files(rs, "vi"):
        content = file.read_text(encoding="utf-8")
        assert content == unicodedata.normalize("NFC", content), file


def test_an_unknown_language_is_a_clear_error(rs):
    from naqala.errors import NaqalaError
    with pytest.raises(NaqalaError, match="no language 'xx'"):
        Text(rs, "xx")


HIDING_SETUPS = ["five_tribes", "artisans_of_naqala", "artisans_and_whims", "thieves_of_naqala",
                 "whims_of_the_sultan"]


@pytest.mark.parametrize("name", HIDING_SETUPS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_setup_says_gold_is_secret_only_where_it_is(name, lang):
    """The setup said gold is kept secret in `open_gold` and under `hidden_gold=no` too."""
    def setup_line(rs) -> str:
        return Text(rs, lang)("rules-setup")
    hidden, open_ = load(name), load(name, settings={"hidden_gold": "no"})
    assert setup_line(hidden) != setup_line(open_)
    secret = {"en": "kept secret", "vi": "bí mật", "el": "κρυφ", "fa": "پنهان"}[lang]
    assert secret in setup_line(hidden) and secret not in setup_line(open_)
    if name == "five_tribes":
        assert setup_line(load("open_gold")) == setup_line(open_)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_turn_says_how_often_a_paid_power_may_be_used(lang):
    """It said once per turn whatever `power_uses_per_turn` held."""
    def turn(rs) -> str:
        return Text(rs, lang)("rules-turn")
    once, twice = load("five_tribes"), load("five_tribes", settings={"power_uses_per_turn": "2"})
    assert turn(once) != turn(twice) and ("۲" if lang == "fa" else "2") in turn(twice)
    if lang == "en":
        assert "once per turn" in turn(once) and "2 times per turn" in turn(twice)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("name", ["five_tribes", "artisans_of_naqala", "diagonal_steps"])
def test_the_turn_says_whether_the_last_meeple_may_match_one_dropped_in_the_move(name, lang):
    """The strict reading of the loop rule (`strict_loops`) was described as the default."""
    def turn(rs) -> str:
        return Text(rs, lang)("rules-turn")
    loose, strict = load(name), load(name, settings={"loop_counts_own_drop": "no"})
    assert turn(loose) != turn(strict)
    if lang == "en":
        assert "holding its colour before the move" in turn(strict)
        assert "before the move" not in turn(loose)
    if name == "five_tribes":
        assert turn(load("strict_loops")) == turn(strict)


@pytest.mark.parametrize(("lang", "said"), [("en", "(no)"), ("vi", "(không)"), ("fa", "(۲)")])
def test_the_options_a_game_sets_otherwise_read_in_its_language(lang, said):
    from naqala.text.render import settings_lines
    rs = load("five_tribes:hidden_gold=no,power_uses_per_turn=2")
    lines = settings_lines(Text(rs, lang))
    assert len(lines) == 2 and any(line.endswith(said) for line in lines)
    assert settings_lines(Text(load("five_tribes"), lang)) == []


@pytest.mark.parametrize("text, where, says", [
    ("ui-rules-title = \x1b[2JRules of { $name }\n", "1:18", "T107 control character U+001B "
                                                            "(a text pack holds none)"),
    ('ui-rules-title = {"\\u001b"}[2JRules of { $name }\n', "1:1", 'T106 the text "\\u001b" '
                                                                  "makes control character U+001B"),
])
def test_a_control_character_in_a_pack_is_named(rs, framework_pack, text, where, says):
    """A pack's control character, written or as an escape, reached the terminal: a
    shared pack cleared the screen of whoever printed the rules."""
    pack = framework_pack("en", text)
    assert f"{pack}:{where}: {says}" in check(rs)
    with pytest.raises(NaqalaError) as err:
        Text(rs, "en")
    assert str(err.value).startswith(f"{pack}") and "\x1b" not in str(err.value)
    assert "control character U+001B" in str(err.value)


PERSIAN_PACKS = sorted([*(ROOT / "framework/naqala/text/locales/fa").glob("*.ftl"),
                        *(ROOT / "rulesets").glob("*/locales/fa/*.ftl")])
TYPED = re.compile(r"\b(?:help|undo|save|load|lang|quit|naqala|greedy|random|mcts)\b"
                   r"|\bb3 Eg\b")  # commands, bots (`--bots greedy`), the notation example


@pytest.mark.parametrize("pack", PERSIAN_PACKS, ids=lambda p: str(p.relative_to(ROOT)))
def test_persian_text_follows_its_glossary(pack):
    """docs/glossary-fa.md: Latin text a player types (commands, the notation example) is a
    string literal between isolates, so that it keeps its order inside right-to-left text;
    an ezafe after a silent «ه» is written «ه‌ی», never with a hamza above."""
    for n, line in enumerate(pack.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("#"):
            continue
        bare = re.sub(r'\{ "\\u2068[^"]*\\u2069" \}|\$\w+', "", line.partition("=")[2])
        assert not TYPED.search(bare), f"{pack}:{n}: Latin typed text outside an isolate"
        assert "\u0647\u0654" not in line, f"{pack}:{n}: ezafe written with a hamza above"


def test_greek_text_names_what_a_command_takes_in_greek():
    """docs/glossary-el.md: a command stays in Latin letters, since it is typed, but what it
    takes is named in Greek (save ΑΡΧΕΙΟ, lang ΚΩΔΙΚΟΣ); the terminal's pack said FILE."""
    for pack in (ROOT / "framework/naqala/text/locales/el").glob("*.ftl"):
        text = pack.read_text(encoding="utf-8")
        assert not re.search(r"\b(?:FILE|CODE)\b", text), pack


def test_a_reference_to_nothing_or_round_in_a_circle_is_named(rs, framework_pack):
    """A message that used a term no pack defines showed `{-tribe} 3`, and messages that
    referred to each other showed their id (said once, at play): `text check` said
    nothing of either."""
    pack = framework_pack("en", "-a = { -b }\n-b = { -a }\nui-total = { -a }\n"
                          "ui-you = { ui-you }\nui-round = { -tribe } { $n }\n"
                          "ui-undone = { ui-saved } { nowhere.attr }\n")
    problems = [p for p in check(rs) if p.startswith(str(pack))]
    assert problems == [
        f"{pack}:1:1: T112 '-a' refers to itself through -b: it cannot be shown",
        f"{pack}:2:1: T112 '-b' refers to itself through -a: it cannot be shown",
        f"{pack}:4:1: T112 'ui-you' refers to itself: it cannot be shown",
        f"{pack}:5:1: T111 'ui-round' refers to -tribe, which no 'en' pack defines",
        f"{pack}:6:1: T111 'ui-undone' refers to nowhere, which no 'en' pack defines",
    ]


def test_a_message_written_twice_in_one_pack_is_named(rs, framework_pack):
    """A message written twice in one file (a copy left behind) showed its last text, and
    `text check` said nothing: the translator's fix to the first one never appeared."""
    pack = framework_pack("en", "ui-total = sum\n-a = a\nui-you = me\nui-total = all\n-a = b\n")
    problems = [p for p in check(rs) if p.startswith(str(pack))]
    assert problems == [
        f"{pack}:4:1: T113 'ui-total' is written twice in this file (line 1 too): the last "
        "one is shown",
        f"{pack}:5:1: T113 '-a' is written twice in this file (line 2 too): the last one is "
        "shown",
    ]


@pytest.mark.parametrize(("value", "says"), [
    ('پذیرفته نشد: { "\\u2068save FILE" } { $reason }', "U+2068 is never closed by U+2069"),
    ("ui-x \u202e{ $reason }", "U+202E is never closed by U+202C"),
    ('{ "\\u2069" } { $reason }', "U+2069 closes nothing"),
], ids=["open-isolate", "written-override", "lone-close"])
def test_a_direction_control_left_open_is_named(rs, framework_pack, value, says):
    """A Persian message whose isolate was never closed (`{ "\\u2068save FILE" }`) turned
    the rest of its line around wherever it was shown with others (a log line, the web
    page), and `text check` said nothing."""
    pack = framework_pack("fa", f"ui-refused = {value}\n")
    assert f"{pack}:1:1: T114 'ui-refused': the direction control {says}" in check(rs)


@pytest.mark.parametrize(("value", "shown"), [
    ('پذیرفته نشد: { "\\u2068save FILE" } { $reason }',
     "پذیرفته نشد: \u2068save FILE \u2068R\u2069\u2069"),
    ("ui-x \u202e{ $reason }", "ui-x \u202e\u2068R\u2069\u202c"),
    ('{ "\\u2069" }{ $reason }', "\u2068R\u2069"),
    ('\u2067{ "\\u202c" }{ $reason }\u2069', "\u2067\u2068R\u2069\u2069"),
], ids=["open-isolate", "written-override", "lone-close", "mismatched-close"])
def test_a_direction_control_left_open_is_closed_where_it_is_shown(rs, framework_pack, value,
                                                                   shown):
    """A message whose direction control was left open (`T114`) turned the rest of its line
    around at play (a log line, the web page); one that closed nothing could close the
    caller's. Each is closed at the message's end, and a lone close is left out."""
    framework_pack("fa", f"ui-refused = {value}\n")
    assert Text(rs, "fa")("ui-refused", reason="R") == shown


@pytest.mark.parametrize(("lang", "rtl"), [
    ("fa", True), ("ar", True), ("he", True), ("ur", True), ("ar-EG", True), ("fa-XY", True),
    ("en", False), ("vi", False), ("el", False), ("pt-BR", False), ("zz", False),
    ("123", False)])
def test_a_language_s_direction_comes_from_its_script(lang, rtl):
    """Right to left was Persian alone: a translator's Arabic or Hebrew read left to right in
    the terminal, the lab's report and the web. It is the language's as Babel knows it (its
    language part's, then left to right)."""
    assert right_to_left(lang) is rtl


def test_a_byte_order_mark_at_a_packs_start_is_dropped(rs, framework_pack):
    """An editor's byte order mark made the pack's first line junk (T104 "Expected an entry
    start"), and its first message showed in English at play."""
    pack = framework_pack("en", "ui-total = sum of all\n".encode("utf-8-sig"))
    assert not [p for p in check(rs) if p.startswith(str(pack))]
    assert Text(rs, "en")("ui-total") == "sum of all"


@pytest.mark.parametrize(("content", "says"), [
    ("ui-total = t\nui-you = d\xfc\n".encode("latin-1"),
     ":2:11: a text pack must be UTF-8 (byte 0xFC is not; save it as UTF-8)"),
    ("ui-total = t\n".encode("utf-16"),
     ":1:1: a text pack must be UTF-8 (byte 0xFF is not; save it as UTF-8)"),
    (b"ui-total = t\n" * 40_000,
     ":1:1: 520000 bytes, more than a text pack of 400000 bytes may have; split it into "
     "several files"),
], ids=["latin-1", "utf-16", "huge"])
def test_a_pack_that_cannot_be_read_is_named_at_its_line(rs, framework_pack, content, says):
    """A pack in another encoding was named by the byte's offset ("byte 473"), and `text
    check` stopped at it; a pack of 10 MB took half a minute before the rules showed."""
    pack = framework_pack("en", content)
    where, _, what = says.rpartition(": ")
    assert f"{pack}{where}: T115 {what}" in check(rs)
    with pytest.raises(NaqalaError, match=re.escape(f"{pack}{says}")):
        Text(rs, "en")


def test_a_missing_message_is_placed_in_the_file_that_lacks_it(tmp_path, monkeypatch):
    """Every missing message was placed at the last ruleset's `locales/<lang>` folder: the
    framework's messages, and the base game's, at the variant checked (in the installed
    copy for a shipped one), once for each ruleset. Each is placed in the file of the
    language that stands where English has it."""
    folder = overlay(tmp_path, 3)
    (folder / "locales/en").mkdir(parents=True)
    (folder / "locales/en/x.ftl").write_text("tiles-small_market-action = Pay { $n1 }.\n")
    packs = tmp_path / "packs"
    (packs / "de").mkdir(parents=True)
    english = (ROOT / "framework/naqala/text/locales/en/naqala.ftl").read_text("utf-8")
    (packs / "de/naqala.ftl").write_text(english.replace("ui-total = total\n", ""), "utf-8")
    monkeypatch.setenv("NAQALA_LOCALES", str(packs))
    rs = load(folder, folders=[ROOT / "rulesets"])
    missing = {p.rpartition(" ")[2]: p.partition(": ")[0] for p in check(rs) if "T101" in p}
    assert missing["'ui-total'"] == f"{packs}/de/naqala.ftl:1:1"
    assert missing["'tiles-small_market-action'"] == f"{folder}/locales/de/x.ftl:1:1"
    base = rs.raw.folders[0]
    assert missing["'tiles-oasis'"] == f"{base}/locales/de/five_tribes.ftl:1:1"
    assert missing["'term-help-keys'"] == f"{packs}/de/terminal.ftl:1:1"


def test_a_language_babel_does_not_know_counts_as_english_does(rs, framework_pack, monkeypatch):
    """A pack for a language Babel does not know (a typo, `tlh`) took the plural rules of
    the user's locale (`LANGUAGE=ru` chose `[few]` for 2), or ended in a traceback when the
    user's locale was one Babel does not know either; `text check` said nothing."""
    pack = framework_pack("tlh", "ui-player = { $n ->\n    [one] wa'\n    [few] few\n"
                                 "   *[other] law'\n}\n", "naqala.ftl")
    framework_pack("de-XY", "ui-player = Spieler { $n }\n", "naqala.ftl")
    for locale in ("ru", "xx_YY"):
        monkeypatch.setenv("LANGUAGE", locale)
        assert [Text(rs, "tlh")("ui-player", n=n) for n in (1, 2)] == ["wa'", "law'"]
    problems = check(rs)
    assert f"{pack}:1:1: T116 Babel knows no language 'tlh': its numbers choose plural " \
           "variants as English's do (one, other)" in problems
    assert f"{pack}:3:1: T110 'ui-player': the variant [few] is never chosen in 'tlh' (its " \
           "plural categories are one, other)" in problems
    assert not [p for p in problems if "de-XY" in p and "T116" in p]


def test_a_pack_folder_that_is_no_language_code_is_named_by_text_check(rs, framework_pack):
    """A pack folder named `123` was refused when its language loaded, and `text check`
    said Babel did not know it."""
    pack = framework_pack("123", "ui-total = sum\n", "naqala.ftl")
    assert f"{pack}:1:1: T116 '123' is no language code (expected only letters, got '123'): " \
           "a pack's folder is named like de or pt-BR" in check(rs)
    with pytest.raises(NaqalaError, match="is named by a language code"):
        Text(rs, "123")


def test_a_message_that_cannot_be_formatted_shows_in_english(rs, framework_pack):
    """A translated message with a variable no caller gives, a function Fluent lacks, an
    attribute nowhere defined, or attributes and no value showed `Spieler {$num}`,
    `Runde {FOO()}` or its id, without a word: it shows in English, said once with its
    file and line."""
    pack = framework_pack("de", "ui-player = Spieler { $num }\nui-round = Runde { FOO($n) }\n"
                          "ui-total =\n    .title = Gesamt\nui-you = { ui-total.nope }\n"
                          "ui-undone = Rückgängig.\n", "naqala.ftl")
    reports = []
    text = Text(rs, "de", report=reports.append)
    shown = [text("ui-player", n=2), text("ui-round", n=3), text("ui-total"), text("ui-you"),
             text("ui-undone"), text("ui-player", n=2)]
    assert shown == ["Player 2", "Round 3", "total", "you", "Rückgängig.", "Player 2"]
    assert [r for r in reports if "cannot be shown" in r] == [
        f"naqala: {pack}:1: text 'ui-player' cannot be shown in 'de' (Unknown external: num): "
        "shown in English",
        f"naqala: {pack}:2: text 'ui-round' cannot be shown in 'de' (Unknown function: FOO): "
        "shown in English",
        f"naqala: {pack}:3: text 'ui-total' cannot be shown in 'de' (it has attributes but "
        "no value): shown in English",
        f"naqala: {pack}:5: text 'ui-you' cannot be shown in 'de' (Unknown attribute: "
        "ui-total.nope): shown in English"]


def test_what_fluent_cannot_format_is_named_by_text_check(rs, framework_pack):
    """An attribute nowhere defined, a function Fluent does not have and a message of
    attributes alone passed `text check`; at play they showed `{ui-total.nope}`,
    `{FOO()}` or the message's id."""
    pack = framework_pack("de", "ui-total =\n    .title = Gesamt\nui-you = { ui-total.nope } "
                          "{ ui-total.title }\nui-round = Runde { FOO($n) } { NUMBER($n) }\n",
                          "naqala.ftl")
    problems = [p for p in check(rs) if p.startswith(str(pack)) and "T101" not in p]
    assert problems == [
        f"{pack}:1:1: T117 'ui-total' has attributes but no value: it shows in English",
        f"{pack}:3:1: T111 'ui-you' refers to ui-total.nope, which no 'de' pack defines",
        f"{pack}:4:1: T111 'ui-round' calls FOO, which Fluent does not have (it has NUMBER "
        "and DATETIME)",
    ]


KEYS = {"Enter", "Tab", "Space", "Escape", "Ctrl", "F1", "F2"}  # as written on the keys


@pytest.mark.parametrize("pack", sorted((ROOT / "framework/naqala/text/locales/fa")
                                        .glob("*.ftl")), ids=lambda p: p.name)
def test_persian_writes_no_latin_word_but_the_names_of_keys(pack):
    """docs/glossary-fa.md: the framework's Persian text writes no Latin word outside an
    isolate but what a key says: `naqala bench bots` said «Welch p = ...، Mann-Whitney p =
    ...», bare Latin inside right-to-left text, where the lab's note says «ولش» and
    «من-ویتنی»."""
    for n, line in enumerate(pack.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("#") or "=" not in line:
            continue
        bare = re.sub(r'\{ "\\u2068[^"]*\\u2069" \}|\{[^{}]*\}|\{ \$\w+ ->', "",
                      line.partition("=")[2])
        words = set(re.findall(r"[A-Za-z][A-Za-z0-9]+", bare)) - KEYS
        assert not words, f"{pack}:{n}: Latin {sorted(words)} outside an isolate"


def test_greek_says_a_final_score_as_its_glossary_does():
    """docs/glossary-el.md: a player's score is «σκορ» («τελικό σκορ»); «βαθμολογία» is
    said only in «όρος βαθμολογίας». The web table's final scores read «Τελική
    βαθμολογία»."""
    for pack in (ROOT / "framework/naqala/text/locales/el").glob("*.ftl"):
        text = pack.read_text(encoding="utf-8").replace("όρος βαθμολογίας", "") \
            .replace("όρο βαθμολογίας", "")
        assert "βαθμολογ" not in text.lower(), pack


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_draw_pile_has_one_name_in_each_language(lang):
    """The glossaries name the draw pile once («xấp rút», «στοίβα τραβήγματος», «دسته‌ی
    برداشت»); the web table's card rows called it «chồng rút», «τράπουλα» (a deck) and
    «دسته‌ی کارت», where the terminal said the glossary's word."""
    text = Text(None, lang)
    assert text("ui-draw-pile", n=1).startswith(text("web-draw") + ":")


def test_a_message_written_in_two_files_of_one_folder_is_named(rs, framework_pack):
    """A message a translator wrote in two files of one language's folder showed the one in
    the file whose name sorts last, and `text check` said nothing (T113 looked within one
    file)."""
    framework_pack("en", "ui-total = sum\n-a = a\n", "a.ftl")
    folder = framework_pack("en", "ui-you = me\nui-total = all\n", "b.ftl").parent
    problems = [p for p in check(rs) if p.startswith(str(folder))]
    assert problems == [f"{folder}/b.ftl:2:1: T113 'ui-total' is written twice in this "
                        f"folder ({folder}/a.ftl:1 too): the one in b.ftl is shown"]


def test_texts_of_one_language_parse_its_packs_once_and_see_a_pack_changed(rs, framework_pack,
                                                                           monkeypatch):
    """Every Text of a language read and parsed the same packs again (the web's create
    page parsed them some 1,300 times, for some 6 s): a pack's text is now parsed once, and
    a pack changed since is parsed anew, however soon after (docs/authoring.md)."""
    import fluent.runtime

    from naqala import text
    pack = framework_pack("en", "ui-total = sum\n")
    parsed = []
    real = fluent.runtime.FluentResource
    monkeypatch.setattr(text, "FluentResource", lambda t: (parsed.append(t), real(t))[1])
    text._resource.cache_clear()
    assert Text(rs, "en")("ui-total") == "sum"
    first = len(parsed)
    assert first == len(pack_files(rs, "en"))
    assert Text(rs, "en")("ui-total") == "sum" and len(parsed) == first
    pack.write_text("ui-total = all\n", encoding="utf-8")  # the same size, at once
    assert Text(rs, "en")("ui-total") == "all" and len(parsed) == first + 1
