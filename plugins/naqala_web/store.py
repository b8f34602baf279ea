"""Games kept in SQLite as save records: ruleset id and hash, players, seed, choices, seats.

Every choice rewrites the game's choice list in one transaction, so a server killed at any
moment restarts with every choice it confirmed. Each seat played by a person has a secret
link token; the spectator link has one too. Tokens are never derived from the game.
"""

from __future__ import annotations

import json
import os
import secrets
import sqlite3
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from naqala import NaqalaError
from naqala.errors import quoted

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY, created REAL NOT NULL, ruleset TEXT NOT NULL, hash TEXT NOT NULL,
    players INTEGER NOT NULL, seed TEXT NOT NULL, lang TEXT NOT NULL,  -- seed: 64 bits, unsigned
    bots TEXT NOT NULL, choices TEXT NOT NULL, over INTEGER NOT NULL DEFAULT 0,
    asks INTEGER NOT NULL DEFAULT 0,  -- asks: 1 under the rule of naqala-save/3
    chosen INTEGER);  -- chosen: 1 when the creator chose the seed; NULL: not noted
CREATE TABLE IF NOT EXISTS links (
    token TEXT PRIMARY KEY, game TEXT NOT NULL REFERENCES games(id), seat INTEGER);
"""

# The columns a naqala games file has (`asks` and `chosen` are added to a file of an
# earlier naqala).
COLUMNS = {"games": ("id", "created", "ruleset", "hash", "players", "seed", "lang", "bots",
                     "choices", "over"),
           "links": ("token", "game", "seat")}


def new_token() -> str:
    """An unguessable link token (128 bits from `secrets`)."""
    return secrets.token_urlsafe(16)


@dataclass
class Record:
    """One stored game: `bots` maps a seat to its bot's name; `links` a token to a seat
    (None: the spectator link)."""

    id: str
    ruleset: str
    hash: str
    players: int
    seed: int
    lang: str
    bots: dict[int, str]
    choices: list[str] = field(default_factory=list)
    links: dict[str, int | None] = field(default_factory=dict)
    over: bool = False
    asks_narrowed: bool = True  # False: begun before narrowed questions were asked
    seed_chosen: bool | None = False  # by the creator; None: begun before it was noted


class Store:
    """The games database: one file in WAL mode, so a committed choice survives the server
    being killed (only a power cut may lose the last ones) without a disk flush per choice;
    one server at a time keeps it (a second is refused)."""

    def __init__(self, path: Path):
        try:
            unusable = _no_place(path)  # SQLite would say "unable to open database file"
            if unusable:
                raise NaqalaError(f"{path}: cannot keep games there: {unusable}")
            path.parent.mkdir(parents=True, exist_ok=True)
            unwritable = _unwritable(path)  # SQLite would say "disk I/O error"
            if unwritable:
                raise NaqalaError(f"{path}: cannot keep games there: {unwritable}")
            self.db = sqlite3.connect(path, check_same_thread=False, isolation_level=None,
                                      timeout=1)
            # held until closed: a second server on the file would play the same games and
            # overwrite the choices this one stores
            self.db.execute("PRAGMA locking_mode=EXCLUSIVE")
            unfit = self._unfit()  # before anything is written to it
            if unfit:
                self.db.close()
                raise NaqalaError(f"{path}: cannot keep games there: {unfit}")
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=NORMAL")  # a commit survives a killed process
            self.db.executescript(SCHEMA)
            self._add_columns()
        except (OSError, sqlite3.Error) as err:
            why = getattr(err, "strerror", None) or str(err)
            if why == "database is locked":
                why += " (by another naqala serve?)"
            raise NaqalaError(f"{path}: cannot keep games there: {why}") from None

    def _unfit(self) -> str | None:
        """Why the file may not keep games (another program's, or damaged), or None."""
        foreign = self._foreign()
        if foreign:
            return f"it is no naqala games file ({foreign})"
        try:
            found = [line for row in self.db.execute("PRAGMA quick_check(3)")
                     for line in row[0].splitlines()][:3]
        except sqlite3.DatabaseError as err:
            found = [str(err)]
        if found != ["ok"]:
            return (f"the file is damaged ({'; '.join(found)}); sqlite3's .recover may save "
                    "its games")
        return None

    def _foreign(self) -> str | None:
        """What shows that the file keeps another program's tables, or None for a naqala
        games file or an empty one."""
        tables = sorted(r[0] for r in self.db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'"))
        if tables and "games" not in tables:
            return f"it has tables {', '.join(map(repr, tables))} and no table 'games'"
        for table, columns in COLUMNS.items():
            held = {row[1] for row in self.db.execute(f"PRAGMA table_info({table})")}
            missing = [column for column in columns if column not in held]
            if held and missing:
                return f"its table '{table}' has no column '{missing[0]}'"
        return None

    def _add_columns(self) -> None:
        """A database of an earlier naqala may have no `asks` column (its games were begun
        under the former rule, `engine/hiding.py`, and go on under it) and no `chosen` one
        (whether their creator chose the seed was not noted)."""
        columns = {row[1] for row in self.db.execute("PRAGMA table_info(games)")}
        if "asks" not in columns:
            self.db.execute("ALTER TABLE games ADD COLUMN asks INTEGER NOT NULL DEFAULT 0")
        if "chosen" not in columns:
            self.db.execute("ALTER TABLE games ADD COLUMN chosen INTEGER")

    @contextmanager
    def _writing(self, what: str):
        """A write; NaqalaError says why the file refused it (read-only, full, damaged)."""
        try:
            yield
        except sqlite3.Error as err:
            raise NaqalaError(f"the games file cannot keep {what} ({err})") from None

    def add(self, record: Record) -> None:
        with self._writing("a new game"), self.db:
            self.db.execute("BEGIN")
            self.db.execute(
                "INSERT INTO games (id, created, ruleset, hash, players, seed, lang, bots, "
                "choices, over, asks, chosen) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (record.id, time.time(), record.ruleset, record.hash, record.players,
                 str(record.seed), record.lang, json.dumps(record.bots), json.dumps(record.choices),
                 int(record.over), int(record.asks_narrowed), record.seed_chosen))
            self.db.executemany("INSERT INTO links VALUES (?, ?, ?)",
                                [(t, record.id, s) for t, s in record.links.items()])

    def save_choices(self, game_id: str, choices: list[str], over: bool) -> None:
        with self._writing("this choice"):
            self.db.execute("UPDATE games SET choices = ?, over = ? WHERE id = ?",
                            (json.dumps(choices), int(over), game_id))

    @contextmanager
    def _reading(self):
        """A read; NaqalaError says why the file failed it (damaged on disk, a failed
        disk)."""
        try:
            yield
        except sqlite3.Error as err:
            raise NaqalaError(f"the games file cannot be read ({err})") from None

    def find(self, token: str) -> tuple[str, int | None] | None:
        """(game id, seat) of a link token, or None for a token nobody was given."""
        with self._reading():
            row = self.db.execute("SELECT game, seat FROM links WHERE token = ?",
                                  (token,)).fetchone()
        return None if row is None else (row[0], row[1])

    def language(self, token: str) -> str | None:
        """The language of the game of a link token, or None for a token nobody was given."""
        with self._reading():
            row = self.db.execute("SELECT lang FROM games JOIN links ON links.game = games.id "
                                  "WHERE token = ?", (token,)).fetchone()
        return None if row is None else row[0]

    def load(self, game_id: str) -> Record:
        """A stored game; NaqalaError when there is none or its record cannot be read (a
        damaged file)."""
        with self._reading():
            row = self.db.execute(
                "SELECT id, ruleset, hash, players, seed, lang, bots, choices, over, asks, "
                "chosen FROM games WHERE id = ?", (game_id,)).fetchone()
            links = dict(self.db.execute("SELECT token, seat FROM links WHERE game = ?",
                                         (game_id,)).fetchall())
        if row is None:
            raise NaqalaError(f"game {game_id}: no such game is stored")
        try:
            players, bots = _read("players", _count, row[3]), _read("bots", _bots, row[6])
            _read("links", _people, (links, players, bots))
            return Record(row[0], row[1], row[2], players, _read("seed", int, row[4]), row[5],
                          bots, _read("choices", _choices, row[7]), links, bool(row[8]),
                          bool(row[9]), None if row[10] is None else bool(row[10]))
        except NaqalaError as err:
            raise NaqalaError(f"game {game_id}: its stored record cannot be read ({err})") \
                from None

    def unfinished(self) -> list[str]:
        """Ids of the games still being played, oldest first."""
        with self._reading():
            return [r[0] for r in self.db.execute(
                "SELECT id FROM games WHERE over = 0 ORDER BY created")]

    def close(self) -> None:
        self.db.close()


def _no_place(path: Path) -> str | None:
    """Why `path` can be no games file, or None: a folder, a pipe or a device, a link to
    nowhere, a name under a file."""
    if path.is_dir():
        return "it is a folder, not a file"
    if path.exists() and not path.is_file():
        return "it is not a regular file (a pipe or a device keeps no games)"
    if path.is_symlink() and not path.resolve().parent.is_dir():
        return f"it is a link to {path.readlink()}, whose folder is not there"
    above = next((folder for folder in path.parents if folder.exists()), None)
    if above is not None and not above.is_dir():
        return f"{above} is not a folder"
    return None


def _unwritable(path: Path) -> str | None:
    """Why this user may not write the games file, or None."""
    if path.is_file() and not os.access(path, os.W_OK):
        return "the file is read-only"
    if not os.access(path.parent, os.W_OK):
        return "its folder is read-only (SQLite keeps a journal beside the file)"
    return None


def _read(name: str, read, value):
    """`read(value)`, a stored field; NaqalaError naming it and why it cannot be read."""
    try:
        return read(value)
    except (ValueError, TypeError, AttributeError) as err:
        raise NaqalaError(f"{name}: {err}") from None


def _count(value) -> int:
    if not isinstance(value, int):
        raise ValueError(f"{quoted(value)} is no whole number")
    return value


def _bots(text: str) -> dict[int, str]:
    return {int(seat): str(name) for seat, name in json.loads(text).items()}


def _people(found: tuple[dict, int, dict]) -> None:
    """A ValueError unless every link is the spectator's or a seat a person plays: another
    would open a view the game has not, or a bot's."""
    links, players, bots = found
    for seat in links.values():
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < players
                                 or seat in bots):
            raise ValueError(f"the link of seat {quoted(seat)} is no person's seat of this game")


def _choices(text: str) -> list[str]:
    choices = json.loads(text)
    if not isinstance(choices, list) or not all(isinstance(c, str) for c in choices):
        raise ValueError("not a list of option ids")
    return choices
