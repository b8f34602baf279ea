"""A direct, hand-written engine of the base game: the yardstick of `tools/side_by_side.py`.

It plays random four-player games of the base game written straight in Python, with no
ruleset, effect language or undo: the board as lists of counts, moves checked with walk ends
worked out once (bit masks), the same small decisions as naqala's ruleset
(a bid, a move's start and each drop, the tribe and tile actions' choices, a sale card by
card), and Djinns taken for their points with their powers left out (docs/speed.md, "The
hand-written yardstick"). It exists to time naqala's engine against in one run, not to play
with: nothing checks its rules but its own tests (tests/test_handwritten_engine.py).
"""

from __future__ import annotations

import random
from typing import Any

COLUMNS, ROWS = 6, 5
TILES = COLUMNS * ROWS
VIZIER, ELDER, BUILDER, MERCHANT, ASSASSIN = range(5)
MEEPLES = (16, 20, 18, 18, 18)
VILLAGE, SACRED, OASIS, SMALL_MARKET, LARGE_MARKET = range(5)
LAYOUT = ([(VILLAGE, 5)] * 5 + [(SACRED, v) for v in (6, 6, 6, 6, 10, 12, 15)]
          + [(OASIS, 8)] * 6 + [(SMALL_MARKET, 6)] * 8 + [(LARGE_MARKET, 4)] * 4)
BLUE = (VILLAGE, SACRED)
MERCHANDISE = (2, 2, 2, 4, 4, 4, 6, 6, 6)  # copies of each of the nine kinds
FAKIR = len(MERCHANDISE)  # the card number of a Fakir
FAKIRS = 18
DJINNS = (4,) * 4 + (5,) + (6,) * 10 + (8,) * 5 + (10,) * 2  # their points
SPOTS = (0, 0, 0, 1, 3, 5, 8, 12, 18)  # the turn order track; three free spots
SUITS = (0, 1, 3, 7, 13, 21, 30, 40, 50, 60)
PLAYERS, CAMELS, GOLD, ROW, SHOWN = 4, 8, 50, 9, 3
PALM, PALACE = 0, 1
BANK, WORTH = (12, 10), (3, 5)  # in the bank at the start, points on a tile


def _steps() -> tuple[tuple[int, ...], ...]:
    """Each tile's orthogonal neighbours."""
    out = []
    for t in range(TILES):
        r, c = divmod(t, COLUMNS)
        out.append(tuple(r2 * COLUMNS + c2 for r2, c2 in
                         ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))
                         if 0 <= r2 < ROWS and 0 <= c2 < COLUMNS))
    return tuple(out)


STEPS = _steps()


def _walks(longest: int) -> list[dict[tuple[int, int], tuple[int, int]]]:
    """For each length k up to `longest`, from a tile and the tile left before it (-1:
    none), never straight back: the tiles where walks of k steps end, and those where they
    end on a tile they crossed before, as bit masks."""
    out = [{(pos, prev): (1 << pos, 0) for pos in range(TILES) for prev in (-1, *STEPS[pos])}]
    for k in range(1, longest + 1):
        below, level = out[-1], {}
        for pos, prev in below:
            ends = again = 0
            for nb in STEPS[pos]:
                if nb != prev:
                    sub_ends, sub_again = below[nb, pos]
                    ends |= sub_ends
                    again |= sub_again | (sub_ends & (1 << nb) if k > 1 else 0)
            level[pos, prev] = ends, again
        out.append(level)
    return out


WALKS = _walks(sum(MEEPLES))


class Player:
    """A seat's holdings."""

    def __init__(self) -> None:
        self.gold, self.camels, self.viziers, self.elders = GOLD, CAMELS, 0, 0
        self.cards = [0] * (FAKIR + 1)
        self.djinns: list[int] = []


class Game:
    """One random four-player game from `seed`: `play()` plays it out and returns the
    decisions of two options or more."""

    def __init__(self, seed: int) -> None:
        self.rng = rng = random.Random(seed)
        tiles = LAYOUT[:]
        rng.shuffle(tiles)
        self.kind = [k for k, _ in tiles]
        self.value = [v for _, v in tiles]
        self.blue = [sum(self.kind[n] in BLUE for n in _around(t)) for t in range(TILES)]
        bag = [c for c, n in enumerate(MEEPLES) for _ in range(n)]
        rng.shuffle(bag)
        self.board = [[0] * 5 for _ in range(TILES)]
        for i, colour in enumerate(bag):
            self.board[i // 3][colour] += 1
        self.bag = [0] * 5
        self.owner = [-1] * TILES
        self.built = ([0] * TILES, [0] * TILES)  # palm trees and palaces by tile
        self.bank = list(BANK)
        self.deck = [k for k, n in enumerate(MERCHANDISE) for _ in range(n)] + [FAKIR] * FAKIRS
        rng.shuffle(self.deck)
        self.discard: list[int] = []
        self.row = [self.deck.pop() for _ in range(ROW)]
        self.djinn_deck = list(DJINNS)
        rng.shuffle(self.djinn_deck)
        self.shown = [self.djinn_deck.pop() for _ in range(SHOWN)]
        self.players = [Player() for _ in range(PLAYERS)]
        self.order = list(range(PLAYERS))
        rng.shuffle(self.order)
        self.decisions = 0
        self.ending = False

    def pick(self, options: list) -> Any:
        """A random option; one answers itself, as in naqala."""
        if len(options) == 1:
            return options[0]
        self.decisions += 1
        return options[self.rng.randrange(len(options))]

    def play(self) -> int:
        """Rounds until one ends the game; the decisions made."""
        while not self.ending:
            for p in self.bid():
                self.turn(p)
            self.clean_up()
        return self.decisions

    def bid(self) -> list[int]:
        """Every seat takes a spot in bid order; the play order (paid spots from the dearest,
        then the free ones, the latest first)."""
        free, paid = [], {}
        for p in self.order:
            gold = self.players[p].gold
            options = [-1] if len(free) < 3 else []
            options += [s for s in range(3, len(SPOTS)) if s not in paid and SPOTS[s] <= gold]
            if not options:
                options = [min(s for s in range(3, len(SPOTS)) if s not in paid)]
            spot = self.pick(options)
            if spot < 0:
                free.insert(0, p)
            else:
                paid[spot] = p
                self.players[p].gold = max(0, gold - SPOTS[spot])
        self.order = [paid[s] for s in sorted(paid, reverse=True)] + free
        return self.order

    def masks(self) -> list[int]:
        """For each colour, the tiles that hold it."""
        out = [0] * 5
        for t, cell in enumerate(self.board):
            for c in range(5):
                if cell[c]:
                    out[c] |= 1 << t
        return out

    def can_finish(self, pos: int, prev: int, hand: list[int], masks: list[int],
                   emptied: int = 0) -> bool:
        """Whether the pieces in `hand` can all be dropped from `pos` so that the last lands
        on a tile holding its colour (one dropped earlier on the way counts; `masks` are the
        tiles holding each colour, those of `emptied` left out)."""
        ends, again = WALKS[sum(hand)][pos, prev]
        ends &= ~emptied
        for c in range(5):
            n = hand[c]
            if n and (masks[c] & ends or (n > 1 and again)):
                return True
        return False

    def starts(self, masks: list[int] | None = None) -> list[int]:
        """The tiles a move can start from (`masks`, the board's, when known)."""
        masks = masks or self.masks()
        out = []
        for t, cell in enumerate(self.board):
            if any(cell) and self.can_finish(t, -1, cell, masks, 1 << t):
                out.append(t)
        return out

    def turn(self, p: int) -> None:
        """Seat `p`'s move and what follows it; with no move left, the game ends."""
        masks = self.masks()
        starts = self.starts(masks)
        if not starts:
            self.ending = True
            return
        self.land(p, *self.move(self.pick(starts), masks))

    def move(self, pos: int, masks: list[int] | None = None) -> tuple[int, int]:
        """Every piece of tile `pos` dropped, one drop chosen at a time (`masks`, the
        board's before the move, when known); where the last one landed, and its colour."""
        bit = ~(1 << pos)
        masks = [m & bit for m in masks or self.masks()]
        hand, self.board[pos] = self.board[pos], [0] * 5
        prev, left = -1, sum(hand)
        while left:
            nb, c = self.pick(self.drops(pos, prev, hand, masks))
            hand[c] -= 1
            self.board[nb][c] += 1
            masks[c] |= 1 << nb
            prev, pos, left = pos, nb, left - 1
        return pos, c

    def drops(self, pos: int, prev: int, hand: list[int], masks: list[int]) -> list[tuple]:
        """The drops (tile, colour) after which the move can still be finished."""
        options = []
        last = sum(hand) == 1
        for nb in STEPS[pos]:
            if nb == prev:
                continue
            for c in range(5):
                if not hand[c]:
                    continue
                if last:
                    if masks[c] >> nb & 1:
                        options.append((nb, c))
                    continue
                hand[c] -= 1
                was = masks[c]
                masks[c] |= 1 << nb
                if self.can_finish(nb, pos, hand, masks):
                    options.append((nb, c))
                masks[c] = was
                hand[c] += 1
        return options

    def land(self, p: int, tile: int, colour: int) -> None:
        """Control, the tribe action and the tile action of the last drop, then a sale."""
        me = self.players[p]
        n, self.board[tile][colour] = self.board[tile][colour], 0
        self.claim(me, p, tile)
        if colour == VIZIER:
            me.viziers += n
        elif colour == ELDER:
            me.elders += n
        else:
            self.bag[colour] += n
            if colour == MERCHANT:
                took, self.row = self.row[:n], self.row[n:]
                for card in took:
                    me.cards[card] += 1
            elif colour == BUILDER:
                me.gold += (n + self.fakirs(me)) * self.blue[tile]
            else:
                self.assassinate(me, p, tile, n)
        self.tile_action(me, tile)
        self.sell(me)

    def claim(self, me: Player, p: int, tile: int) -> None:
        """A camel of seat `p` on `tile` if it is empty and nobody's; the last ends the game."""
        if not any(self.board[tile]) and self.owner[tile] < 0 and me.camels:
            self.owner[tile] = p
            me.camels -= 1
            if not me.camels:
                self.ending = True

    def fakirs(self, me: Player) -> int:
        """Fakirs a seat chooses to discard (any number it holds)."""
        n = self.pick(list(range(me.cards[FAKIR] + 1)))
        me.cards[FAKIR] -= n
        self.discard += [FAKIR] * n
        return n

    def assassinate(self, me: Player, p: int, tile: int, n: int) -> None:
        """A kill: a piece on a tile within reach (its camel if that empties it), or a
        rival's Vizier or Elder."""
        rivals = [q for q, them in enumerate(self.players) if q != p and (them.viziers or
                                                                          them.elders)]
        on_board = any(any(cell) for cell in self.board)
        ways = (["tile"] if on_board else []) + (["player"] if rivals else [])
        if not ways:
            return
        if self.pick(ways) == "player":
            them = self.players[self.pick(rivals)]
            if self.pick([c for c in (VIZIER, ELDER) if (them.viziers, them.elders)[c]]) \
                    == VIZIER:
                them.viziers -= 1
                self.bag[VIZIER] += 1
            else:
                them.elders -= 1
                self.bag[ELDER] += 1
            return
        reach = n + self.fakirs(me)
        r0, c0 = divmod(tile, COLUMNS)
        targets = [t for t, cell in enumerate(self.board) if any(cell)
                   and abs(t // COLUMNS - r0) + abs(t % COLUMNS - c0) <= reach]
        if not targets:
            return
        target = self.pick(targets)
        colour = self.pick([c for c in range(5) if self.board[target][c]])
        self.board[target][colour] -= 1
        self.bag[colour] += 1
        self.claim(me, p, target)

    def tile_action(self, me: Player, tile: int) -> None:
        """A palace or palm tree from the bank, or a Djinn or cards bought if the seat wants."""
        kind = self.kind[tile]
        if kind in (VILLAGE, OASIS):
            item = PALACE if kind == VILLAGE else PALM
            if self.bank[item]:
                self.bank[item] -= 1
                self.built[item][tile] += 1
        elif kind == SACRED:
            ways = (["2elder"] if me.elders >= 2 else []) + \
                (["elder+fakir"] if me.elders and me.cards[FAKIR] else [])
            if self.shown and ways and self.pick(["yes", "no"]) == "yes":
                me.elders -= 1
                self.bag[ELDER] += 1
                if self.pick(ways) == "2elder":
                    me.elders -= 1
                    self.bag[ELDER] += 1
                else:
                    me.cards[FAKIR] -= 1
                    self.discard.append(FAKIR)
                me.djinns.append(self.shown.pop(self.pick(list(range(len(self.shown))))))
        else:
            cost, among, take = (3, 3, 1) if kind == SMALL_MARKET else (6, 6, 2)
            if self.row and me.gold >= cost and self.pick(["yes", "no"]) == "yes":
                me.gold -= cost
                for left in range(among, among - take, -1):
                    if self.row:
                        card = self.row.pop(self.pick(list(range(min(left, len(self.row))))))
                        me.cards[card] += 1

    def sell(self, me: Player) -> None:
        """One suit, card by card, until the seat says done."""
        suit: list[int] = []
        while True:
            options = [k for k in range(FAKIR) if me.cards[k] and k not in suit]
            kind = self.pick(options + [-1]) if options else -1
            if kind < 0:
                break
            suit.append(kind)
        if suit:
            for k in suit:
                me.cards[k] -= 1
            self.discard += suit
            me.gold += SUITS[len(suit)]

    def clean_up(self) -> None:
        """The rows of cards and Djinns filled again from their piles."""
        while len(self.row) < ROW:
            if not self.deck:
                if not self.discard:
                    break
                self.deck, self.discard = self.discard, []
                self.rng.shuffle(self.deck)
            self.row.append(self.deck.pop())
        while len(self.shown) < SHOWN and self.djinn_deck:
            self.shown.append(self.djinn_deck.pop())

    def scores(self) -> list[int]:
        """Each seat's final score."""
        out = []
        for p, me in enumerate(self.players):
            fewer = sum(them.viziers < me.viziers for them in self.players if them is not me)
            tiles = sum(self.value[t] + WORTH[PALM] * self.built[PALM][t]
                        + WORTH[PALACE] * self.built[PALACE][t]
                        for t in range(TILES) if self.owner[t] == p)
            out.append(me.gold + me.viziers + 10 * fewer + 2 * me.elders + sum(me.djinns)
                       + tiles + suits_value(me.cards[:FAKIR]))
        return out


def _around(t: int) -> list[int]:
    """The tile and the tiles around it (3 x 3)."""
    r, c = divmod(t, COLUMNS)
    return [r2 * COLUMNS + c2 for r2 in range(r - 1, r + 2) for c2 in range(c - 1, c + 2)
            if 0 <= r2 < ROWS and 0 <= c2 < COLUMNS]


def suits_value(counts: list[int]) -> int:
    """The widest suits first: suit k holds the k-th card of every kind held."""
    return sum(SUITS[sum(n > k for n in counts)] for k in range(max(counts, default=0)))


def play_games(first: int, games: int) -> int:
    """Random games of seeds first, first + 1, ...; the decisions made."""
    return sum(Game(seed).play() for seed in range(first, first + games))
