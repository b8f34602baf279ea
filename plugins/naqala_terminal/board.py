"""The board widget: a cell per tile with its value, kind, meeples, marks and owner's camel.

Cells grow with the screen (wider names, a third line on tall screens). Arrow keys move a
cursor, Enter or a click picks the tile under it (`Board.Picked`); tiles that some option of
the pending decision is about are underlined. On a hexagonal board every second row is drawn
half a cell to the right, as its tiles lie; under a graph's board a line names the tiles the
one under the cursor leads to.
"""

from __future__ import annotations

from rich.text import Text as Rich
from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.widget import Widget

from naqala import Text
from naqala.engine.board import column_letters

from .words import clean, say, touching

SIDE = 22  # columns left for the panel beside the board
TILE_COLOURS = {"blue": "#1d3b63", "red": "#632020", "water": "#0f4a63", "depth": "#052b45"}
MEEPLE_COLOURS = {"y": "yellow", "w": "bright_white", "b": "dodger_blue1", "g": "green3",
                  "r": "red1", "p": "magenta"}
PLAYER_COLOURS = ("magenta", "cyan", "orange1", "bright_green", "yellow", "purple")
MARKS = "♣⌂▲◆●■"  # one per kind of token, in the order of the supply
CAMEL = "@"  # before the owner's number


def player_colour(seat: int) -> str:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def marks(view: dict) -> dict:
    """The mark of each kind of token on the board."""
    return {kind: MARKS[i % len(MARKS)] for i, kind in enumerate(view["supply"])}


def cell_size(columns: int, width: int, height: int) -> tuple[int, int]:
    """Cell width and height for a screen of `width` x `height`."""
    inner = (width - SIDE - 3) // columns - 1
    return max(6, min(14, inner)), 3 if height >= 40 else 2


class Board(Widget, can_focus=True):
    """The tiles of `view["board"]` as the seat of that view sees them."""

    BINDINGS = [Binding("left", "move(0, -1)", show=False),
                Binding("right", "move(0, 1)", show=False),
                Binding("up", "move(-1, 0)", show=False),
                Binding("down", "move(1, 0)", show=False),
                Binding("enter", "pick", show=False)]

    class Picked(Message):
        """A tile was picked (Enter or a click)."""

        def __init__(self, tile: str):
            super().__init__()
            self.tile = tile

    def __init__(self, rs, **kwargs):
        super().__init__(**kwargs)
        self.rs = rs
        self.rows, self.columns = rs.rows, rs.columns
        self.view: dict | None = None
        self.text: Text | None = None
        self.targets: set[str] = set()
        self.cursor = (0, 0)

    def show(self, view: dict, text: Text, targets: set[str]) -> None:
        """Draw `view` with `targets` underlined; the cursor goes to a target if it is on none."""
        self.view, self.text, self.targets = view, text, targets
        if targets and self.tile_at(*self.cursor) not in targets:
            first = next(t for t in view["board"] if t["tile"] in targets)
            index = view["board"].index(first)
            self.cursor = divmod(index, self.columns)
        self.refresh(layout=True)

    def tile_at(self, row: int, column: int) -> str | None:
        if self.view is None:
            return None
        return self.view["board"][row * self.columns + column]["tile"]

    def reshape(self, rs) -> None:
        """Draw the board of ruleset `rs` from now on (a game loaded)."""
        self.rs, self.rows, self.columns = rs, rs.rows, rs.columns
        self.cursor = (0, 0)

    @property
    def hexagonal(self) -> bool:
        return self.rs.geometry.adjacency == "hexagonal"

    def geometry(self) -> tuple[int, int]:
        return cell_size(self.columns + self.hexagonal, self.app.size.width,
                         self.app.size.height)

    def shift(self, row: int, width: int) -> int:
        """Columns a row is drawn to the right: half a cell for every second row of
        hexagons (rows 2, 4...), none otherwise."""
        return (width + 1) // 2 if self.hexagonal and row % 2 else 0

    def tall(self, height: int) -> int:
        """Lines the board takes with cells `height` lines tall: the column letters, the
        rows, and on a graph the line naming where the cursor's tile leads."""
        return 1 + self.rows * height + (self.rs.geometry.adjacency == "graph")

    def get_content_width(self, container: Size, viewport: Size) -> int:
        width, _ = cell_size(self.columns + self.hexagonal, viewport.width, viewport.height)
        return 3 + self.columns * (width + 1) + self.shift(1, width)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        _, height = cell_size(self.columns + self.hexagonal, viewport.width, viewport.height)
        return self.tall(height)

    def action_move(self, down: int, right: int) -> None:
        row, column = self.cursor
        self.cursor = ((row + down) % self.rows, (column + right) % self.columns)
        self.refresh()

    def action_pick(self) -> None:
        tile = self.tile_at(*self.cursor)
        if tile is not None:
            self.post_message(self.Picked(tile))

    def on_click(self, event: events.Click) -> None:
        width, height = self.geometry()
        row = (event.y - 1) // height
        left = 3 + self.shift(row, width)
        column = (event.x - left) // (width + 1)
        if event.y >= 1 and event.x >= left and row < self.rows and column < self.columns:
            self.cursor = (row, column)
            self.refresh()
            self.action_pick()

    def render(self) -> Rich:
        out = Rich(no_wrap=True, overflow="crop")
        if self.view is None or self.text is None:
            return out
        width, height = self.geometry()
        out.append("   " + "".join(column_letters(c).center(width + 1)
                                    for c in range(self.columns)))
        index = self.rs.geometry.index
        walls = {tuple(sorted(index[n] for n in w.split("-"))) for w in self.view["walls"]}
        blocked = set(self.view["blocked"])
        tokens = marks(self.view)
        for r in range(self.rows):
            cells = [self._cell(self.view["board"][r * self.columns + c], width, height,
                                (r, c) == self.cursor and self.has_focus, blocked, tokens)
                     for c in range(self.columns)]
            self._row(out, r, cells, walls, width)
        if self.rs.geometry.adjacency == "graph":
            out.append("\n" + self._leads())
        return out

    def _row(self, out: Rich, r: int, cells: list, walls: set, width: int) -> None:
        """Row r of the board, its `cells` drawn line by line, with the walls beside and
        below them."""
        shift = " " * self.shift(r, width)
        height = len(cells[0])
        for line in range(height):
            out.append("\n" + (f"{r + 1:>2} " if line == 0 else "   ") + shift)
            for c, cell in enumerate(cells):
                t = r * self.columns + c
                piece = cell[line]
                if line == height - 1:
                    for part in self._walled_below(walls, t, width):
                        piece.stylize("underline bright_white", *part)
                out.append_text(piece)
                east = c + 1 < self.columns and (t, t + 1) in walls
                out.append("┃" if east else " ", "bold bright_white")

    def _walled_below(self, walls: set, t: int, width: int) -> list[tuple[int, int]]:
        """The parts of tile t's last line where a wall (`walls`: pairs of tiles, the lower
        first) parts it from a tile of the row below: all of it on a square board; on a
        hexagonal one, the half over each of the two hexagons below it."""
        below = t + self.columns
        if not self.hexagonal:
            return [(0, width)] if (t, below) in walls else []
        c = t % self.columns
        left = c if t // self.columns % 2 else c - 1  # the column of the hexagon below-left
        halves = ((left, (0, width // 2)), (left + 1, (width // 2, width)))
        return [part for column, part in halves
                if 0 <= column < self.columns and (t, below - c + column) in walls]

    def _leads(self) -> str:
        """The line under a graph's board: the tile under the cursor and where it leads."""
        row, column = self.cursor
        tile = row * self.columns + column
        return say(self.text, "term-board-from", tile=self.rs.geometry.names[tile],
                   tiles=self.text.join(touching(self.rs, tile)) or "-")

    def _cell(self, tile: dict, width: int, height: int, cursor: bool, blocked: set,
              tokens: dict) -> list[Rich]:
        text = self.text
        background = TILE_COLOURS.get(tile["colour"], "#333333")
        name = clean(text.name("tiles", tile["kind"]))
        if tile["tile"] in blocked:
            lines = [Rich("░" * width, "grey50") for _ in range(height)]
        else:
            first = Rich(f"{clean(text.number(tile['value'])):>2} ", "bold")
            owner = tile["owner"]
            room = width - len(first) - (3 if owner is not None else 0)
            first.append(name[:max(room, 0)].ljust(max(room, 0)))
            if owner is not None:
                first.append(f"{CAMEL}{owner + 1}".rjust(3), f"bold {player_colour(owner)}")
            second = Rich()
            letters = dict(zip(text.rs.piece_ids, text.rs.piece_letters))
            for kind, n in tile["pieces"].items():
                second.append(letters[kind], f"bold {MEEPLE_COLOURS.get(letters[kind], 'white')}")
                if n > 1:
                    second.append(clean(text.number(n)))
            third = Rich()
            for kind, n in tile["tokens"].items():
                third.append(tokens.get(kind, "?") + (clean(text.number(n)) if n > 1 else ""),
                             "bold bright_green")
            if height == 2:
                second.append_text(third)
                lines = [first, second]
            else:
                lines = [first, second, third]
        style = f"on {background}" + (" reverse" if cursor else "")
        if tile["tile"] in self.targets:
            lines[0].stylize("underline")
        result = []
        for line in lines:
            line.truncate(width, overflow="ellipsis", pad=True)
            line.stylize(style)
            result.append(line)
        return result
